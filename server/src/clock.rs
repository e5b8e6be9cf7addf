//! The one source of "now" for the server. Every timestamp, deadline, schedule and limit reads it,
//! so a test can set the time and move it instead of sleeping.
//!
//! Domain code takes `now` (Unix milliseconds, UTC) as an argument, or a `&Clock` when it must
//! read the time more than once; only the HTTP layer and the start-up code hold the `Clock`
//! itself (in `AppState`).

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

#[derive(Debug, Clone, Default)]
pub struct Clock {
    /// `None`: the system clock. `Some`: a time set by hand, shared by every clone.
    manual: Option<Arc<AtomicI64>>,
}

impl Clock {
    /// The system clock.
    pub fn real() -> Clock {
        Clock { manual: None }
    }

    /// A clock standing at `millis` until it is `set` or `advance`d.
    pub fn manual(millis: i64) -> Clock {
        Clock {
            manual: Some(Arc::new(AtomicI64::new(millis))),
        }
    }

    /// Milliseconds since the Unix epoch: every timestamp column.
    pub fn now_millis(&self) -> i64 {
        match &self.manual {
            Some(t) => t.load(Ordering::SeqCst),
            None => Utc::now().timestamp_millis(),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        Utc.timestamp_millis_opt(self.now_millis())
            .single()
            .unwrap_or_default()
    }

    /// Today's date in UTC.
    pub fn today(&self) -> NaiveDate {
        self.now().date_naive()
    }

    /// Moves a manual clock to `millis`. A real clock cannot be moved: that is a test's mistake.
    pub fn set(&self, millis: i64) {
        self.manual
            .as_ref()
            .expect("only a manual clock can be set")
            .store(millis, Ordering::SeqCst);
    }

    /// Moves a manual clock on by `millis`.
    pub fn advance(&self, millis: i64) {
        self.manual
            .as_ref()
            .expect("only a manual clock can be advanced")
            .fetch_add(millis, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_every_clone_sees_it() {
        let clock = Clock::manual(1_700_000_000_000);
        let other = clock.clone();
        assert_eq!(clock.now_millis(), 1_700_000_000_000);
        other.advance(86_400_000);
        assert_eq!(clock.now_millis(), 1_700_086_400_000);
        assert_eq!(clock.today().to_string(), "2023-11-15");
        clock.set(0);
        assert_eq!(other.now().to_rfc3339(), "1970-01-01T00:00:00+00:00");
    }

    #[test]
    fn the_real_clock_follows_the_system() {
        let before = Utc::now().timestamp_millis();
        let now = Clock::real().now_millis();
        assert!(now >= before && now - before < 60_000);
    }
}
