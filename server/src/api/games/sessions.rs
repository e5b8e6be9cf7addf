//! Opening a game or a live table, in fun or real play.

use axum::Json;
use axum::extract::State;
use casino_schema::{GameUrl, GameUrlRequest};

use super::MaybePlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_game_url", request_body = GameUrlRequest,
    responses((status = 200, body = GameUrl), PlayerRefusals,
        (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_game_url(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<GameUrlRequest>,
) -> AppResult<Json<GameUrl>> {
    Ok(Json(state.games.open(player, r, false).await?))
}

#[utoipa::path(post, path = "/api/front/get_live_game_url", request_body = GameUrlRequest,
    responses((status = 200, body = GameUrl), PlayerRefusals,
        (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_live_game_url(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<GameUrlRequest>,
) -> AppResult<Json<GameUrl>> {
    Ok(Json(state.games.open(player, r, true).await?))
}
