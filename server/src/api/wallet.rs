//! Balances: `front/get_player_balance` and `front/add_currency`.

use axum::Json;
use axum::extract::State;
use casino_schema::{BalanceView, CurrencyRequest, EmptyRequest};

use super::auth::{CurrentPlayer, CurrentSession};
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;
use crate::wallet::{balance_view, open_wallet};

#[utoipa::path(post, path = "/api/front/get_player_balance", request_body = EmptyRequest,
    responses((status = 200, body = BalanceView), PlayerRefusals))]
pub async fn get_player_balance(
    State(state): State<AppState>,
    CurrentSession(session): CurrentSession,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<BalanceView>> {
    let view = state
        .db
        .run(move |c| {
            let p = session.player(c)?;
            balance_view(c, &p.id, p.currency)
        })
        .await?;
    Ok(Json(view))
}

#[utoipa::path(post, path = "/api/front/add_currency", request_body = CurrencyRequest,
    responses((status = 200, body = BalanceView), PlayerRefusals))]
pub async fn add_currency(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<CurrencyRequest>,
) -> AppResult<Json<BalanceView>> {
    let now = state.clock.now_millis();
    let currency = body.currency;
    let main = p.currency;
    let view = state
        .db
        .run(move |c| {
            open_wallet(c, &p.id, currency, now)?;
            balance_view(c, &p.id, main)
        })
        .await?;
    Ok(Json(view))
}
