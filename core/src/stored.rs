//! With the `diesel` feature: the closed sets the server's database keeps as words, read and
//! written as themselves. A column of one of them is compared with a value of the type, never
//! with a word typed again, and a row holding a word outside the set fails to load (an error the
//! operator sees) rather than passing as some default.

use crate::content::ContentKind;
use crate::kyc::DocumentKind;
use crate::money::Currency;
use crate::payments::{Processor, Verification};
use crate::responsible::Break;

/// Diesel's `ToSql`/`FromSql` over a text column for a type with `code()` (its word) and
/// `parse(&str) -> Option<Self>`, which also derives `AsExpression` and `FromSqlRow` with
/// `sql_type = Text`. Exported: the server's own closed sets use it too.
#[macro_export]
macro_rules! stored_as_word {
    ($($t:ty),* $(,)?) => {$(
        impl<DB> diesel::serialize::ToSql<diesel::sql_types::Text, DB> for $t
        where
            DB: diesel::backend::Backend,
            str: diesel::serialize::ToSql<diesel::sql_types::Text, DB>,
        {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, DB>,
            ) -> diesel::serialize::Result {
                self.code().to_sql(out)
            }
        }

        impl<DB> diesel::deserialize::FromSql<diesel::sql_types::Text, DB> for $t
        where
            DB: diesel::backend::Backend,
            String: diesel::deserialize::FromSql<diesel::sql_types::Text, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> diesel::deserialize::Result<Self> {
                let word = <String as diesel::deserialize::FromSql<
                    diesel::sql_types::Text,
                    DB,
                >>::from_sql(bytes)?;
                <$t>::parse(&word)
                    .ok_or_else(|| format!("{word:?} is no {}", stringify!($t)).into())
            }
        }
    )*};
}

stored_as_word!(
    Currency,
    Verification,
    Break,
    DocumentKind,
    ContentKind,
    Processor
);
