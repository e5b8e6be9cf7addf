//! The log of what staff did: every staff call that changed something writes a line (who,
//! which call, on what, the detail, when), which administrators read.

use casino_schema::StaffActionView;
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::staff_actions;
use crate::error::AppResult;

const SHOWN: i64 = 200;

/// One staff action.
pub struct Action<'a> {
    pub staff: &'a str,
    pub action: &'a str,
    pub target: &'a str,
    pub detail: &'a str,
}

pub fn record(c: &mut DbConnection, a: &Action<'_>, now: i64) -> AppResult<()> {
    diesel::insert_into(staff_actions::table)
        .values((
            staff_actions::id.eq(uuid::Uuid::new_v4().to_string()),
            staff_actions::staff.eq(a.staff),
            staff_actions::action.eq(a.action),
            staff_actions::target.eq(a.target),
            staff_actions::detail.eq(a.detail),
            staff_actions::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// The newest actions first.
pub fn newest(c: &mut DbConnection) -> AppResult<Vec<StaffActionView>> {
    Ok(staff_actions::table
        .order((staff_actions::created_at.desc(), staff_actions::id))
        .limit(SHOWN)
        .select((
            staff_actions::staff,
            staff_actions::action,
            staff_actions::target,
            staff_actions::detail,
            staff_actions::created_at,
        ))
        .load::<(String, String, String, String, i64)>(c)?
        .into_iter()
        .map(
            |(staff, action, target, detail, created_at)| StaffActionView {
                staff,
                action,
                target,
                detail,
                created_at,
            },
        )
        .collect())
}
