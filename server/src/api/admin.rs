//! The staff's roles and the administrators' calls: the withdrawal queue with approve, reject and
//! payout, wire-transfer receipts to confirm, and a player's identity verification (the KYC
//! team's too). Every staff call checks its roles on the server: anyone else gets 403, and every
//! change is written to the staff log.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use casino_core::money::{format_money, from_cents};
use casino_schema::{
    AdminQueue, Done, EmptyRequest, TransactionAnswer, TransactionRef, VerificationUpdate,
};

use super::auth::CurrentPlayer;
use crate::api::openapi::StaffRefusals;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::payments::{Decided, Decision};
use crate::player::{Player, Role};
use crate::state::AppState;
use crate::wallet::orders::Order;

/// The signed-in user, when they hold one of `roles`; anyone else gets 403.
async fn staff_with(parts: &mut Parts, state: &AppState, roles: &[Role]) -> AppResult<Player> {
    let CurrentPlayer(p) = CurrentPlayer::from_request_parts(parts, state).await?;
    if p.scopes.any(roles) {
        Ok(p)
    } else {
        Err(AppError::new(ErrorKind::Forbidden, "forbidden"))
    }
}

macro_rules! staff_role {
    ($($(#[$doc:meta])* $name:ident => [$($role:ident),+]),* $(,)?) => {$(
        $(#[$doc])*
        pub struct $name(pub Player);

        impl FromRequestParts<AppState> for $name {
            type Rejection = AppError;

            async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<$name> {
                staff_with(parts, state, &[$(Role::$role),+]).await.map($name)
            }
        }
    )*};
}

staff_role! {
    /// An administrator: money decisions, campaigns, the staff log.
    Admin => [Admin],
    /// Customer support (or an administrator): tickets and players' files.
    SupportAgent => [Support, Manager, Admin],
    /// The KYC team (or an administrator): identity verification.
    KycAgent => [Kyc, Admin],
}

/// A decision's answer: `code` when it was carried out, or that a second administrator must
/// confirm it.
pub(super) fn decided_answer(
    headers: &HeaderMap,
    code: &str,
    decided: &Decided,
) -> Json<TransactionAnswer> {
    match decided {
        Decided::Done(order) => answer(headers, code, order),
        Decided::AwaitingSecond(order) => answer(headers, "second_approval_recorded", order),
    }
}

/// An order's answer: its code and the sentence with its amount, in the request's language.
pub(super) fn answer(headers: &HeaderMap, code: &str, order: &Order) -> Json<TransactionAnswer> {
    let params = BTreeMap::from([(
        "amount".to_owned(),
        format_money(
            from_cents(order.amount_cents),
            order.currency,
            request_locale(headers),
        ),
    )]);
    Json(TransactionAnswer {
        code: code.into(),
        message: casino_core::i18n::message(request_locale(headers), code, &params),
        transaction: order.view(),
    })
}

#[utoipa::path(post, path = "/api/admin/get_withdrawal_requests", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), StaffRefusals))]
pub async fn get_withdrawal_requests(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(state.payments.withdrawal_queue().await?))
}

#[utoipa::path(post, path = "/api/admin/get_wire_deposits", request_body = EmptyRequest,
    responses((status = 200, body = AdminQueue), StaffRefusals))]
pub async fn get_wire_deposits(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminQueue>> {
    Ok(Json(state.payments.wire_queue().await?))
}

macro_rules! decisions {
    ($($name:ident => $decision:ident),* $(,)?) => {$(
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
            let decided = state.payments.decide_withdrawal(&admin, r.id, Decision::$decision).await?;
            Ok(decided_answer(&headers, Decision::$decision.code(), &decided))
        }
    )*};
}

decisions! {
    approve_withdrawal => Approve,
    reject_withdrawal => Reject,
    complete_withdrawal => PayOut,
}

/// The money of a wire deposit arrived at the bank.
#[utoipa::path(post, path = "/api/admin/confirm_wire_deposit", request_body = TransactionRef,
    responses((status = 200, body = TransactionAnswer), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn confirm_wire_deposit(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionAnswer>> {
    let decided = state.payments.confirm_wire(&admin, r.id).await?;
    Ok(decided_answer(&headers, "deposit_complete", &decided))
}

/// The anti-money-laundering flags of the days asked, for staff to review.
#[utoipa::path(post, path = "/api/admin/get_aml_flags", request_body = casino_schema::ReportRequest,
    responses((status = 200, body = casino_schema::AmlFlags), StaffRefusals,
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn get_aml_flags(
    State(state): State<AppState>,
    _admin: Admin,
    ApiJson(r): ApiJson<casino_schema::ReportRequest>,
) -> AppResult<Json<casino_schema::AmlFlags>> {
    let flags = state
        .db
        .run(move |c| crate::wallet::aml_flags(c, &r))
        .await?;
    Ok(Json(flags))
}

#[utoipa::path(post, path = "/api/admin/set_player_verification", request_body = VerificationUpdate,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_verification(
    State(state): State<AppState>,
    KycAgent(agent): KycAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<VerificationUpdate>,
) -> AppResult<Json<Done>> {
    let player = state
        .support
        .set_verification(&agent, body.username, body.verification)
        .await?;
    state.bonuses.on_verified(player.username).await?;
    Ok(super::done(&headers, "verification_updated"))
}

/// The operator's report of the days asked: gross and net gaming revenue by day and currency, each
/// game's over the days, and each processor's deposits and withdrawals, from the ledger.
#[utoipa::path(post, path = "/api/admin/get_report", request_body = casino_schema::ReportRequest,
    responses((status = 200, body = casino_schema::Report), StaffRefusals,
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn get_report(
    State(state): State<AppState>,
    _admin: Admin,
    ApiJson(r): ApiJson<casino_schema::ReportRequest>,
) -> AppResult<Json<casino_schema::Report>> {
    let catalog = state.games.catalog.clone();
    let report = state
        .db
        .run(move |c| {
            let describe = |id: &str| {
                catalog.get(id).map(|g| {
                    let s = &g.summary;
                    (s.name.clone(), s.engine.clone(), s.rtp.clone())
                })
            };
            crate::wallet::report(c, &r, &describe)
        })
        .await?;
    Ok(Json(report))
}
