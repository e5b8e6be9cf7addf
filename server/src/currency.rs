//! Which currency a player's money is in.

use casino_core::Currency;

use crate::error::{AppError, AppResult, ErrorKind};

/// The player's main currency: the one chosen at registration.
pub fn main_currency(currency: &str) -> Currency {
    Currency::parse(currency).unwrap_or(Currency::Eur)
}

/// A currency a request names; an unknown one is a refused choice of the `currency` field.
pub fn parse_currency(code: &str) -> AppResult<Currency> {
    Currency::parse(code)
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "currency"))
}
