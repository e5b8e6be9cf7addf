//! Rounds played with `calls`, the strategy of the profile. Compiled for the tests and for the
//! `measure` feature (the `measure_games` example), never for the server or the browser.

use super::{Bet, Config, View, calls, play};
use crate::games::{Action, FairStream, GameError, Play};

/// A round played with `calls`: the opening view, then Call or Fold. The round is replayed
/// from the bet and the action, as the server does, so `stream` makes its stream afresh.
pub fn strategy_round(
    cfg: &Config,
    bet: &Bet,
    stream: impl Fn() -> FairStream,
) -> Result<Play<View>, GameError> {
    let open = play(cfg, bet, &[], &mut stream())?;
    let player = [open.view.player[0], open.view.player[1]];
    let flop = [open.view.board[0], open.view.board[1], open.view.board[2]];
    let action = if calls(player, flop) {
        Action::Call
    } else {
        Action::Fold
    };
    play(cfg, bet, &[action], &mut stream())
}
