//! Decisions two administrators take together (a large payout, a wire deposit's receipt): the
//! first one's approval is kept until a second, different administrator carries the decision
//! out. Nobody approves twice.

use std::collections::BTreeMap;

use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::staff_approvals;
use crate::db::statement::sql;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};
use crate::player::Player;
use crate::staff_log::StaffAction;

/// In the decision's transaction: whether `staff` is the second administrator of `action` on
/// `order_id`. True when another one approved it first (the decision goes ahead); false when
/// this is the first approval, now recorded. The same administrator again is refused.
pub fn second(
    c: &mut DbConnection,
    order_id: &OrderId,
    action: StaffAction,
    staff: &Player,
    now: i64,
) -> AppResult<bool> {
    let action = action.code();
    // Two administrators at once: one insert wins, the other reads the winner's row.
    let recorded = sql(
        "INSERT INTO staff_approvals (order_id, action, staff_id, staff, created_at) \
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    )
    .text(order_id)
    .text(action)
    .text(staff.id.as_str())
    .text(staff.username.as_str())
    .big_int(now)
    .execute(c)?;
    if recorded == 1 {
        return Ok(false);
    }
    let first: PlayerId = staff_approvals::table
        .find((order_id, action))
        .select(staff_approvals::staff_id)
        .first(c)?;
    if first == staff.id {
        return Err(AppError::new(ErrorKind::Conflict, "second_approval_needed"));
    }
    Ok(true)
}

/// Who approved each of `order_ids` first and waits for a second administrator.
pub fn first_approvers(
    c: &mut DbConnection,
    order_ids: &[OrderId],
) -> AppResult<BTreeMap<OrderId, String>> {
    Ok(staff_approvals::table
        .filter(staff_approvals::order_id.eq_any(order_ids))
        .select((staff_approvals::order_id, staff_approvals::staff))
        .load::<(OrderId, String)>(c)?
        .into_iter()
        .collect())
}
