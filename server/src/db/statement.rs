//! Statements written as SQL text, which the connection keeps prepared.
//!
//! Diesel prepares again, at every run, each `sql_query` and each `UPDATE`: their text may differ
//! at every call, so they tell the statement cache not to keep them. And a wrapper that says
//! otherwise is not heard by `.execute()`: the multi-backend connection hands the statement on
//! by reference, and Diesel's `QueryFragment` for a reference asks the statement's parts, not
//! the wrapper. A `Sql` statement never says "do not keep me": its text is one of a known few
//! (no value is ever written into it), so the cache, keyed by the text, stays small.
//!
//! Keeping the statements of a game round prepared matters: on SQLite, preparing them again
//! took a tenth of the writer's time; on PostgreSQL, parsing and planning the ledger's
//! statements again took about a third of the server's time for them.
//!
//! The text marks each bound value with `?`; the backend's placeholder (`$1`, `?`) is written
//! in its place. A value used twice is bound twice.

use std::borrow::Cow;

use diesel::QueryResult;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Bool, Nullable, Text, Untyped};
use diesel::{Connection, RunQueryDsl};

use super::DbConnection;

type MultiBackend = <DbConnection as Connection>::Backend;

#[derive(Debug, Clone)]
enum Value {
    Text(String),
    NullableText(Option<String>),
    BigInt(i64),
    Bool(bool),
}

/// A statement's text and the values it binds, in the order of its `?` marks.
#[derive(Debug, Clone)]
#[must_use = "a statement does nothing until it is run"]
pub struct Sql {
    text: Cow<'static, str>,
    values: Vec<Value>,
}

/// A statement of `text`, whose `?` marks take the values bound next, in order. Built text
/// (for example, one row of values per leg) must come from a bounded set of shapes.
pub fn sql(text: impl Into<Cow<'static, str>>) -> Sql {
    Sql {
        text: text.into(),
        values: Vec::new(),
    }
}

impl Sql {
    pub fn text(mut self, v: impl Into<String>) -> Sql {
        self.values.push(Value::Text(v.into()));
        self
    }

    pub fn nullable_text(mut self, v: Option<impl Into<String>>) -> Sql {
        self.values.push(Value::NullableText(v.map(Into::into)));
        self
    }

    pub fn big_int(mut self, v: i64) -> Sql {
        self.values.push(Value::BigInt(v));
        self
    }

    pub fn bool(mut self, v: bool) -> Sql {
        self.values.push(Value::Bool(v));
        self
    }

    /// This statement with `writes` run inside it as data-modifying `WITH` parts (PostgreSQL
    /// only: SQLite has none), all in one round trip. They see the database as it was before
    /// the statement, as this statement does, so none may depend on another's effect. A write
    /// must not start with `WITH` itself (PostgreSQL takes those at the top level only).
    pub fn after_writes(self, writes: Vec<Sql>) -> Sql {
        if writes.is_empty() {
            return self;
        }
        let parts: Vec<String> = writes
            .iter()
            .enumerate()
            .map(|(i, w)| format!("w{i} AS ({})", w.text))
            .collect();
        let text = match self.text.strip_prefix("WITH ") {
            Some(rest) => format!("WITH {}, {rest}", parts.join(", ")),
            None => format!("WITH {} {}", parts.join(", "), self.text),
        };
        let mut values: Vec<Value> = writes.into_iter().flat_map(|w| w.values).collect();
        values.extend(self.values);
        Sql {
            text: text.into(),
            values,
        }
    }

    /// Whether the text starts with `WITH` (such a statement cannot be one of `after_writes`).
    pub fn starts_with_with(&self) -> bool {
        self.text.starts_with("WITH ")
    }
}

impl QueryFragment<MultiBackend> for Sql {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, MultiBackend>) -> QueryResult<()> {
        let mut values = self.values.iter();
        for (i, piece) in self.text.split('?').enumerate() {
            if i > 0 {
                match values.next() {
                    Some(Value::Text(v)) => out.push_bind_param::<Text, _>(v)?,
                    Some(Value::NullableText(v)) => out.push_bind_param::<Nullable<Text>, _>(v)?,
                    Some(Value::BigInt(v)) => out.push_bind_param::<BigInt, _>(v)?,
                    Some(Value::Bool(v)) => out.push_bind_param::<Bool, _>(v)?,
                    None => return Err(mismatch(&self.text)),
                }
            }
            out.push_sql(piece);
        }
        match values.next() {
            Some(_) => Err(mismatch(&self.text)),
            None => Ok(()),
        }
    }
}

