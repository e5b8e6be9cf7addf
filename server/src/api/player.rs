//! Registration calls: the sign-up form, its live checks and the activation link.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use casino_core::registration::RegistrationForm;
use casino_schema::{Done, EmptyRequest, LinkRequest, PromoCodeRequest, UsernameRequest, Valid};

use super::auth::CurrentPlayer;
use super::done;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Body: casino-core's `RegistrationForm` (every field of the sign-up form, snake_case).
#[utoipa::path(post, path = "/api/front/register_player", request_body = RegistrationBody,
    responses((status = 201, body = Done), (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn register_player(
    State(state): State<AppState>,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(form): ApiJson<RegistrationForm>,
) -> AppResult<(StatusCode, Json<Done>)> {
    let bonuses = crate::bonuses::signed_up(form.referral.clone());
    state.accounts.register(&visitor, form, bonuses).await?;
    Ok((StatusCode::CREATED, done(&headers, "player_created")))
}

/// Answers as the player types: a well-formed username nobody has is available.
#[utoipa::path(post, path = "/api/front/validate_player_name", request_body = UsernameRequest,
    responses((status = 200, body = Valid), (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_player_name(
    State(state): State<AppState>,
    visitor: Visitor,
    ApiJson(req): ApiJson<UsernameRequest>,
) -> AppResult<Json<Valid>> {
    state
        .accounts
        .check_username(&visitor, req.username)
        .await?;
    Ok(Json(Valid { valid: true }))
}

#[utoipa::path(post, path = "/api/front/validate_promo_code", request_body = PromoCodeRequest,
    responses((status = 200, body = Valid)))]
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

/// Sends the signed-in player, whose account is not activated yet, a new activation link.
#[utoipa::path(post, path = "/api/front/resend_activation", request_body = EmptyRequest,
    responses((status = 200, body = Done), PlayerRefusals,
              (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn resend_activation(
    State(state): State<AppState>,
    headers: HeaderMap,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<Done>> {
    state.accounts.resend_activation(&p).await?;
    Ok(done(&headers, "activation_sent"))
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

/// The sign-up form as the document shows it. The server reads casino-core's `RegistrationForm`,
/// which the browser's WebAssembly shares and so carries no OpenAPI derive; this twin gives the
/// document its fields (and a test below keeps the two alike). Every field may be left out, as
/// `RegistrationForm` defaults them; no other field is taken.
#[derive(Default, serde::Deserialize, utoipa::ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct RegistrationBody {
    pub username: String,
    pub password: String,
    pub confirm_password: String,
    pub email: String,
    pub mobile: String,
    pub promo_code: String,
    pub gender: String,
    /// ISO date `YYYY-MM-DD`.
    pub birth_date: String,
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub postal_code: String,
    pub city: String,
    /// ISO 3166-1 alpha-2 code.
    pub country: String,
    /// A site language tag (`fr`, `en`, ...).
    pub language: String,
    /// `EUR`, `USD` or `INR`.
    pub currency: String,
    pub newsletter: bool,
    /// Agreement to being 18 or older and to the terms and conditions.
    pub accept_terms: bool,
    /// Confirmation of the currency and that the phone number is valid for deposit verification.
    pub confirm_currency: bool,
    /// The referral code of the link the player came from (`?ref=`), empty without one.
    pub referral: String,
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use utoipa::PartialSchema;
    use utoipa::openapi::{RefOr, Schema};

    use super::*;

    /// The document's sign-up form lists exactly the fields the server reads.
    #[test]
    fn the_documented_registration_body_is_the_form_the_server_reads() {
        let form = serde_json::to_value(RegistrationForm::default()).unwrap();
        let read: BTreeSet<String> = form.as_object().unwrap().keys().cloned().collect();
        let RefOr::T(Schema::Object(schema)) = RegistrationBody::schema() else {
            panic!("RegistrationBody is an object");
        };
        let documented: BTreeSet<String> = schema.properties.keys().cloned().collect();
        assert_eq!(documented, read);
        assert!(schema.required.is_empty(), "every field has a default");
    }
}
