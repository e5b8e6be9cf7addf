//! Rounds played with `calls`, the strategy of the profile. Compiled for the tests and for the
//! `measure` feature (the `measure_games` example), never for the server or the browser.

use super::{Bet, Config, View, calls, play};
use crate::games::cards::Card;
use crate::games::{Action, FairStream, GameError, Play};

/// A round played with `calls`: the opening view, then Call or Fold, replayed from the bet and
/// the action as the server does (so `stream` makes its stream afresh).
pub fn strategy_round(
    cfg: &Config,
    bet: &Bet,
    stream: impl Fn() -> FairStream,
) -> Result<Play<View>, GameError> {
    let open = play(cfg, bet, &[], &mut stream())?;
    let player: [Card; 5] = open
        .view
        .player
        .clone()
        .try_into()
        .map_err(|_| GameError::BetInvalid)?;
    let action = if calls(&player, open.view.dealer[0]) {
        Action::Call
    } else {
        Action::Fold
    };
    play(cfg, bet, &[action], &mut stream())
}
