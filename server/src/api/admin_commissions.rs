//! Affiliate commissions: the administrators' queue of those recorded and waiting for a second
//! administrator, recording one, and confirming (paying) or cancelling it.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    AdminQueue, CommissionRequest, EmptyRequest, TransactionAnswer, TransactionRef,
};

use super::admin::{Admin, answer, decided_answer};
use crate::api::openapi::StaffRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/admin/get_affiliate_commissions", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), StaffRefusals))]
pub async fn get_affiliate_commissions(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(state.payments.commission_queue().await?))
}

/// An affiliate commission recorded: the first of the two administrators it needs.
#[utoipa::path(post, path = "/api/admin/record_affiliate_commission", request_body = CommissionRequest,
    responses((status = 200, body = TransactionAnswer), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn record_affiliate_commission(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(r): ApiJson<CommissionRequest>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state.payments.record_commission(&admin, r).await?;
    Ok(answer(&headers, "second_approval_recorded", &order))
}

/// A second administrator confirms a commission: it is paid into the player's balance.
#[utoipa::path(post, path = "/api/admin/confirm_affiliate_commission", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn confirm_affiliate_commission(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let decided = state.payments.confirm_commission(&admin, r.id).await?;
    Ok(decided_answer(&headers, "commission_paid", &decided))
}

/// A commission recorded in error is cancelled: nothing is paid.
#[utoipa::path(post, path = "/api/admin/reject_affiliate_commission", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn reject_affiliate_commission(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state.payments.reject_commission(&admin, r.id).await?;
    Ok(answer(&headers, "commission_rejected", &order))
}
