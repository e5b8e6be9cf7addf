//! Statements the connection keeps prepared although Diesel would not.
//!
//! Diesel prepares again, at every run, each `UPDATE` and each `sql_query`: an update's text can
//! change with its changeset while its Rust type stays the same, and Diesel's cache would key
//! both by that type. `Cached` keys its statement by its SQL text instead, which makes keeping
//! it safe, and tells the cache so. Use it where the same statement runs at every game round:
//! parsing and planning the round's statements again took a tenth of the SQLite writer's time,
//! and on PostgreSQL a kept statement skips the server's parse too. Its text must be one of a
//! known few (no value written into it), or the cache would grow with every call.

use diesel::backend::Backend;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::{QueryResult, RunQueryDsl};

#[derive(Debug, Clone)]
pub struct Cached<Q>(pub Q);

impl<Q: QueryFragment<DB>, DB: Backend> QueryFragment<DB> for Cached<Q> {
    fn walk_ast<'b>(&'b self, pass: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        self.0.walk_ast(pass)
    }

    fn is_safe_to_cache_prepared(&self, _backend: &DB) -> QueryResult<bool> {
        Ok(true)
    }
}

/// No static id: the cache keys the statement by its text.
impl<Q> QueryId for Cached<Q> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q: Query> Query for Cached<Q> {
    type SqlType = Q::SqlType;
}

impl<Q, Conn> RunQueryDsl<Conn> for Cached<Q> {}
