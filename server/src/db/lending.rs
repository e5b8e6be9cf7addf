//! How the pool lends its connections, and when it checks them first.
//!
//! A PostgreSQL connection can die under the pool (the server restarted, a proxy cut it), so a
//! connection that may have sat idle is checked with `SELECT 1` before it is lent. Checking every
//! one cost a round trip per request: one of about ten in a game round, one of three in a
//! balance read. Like HikariCP's bypass window, a connection is lent unchecked while the pool is
//! in use: r2d2 lends the connection given back last, so when one came back within the window,
//! the one lent was in use a moment ago. A SQLite file cannot drop its connection: never checked.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use diesel::r2d2::{self, ConnectionManager, ManageConnection, R2D2Connection};

use super::{DbConnection, DbPool, PooledDb};
use crate::error::AppError;

/// How recently a connection must have come back for the next one to be lent unchecked.
const BYPASS: Duration = Duration::from_millis(500);

thread_local! {
    /// Set by `lend` just before it drops a connection that failed its check: the pool asks
    /// `has_broken` on the same thread while taking it back, and then throws it away.
    static FAILED_CHECK: Cell<bool> = const { Cell::new(false) };
}

/// Diesel's connection manager, which also throws away a connection `lend` found dead.
#[derive(Debug)]
pub struct Manager(pub ConnectionManager<DbConnection>);

impl ManageConnection for Manager {
    type Connection = DbConnection;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<DbConnection, r2d2::Error> {
        self.0.connect()
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), r2d2::Error> {
        self.0.is_valid(conn)
    }

    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        FAILED_CHECK.with(|f| f.replace(false)) || self.0.has_broken(conn)
    }
}

/// When a connection last came back to the pool.
#[derive(Debug, Clone)]
pub struct Returns {
    since: Instant,
    /// Milliseconds from `since`, plus one (0: none came back yet).
    last: Arc<AtomicU64>,
}

impl Default for Returns {
    fn default() -> Returns {
        Returns {
            since: Instant::now(),
            last: Arc::new(AtomicU64::new(0)),
        }
    }
}

impl Returns {
    fn now(&self) -> u64 {
        u64::try_from(self.since.elapsed().as_millis()).unwrap_or(u64::MAX - 1) + 1
    }

    /// Whether a connection came back within the bypass window.
    pub fn recent(&self) -> bool {
        let last = self.last.load(Ordering::Relaxed);
        last != 0 && self.now().saturating_sub(last) <= BYPASS.as_millis() as u64
    }

    pub fn record(&self) {
        self.last.store(self.now(), Ordering::Relaxed);
    }
}

/// A connection to work with: on PostgreSQL checked first unless `recent` (see the module's
/// notes); one that fails its check is thrown away and the next one is tried.
pub fn lend(pool: &DbPool, recent: bool) -> Result<PooledDb, AppError> {
    for _ in 0..=pool.max_size() {
        let mut conn = pool.get().map_err(AppError::unavailable)?;
        if recent || matches!(*conn, DbConnection::Sqlite(_)) || conn.ping().is_ok() {
            return Ok(conn);
        }
        tracing::warn!("a pooled PostgreSQL connection was dead: opening another");
        FAILED_CHECK.with(|f| f.set(true));
        drop(conn);
    }
    Err(AppError::unavailable("no pooled connection answers"))
}
