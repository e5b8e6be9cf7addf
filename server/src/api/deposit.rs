//! Deposits: the processor list, one call per processor, crypto addresses, and the processors'
//! signed callbacks that settle what was started. The use cases are `crate::payments::Payments`'.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use casino_core::payments::Processor;
use casino_schema::{
    CryptoWallet, CurrencyRequest, DepositAnswer, DepositRequest, ProcessorList, TransactionView,
    WalletRequest,
};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult};
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::payments::SIGNATURE_HEADER;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_processors", request_body = CurrencyRequest,
    responses((status = 200, body = ProcessorList), PlayerRefusals))]
pub async fn get_processors(
    State(state): State<AppState>,
    CurrentPlayer(_p): CurrentPlayer,
    ApiJson(body): ApiJson<CurrencyRequest>,
) -> AppResult<Json<ProcessorList>> {
    Ok(Json(state.payments.processor_list(body.currency)?))
}

/// The deposit calls, one per processor, all with the same body.
macro_rules! deposit_calls {
    ($($name:ident => $processor:expr),* $(,)?) => {$(
        #[utoipa::path(post, path = concat!("/api/front/", stringify!($name)), request_body = DepositRequest,
            responses((status = 200, body = DepositAnswer), PlayerRefusals, (status = 429, body = casino_schema::ErrorEnvelope)))]
        pub async fn $name(
            State(state): State<AppState>,
            CurrentPlayer(p): CurrentPlayer,
            headers: HeaderMap,
            ApiJson(body): ApiJson<DepositRequest>,
        ) -> AppResult<Json<DepositAnswer>> {
            let locale = request_locale(&headers);
            Ok(Json(state.payments.deposit($processor, p, locale, body).await?))
        }
    )*};
}

deposit_calls! {
    altitudepay_deposit_processor => Processor::Altitudepay,
    moto_deposit_processor => Processor::Moto,
    carespay_deposit_processor => Processor::Carespay,
    cashlib_deposit_processor => Processor::Cashlib,
    wire_deposit_processor => Processor::Wire,
}

#[utoipa::path(post, path = "/api/front/generate_wallet", request_body = WalletRequest,
    responses((status = 200, body = CryptoWallet), PlayerRefusals))]
pub async fn generate_wallet(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<WalletRequest>,
) -> AppResult<Json<CryptoWallet>> {
    Ok(Json(state.payments.crypto_wallet(p, &body.asset).await?))
}

/// A processor's signed callback (HMAC-SHA256 of the body in `X-Signature`).
#[utoipa::path(post, path = "/api/payment/callback/{processor}",
    params(("processor" = String, Path, description = "the processor's id")),
    request_body(content = String, description = "the processor's callback, as it signed it"),
    responses((status = 200, body = TransactionView), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn payment_callback(
    State(state): State<AppState>,
    Path(processor): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Json<TransactionView>> {
    let signature = headers
        .get(SIGNATURE_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let processor = Processor::parse(&processor).ok_or_else(AppError::not_found)?;
    let order = state
        .payments
        .settle_callback(processor, &body, signature)
        .await?;
    Ok(Json(order.view()))
}
