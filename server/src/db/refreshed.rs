//! A value read from the database that every request of this instance needs (the site's
//! settings, the sessions signed out): kept in memory and read again once older than `FRESH`, so
//! another instance's change shows within it, and at once on this instance after `forget`.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{Db, DbConnection};
use crate::error::{AppError, AppResult};

/// How long a reading serves.
pub const FRESH: Duration = Duration::from_secs(1);

/// The last reading and when it was made.
type Reading<T> = Option<(Instant, Arc<T>)>;

pub struct Refreshed<T> {
    held: Arc<Mutex<Reading<T>>>,
    load: fn(&mut DbConnection) -> AppResult<T>,
}

impl<T> Clone for Refreshed<T> {
    fn clone(&self) -> Self {
        Refreshed {
            held: self.held.clone(),
            load: self.load,
        }
    }
}

impl<T: Send + Sync + 'static> Refreshed<T> {
    /// The value `load` reads.
    pub fn new(load: fn(&mut DbConnection) -> AppResult<T>) -> Refreshed<T> {
        Refreshed {
            held: Arc::new(Mutex::new(None)),
            load,
        }
    }

    /// The value, shared (a request reads it without copying it).
    pub async fn get(&self, db: &Db) -> AppResult<Arc<T>> {
        if let Some((at, v)) = self.held.lock().map_err(AppError::internal)?.as_ref()
            && at.elapsed() < FRESH
        {
            return Ok(v.clone());
        }
        let read_at = Instant::now();
        let v = Arc::new(db.run(self.load).await?);
        *self.held.lock().map_err(AppError::internal)? = Some((read_at, v.clone()));
        Ok(v)
    }

    /// The value changed here: the next request reads it again.
    pub fn forget(&self) {
        if let Ok(mut held) = self.held.lock() {
            *held = None;
        }
    }
}
