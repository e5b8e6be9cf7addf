//! Registration calls: the sign-up form, its live checks and the activation link.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use casino_core::registration::RegistrationForm;
use casino_schema::{Done, LinkRequest, PromoCodeRequest, UsernameRequest, Valid};

use super::done;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Body: casino-core's `RegistrationForm` (every field of the sign-up form, snake_case).
#[utoipa::path(post, path = "/api/front/register_player",
    responses((status = 201, body = Done), (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn register_player(
    State(state): State<AppState>,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(form): ApiJson<RegistrationForm>,
) -> AppResult<(StatusCode, Json<Done>)> {
    let bonuses = crate::bonuses::codes::signed_up(form.referral.clone());
    state.accounts.register(&visitor, form, bonuses).await?;
    Ok((StatusCode::CREATED, done(&headers, "player_created")))
}

/// Answers as the player types: a well-formed username nobody has is available.
#[utoipa::path(post, path = "/api/front/validate_player_name", request_body = UsernameRequest,
    responses((status = 200, body = Valid), (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_player_name(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<UsernameRequest>,
) -> AppResult<Json<Valid>> {
    state.accounts.check_username(req.username).await?;
    Ok(Json(Valid { valid: true }))
}

#[utoipa::path(post, path = "/api/front/validate_promo_code", request_body = PromoCodeRequest,
    responses((status = 200, body = Valid), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_promo_code(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<PromoCodeRequest>,
) -> AppResult<Json<Valid>> {
    if state.accounts.promo_code_valid(&req.code).await? {
        Ok(Json(Valid { valid: true }))
    } else {
        Err(AppError::on_field(
            ErrorKind::Invalid,
            "promo_code_invalid",
            "code",
        ))
    }
}

/// Consumes the activation link of the welcome e-mail (once).
#[utoipa::path(post, path = "/api/front/activate_player", request_body = LinkRequest,
    responses((status = 200, body = Done), (status = 410, body = casino_schema::ErrorEnvelope)))]
pub async fn activate_player(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<LinkRequest>,
) -> AppResult<Json<Done>> {
    if !state.accounts.activate(req.token).await? {
        return Err(AppError::new(ErrorKind::Gone, "activation_link_invalid"));
    }
    Ok(done(&headers, "account_activated"))
}
