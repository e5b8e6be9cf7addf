//! Responsible gaming in the account area: `front/get_responsible_gaming`, `front/set_limits`
//! `front/set_session_limit` and `front/take_break`.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    BreakRequest, EmptyRequest, LimitsUpdate, ResponsibleAnswer, ResponsibleView,
    SessionLimitRequest, SessionSummary,
};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// The player's deposit and loss limits (in force and waiting) and the break running, if any.
#[utoipa::path(post, path = "/api/front/get_responsible_gaming", request_body = EmptyRequest,
    responses((status = 200, body = ResponsibleView), PlayerRefusals))]
pub async fn get_responsible_gaming(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<ResponsibleView>> {
    Ok(Json(state.responsible.view(&p).await?))
}

/// What the player's real-money play moved since they signed in (the reality check's figures).
#[utoipa::path(post, path = "/api/front/get_session_summary", request_body = EmptyRequest,
    responses((status = 200, body = SessionSummary), PlayerRefusals))]
pub async fn get_session_summary(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<SessionSummary>> {
    Ok(Json(state.responsible.session(&p).await?))
}

/// Sets the deposit and loss limits: lower ones at once, higher or removed ones after 24 hours.
#[utoipa::path(post, path = "/api/front/set_limits", request_body = LimitsUpdate,
    responses((status = 200, body = ResponsibleAnswer), PlayerRefusals))]
pub async fn set_limits(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LimitsUpdate>,
) -> AppResult<Json<ResponsibleAnswer>> {
    let responsible = state.responsible.set_limits(&p, body).await?;
    Ok(answer(&headers, "limits_saved", responsible))
}

/// Sets the session time limit: a shorter one at once, a longer one or none after 24 hours.
#[utoipa::path(post, path = "/api/front/set_session_limit", request_body = SessionLimitRequest,
    responses((status = 200, body = ResponsibleAnswer), PlayerRefusals))]
pub async fn set_session_limit(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<SessionLimitRequest>,
) -> AppResult<Json<ResponsibleAnswer>> {
    let responsible = state.responsible.set_session_limit(&p, body).await?;
    Ok(answer(&headers, "limits_saved", responsible))
}

/// Starts a time-out or a self-exclusion at once; a break running is never shortened.
#[utoipa::path(post, path = "/api/front/take_break", request_body = BreakRequest,
    responses((status = 200, body = ResponsibleAnswer), PlayerRefusals))]
pub async fn take_break(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<BreakRequest>,
) -> AppResult<Json<ResponsibleAnswer>> {
    let responsible = state.responsible.take_break(&p, body).await?;
    Ok(answer(&headers, "break_started", responsible))
}

fn answer(
    headers: &HeaderMap,
    code: &str,
    responsible: ResponsibleView,
) -> Json<ResponsibleAnswer> {
    Json(ResponsibleAnswer {
        code: code.to_owned(),
        message: super::message(headers, code),
        responsible,
    })
}
