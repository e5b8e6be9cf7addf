//! Virtual horse racing: 2..=16 runners (6 to 8 in the catalogue), each with a weight; the bet
//! is a win bet on one runner. A runner wins with probability weight / total, and its decimal
//! odds are the fair ones less the margin, floored to the hundredth:
//! `total · (10000 - margin_bp) / (weight · 100)`.
//!
//! The site's rule caps any bet's win at `max_win` (1000.00): a winning bet returns
//! `min(stake × odds, max_win)`. The cap makes the return depend on the stake, so the profiles
//! are computed for a given stake, exactly, cap and rounding to the cent included; `profile` is
//! the least favourable runner at the table's maximum stake, where the cap bites hardest.
//!
//! The finishing order is drawn runner by runner with the same weights among those left
//! (weighted draws, winner first); only the winner settles the bet, the rest is for the screen.
//! Place bets are not offered: their exact odds under this model need fractions wider than
//! 128 bits.

use serde::{Deserialize, Serialize};

use super::exact::{Outcomes, best, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = RacingConfig;
pub type Bet = RacingBet;
pub type View = RacingView;

const MAX_RUNNERS: usize = 16;
const MAX_WEIGHT: u32 = 1_000_000;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Runner {
    pub name: String,
    /// 1..=1_000_000; the chance of winning is proportional to it.
    pub weight: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RacingConfig {
    pub runners: Vec<Runner>,
    /// The bookmaker's margin in basis points (1000 pays 90 % of the fair odds).
    pub margin_bp: u32,
    /// The most a bet returns, in cents (100000: at most 1,000 € per bet).
    pub max_win: i64,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RacingBet {
    /// Index into the configuration's runners.
    pub runner: u8,
    pub stake: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RacingView {
    /// Runner indices from first to last.
    pub order: Vec<u8>,
    /// The decimal odds of the runner backed, in hundredths.
    pub odds: u64,
    pub won: bool,
    /// The win was cut to `max_win`.
    pub capped: bool,
}

fn total_weight(cfg: &RacingConfig) -> u64 {
    cfg.runners.iter().map(|r| u64::from(r.weight)).sum()
}

/// Every runner's decimal odds in hundredths.
pub fn odds(cfg: &RacingConfig) -> Vec<u64> {
    let total = total_weight(cfg);
    let keep = u64::from(10_000u32.saturating_sub(cfg.margin_bp));
    cfg.runners
        .iter()
        .map(|r| total * keep / (u64::from(r.weight.max(1)) * 100))
        .collect()
}

fn check_config(cfg: &RacingConfig) -> Result<(), GameError> {
    let ok = (2..=MAX_RUNNERS).contains(&cfg.runners.len())
        && cfg
            .runners
            .iter()
            .all(|r| (1..=MAX_WEIGHT).contains(&r.weight))
        && cfg.margin_bp < 10_000
        && cfg.max_win > 0
        && odds(cfg).iter().all(|&o| o > 100);
    ok.then_some(()).ok_or(GameError::BetInvalid)
}

pub fn validate(cfg: &RacingConfig, bet: &RacingBet) -> Result<(), GameError> {
    check_config(cfg)?;
    if usize::from(bet.runner) >= cfg.runners.len() {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)
}

/// What a winning bet of `stake` at `odds` hundredths returns, capped: (cents, capped).
pub fn winning_return(cfg: &RacingConfig, stake: i64, odds: u64) -> (i64, bool) {
    let full = pay(stake, odds, 100);
    (full.min(cfg.max_win), full > cfg.max_win)
}

pub fn settle(cfg: &RacingConfig, bet: &RacingBet, winner: u8) -> i64 {
    if winner != bet.runner {
        return 0;
    }
    let o = odds(cfg).get(usize::from(bet.runner)).copied().unwrap_or(0);
    winning_return(cfg, bet.stake, o).0
}

/// The finishing order: weighted draws among the runners left, winner first.
fn race(cfg: &RacingConfig, rng: &mut FairStream) -> Vec<u8> {
    let mut left: Vec<u8> = (0..cfg.runners.len() as u8).collect();
    let mut order = Vec::with_capacity(left.len());
    while left.len() > 1 {
        let weights: Vec<u32> = left
            .iter()
            .map(|&i| cfg.runners[usize::from(i)].weight)
            .collect();
        order.push(left.remove(rng.weighted(&weights)));
    }
    order.extend(left);
    order
}

pub fn play(
    cfg: &RacingConfig,
    bet: &RacingBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<RacingView>, GameError> {
    validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let order = race(cfg, rng);
    let o = odds(cfg)[usize::from(bet.runner)];
    let won = order[0] == bet.runner;
    let (win, capped) = if won {
        winning_return(cfg, bet.stake, o)
    } else {
        (0, false)
    };
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: RacingView {
            order,
            odds: o,
            won,
            capped,
        },
    })
}

/// The exact profile of a win bet of `stake` cents on `runner` (returns counted in cents).
pub fn bet_profile(cfg: &RacingConfig, runner: u8, stake: i64) -> Option<Profile> {
    check_config(cfg).ok()?;
    let w = u128::from(cfg.runners.get(usize::from(runner))?.weight);
    let stake = stake.max(1);
    let (ret, _) = winning_return(cfg, stake, odds(cfg)[usize::from(runner)]);
    let mut o = Outcomes::new(stake as u64);
    o.add(w, ret as u128);
    o.add(u128::from(total_weight(cfg)) - w, 0);
    Some(o.profile())
}

/// The least favourable runner at the maximum stake.
pub fn profile(cfg: &RacingConfig) -> Profile {
    worst(
        (0..cfg.runners.len().min(MAX_RUNNERS) as u8)
            .filter_map(|r| bet_profile(cfg, r, cfg.max_bet)),
    )
}

/// The most favourable runner (a bonus's wagering weight looks at it).
pub fn best_profile(cfg: &RacingConfig) -> Profile {
    best(
        (0..cfg.runners.len().min(MAX_RUNNERS) as u8)
            .filter_map(|r| bet_profile(cfg, r, cfg.max_bet)),
    )
}

/// The maximum win (`GameConfig::max_return`), reached by the smallest stake allowed on the
/// outsider (the longest odds) when it wins: a winning bet of `s` returns `min(s × odds, max_win)`,
/// so `min(odds, max_win / s)` per stake, largest at the longest odds and the smallest stake
/// (before the win is rounded down to the cent). Zero for a configuration that refuses every bet.
pub fn max_return(cfg: &RacingConfig) -> Option<Ratio> {
    let stake = cfg.min_bet.max(1);
    if check_config(cfg).is_err() || stake > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let longest = u128::from(odds(cfg).into_iter().max().unwrap_or(0));
    let (stake, cap) = (stake as u128, cfg.max_win as u128);
    Some(if longest * stake <= 100 * cap {
        Ratio::new(longest, 100)
    } else {
        Ratio::new(cap, stake)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    /// Eight runners from 3.00 to 30.00, 10 % margin.
    fn cfg() -> RacingConfig {
        let names = [
            "Ace", "Blaze", "Comet", "Dancer", "Echo", "Flint", "Gale", "Hope",
        ];
        let weights = [30, 22, 15, 11, 8, 6, 5, 3];
        RacingConfig {
            runners: names
                .iter()
                .zip(weights)
                .map(|(n, weight)| Runner {
                    name: n.to_string(),
                    weight,
                })
                .collect(),
            margin_bp: 1000,
            max_win: 100_000,
            min_bet: 10,
            max_bet: 5000,
        }
    }

    #[test]
    fn known_races_pay_exactly() {
        let c = cfg();
        // 100 · 0.9 / 22 = 4.0909 → 4.09.
        assert_eq!(odds(&c), vec![300, 409, 600, 818, 1125, 1500, 1800, 3000]);
        assert_eq!(
            settle(
                &c,
                &RacingBet {
                    runner: 1,
                    stake: 1000
                },
                1
            ),
            4090
        );
        assert_eq!(
            settle(
                &c,
                &RacingBet {
                    runner: 1,
                    stake: 1000
                },
                0
            ),
            0
        );
        assert_eq!(
            settle(
                &c,
                &RacingBet {
                    runner: 3,
                    stake: 15
                },
                3
            ),
            122
        );
        // 30.00 × 50.00 = 1500.00, cut to 1000.00.
        assert_eq!(winning_return(&c, 5000, 3000), (100_000, true));
        assert_eq!(winning_return(&c, 3333, 3000), (99_990, false));
        assert_eq!(winning_return(&c, 3334, 3000), (100_000, true));
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        assert_eq!(
            validate(
                &c,
                &RacingBet {
                    runner: 8,
                    stake: 100
                }
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(
                &c,
                &RacingBet {
                    runner: 0,
                    stake: 9
                }
            ),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(
                &c,
                &RacingBet {
                    runner: 0,
                    stake: 5001
                }
            ),
            Err(GameError::BetAboveMax { max: 5000 })
        );
        let mut lopsided = cfg();
        lopsided.runners[0].weight = 1_000_000;
        // The favourite's odds would be under 1.01.
        assert_eq!(
            validate(
                &lopsided,
                &RacingBet {
                    runner: 1,
                    stake: 100
                }
            ),
            Err(GameError::BetInvalid)
        );
        let mut zero = cfg();
        zero.runners[2].weight = 0;
        assert_eq!(
            validate(
                &zero,
                &RacingBet {
                    runner: 1,
                    stake: 100
                }
            ),
            Err(GameError::BetInvalid)
        );
        let alone = RacingConfig {
            runners: cfg().runners[..1].to_vec(),
            ..cfg()
        };
        assert_eq!(
            validate(
                &alone,
                &RacingBet {
                    runner: 0,
                    stake: 100
                }
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(
                &c,
                &RacingBet {
                    runner: 0,
                    stake: 100
                },
                &[Action::Hit],
                &mut stats::stream(0)
            ),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn max_return_is_the_outsider_at_the_smallest_stake() {
        let c = cfg();
        // Hope at 30.00: 10 cents return 3.00, far under the 1000.00 cap.
        assert_eq!(max_return(&c), Some(Ratio::new(30, 1)));
        // Where even the smallest stake meets the cap, the cap over that stake: 1000.00 / 50.00.
        let high = RacingConfig {
            min_bet: 5000,
            ..cfg()
        };
        assert_eq!(max_return(&high), Some(Ratio::new(20, 1)));
        let mut zero = cfg();
        zero.runners[2].weight = 0;
        assert_eq!(max_return(&zero), Some(Ratio::new(0, 1)));
        // Hope wins three races in a hundred: the first one found pays 30 times the stake.
        let bet = RacingBet {
            runner: 7,
            stake: 10,
        };
        let p = (0..2_000u64)
            .map(|n| play(&c, &bet, &[], &mut FairStream::new(b"seed", "client", n)).unwrap())
            .find(|p| p.view.won)
            .expect("a win for Hope");
        assert_eq!(p.win, 30 * p.stake);
        let capped = RacingBet { stake: 5000, ..bet };
        assert_eq!(settle(&high, &capped, 7), 20 * 5000);
    }

    #[test]
    fn profiles_include_the_cap() {
        let c = cfg();
        // Hope at 50.00: wins 3 % of races, returning 1000.00 instead of 1500.00.
        let p = profile(&c);
        assert_eq!(p, bet_profile(&c, 7, 5000).unwrap());
        assert_eq!(p.rtp, Ratio::new(3 * 20, 100));
        // X = 20 with probability 3/100: 400·0.03 - 0.6².
        assert_eq!(p.variance, Ratio::new(1200 - 36, 100));
        assert_eq!(p.volatility(), Volatility::Medium);
        // Below the cap, Hope returns 90 %; Blaze loses a little to the floor of its odds.
        assert_eq!(bet_profile(&c, 7, 1000).unwrap().rtp, Ratio::new(90, 100));
        assert_eq!(
            bet_profile(&c, 1, 1000).unwrap().rtp,
            Ratio::new(22 * 409, 100 * 100)
        );
        assert_eq!(bet_profile(&c, 8, 1000), None);
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let c = cfg();
        for (runner, stake) in [(7u8, 5000), (0, 100), (4, 1000)] {
            let bet = RacingBet { runner, stake };
            let p = bet_profile(&c, runner, stake).unwrap();
            let rounds = testing::returns(120_000, |rng| play(&c, &bet, &[], rng));
            stats::assert_return_within_99(
                &format!("runner {runner} at {stake}"),
                rounds,
                p.rtp,
                p.variance,
            );
        }
    }

    #[test]
    fn places_follow_the_weights() {
        let c = cfg();
        let w: Vec<f64> = c
            .runners
            .iter()
            .map(|r| f64::from(r.weight) / 100.0)
            .collect();
        let (mut first, mut second) = ([0u64; 8], [0u64; 8]);
        for i in 0..80_000 {
            let order = race(&c, &mut stats::stream(i));
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..8).collect::<Vec<u8>>());
            first[usize::from(order[0])] += 1;
            second[usize::from(order[1])] += 1;
        }
        stats::assert_frequencies_fit("winners", &first, &w);
        // Second: any other winner first, then this runner among those left.
        let p2: Vec<f64> = (0..8)
            .map(|j| {
                (0..8)
                    .filter(|&i| i != j)
                    .map(|i| w[i] * w[j] / (1.0 - w[i]))
                    .sum()
            })
            .collect();
        stats::assert_frequencies_fit("seconds", &second, &p2);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let bet = RacingBet {
                runner: 2,
                stake: 100,
            };
            let a = play(&cfg(), &bet, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &bet, &[], &mut stats::stream(i)).unwrap());
            let weights: Vec<u32> = cfg().runners.iter().map(|r| r.weight).collect();
            assert_eq!(
                usize::from(a.view.order[0]),
                stats::stream(i).weighted(&weights)
            );
            assert_eq!(a.view.won, a.win > 0);
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(
            runner in any::<u8>(),
            stake in any::<i64>(),
            weights in proptest::collection::vec(any::<u32>(), 0..20),
            margin in any::<u32>(),
        ) {
            let c = RacingConfig {
                runners: weights.iter().map(|&weight| Runner { name: String::new(), weight }).collect(),
                margin_bp: margin,
                ..cfg()
            };
            if let Ok(p) = play(&c, &RacingBet { runner, stake }, &[], &mut stats::stream(10)) {
                prop_assert!(p.win <= 100_000);
            }
            let _ = profile(&c);
            if let Ok(p) = play(&cfg(), &RacingBet { runner, stake }, &[], &mut stats::stream(10)) {
                prop_assert!(p.win <= 100_000);
            }
        }
    }
}
