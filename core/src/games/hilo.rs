//! Hi-lo: a card is shown and the player bets that the next one is higher or lower; every
//! correct guess multiplies the win, a wrong one loses it, Cashout takes it. Skip replaces the
//! card without a bet, a limited number of times per round.
//!
//! Infinite deck: every card is drawn uniformly from the 52 (`below(52)`: rank `2 + v % 13`,
//! suit `v / 13`), in the order the round needs them: the first card, then one card per guess or
//! skip. Aces are high. Ties win both ways: "higher" means higher or the same rank, "lower"
//! lower or the same, so a guess on rank `r` wins with `15 - r` (higher) or `r - 1` (lower)
//! of the 13 ranks. A certain guess (higher on a two, lower on an ace) is not offered.
//!
//! A guess winning with `k` ranks of 13 pays `floor(13 × (1 - edge) / k)` in hundredths, e.g.
//! ×1.07 for 12 ranks at 1 %, ×12.87 for one. The round's multiplier is the product of the
//! guesses' multipliers, floored to the hundredth at each step, and the win is
//! `stake × multiplier` rounded down to the cent.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::{
    Action, ActionKind, FairStream, GameError, Play, Profile, Ratio, RtpMethod, check_stake, pay,
};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = HiloConfig;
pub type Bet = HiloBet;
pub type View = HiloView;

