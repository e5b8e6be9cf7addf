//! Registration calls of SPEC section 7: the sign-up form, its live checks and the activation link.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use casino_core::registration::{self, RegistrationForm};
use casino_schema::{Done, LinkRequest, PromoCodeRequest, UsernameRequest, Valid};
use diesel::Connection;

use super::done;
use crate::accounts::links::{self, Purpose};
use crate::accounts::mail::Mail;
use crate::accounts::{password, player};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::settings;
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
    let now = state.clock.now_millis();
    AppError::check(&registration::failures(
        &form,
        state.clock.today(),
        state.config.password_policy,
    ))?;
    let settings = state.db.run(settings::load).await?;
    visitor.admit(&settings)?;
    // The country the player declares is held to the same list as the one they connect from.
    if settings.blacklists(&form.country) {
        return Err(AppError::new(ErrorKind::Forbidden, "country_restricted"));
    }
    if !form.promo_code.trim().is_empty() {
        let code = form.promo_code.clone();
        if !state
            .db
            .run(move |c| player::promo_code_valid(c, &code))
            .await?
        {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "promo_code_invalid",
                "promo_code",
            ));
        }
    }
    let plain = form.password.clone();
    let hash = tokio::task::spawn_blocking(move || password::hash(&plain))
        .await
        .map_err(AppError::internal)??;
    let (player, token) = state
        .db
        .run(move |c| {
            c.transaction(|c| {
                let p = player::insert(c, &form, &hash, now)?;
                let token = links::create(c, &p.id, Purpose::Activation, now)?;
                Ok::<_, AppError>((p, token))
            })
        })
        .await?;
    state
        .mailer
        .send(
            &player.email,
            &player.language,
            Mail::Welcome {
                username: &player.username,
                token: &token,
            },
        )
        .await?;
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
    registration::username(&req.username).map_err(|e| AppError::rule("username", &e))?;
    if state
        .db
        .run(move |c| player::username_taken(c, &req.username))
        .await?
    {
        return Err(AppError::on_field(
            ErrorKind::Conflict,
            "account_exists",
            "username",
        ));
    }
    Ok(Json(Valid { valid: true }))
}

#[utoipa::path(post, path = "/api/front/validate_promo_code", request_body = PromoCodeRequest,
    responses((status = 200, body = Valid), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_promo_code(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<PromoCodeRequest>,
) -> AppResult<Json<Valid>> {
    if state
        .db
        .run(move |c| player::promo_code_valid(c, &req.code))
        .await?
    {
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
    let now = state.clock.now_millis();
    let activated = state
        .db
        .run(move |c| {
            c.transaction(|c| {
                let Some(id) = links::consume(c, &req.token, Purpose::Activation, now)? else {
                    return Ok(false);
                };
                player::activate(c, &id, now)?;
                Ok::<_, AppError>(true)
            })
        })
        .await?;
    if !activated {
        return Err(AppError::new(ErrorKind::Gone, "activation_link_invalid"));
    }
    Ok(done(&headers, "account_activated"))
}
