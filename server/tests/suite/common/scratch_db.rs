//! A throw-away database for the tests and the load benches: a SQLite file in a temporary
//! folder, or a new PostgreSQL database beside the one an administrator URL names, dropped when
//! this value is. The server's migrations build its tables on first connection.

use std::path::Path;

use casino_server::db::Backend;
use diesel::{Connection, PgConnection, RunQueryDsl};

pub struct ScratchDb {
    /// The `DATABASE_URL` of the new database.
    pub url: String,
    /// A temporary folder for the database file and whatever else the run writes (the outbox).
    dir: tempfile::TempDir,
    /// The administrator URL and the name of a PostgreSQL database to drop at the end.
    pg_drop: Option<(String, String)>,
}

impl ScratchDb {
    /// A SQLite database, or a PostgreSQL one created through `admin_url`.
    pub fn new(backend: Backend, admin_url: Option<&str>) -> ScratchDb {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let (url, pg_drop) = match backend {
            Backend::Sqlite => (dir.path().join("test.sqlite3").display().to_string(), None),
            Backend::Postgres => {
                let admin = admin_url.expect("PostgreSQL needs an administrator URL");
                let name = format!("casino_scratch_{}", uuid::Uuid::new_v4().simple());
                let mut c = PgConnection::establish(admin).expect("connect to PostgreSQL");
                diesel::sql_query(format!("CREATE DATABASE {name}"))
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
                // The scratch database's URL: the administrator's with another database name,
                // its options (`?sslmode=…`) kept.
                let (path, options) = admin.split_once('?').unwrap_or((admin, ""));
                let (base, _) = path.rsplit_once('/').unwrap_or((path, ""));
                let options = if options.is_empty() {
                    String::new()
                } else {
                    format!("?{options}")
                };
                (
                    format!("{base}/{name}{options}"),
                    Some((admin.to_owned(), name)),
                )
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
