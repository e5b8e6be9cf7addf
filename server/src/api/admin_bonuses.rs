//! The administrators' bonus calls: campaigns with their versions and bonus codes (`admin`), and a
//! player's bonuses (support too). The use cases are `Bonuses`'s; changes go to the staff log.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{
    AdminCampaignList, AdminPlayerBonuses, BonusCodeView, CampaignSaved, CampaignUpdate, Done,
    EmptyRequest, UsernameRequest,
};

use super::admin::{Admin, SupportAgent};
use crate::api::openapi::StaffRefusals;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/admin/get_bonus_campaigns", request_body = EmptyRequest,
    responses((status = 200, body = AdminCampaignList), StaffRefusals))]
pub async fn get_bonus_campaigns(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<AdminCampaignList>> {
    Ok(Json(state.bonuses.staff_campaigns().await?))
}

/// A campaign's next version in one currency (a new slug creates the campaign). Bonuses already
/// taken keep the version they were accepted under.
#[utoipa::path(post, path = "/api/admin/save_bonus_campaign", request_body = CampaignUpdate,
    responses((status = 200, body = CampaignSaved), StaffRefusals))]
pub async fn save_bonus_campaign(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CampaignUpdate>,
) -> AppResult<Json<CampaignSaved>> {
    let campaign = state.bonuses.save_campaign(body, &admin).await?;
    let params = BTreeMap::from([("version".to_owned(), campaign.version.to_string())]);
    Ok(Json(CampaignSaved {
        code: "campaign_saved".into(),
        message: casino_core::i18n::message(request_locale(&headers), "campaign_saved", &params),
        campaign,
    }))
}

#[utoipa::path(post, path = "/api/admin/save_bonus_code", request_body = BonusCodeView,
    responses((status = 200, body = Done), StaffRefusals))]
pub async fn save_bonus_code(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(body): ApiJson<BonusCodeView>,
) -> AppResult<Json<Done>> {
    state.bonuses.save_code(body, &admin).await?;
    Ok(super::done(&headers, "bonus_code_saved"))
}

#[utoipa::path(post, path = "/api/admin/get_player_bonuses", operation_id = "admin_get_player_bonuses", request_body = UsernameRequest,
    responses((status = 200, body = AdminPlayerBonuses), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_player_bonuses(
    State(state): State<AppState>,
    _staff: SupportAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<UsernameRequest>,
) -> AppResult<Json<AdminPlayerBonuses>> {
    let lang = request_locale(&headers);
    Ok(Json(
        state
            .bonuses
            .staff_player_bonuses(body.username, lang)
            .await?,
    ))
}
