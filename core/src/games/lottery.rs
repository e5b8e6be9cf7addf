//! Lottery, a fixed-odds "k of N" draw (6 of 49 by default): the player picks k numbers, k are
//! drawn (`draw_distinct(N, k)`, in draw order), and the paytable pays by the number matched.
//!
//! The chance of m matches is hypergeometric, C(k, m)·C(N-k, k-m) / C(N, k): the profile is
//! exact. `six_of_49_paytable` returns 95.45 % (2 matches return the stake, 6 pay 1,000,000x).

use serde::{Deserialize, Serialize};

use super::draws;
use super::exact::{Outcomes, hypergeometric};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = LotteryConfig;
pub type Bet = LotteryBet;
pub type View = LotteryView;

const MAX_BALLS: u8 = 90;
const MAX_PICKS: u8 = 10;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LotteryConfig {
    /// Numbers 1..=balls (at most 90).
    pub balls: u8,
    /// Numbers picked and drawn (1..=10, at most half the balls).
    pub picks: u8,
    /// `paytable[m]`: what m matches return, in hundredths of the stake (picks + 1 entries).
    pub paytable: Vec<u32>,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LotteryBet {
    pub stake: i64,
    /// Exactly `picks` distinct numbers.
    pub numbers: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LotteryView {
    /// In the order drawn.
    pub drawn: Vec<u8>,
    /// The player's numbers that were drawn, in the order picked.
    pub matched: Vec<u8>,
    /// In hundredths.
    pub multiplier: u32,
}

/// 6 of 49: 2 matches 1x, 3 20x, 4 220x, 5 10,000x, 6 1,000,000x.
pub fn six_of_49_paytable() -> Vec<u32> {
    vec![0, 0, 100, 2000, 22_000, 1_000_000, 100_000_000]
}

fn check_config(cfg: &LotteryConfig) -> Result<(), GameError> {
    let ok = cfg.balls <= MAX_BALLS
        && (1..=MAX_PICKS).contains(&cfg.picks)
        && 2 * cfg.picks <= cfg.balls
        && cfg.paytable.len() == usize::from(cfg.picks) + 1;
    ok.then_some(()).ok_or(GameError::BetInvalid)
}

pub fn validate(cfg: &LotteryConfig, bet: &LotteryBet) -> Result<(), GameError> {
    check_config(cfg)?;
    if bet.numbers.len() != usize::from(cfg.picks) {
        return Err(GameError::BetInvalid);
    }
    if !draws::distinct_in_range(&bet.numbers, cfg.balls) {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)
}

/// What the bet returns against `drawn`, the matched numbers and the multiplier.
pub fn settle(cfg: &LotteryConfig, bet: &LotteryBet, drawn: &[u8]) -> (i64, Vec<u8>, u32) {
    let matched = draws::matched(&bet.numbers, drawn);
    let multiplier = cfg.paytable.get(matched.len()).copied().unwrap_or(0);
    (
        pay(bet.stake, u64::from(multiplier), 100),
        matched,
        multiplier,
    )
}

pub fn play(
    cfg: &LotteryConfig,
    bet: &LotteryBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<LotteryView>, GameError> {
    validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let drawn = draws::draw(rng, cfg.balls, usize::from(cfg.picks));
    let (win, matched, multiplier) = settle(cfg, bet, &drawn);
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: LotteryView {
            drawn,
            matched,
            multiplier,
        },
    })
}

/// How many draws match m of the player's numbers, for m = 0..=picks.
pub fn match_weights(balls: u8, picks: u8) -> Vec<u128> {
    let (n, k) = (u64::from(balls), u64::from(picks));
    (0..=k).map(|m| hypergeometric(n, k, k, m)).collect()
}

pub fn profile(cfg: &LotteryConfig) -> Profile {
    let mut o = Outcomes::new(100);
    if check_config(cfg).is_ok() {
        for (w, &ret) in match_weights(cfg.balls, cfg.picks)
            .into_iter()
            .zip(&cfg.paytable)
        {
            o.add(w, u128::from(ret));
        }
    }
    o.profile()
}

/// The maximum win (`GameConfig::max_return`), reached by the largest entry of the paytable: with
/// the picks at most half the balls, every match count from none to all can come, so every entry is
/// paid on some draw (all six of 49: 1,000,000x). Zero for a configuration that refuses every bet.
pub fn max_return(cfg: &LotteryConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = cfg.paytable.iter().copied().max().unwrap_or(0);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    fn cfg() -> LotteryConfig {
        LotteryConfig {
            balls: 49,
            picks: 6,
            paytable: six_of_49_paytable(),
            min_bet: 10,
            max_bet: 1000,
        }
    }

    fn bet(numbers: &[u8]) -> LotteryBet {
        LotteryBet {
            stake: 100,
            numbers: numbers.to_vec(),
        }
    }

    #[test]
    fn known_draws_pay_exactly() {
        let c = cfg();
        let drawn = [4, 8, 15, 16, 23, 42];
        assert_eq!(
            settle(&c, &bet(&[42, 23, 16, 15, 8, 4]), &drawn),
            (100_000_000, vec![42, 23, 16, 15, 8, 4], 100_000_000)
        );
        assert_eq!(settle(&c, &bet(&[4, 8, 15, 1, 2, 3]), &drawn).0, 2000);
        assert_eq!(settle(&c, &bet(&[4, 8, 1, 2, 3, 5]), &drawn).0, 100);
        assert_eq!(settle(&c, &bet(&[4, 1, 2, 3, 5, 6]), &drawn).0, 0);
        assert_eq!(
            settle(
                &c,
                &LotteryBet {
                    stake: 15,
                    numbers: vec![4, 8, 15, 16, 1, 2]
                },
                &drawn
            )
            .0,
            3300
        );
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        assert_eq!(
            validate(&c, &bet(&[1, 2, 3, 4, 5])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(&[1, 2, 3, 4, 5, 6, 7])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(&[1, 2, 3, 4, 5, 5])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(&[0, 2, 3, 4, 5, 6])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(&[50, 2, 3, 4, 5, 6])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(
                &c,
                &LotteryBet {
                    stake: 1001,
                    numbers: vec![1, 2, 3, 4, 5, 6]
                }
            ),
            Err(GameError::BetAboveMax { max: 1000 })
        );
        let short = LotteryConfig {
            paytable: vec![0, 100],
            ..cfg()
        };
        assert_eq!(
            validate(&short, &bet(&[1, 2, 3, 4, 5, 6])),
            Err(GameError::BetInvalid)
        );
        let crowded = LotteryConfig { balls: 11, ..cfg() };
        assert_eq!(
            validate(&crowded, &bet(&[1, 2, 3, 4, 5, 6])),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(
                &c,
                &bet(&[1, 2, 3, 4, 5, 6]),
                &[Action::Spin],
                &mut stats::stream(0)
            ),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn max_return_is_every_number_matched() {
        assert_eq!(max_return(&cfg()), Some(Ratio::new(1_000_000, 1)));
        assert!(match_weights(49, 6).iter().all(|&w| w > 0));
        let drawn = [4, 8, 15, 16, 23, 42];
        let (win, matched, _) = settle(&cfg(), &bet(&drawn), &drawn);
        assert_eq!((win, matched.len()), (100_000_000, 6));
        let broken = LotteryConfig { picks: 7, ..cfg() };
        assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
    }

    #[test]
    fn the_profile_is_exact() {
        assert_eq!(
            match_weights(49, 6),
            vec![6_096_454, 5_775_588, 1_851_150, 246_820, 13_545, 258, 1]
        );
        assert_eq!(match_weights(49, 6).iter().sum::<u128>(), 13_983_816);
        let p = profile(&cfg());
        assert_eq!(p.rtp, Ratio::new(2_224_575, 2_330_636));
        assert_eq!(
            p.variance,
            Ratio::new(1_196_249_521_735_931_825, 16_295_592_493_488)
        );
        assert_eq!(p.rtp.percent(2).to_string(), "95.45");
        assert_eq!(p.volatility(), Volatility::High);
    }

    #[test]
    fn simulated_returns_match_the_profile() {
        // The jackpot's variance makes the 99 % interval useless for 6 of 49; a 5 of 20 table
        // with a mild paytable checks the same code paths with a tight interval.
        let c = LotteryConfig {
            balls: 20,
            picks: 5,
            paytable: vec![0, 0, 150, 500, 3000, 50_000],
            ..cfg()
        };
        let p = profile(&c);
        let b = bet(&[2, 5, 7, 11, 19]);
        let rounds = testing::returns(150_000, |rng| play(&c, &b, &[], rng));
        stats::assert_return_within_99("5 of 20", rounds, p.rtp, p.variance);
    }

    #[test]
    fn matches_follow_the_hypergeometric_law() {
        let c = cfg();
        let mut counts = [0u64; 7];
        for i in 0..100_000 {
            let r = play(
                &c,
                &bet(&[3, 9, 17, 28, 33, 49]),
                &[],
                &mut stats::stream(i),
            )
            .unwrap();
            counts[r.view.matched.len()] += 1;
        }
        let probs: Vec<f64> = match_weights(49, 6)
            .iter()
            .map(|&w| w as f64 / 13_983_816.0)
            .collect();
        stats::assert_frequencies_fit("6 of 49 matches", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let b = bet(&[1, 2, 3, 4, 5, 6]);
            let a = play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap());
            let expected: Vec<u8> = stats::stream(i)
                .draw_distinct(49, 6)
                .iter()
                .map(|&n| n as u8 + 1)
                .collect();
            assert_eq!(a.view.drawn, expected);
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(
            stake in any::<i64>(),
            numbers in proptest::collection::vec(any::<u8>(), 0..8),
            balls in any::<u8>(),
            picks in any::<u8>(),
        ) {
            let c = LotteryConfig { balls, picks, paytable: vec![100; usize::from(picks) + 1], ..cfg() };
            if let Ok(p) = play(&c, &LotteryBet { stake, numbers: numbers.clone() }, &[], &mut stats::stream(11)) {
                prop_assert_eq!(p.win, p.stake);
            }
            let _ = profile(&c);
            let _ = play(&cfg(), &LotteryBet { stake, numbers }, &[], &mut stats::stream(11));
        }
    }
}
