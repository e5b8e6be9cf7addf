//! The signed-in player's bet history.

use axum::Json;
use axum::extract::State;
use casino_schema::{BetFilter, BetPage};

use crate::api::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_bet_list", request_body = BetFilter,
    responses((status = 200, body = BetPage), PlayerRefusals))]
pub async fn get_bet_list(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(f): ApiJson<BetFilter>,
) -> AppResult<Json<BetPage>> {
    Ok(Json(state.games.bet_list(p, f).await?))
}
