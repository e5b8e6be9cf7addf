//! The administrators' calls (SPEC section 6): the withdrawal queue with approve, reject and
//! payout, wire-transfer receipts to confirm, and a player's identity verification until the KYC
//! flow exists. Every call checks the `admin` scope on the server: a player gets 403.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use casino_core::money::{format_money, from_cents};
use casino_core::payments::Verification;
use casino_schema::{
    AdminQueue, AdminTransactionView, Done, EmptyRequest, TransactionAnswer, TransactionRef,
    VerificationUpdate,
};
use diesel::prelude::*;

use super::auth::CurrentPlayer;
use super::deposit::settle_callback_local;
use crate::accounts::mail::Mail;
use crate::accounts::player::{self, Player};
use crate::db::schema::{payment_orders, players};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::locale::request_locale;
use crate::state::AppState;
use crate::wallet::announce::announce;
use crate::wallet::orders::{self, Kind, Order, State as OrderState};
use crate::wallet::withdrawals;

/// A signed-in user holding the `admin` scope.
pub struct Admin(pub Player);

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<Admin> {
        let CurrentPlayer(p) = CurrentPlayer::from_request_parts(parts, state).await?;
        if p.scopes().iter().any(|s| s == "admin") {
            Ok(Admin(p))
        } else {
            Err(AppError::new(ErrorKind::Forbidden, "forbidden"))
        }
    }
}

fn queue(c: &mut crate::db::DbConnection, kind: Kind, states: &[&str]) -> AppResult<AdminQueue> {
    let rows: Vec<(Order, String, String)> = payment_orders::table
        .inner_join(players::table)
        .filter(payment_orders::kind.eq(kind.as_str()))
        .filter(
            payment_orders::state
                .eq_any(states.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()),
        )
        .order(payment_orders::created_at.asc())
        .limit(500)
        .select((Order::as_select(), players::username, players::verification))
        .load(c)?;
    Ok(AdminQueue {
        items: rows
            .into_iter()
            .map(|(o, username, verification)| AdminTransactionView {
                username,
                verification,
                transaction: o.view(),
            })
            .collect(),
    })
}

#[utoipa::path(post, path = "/api/admin/get_withdrawal_requests", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), (status = 403, body = casino_schema::ErrorEnvelope)))]
pub async fn get_withdrawal_requests(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(
        state
            .db
            .run(|c| queue(c, Kind::Withdrawal, &["pending", "scheduled"]))
            .await?,
    ))
}

#[utoipa::path(post, path = "/api/admin/get_wire_deposits", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), (status = 403, body = casino_schema::ErrorEnvelope)))]
pub async fn get_wire_deposits(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(
        state
            .db
            .run(|c| {
                let mut q = queue(c, Kind::Deposit, &["pending"])?;
                q.items.retain(|i| i.transaction.provider == "wire");
                Ok(q)
            })
            .await?,
    ))
}

/// One decision on a withdrawal: what it does, and the sentence of its answer.
#[derive(Clone, Copy)]
enum Decision {
    Approve,
    Reject,
    PayOut,
}

async fn decide(
    state: &AppState,
    headers: &HeaderMap,
    id: Option<String>,
    decision: Decision,
) -> AppResult<Json<TransactionAnswer>> {
    let now = state.clock.now_millis();
    let id = id.ok_or_else(AppError::invalid_request)?;
    let (order, owner) = state
        .db
        .run(move |c| {
            let order = orders::find(c, &id)?
                .filter(|o| o.kind == Kind::Withdrawal.as_str())
                .ok_or_else(AppError::not_found)?;
            let now = now;
            let done = match decision {
                Decision::Approve => {
                    orders::transition(c, &id, OrderState::Pending, OrderState::Scheduled, now)?
                }
                Decision::Reject => withdrawals::give_back(c, &order, OrderState::Rejected, now)?,
                Decision::PayOut => withdrawals::pay_out(c, &order, now)?,
            };
            if !done {
                // Cancelled by the player, or decided by another administrator first.
                return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
            }
            let order = orders::find(c, &id)?.ok_or_else(AppError::not_found)?;
            let owner = player::find(c, &order.player_id)?.ok_or_else(AppError::not_found)?;
            Ok((order, owner))
        })
        .await?;
    announce(&state.db, &state.realtime, &order.player_id, Some(&order)).await;
    let amount = format_money(from_cents(order.amount_cents), order.currency());
    let mail = match decision {
        Decision::Approve => Some(Mail::WithdrawalScheduled {
            username: &owner.username,
            amount: &amount,
        }),
        Decision::PayOut => Some(Mail::WithdrawalCompleted {
            username: &owner.username,
            amount: &amount,
        }),
        Decision::Reject => None,
    };
    if let Some(mail) = mail {
        // The decision stands even if the mail fails; the failure is logged by the mailer.
        let _ = state.mailer.send(&owner.email, &owner.language, mail).await;
    }
    let code = match decision {
        Decision::Approve => "withdrawal_scheduled",
        Decision::Reject => "withdrawal_rejected",
        Decision::PayOut => "withdrawal_completed",
    };
    let params = BTreeMap::from([("amount".to_owned(), amount)]);
    Ok(Json(TransactionAnswer {
        code: code.into(),
        message: casino_core::i18n::message(request_locale(headers), code, &params),
        transaction: order.view(),
    }))
}