/// The most skips a configuration may grant (the exact profile stays within 128-bit integers).
pub const MAX_SKIPS: u8 = 10;
/// The highest house edge a configuration may set, in basis points: beyond it some cards would
/// offer no guess worth taking.
pub const MAX_EDGE_BP: u32 = 2_000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiloConfig {
    pub min_bet: i64,
    pub max_bet: i64,
    /// The house edge built into every guess's multiplier, in basis points (100 = 1 %).
    pub house_edge_bp: u32,
    /// Skips allowed per round, at most `MAX_SKIPS`.
    pub max_skips: u8,
    /// The round cashes out by itself when its multiplier reaches this many times the stake
    /// (at least 13, so that a single guess is never capped).
    pub max_multiplier: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiloBet {
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Move {
    Higher,
    Lower,
    Skip,
}

/// A card that has been played on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Step {
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub card: Card,
    pub action: Move,
    /// The guess was right (always false for a skip).
    pub correct: bool,
}

/// A guess on offer: how many of the 13 ranks win it and what it multiplies the win by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Choice {
    pub ranks: u8,
    /// In hundredths (107 is ×1.07).
    pub multiplier: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    Lost,
    CashedOut,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiloView {
    /// The card to guess on (after a lost guess, the card that lost it).
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub card: Card,
    pub history: Vec<Step>,
    /// The round's multiplier so far, in hundredths (100 before the first correct guess).
    pub multiplier: u64,
    /// What Cashout would pay now, in cents (0 before the first correct guess).
    pub cashout: i64,
    pub higher: Option<Choice>,
    pub lower: Option<Choice>,
    pub skips_left: u8,
    pub ending: Option<Ending>,
}

/// The multiplier, in hundredths, of a guess that `k` ranks of 13 win.
pub fn multiplier(cfg: &HiloConfig, k: u32) -> u32 {
    let keep = 10_000u32.saturating_sub(cfg.house_edge_bp);
    (13 * keep) / (k.max(1) * 100)
}

fn offer(cfg: &HiloConfig, k: u32) -> Option<Choice> {
    let m = multiplier(cfg, k);
    (k < 13 && m > 100).then_some(Choice {
        ranks: k as u8,
        multiplier: m,
    })
}

/// The guesses offered on a card of rank `rank`: (higher, lower).
pub fn choices(cfg: &HiloConfig, rank: u8) -> (Option<Choice>, Option<Choice>) {
    let r = u32::from(rank.clamp(2, 14));
    (offer(cfg, 15 - r), offer(cfg, r - 1))
}

/// Whether a guess on `current` wins when `next` comes.
pub fn correct(guess: Move, current: Card, next: Card) -> bool {
    match guess {
        Move::Higher => next.rank >= current.rank,
        Move::Lower => next.rank <= current.rank,
        Move::Skip => false,
    }
}

/// What a cash-out pays: the stake times the multiplier in hundredths, rounded down.
pub fn cashout(stake: i64, multiplier: u64) -> i64 {
    pay(stake, multiplier, 100)
}

fn draw(rng: &mut FairStream) -> Card {
    let v = rng.below(52) as u8;
    Card::new(2 + v % 13, v / 13)
}

fn check_config(cfg: &HiloConfig) -> Result<(), GameError> {
    if cfg.house_edge_bp > MAX_EDGE_BP || cfg.max_skips > MAX_SKIPS || cfg.max_multiplier < 13 {
        return Err(GameError::BetInvalid);
    }
    Ok(())
}

pub fn play(
    cfg: &HiloConfig,
    bet: &HiloBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<HiloView>, GameError> {
    check_config(cfg)?;
    if bet.stake <= 0 {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet, cfg.max_bet)?;
    let cap = u64::from(cfg.max_multiplier) * 100;
    let mut card = draw(rng);
    let mut history = Vec::new();
    let mut m = 100u64;
    let mut skips = 0u8;
    let mut wins = 0u32;
    let mut ending = None;
    for action in actions {
        let (higher, lower) = choices(cfg, card.rank);
        let allowed = allowed(ending, higher, lower, skips < cfg.max_skips, wins > 0);
        if !allowed.contains(&action.kind()) {
            return Err(GameError::ActionNotAllowed);
        }
        let (guess, choice) = match action {
            Action::Higher => (Move::Higher, higher),
            Action::Lower => (Move::Lower, lower),
            Action::Skip => (Move::Skip, None),
            _ => {
                ending = Some(Ending::CashedOut);
                continue;
            }
        };
        let next = draw(rng);
        let right = correct(guess, card, next);
        history.push(Step {
            card,
            action: guess,
            correct: right,
        });
        card = next;
        match (guess, choice) {
            (Move::Skip, _) => skips += 1,
            (_, Some(c)) if right => {
                wins += 1;
                m = (m * u64::from(c.multiplier) / 100).min(cap);
                if m == cap {
                    ending = Some(Ending::CashedOut);
                }
            }
            _ => {
                m = 0;
                ending = Some(Ending::Lost);
            }
        }
    }
    let (higher, lower) = match ending {
        None => choices(cfg, card.rank),
        Some(_) => (None, None),
    };
    let win = if wins > 0 { cashout(bet.stake, m) } else { 0 };
    let finished = ending.is_some();
    Ok(Play {
        stake: bet.stake,
        win: if finished { win } else { 0 },
        finished,
        allowed: allowed(ending, higher, lower, skips < cfg.max_skips, wins > 0),
        view: HiloView {
            card,
            history,
            multiplier: m,
            cashout: win,
            higher,
            lower,
            skips_left: cfg.max_skips.saturating_sub(skips),
            ending,
        },
    })
}

fn allowed(
    ending: Option<Ending>,
    higher: Option<Choice>,
    lower: Option<Choice>,
    can_skip: bool,
    can_cash_out: bool,
) -> Vec<ActionKind> {
    let mut allowed = Vec::new();
    if ending.is_some() {
        return allowed;
    }
    if higher.is_some() {
        allowed.push(ActionKind::Higher);
    }
    if lower.is_some() {
        allowed.push(ActionKind::Lower);
    }
    if can_skip {
        allowed.push(ActionKind::Skip);
    }
    if can_cash_out {
        allowed.push(ActionKind::Cashout);
    }
    allowed
}

/// The guess the optimal strategy takes on a rank: the offer with the best return `k × m`,
/// the likelier one on a tie. `None` when nothing is offered.
pub fn best_guess(cfg: &HiloConfig, rank: u8) -> Option<(Move, Choice)> {
    let (higher, lower) = choices(cfg, rank);
    let h = higher.map(|c| (Move::Higher, c));
    let l = lower.map(|c| (Move::Lower, c));
    let key = |c: &Choice| (u32::from(c.ranks) * c.multiplier, c.ranks);
    match (h, l) {
        (Some(a), Some(b)) => Some(if key(&b.1) > key(&a.1) { b } else { a }),
        (a, b) => a.or(b),
    }
}

/// The exact return per stake under the optimal strategy, and its variance.
///
/// Every guess multiplies the expected win by its own return `k × m / 1300`, never above
/// `1 - edge`, so continuing after a correct guess never pays: the optimal player makes one
/// guess and cashes out. The only choice left is where to guess: on the card shown, taking the
/// best offer there, or skip for a fresh card. With `s` skips left the value of a fresh card is
/// `V(s) = mean over the 13 ranks of max(best return on the rank, V(s - 1))`, `V(-1) = 0`; the
/// round is worth `V(max_skips)`, which approaches the best single offer (`1 - edge` with the
/// default edge of 1 %) as skips grow. Cent rounding is left out (it only lowers wins).
pub fn profile(cfg: &HiloConfig) -> Profile {
    // Per rank: the return and the second moment of its best guess, as numerators over 1300 and
    // 130_000 (k/13 times m/100, and k/13 times (m/100)^2).
    let mut first = [0u128; 13];
    let mut second = [0u128; 13];
    for (i, rank) in (2..=14u8).enumerate() {
        if let Some((_, c)) = best_guess(cfg, rank) {
            let (k, m) = (u128::from(c.ranks), u128::from(c.multiplier));
            first[i] = k * m;
            second[i] = k * m * m;
        }
    }
    // Values over the common denominators 1300 · 13^(s+1) and 130_000 · 13^(s+1).
    let skips = u32::from(cfg.max_skips.min(MAX_SKIPS));
    let (mut v1, mut v2) = (0u128, 0u128);
    for s in 0..=skips {
        let scale = 13u128.pow(s);
        let (mut n1, mut n2) = (0u128, 0u128);
        for i in 0..13 {
            // Guess when the card is worth at least a fresh one (skipping is then pointless).
            if s == 0 || first[i] * scale >= v1 {
                n1 += first[i] * scale;
                n2 += second[i] * scale;
            } else {
                n1 += v1;
                n2 += v2;
            }
        }
        (v1, v2) = (n1, n2);
    }
    let den = 13u128.pow(skips + 1);
    Profile {
        rtp: Ratio::new(v1, 1_300 * den),
        variance: variance_of(v1, v2, den),
        method: RtpMethod::Strategy,
    }
}

/// `E[X²] - E[X]²` with `E[X] = v1 / (1300 · den)` and `E[X²] = v2 / (130_000 · den)`.
fn variance_of(v1: u128, v2: u128, den: u128) -> Ratio {
    // Over the common denominator 1300² · den² = 130_000 · den · (13 · den):
    // E[X²] = v2 · 13 · den / that, E[X]² = v1² / that.
    let common = 1_300 * 1_300 * den * den;
    Ratio::new((v2 * 13 * den).saturating_sub(v1 * v1), common)
}

/// The maximum win (`GameConfig::max_return`), reached by the cap: the round's multiplier is cut to
/// `max_multiplier` and cashes out by itself there, and it gets there, since every card offers a
/// guess paying over 1 (the edge is at most 20 %) and each correct guess raises the multiplier by
/// at least a hundredth; four one-rank guesses in a row (12.87x each at 1 %) already pass 10000x.
/// The number of guesses is not limited, only the skips. Zero for a configuration that refuses
/// every bet.
pub fn max_return(cfg: &HiloConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    Some(Ratio::new(u128::from(cfg.max_multiplier), 1))
}

#[cfg(test)]
mod tests;
