//! Sign-in and the current player (SPEC section 7, Authentication).

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use casino_schema::{LoginAnswer, LoginRequest, UserView};

use crate::accounts::player::{self, Player};
use crate::accounts::{limiter, password};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::settings;
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
    let now = state.clock.now_millis();
    visitor.admit(&state.db.run(settings::load).await?)?;
    let account = limiter::account(&req.username.trim().to_lowercase());
    let address = limiter::address(&visitor.address_key());
    let (a, b) = (account.clone(), address.clone());
    if state
        .db
        .run(move |c| limiter::blocked(c, &a, &b, now))
        .await?
    {
        return Err(AppError::new(ErrorKind::TooManyRequests, "rate_limited"));
    }
    let login = req.username.clone();
    let found = state
        .db
        .run(move |c| player::find_by_login(c, &login))
        .await?;
    let plain = req.password.clone();
    let found = tokio::task::spawn_blocking(move || match found {
        Some(p) if password::verify(&plain, &p.password_hash) => Some(p),
        Some(_) => None,
        None => {
            password::verify_nobody(&plain);
            None
        }
    })
    .await
    .map_err(AppError::internal)?;
    let Some(p) = found else {
        state
            .db
            .run(move |c| limiter::record_failure(c, &[&account, &address], now))
            .await?;
        return Err(AppError::new(ErrorKind::Unauthorized, "wrong_credentials"));
    };
    if let Some(refusal) = p.status().refusal() {
        return Err(refusal);
    }
    state.db.run(move |c| limiter::clear(c, &account)).await?;
    Ok(Json(LoginAnswer {
        access_token: state.keys.issue(&p.id, p.session_version, now / 1000),
    }))
}

/// The signed-in player of a request: a genuine token whose session is still open, of an account
/// that may act. Anything else is 401 (the web app then signs out). Every call of a player takes
/// this, so a suspension or a closed account stops them all at once.
pub struct CurrentPlayer(pub Player);

impl FromRequestParts<AppState> for CurrentPlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<CurrentPlayer> {
        let unauthorized = || AppError::new(ErrorKind::Unauthorized, "unauthorized");
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(unauthorized)?;
        Ok(CurrentPlayer(player_for_token(state, token).await?))
    }
}

/// The player a token speaks for: a genuine token whose session is still open, of an account
/// that may act; anything else is 401.
pub async fn player_for_token(state: &AppState, token: &str) -> AppResult<Player> {
    let unauthorized = || AppError::new(ErrorKind::Unauthorized, "unauthorized");
    let claims = state.keys.verify(token.trim()).ok_or_else(unauthorized)?;
    let id = claims.sub.clone();
    state
        .db
        .run(move |c| player::find(c, &id))
        .await?
        .filter(|p| p.session_version == claims.sv && p.status().refusal().is_none())
        .ok_or_else(unauthorized)
}

#[utoipa::path(get, path = "/api/front/auth/player",
    responses((status = 200, body = UserView), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn auth_player(CurrentPlayer(p): CurrentPlayer) -> Json<UserView> {
    Json(UserView {
        player: p.view(),
        scope: p.scopes(),
    })
}
