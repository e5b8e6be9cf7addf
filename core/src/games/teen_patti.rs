//! Teen patti against the dealer: the player bets an ante and gets three cards, the dealer
//! three face down. The player folds (losing the ante) or calls, adding a play bet equal to
//! the ante. The dealer qualifies with queen high or better. When the dealer does not qualify
//! the ante pays 1 to 1 and the play bet is returned; otherwise the better hand wins both bets
//! 1 to 1 and a tie returns both. A called hand also collects the ante bonus for its category
//! (by default a sequence 1, a pure sequence 4, a trail 5, to 1), whatever the dealer holds.
//!
//! Hands rank as in `poker_hands::evaluate3`: trail, pure sequence, sequence, colour, pair,
//! high card; A-K-Q is the best sequence, A-2-3 the second.
//!
//! Cards come from a `Shoe` of one deck dealt card by card: the player's three, then the
//! dealer's three, which stay out of the view until the round ends.

use serde::{Deserialize, Serialize};

use super::ante::{self, Decision, check_ante};
use super::cards::{Card, Shoe, shoe};
use super::poker_hands::{Category3, HandValue3, evaluate3};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, RtpMethod, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = TeenPattiConfig;
pub type Bet = TeenPattiBet;
pub type Outcome = TeenPattiOutcome;
pub type View = TeenPattiView;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct TeenPattiConfig {
    /// Limits of the ante, in cents.
    pub min_bet: i64,
    pub max_bet: i64,
    /// What a called hand's category pays on the ante, to 1, per `Category3` weakest first
    /// (high card, pair, colour, sequence, pure sequence, trail).
    pub ante_bonus: [u32; 6],
}

/// The bonus most tables pay: sequence 1, pure sequence 4, trail 5.
pub const STANDARD_BONUS: [u32; 6] = [0, 0, 0, 1, 4, 5];

