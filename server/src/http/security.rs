//! Security headers on every answer. The CSP allows no inline script; `'wasm-unsafe-eval'` is the
//! one exception, needed to instantiate the rulebook's WebAssembly module. Pictures may come from
//! `blob:` addresses: an identity document is read with the session and shown from memory, as
//! it is never served to an `<img>` without one.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::AppError;
use crate::state::AppState;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; \
manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The sandbox's own routes exist only while it runs: otherwise they answer 404 like any
/// unknown path (inside the error envelope's layer, which words the answer).
pub async fn sandbox_gate(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if !state.config.payments_sandbox && req.uri().path().starts_with("/api/sandbox/") {
        return AppError::not_found().into_response();
    }
    next.run(req).await
}

pub async fn headers(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let https = state.config.https();
    let h = res.headers_mut();
    if https {
        h.insert(
            "strict-transport-security",
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    let html = h
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    // `casino_sandbox` tells every page the payments are simulated (the web app shows a notice):
    // a cookie rather than a request, so the first page knows before it renders, at no cost.
    if html {
        let cookie = match (state.config.payments_sandbox, https) {
            (true, true) => "casino_sandbox=on; Path=/; SameSite=Lax; Secure",
            (true, false) => "casino_sandbox=on; Path=/; SameSite=Lax",
            (false, _) => "casino_sandbox=; Path=/; Max-Age=0; SameSite=Lax",
        };
        h.append(header::SET_COOKIE, HeaderValue::from_static(cookie));
    }
    for (name, value) in [
        ("content-security-policy", CONTENT_SECURITY_POLICY),
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "strict-origin-when-cross-origin"),
        ("cross-origin-opener-policy", "same-origin"),
        (
            "permissions-policy",
            "camera=(), microphone=(), geolocation=(), payment=(self)",
        ),
    ] {
        h.insert(name, HeaderValue::from_static(value));
    }
    res
}
