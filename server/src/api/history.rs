//! The transaction history: deposits and withdrawals of the signed-in player, filtered and paged,
//! and one transaction by id or by processor reference.

use axum::Json;
use axum::extract::State;
use casino_schema::{TransactionFilter, TransactionPage, TransactionRef, TransactionView};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult};
use crate::http::json::ApiJson;
use crate::ids::OrderId;
use crate::state::AppState;
use crate::wallet::{history_page, orders};

#[utoipa::path(post, path = "/api/front/get_financial_transactions", request_body = TransactionFilter,
    responses((status = 200, body = TransactionPage), PlayerRefusals))]
pub async fn get_financial_transactions(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(f): ApiJson<TransactionFilter>,
) -> AppResult<Json<TransactionPage>> {
    let now = state.clock.now_millis();
    let page = state
        .db
        .run(move |c| history_page(c, &p.id, &f, now))
        .await?;
    Ok(Json(page))
}

#[utoipa::path(post, path = "/api/front/get_financial_transaction", request_body = TransactionRef,
    responses((status = 200, body = TransactionView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_financial_transaction(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionView>> {
    let id = OrderId::from(r.id.ok_or_else(AppError::invalid_request)?);
    let view = state
        .db
        .run(move |c| {
            let order = orders::find_own(c, &p.id, &id)?;
            orders::view_with_bonus(c, &order)
        })
        .await?;
    Ok(Json(view))
}

/// The return pages of processors know their own reference, not our id.
#[utoipa::path(post, path = "/api/front/get_eupayment_financial_transaction", request_body = TransactionRef,
    responses((status = 200, body = TransactionView), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_eupayment_financial_transaction(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionView>> {
    let reference = r.reference.ok_or_else(AppError::invalid_request)?;
    let order = state
        .db
        .run(move |c| {
            orders::by_reference(c, &reference)?
                .filter(|o| o.player_id == p.id)
                .ok_or_else(AppError::not_found)
        })
        .await?;
    Ok(Json(order.view()))
}