macro_rules! decisions {
    ($($name:ident => $decision:ident),* $(,)?) => {$(
        #[utoipa::path(post, path = concat!("/api/admin/", stringify!($name)), request_body = TransactionRef,
            responses((status = 200, body = TransactionAnswer), (status = 403, body = casino_schema::ErrorEnvelope),
                      (status = 409, body = casino_schema::ErrorEnvelope)))]
        pub async fn $name(
            State(state): State<AppState>,
            _admin: Admin,
            headers: HeaderMap,
            ApiJson(r): ApiJson<TransactionRef>,
        ) -> AppResult<Json<TransactionAnswer>> {
            decide(&state, &headers, r.id, Decision::$decision).await
        }
    )*};
}

decisions! {
    approve_withdrawal => Approve,
    reject_withdrawal => Reject,
    complete_withdrawal => PayOut,
}

/// The money of a wire deposit arrived at the bank: credited through the same settlement as a
/// processor's callback.
#[utoipa::path(post, path = "/api/admin/confirm_wire_deposit", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn confirm_wire_deposit(
    State(state): State<AppState>,
    _admin: Admin,
    headers: HeaderMap,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let id = r.id.ok_or_else(AppError::invalid_request)?;
    let lookup = id.clone();
    let order = state
        .db
        .run(move |c| orders::find(c, &lookup))
        .await?
        .filter(|o| o.processor == "wire" && o.kind == Kind::Deposit.as_str())
        .ok_or_else(AppError::not_found)?;
    if !order.is(OrderState::Pending) {
        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
    }
    let reference = order.reference.clone().unwrap_or_else(|| order.id.clone());
    let order = settle_callback_local(&state, "wire", &order, &reference, "approved").await?;
    let params = BTreeMap::from([(
        "amount".to_owned(),
        format_money(from_cents(order.amount_cents), order.currency()),
    )]);
    Ok(Json(TransactionAnswer {
        code: "deposit_complete".into(),
        message: casino_core::i18n::message(request_locale(&headers), "deposit_complete", &params),
        transaction: order.view(),
    }))
}

#[utoipa::path(post, path = "/api/admin/set_player_verification", request_body = VerificationUpdate,
    responses((status = 200, body = Done), (status = 403, body = casino_schema::ErrorEnvelope),
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_verification(
    State(state): State<AppState>,
    _admin: Admin,
    headers: HeaderMap,
    ApiJson(body): ApiJson<VerificationUpdate>,
) -> AppResult<Json<Done>> {
    let now = state.clock.now_millis();
    let level = Verification::parse(&body.verification)
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "verification"))?;
    let key = player::username_key(&body.username);
    let changed = state
        .db
        .run(move |c| {
            Ok(
                diesel::update(players::table.filter(players::username_key.eq(key)))
                    .set((
                        players::verification.eq(level.code()),
                        players::updated_at.eq(now),
                    ))
                    .execute(c)?,
            )
        })
        .await?;
    if changed == 0 {
        return Err(AppError::on_field(
            ErrorKind::NotFound,
            "player_not_found",
            "username",
        ));
    }
    Ok(super::done(&headers, "verification_updated"))
}
