use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

/// Every failure of the API, whatever its status: `{"error": {...}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ErrorEnvelope {
    pub error: ApiError,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ApiError {
    /// Stable machine code (`amount_below_min`, `not_found`, ...); the web app's i18n key.
    pub code: String,
    /// The message in the request's language.
    pub message: String,
    /// Named parameters of the message, formatted for display.
    pub params: BTreeMap<String, String>,
    /// Per-field failures of a form, keyed by the request's field name.
    pub fields: BTreeMap<String, FieldError>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct FieldError {
    pub code: String,
    pub message: String,
    pub params: BTreeMap<String, String>,
}
