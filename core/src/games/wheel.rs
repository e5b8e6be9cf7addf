//! Money wheel (casual games): the wheel's segments, in order around it, each carry a
//! multiplier and a weight (its share of the wheel, so its chance). One weighted draw picks the
//! segment; the stake returns stake × multiplier. The profile is the exact weighted mean.

use serde::{Deserialize, Serialize};

use super::exact::Outcomes;
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = WheelConfig;
pub type Bet = WheelBet;
pub type View = WheelView;

const MAX_SEGMENTS: usize = 100;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Segment {
    /// What landing here returns, in hundredths of the stake (0 loses).
    pub multiplier: u32,
    pub weight: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct WheelConfig {
    /// 2..=100 segments, clockwise from the top.
    pub segments: Vec<Segment>,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct WheelBet {
    pub stake: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct WheelView {
    /// Index of the segment the wheel stops on.
    pub segment: u8,
    /// In hundredths.
    pub multiplier: u32,
}

fn weights(cfg: &WheelConfig) -> Vec<u32> {
    cfg.segments.iter().map(|s| s.weight).collect()
}

fn check_config(cfg: &WheelConfig) -> Result<(), GameError> {
    let total: u64 = cfg.segments.iter().map(|s| u64::from(s.weight)).sum();
    let ok = (2..=MAX_SEGMENTS).contains(&cfg.segments.len())
        && total > 0
        && total <= u64::from(u32::MAX);
    ok.then_some(()).ok_or(GameError::BetInvalid)
}

pub fn settle(cfg: &WheelConfig, stake: i64, segment: usize) -> i64 {
    let m = cfg.segments.get(segment).map_or(0, |s| s.multiplier);
    pay(stake, u64::from(m), 100)
}

pub fn play(
    cfg: &WheelConfig,
    bet: &WheelBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<WheelView>, GameError> {
    check_config(cfg)?;
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let segment = rng.weighted(&weights(cfg));
    Ok(Play {
        stake: bet.stake,
        win: settle(cfg, bet.stake, segment),
        finished: true,
        allowed: Vec::new(),
        view: WheelView {
            segment: segment as u8,
            multiplier: cfg.segments[segment].multiplier,
        },
    })
}

pub fn profile(cfg: &WheelConfig) -> Profile {
    let mut o = Outcomes::new(100);
    for s in &cfg.segments {
        o.add(u128::from(s.weight), u128::from(s.multiplier));
    }
    o.profile()
}

/// The maximum win (`GameConfig::max_return`), reached by the wheel stopping on the segment of the
/// largest multiplier among those of weight above zero (a segment of weight 0 is never drawn). Zero
/// for a configuration that refuses every bet.
pub fn max_return(cfg: &WheelConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = cfg
        .segments
        .iter()
        .filter(|s| s.weight > 0)
        .map(|s| s.multiplier)
        .max()
        .unwrap_or(0);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats};
    use proptest::prelude::*;

    /// 30 equal segments: 13 blanks, 7 × 1.20, 5 × 1.50, 3 × 2, one 3 and one 4.
    fn cfg() -> WheelConfig {
        let layout = [
            0, 120, 0, 150, 0, 120, 200, 0, 150, 0, 120, 0, 300, 0, 150, 120, 0, 200, 0, 150, 0,
            120, 0, 400, 120, 0, 150, 0, 200, 120,
        ];
        WheelConfig {
            segments: layout
                .iter()
                .map(|&multiplier| Segment {
                    multiplier,
                    weight: 1,
                })
                .collect(),
            min_bet: 10,
            max_bet: 10_000,
        }
    }

    #[test]
    fn known_spins_pay_exactly() {
        let c = cfg();
        assert_eq!(settle(&c, 100, 0), 0);
        assert_eq!(settle(&c, 100, 1), 120);
        assert_eq!(settle(&c, 155, 3), 232);
        assert_eq!(settle(&c, 100, 23), 400);
        assert_eq!(settle(&c, 100, 30), 0);
    }

    #[test]
    fn bad_bets_and_wheels_are_refused() {
        let c = cfg();
        let rng = || stats::stream(0);
        assert_eq!(
            play(&c, &WheelBet { stake: 9 }, &[], &mut rng()),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            play(&c, &WheelBet { stake: 10_001 }, &[], &mut rng()),
            Err(GameError::BetAboveMax { max: 10_000 })
        );
        assert_eq!(
            play(&c, &WheelBet { stake: 100 }, &[Action::Spin], &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
        let one = WheelConfig {
            segments: c.segments[..1].to_vec(),
            ..cfg()
        };
        assert_eq!(
            play(&one, &WheelBet { stake: 100 }, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
        let weightless = WheelConfig {
            segments: vec![
                Segment {
                    multiplier: 100,
                    weight: 0
                };
                4
            ],
            ..cfg()
        };
        assert_eq!(
            play(&weightless, &WheelBet { stake: 100 }, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
        let heavy = WheelConfig {
            segments: vec![
                Segment {
                    multiplier: 100,
                    weight: u32::MAX
                };
                2
            ],
            ..cfg()
        };
        assert_eq!(
            play(&heavy, &WheelBet { stake: 100 }, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
    }

    #[test]
    fn max_return_is_the_top_segment() {
        // One segment of 30 returns 4x.
        let c = cfg();
        assert_eq!(max_return(&c), Some(Ratio::new(4, 1)));
        let p = (0..2_000u64)
            .map(|n| {
                play(
                    &c,
                    &WheelBet { stake: 100 },
                    &[],
                    &mut FairStream::new(b"seed", "client", n),
                )
                .unwrap()
            })
            .find(|p| p.view.segment == 23)
            .expect("the 4x segment");
        assert_eq!(p.win, 4 * p.stake);
        // A segment that is never drawn does not count.
        let mut never = cfg();
        never.segments[23].weight = 0;
        assert_eq!(max_return(&never), Some(Ratio::new(3, 1)));
        let closed = WheelConfig {
            min_bet: 20_000,
            ..cfg()
        };
        assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
    }

    #[test]
    fn the_profile_is_exact() {
        let p = profile(&cfg());
        assert_eq!(p.rtp, Ratio::new(289, 300));
        // E[X²] = 5833/3000, less (289/300)².
        assert_eq!(p.variance, Ratio::new(91_469, 90_000));
        assert_eq!(p.rtp.percent(2).to_string(), "96.33");
        assert_eq!(p.volatility(), Volatility::Low);
    }

    #[test]
    fn simulated_returns_and_segments_match() {
        let c = cfg();
        let p = profile(&c);
        let mut counts = [0u64; 30];
        let mut rounds = Vec::new();
        for i in 0..150_000 {
            let r = play(&c, &WheelBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
            counts[usize::from(r.view.segment)] += 1;
            assert_eq!(
                r.view.multiplier,
                c.segments[usize::from(r.view.segment)].multiplier
            );
            rounds.push((r.stake, r.win));
        }
        stats::assert_return_within_99("wheel", rounds, p.rtp, p.variance);
        stats::assert_frequencies_fit("wheel segments", &counts, &[1.0 / 30.0; 30]);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let a = play(&cfg(), &WheelBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(
                a,
                play(&cfg(), &WheelBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap()
            );
            assert_eq!(u32::from(a.view.segment), stats::stream(i).below(30));
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(
            stake in any::<i64>(),
            segments in proptest::collection::vec((any::<u32>(), any::<u32>()), 0..8),
        ) {
            let c = WheelConfig { segments: segments.into_iter().map(|(multiplier, weight)| Segment { multiplier, weight }).collect(), ..cfg() };
            if let Ok(p) = play(&c, &WheelBet { stake }, &[], &mut stats::stream(13)) {
                prop_assert!(p.win >= 0);
            }
            let _ = profile(&c);
        }
    }
}
