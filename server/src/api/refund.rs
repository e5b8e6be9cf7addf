//! `front/request_refund`: a deposit back (the refund policy's rules). The use case is
//! `crate::payments::Payments::request_refund`.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::payments::Verification;
use casino_schema::{RefundRequest, TransactionAnswer};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// Holds a deposit's money for its refund: paid back once the identity is verified, forfeited
/// (and the account closed) without the documents within 5 days.
#[utoipa::path(post, path = "/api/front/request_refund", request_body = RefundRequest,
    responses((status = 200, body = TransactionAnswer), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn request_refund(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<RefundRequest>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state.payments.request_refund(&p, body).await?;
    let code = if p.verification == Verification::None {
        "refund_requested"
    } else {
        "refund_requested_verified"
    };
    Ok(Json(TransactionAnswer {
        code: code.into(),
        message: super::message(&headers, code),
        transaction: order.view(),
    }))
}
