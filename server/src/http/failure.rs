//! How a domain failure answers over HTTP: each `ErrorKind` has one status code. The envelope
//! middleware (`envelope.rs`) then renders the code and parameters as a sentence in the request's
//! language.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::error::{AppError, ErrorKind};

pub fn status(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::Malformed => StatusCode::BAD_REQUEST,
        ErrorKind::Unauthorized => StatusCode::UNAUTHORIZED,
        ErrorKind::Forbidden => StatusCode::FORBIDDEN,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Gone => StatusCode::GONE,
        ErrorKind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        ErrorKind::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ErrorKind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
        ErrorKind::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        ErrorKind::Upstream => StatusCode::BAD_GATEWAY,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// The failure rides in the response's extensions; the envelope middleware renders it.
impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let mut res = status(self.kind).into_response();
        res.extensions_mut().insert(self);
        res
    }
}
