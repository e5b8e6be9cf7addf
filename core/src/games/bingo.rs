//! 75-ball bingo against the house: one 5x5 card with a free centre, `calls` balls called; the
//! card pays its best pattern complete within those calls: a line (any row, column or long
//! diagonal), two lines, or a full house (all 24 numbers). Only the best one pays.
//!
//! Draw order: the card column by column, B to O (`draw_distinct(15, 5)` within each column's
//! range, 4 for N around the free centre, placed top to bottom), then the calls
//! (`draw_distinct(75, calls)`, in order).
//!
//! The profile is exact. Whatever the card, the called set is a uniform `calls`-subset of the
//! 75 balls, so the chance that exactly a given j of the card's 24 numbers are called is
//! C(51, calls - j) / C(75, calls), and every j-subset of the card is equally likely.
//! `PATTERN_COUNTS` counts, for each j, the j-subsets of the 24 cells completing no line, one
//! line and two or more (computed once over all 2^24 subsets; a test recomputes it).

use serde::{Deserialize, Serialize};

use super::exact::{Outcomes, choose};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = BingoConfig;
pub type Bet = BingoBet;
pub type View = BingoView;

const BALLS: u8 = 75;
const FREE: usize = 12;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BingoConfig {
    /// Balls called, 1..=75.
    pub calls: u8,
    /// What each pattern returns, in hundredths of the stake.
    pub line: u32,
    pub two_lines: u32,
    pub full_house: u32,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BingoBet {
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    Nothing,
    Line,
    TwoLines,
    FullHouse,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BingoView {
    /// Row by row; 0 is the free centre.
    pub card: Vec<u8>,
    /// In the order called.
    pub calls: Vec<u8>,
    pub pattern: Pattern,
    /// Lines complete after the last call.
    pub lines: u8,
    /// After which call (1-based) the first line, the second line and the full house were
    /// complete, when they were.
    pub line_at: Option<u8>,
    pub two_lines_at: Option<u8>,
    pub full_house_at: Option<u8>,
    /// What the pattern pays, in hundredths.
    pub multiplier: u32,
}

/// `PATTERN_COUNTS[j]`: of the C(24, j) ways to have j card numbers called, how many complete
/// no line, exactly one line, two or more lines (j = 24 is the full house).
pub const PATTERN_COUNTS: [[u32; 3]; 25] = [
    [1, 0, 0],
    [24, 0, 0],
    [276, 0, 0],
    [2024, 0, 0],
    [10622, 4, 0],
    [42416, 88, 0],
    [133684, 912, 0],
    [340176, 5928, 0],
    [708369, 27072, 30],
    [1214984, 92016, 504],
    [1717164, 240120, 3972],
    [1988448, 488304, 19392],
    [1863056, 775944, 65156],
    [1382784, 955248, 158112],
    [786636, 891852, 282768],
    [326080, 607832, 373592],
    [91026, 283724, 360721],
    [15048, 81448, 249608],
    [1168, 11868, 121560],
    [24, 584, 41896],
    [0, 0, 10626],
    [0, 0, 2024],
    [0, 0, 276],
    [0, 0, 24],
    [0, 0, 1],
];

/// The 12 lines as masks over the 25 cells (row-major).
fn lines() -> [u32; 12] {
    let mut l = [0u32; 12];
    for i in 0..5 {
        for j in 0..5 {
            l[i] |= 1 << (i * 5 + j);
            l[5 + i] |= 1 << (j * 5 + i);
        }
        l[10] |= 1 << (i * 6);
        l[11] |= 1 << (i * 4 + 4);
    }
    l
}

fn count_lines(marked: u32) -> u8 {
    lines().iter().filter(|&&l| marked & l == l).count() as u8
}

fn check_config(cfg: &BingoConfig) -> Result<(), GameError> {
    (1..=BALLS)
        .contains(&cfg.calls)
        .then_some(())
        .ok_or(GameError::BetInvalid)
}

/// The card, row by row, 0 in the centre.
pub fn draw_card(rng: &mut FairStream) -> Vec<u8> {
    let mut card = vec![0u8; 25];
    for col in 0..5u8 {
        let rows: &[usize] = if col == 2 {
            &[0, 1, 3, 4]
        } else {
            &[0, 1, 2, 3, 4]
        };
        let numbers = rng.draw_distinct(15, rows.len());
        for (&row, n) in rows.iter().zip(numbers) {
            card[row * 5 + usize::from(col)] = col * 15 + n as u8 + 1;
        }
    }
    card
}

/// The best pattern of `card` after `calls`, with when each pattern completed.
pub fn evaluate(card: &[u8], calls: &[u8]) -> (Pattern, u8, [Option<u8>; 3]) {
    let mut marked: u32 = 1 << FREE;
    let mut at = [None; 3];
    for (i, ball) in calls.iter().enumerate() {
        if let Some(cell) = card.iter().position(|c| c == ball) {
            marked |= 1 << cell;
        }
        let n = count_lines(marked);
        let call = Some(i as u8 + 1);
        if n >= 1 && at[0].is_none() {
            at[0] = call;
        }
        if n >= 2 && at[1].is_none() {
            at[1] = call;
        }
        if marked == (1 << 25) - 1 && at[2].is_none() {
            at[2] = call;
        }
    }
    let lines = count_lines(marked);
    let pattern = if at[2].is_some() {
        Pattern::FullHouse
    } else if lines >= 2 {
        Pattern::TwoLines
    } else if lines == 1 {
        Pattern::Line
    } else {
        Pattern::Nothing
    };
    (pattern, lines, at)
}

pub fn multiplier(cfg: &BingoConfig, pattern: Pattern) -> u32 {
    match pattern {
        Pattern::Nothing => 0,
        Pattern::Line => cfg.line,
        Pattern::TwoLines => cfg.two_lines,
        Pattern::FullHouse => cfg.full_house,
    }
}

pub fn settle(cfg: &BingoConfig, stake: i64, pattern: Pattern) -> i64 {
    pay(stake, u64::from(multiplier(cfg, pattern)), 100)
}

pub fn play(
    cfg: &BingoConfig,
    bet: &BingoBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<BingoView>, GameError> {
    check_config(cfg)?;
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let card = draw_card(rng);
    let calls: Vec<u8> = rng
        .draw_distinct(u32::from(BALLS), usize::from(cfg.calls))
        .into_iter()
        .map(|n| n as u8 + 1)
        .collect();
    let (pattern, lines, [line_at, two_lines_at, full_house_at]) = evaluate(&card, &calls);
    Ok(Play {
        stake: bet.stake,
        win: settle(cfg, bet.stake, pattern),
        finished: true,
        allowed: Vec::new(),
        view: BingoView {
            card,
            calls,
            pattern,
            lines,
            line_at,
            two_lines_at,
            full_house_at,
            multiplier: multiplier(cfg, pattern),
        },
    })
}

/// How many of the C(75, calls) call sets leave a card with each pattern.
pub fn pattern_weights(calls: u8) -> [u128; 4] {
    let n = u64::from(calls.min(BALLS));
    let mut w = [0u128; 4];
    for (j, counts) in PATTERN_COUNTS.iter().enumerate() {
        let j = j as u64;
        if j > n {
            break;
        }
        let ways = choose(51, n - j);
        if j == 24 {
            w[3] += ways;
        } else {
            for (k, &c) in counts.iter().enumerate() {
                w[k] += u128::from(c) * ways;
            }
        }
    }
    w
}

pub fn profile(cfg: &BingoConfig) -> Profile {
    let mut o = Outcomes::new(100);
    let patterns = [
        Pattern::Nothing,
        Pattern::Line,
        Pattern::TwoLines,
        Pattern::FullHouse,
    ];
    for (w, p) in pattern_weights(cfg.calls).into_iter().zip(patterns) {
        o.add(w, u128::from(multiplier(cfg, p)));
    }
    o.profile()
}

/// The maximum win (`GameConfig::max_return`), reached by the best-paid pattern the calls can
/// complete (`pattern_weights` not zero: a line needs 4 calls, two lines 8, the full house 24): the
/// full house with the catalog's 38 to 42 calls. Only the best pattern of the card pays, never two.
/// Zero for a configuration that refuses every bet.
pub fn max_return(cfg: &BingoConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let patterns = [
        Pattern::Nothing,
        Pattern::Line,
        Pattern::TwoLines,
        Pattern::FullHouse,
    ];
    let top = pattern_weights(cfg.calls)
        .into_iter()
        .zip(patterns)
        .filter(|&(w, _)| w > 0)
        .map(|(_, p)| multiplier(cfg, p))
        .max()
        .unwrap_or(0);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats};
    use proptest::prelude::*;

    fn cfg() -> BingoConfig {
        BingoConfig {
            calls: 40,
            line: 160,
            two_lines: 350,
            full_house: 1_000_000,
            min_bet: 10,
            max_bet: 10_000,
        }
    }

    /// 1..=15 down B, 16..=30 down I and so on: cell (r, c) holds 15c + r + 1 (N skips the
    /// centre: 31, 32, free, 34, 35).
    fn plain_card() -> Vec<u8> {
        (0..25u8)
            .map(|i| if i == 12 { 0 } else { (i % 5) * 15 + i / 5 + 1 })
            .collect()
    }

    #[test]
    fn max_return_is_the_best_pattern_the_calls_can_complete() {
        // The full house, 10000x, complete within 40 calls.
        assert_eq!(max_return(&cfg()), Some(Ratio::new(10_000, 1)));
        let card = plain_card();
        let all: Vec<u8> = card.iter().copied().filter(|&n| n > 0).collect();
        assert_eq!(settle(&cfg(), 100, evaluate(&card, &all).0), 1_000_000);
        // With 23 calls no full house can complete: two lines are the most, 3.50x (a row and a
        // column through the free centre take 8 numbers); with 7 one line, 1.60x (4 numbers
        // through the centre); with 3 not even that.
        for (calls, expected) in [
            (24, Ratio::new(10_000, 1)),
            (23, Ratio::new(7, 2)),
            (8, Ratio::new(7, 2)),
            (7, Ratio::new(8, 5)),
            (4, Ratio::new(8, 5)),
            (3, Ratio::new(0, 1)),
        ] {
            assert_eq!(
                max_return(&BingoConfig { calls, ..cfg() }),
                Some(expected),
                "{calls}"
            );
        }
        assert_eq!(
            max_return(&BingoConfig { calls: 0, ..cfg() }),
            Some(Ratio::new(0, 1))
        );
    }

    #[test]
    fn the_table_counts_every_subset_of_the_card() {
        let l = lines();
        let mut counts = [[0u32; 3]; 25];
        for subset in 0u32..1 << 24 {
            // Bits 0..12 are cells 0..12, bits 12..24 the cells after the centre (12).
            let marked = (subset & 0xfff) | (subset >> 12) << 13 | 1 << FREE;
            let n = l.iter().filter(|&&m| marked & m == m).count().min(2);
            counts[subset.count_ones() as usize][n] += 1;
        }
        assert_eq!(counts, PATTERN_COUNTS);
        for (j, c) in PATTERN_COUNTS.iter().enumerate() {
            assert_eq!(
                c.iter().map(|&x| u128::from(x)).sum::<u128>(),
                choose(24, j as u64)
            );
        }
    }

    #[test]
    fn known_cards_pay_exactly() {
        let c = cfg();
        let card = plain_card();
        // B column 1..=5: one line at the fifth call.
        let (p, lines, at) = evaluate(&card, &[1, 2, 3, 4, 5, 60]);
        assert_eq!((p, lines, at), (Pattern::Line, 1, [Some(5), None, None]));
        assert_eq!(settle(&c, 250, p), 400);
        // The middle row needs only four calls thanks to the free centre: 3, 18, 48, 63.
        let (p, _, at) = evaluate(&card, &[3, 18, 48, 63]);
        assert_eq!((p, at[0]), (Pattern::Line, Some(4)));
        // Middle row plus the N column: two lines.
        let (p, lines, at) = evaluate(&card, &[3, 18, 48, 63, 31, 32, 34, 35]);
        assert_eq!(
            (p, lines, at),
            (Pattern::TwoLines, 2, [Some(4), Some(8), None])
        );
        assert_eq!(settle(&c, 100, p), 350);
        let all: Vec<u8> = card.iter().copied().filter(|&n| n > 0).collect();
        let (p, lines, at) = evaluate(&card, &all);
        assert_eq!((p, lines, at[2]), (Pattern::FullHouse, 12, Some(24)));
        assert_eq!(settle(&c, 100, p), 1_000_000);
        assert_eq!(evaluate(&card, &[1, 2, 3, 4, 75]).0, Pattern::Nothing);
        assert_eq!(settle(&c, 100, Pattern::Nothing), 0);
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        let rng = || stats::stream(0);
        assert_eq!(
            play(&c, &BingoBet { stake: 9 }, &[], &mut rng()),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            play(&c, &BingoBet { stake: 10_001 }, &[], &mut rng()),
            Err(GameError::BetAboveMax { max: 10_000 })
        );
        assert_eq!(
            play(
                &BingoConfig { calls: 0, ..cfg() },
                &BingoBet { stake: 100 },
                &[],
                &mut rng()
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(
                &BingoConfig { calls: 76, ..cfg() },
                &BingoBet { stake: 100 },
                &[],
                &mut rng()
            ),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(&c, &BingoBet { stake: 100 }, &[Action::Spin], &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn the_profile_is_exact() {
        let w = pattern_weights(40);
        assert_eq!(w.iter().sum::<u128>(), choose(75, 40));
        assert_eq!(
            w,
            [
                1_631_296_339_617_514_456_957,
                939_288_832_472_012_053_808,
                372_033_636_139_615_796_850,
                7_174_519_270_695
            ]
        );
        let p = profile(&cfg());
        assert_eq!(p.rtp, Ratio::new(9_204_550_325_291, 9_655_966_021_950));
        assert_eq!(
            p.variance,
            Ratio::new(
                5_630_353_659_541_517_112_918_832_547,
                3_309_937_633_505_378_229_803_988_750
            )
        );
        assert_eq!(p.rtp.percent(2).to_string(), "95.33");
        assert_eq!(p.volatility(), Volatility::Low);
        // Every ball called: always a full house.
        let all = profile(&BingoConfig { calls: 75, ..cfg() });
        assert_eq!(
            (all.rtp, all.variance),
            (Ratio::new(10_000, 1), Ratio::new(0, 1))
        );
    }

    #[test]
    fn simulated_returns_and_patterns_match_the_law() {
        let c = cfg();
        let p = profile(&c);
        let mut counts = [0u64; 4];
        let mut rounds = Vec::new();
        for i in 0..100_000 {
            let r = play(&c, &BingoBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
            counts[r.view.pattern as usize] += 1;
            rounds.push((r.stake, r.win));
        }
        stats::assert_return_within_99("bingo 40 calls", rounds, p.rtp, p.variance);
        let w = pattern_weights(40);
        let total = choose(75, 40) as f64;
        let probs: Vec<f64> = w.iter().map(|&x| x as f64 / total).collect();
        stats::assert_frequencies_fit("bingo patterns", &counts, &probs);
    }

    #[test]
    fn cards_are_well_formed_and_rounds_replay() {
        for i in 0..100 {
            let a = play(&cfg(), &BingoBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(
                a,
                play(&cfg(), &BingoBet { stake: 100 }, &[], &mut stats::stream(i)).unwrap()
            );
            let card = &a.view.card;
            assert_eq!(card, &draw_card(&mut stats::stream(i)));
            for (cell, &n) in card.iter().enumerate() {
                if cell == FREE {
                    assert_eq!(n, 0);
                } else {
                    let col = (cell % 5) as u8;
                    assert!((col * 15 + 1..=col * 15 + 15).contains(&n));
                }
            }
            let mut unique = card.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), 25);
            assert_eq!(a.view.calls.len(), 40);
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(stake in any::<i64>(), calls in any::<u8>()) {
            let c = BingoConfig { calls, ..cfg() };
            if let Ok(p) = play(&c, &BingoBet { stake }, &[], &mut stats::stream(12)) {
                prop_assert!(p.win <= p.stake * 10_000);
            }
            let _ = profile(&c);
        }
    }
}
