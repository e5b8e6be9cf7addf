//! Game calls: the lobby's catalogue, opening a game, its rounds, provably fair seeds and the bet
//! history. Each handler reads the request and calls one use case of `crate::games::Games`.

pub(super) mod history;
pub(super) mod lobby;
pub(super) mod rounds;
pub(super) mod seeds;
pub(super) mod sessions;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use super::auth::{Who, admit, bearer, player_for_token};
use crate::accounts::Session;
use crate::error::{AppError, AppResult};
use crate::player::Player;
use crate::state::AppState;

/// The signed-in player if the request carries a token (which must then be genuine), else none:
/// fun play needs no account.
pub struct MaybePlayer(pub Option<Player>);

impl FromRequestParts<AppState> for MaybePlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<MaybePlayer> {
        let player = match bearer(&parts.headers)? {
            Some(token) => Some(player_for_token(state, token).await?),
            None => None,
        };
        admit(
            parts,
            state,
            player.as_ref().map_or(Who::Nobody, Who::Player),
        )
        .await?;
        Ok(MaybePlayer(player))
    }
}

/// The session of the request's token if it carries one (which must then be genuine), not yet
/// checked against its account: a real-money bet checks that inside its own transaction.
pub struct MaybeSession(pub Option<Session>);

impl FromRequestParts<AppState> for MaybeSession {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<MaybeSession> {
        let session = match bearer(&parts.headers)? {
            Some(t) => Some(state.accounts.session_for_token(t).await?),
            None => None,
        };
        admit(
            parts,
            state,
            session.as_ref().map_or(Who::Nobody, Who::Session),
        )
        .await?;
        Ok(MaybeSession(session))
    }
}
