//! Sign-in and the current player.

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use casino_schema::{Done, EmptyRequest, LoginAnswer, LoginRequest, UserView};

use crate::accounts::Session;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::player::Player;
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

/// Signs out: the session's token is refused from now on, wherever a copy of it is.
#[utoipa::path(post, path = "/api/front/auth/logout", request_body = EmptyRequest,
    responses((status = 200, body = Done), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<Done>> {
    let token = bearer(&headers)?.ok_or_else(unauthorized)?;
    state.accounts.sign_out(token).await?;
    Ok(super::done(&headers, "signed_out"))
}

/// The signed-in player of a request: a genuine token whose session is still open, of an account
/// that may act, from a visitor the site serves (`admit`). Anything else is 401 (the web app
/// then signs out), or 403 for a closed site or a refused country. Every call of a player takes
/// this, so a suspension, a closed account or a closed site stops them all at once.
pub struct CurrentPlayer(pub Player);

impl FromRequestParts<AppState> for CurrentPlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<CurrentPlayer> {
        let token = bearer(&parts.headers)?.ok_or_else(unauthorized)?;
        let p = player_for_token(state, token).await?;
        admit(parts, state, Who::Player(&p)).await?;
        Ok(CurrentPlayer(p))
    }
}

/// `CurrentPlayer` for a call that reads the account in its own database turn: the session of a
/// genuine token, from a visitor the site serves, not yet checked against its account, which
/// the call does with `Session::player` in the same turn as its own reads (one turn instead of
/// two for the busiest reads, like the balance).
pub struct CurrentSession(pub Session);

impl FromRequestParts<AppState> for CurrentSession {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<CurrentSession> {
        let token = bearer(&parts.headers)?.ok_or_else(unauthorized)?;
        let session = state.accounts.session_for_token(token).await?;
        admit(parts, state, Who::Session(&session)).await?;
        Ok(CurrentSession(session))
    }
}

/// Who a request speaks for, as far as its extractor knows.
pub enum Who<'a> {
    Player(&'a Player),
    /// A session whose account the use case reads in its own transaction (a real-money bet).
    Session(&'a Session),
    /// No token: a visitor (fun play).
    Nobody,
}

/// The one gate of the site's closure and refused countries for every call that plays or holds
/// a session (the extractors above and the sockets): while an administrator has closed the site
/// only staff pass, and a visitor from a refused country never does, as at sign-in. The settings
/// come from memory (`settings::Cached`); the account is read only when the site would refuse
/// the visitor, to tell staff.
pub async fn admit(parts: &mut Parts, state: &AppState, who: Who<'_>) -> AppResult<()> {
    let visitor = Visitor::from_request_parts(parts, state).await?;
    admit_visitor(state, &visitor, who).await
}

/// `admit` for a visitor already read.
pub async fn admit_visitor(state: &AppState, visitor: &Visitor, who: Who<'_>) -> AppResult<()> {
    let settings = state.settings.get(&state.db).await?;
    if visitor.admit(&settings, false).is_ok() {
        return Ok(());
    }
    let staff = match who {
        Who::Player(p) => p.is_staff(),
        Who::Session(s) => {
            let s = s.clone();
            state.db.run(move |c| s.player(c)).await?.is_staff()
        }
        Who::Nobody => false,
    };
    visitor.admit(&settings, staff)
}

fn unauthorized() -> AppError {
    AppError::new(ErrorKind::Unauthorized, "unauthorized")
}

/// The request's bearer token, if it has an `Authorization` header (401 when that is not one).
pub fn bearer(headers: &HeaderMap) -> AppResult<Option<&str>> {
    let Some(header) = headers.get(AUTHORIZATION) else {
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
    responses((status = 200, body = UserView), PlayerRefusals))]
pub async fn auth_player(CurrentPlayer(p): CurrentPlayer) -> Json<UserView> {
    Json(UserView {
        player: p.view(),
        scope: p.scopes.roles(),
    })
}
