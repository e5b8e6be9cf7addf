//! Sic bo: three dice (three draws `below(6)`, in order), any number of wagers per round at the
//! standard pays of the Macau table: small and big 1:1 and odd and even 1:1 (all four lose on a
//! triple), totals 4..=17 from 60:1 to 6:1, any triple 30:1, a specific triple 180:1, a specific
//! double 10:1, a two-dice combination 5:1, a single number 1:1, 2:1 or 3:1 as it shows once,
//! twice or three times.
//!
//! `profile` is that of the least favourable wager (total 9 or 12, 175/216); `bet_profiles`
//! lists all 52, each exact over the 216 equally likely rolls.

use serde::{Deserialize, Serialize};

use super::exact::{Outcomes, best, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = SicBoConfig;
pub type Placed = SicBoPlaced;
pub type Bet = SicBoBet;
pub type View = SicBoView;

const MAX_PLACED: usize = 100;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SicBoConfig {
    /// Limits of each wager, in cents.
    pub min_bet: i64,
    pub max_bet: i64,
    /// Limit on the sum of the wagers of a round.
    pub max_total: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Wager {
    /// Total 4..=10, not a triple.
    Small,
    /// Total 11..=17, not a triple.
    Big,
    Odd,
    Even,
    Total {
        total: u8,
    },
    AnyTriple,
    Triple {
        face: u8,
    },
    /// At least two dice show `face`.
    Double {
        face: u8,
    },
    /// Both faces show (two different faces).
    Combination {
        low: u8,
        high: u8,
    },
    /// Pays once per die showing `face`.
    Single {
        face: u8,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SicBoPlaced {
    pub wager: Wager,
    pub cents: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SicBoBet {
    pub bets: Vec<SicBoPlaced>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SicBoView {
    pub dice: [u8; 3],
    pub total: u8,
    /// What each wager returns, in the order placed (stake included; 0 when lost).
    pub wins: Vec<i64>,
}

fn is_face(f: u8) -> bool {
    (1..=6).contains(&f)
}

fn valid(w: Wager) -> bool {
    match w {
        Wager::Total { total } => (4..=17).contains(&total),
        Wager::Triple { face } | Wager::Double { face } | Wager::Single { face } => is_face(face),
        Wager::Combination { low, high } => is_face(low) && is_face(high) && low != high,
        Wager::Small | Wager::Big | Wager::Odd | Wager::Even | Wager::AnyTriple => true,
    }
}

/// What a total pays to one.
pub fn total_odds(total: u8) -> u64 {
    match total {
        4 | 17 => 60,
        5 | 16 => 30,
        6 | 15 => 17,
        7 | 14 => 12,
        8 | 13 => 8,
        _ => 6,
    }
}

/// What `wager` pays to one on `dice`, `None` when it loses.
fn odds(wager: Wager, dice: [u8; 3]) -> Option<u64> {
    let total: u8 = dice.iter().sum();
    let triple = dice[0] == dice[1] && dice[1] == dice[2];
    let count = |f: u8| dice.iter().filter(|&&d| d == f).count() as u64;
    let won = |c: bool, odds: u64| c.then_some(odds);
    match wager {
        Wager::Small => won(!triple && total <= 10, 1),
        Wager::Big => won(!triple && total >= 11, 1),
        Wager::Odd => won(!triple && !total.is_multiple_of(2), 1),
        Wager::Even => won(!triple && total.is_multiple_of(2), 1),
        Wager::Total { total: t } => won(total == t, total_odds(t)),
        Wager::AnyTriple => won(triple, 30),
        Wager::Triple { face } => won(triple && dice[0] == face, 180),
        Wager::Double { face } => won(count(face) >= 2, 10),
        Wager::Combination { low, high } => {
            won(low != high && count(low) >= 1 && count(high) >= 1, 5)
        }
        Wager::Single { face } => won(count(face) >= 1, count(face)),
    }
}

/// What one wager of `cents` returns on `dice` (stake included).
pub fn settle(wager: Wager, cents: i64, dice: [u8; 3]) -> i64 {
    odds(wager, dice).map_or(0, |o| pay(cents, o + 1, 1))
}

/// Every distinct wager of the table.
pub fn all_wagers() -> Vec<Wager> {
    let mut all = vec![
        Wager::Small,
        Wager::Big,
        Wager::Odd,
        Wager::Even,
        Wager::AnyTriple,
    ];
    all.extend((4..=17).map(|total| Wager::Total { total }));
    for face in 1..=6 {
        all.extend([
            Wager::Triple { face },
            Wager::Double { face },
            Wager::Single { face },
        ]);
        all.extend((face + 1..=6).map(|high| Wager::Combination { low: face, high }));
    }
    all
}

pub fn validate(cfg: &SicBoConfig, bet: &SicBoBet) -> Result<i64, GameError> {
    if bet.bets.is_empty() || bet.bets.len() > MAX_PLACED {
        return Err(GameError::BetInvalid);
    }
    let mut total: i64 = 0;
    for p in &bet.bets {
        if !valid(p.wager) {
            return Err(GameError::BetInvalid);
        }
        check_stake(p.cents, cfg.min_bet.max(1), cfg.max_bet)?;
        total = total.saturating_add(p.cents);
    }
    check_stake(total, 1, cfg.max_total)?;
    Ok(total)
}

pub fn play(
    cfg: &SicBoConfig,
    bet: &SicBoBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<SicBoView>, GameError> {
    let stake = validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let mut dice = [0u8; 3];
    for d in &mut dice {
        *d = rng.below(6) as u8 + 1;
    }
    let wins: Vec<i64> = bet
        .bets
        .iter()
        .map(|p| settle(p.wager, p.cents, dice))
        .collect();
    Ok(Play {
        stake,
        win: wins.iter().sum(),
        finished: true,
        allowed: Vec::new(),
        view: SicBoView {
            dice,
            total: dice.iter().sum(),
            wins,
        },
    })
}

/// The exact profile of one wager over the 216 rolls.
pub fn bet_profile(wager: Wager) -> Profile {
    let mut o = Outcomes::new(1);
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                o.add(1, settle(wager, 1, [a, b, c]) as u128);
            }
        }
    }
    o.profile()
}

pub fn bet_profiles(_cfg: &SicBoConfig) -> Vec<(Wager, Profile)> {
    all_wagers()
        .into_iter()
        .map(|w| (w, bet_profile(w)))
        .collect()
}

/// The least favourable wager.
pub fn profile(cfg: &SicBoConfig) -> Profile {
    worst(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The most favourable bet (a bonus's wagering weight looks at it: `bonus::game_weight`).
pub fn best_profile(cfg: &SicBoConfig) -> Profile {
    best(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The maximum win (`GameConfig::max_return`), reached by a specific triple alone when its three
/// faces come: 180 to 1, 181 times the stake, the most any of the 52 wagers returns on any of the
/// 216 rolls (found here by trying them all). Wagers spread over the table return over their total
/// a weighted average of their own returns on the roll, so never more than that. Zero when the
/// limits accept no wager.
pub fn max_return(cfg: &SicBoConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet.min(cfg.max_total) {
        return Some(Ratio::new(0, 1));
    }
    let mut top = 0;
    for wager in all_wagers() {
        for a in 1..=6 {
            for b in 1..=6 {
                for c in 1..=6 {
                    top = top.max(odds(wager, [a, b, c]).map_or(0, |o| o + 1));
                }
            }
        }
    }
    Some(Ratio::new(u128::from(top), 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    fn cfg() -> SicBoConfig {
        SicBoConfig {
            min_bet: 10,
            max_bet: 50_000,
            max_total: 100_000,
        }
    }

    fn one(wager: Wager, cents: i64) -> SicBoBet {
        SicBoBet {
            bets: vec![SicBoPlaced { wager, cents }],
        }
    }

    #[test]
    fn known_rolls_pay_exactly() {
        assert_eq!(settle(Wager::Small, 100, [1, 2, 3]), 200);
        assert_eq!(settle(Wager::Small, 100, [2, 2, 2]), 0);
        assert_eq!(settle(Wager::Big, 100, [6, 6, 5]), 200);
        assert_eq!(settle(Wager::Big, 100, [4, 4, 4]), 0);
        assert_eq!(settle(Wager::Odd, 100, [1, 1, 1]), 0);
        assert_eq!(settle(Wager::Even, 100, [1, 1, 2]), 200);
        assert_eq!(settle(Wager::Total { total: 4 }, 100, [1, 1, 2]), 6100);
        assert_eq!(settle(Wager::Total { total: 10 }, 100, [3, 3, 4]), 700);
        assert_eq!(settle(Wager::Total { total: 10 }, 100, [3, 3, 5]), 0);
        assert_eq!(settle(Wager::AnyTriple, 100, [5, 5, 5]), 3100);
        assert_eq!(settle(Wager::Triple { face: 5 }, 100, [5, 5, 5]), 18_100);
        assert_eq!(settle(Wager::Triple { face: 4 }, 100, [5, 5, 5]), 0);
        assert_eq!(settle(Wager::Double { face: 5 }, 100, [5, 1, 5]), 1100);
        assert_eq!(settle(Wager::Double { face: 5 }, 100, [5, 5, 5]), 1100);
        assert_eq!(
            settle(Wager::Combination { low: 2, high: 6 }, 100, [6, 3, 2]),
            600
        );
        assert_eq!(
            settle(Wager::Combination { low: 2, high: 6 }, 100, [6, 3, 6]),
            0
        );
        assert_eq!(settle(Wager::Single { face: 3 }, 100, [3, 1, 2]), 200);
        assert_eq!(settle(Wager::Single { face: 3 }, 100, [3, 3, 2]), 300);
        assert_eq!(settle(Wager::Single { face: 3 }, 100, [3, 3, 3]), 400);
        assert_eq!(settle(Wager::Single { face: 4 }, 100, [3, 3, 3]), 0);
    }

    #[test]
    fn bad_wagers_are_refused() {
        let c = cfg();
        for w in [
            Wager::Total { total: 3 },
            Wager::Total { total: 18 },
            Wager::Triple { face: 0 },
            Wager::Double { face: 7 },
            Wager::Combination { low: 3, high: 3 },
            Wager::Combination { low: 0, high: 3 },
        ] {
            assert_eq!(
                validate(&c, &one(w, 100)),
                Err(GameError::BetInvalid),
                "{w:?}"
            );
        }
        assert_eq!(
            validate(&c, &SicBoBet { bets: vec![] }),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &one(Wager::Small, 9)),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&c, &one(Wager::Small, 50_001)),
            Err(GameError::BetAboveMax { max: 50_000 })
        );
        let three = SicBoBet {
            bets: vec![
                SicBoPlaced {
                    wager: Wager::Small,
                    cents: 50_000
                };
                3
            ],
        };
        assert_eq!(
            validate(&c, &three),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(
            play(
                &c,
                &one(Wager::Small, 100),
                &[Action::Spin],
                &mut stats::stream(0)
            ),
            Err(GameError::ActionNotAllowed)
        );
        assert_eq!(all_wagers().len(), 52);
        assert!(all_wagers().into_iter().all(valid));
    }

    #[test]
    fn profiles_are_exact() {
        assert_eq!(bet_profile(Wager::Small).rtp, Ratio::new(35, 36));
        assert_eq!(bet_profile(Wager::Odd).rtp, Ratio::new(35, 36));
        assert_eq!(
            bet_profile(Wager::Total { total: 4 }).rtp,
            Ratio::new(3 * 61, 216)
        );
        assert_eq!(bet_profile(Wager::AnyTriple).rtp, Ratio::new(6 * 31, 216));
        assert_eq!(
            bet_profile(Wager::Triple { face: 2 }).rtp,
            Ratio::new(181, 216)
        );
        assert_eq!(
            bet_profile(Wager::Double { face: 2 }).rtp,
            Ratio::new(16 * 11, 216)
        );
        assert_eq!(
            bet_profile(Wager::Combination { low: 1, high: 4 }).rtp,
            Ratio::new(30 * 6, 216)
        );
        assert_eq!(
            bet_profile(Wager::Single { face: 6 }).rtp,
            Ratio::new(75 * 2 + 15 * 3 + 4, 216)
        );
        let p = profile(&cfg());
        // Total 9 (or 12): 25 rolls in 216 return 7.
        assert_eq!(
            (p.rtp, p.variance),
            (Ratio::new(175, 216), Ratio::new(233_975, 46_656))
        );
        assert_eq!(p.rtp.percent(2).to_string(), "81.02");
        assert_eq!(p.volatility(), Volatility::Low);
        assert_eq!(
            bet_profile(Wager::Triple { face: 1 }).volatility(),
            Volatility::High
        );
    }

    #[test]
    fn max_return_is_a_specific_triple() {
        assert_eq!(max_return(&cfg()), Some(Ratio::new(181, 1)));
        assert_eq!(settle(Wager::Triple { face: 4 }, 100, [4, 4, 4]), 18_100);
        // A specific triple comes one roll in 216: the first one found pays 181 times a bet on
        // it alone, and less over the total when other wagers ride along.
        let stream = |n| FairStream::new(b"seed", "client", n);
        let probe = one(Wager::AnyTriple, 100);
        let (n, face) = (0..5_000u64)
            .find_map(|n| {
                let p = play(&cfg(), &probe, &[], &mut stream(n)).unwrap();
                (p.win > 0).then_some((n, p.view.dice[0]))
            })
            .expect("a triple");
        let p = play(
            &cfg(),
            &one(Wager::Triple { face }, 100),
            &[],
            &mut stream(n),
        )
        .unwrap();
        assert_eq!(p.win, 181 * p.stake);
        let spread = SicBoBet {
            bets: vec![
                SicBoPlaced {
                    wager: Wager::Triple { face },
                    cents: 100,
                },
                SicBoPlaced {
                    wager: Wager::Single { face },
                    cents: 100,
                },
            ],
        };
        let p = play(&cfg(), &spread, &[], &mut stream(n)).unwrap();
        assert_eq!(p.win, 18_100 + 400);
        assert!(p.win < 181 * p.stake);
        let closed = SicBoConfig {
            max_total: 5,
            ..cfg()
        };
        assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
    }

    fn simulate(b: &SicBoBet, rounds: u64) -> Vec<(i64, i64)> {
        testing::returns(rounds, |rng| play(&cfg(), b, &[], rng))
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        for w in [
            Wager::Total { total: 9 },
            Wager::Small,
            Wager::Single { face: 2 },
        ] {
            let p = bet_profile(w);
            stats::assert_return_within_99(
                &format!("{w:?}"),
                simulate(&one(w, 100), 100_000),
                p.rtp,
                p.variance,
            );
        }
    }

    #[test]
    fn totals_follow_three_fair_dice() {
        let mut counts = [0u64; 16];
        let mut ways = [0u32; 16];
        for a in 1..=6usize {
            for b in 1..=6 {
                for c in 1..=6 {
                    ways[a + b + c - 3] += 1;
                }
            }
        }
        for i in 0..100_000 {
            let p = play(&cfg(), &one(Wager::Big, 100), &[], &mut stats::stream(i)).unwrap();
            counts[usize::from(p.view.total) - 3] += 1;
        }
        let probs: Vec<f64> = ways.iter().map(|&w| f64::from(w) / 216.0).collect();
        stats::assert_frequencies_fit("sic bo totals", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        let b = SicBoBet {
            bets: vec![
                SicBoPlaced {
                    wager: Wager::Big,
                    cents: 100,
                },
                SicBoPlaced {
                    wager: Wager::Single { face: 4 },
                    cents: 50,
                },
            ],
        };
        for i in 0..50 {
            let a = play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap());
            let mut s = stats::stream(i);
            let dice = [
                s.below(6) as u8 + 1,
                s.below(6) as u8 + 1,
                s.below(6) as u8 + 1,
            ];
            assert_eq!(a.view.dice, dice);
            assert_eq!(a.stake, 150);
            assert_eq!(a.win, a.view.wins.iter().sum::<i64>());
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(
            raw in proptest::collection::vec((0u8..10, any::<u8>(), any::<u8>(), any::<i64>()), 0..5),
        ) {
            let bets = raw
                .into_iter()
                .map(|(k, a, b, cents)| {
                    let wager = match k {
                        0 => Wager::Small,
                        1 => Wager::Big,
                        2 => Wager::Odd,
                        3 => Wager::Even,
                        4 => Wager::Total { total: a },
                        5 => Wager::AnyTriple,
                        6 => Wager::Triple { face: a },
                        7 => Wager::Double { face: a },
                        8 => Wager::Combination { low: a, high: b },
                        _ => Wager::Single { face: a },
                    };
                    SicBoPlaced { wager, cents }
                })
                .collect();
            if let Ok(p) = play(&cfg(), &SicBoBet { bets }, &[], &mut stats::stream(4)) {
                prop_assert!(p.win <= p.stake * 181);
            }
        }
    }
}
