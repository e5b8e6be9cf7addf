//! Writes that go with a later statement of the same transaction. On PostgreSQL, one network
//! round trip away, they ride in that statement as data-modifying `WITH` parts
//! (`Sql::after_writes`): a game round's own row, its net winnings hour and its ledger move are
//! then one statement, where they were three. On SQLite, in the same process, they simply run
//! first, one by one.
//!
//! A batch must be flushed (`flush`, or a statement run through `load_with`) before anything
//! reads what it writes; the transaction that holds it flushes it before it commits.

use diesel::RunQueryDsl;
use diesel::query_dsl::LoadQuery;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::DbConnection;
use super::statement::Sql;
use crate::error::{AppError, AppResult};

#[derive(Default)]
#[must_use = "a batch writes nothing until it is flushed"]
pub struct Batch {
    writes: Vec<Sql>,
    /// What a unique violation of the batch's statement means (a repeated request, say).
    unique: Option<fn() -> AppError>,
}

impl Batch {
    pub fn new() -> Batch {
        Batch::default()
    }

    /// A unique violation of any write of the batch, or of the statement it rides in, means
    /// `e`: for a batch whose only write that can repeat is its first (a round's request key).
    pub fn unique_means(mut self, e: fn() -> AppError) -> Batch {
        self.unique = Some(e);
        self
    }

    /// `write` goes with the next statement.
    pub fn push(&mut self, write: Sql) {
        debug_assert!(
            !write.starts_with_with(),
            "a write of a batch cannot start with WITH"
        );
        self.writes.push(write);
    }

    /// Runs the writes now (nothing to do when empty).
    pub fn flush(&mut self, c: &mut DbConnection) -> AppResult<()> {
        for w in std::mem::take(&mut self.writes) {
            w.execute(c).map_err(|e| self.error(e))?;
        }
        Ok(())
    }

    /// Runs `last` with the writes (in it on PostgreSQL, after them on SQLite) and returns its
    /// rows.
    pub fn load_with<T>(&mut self, c: &mut DbConnection, last: Sql) -> AppResult<Vec<T>>
    where
        Sql: for<'a> LoadQuery<'a, DbConnection, T>,
    {
        let statement = match c {
            DbConnection::Postgres(_) => last.after_writes(std::mem::take(&mut self.writes)),
            DbConnection::Sqlite(_) => {
                self.flush(c)?;
                last
            }
        };
        statement.load(c).map_err(|e| self.error(e))
    }

    fn error(&self, e: DieselError) -> AppError {
        match (&e, self.unique) {
            (DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _), Some(means)) => {
                means()
            }
            _ => e.into(),
        }
    }
}
