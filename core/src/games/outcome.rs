//! What a settled round was for the player, by what came back against what was staked. Safe-play
//! rules: only a return above the stake is a win; a return equal to the stake is the stake given
//! back, and a return below it is a loss, however it is dressed.

/// How a settled round ended for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundResult {
    /// More came back than was staked.
    Win,
    /// Exactly the stake came back.
    Even,
    /// Something came back, but less than the stake: a loss.
    PartReturned,
    /// Nothing came back.
    Loss,
}

/// The result of a round that staked `stake` and returned `win` (stake included), in cents.
pub fn round_result(stake: i64, win: i64) -> RoundResult {
    match win {
        w if w > stake => RoundResult::Win,
        w if w == stake && w > 0 => RoundResult::Even,
        w if w > 0 => RoundResult::PartReturned,
        _ => RoundResult::Loss,
    }
}

/// How big a moment the screen makes of a settled round's win, by how many times the stake came
/// back: none below `BIG_WIN_TIMES` (and never for a return at or below the stake: safe play).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinMoment {
    None,
    /// At least 10 times the stake.
    Big,
    /// At least 20 times.
    Huge,
    /// At least 50 times.
    Mega,
}

/// The multiples of the stake (returned, stake included) from which a win is a moment of its own.
pub const BIG_WIN_TIMES: i64 = 10;
pub const HUGE_WIN_TIMES: i64 = 20;
pub const MEGA_WIN_TIMES: i64 = 50;

/// The moment of a round that staked `stake` and returned `win` (cents). A round with no stake
/// (a free round) has no multiple and no moment; its win is still said plainly.
pub fn win_moment(stake: i64, win: i64) -> WinMoment {
    if stake <= 0 || round_result(stake, win) != RoundResult::Win {
        return WinMoment::None;
    }
    let at_least = |times: i64| stake.checked_mul(times).is_some_and(|least| win >= least);
    if at_least(MEGA_WIN_TIMES) {
        WinMoment::Mega
    } else if at_least(HUGE_WIN_TIMES) {
        WinMoment::Huge
    } else if at_least(BIG_WIN_TIMES) {
        WinMoment::Big
    } else {
        WinMoment::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moment_from_ten_times_the_stake() {
        assert_eq!(win_moment(40, 399), WinMoment::None);
        assert_eq!(win_moment(40, 400), WinMoment::Big);
        assert_eq!(win_moment(40, 799), WinMoment::Big);
        assert_eq!(win_moment(40, 800), WinMoment::Huge);
        assert_eq!(win_moment(40, 2000), WinMoment::Mega);
        assert_eq!(win_moment(40, 40), WinMoment::None, "the stake back");
        assert_eq!(win_moment(0, 500), WinMoment::None, "a free round");
        assert_eq!(win_moment(i64::MAX / 2, i64::MAX), WinMoment::None);
    }

    #[test]
    fn only_a_return_above_the_stake_is_a_win() {
        assert_eq!(
            round_result(40, 5),
            RoundResult::PartReturned,
            "0.05 back on a 0.40 spin"
        );
        assert_eq!(round_result(40, 40), RoundResult::Even);
        assert_eq!(round_result(40, 41), RoundResult::Win);
        assert_eq!(round_result(40, 0), RoundResult::Loss);
        assert_eq!(
            round_result(0, 0),
            RoundResult::Loss,
            "a free round that paid nothing"
        );
        assert_eq!(
            round_result(0, 10),
            RoundResult::Win,
            "a free round that paid"
        );
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn only_more_than_the_stake_back_is_a_win(stake in 0i64..1_000_000_000, win in 0i64..2_000_000_000) {
            let expected = if win > stake {
                RoundResult::Win
            } else if win == stake && win > 0 {
                RoundResult::Even
            } else if win > 0 {
                RoundResult::PartReturned
            } else {
                RoundResult::Loss
            };
            prop_assert_eq!(round_result(stake, win), expected);
        }

        #[test]
        fn the_moment_grows_with_the_multiple_and_never_marks_a_loss(
            stake in any::<i64>(), win in any::<i64>(), more in 0i64..1_000_000,
        ) {
            let rank = |m: WinMoment| match m {
                WinMoment::None => 0,
                WinMoment::Big => 1,
                WinMoment::Huge => 2,
                WinMoment::Mega => 3,
            };
            let m = win_moment(stake, win);
            if win <= stake || stake <= 0 {
                prop_assert_eq!(m, WinMoment::None);
            }
            let times = |t: i64| i128::from(win) >= i128::from(stake) * i128::from(t);
            let expected = if stake <= 0 || win <= stake {
                WinMoment::None
            } else if times(MEGA_WIN_TIMES) {
                WinMoment::Mega
            } else if times(HUGE_WIN_TIMES) {
                WinMoment::Huge
            } else if times(BIG_WIN_TIMES) {
                WinMoment::Big
            } else {
                WinMoment::None
            };
            prop_assert_eq!(m, expected);
            prop_assert!(rank(win_moment(stake, win.saturating_add(more))) >= rank(m));
        }
    }
}
