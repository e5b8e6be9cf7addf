//! Passwords: the forgotten-password e-mail, the new password it leads to, and the change of
//! password in the account area.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    ChangePasswordRequest, Done, NewPasswordRequest, PasswordChanged, ResetPasswordRequest,
};

use super::auth::CurrentPlayer;
use super::{done, message};
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Sends a single-use link (1 hour) to the e-mail address of the account named by username or
/// e-mail.
#[utoipa::path(post, path = "/api/front/reset_player_password", request_body = ResetPasswordRequest,
    responses((status = 200, body = Done), (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn reset_player_password(
    State(state): State<AppState>,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ResetPasswordRequest>,
) -> AppResult<Json<Done>> {
    state.accounts.request_reset(&visitor, req.username).await?;
    Ok(done(&headers, "reset_email_sent"))
}

/// Sets the new password chosen through the reset link (once).
#[utoipa::path(post, path = "/api/front/set_player_password", request_body = NewPasswordRequest,
    responses((status = 200, body = Done), (status = 410, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<NewPasswordRequest>,
) -> AppResult<Json<Done>> {
    let accounts = &state.accounts;
    accounts
        .reset_password(req.token, req.password, &req.confirm_password)
        .await?;
    Ok(done(&headers, "password_changed"))
}

/// Changes the password of the signed-in player, who must give the old one. The answer carries a
/// new token: the change ended every session, this one included.
#[utoipa::path(post, path = "/api/front/update_player_password", request_body = ChangePasswordRequest,
    responses((status = 200, body = PasswordChanged), PlayerRefusals))]
pub async fn update_player_password(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ChangePasswordRequest>,
) -> AppResult<Json<PasswordChanged>> {
    let access_token = state
        .accounts
        .change_password(&p, req.old_password, req.password, &req.confirm_password)
        .await?;
    Ok(Json(PasswordChanged {
        code: "password_changed".into(),
        message: message(&headers, "password_changed"),
        access_token,
    }))
}
