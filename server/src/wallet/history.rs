//! The player's transaction history: their deposits, withdrawals, refunds and affiliate
//! commissions, filtered and paged.

use casino_schema::{
    TransactionFilter, TransactionKind, TransactionPage, TransactionStatus, TransactionView,
};
use chrono::NaiveDate;
use diesel::prelude::*;

use super::orders::{Order, states_with};
use super::refunds;
use crate::db::DbConnection;
use crate::db::schema::payment_orders as o;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;

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

/// One page of the player's orders matching the filter, newest first. The dates are whole days
/// (`from` included, `to` included to its end).
pub fn page(
    c: &mut DbConnection,
    player_id: &PlayerId,
    f: &TransactionFilter,
    now: i64,
) -> AppResult<TransactionPage> {
    let kind = match f.kind.as_deref() {
        None | Some("") => None,
        Some(k) => Some(TransactionKind::parse(k).ok_or_else(AppError::invalid_request)?),
    };
    let states = match f.status.as_deref() {
        None | Some("") => None,
        Some(s) => {
            let status = TransactionStatus::parse(s).ok_or_else(AppError::invalid_request)?;
            Some(states_with(status))
        }
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
    let filtered = || {
        let mut q = o::table
            .filter(o::player_id.eq(player_id.to_owned()))
            .into_boxed();
        if let Some(k) = &kind {
            q = q.filter(o::kind.eq(*k));
        }
        if let Some(s) = &states {
            q = q.filter(o::state.eq_any(s.iter().map(|x| x.as_str()).collect::<Vec<_>>()));
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
        // In i64: a page number near u32::MAX times the page size overflows u32.
        .offset(i64::from(page - 1) * i64::from(per_page))
        .select(Order::as_select())
        .load(c)?;
    let refunded = refunds::refunded_deposits(c, player_id)?;
    Ok(TransactionPage {
        items: items
            .iter()
            .map(|o| TransactionView {
                refundable: refunds::offered(o, &refunded, now),
                ..o.view()
            })
            .collect(),
        total: u32::try_from(total).unwrap_or(u32::MAX),
        page,
        per_page,
    })
}
