//! One error type for every use case and handler. A failure carries a stable code, its parameters
//! and per-field failures, never a sentence, and an `ErrorKind` that says what went wrong in the domain's
//! words. The HTTP layer (`http::failure`) answers each kind with its status code and renders the
//! sentence in the request's language, so domain code never needs to know about HTTP.

use std::collections::BTreeMap;
use std::fmt::Display;

use casino_core::{Currency, RuleError};

/// What kind of failure this is. Each maps to one HTTP status in `http::failure::status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The request cannot be read at all (malformed JSON).
    Malformed,
    /// Nobody is signed in, or the credentials are wrong.
    Unauthorized,
    /// Signed in, or a visitor, but not allowed: a role, a country, an account's state.
    Forbidden,
    NotFound,
    /// The state has moved on: a round is open, an order was already decided.
    Conflict,
    /// A one-time link that was used or has expired.
    Gone,
    TooLarge,
    UnsupportedMediaType,
    /// A rule refused a value.
    Invalid,
    TooManyRequests,
    /// A fault of ours; logged once with its cause where it is made.
    Internal,
    /// A service we depend on (the mail server) failed.
    Upstream,
    /// The database could not give a connection in time.
    Unavailable,
}

/// A failure that the envelope middleware turns into `{"error": {...}}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppError {
    pub kind: ErrorKind,
    pub code: &'static str,
    pub params: BTreeMap<String, String>,
    /// Field name -> (code, params) for form errors.
    pub fields: BTreeMap<String, (String, BTreeMap<String, String>)>,
    /// The parameters (at the top and on the fields) that are amounts of money, in their JSON
    /// form until the envelope writes them in the request's language and `currency`.
    pub amounts: Vec<&'static str>,
    /// The currency of those amounts; the language's own (the euro, the rupee in Hindi) when the
    /// refusal does not say.
    pub currency: Option<Currency>,
}

impl AppError {
    pub fn new(kind: ErrorKind, code: &'static str) -> AppError {
        AppError {
            kind,
            code,
            params: BTreeMap::new(),
            fields: BTreeMap::new(),
            amounts: Vec::new(),
            currency: None,
        }
    }

    /// The currency the refusal's amounts are in.
    pub fn in_currency(mut self, currency: Currency) -> AppError {
        self.currency = Some(currency);
        self
    }

    /// A refusal by a rule of an action rather than a field: its sentence's parameters, amounts
    /// written as money once the language is known.
    pub fn refusal(kind: ErrorKind, e: &RuleError) -> AppError {
        let mut err = AppError::new(kind, e.code());
        err.params = e.params();
        err.amounts = e.amount_params();
        err
    }

    /// A parameter of the message; a field refused with the same code (`on_field`) says the
    /// same sentence, so it gets the parameter too.
    pub fn with_param(mut self, name: &str, value: impl Into<String>) -> AppError {
        let value = value.into();
        for (code, params) in self.fields.values_mut() {
            if code == self.code {
                params.insert(name.to_owned(), value.clone());
            }
        }
        self.params.insert(name.to_owned(), value);
        self
    }

    pub fn not_found() -> AppError {
        AppError::new(ErrorKind::NotFound, "not_found")
    }

    pub fn invalid_request() -> AppError {
        AppError::new(ErrorKind::Invalid, "invalid_request")
    }

    /// A rule of casino-core failed on one field: 422 with the field's failure (and the same
    /// message at the top, for callers that show one message).
    pub fn rule(field: &str, e: &RuleError) -> AppError {
        let mut err = AppError::refusal(ErrorKind::Invalid, e);
        err.fields
            .insert(field.to_owned(), (e.code().to_owned(), e.params()));
        err
    }

    /// Every failing field of a form at once (the first one's message at the top); `Ok` when none.
    pub fn check(failures: &BTreeMap<&'static str, RuleError>) -> AppResult<()> {
        let Some((field, first)) = failures.iter().next() else {
            return Ok(());
        };
        let mut err = AppError::rule(field, first);
        err.fields = failures
            .iter()
            .map(|(field, e)| ((*field).to_owned(), (e.code().to_owned(), e.params())))
            .collect();
        for e in failures.values() {
            err.amounts.extend(e.amount_params());
        }
        Err(err)
    }

    /// A refusal about one field, with the same code at the top and on the field.
    pub fn on_field(kind: ErrorKind, code: &'static str, field: &str) -> AppError {
        let mut err = AppError::new(kind, code);
        err.fields
            .insert(field.to_owned(), (code.to_owned(), BTreeMap::new()));
        err
    }

    /// An unexpected failure: logged once here with its cause, answered without internals.
    pub fn internal(cause: impl Display) -> AppError {
        tracing::error!(%cause, "internal error");
        AppError::new(ErrorKind::Internal, "internal_error")
    }

    /// The database could not give a connection in time.
    pub fn unavailable(cause: impl Display) -> AppError {
        tracing::error!(%cause, "database unavailable");
        AppError::new(ErrorKind::Unavailable, "unavailable")
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> AppError {
        AppError::internal(format!("database: {e}"))
    }
}

pub type AppResult<T> = Result<T, AppError>;
