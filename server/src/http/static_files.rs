//! The built web app. Hashed assets (`/assets/...`) are immutable; `index.html`, `/sw.js` and
//! every other file must be revalidated so a deployment reaches players at once. Any path that is
//! not a file is answered with the app itself (status 200): the client router decides what it is.
//! Public pages rendered at build time (`prerendered/<path>.html`) are answered with their own
//! HTML, so a first visit paints before the JavaScript has run; every other path gets the shell.

use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::extract::Request;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, any_service};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use super::page_data;
use crate::content::Content;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// Hashed build output: a missing file is a real 404 (an old chunk after a deployment), never the
/// app's HTML, so the client's chunk-reload logic sees the failure.
pub fn assets<S: Clone + Send + Sync + 'static>(dist: &Path) -> MethodRouter<S> {
    with_cache_headers(any_service(ServeDir::new(dist.join("assets"))), dist)
}

/// Every other path: the file if there is one, the app otherwise. A page that shows the site's
/// editable content gets it filled in (`page_data`).
pub fn spa<S: Clone + Send + Sync + 'static>(dist: &Path, content: Content) -> MethodRouter<S> {
    let root = dist.to_path_buf();
    let app = tower::service_fn(move |req: Request| {
        let (root, content) = (root.clone(), content.clone());
        async move {
            let path = req.uri().path().to_owned();
            let file = page_file(&root, &path);
            if req.method() == Method::GET
                && page_data::shows_content(&path)
                && let Some(page) = filled_page(&root, &file, &content, &path).await
            {
                return Ok(page);
            }
            ServeFile::new(file)
                .oneshot(req)
                .await
                .map(|res| res.map(Body::new))
        }
    });
    // Directories are not listed nor given their index.html: `/` is the home page like any path.
    let serve = ServeDir::new(dist)
        .append_index_html_on_directories(false)
        .fallback(app);
    with_cache_headers(any_service(serve), dist)
}

/// The page with its content, or the app shell when the page's content is missing (the app then
/// shows why). None when the HTML cannot be read: the file service answers as it would.
async fn filled_page(root: &Path, file: &Path, content: &Content, path: &str) -> Option<Response> {
    let html = tokio::fs::read_to_string(file).await.ok()?;
    let page = match page_data::fill(content, path, html).await {
        Ok(page) => page,
        Err(()) => tokio::fs::read_to_string(root.join("index.html"))
            .await
            .ok()?,
    };
    Some(
        (
            [(
                CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            )],
            page,
        )
            .into_response(),
    )
}

/// The HTML answering a page path: its build-time rendering if there is one, the shell otherwise.
fn page_file(dist: &Path, path: &str) -> PathBuf {
    let key = path.trim_matches('/');
    let key = if key.is_empty() { "index" } else { key };
    let plain = key.split('/').all(|seg| {
        !seg.is_empty()
            && seg
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    });
    let shared = page_data::shared_rendering(path);
    let rendered = dist
        .join("prerendered")
        .join(format!("{}.html", shared.as_deref().unwrap_or(key)));
    // `index` is the rendering of `/`, not a page of its own.
    if plain && (key != "index" || path.trim_matches('/').is_empty()) && rendered.is_file() {
        rendered
    } else {
        dist.join("index.html")
    }
}

fn with_cache_headers<S: Clone + Send + Sync + 'static>(
    service: MethodRouter<S>,
    dist: &Path,
) -> MethodRouter<S> {
    let built = dist.join("index.html").exists();
    service.layer(middleware::from_fn(move |req, next| {
        cache_headers(req, next, built)
    }))
}

async fn cache_headers(req: Request, next: Next, built: bool) -> Response {
    if !built {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app is not built yet: run `just build-web`.",
        )
            .into_response();
    }
    // Inside the nested service the path has lost its `/assets` prefix; the original URI keeps it.
    let hashed = req
        .extensions()
        .get::<axum::extract::OriginalUri>()
        .map_or(req.uri().path(), |u| u.0.path())
        .starts_with("/assets/");
    let mut res = next.run(req).await;
    if res.status().is_success() {
        let policy = if hashed { IMMUTABLE } else { REVALIDATE };
        res.headers_mut()
            .insert(CACHE_CONTROL, HeaderValue::from_static(policy));
    }
    res
}

/// `/content-images/{name}`: the pictures of the site's content. A name is its picture's hash, so
/// it never changes: cached for good.
pub fn content_images<S: Clone + Send + Sync + 'static>(content: Content) -> MethodRouter<S> {
    axum::routing::get(content_image).with_state(content)
}

async fn content_image(
    axum::extract::State(content): axum::extract::State<Content>,
    uri: axum::http::Uri,
) -> Response {
    // Nested under `/content-images`, the path is the name.
    let name = uri.path().trim_start_matches('/');
    match crate::content::served_image(&content.files, name).await {
        Ok(Some((bytes, mime))) => (
            [
                (CONTENT_TYPE, HeaderValue::from_static(mime)),
                (CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE)),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(e) => e.into_response(),
    }
}
