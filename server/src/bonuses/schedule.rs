//! The bonuses' scheduled work, started once per instance: the Monday cashback, the Wednesday
//! (weekly) and 1st-of-the-month (monthly) bonuses, and the end of bonuses whose time ran out.
//! Every instance runs it; `cashback` and `periodic` make each award exactly-once across them,
//! and an ending is a conditional update, done once whoever looks.

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::periodic::Schedule;
use super::{Bonuses, cashback, life, periodic};
use crate::wallet::announce;

/// How often an instance looks for owed periods. The first look is at start-up, which is how a
/// week missed during downtime is caught up.
const EVERY: Duration = Duration::from_secs(5 * 60);

/// Starts the schedule on this instance (once; a second call does nothing).
pub fn start(bonuses: &Bonuses) {
    if bonuses.schedule_started.swap(true, Ordering::SeqCst) {
        return;
    }
    let bonuses = bonuses.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            run(&bonuses).await;
        }
    });
}

/// One look at the schedule, on the bonuses' clock.
pub async fn run(bonuses: &Bonuses) {
    let now = bonuses.clock.now_millis();
    let done = cashback::run_due(&bonuses.db, now).await;
    crate::metrics::job_ran("cashback", done.is_err());
    match done {
        Ok(0) => {}
        Ok(n) => tracing::info!(bonuses = n, "weekly cashback given"),
        Err(e) => {
            tracing::warn!(error = %e.code, "weekly cashback failed; retried at the next look")
        }
    }
    match life::expire_due(&bonuses.db, now).await {
        Ok(players) => {
            for player in &players {
                announce(&bonuses.db, &bonuses.realtime, player, None).await;
            }
        }
        Err(e) => tracing::warn!(error = %e.code, "bonus expiry failed; retried at the next look"),
    }
    for schedule in Schedule::ALL {
        let done = periodic::run_due(&bonuses.db, schedule, now).await;
        crate::metrics::job_ran(schedule.job(), done.is_err());
        match done {
            Ok(0) => {}
            Ok(n) => tracing::info!(bonuses = n, job = schedule.job(), "scheduled bonus given"),
            Err(e) => tracing::warn!(
                error = %e.code,
                job = schedule.job(),
                "scheduled bonus failed; retried at the next look"
            ),
        }
    }
}
