//! The profile of the signed-in player: read it, and change what a player may change alone
//! (language and opt-ins). Identity fields are customer support's to change (SPEC section 6).

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::registration;
use casino_schema::{EmptyRequest, PlayerView, ProfileAnswer, ProfileUpdate};

use super::auth::CurrentPlayer;
use super::message;
use crate::accounts::player;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Fields of the profile that only customer support changes.
const LOCKED: [&str; 12] = [
    "username",
    "email",
    "mobile",
    "gender",
    "birth_date",
    "first_name",
    "last_name",
    "address",
    "postal_code",
    "city",
    "country",
    "currency",
];

#[utoipa::path(post, path = "/api/front/get_player_profile", request_body = EmptyRequest,
    responses((status = 200, body = PlayerView), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn get_player_profile(
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> Json<PlayerView> {
    Json(p.view())
}

/// Body: `ProfileUpdate`. A locked field in the body is refused with `profile_locked` (the page
/// says to contact support) rather than silently ignored.
#[utoipa::path(post, path = "/api/front/update_profile", request_body = ProfileUpdate,
    responses((status = 200, body = ProfileAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn update_profile(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<serde_json::Map<String, serde_json::Value>>,
) -> AppResult<Json<ProfileAnswer>> {
    let now = state.clock.now_millis();
    if let Some(field) = body.keys().find(|k| LOCKED.contains(&k.as_str())) {
        return Err(AppError::on_field(
            ErrorKind::Invalid,
            "profile_locked",
            field,
        ));
    }
    let update: ProfileUpdate = serde_json::from_value(serde_json::Value::Object(body))
        .map_err(|_| AppError::invalid_request())?;
    registration::language(&update.language).map_err(|e| AppError::rule("language", &e))?;
    let id = p.id.clone();
    let updated = state
        .db
        .run(move |c| {
            player::update_preferences(c, &id, &update.language, update.newsletter, now)?;
            player::find(c, &id)
        })
        .await?
        .ok_or_else(AppError::not_found)?;
    Ok(Json(ProfileAnswer {
        code: "profile_updated".into(),
        message: message(&headers, "profile_updated"),
        profile: updated.view(),
    }))
}
