//! A player's bonuses: `front/get_deposit_bonuses`, `front/get_player_bonuses`,
//! `front/claim_bonus`, `front/bonuscode_deposit_processor` and `front/cancel_bonus`, and loyalty points: `front/get_loyalty` and
//! `front/loyalty_redeem_processor`.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    BonusCodeAnswer, BonusCodeRequest, CancelBonusRequest, ClaimBonusRequest, DepositBonusList,
    DepositBonusRequest, EmptyRequest, LoyaltyAnswer, LoyaltyRedeemRequest, LoyaltyView,
    PlayerBonusList, PlayerBonusView, ReferralView,
};

use super::auth::CurrentPlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::state::AppState;
use crate::wallet::announce;

/// The bonuses a deposit in `currency` may carry now (none while a bonus is active).
#[utoipa::path(post, path = "/api/front/get_deposit_bonuses", request_body = DepositBonusRequest,
    responses((status = 200, body = DepositBonusList), PlayerRefusals))]
pub async fn get_deposit_bonuses(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<DepositBonusRequest>,
) -> AppResult<Json<DepositBonusList>> {
    let currency = body.currency;
    let lang = request_locale(&headers);
    Ok(Json(
        state.bonuses.deposit_bonuses(&p.id, currency, lang).await?,
    ))
}

/// The active bonus with its wagering and quote, and the ended ones.
#[utoipa::path(post, path = "/api/front/get_player_bonuses", request_body = EmptyRequest,
    responses((status = 200, body = PlayerBonusList), PlayerRefusals))]
pub async fn get_player_bonuses(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<PlayerBonusList>> {
    let lang = request_locale(&headers);
    Ok(Json(state.bonuses.player_bonuses(&p.id, lang).await?))
}

/// Claims a waiting bonus (the weekly cashback): it becomes the active one.
#[utoipa::path(post, path = "/api/front/claim_bonus", request_body = ClaimBonusRequest,
    responses((status = 200, body = PlayerBonusView), PlayerRefusals,
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn claim_bonus(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<ClaimBonusRequest>,
) -> AppResult<Json<PlayerBonusView>> {
    let lang = request_locale(&headers);
    let claimed = state.bonuses.claim(&p.id, body.id, lang).await?;
    announce(&state.db, &state.realtime, &p.id, None).await;
    Ok(Json(claimed))
}

/// Applies a bonus or promo code: at once for a verified player ('bonus code applied'), else
/// queued for the next deposit.
#[utoipa::path(post, path = "/api/front/bonuscode_deposit_processor", request_body = BonusCodeRequest,
    responses((status = 200, body = BonusCodeAnswer), PlayerRefusals))]
pub async fn bonuscode_deposit_processor(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<BonusCodeRequest>,
) -> AppResult<Json<BonusCodeAnswer>> {
    let lang = request_locale(&headers);
    let (said, bonus) = state.bonuses.apply_code(&p, body.code, lang).await?;
    announce(&state.db, &state.realtime, &p.id, None).await;
    Ok(Json(BonusCodeAnswer {
        code: said.into(),
        message: super::message(&headers, said),
        bonus,
    }))
}

/// Gives up the active bonus: its bonus money is removed, real money stays.
#[utoipa::path(post, path = "/api/front/cancel_bonus", request_body = CancelBonusRequest,
    responses((status = 200, body = PlayerBonusView), PlayerRefusals,
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn cancel_bonus(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CancelBonusRequest>,
) -> AppResult<Json<PlayerBonusView>> {
    let lang = request_locale(&headers);
    let ended = state.bonuses.cancel(&p.id, body.id, lang).await?;
    announce(&state.db, &state.realtime, &p.id, None).await;
    Ok(Json(ended))
}

/// The player's referral code and the friends it brought.
#[utoipa::path(post, path = "/api/front/get_referral", request_body = EmptyRequest,
    responses((status = 200, body = ReferralView), PlayerRefusals))]
pub async fn get_referral(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<ReferralView>> {
    Ok(Json(state.bonuses.referral(&p).await?))
}

/// The player's loyalty points and what 1000 of them are worth.
#[utoipa::path(post, path = "/api/front/get_loyalty", request_body = EmptyRequest,
    responses((status = 200, body = LoyaltyView), PlayerRefusals))]
pub async fn get_loyalty(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<LoyaltyView>> {
    let currency = p.currency;
    Ok(Json(state.bonuses.loyalty(&p.id, currency).await?))
}

/// Points (multiples of 1000) for a loyalty bonus in the main wallet's currency.
#[utoipa::path(post, path = "/api/front/loyalty_redeem_processor", request_body = LoyaltyRedeemRequest,
    responses((status = 200, body = LoyaltyAnswer), PlayerRefusals))]
pub async fn loyalty_redeem_processor(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoyaltyRedeemRequest>,
) -> AppResult<Json<LoyaltyAnswer>> {
    let currency = p.currency;
    let (bonus, loyalty) = state.bonuses.redeem_loyalty(&p.id, currency, body).await?;
    announce(&state.db, &state.realtime, &p.id, None).await;
    Ok(Json(LoyaltyAnswer {
        code: "loyalty_redeemed".into(),
        message: super::message(&headers, "loyalty_redeemed"),
        bonus,
        currency,
        loyalty,
    }))
}
