//! A game's rounds: bet, act, resume, show; and chips on a live table.

use axum::Json;
use axum::extract::State;
use casino_schema::{
    ActRequest, BetRequest, LiveBetRequest, OpenRoundRequest, RoundRequest, RoundView,
};

use super::{MaybePlayer, MaybeSession};
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/game/bet", request_body = BetRequest,
    responses((status = 200, body = RoundView), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn bet(
    State(state): State<AppState>,
    MaybeSession(session): MaybeSession,
    ApiJson(r): ApiJson<BetRequest>,
) -> AppResult<Json<RoundView>> {
    Ok(Json(state.games.bet(session, r).await?))
}

#[utoipa::path(post, path = "/api/game/act", request_body = ActRequest,
    responses((status = 200, body = RoundView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn act(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<ActRequest>,
) -> AppResult<Json<RoundView>> {
    Ok(Json(state.games.act(player, r).await?))
}

#[utoipa::path(post, path = "/api/game/open_round", request_body = OpenRoundRequest,
    responses((status = 200, body = Option<RoundView>), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn open_round(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<OpenRoundRequest>,
) -> AppResult<Json<Option<RoundView>>> {
    Ok(Json(state.games.open_round(player, r).await?))
}

#[utoipa::path(post, path = "/api/game/round", request_body = RoundRequest,
    responses((status = 200, body = RoundView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn round(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<RoundRequest>,
) -> AppResult<Json<RoundView>> {
    Ok(Json(state.games.round(player, r).await?))
}

#[utoipa::path(post, path = "/api/game/live_bet", request_body = LiveBetRequest,
    responses((status = 200, body = RoundView), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn live_bet(
    State(state): State<AppState>,
    MaybeSession(session): MaybeSession,
    ApiJson(r): ApiJson<LiveBetRequest>,
) -> AppResult<Json<RoundView>> {
    Ok(Json(state.games.live_bet(session, r).await?))
}
