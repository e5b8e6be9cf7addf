//! Blackjack: six decks shuffled for every round, blackjack pays 3 to 2, the dealer stands on
//! soft 17 (or hits it, by configuration) and peeks for blackjack, so a player never loses a
//! double or a split to a dealer's blackjack. Double on any first two cards, also after a split;
//! one split per round; split aces take one card each; no insurance, no surrender.
//!
//! Cards come from a `Shoe` dealt card by card, in this order: player, dealer up card, player,
//! dealer hole card; then every card in the order the game needs it (a split deals the first
//! hand's second card, then the second hand's; the dealer draws after the player's last hand).
//! The hole card is card 4 of the shoe, fixed at the deal, but the view leaves it out until the
//! player's turn is over.
//!
//! A shared table (`shared`) deals the dealer's draws right after the opening four cards, and
//! the player's cards after them: every seat shares the opening hand and the dealer's hand, and
//! each seat's hits, doubles and splits take the cards that follow, in order. Each reader draws
//! without replacement by a rule that looks only at its own cards and at what was dealt face up
//! before it, so the two orders give the same joint odds and the same return.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Shoe};
use super::{
    Action, ActionKind, FairStream, GameError, Play, Profile, Ratio, RtpMethod, SIMULATED_ROUNDS,
    check_stake, pay,
};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = BlackjackConfig;
pub type Bet = BlackjackBet;
pub type Outcome = BlackjackOutcome;
pub type View = BlackjackView;

