//! Russian poker, as a plain Caribbean-stud game (no card exchange, no extra sixth card): the
//! player bets an ante, then the player and the dealer get five cards each, one of the
//! dealer's face up. The player folds (losing the ante) or calls, adding twice the ante. The
//! dealer qualifies with ace-king high or better. When the dealer does not qualify the ante
//! pays 1 to 1 and the call is returned; otherwise the better hand wins both bets (the ante 1
//! to 1, the call by the paytable of the player's hand) and a tie returns both.
//!
//! Call paytable, to 1: ace-king high or a pair 1, two pairs 2, three of a kind 3, straight 5,
//! flush 7, full house 10, four of a kind 20, straight flush 50, royal flush 100. (A player's
//! high card beats a qualifying dealer only when it is ace-king high too.)
//!
//! Cards come from a `Shoe` of one deck dealt card by card: the player's five, then the
//! dealer's five, the first of which is the up card. The dealer's other four are fixed at the
//! deal but stay out of the view until the round ends.

use serde::{Deserialize, Serialize};

use super::ante::{self, Decision, check_ante};
use super::cards::{Card, Shoe};
use super::poker_hands::{HandValue, PokerHandsCategory, evaluate};
use super::{
    Action, FairStream, GameError, Play, Profile, Ratio, RtpMethod, SIMULATED_ROUNDS, pay,
};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = RussianPokerConfig;
pub type Bet = RussianPokerBet;
pub type Outcome = RussianPokerOutcome;
pub type View = RussianPokerView;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RussianPokerConfig {
    /// Limits of the ante, in cents.
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RussianPokerBet {
    /// The ante, in cents; a call adds twice as much.
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum RussianPokerOutcome {
    Folded,
    /// The dealer's hand is under ace-king high: the ante wins, the call is returned.
    DealerNotQualified,
    Win,
    Push,
    Lose,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RussianPokerView {
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub player: Vec<Card>,
    pub player_hand: PokerHandsCategory,
    /// The up card alone until the round is over, then all five.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub dealer: Vec<Card>,
    pub dealer_hand: Option<PokerHandsCategory>,
    pub outcome: Option<RussianPokerOutcome>,
}

/// What the call pays, to 1, when the player's hand of this category beats a qualifying dealer.
pub fn call_pays(category: PokerHandsCategory) -> u64 {
    match category {
        PokerHandsCategory::HighCard | PokerHandsCategory::Pair => 1,
        PokerHandsCategory::TwoPair => 2,
        PokerHandsCategory::ThreeOfAKind => 3,
        PokerHandsCategory::Straight => 5,
        PokerHandsCategory::Flush => 7,
        PokerHandsCategory::FullHouse => 10,
        PokerHandsCategory::FourOfAKind => 20,
        PokerHandsCategory::StraightFlush => 50,
        PokerHandsCategory::RoyalFlush => 100,
    }
}

/// The weakest qualifying dealer hand: every ace-king high hand has non-zero kickers, so it is
/// above this value, and every queen-high or king-queen hand is below it.
const QUALIFIES: HandValue = HandValue {
    category: PokerHandsCategory::HighCard,
    ranks: [14, 13, 0, 0, 0],
};

/// Settles a called hand: the outcome and what the ante and the call return, stakes included.
pub fn settle(ante: i64, player: HandValue, dealer: HandValue) -> (RussianPokerOutcome, i64) {
    let call = ante.saturating_mul(2);
    let ante_win = ante.saturating_mul(2);
    if dealer < QUALIFIES {
        (
            RussianPokerOutcome::DealerNotQualified,
            ante_win.saturating_add(call),
        )
    } else if player > dealer {
        let call_win = call.saturating_add(pay(call, call_pays(player.category), 1));
        (RussianPokerOutcome::Win, ante_win.saturating_add(call_win))
    } else if player == dealer {
        (RussianPokerOutcome::Push, ante.saturating_add(call))
    } else {
        (RussianPokerOutcome::Lose, 0)
    }
}

pub fn play(
    cfg: &RussianPokerConfig,
    bet: &RussianPokerBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<RussianPokerView>, GameError> {
    check_ante(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let mut shoe = Shoe::new(1);
    let mut five = || {
        [
            shoe.deal(rng),
            shoe.deal(rng),
            shoe.deal(rng),
            shoe.deal(rng),
            shoe.deal(rng),
        ]
    };
    let player = five();
    let dealer = five();
    run(bet, actions, player, dealer)
}

/// The round once dealt (by the shoe in play, by hand in tests).
fn run(
    bet: &RussianPokerBet,
    actions: &[Action],
    player: [Card; 5],
    dealer: [Card; 5],
) -> Result<Play<RussianPokerView>, GameError> {
    let p = evaluate(&player);
    let view = RussianPokerView {
        player: player.to_vec(),
        player_hand: p.category,
        dealer: vec![dealer[0]],
        dealer_hand: None,
        outcome: None,
    };
    ante::round(bet.stake, 2, actions, view, |view, decision| {
        let win = match decision {
            Decision::Fold => {
                view.outcome = Some(RussianPokerOutcome::Folded);
                0
            }
            Decision::Call => {
                let (outcome, win) = settle(bet.stake, p, evaluate(&dealer));
                view.outcome = Some(outcome);
                win
            }
        };
        view.dealer = dealer.to_vec();
        view.dealer_hand = Some(evaluate(&dealer).category);
        win
    })
}

/// The maximum win (`GameConfig::max_return`), reached by a called royal flush against a qualifying
/// dealer: the ante returns 2, the call (two antes) returns itself plus 100 to 1 on it, 2 + 200, so
/// 204 antes (against a dealer who does not qualify the call only comes back: 4). The dealer's five
/// cards can hold a pair, which qualifies and loses to the royal. No card exchange, sixth card or
/// side bet is offered. Zero when the limits accept no ante.
pub fn max_return(cfg: &RussianPokerConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = PokerHandsCategory::ALL
        .iter()
        .map(|&c| call_pays(c))
        .max()
        .unwrap_or(1);
    // The ante back with as much won on it, then the call of two antes back with its pay.
    Some(Ratio::new(u128::from(2 + 2 + 2 * top), 1))
}

/// Return per ante (the convention of published house edges: the call is part of the result,
/// not of the stake) and the variance of the result per ante, under the strategy `calls`
/// below: 96.062 % ± 0.095 % (99 % interval), variance 5.41, folding 48.1 % of hands.
/// Simulated on the engine over 40 million rounds (`just measure-games 40000000`, the
/// `russian-poker` mode of core/examples/measure_games.rs); every test run re-checks them on
/// 300,000 rounds. Neither depends on the limits.
pub fn profile(_cfg: &RussianPokerConfig) -> Profile {
    Profile {
        rtp: Ratio::new(96_062, 100_000),
        variance: Ratio::new(54_095, 10_000),
        method: RtpMethod::simulated(Ratio::new(54_095, 10_000), SIMULATED_ROUNDS),
    }
}

/// The strategy of the profile, simple enough for the game's help page. Call with a pair or
/// better; fold anything under ace-king high; call ace-king high when the dealer's up card
/// matches the rank of one of your cards; fold otherwise. Among similar rules tried on the
/// same 4 million deals (a pair or better alone: 95.95 %; every ace-king too: 95.73 %; this
/// rule plus every ace-king-queen: 96.10 %) it is the simplest that is about as good as any.
pub fn calls(player: &[Card; 5], up: Card) -> bool {
    let v = evaluate(player);
    if v.category > PokerHandsCategory::HighCard {
        return true;
    }
    v >= QUALIFIES && player.iter().any(|c| c.rank == up.rank)
}

#[cfg(test)]
mod tests;

#[cfg(any(test, feature = "measure"))]
pub mod strategy;
