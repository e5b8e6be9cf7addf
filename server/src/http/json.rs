//! `ApiJson<T>`: the JSON body extractor of every API call. Its failures are `AppError`s, so they
//! get the localised envelope like everything else: 400 for unreadable JSON, 415 for another
//! content type, 413 for an oversized body, 422 with the reason for a body of the wrong shape.

use axum::extract::rejection::JsonRejection;
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
        JsonRejection::JsonDataError(e) => {
            // serde's reason ("unknown field `x`, expected ...") names only our own field names.
            AppError::invalid_request().with_param("reason", e.body_text())
        }
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
