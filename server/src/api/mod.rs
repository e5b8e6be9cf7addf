//! API controllers, one module per domain. Paths follow the spec under `/api`; all POST unless the
//! spec says otherwise.

pub mod auth;
pub mod content;
pub mod geolocation;
pub mod health;
pub mod password;
pub mod player;
pub mod profile;

use axum::Router;
use axum::extract::Json;
use axum::http::HeaderMap;
use axum::routing::{get, post};
use casino_schema::Done;

use crate::locale::request_locale;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(crate::openapi::openapi_json))
        .route("/geolocation", get(geolocation::geolocation))
        .route("/front/get_setting", post(content::get_setting))
        .route("/front/register_player", post(player::register_player))
        .route(
            "/front/validate_player_name",
            post(player::validate_player_name),
        )
        .route(
            "/front/validate_promo_code",
            post(player::validate_promo_code),
        )
        .route("/front/activate_player", post(player::activate_player))
        .route("/front/auth/login/", post(auth::login))
        .route("/front/auth/player", get(auth::auth_player))
        .route(
            "/front/reset_player_password",
            post(password::reset_player_password),
        )
        .route(
            "/front/set_player_password",
            post(password::set_player_password),
        )
        .route(
            "/front/update_player_password",
            post(password::update_player_password),
        )
        .route(
            "/front/get_player_profile",
            post(profile::get_player_profile),
        )
        .route("/front/update_profile", post(profile::update_profile))
}

/// A success sentence in the request's language.
fn message(headers: &HeaderMap, code: &str) -> String {
    casino_core::i18n::message(request_locale(headers), code, &Default::default())
}

/// A success: its code and its sentence.
fn done(headers: &HeaderMap, code: &str) -> Json<Done> {
    Json(Done {
        code: code.to_owned(),
        message: message(headers, code),
    })
}

fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}
