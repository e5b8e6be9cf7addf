//! Coins held because their player could not deposit when they arrived (a break, a suspended or
//! closed account, a deposit limit): the administrators' queue, and crediting or returning them.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{AdminQueue, EmptyRequest, TransactionAnswer, TransactionRef};

use super::admin::{Admin, answer};
use crate::api::openapi::StaffRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/admin/get_held_payments", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), StaffRefusals))]
pub async fn get_held_payments(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(state.payments.held_queue().await?))
}

macro_rules! releases {
    ($($(#[$doc:meta])* $name:ident => $credit:literal, $code:literal),* $(,)?) => {$(
        $(#[$doc])*
        #[utoipa::path(post, path = concat!("/api/admin/", stringify!($name)), request_body = TransactionRef,
            responses((status = 200, body = TransactionAnswer), StaffRefusals,
                      (status = 404, body = casino_schema::ErrorEnvelope),
                      (status = 409, body = casino_schema::ErrorEnvelope)))]
        pub async fn $name(
            State(state): State<AppState>,
            Admin(admin): Admin,
            headers: HeaderMap,
            ApiJson(r): ApiJson<TransactionRef>,
        ) -> AppResult<Json<TransactionAnswer>> {
            let order = state.payments.release_held(&admin, r.id, $credit).await?;
            Ok(answer(&headers, $code, &order))
        }
    )*};
}

releases! {
    /// Held coins credited to their player after all.
    credit_held_payment => true, "deposit_complete",
    /// Held coins sent back to where they came from.
    return_held_payment => false, "held_payment_returned",
}
