//! Withdrawals: the methods and the facts the page quotes with, the request, and the player's
//! cancel of a pending one.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::money::{from_cents, to_json_string};
use casino_core::payments::{self, BankForm};
use casino_schema::{
    CurrencyRequest, TransactionAnswer, TransactionRef, WithdrawalContext, WithdrawalProcessorList,
    WithdrawalProcessorView, WithdrawalRequest,
};

use super::auth::CurrentPlayer;
use super::wallet::parse_currency;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::payments::{WITHDRAWAL_METHODS, scaled};
use crate::state::AppState;
use crate::wallet::announce::announce;
use crate::wallet::orders::{self, State as OrderState};
use crate::wallet::withdrawals::{self, Request};

#[utoipa::path(post, path = "/api/front/get_withdrawal_processors", request_body = CurrencyRequest,
    responses((status = 200, body = WithdrawalProcessorList), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn get_withdrawal_processors(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<CurrencyRequest>,
) -> AppResult<Json<WithdrawalProcessorList>> {
    let now = state.clock.now_millis();
    let currency = parse_currency(&body.currency)?;
    let policy = state.config.unwagered_policy;
    let f = state
        .db
        .run(move |c| withdrawals::facts(c, &p, currency, policy, now, 0))
        .await?;
    let amount = |cents| to_json_string(from_cents(cents));
    Ok(Json(WithdrawalProcessorList {
        processors: WITHDRAWAL_METHODS
            .iter()
            .map(|(id, min, max)| {
                let (min, max) = scaled(currency, *min, *max);
                WithdrawalProcessorView {
                    id: (*id).into(),
                    min: to_json_string(min),
                    max: to_json_string(max),
                }
            })
            .collect(),
        context: WithdrawalContext {
            currency: currency.code().into(),
            balance: amount(f.balance),
            deposited: amount(f.deposited),
            wagered: amount(f.wagered),
            withdrawn_this_month: amount(f.withdrawn_this_month),
            verification: f.verification.code().into(),
            policy: f.policy.code().into(),
        },
    }))
}

#[utoipa::path(post, path = "/api/payment/send_withdrawal_request", request_body = WithdrawalRequest,
    responses((status = 200, body = TransactionAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn send_withdrawal_request(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<WithdrawalRequest>,
) -> AppResult<Json<TransactionAnswer>> {
    let now = state.clock.now_millis();
    let currency = parse_currency(&body.currency)?;
    let Some((_, min, max)) = WITHDRAWAL_METHODS
        .iter()
        .find(|(id, ..)| *id == body.processor)
    else {
        return Err(AppError::on_field(
            ErrorKind::Invalid,
            "choice_invalid",
            "processor",
        ));
    };
    let (min, max) = scaled(currency, *min, *max);
    casino_core::validate::amount(&body.amount, min, max)
        .map_err(|e| AppError::rule("amount", &e))?;
    if body.idempotency_key.trim().is_empty() || body.idempotency_key.len() > 100 {
        return Err(AppError::invalid_request());
    }
    let (destination, details) = match body.processor.as_str() {
        "bank" => {
            let b = body.bank.clone().unwrap_or_default();
            let form = BankForm {
                account: b.account,
                beneficiary: b.beneficiary,
                bic: b.bic,
                bank_name: b.bank_name,
                zip_code: b.zip_code,
                address: b.address,
            };
            AppError::check(&payments::bank_failures(&form))?;
            let compact: String = form
                .account
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            let tail = &compact[compact.len().saturating_sub(4)..];
            let details = format!("{} •••• {tail}", form.bank_name.trim());
            let destination = serde_json::to_string(&form).map_err(AppError::internal)?;
            (destination, details)
        }
        _ => {
            let address = body.address.clone().unwrap_or_default();
            payments::bitcoin_address(&address).map_err(|e| AppError::rule("address", &e))?;
            (address.trim().to_owned(), address.trim().to_owned())
        }
    };
    let policy = state.config.unwagered_policy;
    let player_id = p.id.clone();
    let order = state
        .db
        .run(move |c| {
            withdrawals::request(
                c,
                &Request {
                    player: &p,
                    processor: if body.processor == "bank" {
                        "bank"
                    } else {
                        "bitcoin"
                    },
                    amount: &body.amount,
                    currency,
                    key: &body.idempotency_key,
                    destination,
                    details,
                    policy,
                },
                now,
            )
        })
        .await?;
    announce(&state.db, &state.realtime, &player_id, Some(&order)).await;
    Ok(Json(TransactionAnswer {
        code: "withdrawal_sent".into(),
        message: super::message(&headers, "withdrawal_sent"),
        transaction: order.view(),
    }))
}

#[utoipa::path(post, path = "/api/front/cancel_withdrawal_request", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn cancel_withdrawal_request(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let now = state.clock.now_millis();
    let id = body.id.ok_or_else(AppError::invalid_request)?;
    let player_id = p.id.clone();
    let order = state
        .db
        .run(move |c| {
            let order = orders::find_own(c, &player_id, &id)?;
            if order.kind != orders::Kind::Withdrawal.as_str()
                || !withdrawals::give_back(c, &order, OrderState::Cancelled, now)?
            {
                // Approved, paid or cancelled already: too late to cancel.
                return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
            }
            orders::find_own(c, &player_id, &id)
        })
        .await?;
    announce(&state.db, &state.realtime, &p.id, Some(&order)).await;
    Ok(Json(TransactionAnswer {
        code: "withdrawal_cancelled".into(),
        message: super::message(&headers, "withdrawal_cancelled"),
        transaction: order.view(),
    }))
}
