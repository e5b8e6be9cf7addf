//! The OpenAPI document, served at `/api/openapi.json`: the API's title and shared schemas here,
//! every operation from the router's list (`api::routes`).

use std::sync::OnceLock;

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Casino API",
        description = "Every call of the casino web site. Failures always answer with ErrorEnvelope, localised by the X-Locale header (the page's language), else the `locale` cookie, else Accept-Language."
    ),
    components(schemas(
        casino_schema::ErrorEnvelope,
        casino_schema::ApiError,
        casino_schema::FieldError
    ))
)]
pub struct ApiDoc;

/// The document of every route, taken from the same list the router is built from.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOC.get_or_init(|| crate::api::routes().split_for_parts().1)
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", responses((status = 200, description = "OpenAPI 3.1")))]
pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(document().clone())
}
