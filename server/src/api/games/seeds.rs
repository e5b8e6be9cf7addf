//! The provably fair seed pair: see it, rotate it.

use axum::Json;
use axum::extract::State;
use casino_schema::{SeedsRequest, SeedsView};

use super::MaybePlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/game/seeds", request_body = SeedsRequest,
    responses((status = 200, body = SeedsView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_seeds(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<SeedsRequest>,
) -> AppResult<Json<SeedsView>> {
    Ok(Json(state.games.seeds(player, r).await?))
}

#[utoipa::path(post, path = "/api/game/rotate_seed", request_body = SeedsRequest,
    responses((status = 200, body = SeedsView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn rotate_seed(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<SeedsRequest>,
) -> AppResult<Json<SeedsView>> {
    Ok(Json(state.games.rotate_seed(player, r).await?))
}
