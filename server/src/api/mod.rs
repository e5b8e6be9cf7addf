//! API controllers, one module per domain. Paths follow the spec under `/api`; all POST unless the
//! spec says otherwise.

pub mod content;
pub mod health;

use axum::Router;
use axum::routing::{get, post};

use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(crate::openapi::openapi_json))
        .route("/front/get_setting", post(content::get_setting))
}
