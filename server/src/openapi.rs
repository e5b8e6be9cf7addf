//! The OpenAPI document, served at `/api/openapi.json`.

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Casino API",
        description = "Every call of the casino web site. Failures always answer with ErrorEnvelope, localised by the `locale` cookie or Accept-Language."
    ),
    paths(
        crate::api::health::healthz,
        crate::api::content::get_setting,
        crate::api::player::register_player,
        crate::api::player::validate_player_name,
        crate::api::player::validate_promo_code,
        crate::api::player::activate_player,
        crate::api::auth::login,
        crate::api::auth::auth_player,
        crate::api::password::reset_player_password,
        crate::api::password::set_player_password,
        crate::api::password::update_player_password,
        crate::api::profile::get_player_profile,
        crate::api::profile::update_profile,
        crate::api::geolocation::geolocation
    ),
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
