//! Roulette: European (single zero), American (0 and 00) and French (single zero, la partage).
//!
//! The player places any number of bets on the layout at once; each names its kind and the
//! numbers it covers, checked against the layout so a bet cannot cover numbers the table has no
//! spot for. 00 is written as 37. The ball is one draw `below(37)` (`below(38)` American) and
//! is the only draw of the round.
//!
//! `profile` is that of the least favourable bet the table offers (every bet shares the single
//! zero's 36/37 except la partage's even chances, 73/74, and the American top line, 35/38);
//! `bet_profiles` lists each kind.

use serde::{Deserialize, Serialize};

use super::exact::{Outcomes, best, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = RouletteConfig;
pub type Placed = RoulettePlaced;
pub type Bet = RouletteBet;
pub type View = RouletteView;

/// 00 on the American wheel.
pub const DOUBLE_ZERO: u8 = 37;
/// More placed bets than the layout has distinct spots is a malformed request.
const MAX_PLACED: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    European,
    American,
    /// Single zero; even-money bets lose only half their stake when zero comes (la partage).
    French,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RouletteConfig {
    pub variant: Variant,
    /// Minimum of each placed bet, in cents.
    pub min_bet: i64,
    /// Limits on the sum of the placed bets, in cents.
    pub min_total: i64,
    pub max_total: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum BetKind {
    Straight,
    Split,
    /// Three numbers across, or a trio with the zero(s) (0-1-2, 0-2-3; American 0-1-2, 0-00-2,
    /// 00-2-3).
    Street,
    Corner,
    SixLine,
    /// First four 0-1-2-3 paying 8:1 on single-zero tables; top line 0-00-1-2-3 paying 6:1 on
    /// the American table.
    Basket,
    Column,
    Dozen,
    Red,
    Black,
    Odd,
    Even,
    Low,
    High,
}

pub const BET_KINDS: [BetKind; 14] = [
    BetKind::Straight,
    BetKind::Split,
    BetKind::Street,
    BetKind::Corner,
    BetKind::SixLine,
    BetKind::Basket,
    BetKind::Column,
    BetKind::Dozen,
    BetKind::Red,
    BetKind::Black,
    BetKind::Odd,
    BetKind::Even,
    BetKind::Low,
    BetKind::High,
];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RoulettePlaced {
    pub kind: BetKind,
    /// The numbers covered, in any order. May be left empty for red, black, odd, even, low and
    /// high, whose numbers the kind implies.
    pub numbers: Vec<u8>,
    pub cents: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RouletteBet {
    pub bets: Vec<RoulettePlaced>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Black,
    Green,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RouletteView {
    /// The winning pocket (37 is 00).
    pub number: u8,
    pub colour: Colour,
    /// What each placed bet returns, in the order placed (stake included; 0 when lost).
    pub wins: Vec<i64>,
}

const RED: [u8; 18] = [
    1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

pub fn colour(number: u8) -> Colour {
    if number == 0 || number == DOUBLE_ZERO {
        Colour::Green
    } else if RED.contains(&number) {
        Colour::Red
    } else {
        Colour::Black
    }
}

fn pockets(variant: Variant) -> u8 {
    match variant {
        Variant::American => 38,
        Variant::European | Variant::French => 37,
    }
}

fn mask(numbers: impl IntoIterator<Item = u8>) -> u64 {
    numbers.into_iter().fold(0, |m, n| m | 1 << n)
}

fn even_money(kind: BetKind) -> bool {
    matches!(
        kind,
        BetKind::Red | BetKind::Black | BetKind::Odd | BetKind::Even | BetKind::Low | BetKind::High
    )
}

/// Every set of numbers the layout lets a bet of this kind cover, as bit masks.
fn layout(variant: Variant, kind: BetKind) -> Vec<u64> {
    let american = variant == Variant::American;
    let dz = DOUBLE_ZERO;
    match kind {
        BetKind::Straight => (0..pockets(variant)).map(|n| 1 << n).collect(),
        BetKind::Split => {
            let mut sets: Vec<u64> = (1..=35u8)
                .filter(|n| n % 3 != 0)
                .map(|n| mask([n, n + 1]))
                .chain((1..=33).map(|n| mask([n, n + 3])))
                .collect();
            if american {
                sets.extend([
                    mask([0, 1]),
                    mask([0, 2]),
                    mask([dz, 2]),
                    mask([dz, 3]),
                    mask([0, dz]),
                ]);
            } else {
                sets.extend([mask([0, 1]), mask([0, 2]), mask([0, 3])]);
            }
            sets
        }
        BetKind::Street => {
            let mut sets: Vec<u64> = (0..12u8)
                .map(|k| mask([3 * k + 1, 3 * k + 2, 3 * k + 3]))
                .collect();
            if american {
                sets.extend([mask([0, 1, 2]), mask([0, dz, 2]), mask([dz, 2, 3])]);
            } else {
                sets.extend([mask([0, 1, 2]), mask([0, 2, 3])]);
            }
            sets
        }
        BetKind::Corner => (1..=32u8)
            .filter(|n| n % 3 != 0)
            .map(|n| mask([n, n + 1, n + 3, n + 4]))
            .collect(),
        BetKind::SixLine => (0..11u8).map(|k| mask(3 * k + 1..=3 * k + 6)).collect(),
        BetKind::Basket if american => vec![mask([0, dz, 1, 2, 3])],
        BetKind::Basket => vec![mask([0, 1, 2, 3])],
        BetKind::Column => (1..=3u8).map(|c| mask((c..=36).step_by(3))).collect(),
        BetKind::Dozen => (0..3u8).map(|d| mask(12 * d + 1..=12 * d + 12)).collect(),
        BetKind::Red => vec![mask(RED)],
        BetKind::Black => vec![mask((1..=36).filter(|&n| colour(n) == Colour::Black))],
        BetKind::Odd => vec![mask((1..=36).step_by(2))],
        BetKind::Even => vec![mask((2..=36).step_by(2))],
        BetKind::Low => vec![mask(1..=18)],
        BetKind::High => vec![mask(19..=36)],
    }
}

/// What a winning bet pays to one.
pub fn odds(variant: Variant, kind: BetKind) -> u64 {
    match kind {
        BetKind::Straight => 35,
        BetKind::Split => 17,
        BetKind::Street => 11,
        BetKind::Corner => 8,
        BetKind::SixLine => 5,
        BetKind::Basket if variant == Variant::American => 6,
        BetKind::Basket => 8,
        BetKind::Column | BetKind::Dozen => 2,
        _ => 1,
    }
}

/// The numbers of a placed bet as a layout mask, if they form that bet on this table.
fn covered(variant: Variant, placed: &RoulettePlaced) -> Option<u64> {
    let sets = layout(variant, placed.kind);
    if placed.numbers.is_empty() && even_money(placed.kind) {
        return sets.first().copied();
    }
    if placed.numbers.len() > 18 {
        return None;
    }
    let mut m = 0u64;
    for &n in &placed.numbers {
        if n >= pockets(variant) || m & 1 << n != 0 {
            return None;
        }
        m |= 1 << n;
    }
    sets.contains(&m).then_some(m)
}

/// The bet checked against the table: each placed bet's covered numbers, and the total stake.
pub fn validate(cfg: &RouletteConfig, bet: &RouletteBet) -> Result<(Vec<u64>, i64), GameError> {
    if bet.bets.is_empty() || bet.bets.len() > MAX_PLACED {
        return Err(GameError::BetInvalid);
    }
    let min_bet = cfg.min_bet.max(1);
    let mut total: i64 = 0;
    let mut masks = Vec::with_capacity(bet.bets.len());
    for placed in &bet.bets {
        masks.push(covered(cfg.variant, placed).ok_or(GameError::BetInvalid)?);
        if placed.cents < min_bet {
            return Err(GameError::BetBelowMin { min: min_bet });
        }
        total = total
            .checked_add(placed.cents)
            .ok_or(GameError::BetAboveMax { max: cfg.max_total })?;
    }
    super::check_stake(total, cfg.min_total, cfg.max_total)?;
    Ok((masks, total))
}

/// What one placed bet covering `covered` returns when the ball lands on `number`.
pub fn settle(variant: Variant, kind: BetKind, covered: u64, cents: i64, number: u8) -> i64 {
    if covered & 1 << number != 0 {
        pay(cents, odds(variant, kind) + 1, 1)
    } else if variant == Variant::French && number == 0 && even_money(kind) {
        pay(cents, 1, 2)
    } else {
        0
    }
}

/// The winning pocket: the first draw of the round's stream, whatever was bet (so a live table
/// gives every player the same number).
pub fn spin(cfg: &RouletteConfig, rng: &mut FairStream) -> u8 {
    rng.below(u32::from(pockets(cfg.variant))) as u8
}

pub fn play(
    cfg: &RouletteConfig,
    bet: &RouletteBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<RouletteView>, GameError> {
    let (masks, stake) = validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let number = spin(cfg, rng);
    let wins: Vec<i64> = bet
        .bets
        .iter()
        .zip(&masks)
        .map(|(p, &m)| settle(cfg.variant, p.kind, m, p.cents, number))
        .collect();
    Ok(Play {
        stake,
        win: wins.iter().sum(),
        finished: true,
        allowed: Vec::new(),
        view: RouletteView {
            number,
            colour: colour(number),
            wins,
        },
    })
}

/// The exact profile of one kind of bet, over every pocket (returns counted in half stakes for
/// la partage).
pub fn bet_profile(variant: Variant, kind: BetKind) -> Profile {
    let covered = layout(variant, kind)[0];
    let mut o = Outcomes::new(2);
    for number in 0..pockets(variant) {
        let ret = settle(variant, kind, covered, 2, number);
        o.add(1, ret as u128);
    }
    o.profile()
}

pub fn bet_profiles(cfg: &RouletteConfig) -> Vec<(BetKind, Profile)> {
    BET_KINDS
        .iter()
        .map(|&k| (k, bet_profile(cfg.variant, k)))
        .collect()
}

/// The least favourable bet of the table.
pub fn profile(cfg: &RouletteConfig) -> Profile {
    worst(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The most favourable bet (a bonus's wagering weight looks at it: `bonus::game_weight`).
pub fn best_profile(cfg: &RouletteConfig) -> Profile {
    best(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The maximum win (`GameConfig::max_return`), reached by a straight-up bet alone on the number
/// that comes: 35 to 1 returns 36 times the stake, on every variant (no other bet pays more to one,
/// and la partage only gives back half). Bets spread over the layout return over their total a
/// weighted average of their own returns on the ball, so never more than the best single bet's 36.
/// Zero when the limits accept no bet at all.
pub fn max_return(cfg: &RouletteConfig) -> Option<Ratio> {
    let lowest = cfg.min_bet.max(1).max(cfg.min_total);
    if lowest > cfg.max_total {
        return Some(Ratio::new(0, 1));
    }
    let top = BET_KINDS
        .iter()
        .map(|&k| odds(cfg.variant, k) + 1)
        .max()
        .unwrap_or(0);
    Some(Ratio::new(u128::from(top), 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    fn table(variant: Variant) -> RouletteConfig {
        RouletteConfig {
            variant,
            min_bet: 10,
            min_total: 10,
            max_total: 100_000,
        }
    }

    fn placed(kind: BetKind, numbers: &[u8], cents: i64) -> RoulettePlaced {
        RoulettePlaced {
            kind,
            numbers: numbers.to_vec(),
            cents,
        }
    }

    #[test]
    fn known_outcomes_pay_exactly() {
        let eu = Variant::European;
        let m = |numbers: &[u8]| mask(numbers.iter().copied());
        assert_eq!(settle(eu, BetKind::Straight, m(&[17]), 100, 17), 3600);
        assert_eq!(settle(eu, BetKind::Straight, m(&[17]), 100, 18), 0);
        assert_eq!(settle(eu, BetKind::Split, m(&[17, 20]), 100, 20), 1800);
        assert_eq!(settle(eu, BetKind::Street, m(&[0, 2, 3]), 100, 0), 1200);
        assert_eq!(
            settle(eu, BetKind::Corner, m(&[17, 18, 20, 21]), 100, 21),
            900
        );
        assert_eq!(
            settle(eu, BetKind::SixLine, m(&[31, 32, 33, 34, 35, 36]), 100, 31),
            600
        );
        assert_eq!(settle(eu, BetKind::Basket, m(&[0, 1, 2, 3]), 100, 0), 900);
        assert_eq!(
            settle(
                Variant::American,
                BetKind::Basket,
                m(&[0, 1, 2, 3, 37]),
                100,
                37
            ),
            700
        );
        assert_eq!(settle(eu, BetKind::Dozen, m(&[25]), 100, 25), 300);
        let black = layout(eu, BetKind::Black)[0];
        assert_eq!(settle(eu, BetKind::Black, black, 100, 17), 200);
        assert_eq!(settle(eu, BetKind::Black, black, 100, 0), 0);
        // La partage: half of an even-money stake comes back on zero, rounded down to the cent.
        assert_eq!(settle(Variant::French, BetKind::Black, black, 101, 0), 50);
        assert_eq!(
            settle(Variant::French, BetKind::Straight, m(&[5]), 100, 0),
            0
        );
        assert_eq!(colour(17), Colour::Black);
        assert_eq!(colour(32), Colour::Red);
        assert_eq!(colour(37), Colour::Green);
    }

    #[test]
    fn bets_must_form_a_spot_of_the_layout() {
        let eu = table(Variant::European);
        let us = table(Variant::American);
        let ok = |cfg: &RouletteConfig, kind, numbers: &[u8]| {
            validate(
                cfg,
                &RouletteBet {
                    bets: vec![placed(kind, numbers, 100)],
                },
            )
            .is_ok()
        };
        assert!(ok(&eu, BetKind::Split, &[2, 3]));
        assert!(ok(&eu, BetKind::Split, &[5, 2]));
        assert!(!ok(&eu, BetKind::Split, &[3, 4]));
        assert!(!ok(&eu, BetKind::Split, &[0, 37]));
        assert!(ok(&us, BetKind::Split, &[0, 37]));
        assert!(ok(&us, BetKind::Split, &[37, 3]));
        assert!(!ok(&us, BetKind::Split, &[0, 3]));
        assert!(ok(&eu, BetKind::Corner, &[1, 2, 4, 5]));
        assert!(!ok(&eu, BetKind::Corner, &[3, 4, 6, 7]));
        assert!(ok(&eu, BetKind::Street, &[34, 35, 36]));
        assert!(!ok(&eu, BetKind::Street, &[35, 36, 37]));
        assert!(ok(&eu, BetKind::Basket, &[0, 1, 2, 3]));
        assert!(!ok(&us, BetKind::Basket, &[0, 1, 2, 3]));
        assert!(ok(&us, BetKind::Basket, &[37, 0, 1, 2, 3]));
        assert!(ok(&eu, BetKind::SixLine, &[31, 32, 33, 34, 35, 36]));
        assert!(!ok(&eu, BetKind::SixLine, &[32, 33, 34, 35, 36, 37]));
        assert!(ok(
            &eu,
            BetKind::Column,
            &[2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]
        ));
        assert!(!ok(&eu, BetKind::Dozen, &[1, 2, 3]));
        assert!(ok(&eu, BetKind::Red, &[]));
        assert!(ok(&eu, BetKind::Red, &RED));
        assert!(!ok(&eu, BetKind::Red, &[1]));
        assert!(!ok(&eu, BetKind::Straight, &[37]));
        assert!(!ok(&eu, BetKind::Straight, &[]));
        assert!(!ok(&eu, BetKind::Straight, &[7, 7]));
        assert!(!ok(&eu, BetKind::Split, &[1, 1, 2]));
    }

    #[test]
    fn limits_apply_per_bet_and_to_the_total() {
        let cfg = table(Variant::European);
        let bet = |cents: &[i64]| RouletteBet {
            bets: cents
                .iter()
                .map(|&c| placed(BetKind::Red, &[], c))
                .collect(),
        };
        assert_eq!(
            validate(&cfg, &bet(&[9])),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&cfg, &bet(&[-5, 100])),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&cfg, &bet(&[60_000, 40_001])),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(
            validate(&cfg, &bet(&[i64::MAX, i64::MAX])),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(validate(&cfg, &bet(&[])), Err(GameError::BetInvalid));
        assert_eq!(validate(&cfg, &bet(&[10; 201])), Err(GameError::BetInvalid));
        assert!(validate(&cfg, &bet(&[60_000, 40_000])).is_ok());
        let mut rng = stats::stream(0);
        assert_eq!(
            play(&cfg, &bet(&[100]), &[Action::Spin], &mut rng),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn profiles_are_exact() {
        let eu = profile(&table(Variant::European));
        assert_eq!(eu.rtp, Ratio::new(36, 37));
        // The straight-up bet, with the largest variance of the bets sharing 36/37.
        assert_eq!(eu.variance, Ratio::new(46_656, 1369));
        assert_eq!(eu.volatility(), Volatility::Medium);
        assert_eq!(eu.rtp.percent(2).to_string(), "97.30");
        let us = bet_profiles(&table(Variant::American));
        for (kind, p) in &us {
            let expected = if *kind == BetKind::Basket {
                Ratio::new(35, 38)
            } else {
                Ratio::new(36, 38)
            };
            assert_eq!(p.rtp, expected, "{kind:?}");
        }
        assert_eq!(
            profile(&table(Variant::American))
                .rtp
                .percent(2)
                .to_string(),
            "92.11"
        );
        let fr = bet_profiles(&table(Variant::French));
        for (kind, p) in &fr {
            let expected = if even_money(*kind) {
                Ratio::new(73, 74)
            } else {
                Ratio::new(36, 37)
            };
            assert_eq!(p.rtp, expected, "{kind:?}");
        }
        // Even chances under la partage: returns 2 (18/37), 1/2 (1/37), 0 (18/37).
        // E[X²] = (18·4 + 1/4)/37 = 289/148, so the variance is 289/148 - (73/74)² = 1341/1369.
        let red = bet_profile(Variant::French, BetKind::Red);
        assert_eq!(red.variance, Ratio::new(1341, 1369));
    }

    #[test]
    fn max_return_is_a_straight_up_win() {
        for variant in [Variant::European, Variant::American, Variant::French] {
            assert_eq!(max_return(&table(variant)), Some(Ratio::new(36, 1)));
            // Every spot of the layout on every pocket: none returns more than 36 stakes.
            let best = BET_KINDS
                .iter()
                .flat_map(|&k| layout(variant, k).into_iter().map(move |m| (k, m)))
                .flat_map(|(k, m)| {
                    (0..pockets(variant)).map(move |n| settle(variant, k, m, 100, n))
                })
                .max();
            assert_eq!(best, Some(3600), "{variant:?}");
        }
        let closed = RouletteConfig {
            min_total: 200_000,
            ..table(Variant::European)
        };
        assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
        // A straight-up bet on the pocket that comes pays it; adding other bets to it only
        // lowers the return over the total staked.
        let cfg = table(Variant::European);
        let stream = |nonce| FairStream::new(b"seed", "client", nonce);
        for nonce in 0..50 {
            let number = spin(&cfg, &mut stream(nonce));
            let alone = RouletteBet {
                bets: vec![placed(BetKind::Straight, &[number], 100)],
            };
            let p = play(&cfg, &alone, &[], &mut stream(nonce)).unwrap();
            assert_eq!(p.win, 36 * p.stake);
            let spread = RouletteBet {
                bets: vec![
                    placed(BetKind::Straight, &[number], 100),
                    placed(BetKind::Red, &[], 100),
                    placed(BetKind::Split, &[0, 1], 100),
                ],
            };
            let p = play(&cfg, &spread, &[], &mut stream(nonce)).unwrap();
            assert!(p.win < 36 * p.stake);
        }
    }

    fn simulate(cfg: &RouletteConfig, bet: &RouletteBet, rounds: u64) -> Vec<(i64, i64)> {
        testing::returns(rounds, |rng| play(cfg, bet, &[], rng))
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let eu = table(Variant::European);
        let straight = RouletteBet {
            bets: vec![placed(BetKind::Straight, &[17], 100)],
        };
        let p = bet_profile(Variant::European, BetKind::Straight);
        stats::assert_return_within_99(
            "european straight",
            simulate(&eu, &straight, 150_000),
            p.rtp,
            p.variance,
        );

        let fr = table(Variant::French);
        let even = RouletteBet {
            bets: vec![placed(BetKind::Even, &[], 100)],
        };
        let p = bet_profile(Variant::French, BetKind::Even);
        stats::assert_return_within_99(
            "french even",
            simulate(&fr, &even, 150_000),
            p.rtp,
            p.variance,
        );

        let us = table(Variant::American);
        let top = RouletteBet {
            bets: vec![placed(BetKind::Basket, &[0, 37, 1, 2, 3], 100)],
        };
        let p = bet_profile(Variant::American, BetKind::Basket);
        stats::assert_return_within_99(
            "american top line",
            simulate(&us, &top, 150_000),
            p.rtp,
            p.variance,
        );
    }

    #[test]
    fn every_pocket_is_equally_likely() {
        let cfg = table(Variant::American);
        let bet = RouletteBet {
            bets: vec![placed(BetKind::Red, &[], 100)],
        };
        let mut counts = [0u64; 38];
        for i in 0..190_000 {
            let p = play(&cfg, &bet, &[], &mut stats::stream(i)).unwrap();
            counts[usize::from(p.view.number)] += 1;
            assert_eq!(p.win > 0, p.view.colour == Colour::Red);
        }
        stats::assert_frequencies_fit("american pockets", &counts, &[1.0 / 38.0; 38]);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        let cfg = table(Variant::European);
        let bet = RouletteBet {
            bets: vec![
                placed(BetKind::Straight, &[0], 100),
                placed(BetKind::Odd, &[], 250),
                placed(BetKind::Dozen, &(13..=24).collect::<Vec<_>>(), 50),
            ],
        };
        for i in 0..50 {
            let a = play(&cfg, &bet, &[], &mut stats::stream(i)).unwrap();
            let b = play(&cfg, &bet, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, b);
            assert_eq!(u32::from(a.view.number), stats::stream(i).below(37));
            assert_eq!(a.stake, 400);
            assert_eq!(a.win, a.view.wins.iter().sum::<i64>());
            assert!(a.finished && a.allowed.is_empty());
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(
            raw in proptest::collection::vec((0usize..14, proptest::collection::vec(any::<u8>(), 0..6), any::<i64>()), 0..6),
            variant in 0u8..3,
        ) {
            let variant = [Variant::European, Variant::American, Variant::French][usize::from(variant)];
            let cfg = table(variant);
            let bet = RouletteBet { bets: raw.into_iter().map(|(k, n, c)| placed(BET_KINDS[k], &n, c)).collect() };
            if let Ok(p) = play(&cfg, &bet, &[], &mut stats::stream(1)) {
                prop_assert!(p.stake >= 10 && p.stake <= 100_000);
                prop_assert!(p.win <= p.stake * 36);
            }
        }
    }
}
