//! API controllers, one module per area: each handler parses, calls one use case of a domain
//! service, and answers. Paths live under `/api`; calls are POST unless a read is a plain GET.

mod admin;
mod admin_bonuses;
mod admin_commissions;
mod admin_content;
mod admin_held;
mod auth;
mod bonuses;
mod content;
mod deposit;
mod games;
mod geolocation;
mod health;
mod history;
mod kyc;
mod openapi;
mod password;
mod player;
mod profile;
mod promotions;
mod realtime;
mod refund;
mod responsible;
pub mod route_map;
mod sandbox;
mod sandbox_words;
mod support;
mod wallet;
mod withdrawal;

use axum::extract::{DefaultBodyLimit, Json};
use axum::http::HeaderMap;
use casino_schema::Done;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::http::locale::request_locale;
use crate::state::AppState;
use casino_core::content::IMAGE_MAX_BYTES;

/// Every API route, each with its OpenAPI operation: the router and `/api/openapi.json` come
/// from this one list, so no route can go undocumented. Paths are whole (`/api/...`), as the
/// handlers' `#[utoipa::path]` attributes write them.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .routes(routes!(openapi::openapi_json))
        .routes(routes!(health::healthz))
        .routes(routes!(health::readyz))
        .routes(routes!(geolocation::geolocation))
        .routes(routes!(content::get_setting))
        .routes(routes!(content::get_content_template))
        .routes(routes!(content::get_faq_template))
        .routes(routes!(content::get_slider))
        .routes(routes!(promotions::get_promotion_template))
        .merge(account_routes())
        .merge(money_routes())
        .merge(admin_routes())
        .merge(support_routes())
        .merge(sandbox_routes())
        .merge(game_routes())
}

/// Sign-up, sign-in, passwords and the profile.
fn account_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(player::register_player))
        .routes(routes!(player::validate_player_name))
        .routes(routes!(player::validate_promo_code))
        .routes(routes!(player::activate_player))
        .routes(routes!(player::resend_activation))
        .routes(routes!(auth::login))
        .routes(routes!(auth::logout))
        .routes(routes!(auth::auth_player))
        .routes(routes!(password::reset_player_password))
        .routes(routes!(password::set_player_password))
        .routes(routes!(password::update_player_password))
        .routes(routes!(profile::get_player_profile))
        .routes(routes!(profile::update_profile))
}

/// Balances, deposits, withdrawals, the histories, the processors' callbacks and the realtime
/// socket.
fn money_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(realtime::socket))
        .routes(routes!(wallet::get_player_balance))
        .routes(routes!(wallet::add_currency))
        .routes(routes!(responsible::get_responsible_gaming))
        .routes(routes!(responsible::set_limits))
        .routes(routes!(responsible::set_session_limit))
        .routes(routes!(responsible::take_break))
        .routes(routes!(responsible::get_session_summary))
        .routes(routes!(bonuses::get_deposit_bonuses))
        .routes(routes!(bonuses::get_player_bonuses))
        .routes(routes!(bonuses::claim_bonus))
        .routes(routes!(bonuses::get_referral))
        .routes(routes!(bonuses::bonuscode_deposit_processor))
        .routes(routes!(bonuses::cancel_bonus))
        .routes(routes!(bonuses::get_loyalty))
        .routes(routes!(bonuses::loyalty_redeem_processor))
        .routes(routes!(deposit::get_processors))
        .routes(routes!(deposit::altitudepay_deposit_processor))
        .routes(routes!(deposit::moto_deposit_processor))
        .routes(routes!(deposit::carespay_deposit_processor))
        .routes(routes!(deposit::cashlib_deposit_processor))
        .routes(routes!(deposit::wire_deposit_processor))
        .routes(routes!(deposit::generate_wallet))
        .routes(routes!(deposit::payment_callback))
        .routes(routes!(withdrawal::get_withdrawal_processors))
        .routes(routes!(withdrawal::send_withdrawal_request))
        .routes(routes!(withdrawal::cancel_withdrawal_request))
        .routes(routes!(refund::request_refund))
        .routes(routes!(history::get_financial_transactions))
        .routes(routes!(history::get_financial_transaction))
        .routes(routes!(history::get_eupayment_financial_transaction))
}

