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

#[cfg(test)]
mod tests {
    use super::*;

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
}
