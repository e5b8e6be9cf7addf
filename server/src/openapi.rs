//! The OpenAPI document, served at `/api/openapi.json`.

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Casino API",
        description = "Every call of the casino web site. Failures always answer with ErrorEnvelope, localised by the `locale` cookie or Accept-Language."
    ),
    paths(crate::api::health::healthz, crate::api::content::get_setting),
    components(schemas(
        casino_schema::ErrorEnvelope,
        casino_schema::ApiError,
        casino_schema::FieldError
    ))
)]
pub struct ApiDoc;

pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
