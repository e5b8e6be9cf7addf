//! Passwords: the forgotten-password e-mail, the new password it leads to, and the change of
//! password in the account area. Each new password ends every other session of the player.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::registration;
use casino_schema::{
    ChangePasswordRequest, Done, NewPasswordRequest, PasswordChanged, ResetPasswordRequest,
};
use diesel::Connection;

use super::auth::CurrentPlayer;
use super::{done, message};
use crate::accounts::links::{self, Purpose};
use crate::accounts::mail::Mail;
use crate::accounts::{limiter, password, player};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::state::AppState;

async fn hash(plain: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || password::hash(&plain))
        .await
        .map_err(AppError::internal)?
}

/// Sends a single-use link (1 hour) to the e-mail address of the account named by username or
/// e-mail. The spec answers 'Wrong username or email!' for an unknown one.
#[utoipa::path(post, path = "/api/front/reset_player_password", request_body = ResetPasswordRequest,
    responses((status = 200, body = Done), (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn reset_player_password(
    State(state): State<AppState>,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ResetPasswordRequest>,
) -> AppResult<Json<Done>> {
    let now = state.clock.now_millis();
    let requests = limiter::reset_requests(&visitor.address_key());
    let found = state
        .db
        .run(move |c| {
            if limiter::exhausted(c, &requests, limiter::RESET_LIMIT, now)? {
                return Err(AppError::new(ErrorKind::TooManyRequests, "rate_limited"));
            }
            limiter::record_failure(c, &[&requests], now)?;
            let Some(p) = player::find_by_login(c, &req.username)? else {
                return Ok(None);
            };
            let token = links::create(c, &p.id, Purpose::PasswordReset, now)?;
            Ok::<_, AppError>(Some((p, token)))
        })
        .await?;
    let Some((p, token)) = found else {
        return Err(AppError::on_field(
            ErrorKind::NotFound,
            "wrong_username_or_email",
            "username",
        ));
    };
    state
        .mailer
        .send(
            &p.email,
            &p.language,
            Mail::PasswordReset {
                username: &p.username,
                token: &token,
            },
        )
        .await?;
    Ok(done(&headers, "reset_email_sent"))
}

/// Sets the new password chosen through the reset link (once).
#[utoipa::path(post, path = "/api/front/set_player_password", request_body = NewPasswordRequest,
    responses((status = 200, body = Done), (status = 410, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<NewPasswordRequest>,
) -> AppResult<Json<Done>> {
    let now = state.clock.now_millis();
    AppError::check(&registration::new_password(
        &req.password,
        &req.confirm_password,
        state.config.password_policy,
    ))?;
    let hash = hash(req.password).await?;
    let changed = state
        .db
        .run(move |c| {
            c.transaction(|c| {
                let Some(id) = links::consume(c, &req.token, Purpose::PasswordReset, now)? else {
                    return Ok(false);
                };
                player::set_password(c, &id, &hash, now)?;
                Ok::<_, AppError>(true)
            })
        })
        .await?;
    if !changed {
        return Err(AppError::new(ErrorKind::Gone, "reset_link_invalid"));
    }
    Ok(done(&headers, "password_changed"))
}

/// Changes the password of the signed-in player, who must give the old one. The answer carries a
/// new token: the change ended every session, this one included.
#[utoipa::path(post, path = "/api/front/update_player_password", request_body = ChangePasswordRequest,
    responses((status = 200, body = PasswordChanged), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn update_player_password(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(req): ApiJson<ChangePasswordRequest>,
) -> AppResult<Json<PasswordChanged>> {
    let now = state.clock.now_millis();
    let failures = registration::new_password(
        &req.password,
        &req.confirm_password,
        state.config.password_policy,
    );
    let (old, stored) = (req.old_password.clone(), p.password_hash.clone());
    let old_ok = tokio::task::spawn_blocking(move || password::verify(&old, &stored))
        .await
        .map_err(AppError::internal)?;
    let checked = AppError::check(&failures);
    if !old_ok {
        // Every failing field at once: the wrong old password beside the new password's rules.
        let wrong = || AppError::on_field(ErrorKind::Invalid, "old_password_wrong", "old_password");
        let mut err = checked.err().unwrap_or_else(wrong);
        err.fields.insert(
            "old_password".into(),
            ("old_password_wrong".into(), Default::default()),
        );
        return Err(err);
    }
    checked?;
    let hash = hash(req.password).await?;
    let id = p.id.clone();
    let version = state
        .db
        .run(move |c| player::set_password(c, &id, &hash, now))
        .await?;
    Ok(Json(PasswordChanged {
        code: "password_changed".into(),
        message: message(&headers, "password_changed"),
        access_token: state.keys.issue(&p.id, version, now / 1000),
    }))
}
