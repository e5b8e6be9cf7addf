//! The OpenAPI document, served at `/api/openapi.json`.

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Casino API",
        description = "Every call of the casino web site. Failures always answer with ErrorEnvelope, localised by the X-Locale header (the page's language), else the `locale` cookie, else Accept-Language."
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
        crate::api::geolocation::geolocation,
        crate::api::wallet::get_player_balance,
        crate::api::wallet::add_currency,
        crate::api::deposit::get_processors,
        crate::api::deposit::altitudepay_deposit_processor,
        crate::api::deposit::moto_deposit_processor,
        crate::api::deposit::carespay_deposit_processor,
        crate::api::deposit::cashlib_deposit_processor,
        crate::api::deposit::wire_deposit_processor,
        crate::api::deposit::generate_wallet,
        crate::api::withdrawal::get_withdrawal_processors,
        crate::api::withdrawal::send_withdrawal_request,
        crate::api::withdrawal::cancel_withdrawal_request,
        crate::api::history::get_financial_transactions,
        crate::api::history::get_financial_transaction,
        crate::api::history::get_eupayment_financial_transaction,
        crate::api::admin::get_withdrawal_requests,
        crate::api::admin::approve_withdrawal,
        crate::api::admin::reject_withdrawal,
        crate::api::admin::complete_withdrawal,
        crate::api::admin::get_wire_deposits,
        crate::api::admin::confirm_wire_deposit,
        crate::api::admin::set_player_verification,
        crate::api::games::lobby::get_games,
        crate::api::games::lobby::get_game_group_list,
        crate::api::games::lobby::get_game_providers,
        crate::api::games::sessions::get_game_url,
        crate::api::games::sessions::get_live_game_url,
        crate::api::games::lobby::thumbnail_svg,
        crate::api::games::rounds::bet,
        crate::api::games::rounds::act,
        crate::api::games::rounds::open_round,
        crate::api::games::rounds::round,
        crate::api::games::rounds::live_bet,
        crate::api::games::seeds::get_seeds,
        crate::api::games::seeds::rotate_seed,
        crate::api::games::history::get_bet_list
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
