//! SQL text written into a query as it is, which the statement cache may keep.
//!
//! Diesel's `dsl::sql` marks its query as not to be cached, since its text may differ at every
//! call: such a statement is parsed and planned again each time it runs. A `Fixed` fragment's text
//! is a `&'static str`, one of a known few, so caching it (keyed by the statement's text) is safe.
//!
//! Also the way to write a constant the query planner must see: SQLite can use a partial index
//! (`… WHERE withheld_cents > 0`) only for a query that states the index's condition in its text,
//! because the server's SQLite plans without looking at bound values (`.cargo/config.toml`).

use std::marker::PhantomData;

use diesel::backend::Backend;
use diesel::expression::{
    AppearsOnTable, Expression, SelectableExpression, TypedExpressionType, ValidGrouping,
    is_aggregate,
};
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::result::QueryResult;
use diesel::sql_types::SqlType;

#[derive(Debug, Clone, Copy)]
pub struct Fixed<ST> {
    text: &'static str,
    _type: PhantomData<ST>,
}

/// `text` as an expression of SQL type `ST`. It is neither aggregate nor plain for Diesel's
/// grouping checks: keep aggregates (`SUM`, `COUNT`) in a select of their own.
pub fn fixed<ST>(text: &'static str) -> Fixed<ST> {
    Fixed {
        text,
        _type: PhantomData,
    }
}

impl<ST: SqlType + TypedExpressionType> Expression for Fixed<ST> {
    type SqlType = ST;
}

impl<ST, DB: Backend> QueryFragment<DB> for Fixed<ST> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        out.push_sql(self.text);
        Ok(())
    }
}

/// No static id: the statement cache keys it by its text, which differs with `text`.
impl<ST> QueryId for Fixed<ST> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<ST, GB> ValidGrouping<GB> for Fixed<ST> {
    type IsAggregate = is_aggregate::Never;
}

impl<ST: SqlType + TypedExpressionType, QS> SelectableExpression<QS> for Fixed<ST> {}

impl<ST: SqlType + TypedExpressionType, QS> AppearsOnTable<QS> for Fixed<ST> {}
