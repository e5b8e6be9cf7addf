//! One Diesel codebase for SQLite (the embedded default) and PostgreSQL, through a
//! `MultiConnection`. The backend is chosen from the URL: `postgres://` or `postgresql://` selects
//! PostgreSQL; anything else is a SQLite file path.

pub mod batch;
pub mod fixed_sql;
mod group_commit;
mod lending;
pub mod refreshed;
pub mod schema;
pub mod statement;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::r2d2::{self, ConnectionManager, CustomizeConnection, Pool, PooledConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");
/// The PostgreSQL advisory lock the instances take to migrate one at a time (any number no other
/// part of the site uses).
const MIGRATION_LOCK: i64 = 0x4361_7369_6e6f;

/// A new id for a row written at every money move (rounds, ledger transactions and postings):
/// a time-ordered UUID (version 7), so new rows land at the end of their primary key's index
/// instead of on a random page of it. With random ids a batch of rounds changed hundreds of
/// scattered pages, each written to the log at the commit.
pub fn row_id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// Copies a live SQLite database into `to`, a file that must not exist yet: `VACUUM INTO`
/// writes one consistent snapshot (the state of the last commit before it began) while other
/// connections go on writing, and the copy is compact and complete on its own (no write-ahead
/// log beside it). On PostgreSQL, `pg_dump` does this (README, "Backups").
pub fn backup_sqlite(conn: &mut DbConnection, to: &std::path::Path) -> anyhow::Result<()> {
    let DbConnection::Sqlite(c) = conn else {
        anyhow::bail!(
            "backup copies SQLite databases; on PostgreSQL use pg_dump (README, \"Backups\")"
        );
    };
    if to.exists() {
        anyhow::bail!(
            "{} exists already: a backup never overwrites a file",
            to.display()
        );
    }
    let path = to
        .to_str()
        .ok_or_else(|| anyhow::anyhow!("the backup's path is not UTF-8"))?;
    diesel::sql_query("VACUUM INTO ?")
        .bind::<diesel::sql_types::Text, _>(path)
        .execute(c)?;
    Ok(())
}

/// Runs `reads` in one read-only transaction that sees a single moment of the database: reads
/// across several tables (the ledger audit: postings, then balances) agree with each other
/// while writers go on. PostgreSQL's default isolation gives each statement its own snapshot, so
/// a round committed between two of them looked like a wallet out of step with its postings;
/// `REPEATABLE READ` keeps the first statement's snapshot. A SQLite transaction keeps the
/// snapshot of its first read (write-ahead log).
pub fn snapshot<T>(
    conn: &mut DbConnection,
    reads: impl FnOnce(&mut DbConnection) -> Result<T, crate::error::AppError>,
) -> Result<T, crate::error::AppError> {
    conn.transaction(|c| {
        if let DbConnection::Postgres(_) = c {
            c.batch_execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")?;
        }
        reads(c)
    })
}

#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

pub type DbPool = Pool<lending::Manager>;
pub type PooledDb = PooledConnection<lending::Manager>;

/// How long a SQLite connection waits for a lock before "database is locked".
const BUSY_TIMEOUT: &str = "PRAGMA busy_timeout = 5000;";

/// SQLite settings every connection needs: WAL for concurrent readers, a busy timeout instead of
/// instant "database is locked" errors, foreign keys, `synchronous=FULL` because an
/// acknowledged money move must survive a power cut, and temporary storage in memory: the group
/// commit's savepoints keep each page's former content (to undo one failed write), and that
/// journal was written to a temporary file.
#[derive(Debug)]
struct SqlitePragmas;

impl CustomizeConnection<DbConnection, r2d2::Error> for SqlitePragmas {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), r2d2::Error> {
        if let DbConnection::Sqlite(c) = conn {
            // The busy timeout first: switching to WAL takes a lock, and the pool opens its
            // connections at once, so without it they fail on each other at start-up.
            c.batch_execute(BUSY_TIMEOUT)
                .and_then(|()| {
                    c.batch_execute(
                        "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; \
                         PRAGMA synchronous = FULL; PRAGMA temp_store = MEMORY;",
                    )
                })
                .map_err(r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

#[derive(Clone)]
pub struct Db {
    pub pool: DbPool,
    pub backend: Backend,
    /// One permit per connection requests may take (`run`): they wait for one here, in the
    /// order they came.
    turns: Arc<Semaphore>,
    returns: lending::Returns,
    /// SQLite's single batching writer; PostgreSQL commits concurrent transactions itself.
    writer: Option<group_commit::GroupCommit>,
}

impl Db {
    /// Opens the pool (creating the SQLite file's folder) and applies pending migrations.
    pub fn connect(url: &str, pool_size: u32) -> anyhow::Result<Db> {
        let backend = Backend::from_url(url);
        if backend == Backend::Sqlite
            && let Some(dir) = std::path::Path::new(url).parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir)?;
        }
        if backend == Backend::Sqlite {
            // WAL is a property of the file: set once here, alone, so the pool's connections
            // (opened all at once) find it done instead of racing for the lock it takes, which
            // logged "database is locked" on a first start.
            let mut first = diesel::SqliteConnection::establish(url)?;
            first.batch_execute(BUSY_TIMEOUT)?;
            first.batch_execute("PRAGMA journal_mode = WAL;")?;
        }
        let pool = Pool::builder()
            .max_size(pool_size)
            // `lending::lend` decides which connections to check first.
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(10))
            .connection_customizer(Box::new(SqlitePragmas))
            .build(lending::Manager(ConnectionManager::new(url)))?;
        // SQLite's writer keeps a connection of its own.
        let for_requests = match backend {
            Backend::Sqlite => pool_size.saturating_sub(1).max(1),
            Backend::Postgres => pool_size,
        };
        let mut db = Db {
            pool,
            backend,
            turns: Arc::new(Semaphore::new(for_requests as usize)),
            returns: lending::Returns::default(),
            writer: None,
        };
        db.migrate()?;
        if backend == Backend::Sqlite {
            db.writer = Some(group_commit::GroupCommit::start(db.pool.clone()));
        }
        Ok(db)
    }

