//! Video poker, Jacks or Better: five cards from one deck, the player holds any of them, the
//! others are replaced, and the final hand pays by the paytable (the stake times the row's
//! "for 1" figure, stake included, so a pair of jacks returns the stake).
//!
//! Cards come from a `Shoe` of one deck dealt card by card: the first five are the hand, the
//! replacements are the next cards in the order of the positions they replace, left to right.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Shoe};
use super::poker_hands::{Category, evaluate};
use super::{
    Action, ActionKind, FairStream, GameError, Play, Profile, Ratio, RtpMethod, check_stake, pay,
};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = VideoPokerConfig;
pub type Bet = VideoPokerBet;
pub type View = VideoPokerView;

/// The usual Jacks or Better tables, named by what they pay for a full house and a flush.
/// Every other row is the same: royal flush 800, straight flush 50, four of a kind 25,
/// straight 4, three of a kind 3, two pair 2, jacks or better 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Paytable {
    NineSix,
    EightSix,
    EightFive,
    SevenFive,
    SixFive,
}

impl Paytable {
    /// Every table, the most generous first.
    pub const ALL: [Paytable; 5] = [
        Paytable::NineSix,
        Paytable::EightSix,
        Paytable::EightFive,
        Paytable::SevenFive,
        Paytable::SixFive,
    ];
}

/// The paying hands, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Hand {
    JacksOrBetter,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl Hand {
    /// Weakest first, the order of `Paytable::pays`.
    pub const ALL: [Hand; 9] = [
        Hand::JacksOrBetter,
        Hand::TwoPair,
        Hand::ThreeOfAKind,
        Hand::Straight,
        Hand::Flush,
        Hand::FullHouse,
        Hand::FourOfAKind,
        Hand::StraightFlush,
        Hand::RoyalFlush,
    ];
}

