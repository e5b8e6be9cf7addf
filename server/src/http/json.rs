//! `ApiJson<T>`: the JSON body extractor of every API call. Its failures are `AppError`s, so they
//! get the localised envelope like everything else: 400 for unreadable JSON, 415 for another
//! content type, 413 for an oversized body, 422 with the reason for a body of the wrong shape.

use axum::extract::rejection::{JsonDataError, JsonRejection};
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::{AppError, ErrorKind};

pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(v)) => Ok(ApiJson(v)),
            Err(rejection) => Err(rejection_error(rejection)),
        }
    }
}

fn rejection_error(rejection: JsonRejection) -> AppError {
    match rejection {
        JsonRejection::JsonDataError(e) => match unknown_word(&e) {
            Some(field) => AppError::on_field(ErrorKind::Invalid, "choice_invalid", &field),
            // serde's reason ("unknown field `x`, expected ...") names only our own field names.
            None => AppError::invalid_request().with_param("reason", e.body_text()),
        },
        JsonRejection::JsonSyntaxError(_) => AppError::new(ErrorKind::Malformed, "malformed_json"),
        JsonRejection::MissingJsonContentType(_) => {
            AppError::new(ErrorKind::UnsupportedMediaType, "unsupported_media_type")
        }
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            AppError::new(ErrorKind::TooLarge, "payload_too_large")
        }
        other => AppError::new(ErrorKind::Malformed, "malformed_json")
            .with_param("reason", other.body_text()),
    }
}

/// The field (its path in the body, `mode` or `limits.kind`) whose value is a word outside the
/// closed set its type accepts, if that is what was refused: the same answer a form's choice
/// outside its list gets.
fn unknown_word(e: &JsonDataError) -> Option<String> {
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        if let Some(refused) = err.downcast_ref::<serde_path_to_error::Error<serde_json::Error>>() {
            return refused
                .inner()
                .to_string()
                .starts_with("unknown variant")
                .then(|| refused.path().to_string());
        }
        source = err.source();
    }
    None
}
