//! API controllers, one module per domain. Paths follow the spec under `/api`; all POST unless the
//! spec says otherwise.

pub mod admin;
pub mod auth;
pub mod content;
pub mod deposit;
pub mod games;
pub mod geolocation;
pub mod health;
pub mod history;
pub mod password;
pub mod player;
pub mod profile;
pub mod realtime;
pub mod sandbox;
pub mod wallet;
pub mod withdrawal;

use axum::Router;
use axum::extract::Json;
use axum::http::HeaderMap;
use axum::routing::{get, post};
use casino_schema::Done;

use crate::http::locale::request_locale;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(crate::http::openapi::openapi_json))
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
        .merge(money_routes())
        .merge(game_routes())
}

/// The lobby, the game player's rounds and seeds, the bet history and the thumbnails.
fn game_routes() -> Router<AppState> {
    Router::new()
        .route("/front/get_games", post(games::lobby::get_games))
        .route(
            "/front/get_game_group_list",
            post(games::lobby::get_game_group_list),
        )
        .route(
            "/front/get_game_providers",
            post(games::lobby::get_game_providers),
        )
        .route("/front/get_game_url", post(games::sessions::get_game_url))
        .route(
            "/front/get_live_game_url",
            post(games::sessions::get_live_game_url),
        )
        .route("/front/get_bet_list", post(games::history::get_bet_list))
        .route("/thumbnails/{file}", get(games::lobby::thumbnail_svg))
        .route("/game/bet", post(games::rounds::bet))
        .route("/game/act", post(games::rounds::act))
        .route("/game/open_round", post(games::rounds::open_round))
        .route("/game/round", post(games::rounds::round))
        .route("/game/seeds", post(games::seeds::get_seeds))
        .route("/game/rotate_seed", post(games::seeds::rotate_seed))
        .route("/game/live_bet", post(games::rounds::live_bet))
        .route("/live/ws", axum::routing::get(realtime::live_socket))
}

/// Balances, deposits, withdrawals, histories, the administrators' queue, the processors'
/// callbacks and sandbox pages, and the realtime socket.
fn money_routes() -> Router<AppState> {
    use axum::routing::get as g;
    Router::new()
        .route("/ws", g(realtime::socket))
        .route(
            "/front/get_player_balance",
            post(wallet::get_player_balance),
        )
        .route("/front/add_currency", post(wallet::add_currency))
        .route("/front/get_processors", post(deposit::get_processors))
        .route(
            "/front/altitudepay_deposit_processor",
            post(deposit::altitudepay_deposit_processor),
        )
        .route(
            "/front/moto_deposit_processor",
            post(deposit::moto_deposit_processor),
        )
        .route(
            "/front/carespay_deposit_processor",
            post(deposit::carespay_deposit_processor),
        )
        .route(
            "/front/cashlib_deposit_processor",
            post(deposit::cashlib_deposit_processor),
        )
        .route(
            "/front/wire_deposit_processor",
            post(deposit::wire_deposit_processor),
        )
        .route("/front/generate_wallet", post(deposit::generate_wallet))
        .route(
            "/payment/callback/{processor}",
            post(deposit::payment_callback),
        )
        .route(
            "/front/get_withdrawal_processors",
            post(withdrawal::get_withdrawal_processors),
        )
        .route(
            "/payment/send_withdrawal_request",
            post(withdrawal::send_withdrawal_request),
        )
        .route(
            "/front/cancel_withdrawal_request",
            post(withdrawal::cancel_withdrawal_request),
        )
        .route(
            "/front/get_financial_transactions",
            post(history::get_financial_transactions),
        )
        .route(
            "/front/get_financial_transaction",
            post(history::get_financial_transaction),
        )
        .route(
            "/front/get_eupayment_financial_transaction",
            post(history::get_eupayment_financial_transaction),
        )
        .route(
            "/admin/get_withdrawal_requests",
            post(admin::get_withdrawal_requests),
        )
        .route("/admin/approve_withdrawal", post(admin::approve_withdrawal))
        .route("/admin/reject_withdrawal", post(admin::reject_withdrawal))
        .route(
            "/admin/complete_withdrawal",
            post(admin::complete_withdrawal),
        )
        .route("/admin/get_wire_deposits", post(admin::get_wire_deposits))
        .route(
            "/admin/confirm_wire_deposit",
            post(admin::confirm_wire_deposit),
        )
        .route(
            "/admin/set_player_verification",
            post(admin::set_player_verification),
        )
        .route("/sandbox/style.css", g(sandbox::style))
        .route("/sandbox/crypto_payment", post(sandbox::crypto_payment))
        .route(
            "/sandbox/{processor}/challenge/{id}",
            g(sandbox::page).post(sandbox::decide),
        )
        .route(
            "/sandbox/{processor}/pay/{id}",
            g(sandbox::page).post(sandbox::decide),
        )
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
