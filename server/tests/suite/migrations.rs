//! The migrations of each backend build exactly the tables and columns `db/schema.rs` declares
//! (name, type family, nullability), so the one portable schema never drifts from either
//! database.

use crate::common;

use std::collections::BTreeMap;

use casino_server::db::Backend;
use common::{backends, spawn};
use diesel::sql_types::{Bool, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};

/// Column name -> (type family, nullable), per table.
type Tables = BTreeMap<String, BTreeMap<String, (String, bool)>>;

const SCHEMA_RS: &str = include_str!("../../src/db/schema.rs");

/// The tables of `schema.rs`, read from its `diesel::table!` blocks.
fn declared() -> Tables {
    let mut tables = Tables::new();
    let mut current: Option<String> = None;
    for line in SCHEMA_RS.lines().map(str::trim) {
        if let Some((name, _)) = line.split_once(" (")
            && line.ends_with('{')
            && !name.contains(' ')
        {
            current = Some(name.to_owned());
            tables.entry(name.to_owned()).or_default();
        } else if let Some((column, ty)) = line.split_once(" -> ")
            && let Some(table) = &current
        {
            let ty = ty.trim_end_matches(',');
            let (inner, nullable) = match ty.strip_prefix("Nullable<") {
                Some(rest) => (rest.trim_end_matches('>'), true),
                None => (ty, false),
            };
            let family = match inner {
                "Text" => "text",
                "BigInt" => "bigint",
                "Integer" => "integer",
                "Bool" => "bool",
                other => panic!("schema.rs uses {other}, which the test does not know"),
            };
            let columns = tables.get_mut(table).unwrap();
            columns.insert(column.to_owned(), (family.to_owned(), nullable));
        } else if line == "}" {
            current = None;
        }
    }
    tables
}

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    #[diesel(sql_type = Text)]
    data_type: String,
    #[diesel(sql_type = Bool)]
    nullable: bool,
}

/// SQLite keeps the declared type; PostgreSQL its own names. Both fold to schema.rs's families
/// (SQLite has one integer type, so `Integer` and `BigInt` are both `integer` there).
fn family(backend: Backend, data_type: &str) -> String {
    let t = data_type.to_lowercase();
    let f = match (backend, t.as_str()) {
        (_, "text" | "character varying") => "text",
        (_, "boolean") => "bool",
        (Backend::Postgres, "bigint") => "bigint",
        (Backend::Postgres, "integer") => "integer",
        (Backend::Sqlite, "bigint" | "integer") => "integer",
        _ => return t,
    };
    f.to_owned()
}

fn migrated(backend: Backend, url: &str) -> Tables {
    let columns: Vec<Column> = match backend {
        Backend::Sqlite => {
            let mut c = SqliteConnection::establish(url).unwrap();
            diesel::sql_query(
                "SELECT m.name AS table_name, p.name AS column_name, p.type AS data_type, \
                 (p.\"notnull\" = 0 AND p.pk = 0) AS nullable \
                 FROM sqlite_master m JOIN pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' \
                 AND m.name <> '__diesel_schema_migrations'",
            )
            .load(&mut c)
            .unwrap()
        }
        Backend::Postgres => {
            let mut c = PgConnection::establish(url).unwrap();
            diesel::sql_query(
                "SELECT table_name::text, column_name::text, data_type::text, \
                 (is_nullable = 'YES') AS nullable FROM information_schema.columns \
                 WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations'",
            )
            .load(&mut c)
            .unwrap()
        }
    };
    let mut tables = Tables::new();
    for c in columns {
        tables
            .entry(c.table_name)
            .or_default()
            .insert(c.column_name, (family(backend, &c.data_type), c.nullable));
    }
    tables
}

#[test]
fn both_backends_migrate_to_the_declared_schema() {
    let declared = declared();
    assert!(declared.len() >= 16, "schema.rs was not read: {declared:?}");
    for backend in backends() {
        let t = spawn(backend);
        let found = migrated(backend, &t.state.config.database_url);
        let mut differences = Vec::new();
        for table in declared.keys().chain(found.keys()) {
            let (want, got) = (declared.get(table), found.get(table));
            let (Some(want), Some(got)) = (want, got) else {
                let side = if got.is_none() {
                    "missing from the database"
                } else {
                    "not in schema.rs"
                };
                differences.push(format!("table {table}: {side}"));
                continue;
            };
            for column in want.keys().chain(got.keys()) {
                let (w, g) = (want.get(column), got.get(column));
                let w = w.map(|(f, n)| {
                    // SQLite has one integer type.
                    let f = if backend == Backend::Sqlite && f == "bigint" {
                        "integer"
                    } else {
                        f
                    };
                    (f.to_owned(), *n)
                });
                if w.as_ref() != g {
                    differences.push(format!("{table}.{column}: schema.rs {w:?}, database {g:?}"));
                }
            }
        }
        differences.sort();
        differences.dedup();
        assert!(
            differences.is_empty(),
            "{}: the migrations differ from db/schema.rs:\n{}",
            backend.name(),
            differences.join("\n")
        );
    }
}

/// Instances starting together on a new PostgreSQL database (a rolling upgrade, two replicas)
/// migrate one at a time: every one starts, and each migration is applied once.
#[test]
fn instances_starting_together_migrate_once() {
    let Ok(admin) = std::env::var("TEST_POSTGRES_URL") else {
        // SQLite serves one instance; `backends()` says whether this run must have PostgreSQL.
        assert_eq!(backends(), [Backend::Sqlite]);
        return;
    };
    let scratch = common::scratch_db::ScratchDb::empty(Backend::Postgres, Some(&admin));
    let started: Vec<bool> = std::thread::scope(|s| {
        let starts: Vec<_> = (0..4)
            .map(|_| s.spawn(|| casino_server::db::Db::connect(&scratch.url, 2).is_ok()))
            .collect();
        starts.into_iter().map(|t| t.join().unwrap()).collect()
    });
    assert_eq!(started, [true; 4]);
    #[derive(QueryableByName)]
    struct Applied {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let mut c = PgConnection::establish(&scratch.url).unwrap();
    let applied: Applied =
        diesel::sql_query("SELECT COUNT(*) AS n FROM __diesel_schema_migrations")
            .get_result(&mut c)
            .unwrap();
    let folders = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().is_dir())
        .count();
    assert_eq!(applied.n, folders as i64);
}
