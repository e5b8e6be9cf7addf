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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::every_action;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn an_ante_is_positive_and_within_the_limits(ante in any::<i64>(), min in -10i64..1_000, span in 0i64..100_000) {
            let max = min + span;
            let expected = if ante <= 0 { Err(GameError::BetInvalid) } else { check_stake(ante, min, max) };
            prop_assert_eq!(check_ante(ante, min, max), expected);
        }

        #[test]
        fn one_decision_ends_the_round_and_a_call_adds_its_antes(
            ante in 1i64..1_000_000_000, call_antes in 1i64..4,
            actions in proptest::collection::vec(proptest::sample::select(every_action()), 0..3),
            pays in 0i64..1_000_000,
        ) {
            let mut decided = None;
            let got = round(ante, call_antes, &actions, (), |_, d| {
                decided = Some(d);
                pays
            });
            match actions.as_slice() {
                [] => {
                    let p = got.unwrap();
                    prop_assert_eq!((p.stake, p.win, p.finished), (ante, 0, false));
                    prop_assert_eq!(p.allowed, vec![ActionKind::Call, ActionKind::Fold]);
                    prop_assert_eq!(decided, None);
                }
                [a @ (Action::Call | Action::Fold)] => {
                    let p = got.unwrap();
                    let call = matches!(a, Action::Call);
                    let stake = if call { ante * (call_antes + 1) } else { ante };
                    prop_assert_eq!((p.stake, p.win, p.finished), (stake, pays, true));
                    prop_assert!(p.allowed.is_empty());
                    prop_assert_eq!(decided, Some(if call { Decision::Call } else { Decision::Fold }));
                }
                _ => {
                    prop_assert_eq!(got.err(), Some(GameError::ActionNotAllowed));
                    prop_assert_eq!(decided, None);
                }
            }
        }
    }
}
