//! The site around the API: `/api` (the router `api::routes` builds), `/healthz`, and the built
//! web app for every other path.

mod envelope;
mod failure;
pub mod json;
pub mod locale;
mod page_data;
mod scrape;
mod security;
mod static_files;
mod visitor;

pub use scrape::router as scrape_router;

use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::middleware;
use axum::routing::any;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};

use crate::error::{AppError, ErrorKind};
use crate::state::AppState;

/// Counts an answered request by its route (the route's pattern, never the path itself, so the
/// figures stay a bounded set) and its status, with its duration (the operator's metrics).
async fn count_request(
    req: axum::extract::Request,
    next: middleware::Next,
) -> axum::response::Response {
    if !crate::metrics::enabled() {
        return next.run(req).await;
    }
    let started = std::time::Instant::now();
    let route = req
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .map_or("unmatched", |p| p.as_str())
        .to_owned();
    let method = match *req.method() {
        axum::http::Method::GET => "GET",
        axum::http::Method::POST => "POST",
        axum::http::Method::HEAD => "HEAD",
        _ => "other",
    };
    let response = next.run(req).await;
    let status = response.status().as_u16().to_string();
    metrics::counter!(crate::metrics::HTTP_REQUESTS, "route" => route.clone(), "method" => method, "status" => status)
        .increment(1);
    metrics::histogram!(crate::metrics::HTTP_DURATION, "route" => route, "method" => method)
        .record(started.elapsed());
    response
}

/// The header carrying a request's id, in and out.
const REQUEST_ID: &str = "x-request-id";

/// The spec's request time-out.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(25);
/// JSON bodies of the API are small; uploads (KYC, 5 MB) raise this on their own route.
pub const API_BODY_LIMIT: usize = 64 * 1024;

/// The whole site around `api`, the API's router: its refusals and limits, the built web app for
/// every other path, and the layers every answer goes through.
pub fn site(state: AppState, api: Router<AppState>) -> Router {
    // Unknown API paths answer the envelope's 404, never the web app.
    let not_found = || async { AppError::not_found() };
    let api = api
        .route("/api", any(not_found))
        .route("/api/{*rest}", any(not_found))
        .layer(DefaultBodyLimit::max(API_BODY_LIMIT))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            security::sandbox_gate,
        ));
    let static_dir = state.config.static_dir.clone();
    let security = middleware::from_fn_with_state(state.clone(), security::headers);
    Router::new()
        .merge(api)
        .nest_service("/assets", static_files::assets(&static_dir))
        .nest_service(
            "/content-images",
            static_files::content_images(state.content.clone()),
        )
        .fallback_service(static_files::spa(&static_dir, state.content.clone()))
        .with_state(state)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(CatchPanicLayer::custom(|_| {
            tracing::error!("handler panicked");
            axum::response::IntoResponse::into_response(AppError::new(
                ErrorKind::Internal,
                "internal_error",
            ))
        }))
        // Outside the time-out and the panic catcher, so their answers get the envelope and the
        // request's language too (outside, a panic answered an empty 500).
        .layer(middleware::from_fn(envelope::error_envelope))
        .layer(middleware::from_fn(count_request))
        .layer(security)
        .layer(CompressionLayer::new())
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|req: &axum::http::Request<_>| {
                    let id = req
                        .headers()
                        .get(REQUEST_ID)
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or_default();
                    tracing::info_span!("request", id, method = %req.method(), path = %req.uri().path())
                })
                .on_response(DefaultOnResponse::new().level(tracing::Level::INFO)),
        )
        // Every request has an id: the proxy's (nginx's `$request_id`, so its log and ours
        // name the same request) or a new one. Every log line of the request carries it in its
        // span, and the answer sends it back, so a player's or an operator's report of a failed
        // call points at its log lines.
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
        .layer(middleware::map_request(proxy_request_id))
}

/// The longest request id kept from the proxy (nginx's are 32 hex digits, a UUID is 36).
const REQUEST_ID_MAX: usize = 64;

/// Keeps the proxy's request id only when it is one: short, of letters, digits, `-`, `_`, `.` and
/// `:`. Anything else is dropped and a new id made, so a client cannot write what it likes (long
/// or with control characters) into every log line of its request and back into the answer.
async fn proxy_request_id(
    mut req: axum::http::Request<axum::body::Body>,
) -> axum::http::Request<axum::body::Body> {
    let sound = |v: &[u8]| {
        !v.is_empty()
            && v.len() <= REQUEST_ID_MAX
            && v.iter()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(b))
    };
    let headers = req.headers_mut();
    if headers
        .get(REQUEST_ID)
        .is_some_and(|v| !sound(v.as_bytes()))
    {
        headers.remove(REQUEST_ID);
    }
    req
}
