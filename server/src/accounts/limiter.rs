//! Limiter: after too many sign-in failures within a window an account or an address must wait,
//! and an address may ask for only a few password-reset e-mails. Events are rows in the database
//! so every server instance sees the same count.

use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::login_failures;
use crate::error::AppResult;

/// Failures allowed per account within the window.
pub const ACCOUNT_LIMIT: i64 = 5;
/// Failures allowed per address within the window (several players may share one).
pub const ADDRESS_LIMIT: i64 = 20;
pub const WINDOW_MILLIS: i64 = 15 * 60 * 1000;
/// Password-reset requests per address within the window: each sends an e-mail, and each answer
/// tells whether a username exists.
pub const RESET_LIMIT: i64 = 5;

pub fn account(username_key: &str) -> String {
    format!("account:{username_key}")
}

pub fn address(ip: &str) -> String {
    format!("ip:{ip}")
}

pub fn reset_requests(ip: &str) -> String {
    format!("reset:{ip}")
}

fn recent(conn: &mut DbConnection, subject: &str, now: i64) -> AppResult<i64> {
    Ok(login_failures::table
        .filter(login_failures::subject.eq(subject))
        .filter(login_failures::at.gt(now - WINDOW_MILLIS))
        .count()
        .get_result(conn)?)
}

/// Whether either subject has used up its failures.
pub fn blocked(conn: &mut DbConnection, account: &str, address: &str, now: i64) -> AppResult<bool> {
    Ok(
        recent(conn, account, now)? >= ACCOUNT_LIMIT
            || recent(conn, address, now)? >= ADDRESS_LIMIT,
    )
}

/// Whether `subject` has used up its `limit` of events within the window.
pub fn exhausted(conn: &mut DbConnection, subject: &str, limit: i64, now: i64) -> AppResult<bool> {
    Ok(recent(conn, subject, now)? >= limit)
}

/// Records one event (a failed sign-in, a reset request) for each subject.
pub fn record_failure(conn: &mut DbConnection, subjects: &[&str], now: i64) -> AppResult<()> {
    for subject in subjects {
        diesel::insert_into(login_failures::table)
            .values((
                login_failures::id.eq(uuid::Uuid::new_v4().to_string()),
                login_failures::subject.eq(*subject),
                login_failures::at.eq(now),
            ))
            .execute(conn)?;
    }
    // Old rows are useless: forget them as we go.
    diesel::delete(login_failures::table.filter(login_failures::at.le(now - WINDOW_MILLIS)))
        .execute(conn)?;
    Ok(())
}

/// A successful sign-in forgives the account's failures.
pub fn clear(conn: &mut DbConnection, account: &str) -> AppResult<()> {
    diesel::delete(login_failures::table.filter(login_failures::subject.eq(account)))
        .execute(conn)?;
    Ok(())
}
