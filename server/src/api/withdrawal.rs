//! Withdrawals: the methods and the facts the page quotes with, the request, and the player's
//! cancel of a pending one. The use cases are `crate::payments::Payments`'.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    CurrencyRequest, TransactionAnswer, TransactionRef, WithdrawalProcessorList, WithdrawalRequest,
};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_withdrawal_processors", request_body = CurrencyRequest,
    responses((status = 200, body = WithdrawalProcessorList), PlayerRefusals))]
pub async fn get_withdrawal_processors(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<CurrencyRequest>,
) -> AppResult<Json<WithdrawalProcessorList>> {
    let list = state.payments.withdrawal_processors(p, body.currency);
    Ok(Json(list.await?))
}

#[utoipa::path(post, path = "/api/payment/send_withdrawal_request", request_body = WithdrawalRequest,
    responses((status = 200, body = TransactionAnswer), PlayerRefusals))]
pub async fn send_withdrawal_request(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<WithdrawalRequest>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state.payments.request_withdrawal(p, body).await?;
    Ok(Json(TransactionAnswer {
        code: "withdrawal_sent".into(),
        message: super::message(&headers, "withdrawal_sent"),
        transaction: order.view(),
    }))
}

#[utoipa::path(post, path = "/api/front/cancel_withdrawal_request", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn cancel_withdrawal_request(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state.payments.cancel_withdrawal(&p, body.id).await?;
    Ok(Json(TransactionAnswer {
        code: "withdrawal_cancelled".into(),
        message: super::message(&headers, "withdrawal_cancelled"),
        transaction: order.view(),
    }))
}
