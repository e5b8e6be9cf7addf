//! API controllers, one module per domain. Paths follow the spec under `/api`; all POST unless the
//! spec says otherwise.

pub mod content;
pub mod health;
pub mod player;

use axum::Router;
use axum::routing::{get, post};

use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(crate::openapi::openapi_json))
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
        .route("/front/auth/login/", post(player::login))
        .route("/front/auth/player", get(player::auth_player))
}
