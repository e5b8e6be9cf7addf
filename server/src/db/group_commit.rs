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

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak, mpsc};
use std::time::Duration;

use diesel::connection::SimpleConnection as _;
use diesel::connection::{AnsiTransactionManager, TransactionManager};
use diesel::{Connection, QueryResult, RunQueryDsl as _};

use super::{DbConnection, DbPool};
use crate::error::{AppError, AppResult};

/// Enough to amortise one fsync over many writes while keeping each batch short.
const MAX_BATCH: usize = 256;

/// Sends its caller the result once the batch's commit is known.
type Reply = Box<dyn FnOnce(Result<(), AppError>) + Send>;
type Job = Box<dyn FnOnce(&mut DbConnection) -> Reply + Send>;

/// When the log is copied back, and how long it may grow.
#[derive(Debug, Clone, Copy)]
struct Checkpoints {
    /// How often the checkpointer copies the write-ahead log back into the database file.
    every: Duration,
    /// The log's length, in frames (pages of 4 kB), past which the writer finishes a checkpoint
    /// itself, between two batches, so that the log starts again from its beginning. A passive
    /// checkpoint alone never finishes under steady load (new frames arrive while it copies): the
    /// log grew by 100 MB a second in the games bench, to 6.9 GB in a minute, and every read
    /// searched a longer log index (2,600 rounds/s against 4,450 with this limit, medians of 5).
    /// A lower limit restarts more often and each restart stalls the writer: 2,048 and 4,096
    /// frames, checkpointed every 100 and 250 ms, raised the p99 to 23 and 32 ms (15 ms here).
    log_limit_frames: i64,
}

const CHECKPOINTS: Checkpoints = Checkpoints {
    every: Duration::from_millis(500),
    log_limit_frames: 16_384,
};

#[derive(Clone)]
pub struct GroupCommit {
    jobs: mpsc::Sender<Job>,
    /// Alive as long as a handle is: the checkpointer stops when the last one goes.
    _alive: Arc<()>,
}

impl GroupCommit {
    pub fn start(pool: DbPool) -> GroupCommit {
        GroupCommit::start_with(pool, CHECKPOINTS)
    }

    fn start_with(pool: DbPool, checkpoints: Checkpoints) -> GroupCommit {
        let (jobs, queue) = mpsc::channel::<Job>();
        let writer_pool = pool.clone();
        let log_full = Arc::new(AtomicBool::new(false));
        let seen_full = log_full.clone();
        std::thread::Builder::new()
            .name("sqlite-group-commit".into())
            .spawn(move || writer(writer_pool, queue, &seen_full))
            .expect("spawning the writer thread");
        let alive = Arc::new(());
        let token = Arc::downgrade(&alive);
        std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || checkpointer(pool, token, checkpoints, &log_full))
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

fn writer(pool: DbPool, queue: mpsc::Receiver<Job>, log_full: &AtomicBool) {
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
        if crate::metrics::enabled() {
            metrics::histogram!(crate::metrics::GROUP_COMMIT_BATCH).record(batch.len() as f64);
        }
        let committed = immediate(c, |c| replies.extend(batch.into_iter().map(|job| job(c))));
        let outcome = committed.map_err(AppError::from);
        if outcome.is_err() {
            // The connection may be in a bad state; take a fresh one for the next batch.
            conn = None;
        }
        for reply in replies {
            reply(outcome.clone());
        }
        if log_full.swap(false, Ordering::Relaxed)
            && let Some(c) = conn.as_mut()
        {
            // Between batches no write is under way: what the checkpointer left is copied, and
            // the next batch writes the log from its beginning again. A restart waits for the
            // readers still in the log; a long one (a report) must not hold every money move for
            // the whole busy timeout, so it gets 20 ms, and the next tick tries again.
            let restarted = c
                .batch_execute("PRAGMA busy_timeout = 20")
                .and_then(|()| c.batch_execute("PRAGMA wal_checkpoint(RESTART)"));
            let restored = c.batch_execute(super::BUSY_TIMEOUT);
            if let Err(e) = restarted {
                tracing::warn!(%e, "restarting the log");
            }
            if restored.is_err() {
                // Its batches must not wait 20 ms at most for a lock: a fresh connection.
                conn = None;
            }
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

/// Copies the write-ahead log back into the database file every `Checkpoints::every`, on its own
/// connection and thread: left to SQLite, the commit that fills the log does it, and that is the
/// writer, which every money move waits for. A passive checkpoint never blocks the writer.
/// When the log has grown past its limit, it asks the writer to finish the job.
fn checkpointer(pool: DbPool, alive: Weak<()>, checkpoints: Checkpoints, log_full: &AtomicBool) {
    #[derive(diesel::QueryableByName)]
    struct Checkpoint {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        log: i64,
    }
    while alive.upgrade().is_some() {
        std::thread::sleep(checkpoints.every);
        let Ok(mut c) = pool.get() else { continue };
        match diesel::sql_query("PRAGMA wal_checkpoint(PASSIVE)").get_result::<Checkpoint>(&mut *c)
        {
            Ok(done) if done.log > checkpoints.log_limit_frames => {
                log_full.store(true, Ordering::Relaxed);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(%e, "checkpoint"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;

    /// Under steady writes, with readers beside them, the log stays near its limit instead of
    /// holding every write since the start (what it did: a passive checkpoint never finished).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_log_starts_again_under_steady_writes() {
        const ROW: i64 = 4096;
        const WRITTEN: i64 = 32 << 20;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("log.sqlite3");
        let db = super::super::Db::connect(path.to_str().unwrap(), 6).unwrap();
        db.run(|c| Ok(c.batch_execute("CREATE TABLE filler (body BLOB NOT NULL)")?))
            .await
            .unwrap();
        // A second writer on the same file, with a small limit and frequent checkpoints (the
        // database's own writer stays idle).
        let limits = Checkpoints {
            every: Duration::from_millis(20),
            log_limit_frames: 256,
        };
        let writer = GroupCommit::start_with(db.pool.clone(), limits);
        let rows = Arc::new(std::sync::atomic::AtomicI64::new(0));
        let mut tasks = Vec::new();
        for _ in 0..16 {
            let (writer, rows) = (writer.clone(), rows.clone());
            tasks.push(tokio::spawn(async move {
                while rows.fetch_add(1, Ordering::Relaxed) * ROW < WRITTEN {
                    writer
                        .write(|c| {
                            let row = format!("INSERT INTO filler (body) VALUES (zeroblob({ROW}))");
                            Ok(c.batch_execute(&row)?)
                        })
                        .await
                        .unwrap();
                }
            }));
        }
        for _ in 0..4 {
            let (db, rows) = (db.clone(), rows.clone());
            tasks.push(tokio::spawn(async move {
                while rows.load(Ordering::Relaxed) * ROW < WRITTEN {
                    db.run(|c| Ok(c.batch_execute("SELECT MAX(rowid) FROM filler")?))
                        .await
                        .unwrap();
                }
            }));
        }
        let log = path.with_extension("sqlite3-wal");
        let started = Instant::now();
        let mut largest = 0;
        while tasks.iter().any(|t| !t.is_finished()) {
            largest = largest.max(std::fs::metadata(&log).map_or(0, |m| m.len()));
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "the writes did not end"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        for t in tasks {
            t.await.unwrap();
        }
        assert!(
            largest < 8 << 20,
            "the log reached {largest} bytes for {WRITTEN} bytes written"
        );
    }
}
