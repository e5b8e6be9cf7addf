//! The signed-in player's bet history, and the rounds the verifier keeps for offline checks.

use axum::Json;
use axum::extract::State;
use casino_schema::{BetFilter, BetPage, VerifiableRounds, VerifiableRoundsRequest};

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

#[utoipa::path(post, path = "/api/game/verifiable_rounds", request_body = VerifiableRoundsRequest,
    responses((status = 200, body = VerifiableRounds), PlayerRefusals))]
pub async fn verifiable_rounds(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(r): ApiJson<VerifiableRoundsRequest>,
) -> AppResult<Json<VerifiableRounds>> {
    Ok(Json(state.games.verifiable_rounds(p, r).await?))
}
