//! The bonuses' scheduled work, started once per instance: the Monday cashback. Every instance
//! runs it; `cashback` makes each award exactly-once across them. The weekly (Wednesday) and
//! monthly (1st) bonuses need no job: they are deposit offers on their day (`offers`).

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::{Bonuses, cashback};

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
    let done = cashback::run_due(&bonuses.db, bonuses.clock.now_millis()).await;
    crate::metrics::job_ran("cashback", done.is_err());
    match done {
        Ok(0) => {}
        Ok(n) => tracing::info!(bonuses = n, "weekly cashback given"),
        Err(e) => {
            tracing::warn!(error = %e.code, "weekly cashback failed; retried at the next look")
        }
    }
}
