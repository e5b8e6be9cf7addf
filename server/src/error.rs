//! One error type for every handler. A failure carries a stable code, its parameters and per-field
//! failures, never a sentence: the `envelope` middleware renders it in the request's language.

use std::collections::BTreeMap;
use std::fmt::Display;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use casino_core::RuleError;

/// A failure that the envelope middleware turns into `{"error": {...}}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppError {
    pub status: StatusCode,
    pub code: &'static str,
    pub params: BTreeMap<String, String>,
    /// Field name -> (code, params) for form errors.
    pub fields: BTreeMap<String, (String, BTreeMap<String, String>)>,
}

impl AppError {
    pub fn new(status: StatusCode, code: &'static str) -> AppError {
        AppError {
            status,
            code,
            params: BTreeMap::new(),
            fields: BTreeMap::new(),
        }
    }

    pub fn with_param(mut self, name: &str, value: impl Into<String>) -> AppError {
        self.params.insert(name.to_owned(), value.into());
        self
    }

    pub fn not_found() -> AppError {
        AppError::new(StatusCode::NOT_FOUND, "not_found")
    }

    pub fn invalid_request() -> AppError {
        AppError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_request")
    }

    /// A rule of casino-core failed on one field: 422 with the field's failure (and the same
    /// message at the top, for callers that show one message).
    pub fn rule(field: &str, e: &RuleError) -> AppError {
        let mut err = AppError::new(StatusCode::UNPROCESSABLE_ENTITY, e.code());
        err.params = e.params();
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
        Err(err)
    }

    /// A refusal about one field, with the same code at the top and on the field.
    pub fn on_field(status: StatusCode, code: &'static str, field: &str) -> AppError {
        let mut err = AppError::new(status, code);
        err.fields
            .insert(field.to_owned(), (code.to_owned(), BTreeMap::new()));
        err
    }

    /// An unexpected failure: logged once here with its cause, answered without internals.
    pub fn internal(cause: impl Display) -> AppError {
        tracing::error!(%cause, "internal error");
        AppError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal_error")
    }

    /// The database could not give a connection in time.
    pub fn unavailable(cause: impl Display) -> AppError {
        tracing::error!(%cause, "database unavailable");
        AppError::new(StatusCode::SERVICE_UNAVAILABLE, "unavailable")
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> AppError {
        AppError::internal(format!("database: {e}"))
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let mut res = self.status.into_response();
        res.extensions_mut().insert(self);
        res
    }
}

pub type AppResult<T> = Result<T, AppError>;