/// Bonuses above this, to 1, are refused (they would make calling every hand the only play and
/// are no real table's).
pub const MAX_BONUS: u32 = 1_000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct TeenPattiBet {
    /// The ante, in cents; a call adds as much.
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum TeenPattiOutcome {
    Folded,
    /// The dealer's hand is under queen high: the ante wins, the play bet is returned.
    DealerNotQualified,
    Win,
    Push,
    Lose,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct TeenPattiView {
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub player: Vec<Card>,
    pub player_hand: Category3,
    /// Empty until the round is over.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub dealer: Vec<Card>,
    pub dealer_hand: Option<Category3>,
    pub outcome: Option<TeenPattiOutcome>,
    /// The ante bonus paid, in cents (stake not included).
    pub bonus: i64,
}

/// The dealer's qualification, the comparison and the bonus of a called hand: the outcome,
/// what the ante and the play bet return (stakes included), and the bonus part of it.
pub fn settle(
    cfg: &TeenPattiConfig,
    ante: i64,
    player: HandValue3,
    dealer: HandValue3,
) -> (TeenPattiOutcome, i64, i64) {
    let bonus = pay(ante, u64::from(cfg.ante_bonus[player.category as usize]), 1);
    let (outcome, bets) = if dealer < HandValue3::QUEEN_HIGH {
        (TeenPattiOutcome::DealerNotQualified, ante.saturating_mul(3))
    } else if player > dealer {
        (TeenPattiOutcome::Win, ante.saturating_mul(4))
    } else if player == dealer {
        (TeenPattiOutcome::Push, ante.saturating_mul(2))
    } else {
        (TeenPattiOutcome::Lose, 0)
    };
    (outcome, bets.saturating_add(bonus), bonus)
}

fn check_config(cfg: &TeenPattiConfig) -> Result<(), GameError> {
    if cfg.ante_bonus.iter().any(|&b| b > MAX_BONUS) {
        return Err(GameError::BetInvalid);
    }
    Ok(())
}

pub fn play(
    cfg: &TeenPattiConfig,
    bet: &TeenPattiBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<TeenPattiView>, GameError> {
    check_config(cfg)?;
    check_ante(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let mut deck = Shoe::new(1);
    let mut three = || [deck.deal(rng), deck.deal(rng), deck.deal(rng)];
    let player = three();
    let dealer = three();
    let p = evaluate3(&player);
    let view = TeenPattiView {
        player: player.to_vec(),
        player_hand: p.category,
        dealer: Vec::new(),
        dealer_hand: None,
        outcome: None,
        bonus: 0,
    };
    ante::round(bet.stake, 1, actions, view, |view, decision| {
        let win = match decision {
            Decision::Fold => {
                view.outcome = Some(TeenPattiOutcome::Folded);
                0
            }
            Decision::Call => {
                let d = evaluate3(&dealer);
                let (outcome, win, bonus) = settle(cfg, bet.stake, p, d);
                view.outcome = Some(outcome);
                view.bonus = bonus;
                win
            }
        };
        view.dealer = dealer.to_vec();
        view.dealer_hand = Some(evaluate3(&dealer).category);
        win
    })
}

/// The maximum win (`GameConfig::max_return`), reached by calling a hand of the category with the
/// largest ante bonus and beating a qualifying dealer: ante and play bet (two antes) each paid 1 to
/// 1, 4 antes, plus the bonus (a trail: 4 + 5 = 9 with the standard bonus; against a dealer who
/// does not qualify only 3 + the bonus). Every category, down to ace-king-jack high, beats some
/// qualifying dealer hand (queen high), so the best bonus can always come with the win. Zero for a
/// configuration that refuses every bet.
pub fn max_return(cfg: &TeenPattiConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let bonus = cfg.ante_bonus.iter().copied().max().unwrap_or(0);
    Some(Ratio::new(4 + u128::from(bonus), 1))
}

/// Every three-card hand of the deck with its strength: the rank of its value among the
/// distinct values, so that hands compare as their strengths do.
struct Hands {
    /// Card indices (0..52) and strength of each of the 22,100 hands.
    hands: Vec<([usize; 3], u16)>,
    /// Strength of the weakest qualifying hand.
    qualifying: u16,
    strengths: usize,
    /// `below[s]`: hands of strength under `s`; `below_with[card][s]`: those containing `card`.
    below: Vec<u32>,
    below_with: Vec<Vec<u32>>,
    /// Strength of the hand of three card indices, by `a * 52 * 52 + b * 52 + c` (sorted).
    by_cards: Vec<u16>,
}

fn key(a: usize, b: usize, c: usize) -> usize {
    let mut k = [a, b, c];
    k.sort_unstable();
    (k[0] * 52 + k[1]) * 52 + k[2]
}

impl Hands {
    fn new() -> Hands {
        let deck = shoe(1);
        let mut valued = Vec::with_capacity(22_100);
        for a in 0..50 {
            for b in a + 1..51 {
                for c in b + 1..52 {
                    valued.push(([a, b, c], evaluate3(&[deck[a], deck[b], deck[c]])));
                }
            }
        }
        let mut values: Vec<HandValue3> = valued.iter().map(|h| h.1).collect();
        values.sort_unstable();
        values.dedup();
        let strength = |v: &HandValue3| values.partition_point(|x| x < v) as u16;
        let qualifying = strength(&HandValue3::QUEEN_HIGH);
        let strengths = values.len();
        let mut count = vec![0u32; strengths + 1];
        let mut count_with = vec![vec![0u32; strengths + 1]; 52];
        let mut by_cards = vec![0u16; 52 * 52 * 52];
        let hands: Vec<([usize; 3], u16)> = valued
            .iter()
            .map(|(cards, v)| {
                let s = strength(v);
                count[usize::from(s) + 1] += 1;
                for &c in cards {
                    count_with[c][usize::from(s) + 1] += 1;
                }
                by_cards[key(cards[0], cards[1], cards[2])] = s;
                (*cards, s)
            })
            .collect();
        let prefix = |v: &mut Vec<u32>| {
            for s in 1..v.len() {
                v[s] += v[s - 1];
            }
        };
        prefix(&mut count);
        for v in &mut count_with {
            prefix(v);
        }
        Hands {
            hands,
            qualifying,
            strengths,
            below: count,
            below_with: count_with,
            by_cards,
        }
    }

    /// The dealer hands sharing no card with `p`, counted in strength buckets relative to
    /// strength `sp`: [not qualifying, qualifying and lower, equal and qualifying, higher and
    /// qualifying].
    fn buckets(&self, p: [usize; 3], sp: u16) -> [i64; 4] {
        let q = usize::from(self.qualifying);
        let sp = usize::from(sp);
        // Bucket boundaries: [0, q), [q, max(q, sp)), [max(q, sp), max(q, sp + 1)), rest.
        let bounds = [0, q, q.max(sp), q.max(sp + 1), self.strengths];
        let range = |v: &[u32], i: usize| i64::from(v[bounds[i + 1]]) - i64::from(v[bounds[i]]);
        let mut out = [0i64; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = range(&self.below, i);
            for &c in &p {
                *slot -= range(&self.below_with[c], i);
            }
        }
        let bucket = |s: usize| bounds[1..].iter().position(|&b| s < b).unwrap_or(3);
        // Hands holding two of the player's cards were taken away twice: add them back once
        // (the player's own hand, holding all three, is then counted once and taken away).
        for (x, y) in [(p[0], p[1]), (p[0], p[2]), (p[1], p[2])] {
            for z in (0..52).filter(|&z| z != x && z != y) {
                out[bucket(usize::from(self.by_cards[key(x, y, z)]))] += 1;
            }
        }
        out[bucket(sp)] -= 1;
        out
    }
}

/// For every player hand: its cards, whether the optimal player calls it, and the sums over
/// the 18,424 dealer hands of the result per ante and of its square.
fn analyse(cfg: &TeenPattiConfig) -> Vec<([usize; 3], bool, i64, i64)> {
    let hands = Hands::new();
    let deck = shoe(1);
    hands
        .hands
        .iter()
        .map(|&(p, sp)| {
            let bonus = i64::from(cfg.ante_bonus[evaluate3(&p.map(|i| deck[i])).category as usize]);
            let n = hands.buckets(p, sp);
            // Results per ante when called, by bucket: dealer not qualifying +1, player
            // higher +2, tie 0, dealer higher -2; plus the bonus each time.
            let results = [1, 2, 0, -2].map(|r: i64| r + bonus);
            let first: i64 = n.iter().zip(results).map(|(n, r)| n * r).sum();
            let second: i64 = n.iter().zip(results).map(|(n, r)| n * r * r).sum();
            let dealer_hands: i64 = n.iter().sum();
            if first >= -dealer_hands {
                (p, true, first, second)
            } else {
                (p, false, -dealer_hands, dealer_hands)
            }
        })
        .collect()
}

/// Exact return per ante under optimal play (call exactly the hands whose call is worth at
/// least the ante a fold loses), and its variance, by enumerating the 22,100 player hands
/// against the 18,424 dealer hands each leaves (counted by inclusion-exclusion over the
/// player's cards). Per ante, the convention of published house edges: the play bet is part
/// of the result, not of the stake. With the standard bonus the optimal player calls queen
/// six four or better (`calls`).
pub fn profile(cfg: &TeenPattiConfig) -> Profile {
    let rows = analyse(cfg);
    let den: i128 = 22_100 * 18_424;
    let first: i128 = rows.iter().map(|r| i128::from(r.2)).sum();
    let second: i128 = rows.iter().map(|r| i128::from(r.3)).sum();
    let rtp = (den + first).max(0) as u128;
    let variance = (second * den - first * first).max(0) as u128;
    let den = den as u128;
    Profile {
        rtp: Ratio::new(rtp, den),
        variance: Ratio::new(variance, den * den),
        method: RtpMethod::Strategy,
    }
}

/// The optimal decision with the standard bonus: call with queen six four or better.
pub fn calls(player: &[Card; 3]) -> bool {
    evaluate3(player)
        >= HandValue3 {
            category: Category3::HighCard,
            ranks: [12, 6, 4],
        }
}

#[cfg(test)]
mod tests;
