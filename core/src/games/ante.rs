//! The round shared by the ante-and-call table games (casino hold'em, Russian poker, teen
//! patti): the player's ante opens the round with the cards dealt, then one decision, fold or
//! call, ends it. Only the plumbing lives here; each engine deals, settles and fills its own
//! view.

use super::{Action, ActionKind, GameError, Play, check_stake};

/// The player's one decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Gives up the ante.
    Fold,
    /// Adds the call bet and plays the hand out.
    Call,
}

/// Refuses an ante that is not positive (even when the limits would let it through), then one
/// outside the table's limits.
pub fn check_ante(ante: i64, min: i64, max: i64) -> Result<(), GameError> {
    if ante <= 0 {
        return Err(GameError::BetInvalid);
    }
    check_stake(ante, min, max)
}

/// Runs the decision part of a round whose cards are dealt and whose opening view is `view`.
/// With no action the round waits for Call or Fold; with exactly one it ends, `end` filling the
/// view (the outcome, the dealer's cards) and answering what the bets return, stakes included.
/// A call adds `call_antes` times the ante to the stake. Anything else is not allowed.
pub fn round<V>(
    ante: i64,
    call_antes: i64,
    actions: &[Action],
    mut view: V,
    end: impl FnOnce(&mut V, Decision) -> i64,
) -> Result<Play<V>, GameError> {
    let (decision, stake) = match actions {
        [] => {
            return Ok(Play {
                stake: ante,
                win: 0,
                finished: false,
                allowed: vec![ActionKind::Call, ActionKind::Fold],
                view,
            });
        }
        [Action::Fold] => (Decision::Fold, ante),
        [Action::Call] => (
            Decision::Call,
            ante.saturating_mul(call_antes.saturating_add(1)),
        ),
        _ => return Err(GameError::ActionNotAllowed),
    };
    let win = end(&mut view, decision);
    Ok(Play {
        stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view,
    })
}
