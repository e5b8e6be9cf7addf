//! Sign-in and the current player.

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use casino_schema::{LoginAnswer, LoginRequest, UserView};

use crate::accounts::player::Player;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Signs in. Every wrong credential gets the same answer in about the same time.
#[utoipa::path(post, path = "/api/front/auth/login/", request_body = LoginRequest,
    responses((status = 200, body = LoginAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn login(
    State(state): State<AppState>,
    visitor: Visitor,
    ApiJson(req): ApiJson<LoginRequest>,
) -> AppResult<Json<LoginAnswer>> {
    let access_token = state
        .accounts
        .sign_in(&visitor, &req.username, req.password)
        .await?;
    Ok(Json(LoginAnswer { access_token }))
}

/// The signed-in player of a request: a genuine token whose session is still open, of an account
/// that may act. Anything else is 401 (the web app then signs out). Every call of a player takes
/// this, so a suspension or a closed account stops them all at once.
pub struct CurrentPlayer(pub Player);

impl FromRequestParts<AppState> for CurrentPlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<CurrentPlayer> {
        let token = bearer(parts)?.ok_or_else(unauthorized)?;
        Ok(CurrentPlayer(player_for_token(state, token).await?))
    }
}

fn unauthorized() -> AppError {
    AppError::new(ErrorKind::Unauthorized, "unauthorized")
}

/// The request's bearer token, if it has an `Authorization` header (401 when that is not one).
pub fn bearer(parts: &Parts) -> AppResult<Option<&str>> {
    let Some(header) = parts.headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    header
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(Some)
        .ok_or_else(unauthorized)
}

/// The player a token speaks for: a genuine token whose session is still open, of an account
/// that may act; anything else is 401.
pub async fn player_for_token(state: &AppState, token: &str) -> AppResult<Player> {
    state.accounts.player_for_token(token).await
}

#[utoipa::path(get, path = "/api/front/auth/player",
    responses((status = 200, body = UserView), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn auth_player(CurrentPlayer(p): CurrentPlayer) -> Json<UserView> {
    Json(UserView {
        player: p.view(),
        scope: p.scopes(),
    })
}