    fn migrate(&self) -> anyhow::Result<()> {
        let mut conn = self.pool.get()?;
        let applied = match &mut *conn {
            DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS).map(|v| v.len()),
            DbConnection::Postgres(c) => {
                // Instances starting together (a rolling upgrade, two replicas) would each find
                // the same migrations pending, and all but one would fail applying them again: the
                // first to take the lock migrates, the others then find nothing left to do. The
                // lock is the session's, so it is given back before the connection returns to
                // the pool, whatever the migrations did.
                diesel::sql_query(format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))
                    .execute(c)?;
                let applied = c
                    .run_pending_migrations(POSTGRES_MIGRATIONS)
                    .map(|v| v.len());
                diesel::sql_query(format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"))
                    .execute(c)?;
                applied
            }
        }
        .map_err(|e| anyhow::anyhow!("migrations failed: {e}"))?;
        if applied > 0 {
            tracing::info!(applied, backend = self.backend.name(), "database migrated");
        }
        Ok(())
    }

    /// Runs blocking Diesel work on the blocking pool, with a pooled connection: reads, and
    /// writes of one statement each. A transaction that reads and then writes goes to `write`.
    ///
    /// A request waits for its turn here, in the order requests came (Tokio's semaphore is
    /// fair), and without holding a thread. r2d2 alone hands a returned connection to whichever
    /// thread asks first: under load some requests waited many times longer than others, and
    /// PostgreSQL's 99th percentile was 2.5 times its median.
    pub async fn run<T, F>(&self, f: F) -> Result<T, crate::error::AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, crate::error::AppError> + Send + 'static,
    {
        let (pool, returns) = (self.pool.clone(), self.returns.clone());
        let asked = std::time::Instant::now();
        let turn = self
            .turns
            .clone()
            .acquire_owned()
            .await
            .map_err(crate::error::AppError::internal)?;
        tokio::task::spawn_blocking(move || {
            // Declared first, so dropped last: the connection is back in the pool by then.
            let _turn = turn;
            let mut conn = lending::lend(&pool, returns.recent())?;
            if crate::metrics::enabled() {
                metrics::histogram!(crate::metrics::POOL_WAIT).record(asked.elapsed());
            }
            let out = f(&mut conn);
            drop(conn);
            returns.record();
            out
        })
        .await
        .map_err(crate::error::AppError::internal)?
    }

    /// Whether the database answers and holds every migration this build knows (`/readyz`): an
    /// instance of a newer release waiting for its migrations, or one whose database is gone,
    /// is taken out of the load balancer's rotation.
    pub async fn ready(&self) -> Result<(), crate::error::AppError> {
        self.run(|conn| {
            let pending = match conn {
                DbConnection::Sqlite(c) => c.has_pending_migration(SQLITE_MIGRATIONS),
                DbConnection::Postgres(c) => c.has_pending_migration(POSTGRES_MIGRATIONS),
            }
            .map_err(crate::error::AppError::internal)?;
            if pending {
                return Err(crate::error::AppError::new(
                    crate::error::ErrorKind::Unavailable,
                    "unavailable",
                ));
            }
            Ok(())
        })
        .await
    }

    /// Runs a write in one transaction and answers once it is durable: on SQLite through the
    /// group-commit writer (many writes, one fsync), on PostgreSQL on a pooled connection.
    ///
    /// Every transaction that reads before it writes belongs here, not in `run`: on SQLite a
    /// transaction that began with a read cannot write once another connection has committed
    /// since, and fails at once with "database is locked" (the busy timeout does not apply).
    /// The writer's batch takes the write lock before its first read.
    pub async fn write<T, F>(&self, f: F) -> Result<T, crate::error::AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, crate::error::AppError> + Send + 'static,
    {
        match &self.writer {
            Some(writer) => writer.write(f).await,
            None => self.run(move |conn| conn.transaction(f)).await,
        }
    }
}
