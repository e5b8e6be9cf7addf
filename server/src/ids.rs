//! The identifiers of players, payment orders and game rounds, each a type of its own: a
//! function that takes a `PlayerId` cannot be handed an order's id or any other string by
//! mistake. In the database they are text columns (UUIDs written as text), read and written as
//! themselves. They read as `&str` (`Deref`) where a string is all that is needed: in JSON, in
//! a log line, in a key.

use std::fmt;
use std::ops::Deref;

use diesel::backend::Backend;
use diesel::deserialize::FromSqlRow;
use diesel::deserialize::{self, FromSql};
use diesel::expression::AsExpression;
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Text;

macro_rules! ids {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, AsExpression, FromSqlRow)]
        #[derive(serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        #[diesel(sql_type = Text)]
        pub struct $name(String);

        impl $name {
            /// A new identifier, never given before (a random UUID).
            pub fn new() -> Self {
                Self(uuid::Uuid::new_v4().to_string())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        /// The identifier a text names: a signed token's subject, a request's field (whose
        /// lookup then finds the row, or answers not found).
        impl From<String> for $name {
            fn from(id: String) -> Self {
                Self(id)
            }
        }

        impl From<&str> for $name {
            fn from(id: &str) -> Self {
                Self(id.to_owned())
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }

        impl From<&$name> for String {
            fn from(id: &$name) -> String {
                id.0.clone()
            }
        }

        impl<DB> ToSql<Text, DB> for $name
        where
            DB: Backend,
            str: ToSql<Text, DB>,
        {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
                self.0.as_str().to_sql(out)
            }
        }

        impl<DB> FromSql<Text, DB> for $name
        where
            DB: Backend,
            String: FromSql<Text, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
                String::from_sql(bytes).map(Self)
            }
        }
    )*};
}

ids! {
    /// A player's account (`players.id`).
    PlayerId,
    /// A deposit or withdrawal (`payment_orders.id`).
    OrderId,
    /// A game round (`game_rounds.id`).
    RoundId,
}
