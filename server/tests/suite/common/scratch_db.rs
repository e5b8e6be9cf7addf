//! A throw-away database for the tests and the load benches: a SQLite file in a temporary
//! folder, or a new PostgreSQL database beside the one an administrator URL names, dropped when
//! this value is. It starts as a copy of a database the server's migrations built once per test
//! process (a file copy, `CREATE DATABASE … TEMPLATE`): migrating each of hundreds of databases
//! took a good part of the tests' time. `ScratchDb::empty` gives one the server migrates itself.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use casino_server::db::Backend;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");
/// Held while a test process builds the PostgreSQL template, so two processes never build it
/// at once (another number than the server's migration lock).
const TEMPLATE_LOCK: i64 = 7_202_611_301;

pub struct ScratchDb {
    /// The `DATABASE_URL` of the new database.
    pub url: String,
    /// A temporary folder for the database file and whatever else the run writes (the outbox).
    dir: tempfile::TempDir,
    /// The administrator URL and the name of a PostgreSQL database to drop at the end.
    pg_drop: Option<(String, String)>,
}

impl ScratchDb {
    /// A migrated SQLite database, or a migrated PostgreSQL one created through `admin_url`.
    pub fn new(backend: Backend, admin_url: Option<&str>) -> ScratchDb {
        ScratchDb::create(backend, admin_url, true)
    }

    /// A database with no tables: the server migrates it when it first connects.
    #[allow(
        dead_code,
        reason = "the tests' (migrations, a restore), not the benches'"
    )]
    pub fn empty(backend: Backend, admin_url: Option<&str>) -> ScratchDb {
        ScratchDb::create(backend, admin_url, false)
    }

    fn create(backend: Backend, admin_url: Option<&str>, migrated: bool) -> ScratchDb {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let (url, pg_drop) = match backend {
            Backend::Sqlite => {
                let file = dir.path().join("test.sqlite3");
                if migrated {
                    std::fs::copy(sqlite_template(), &file).expect("copy the migrated database");
                }
                (file.display().to_string(), None)
            }
            Backend::Postgres => {
                let admin = admin_url.expect("PostgreSQL needs an administrator URL");
                let name = format!("casino_scratch_{}", uuid::Uuid::new_v4().simple());
                let mut c = PgConnection::establish(admin).expect("connect to PostgreSQL");
                let template = if migrated {
                    format!(" TEMPLATE {}", postgres_template(admin))
                } else {
                    String::new()
                };
                diesel::sql_query(format!("CREATE DATABASE {name}{template}"))
                    .execute(&mut c)
                    .expect("create a scratch database");
                // A test's commits need not survive a crash of the machine: not waiting for each
                // one's write-ahead log to reach the disk leaves what the tests check (results,
                // locks, races) as it is and takes most of their time off.
                diesel::sql_query(format!(
                    "ALTER DATABASE {name} SET synchronous_commit = off"
                ))
                .execute(&mut c)
                .expect("configure the scratch database");
                (database_url(admin, &name), Some((admin.to_owned(), name)))
            }
        };
        ScratchDb { url, dir, pg_drop }
    }

    pub fn dir(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for ScratchDb {
    fn drop(&mut self) {
        if let Some((admin, name)) = self.pg_drop.take()
            && let Ok(mut c) = PgConnection::establish(&admin)
        {
            // FORCE closes the connections pools still hold.
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(&mut c);
        }
    }
}

/// The URL of database `name` on the server of `admin`: the administrator's URL with another
/// database name, its options (`?sslmode=…`) kept.
fn database_url(admin: &str, name: &str) -> String {
    let (path, options) = admin.split_once('?').unwrap_or((admin, ""));
    let (base, _) = path.rsplit_once('/').unwrap_or((path, ""));
    if options.is_empty() {
        format!("{base}/{name}")
    } else {
        format!("{base}/{name}?{options}")
    }
}

/// This process's migrated SQLite file, built on first use.
fn sqlite_template() -> &'static Path {
    static TEMPLATE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, file) = TEMPLATE.get_or_init(|| {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let file = dir.path().join("template.sqlite3");
        let mut c = SqliteConnection::establish(&file.display().to_string())
            .expect("open the template database");
        c.run_pending_migrations(SQLITE_MIGRATIONS)
            .expect("migrate the template database");
        (dir, file)
    });
    file
}

/// The migrated PostgreSQL database scratch databases are copied from, named for the
/// migrations it holds (a changed migration makes another; the older ones are dropped). Built
/// once, by the first test process that needs it; no session stays connected to it, as
/// PostgreSQL copies only a database nobody uses.
fn postgres_template(admin: &str) -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        let name = format!("casino_template_{:016x}", migrations_hash());
        let mut c = PgConnection::establish(admin).expect("connect to PostgreSQL");
        let run = |c: &mut PgConnection, sql: String| {
            diesel::sql_query(&sql)
                .execute(c)
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
        };
        run(&mut c, format!("SELECT pg_advisory_lock({TEMPLATE_LOCK})"));
        #[derive(QueryableByName)]
        struct Name {
            #[diesel(sql_type = diesel::sql_types::Text)]
            datname: String,
        }
        let templates: Vec<String> = diesel::sql_query(
            "SELECT datname FROM pg_database WHERE datname LIKE 'casino\\_template\\_%'",
        )
        .load::<Name>(&mut c)
        .expect("list the templates")
        .into_iter()
        .map(|n| n.datname)
        .collect();
        if !templates.contains(&name) {
            // Built under another name and renamed when complete: a process that died halfway
            // leaves no template that looks finished.
            let building = format!("{name}_building");
            run(
                &mut c,
                format!("DROP DATABASE IF EXISTS {building} WITH (FORCE)"),
            );
            run(&mut c, format!("CREATE DATABASE {building}"));
            PgConnection::establish(&database_url(admin, &building))
                .expect("connect to the template")
                .run_pending_migrations(POSTGRES_MIGRATIONS)
                .expect("migrate the template database");
            run(
                &mut c,
                format!("ALTER DATABASE {building} RENAME TO {name}"),
            );
        }
        for old in templates.iter().filter(|t| **t != name) {
            run(
                &mut c,
                format!("DROP DATABASE IF EXISTS {old} WITH (FORCE)"),
            );
        }
        run(
            &mut c,
            format!("SELECT pg_advisory_unlock({TEMPLATE_LOCK})"),
        );
        name
    })
}

/// A hash of the PostgreSQL migrations' names and contents.
fn migrations_hash() -> u64 {
    use std::hash::{Hash, Hasher};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/postgres");
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the migrations folder")
        .map(|e| e.expect("a migration").path())
        .collect();
    folders.sort();
    // Fixed keys: the same migrations give the same name in every process.
    let mut h = std::hash::DefaultHasher::new();
    for folder in folders {
        folder.file_name().hash(&mut h);
        std::fs::read(folder.join("up.sql"))
            .unwrap_or_default()
            .hash(&mut h);
    }
    h.finish()
}
