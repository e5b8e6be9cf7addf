//! Crash, as an instant game: the multiplier climbs from 1.00x and crashes at a point drawn when
//! the round opens; the bet carries its automatic cash-out target and wins `stake × target` when
//! the crash point reaches it.
//!
//! The crash point, in hundredths, from one `next_u32` r: `(10000 - edge_bp) · 2^32 /
//! (100 · (2^32 - r))` rounded down, at least 100. So `P(crash ≥ t) = ⌊(10000 - edge_bp) · 2^32
//! / (100 t)⌋ / 2^32`, about `(1 - edge) / t`: every target returns 1 - edge, less a floor
//! that grows with the target. `profile` is the least favourable target allowed, found by
//! trying them all (hence `max_target` ≤ 10000x).

use serde::{Deserialize, Serialize};

use super::exact::Outcomes;
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = CrashConfig;
pub type Bet = CrashBet;
pub type View = CrashView;

const TWO_32: u64 = 1 << 32;
/// 10000x: `profile` tries every target up to here.
const MAX_TARGET: u64 = 1_000_000;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CrashConfig {
    /// House edge in basis points (100 is 1 %).
    pub house_edge_bp: u32,
    /// Cash-out targets allowed, in hundredths (101 = 1.01x ..= at most 1_000_000 = 10000x).
    pub min_target: u64,
    pub max_target: u64,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CrashBet {
    pub stake: i64,
    /// Automatic cash-out, in hundredths (250 is 2.50x).
    pub target: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CrashView {
    /// Where the multiplier crashed, in hundredths (100 crashes at once).
    pub crash: u64,
    pub target: u64,
    pub won: bool,
}

fn scaled_edge(cfg: &CrashConfig) -> u64 {
    u64::from(10_000u32.saturating_sub(cfg.house_edge_bp)) * TWO_32
}

/// The crash point in hundredths for the stream value `r`.
pub fn crash_point(cfg: &CrashConfig, r: u32) -> u64 {
    (scaled_edge(cfg) / (100 * (TWO_32 - u64::from(r)))).max(100)
}

/// How many of the 2^32 stream values crash at `target` or above.
pub fn reaching(cfg: &CrashConfig, target: u64) -> u64 {
    if target <= 100 {
        return TWO_32;
    }
    (scaled_edge(cfg) / (100 * target)).min(TWO_32)
}

pub fn settle(bet: &CrashBet, crash: u64) -> i64 {
    if crash >= bet.target {
        pay(bet.stake, bet.target, 100)
    } else {
        0
    }
}

pub fn validate(cfg: &CrashConfig, bet: &CrashBet) -> Result<(), GameError> {
    let config_ok = cfg.house_edge_bp < 10_000
        && cfg.min_target > 100
        && cfg.min_target <= cfg.max_target
        && cfg.max_target <= MAX_TARGET;
    if !config_ok || bet.target < cfg.min_target || bet.target > cfg.max_target {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)
}

pub fn play(
    cfg: &CrashConfig,
    bet: &CrashBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<CrashView>, GameError> {
    validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let crash = crash_point(cfg, rng.next_u32());
    let win = settle(bet, crash);
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: CrashView {
            crash,
            target: bet.target,
            won: crash >= bet.target,
        },
    })
}

/// The exact profile of a cash-out at `target` hundredths.
pub fn bet_profile(cfg: &CrashConfig, target: u64) -> Profile {
    let hits = reaching(cfg, target);
    let mut o = Outcomes::new(100);
    o.add(u128::from(hits), u128::from(target));
    o.add(u128::from(TWO_32 - hits), 0);
    o.profile()
}

/// The least favourable target allowed (the larger one on a tie).
pub fn profile(cfg: &CrashConfig) -> Profile {
    let lo = cfg.min_target.max(101);
    let hi = cfg.max_target.clamp(lo, MAX_TARGET.max(lo));
    // Returns share the denominator 100 · 2^32, so `hits · target` compares them.
    let worst = (lo..=hi)
        .rev()
        .min_by_key(|&t| reaching(cfg, t) * t)
        .unwrap_or(lo);
    bet_profile(cfg, worst)
}

/// The most favourable target allowed (a bonus's wagering weight looks at it).
pub fn best_profile(cfg: &CrashConfig) -> Profile {
    let lo = cfg.min_target.max(101);
    let hi = cfg.max_target.clamp(lo, MAX_TARGET.max(lo));
    let best = (lo..=hi)
        .max_by_key(|&t| reaching(cfg, t) * t)
        .unwrap_or(lo);
    bet_profile(cfg, best)
}

/// The maximum win (`GameConfig::max_return`), reached by the highest cash-out target allowed,
/// `max_target` hundredths, when the crash point reaches it: the win is the stake times the target,
/// never more, and with `max_target` at most 10000x and an edge under 100 % at least `⌊2^32 / 10^8⌋
/// = 42` of the 2^32 stream values crash that high (`reaching`). Zero for a configuration that
/// refuses every bet.
pub fn max_return(cfg: &CrashConfig) -> Option<Ratio> {
    let probe = CrashBet {
        stake: cfg.min_bet.max(1),
        target: cfg.max_target,
    };
    if validate(cfg, &probe).is_err() || reaching(cfg, cfg.max_target) == 0 {
        return Some(Ratio::new(0, 1));
    }
    Some(Ratio::new(u128::from(cfg.max_target), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    fn cfg() -> CrashConfig {
        CrashConfig {
            house_edge_bp: 100,
            min_target: 101,
            max_target: 100_000,
            min_bet: 10,
            max_bet: 100_000,
        }
    }

    #[test]
    fn known_points_pay_exactly() {
        let c = cfg();
        // r = 0: 0.99 · 2^32 / 2^32 → 0.99x, shown as an instant crash at 1.00x.
        assert_eq!(crash_point(&c, 0), 100);
        // r = 2^31: 2 · 0.99 = 1.98x.
        assert_eq!(crash_point(&c, 1 << 31), 198);
        // r = 2^32 - 1: the largest point, 0.99 · 2^32 x (in hundredths).
        assert_eq!(crash_point(&c, u32::MAX), 99 * TWO_32);
        let bet = CrashBet {
            stake: 150,
            target: 198,
        };
        assert_eq!(settle(&bet, 198), 297);
        assert_eq!(settle(&bet, 197), 0);
        assert_eq!(
            settle(
                &CrashBet {
                    stake: 333,
                    target: 101
                },
                5000
            ),
            336
        );
        // The point reaches t for ⌊0.99 · 2^32 / t⌋ of the 2^32 values, as the formula says.
        for t in [101, 198, 199, 1000, 77_777] {
            let first_reaching = TWO_32 - reaching(&c, t);
            assert!(crash_point(&c, first_reaching as u32) >= t);
            assert!(crash_point(&c, first_reaching as u32 - 1) < t);
        }
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        let b = |stake, target| CrashBet { stake, target };
        assert_eq!(validate(&c, &b(100, 100)), Err(GameError::BetInvalid));
        assert_eq!(validate(&c, &b(100, 100_001)), Err(GameError::BetInvalid));
        assert_eq!(
            validate(&c, &b(9, 200)),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&c, &b(100_001, 200)),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(
            validate(
                &CrashConfig {
                    max_target: 2_000_000,
                    ..cfg()
                },
                &b(100, 200)
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(
                &CrashConfig {
                    house_edge_bp: 10_000,
                    ..cfg()
                },
                &b(100, 200)
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(&c, &b(100, 200), &[Action::Cashout], &mut stats::stream(0)),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn max_return_is_the_highest_target_reached() {
        let c = cfg();
        assert_eq!(max_return(&c), Some(Ratio::new(1_000, 1)));
        // The largest crash point is far above any target, and the first stream value that
        // reaches 1000x pays exactly 1000 times the stake, the cap of the bet, not the point.
        let top = CrashBet {
            stake: 100,
            target: c.max_target,
        };
        assert!(crash_point(&c, u32::MAX) >= c.max_target);
        let first = (TWO_32 - reaching(&c, c.max_target)) as u32;
        assert_eq!(settle(&top, crash_point(&c, first)), 100_000);
        assert_eq!(settle(&top, crash_point(&c, u32::MAX)), 100_000);
        // One round in about 1010 reaches it: found within a few thousand.
        let p = (0..10_000u64)
            .map(|n| play(&c, &top, &[], &mut FairStream::new(b"seed", "client", n)).unwrap())
            .find(|p| p.view.won)
            .expect("a crash point of 1000x or more");
        assert_eq!(p.win, 1_000 * p.stake);
        // 10000x, the most a configuration may allow, at the highest edge still reaches.
        let widest = CrashConfig {
            house_edge_bp: 9_999,
            max_target: 1_000_000,
            ..c
        };
        assert_eq!(max_return(&widest), Some(Ratio::new(10_000, 1)));
        assert_eq!(reaching(&widest, 1_000_000), 42);
        let broken = CrashConfig {
            max_target: 1_000_001,
            ..c
        };
        assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
    }

    #[test]
    fn profiles_are_exact() {
        let c = cfg();
        let two = bet_profile(&c, 200);
        // ⌊0.99 · 2^32 / 2⌋ = 2126008811 values reach 2.00x.
        assert_eq!(reaching(&c, 200), 2_126_008_811);
        assert_eq!(two.rtp, Ratio::new(2_126_008_811 * 2, TWO_32 as u128));
        assert_eq!(two.rtp.percent(4).to_string(), "99.0000");
        // The floor costs most at 996x: 4269093 values reach it, a return of 98.99998 %.
        let p = profile(&c);
        assert_eq!(reaching(&c, 99_600), 4_269_093);
        assert_eq!(p, bet_profile(&c, 99_600));
        assert_eq!(p.rtp, Ratio::new(1_063_004_157, 1 << 30));
        assert_eq!(
            p.variance,
            Ratio::new(1_135_696_476_529_136_037_879, 1 << 60)
        );
        assert_eq!(p.rtp.percent(5).to_string(), "98.99998");
        assert_eq!(p.volatility(), Volatility::High);
        assert_eq!(bet_profile(&c, 200).volatility(), Volatility::Low);
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let c = cfg();
        for target in [150, 1000, 10_000] {
            let bet = CrashBet { stake: 100, target };
            let p = bet_profile(&c, target);
            let rounds = testing::returns(150_000, |rng| play(&c, &bet, &[], rng));
            stats::assert_return_within_99(
                &format!("cash-out at {target}"),
                rounds,
                p.rtp,
                p.variance,
            );
        }
    }

    #[test]
    fn crash_points_follow_the_law() {
        let c = cfg();
        let edges = [100u64, 101, 150, 200, 300, 500, 1000, 2000, 10_000];
        let mut counts = [0u64; 9];
        for i in 0..100_000 {
            let crash = play(
                &c,
                &CrashBet {
                    stake: 100,
                    target: 200,
                },
                &[],
                &mut stats::stream(i),
            )
            .unwrap()
            .view
            .crash;
            counts[edges.iter().rposition(|&e| crash >= e).unwrap()] += 1;
        }
        let mut probs = Vec::new();
        for (i, &e) in edges.iter().enumerate() {
            let above = edges.get(i + 1).map_or(0, |&n| reaching(&c, n));
            probs.push((reaching(&c, e) - above) as f64 / TWO_32 as f64);
        }
        stats::assert_frequencies_fit("crash points", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let bet = CrashBet {
                stake: 100,
                target: 300,
            };
            let a = play(&cfg(), &bet, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &bet, &[], &mut stats::stream(i)).unwrap());
            assert_eq!(
                a.view.crash,
                crash_point(&cfg(), stats::stream(i).next_u32())
            );
            assert_eq!(a.view.won, a.win == 300);
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(stake in any::<i64>(), target in any::<u64>(), edge in any::<u32>(), r in any::<u32>()) {
            let c = CrashConfig { house_edge_bp: edge, ..cfg() };
            if let Ok(p) = play(&c, &CrashBet { stake, target }, &[], &mut stats::stream(9)) {
                prop_assert!(p.win <= p.stake * 1000);
            }
            prop_assert!(crash_point(&c, r) >= 100);
        }
    }
}
