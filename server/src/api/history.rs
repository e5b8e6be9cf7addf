//! The transaction history: deposits and withdrawals of the signed-in player, filtered and paged,
//! and one transaction by id or by processor reference.

use axum::Json;
use axum::extract::State;
use casino_schema::{TransactionFilter, TransactionPage, TransactionRef, TransactionView};
use chrono::NaiveDate;
use diesel::prelude::*;

use super::auth::CurrentPlayer;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::state::AppState;
use crate::wallet::orders::{self, Order, State as OrderState};

const MAX_PER_PAGE: u32 = 100;

fn day_start(s: &str, plus_days: i64) -> AppResult<i64> {
    let d = NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| AppError::on_field(ErrorKind::Invalid, "date_invalid", "from"))?;
    let t = d
        .and_hms_opt(0, 0, 0)
        .ok_or_else(AppError::invalid_request)?
        .and_utc()
        .timestamp_millis();
    Ok(t + plus_days * 86_400_000)
}

#[utoipa::path(post, path = "/api/front/get_financial_transactions", request_body = TransactionFilter,
    responses((status = 200, body = TransactionPage), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn get_financial_transactions(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(f): ApiJson<TransactionFilter>,
) -> AppResult<Json<TransactionPage>> {
    use crate::db::schema::payment_orders as o;
    let kind = match f.kind.as_deref() {
        None | Some("") => None,
        Some(k @ ("deposit" | "withdrawal")) => Some(k.to_owned()),
        Some(_) => return Err(AppError::invalid_request()),
    };
    let states = match f.status.as_deref() {
        None | Some("") => None,
        Some(s) => Some(OrderState::with_status(s).ok_or_else(AppError::invalid_request)?),
    };
    let from = f
        .from
        .as_deref()
        .filter(|s| !s.is_empty())
        .map(|s| day_start(s, 0))
        .transpose()?;
    let to =
        f.to.as_deref()
            .filter(|s| !s.is_empty())
            .map(|s| day_start(s, 1))
            .transpose()?;
    let page = f.page.unwrap_or(1).max(1);
    let per_page = f.per_page.unwrap_or(20).clamp(1, MAX_PER_PAGE);
    let (items, total) = state
        .db
        .run(move |c| {
            let filtered = || {
                let mut q = o::table.filter(o::player_id.eq(p.id.clone())).into_boxed();
                if let Some(k) = &kind {
                    q = q.filter(o::kind.eq(k.clone()));
                }
                if let Some(s) = states {
                    q = q.filter(
                        o::state.eq_any(s.iter().map(|x| (*x).to_owned()).collect::<Vec<_>>()),
                    );
                }
                if let Some(t) = from {
                    q = q.filter(o::created_at.ge(t));
                }
                if let Some(t) = to {
                    q = q.filter(o::created_at.lt(t));
                }
                q
            };
            let total: i64 = filtered().count().get_result(c)?;
            let items: Vec<Order> = filtered()
                .order((o::created_at.desc(), o::id.desc()))
                .limit(i64::from(per_page))
                .offset(i64::from((page - 1) * per_page))
                .select(Order::as_select())
                .load(c)?;
            Ok((items, total))
        })
        .await?;
    Ok(Json(TransactionPage {
        items: items.iter().map(Order::view).collect(),
        total: u32::try_from(total).unwrap_or(u32::MAX),
        page,
        per_page,
    }))
}

#[utoipa::path(post, path = "/api/front/get_financial_transaction", request_body = TransactionRef,
    responses((status = 200, body = TransactionView), (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_financial_transaction(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(r): ApiJson<TransactionRef>,
) -> AppResult<Json<TransactionView>> {
    let id = r.id.ok_or_else(AppError::invalid_request)?;
    let order = state
        .db
        .run(move |c| orders::find_own(c, &p.id, &id))
        .await?;
    Ok(Json(order.view()))
}

/// The return pages of processors know their own reference, not our id.
#[utoipa::path(post, path = "/api/front/get_eupayment_financial_transaction", request_body = TransactionRef,
    responses((status = 200, body = TransactionView), (status = 404, body = casino_schema::ErrorEnvelope)))]
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
