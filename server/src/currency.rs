//! The currency a request names.

use casino_core::Currency;

use crate::error::{AppError, AppResult, ErrorKind};

/// A currency a request names; an unknown one is a refused choice of the `currency` field.
pub fn parse_currency(code: &str) -> AppResult<Currency> {
    Currency::parse(code)
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "currency"))
}
