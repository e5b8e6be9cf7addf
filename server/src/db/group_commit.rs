//! Group commit for SQLite.
//!
//! With `synchronous=FULL` every durable commit costs a few milliseconds of fsync, so committing
//! each bet on its own caps the whole site at a few hundred money moves per second. Here one
//! writer thread owns a connection, takes every write waiting in its queue (up to `MAX_BATCH`),
//! runs each inside its own savepoint (a failing write rolls back alone), commits the batch once,
//! and only then answers each caller: an answer always means the write is durable. Copying the
//! log back into the database file (the checkpoint) is a second thread's job, off that path.
//!
//! The batch's transaction takes SQLite's write lock at its start (`immediate`), so a write may
//! read first.

use std::sync::{Arc, Weak, mpsc};
use std::time::Duration;

use diesel::connection::SimpleConnection as _;
use diesel::connection::{AnsiTransactionManager, TransactionManager};
use diesel::{Connection, QueryResult};

use super::{DbConnection, DbPool};
use crate::error::{AppError, AppResult};

/// Enough to amortise one fsync over many writes while keeping each batch short.
const MAX_BATCH: usize = 256;

/// Sends its caller the result once the batch's commit is known.
type Reply = Box<dyn FnOnce(Result<(), AppError>) + Send>;
type Job = Box<dyn FnOnce(&mut DbConnection) -> Reply + Send>;

/// How often the checkpointer copies the write-ahead log back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(500);

#[derive(Clone)]
pub struct GroupCommit {
    jobs: mpsc::Sender<Job>,
    /// Alive as long as a handle is: the checkpointer stops when the last one goes.
    _alive: Arc<()>,
}

impl GroupCommit {
    pub fn start(pool: DbPool) -> GroupCommit {
        let (jobs, queue) = mpsc::channel::<Job>();
        let writer_pool = pool.clone();
        std::thread::Builder::new()
            .name("sqlite-group-commit".into())
            .spawn(move || writer(writer_pool, queue))
            .expect("spawning the writer thread");
        let alive = Arc::new(());
        let token = Arc::downgrade(&alive);
        std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || checkpointer(pool, token))
            .expect("spawning the checkpoint thread");
        GroupCommit {
            jobs,
            _alive: alive,
        }
    }

    /// Runs `f` in the next batch and answers after that batch is committed.
    pub async fn write<T, F>(&self, f: F) -> AppResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> AppResult<T> + Send + 'static,
    {
        let (answer, answered) = tokio::sync::oneshot::channel::<AppResult<T>>();
        let job: Job = Box::new(move |conn| {
            // A nested Diesel transaction is a savepoint: an error undoes only this write.
            let result = conn.transaction(f);
            Box::new(move |committed| {
                let _ = answer.send(committed.and(result));
            })
        });
        self.jobs
            .send(job)
            .map_err(|_| AppError::unavailable("the writer thread stopped"))?;
        answered
            .await
            .map_err(|_| AppError::unavailable("the writer thread stopped"))?
    }
}

fn writer(pool: DbPool, queue: mpsc::Receiver<Job>) {
    let mut conn = None;
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        if conn.is_none() {
            conn = pool
                .get()
                .map_err(|e| tracing::error!(%e, "writer connection"))
                .ok()
                .and_then(|mut c| {
                    // The checkpointer copies the log back beside the writer, not in its way.
                    c.batch_execute("PRAGMA wal_autocheckpoint = 0")
                        .map_err(|e| tracing::error!(%e, "writer connection"))
                        .ok()
                        .map(|()| c)
                });
        }
        let Some(c) = conn.as_mut() else {
            // Without a connection nothing runs: dropping the jobs tells every caller the database
            // is unavailable, and nothing is half-written.
            drop(batch);
            continue;
        };
        let mut replies = Vec::with_capacity(batch.len());
        let committed = immediate(c, |c| replies.extend(batch.into_iter().map(|job| job(c))));
        let outcome = committed.map_err(AppError::from);
        if outcome.is_err() {
            // The connection may be in a bad state; take a fresh one for the next batch.
            conn = None;
        }
        for reply in replies {
            reply(outcome.clone());
        }
    }
}

/// Runs `f` in a transaction that takes SQLite's write lock at its start (`BEGIN IMMEDIATE`), so
/// a job may read before it writes: in a deferred transaction whose first statement reads, the
/// first write must upgrade the snapshot, which fails (for the whole batch) when another connection
/// has committed meanwhile. The jobs' own transactions nest inside it as savepoints.
fn immediate(c: &mut DbConnection, f: impl FnOnce(&mut DbConnection)) -> QueryResult<()> {
    let DbConnection::Sqlite(sqlite) = &mut *c else {
        unreachable!("the group commit runs on SQLite only")
    };
    AnsiTransactionManager::begin_transaction_sql(sqlite, "BEGIN IMMEDIATE")?;
    f(c);
    let DbConnection::Sqlite(sqlite) = c else {
        unreachable!("the group commit runs on SQLite only")
    };
    let committed = AnsiTransactionManager::commit_transaction(sqlite);
    if committed.is_err() {
        // A failed commit leaves the transaction open: end it, so the connection can be reused.
        let _ = AnsiTransactionManager::rollback_transaction(sqlite);
    }
    committed
}

/// Copies the write-ahead log back into the database file every `CHECKPOINT_EVERY`, on its own
/// connection and thread: left to SQLite, the commit that fills the log does it, and that is the
/// writer, which every money move waits for. A passive checkpoint never blocks the writer.
fn checkpointer(pool: DbPool, alive: Weak<()>) {
    while alive.upgrade().is_some() {
        std::thread::sleep(CHECKPOINT_EVERY);
        let Ok(mut c) = pool.get() else { continue };
        if let Err(e) = c.batch_execute("PRAGMA wal_checkpoint(PASSIVE)") {
            tracing::warn!(%e, "checkpoint");
        }
    }
}
