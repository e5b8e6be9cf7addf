//! Casino hold'em: the player bets an ante and gets two cards, the dealer two face down, and
//! three community cards are turned (the flop). The player folds (losing the ante) or calls,
//! adding twice the ante; the turn and the river follow and each side plays its best five of
//! seven. The dealer qualifies with a pair of fours or better. When the dealer does not
//! qualify, the ante pays by the paytable and the call is returned; otherwise the better hand
//! wins both bets (the ante by the paytable, the call 1 to 1), and a tie returns both.
//!
//! Ante paytable, to 1: royal flush 100, straight flush 20, four of a kind 10, full house 3,
//! flush 2, straight or less 1.
//!
//! Cards come from a `Shoe` of one deck dealt card by card: the player's two, the dealer's
//! two, the flop, then the turn and the river once the player calls. The dealer's cards are
//! fixed at the deal but stay out of the view until the round ends.

use serde::{Deserialize, Serialize};

use super::ante::{self, Decision, check_ante};
use super::cards::{Card, Shoe};
use super::poker_hands::{HandValue, PokerHandsCategory, best_five, evaluate};
use super::{
    Action, FairStream, GameError, Play, Profile, Ratio, RtpMethod, SIMULATED_ROUNDS, pay,
};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = CasinoHoldemConfig;
pub type Bet = CasinoHoldemBet;
pub type Outcome = CasinoHoldemOutcome;
pub type View = CasinoHoldemView;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CasinoHoldemConfig {
    /// Limits of the ante, in cents.
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CasinoHoldemBet {
    /// The ante, in cents; a call adds twice as much.
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum CasinoHoldemOutcome {
    Folded,
    /// The dealer's hand is under a pair of fours: the ante wins, the call is returned.
    DealerNotQualified,
    Win,
    Push,
    Lose,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CasinoHoldemView {
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub player: Vec<Card>,
    /// Empty until the round is over.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub dealer: Vec<Card>,
    /// The flop, then the whole board once called.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub board: Vec<Card>,
    /// The player's best hand from the cards shown.
    pub player_hand: PokerHandsCategory,
    /// The five cards making the player's final hand, once called.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub player_best: Vec<Card>,
    pub dealer_hand: Option<PokerHandsCategory>,
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub dealer_best: Vec<Card>,
    pub outcome: Option<CasinoHoldemOutcome>,
}

/// What the ante pays, to 1, for the player's final category.
pub fn ante_pays(category: PokerHandsCategory) -> u64 {
    match category {
        PokerHandsCategory::RoyalFlush => 100,
        PokerHandsCategory::StraightFlush => 20,
        PokerHandsCategory::FourOfAKind => 10,
        PokerHandsCategory::FullHouse => 3,
        PokerHandsCategory::Flush => 2,
        _ => 1,
    }
}

/// The weakest qualifying dealer hand: a pair of fours with no kickers beats nothing lower.
const QUALIFIES: HandValue = HandValue {
    category: PokerHandsCategory::Pair,
    ranks: [4, 0, 0, 0, 0],
};

/// Settles a called hand: the outcome and what the ante and the call return, stakes included.
pub fn settle(ante: i64, player: HandValue, dealer: HandValue) -> (CasinoHoldemOutcome, i64) {
    let call = ante.saturating_mul(2);
    let ante_win = ante.saturating_add(pay(ante, ante_pays(player.category), 1));
    if dealer < QUALIFIES {
        (
            CasinoHoldemOutcome::DealerNotQualified,
            ante_win.saturating_add(call),
        )
    } else if player > dealer {
        (
            CasinoHoldemOutcome::Win,
            ante_win.saturating_add(call.saturating_mul(2)),
        )
    } else if player == dealer {
        (CasinoHoldemOutcome::Push, ante.saturating_add(call))
    } else {
        (CasinoHoldemOutcome::Lose, 0)
    }
}

pub fn play(
    cfg: &CasinoHoldemConfig,
    bet: &CasinoHoldemBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<CasinoHoldemView>, GameError> {
    check_ante(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let mut shoe = Shoe::new(1);
    let mut deal = || shoe.deal(rng);
    let player = [deal(), deal()];
    let dealer = [deal(), deal()];
    let mut board = vec![deal(), deal(), deal()];
    let shown = [player[0], player[1], board[0], board[1], board[2]];
    let view = CasinoHoldemView {
        player: player.to_vec(),
        dealer: Vec::new(),
        board: board.clone(),
        player_hand: evaluate(&shown).category,
        player_best: Vec::new(),
        dealer_hand: None,
        dealer_best: Vec::new(),
        outcome: None,
    };
    ante::round(bet.stake, 2, actions, view, |view, decision| {
        let win = match decision {
            Decision::Fold => {
                view.outcome = Some(CasinoHoldemOutcome::Folded);
                0
            }
            Decision::Call => {
                board.push(deal());
                board.push(deal());
                let seven = |two: [Card; 2]| {
                    [
                        two[0], two[1], board[0], board[1], board[2], board[3], board[4],
                    ]
                };
                let (p, p_five) = best_five(&seven(player));
                let (d, d_five) = best_five(&seven(dealer));
                let (outcome, win) = settle(bet.stake, p, d);
                view.board = board.clone();
                view.player_hand = p.category;
                view.player_best = p_five.to_vec();
                view.dealer_hand = Some(d.category);
                view.dealer_best = d_five.to_vec();
                view.outcome = Some(outcome);
                win
            }
        };
        view.dealer = dealer.to_vec();
        win
    })
}

/// The maximum win (`GameConfig::max_return`), reached by a called royal flush against a qualifying
/// dealer: the ante returns 1 + 100, the call (two antes) returns twice itself, 4, so 105 antes
/// (against a dealer who does not qualify the call only comes back: 103). A royal always beats the
/// dealer unless the board itself is the royal (then both play it and push), and e.g. a board
/// holding a pair of fours qualifies the dealer. No side bet is offered. Zero when the limits
/// accept no ante.
pub fn max_return(cfg: &CasinoHoldemConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = PokerHandsCategory::ALL
        .iter()
        .map(|&c| ante_pays(c))
        .max()
        .unwrap_or(1);
    // The ante back with its pay, then the call of two antes back with as much won on it.
    Some(Ratio::new(u128::from(1 + top + 2 * 2), 1))
}

/// Return per ante (the convention of published house edges: the call is part of the result,
/// not of the stake) and the variance of the result per ante, under the strategy `calls`
/// below: 97.05 % ± 0.11 % (99 % interval), variance 6.93, folding 16.6 % of hands. Simulated
/// on the engine over 40 million rounds (`cargo run --release -p casino-core --features measure
/// --example measure_games -- holdem 40000000`); every test run re-checks them on 300,000
/// rounds. Perfect play returns 97.84 %.
pub fn profile(_cfg: &CasinoHoldemConfig) -> Profile {
    Profile {
        rtp: Ratio::new(97_052, 100_000),
        variance: Ratio::new(69_331, 10_000),
        method: RtpMethod::simulated(Ratio::new(69_331, 10_000), SIMULATED_ROUNDS),
    }
}

/// The strategy of the profile, simple enough for the game's help page. Call with:
/// - a pair or better that uses a hole card (a pair on the flop alone does not count),
/// - four to a flush,
/// - four to a straight (four ranks within five in a row, the ace high or low),
/// - a ten or higher in hand;
///
/// fold otherwise. It was chosen among similar rules by simulation; it folds more good hands
/// than perfect play, which is why it returns less than 97.84 %.
pub fn calls(player: [Card; 2], flop: [Card; 3]) -> bool {
    let five = [player[0], player[1], flop[0], flop[1], flop[2]];
    let board = if flop[0].rank == flop[1].rank && flop[1].rank == flop[2].rank {
        PokerHandsCategory::ThreeOfAKind
    } else if flop[0].rank == flop[1].rank
        || flop[1].rank == flop[2].rank
        || flop[0].rank == flop[2].rank
    {
        PokerHandsCategory::Pair
    } else {
        PokerHandsCategory::HighCard
    };
    if evaluate(&five).category > board {
        return true;
    }
    let mut suits = [0u8; 4];
    // Index 1 is the ace played low.
    let mut ranks = [false; 15];
    for c in five {
        suits[usize::from(c.suit & 3)] += 1;
        ranks[usize::from(c.rank.min(14))] = true;
    }
    ranks[1] = ranks[14];
    let four_to_straight = (1..=10).any(|lo| ranks[lo..lo + 5].iter().filter(|&&r| r).count() >= 4);
    suits.iter().any(|&n| n >= 4) || four_to_straight || player[0].rank.max(player[1].rank) >= 10
}

#[cfg(any(test, feature = "measure"))]
pub mod strategy;
#[cfg(test)]
mod tests;
