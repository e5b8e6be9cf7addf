//! The ledger audit on a schedule: once a day (UTC), exactly one instance runs `ledger::audit`
//! over the whole ledger. Each instance looks every few minutes; the day is claimed first in
//! `ledger_audits`, whose primary key lets one insert win, and the result is kept there, so every
//! instance's metrics show the last audit's time and breaches. A breach is logged at error level
//! with what it names.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::ledger;
use crate::clock::Clock;
use crate::db::schema::ledger_audits;
use crate::db::{Db, DbConnection};
use crate::error::AppResult;

/// How often an instance looks. The first look is at start-up.
const EVERY: Duration = Duration::from_secs(5 * 60);

/// The last finished audit: when it finished (Unix milliseconds) and the breaches it found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Last {
    pub finished_at: i64,
    pub breaches: i64,
}

/// Starts the look on this instance (once per process).
pub fn start(db: &Db, clock: &Clock) {
    static STARTED: AtomicBool = AtomicBool::new(false);
    if STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let (db, clock) = (db.clone(), clock.clone());
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let done = run_due(&db, clock.now_millis()).await;
            crate::metrics::job_ran("ledger_audit", done.is_err());
            if let Err(e) = done {
                tracing::warn!(error = %e.code, "ledger audit failed; retried at the next look");
            }
        }
    });
}

/// The day's audit when no instance has claimed it yet: the breaches it found (`None` when the
/// day was audited already, here or elsewhere).
pub async fn run_due(db: &Db, now: i64) -> AppResult<Option<Vec<String>>> {
    let period = day(now);
    let claimed = {
        let period = period.clone();
        db.write(move |c| claim(c, &period, now)).await?
    };
    if !claimed {
        return Ok(None);
    }
    let breaches = db.run(ledger::audit).await?;
    for breach in &breaches {
        tracing::error!(%breach, "ledger audit breach");
    }
    let (found, finished_at) = (breaches.len() as i64, now);
    db.write(move |c| {
        diesel::update(ledger_audits::table.find(&period))
            .set((
                ledger_audits::finished_at.eq(finished_at),
                ledger_audits::breaches.eq(found),
            ))
            .execute(c)?;
        Ok(())
    })
    .await?;
    Ok(Some(breaches))
}

/// The last audit that finished, on any instance.
pub fn last(c: &mut DbConnection) -> AppResult<Option<Last>> {
    let row: Option<(Option<i64>, Option<i64>)> = ledger_audits::table
        .filter(ledger_audits::finished_at.is_not_null())
        .order(ledger_audits::finished_at.desc())
        .select((ledger_audits::finished_at, ledger_audits::breaches))
        .first(c)
        .optional()?;
    Ok(row.and_then(|(finished_at, breaches)| {
        Some(Last {
            finished_at: finished_at?,
            breaches: breaches.unwrap_or_default(),
        })
    }))
}

fn claim(c: &mut DbConnection, period: &str, now: i64) -> AppResult<bool> {
    let written = c.transaction(|c| {
        diesel::insert_into(ledger_audits::table)
            .values((
                ledger_audits::period.eq(period),
                ledger_audits::started_at.eq(now),
            ))
            .execute(c)
    });
    match written {
        Ok(_) => Ok(true),
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// The UTC day of `now`, `YYYY-MM-DD`.
fn day(now: i64) -> String {
    chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_default()
        .format("%Y-%m-%d")
        .to_string()
}
