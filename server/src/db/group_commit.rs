//! Group commit for SQLite (DESIGN.md section 4).
//!
//! With `synchronous=FULL` every durable commit costs a few milliseconds of fsync, so committing
//! each bet on its own caps the whole site at a few hundred money moves per second. Here one
//! writer thread owns a connection, takes every write waiting in its queue (up to `MAX_BATCH`),
//! runs each inside its own savepoint (a failing write rolls back alone), commits the batch once,
//! and only then answers each caller: an answer always means the write is durable.
//!
//! A write should start with an insert or update so the batch takes SQLite's write lock before it
//! reads anything (as `ledger::post` does): a deferred transaction that reads first could find
//! its snapshot overtaken by another connection's commit and fail instead of waiting.

use std::sync::mpsc;

use diesel::Connection;

use super::{DbConnection, DbPool};
use crate::error::{AppError, AppResult};

/// Enough to amortise one fsync over many writes while keeping each batch short.
const MAX_BATCH: usize = 256;

/// Sends its caller the result once the batch's commit is known.
type Reply = Box<dyn FnOnce(Result<(), AppError>) + Send>;
type Job = Box<dyn FnOnce(&mut DbConnection) -> Reply + Send>;

#[derive(Clone)]
pub struct GroupCommit {
    jobs: mpsc::Sender<Job>,
}

impl GroupCommit {
    pub fn start(pool: DbPool) -> GroupCommit {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("sqlite-group-commit".into())
            .spawn(move || writer(pool, queue))
            .expect("spawning the writer thread");
        GroupCommit { jobs }
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
                .ok();
        }
        let Some(c) = conn.as_mut() else {
            // Without a connection nothing runs: dropping the jobs tells every caller the database
            // is unavailable, and nothing is half-written.
            drop(batch);
            continue;
        };
        let mut replies = Vec::with_capacity(batch.len());
        let committed = c.transaction::<(), diesel::result::Error, _>(|c| {
            replies.extend(batch.into_iter().map(|job| job(c)));
            Ok(())
        });
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
