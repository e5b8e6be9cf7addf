//! Renders every API failure as the one JSON envelope, localised by the request's language:
//! handler errors (`AppError` left in the response extensions) and the framework's own answers
//! (unknown route, wrong method, body too large, time-out) alike.

use std::collections::BTreeMap;

use axum::extract::Request;
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use casino_core::{Locale, i18n};
use casino_schema::{ApiError, ErrorEnvelope, FieldError};

use crate::error::{AppError, ErrorKind};
use crate::http::locale::request_locale;

pub async fn error_envelope(req: Request, next: Next) -> Response {
    let locale = request_locale(req.headers());
    let is_api = req.uri().path().starts_with("/api/") || req.uri().path() == "/api";
    let mut res = next.run(req).await;
    if let Some(err) = res.extensions_mut().remove::<AppError>() {
        return render(locale, super::failure::status(err.kind), &err);
    }
    let status = res.status();
    let is_json = res
        .headers()
        .get(CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if is_api && (status.is_client_error() || status.is_server_error()) && !is_json {
        // The framework's own answer (unknown route, wrong method, time-out): its status stays,
        // the kind is not used for it.
        let err = AppError::new(ErrorKind::Internal, code_for(status));
        return render(locale, status, &err);
    }
    res
}

fn code_for(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
        StatusCode::REQUEST_TIMEOUT => "timeout",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
        StatusCode::UNAUTHORIZED => "unauthorized",
        StatusCode::FORBIDDEN => "forbidden",
        StatusCode::TOO_MANY_REQUESTS => "rate_limited",
        StatusCode::SERVICE_UNAVAILABLE => "unavailable",
        s if s.is_client_error() => "invalid_request",
        _ => "internal_error",
    }
}

pub fn envelope(locale: Locale, err: &AppError) -> ErrorEnvelope {
    let fields = err
        .fields
        .iter()
        .map(|(name, (code, params))| {
            let params = shown(locale, err, params);
            let field = FieldError {
                code: code.clone(),
                message: i18n::message(locale, code, &params),
                params,
            };
            (name.clone(), field)
        })
        .collect::<BTreeMap<_, _>>();
    let params = shown(locale, err, &err.params);
    ErrorEnvelope {
        error: ApiError {
            code: err.code.to_owned(),
            message: i18n::message(locale, err.code, &params),
            params,
            fields,
        },
    }
}

/// Parameters as the request's language shows them: every amount as money in its currency, so
/// the sentence and the page that renders the code again say `5,00 €` in French, `€5.00` in
/// English.
fn shown(
    locale: Locale,
    err: &AppError,
    params: &BTreeMap<String, String>,
) -> BTreeMap<String, String> {
    let currency = err.currency.unwrap_or_else(|| locale.default_currency());
    params
        .iter()
        .map(|(name, value)| {
            let amount = err
                .amounts
                .contains(&name.as_str())
                .then(|| value.parse::<rust_decimal::Decimal>().ok())
                .flatten();
            let value = amount.map_or_else(
                || value.clone(),
                |a| casino_core::money::format_money(a, currency, locale),
            );
            (name.clone(), value)
        })
        .collect()
}

fn render(locale: Locale, status: StatusCode, err: &AppError) -> Response {
    let body = serde_json::to_vec(&envelope(locale, err)).unwrap_or_default();
    let mut res = (status, body).into_response();
    let headers = res.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    headers.remove(CONTENT_LENGTH);
    headers.insert("content-language", HeaderValue::from_static(locale.tag()));
    res
}