impl Paytable {
    /// What each `Hand` pays for 1, in the enum's order.
    pub fn pays(self) -> [u32; 9] {
        let (full_house, flush) = match self {
            Paytable::NineSix => (9, 6),
            Paytable::EightSix => (8, 6),
            Paytable::EightFive => (8, 5),
            Paytable::SevenFive => (7, 5),
            Paytable::SixFive => (6, 5),
        };
        [1, 2, 3, 4, flush, full_house, 25, 50, 800]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct VideoPokerConfig {
    pub min_bet: i64,
    pub max_bet: i64,
    pub paytable: Paytable,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct VideoPokerBet {
    pub stake: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct VideoPokerView {
    /// The five cards: as dealt, then after the draw.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub cards: Vec<Card>,
    /// The cards kept, once the player has chosen.
    pub held: Option<[bool; 5]>,
    /// The paying hand the cards make (already on the deal, to guide the hold).
    pub hand: Option<Hand>,
}

/// The paying hand of five cards, if any.
pub fn hand_of(cards: &[Card; 5]) -> Option<Hand> {
    let v = evaluate(cards);
    Some(match v.category {
        Category::HighCard => return None,
        Category::Pair if v.ranks[0] < 11 => return None,
        Category::Pair => Hand::JacksOrBetter,
        Category::TwoPair => Hand::TwoPair,
        Category::ThreeOfAKind => Hand::ThreeOfAKind,
        Category::Straight => Hand::Straight,
        Category::Flush => Hand::Flush,
        Category::FullHouse => Hand::FullHouse,
        Category::FourOfAKind => Hand::FourOfAKind,
        Category::StraightFlush => Hand::StraightFlush,
        Category::RoyalFlush => Hand::RoyalFlush,
    })
}

/// The final hand and what it returns, stake included.
pub fn settle(paytable: Paytable, stake: i64, cards: &[Card; 5]) -> (Option<Hand>, i64) {
    let hand = hand_of(cards);
    let win = hand.map_or(0, |h| pay(stake, u64::from(paytable.pays()[h as usize]), 1));
    (hand, win)
}

pub fn play(
    cfg: &VideoPokerConfig,
    bet: &VideoPokerBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<VideoPokerView>, GameError> {
    if bet.stake <= 0 {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let mut shoe = Shoe::new(1);
    let mut cards = [Card::new(2, 0); 5];
    for c in &mut cards {
        *c = shoe.deal(rng);
    }
    let held = match actions {
        [] => {
            return Ok(Play {
                stake: bet.stake,
                win: 0,
                finished: false,
                allowed: vec![ActionKind::Hold],
                view: VideoPokerView {
                    cards: cards.to_vec(),
                    held: None,
                    hand: hand_of(&cards),
                },
            });
        }
        [Action::Hold { held }] => *held,
        _ => return Err(GameError::ActionNotAllowed),
    };
    for (c, keep) in cards.iter_mut().zip(held) {
        if !keep {
            *c = shoe.deal(rng);
        }
    }
    let (hand, win) = settle(cfg.paytable, bet.stake, &cards);
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: VideoPokerView {
            cards: cards.to_vec(),
            held: Some(held),
            hand,
        },
    })
}

/// The return with optimal holds (the hold of highest expected pay for every dealt hand), and
/// its variance, per unit staked. Exact: `optimal::Analyzer` (tests and the `measure` feature
/// only) values every hold of each of the 2,598,960 deals over all its draws
/// (inclusion-exclusion over per-subset pay sums); the tests assert the 9/6 figures, the others
/// come from the same code (`cargo run --release -p casino-core --features measure --example
/// measure_games -- video-poker` prints all five).
pub fn profile(cfg: &VideoPokerConfig) -> Profile {
    let (rtp, variance) = match cfg.paytable {
        Paytable::NineSix => NINE_SIX,
        Paytable::EightSix => EIGHT_SIX,
        Paytable::EightFive => EIGHT_FIVE,
        Paytable::SevenFive => SEVEN_FIVE,
        Paytable::SixFive => SIX_FIVE,
    };
    Profile {
        rtp: Ratio::new(rtp.0, rtp.1),
        variance: Ratio::new(variance.0, variance.1),
        method: RtpMethod::Strategy,
    }
}

/// The maximum win (`GameConfig::max_return`), reached by a royal flush after the draw (or dealt
/// and held): 800 for 1 on every table, the top row of the paytable; the stake never grows during
/// the round. Zero when the limits accept no stake.
pub fn max_return(cfg: &VideoPokerConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = cfg.paytable.pays().into_iter().max().unwrap_or(0);
    Some(Ratio::new(u128::from(top), 1))
}

/// (return, variance) of optimal play, as exact fractions: 99.5439 %, 98.3927 %, 97.2984 %,
/// 96.1472 % and 94.9961 %, variances 19.51 to 19.04.
type Exact = ((u128, u128), (u128, u128));
const NINE_SIX: Exact = (
    (1_653_526_326_983, 1_661_102_543_100),
    (
        53_846_098_447_064_372_932_173_011,
        2_759_261_658_693_287_357_610_000,
    ),
);
const EIGHT_SIX: Exact = (
    (38_009_381_393, 38_630_291_700),
    (
        1_241_033_596_082_538_326_275_793,
        64_168_875_783_564_822_270_000,
    ),
);
const EIGHT_FIVE: Exact = (
    (1_616_226_757_427, 1_661_102_543_100),
    (
        53_317_927_137_823_632_615_346_571,
        2_759_261_658_693_287_357_610_000,
    ),
);
const SEVEN_FIVE: Exact = (
    (24_570_826_799, 25_555_423_740),
    (
        162_770_127_663_290_369_964_239,
        8_490_035_872_902_422_638_800,
    ),
);
const SIX_FIVE: Exact = (
    (1_577_983_249_081, 1_661_102_543_100),
    (
        52_549_378_532_600_707_136_982_539,
        2_759_261_658_693_287_357_610_000,
    ),
);

#[cfg(any(test, feature = "measure"))]
pub mod optimal;
#[cfg(test)]
mod tests;