/// The contact form, the mail box, and the support console.
fn support_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(support::player_send_message))
        .routes(routes!(support::get_messages))
        .routes(routes!(support::mark_message_read))
        .routes(routes!(support::get_tickets))
        .routes(routes!(support::get_ticket))
        .routes(routes!(support::answer_ticket))
        .routes(routes!(support::escalate_ticket))
        .routes(routes!(support::close_ticket))
        .routes(routes!(support::find_players))
        .routes(routes!(support::get_player_file))
        .routes(routes!(support::set_player_state))
        .routes(routes!(support::update_player_profile))
        .routes(routes!(support::set_player_break))
        .routes(routes!(kyc::get_documents))
        .routes(routes!(kyc::document_file))
        .routes(routes!(kyc::get_document_queue))
        .routes(routes!(kyc::review_document))
        .merge(
            // A document's picture may be 5 MB: room for it, and the rule says why a larger one
            // is refused (up to the limit, which the browser's check keeps players under).
            OpenApiRouter::new()
                .routes(routes!(kyc::upload_document))
                .layer(DefaultBodyLimit::max(
                    2 * casino_core::kyc::DOCUMENT_MAX_BYTES,
                )),
        )
}

/// The administrators' queue and decisions.
fn admin_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(admin_content::get_site_content))
        .routes(routes!(admin_content::get_content_history))
        .routes(routes!(admin_content::create_site_content))
        .routes(routes!(admin_content::update_template))
        .routes(routes!(admin_content::remove_site_content))
        .routes(routes!(admin_content::restore_site_content))
        .routes(routes!(admin_content::preview_content))
        .routes(routes!(admin_content::update_settings))
        .merge(
            // A picture is larger than any JSON call: its own limit (the use case says why a
            // picture is refused up to twice the largest one).
            OpenApiRouter::new()
                .routes(routes!(admin_content::upload_content_image))
                .layer(DefaultBodyLimit::max(2 * IMAGE_MAX_BYTES)),
        )
        .routes(routes!(admin::get_withdrawal_requests))
        .routes(routes!(admin::approve_withdrawal))
        .routes(routes!(admin::reject_withdrawal))
        .routes(routes!(admin::complete_withdrawal))
        .routes(routes!(admin::get_wire_deposits))
        .routes(routes!(admin::confirm_wire_deposit))
        .routes(routes!(admin_commissions::get_affiliate_commissions))
        .routes(routes!(admin::get_aml_flags))
        .routes(routes!(admin_commissions::record_affiliate_commission))
        .routes(routes!(admin_commissions::confirm_affiliate_commission))
        .routes(routes!(admin_commissions::reject_affiliate_commission))
        .routes(routes!(admin_held::get_held_payments))
        .routes(routes!(admin_held::credit_held_payment))
        .routes(routes!(admin_held::return_held_payment))
        .routes(routes!(admin::set_player_verification))
        .routes(routes!(admin_bonuses::get_bonus_campaigns))
        .routes(routes!(admin_bonuses::save_bonus_campaign))
        .routes(routes!(admin_bonuses::save_bonus_code))
        .routes(routes!(admin_bonuses::get_player_bonuses))
        .routes(routes!(support::get_staff_actions))
        .routes(routes!(admin::get_report))
}

/// The sandbox processors' own pages and the simulated crypto payment.
fn sandbox_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sandbox::style))
        .routes(routes!(sandbox::crypto_payment))
        .routes(routes!(sandbox::challenge_page, sandbox::decide_challenge))
        .routes(routes!(sandbox::pay_page, sandbox::decide_pay))
}

/// The lobby, the game player's rounds and seeds, the bet history, the thumbnails and the live
/// tables' socket.
fn game_routes() -> OpenApiRouter<AppState> {
    use games::{history as bets, lobby, rounds, seeds, sessions};
    OpenApiRouter::new()
        .routes(routes!(lobby::get_games))
        .routes(routes!(lobby::get_game_group_list))
        .routes(routes!(lobby::get_game_providers))
        .routes(routes!(lobby::get_live_tables))
        .routes(routes!(lobby::thumbnail_svg))
        .routes(routes!(sessions::get_game_url))
        .routes(routes!(sessions::get_live_game_url))
        .routes(routes!(bets::get_bet_list))
        .routes(routes!(bets::verifiable_rounds))
        .routes(routes!(rounds::bet))
        .routes(routes!(rounds::act))
        .routes(routes!(rounds::open_round))
        .routes(routes!(rounds::round))
        .routes(routes!(rounds::live_bet))
        .routes(routes!(seeds::get_seeds))
        .routes(routes!(seeds::rotate_seed))
        .routes(routes!(realtime::live_socket))
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
