//! The profile of the signed-in player: read it, and change what a player may change alone
//! (language and opt-ins). Identity fields are customer support's to change.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{EmptyRequest, PlayerView, ProfileAnswer, ProfileUpdate};

use super::auth::CurrentPlayer;
use super::message;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_player_profile", request_body = EmptyRequest,
    responses((status = 200, body = PlayerView), PlayerRefusals))]
pub async fn get_player_profile(
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> Json<PlayerView> {
    Json(p.view())
}

/// Body: `ProfileUpdate`. A locked field in the body is refused with `profile_locked` (the page
/// says to contact support) rather than silently ignored.
#[utoipa::path(post, path = "/api/front/update_profile", request_body = ProfileUpdate,
    responses((status = 200, body = ProfileAnswer), PlayerRefusals))]
pub async fn update_profile(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<serde_json::Map<String, serde_json::Value>>,
) -> AppResult<Json<ProfileAnswer>> {
    let updated = state.accounts.update_profile(&p, body).await?;
    Ok(Json(ProfileAnswer {
        code: "profile_updated".into(),
        message: message(&headers, "profile_updated"),
        profile: updated.view(),
    }))
}
