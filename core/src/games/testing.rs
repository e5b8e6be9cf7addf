//! Test-only helpers shared by the engines' tests: refused stakes, refused action
//! lists, random action lists that must be answered without panicking, simulated returns and
//! the five-card category frequencies.

#![allow(clippy::float_arithmetic)]

use super::{Action, FairStream, GameError, Play, stats};

/// One action of every kind, with payloads both in and out of range.
pub fn every_action() -> Vec<Action> {
    vec![
        Action::Hit,
        Action::Stand,
        Action::Double,
        Action::Split,
        Action::Hold { held: [true; 5] },
        Action::Hold { held: [false; 5] },
        Action::Higher,
        Action::Lower,
        Action::Skip,
        Action::Cashout,
        Action::Call,
        Action::Fold,
        Action::Reveal { index: 0 },
        Action::Reveal { index: 200 },
        Action::Spin,
    ]
}

/// Asserts that `play` (a round opened with the given stake) refuses stakes of zero and below
/// as invalid, one cent under `min` (which must be above 1) as below the minimum, and one cent
/// over `max` and `i64::MAX` as above the maximum.
pub fn assert_refuses_bad_stakes<V>(
    min: i64,
    max: i64,
    mut play: impl FnMut(i64, &mut FairStream) -> Result<Play<V>, GameError>,
) {
    let mut rng = stats::stream(0);
    for stake in [0, -1, -5, i64::MIN] {
        assert_eq!(
            play(stake, &mut rng).err(),
            Some(GameError::BetInvalid),
            "stake {stake}"
        );
    }
    assert_eq!(
        play(min - 1, &mut rng).err(),
        Some(GameError::BetBelowMin { min })
    );
    for stake in [max + 1, i64::MAX] {
        assert_eq!(
            play(stake, &mut rng).err(),
            Some(GameError::BetAboveMax { max }),
            "stake {stake}"
        );
    }
}

/// Asserts that `play` answers each of these action lists with `ActionNotAllowed`.
pub fn assert_refuses_actions<V>(
    lists: &[Vec<Action>],
    mut play: impl FnMut(&[Action]) -> Result<Play<V>, GameError>,
) {
    for actions in lists {
        assert_eq!(
            play(actions).err(),
            Some(GameError::ActionNotAllowed),
            "{actions:?}"
        );
    }
}

/// Plays rounds `0..rounds`, round `i` with a random list of fewer than `max_len` actions of
/// any kind: each must be refused with `ActionNotAllowed` or played, a played round being
/// finished exactly when it allows no action and passing `check(i, actions, play)`. Answers how
/// many were played.
pub fn fuzz_actions<V>(
    rounds: u64,
    max_len: u32,
    mut play: impl FnMut(u64, &[Action]) -> Result<Play<V>, GameError>,
    mut check: impl FnMut(u64, &[Action], &Play<V>),
) -> u64 {
    let everything = every_action();
    let kinds = everything.len() as u32;
    let mut dice = stats::stream(1);
    let mut accepted = 0;
    for i in 0..rounds {
        let n = dice.below(max_len) as usize;
        let actions: Vec<Action> = (0..n)
            .map(|_| everything[dice.below(kinds) as usize].clone())
            .collect();
        match play(i, &actions) {
            Ok(p) => {
                accepted += 1;
                assert_eq!(p.finished, p.allowed.is_empty(), "{actions:?}");
                check(i, &actions, &p);
            }
            Err(e) => assert_eq!(e, GameError::ActionNotAllowed, "{actions:?}"),
        }
    }
    accepted
}

/// The `(stake, win)` of rounds `0..rounds` of a one-step game, round `i` played by `play` on
/// `stats::stream(i)`: the input of `stats::assert_return_within_99`.
pub fn returns<V>(
    rounds: u64,
    mut play: impl FnMut(&mut FairStream) -> Result<Play<V>, GameError>,
) -> Vec<(i64, i64)> {
    (0..rounds)
        .map(|i| {
            let p = play(&mut stats::stream(i)).unwrap();
            (p.stake, p.win)
        })
        .collect()
}

/// The probability of each five-card poker category (`PokerHandsCategory` order, high card
/// first) in five cards from a fresh deck: the number of such hands out of 2,598,960.
pub fn five_card_probabilities() -> Vec<f64> {
    [
        1_302_540.0,
        1_098_240.0,
        123_552.0,
        54_912.0,
        10_200.0,
        5_108.0,
        3_744.0,
        624.0,
        36.0,
        4.0,
    ]
    .iter()
    .map(|c| c / 2_598_960.0)
    .collect()
}

/// Any action list of up to `max_len` actions, of every kind (payloads in and out of range).
pub fn any_actions(max_len: usize) -> impl proptest::strategy::Strategy<Value = Vec<Action>> {
    proptest::collection::vec(proptest::sample::select(every_action()), 0..=max_len)
}

/// The engine contract on one round, for an engine that takes any payload of an allowed kind:
/// the round opens; each action of `actions` is accepted exactly when its kind is one the round
/// before it allowed (and the first refused one is `ActionNotAllowed`, as is every list holding
/// it); a played round is finished exactly when it allows nothing, its stake never shrinks,
/// nothing is won before it finishes, and the same inputs replay the same round. `play` replays
/// the round with the actions given on a fresh stream. Answers the last round played.
pub fn check_replay<V: PartialEq + Clone + std::fmt::Debug>(
    actions: &[Action],
    mut play: impl FnMut(&[Action]) -> Result<Play<V>, GameError>,
) -> Result<Play<V>, proptest::test_runner::TestCaseError> {
    use proptest::{prop_assert, prop_assert_eq};
    let mut current = play(&[]).map_err(|e| {
        proptest::test_runner::TestCaseError::fail(format!("the opening was refused: {e:?}"))
    })?;
    prop_assert_eq!(current.finished, current.allowed.is_empty());
    prop_assert!(current.stake > 0 && current.win >= 0);
    for n in 1..=actions.len() {
        let action = &actions[n - 1];
        let allowed = current.allowed.contains(&action.kind());
        match play(&actions[..n]) {
            Ok(next) => {
                prop_assert!(
                    allowed,
                    "{:?} was not allowed: {:?}",
                    action,
                    current.allowed
                );
                prop_assert_eq!(next.finished, next.allowed.is_empty());
                prop_assert!(next.stake >= current.stake, "the stake shrank");
                prop_assert!(next.win >= 0);
                if !next.finished {
                    prop_assert_eq!(next.win, 0);
                }
                prop_assert_eq!(
                    play(&actions[..n]),
                    Ok(next.clone()),
                    "replayed differently"
                );
                current = next;
            }
            Err(e) => {
                prop_assert!(!allowed, "{:?} was allowed but refused: {:?}", action, e);
                prop_assert_eq!(e, GameError::ActionNotAllowed);
                prop_assert_eq!(play(actions).err(), Some(GameError::ActionNotAllowed));
                return Ok(current);
            }
        }
    }
    Ok(current)
}