fn mismatch(text: &str) -> diesel::result::Error {
    diesel::result::Error::QueryBuilderError(
        format!("the values bound do not match the marks of: {text}").into(),
    )
}

/// No static id: the statement cache keys it by its text (and its values' types).
impl QueryId for Sql {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

/// Rows come back by name (`QueryableByName`), as from `sql_query`.
impl Query for Sql {
    type SqlType = Untyped;
}

impl<Conn> RunQueryDsl<Conn> for Sql {}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::connection::InstrumentationEvent;
    use std::sync::{Arc, Mutex};

    /// The statements the connection prepares to keep.
    fn count_kept(c: &mut DbConnection) -> Arc<Mutex<Vec<String>>> {
        let kept = Arc::new(Mutex::new(Vec::new()));
        let seen = kept.clone();
        c.set_instrumentation(move |event: InstrumentationEvent<'_>| {
            if let InstrumentationEvent::CacheQuery { sql, .. } = event {
                seen.lock().unwrap().push(sql.to_owned());
            }
        });
        kept
    }

    fn connection() -> DbConnection {
        let mut c = DbConnection::establish(":memory:").unwrap();
        sql("CREATE TABLE t (id TEXT PRIMARY KEY, n BIGINT NOT NULL, note TEXT)")
            .execute(&mut c)
            .unwrap();
        c
    }

    #[derive(diesel::QueryableByName, Debug, PartialEq)]
    struct Row {
        #[diesel(sql_type = BigInt)]
        n: i64,
        #[diesel(sql_type = Nullable<Text>)]
        note: Option<String>,
    }

    #[test]
    fn an_executed_statement_is_prepared_once_and_binds_its_values_in_order() {
        let mut c = connection();
        let kept = count_kept(&mut c);
        for (id, n) in [("a", 1), ("b", 2), ("c", 3)] {
            let changed = sql("INSERT INTO t (id, n, note) VALUES (?, ?, ?)")
                .text(id)
                .big_int(n)
                .nullable_text(Some(format!("note {n}")))
                .execute(&mut c)
                .unwrap();
            assert_eq!(changed, 1);
        }
        assert_eq!(
            *kept.lock().unwrap(),
            vec!["INSERT INTO t (id, n, note) VALUES (?, ?, ?)".to_owned()]
        );
        let rows: Vec<Row> = sql("UPDATE t SET n = n + ? WHERE n >= ? RETURNING n, note")
            .big_int(10)
            .big_int(2)
            .load(&mut c)
            .unwrap();
        let mut ns: Vec<i64> = rows.iter().map(|r| r.n).collect();
        ns.sort();
        assert_eq!(ns, vec![12, 13]);
        assert!(rows.contains(&Row {
            n: 12,
            note: Some("note 2".into())
        }));
    }

    #[test]
    fn writes_ride_in_a_statement_as_with_parts_their_values_first() {
        let first = sql("INSERT INTO a VALUES (?)").text("x");
        let second = sql("INSERT INTO b VALUES (?, ?)").big_int(1).big_int(2);
        let plain = sql("UPDATE c SET n = ? RETURNING n").big_int(3);
        let joined = plain.after_writes(vec![first.clone(), second.clone()]);
        assert_eq!(
            joined.text,
            "WITH w0 AS (INSERT INTO a VALUES (?)), w1 AS (INSERT INTO b VALUES (?, ?)) \
             UPDATE c SET n = ? RETURNING n"
        );
        let values: Vec<String> = joined.values.iter().map(|v| format!("{v:?}")).collect();
        assert_eq!(
            values,
            ["Text(\"x\")", "BigInt(1)", "BigInt(2)", "BigInt(3)"]
        );
        let with = sql("WITH t AS (INSERT INTO t VALUES (?)) SELECT 1").text("y");
        assert_eq!(
            with.after_writes(vec![first]).text,
            "WITH w0 AS (INSERT INTO a VALUES (?)), t AS (INSERT INTO t VALUES (?)) SELECT 1"
        );
    }

    #[test]
    fn values_that_do_not_match_the_marks_are_an_error_not_a_statement() {
        let mut c = connection();
        let fewer = sql("INSERT INTO t (id, n) VALUES (?, ?)")
            .text("a")
            .execute(&mut c);
        assert!(matches!(
            fewer,
            Err(diesel::result::Error::QueryBuilderError(_))
        ));
        let more = sql("INSERT INTO t (id, n) VALUES (?, 1)")
            .text("a")
            .big_int(2)
            .execute(&mut c);
        assert!(matches!(
            more,
            Err(diesel::result::Error::QueryBuilderError(_))
        ));
    }
}