pub const DECKS: u8 = 6;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BlackjackConfig {
    /// Table limits of the opening stake, in cents.
    pub min_bet: i64,
    pub max_bet: i64,
    /// `false`: the dealer stands on every 17 (the usual rule); `true`: hits soft 17.
    pub dealer_hits_soft_17: bool,
    /// A live table's shared hand: the dealer's whole hand comes off the shoe right after the
    /// opening four cards, before any card a seat asks for, so one dealer hand serves every
    /// seat whatever each decides (see `play`). The odds are those of the usual order.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shared: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BlackjackBet {
    /// The opening stake, in cents.
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum BlackjackOutcome {
    /// A two-card 21 on the opening hand, paid 3 to 2.
    Blackjack,
    Win,
    Push,
    Lose,
    /// Over 21: lost whatever the dealer does.
    Bust,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HandView {
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub cards: Vec<Card>,
    /// The best total not over 21 (or the lowest one when bust).
    pub total: u8,
    /// The total counts an ace as 11.
    pub soft: bool,
    /// This hand's stake in cents (twice the opening one once doubled).
    pub stake: i64,
    pub doubled: bool,
    /// Set when the round is settled.
    pub outcome: Option<BlackjackOutcome>,
    /// What this hand returns, stake included, in cents (0 until settled).
    pub win: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BlackjackView {
    /// One hand, or two after a split.
    pub hands: Vec<HandView>,
    /// The hand the next action plays; `None` once the player's turn is over.
    pub active: Option<u8>,
    /// Only the up card while the player plays; every dealer card once the round is over.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub dealer: Vec<Card>,
    /// The total of the dealer cards shown.
    pub dealer_total: u8,
}

/// A hand's total: the best value not over 21 when an ace can count 11, and whether it does.
pub fn total(cards: &[Card]) -> (u8, bool) {
    let mut sum: u32 = 0;
    let mut aces = false;
    for c in cards {
        sum += u32::from(value(*c));
        aces |= c.rank == 14;
    }
    if aces && sum + 10 <= 21 {
        (sum as u8 + 10, true)
    } else {
        (sum.min(255) as u8, false)
    }
}

/// Blackjack value with the ace as 1.
fn value(c: Card) -> u8 {
    match c.rank {
        14 => 1,
        r if r >= 10 => 10,
        r => r,
    }
}

fn is_natural(cards: &[Card]) -> bool {
    cards.len() == 2 && total(cards).0 == 21
}

/// Settles one hand against the dealer's final cards: the outcome and what the hand returns,
/// stake included. `natural` says the hand is the unsplit opening two-card 21.
pub fn settle_hand(
    stake: i64,
    player: &[Card],
    natural: bool,
    dealer: &[Card],
) -> (BlackjackOutcome, i64) {
    let (p, _) = total(player);
    let (d, _) = total(dealer);
    let dealer_natural = is_natural(dealer);
    let outcome = if p > 21 {
        BlackjackOutcome::Bust
    } else if natural && dealer_natural {
        BlackjackOutcome::Push
    } else if natural {
        BlackjackOutcome::Blackjack
    } else if dealer_natural || (d <= 21 && d > p) {
        BlackjackOutcome::Lose
    } else if d <= 21 && d == p {
        BlackjackOutcome::Push
    } else {
        BlackjackOutcome::Win
    };
    let win = match outcome {
        BlackjackOutcome::Blackjack => pay(stake, 5, 2),
        BlackjackOutcome::Win => stake.saturating_mul(2),
        BlackjackOutcome::Push => stake,
        BlackjackOutcome::Lose | BlackjackOutcome::Bust => 0,
    };
    (outcome, win)
}

/// The dealer's rule: draw below 17, and on soft 17 when the table says so.
pub fn dealer_draws(cards: &[Card], hits_soft_17: bool) -> bool {
    let (t, soft) = total(cards);
    t < 17 || (t == 17 && soft && hits_soft_17)
}

struct Hand {
    cards: Vec<Card>,
    stake: i64,
    doubled: bool,
    done: bool,
}

struct Round {
    hands: Vec<Hand>,
    dealer: Vec<Card>,
    active: Option<usize>,
}

impl Round {
    fn allowed(&self) -> Vec<ActionKind> {
        let Some(i) = self.active else {
            return Vec::new();
        };
        let hand = &self.hands[i];
        let mut allowed = vec![ActionKind::Hit, ActionKind::Stand];
        if hand.cards.len() == 2 {
            allowed.push(ActionKind::Double);
            if self.hands.len() == 1 && value(hand.cards[0]) == value(hand.cards[1]) {
                allowed.push(ActionKind::Split);
            }
        }
        allowed
    }

    /// Closes a hand that reached 21 or more, then moves on to the next open hand.
    fn advance(&mut self) {
        for hand in &mut self.hands {
            if total(&hand.cards).0 >= 21 {
                hand.done = true;
            }
        }
        self.active = self.hands.iter().position(|h| !h.done);
    }

    fn act(&mut self, action: &Action, next: &mut impl FnMut() -> Card) -> Result<(), GameError> {
        if !self.allowed().contains(&action.kind()) {
            return Err(GameError::ActionNotAllowed);
        }
        let i = self.active.unwrap_or_default();
        match action {
            Action::Hit => self.hands[i].cards.push(next()),
            Action::Stand => self.hands[i].done = true,
            Action::Double => {
                let c = next();
                let hand = &mut self.hands[i];
                hand.cards.push(c);
                hand.stake = hand.stake.saturating_mul(2);
                hand.doubled = true;
                hand.done = true;
            }
            Action::Split => {
                let Some(second) = self.hands[0].cards.pop() else {
                    return Err(GameError::ActionNotAllowed);
                };
                let stake = self.hands[0].stake;
                let aces = second.rank == 14;
                self.hands.push(Hand {
                    cards: vec![second],
                    stake,
                    doubled: false,
                    done: false,
                });
                for hand in &mut self.hands {
                    hand.cards.push(next());
                    hand.done = aces;
                }
            }
            _ => return Err(GameError::ActionNotAllowed),
        }
        self.advance();
        Ok(())
    }
}

pub fn play(
    cfg: &BlackjackConfig,
    bet: &BlackjackBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<BlackjackView>, GameError> {
    let mut shoe = Shoe::new(DECKS);
    run(cfg, bet, actions, &mut || shoe.deal(rng))
}

/// The round with its cards taken from `next` in deal order (the shoe in play, a script in tests).
fn run(
    cfg: &BlackjackConfig,
    bet: &BlackjackBet,
    actions: &[Action],
    next: &mut impl FnMut() -> Card,
) -> Result<Play<BlackjackView>, GameError> {
    if bet.stake <= 0 {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let SharedDeal { player, mut dealer } = opening(cfg, next);
    // The solo order: the dealer's draws wait for the player's turn.
    let drawn = dealer.split_off(2);
    let naturals = is_natural(&player) || is_natural(&dealer);
    let mut round = Round {
        hands: vec![Hand {
            cards: player,
            stake: bet.stake,
            doubled: false,
            // The peek: a dealer blackjack ends the round before any decision.
            done: naturals,
        }],
        dealer,
        active: None,
    };
    round.advance();
    for action in actions {
        round.act(action, next)?;
    }
    if round.active.is_some() {
        return Ok(view(&round, false, naturals));
    }
    if cfg.shared {
        round.dealer.extend(drawn);
    } else if !naturals && round.hands.iter().any(|h| total(&h.cards).0 <= 21) {
        while dealer_draws(&round.dealer, cfg.dealer_hits_soft_17) {
            round.dealer.push(next());
        }
    }
    Ok(view(&round, true, naturals))
}

/// The cards dealt before anyone decides: the player's two and the dealer's up and hole cards
/// (player, dealer, player, dealer), and at a shared table the dealer's draws too (none after
/// a natural on either side: the round ends at the peek).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedDeal {
    pub player: Vec<Card>,
    /// Up card first.
    pub dealer: Vec<Card>,
}

fn opening(cfg: &BlackjackConfig, next: &mut impl FnMut() -> Card) -> SharedDeal {
    let mut player = Vec::with_capacity(4);
    let mut dealer = Vec::with_capacity(6);
    player.push(next());
    dealer.push(next());
    player.push(next());
    dealer.push(next());
    if cfg.shared && !is_natural(&player) && !is_natural(&dealer) {
        while dealer_draws(&dealer, cfg.dealer_hits_soft_17) {
            dealer.push(next());
        }
    }
    SharedDeal { player, dealer }
}

/// A shared table's deal for its round, drawn as each seat's `play` draws it.
pub fn shared_deal(cfg: &BlackjackConfig, rng: &mut FairStream) -> SharedDeal {
    let mut shoe = Shoe::new(DECKS);
    opening(cfg, &mut || shoe.deal(rng))
}

/// Whether the round ends at the peek (a natural on either side): no seat has a decision.
pub fn ends_at_peek(deal: &SharedDeal) -> bool {
    is_natural(&deal.player) || is_natural(&deal.dealer[..2])
}

fn view(round: &Round, finished: bool, naturals: bool) -> Play<BlackjackView> {
    let natural = naturals && round.hands.len() == 1 && is_natural(&round.hands[0].cards);
    let mut stake = 0i64;
    let mut win = 0i64;
    let hands = round
        .hands
        .iter()
        .map(|h| {
            stake = stake.saturating_add(h.stake);
            let (t, soft) = total(&h.cards);
            let (outcome, hand_win) = if finished {
                let (o, w) = settle_hand(h.stake, &h.cards, natural, &round.dealer);
                (Some(o), w)
            } else {
                (None, 0)
            };
            win = win.saturating_add(hand_win);
            HandView {
                cards: h.cards.clone(),
                total: t,
                soft,
                stake: h.stake,
                doubled: h.doubled,
                outcome,
                win: hand_win,
            }
        })
        .collect();
    let dealer: Vec<Card> = if finished {
        round.dealer.clone()
    } else {
        round.dealer[..1].to_vec()
    };
    let dealer_total = total(&dealer).0;
    Play {
        stake,
        win,
        finished,
        allowed: round.allowed(),
        view: BlackjackView {
            hands,
            active: round.active.map(|i| i as u8),
            dealer,
            dealer_total,
        },
    }
}

/// Return per opening stake under basic strategy (the convention of every published blackjack
/// house edge: what doubles and splits add is part of the result, not of the stake), and the
/// variance of the result per opening stake. Both come from simulating the engine itself over
/// 40 million rounds with `strategy::basic_strategy` (`cargo run --release -p casino-core
/// --features measure --example measure_games -- blackjack 40000000`): 99.545 % ± 0.047 %
/// standing on soft 17, 99.333 % hitting it (99 % intervals), in line with published edges for
/// these rules. The ordinary test run re-checks them on 200,000 rounds each.
pub fn profile(cfg: &BlackjackConfig) -> Profile {
    let (rtp, variance) = if cfg.dealer_hits_soft_17 {
        (Ratio::new(99_333, 100_000), Ratio::new(13_283, 10_000))
    } else {
        (Ratio::new(99_545, 100_000), Ratio::new(13_144, 10_000))
    };
    Profile {
        rtp,
        variance,
        method: RtpMethod::simulated(variance, SIMULATED_ROUNDS),
    }
}

/// The maximum win (`GameConfig::max_return`), reached by splitting a pair other than aces (one
/// split per round; split aces take one card each and cannot double), doubling both hands (double
/// after a split is allowed on any two cards) and winning both: four opening stakes on the table,
/// each hand paid even money, 8 times the opening stake. A natural pays only 2.5 (and a two-card 21
/// after a split even money); there is no side bet, and the dealer's peek never takes a double or a
/// split. Neither the soft 17 rule nor a shared table changes it. Zero when the limits accept no
/// stake.
pub fn max_return(cfg: &BlackjackConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    // Two hands after the one split, each doubled to two opening stakes, each returning twice
    // its stake; a natural's 5/2 is less.
    Some(Ratio::new(2 * 2 * 2, 1))
}

#[cfg(any(test, feature = "measure"))]
pub mod strategy;
#[cfg(test)]
mod tests;
