//! Site content calls: the public settings, and the pages, FAQ and home slides in the visitor's
//! language.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::Currency;
use casino_core::content::TERMS;
use casino_schema::{ContentPage, ContentRequest, EmptyRequest, Faq, SiteSettings, Slider};

use super::games::MaybePlayer;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::settings;
use crate::state::AppState;

/// The public settings: brand, country and network blacklists, site access, currencies, password policy.
#[utoipa::path(
    post,
    path = "/api/front/get_setting",
    request_body = EmptyRequest,
    responses((status = 200, body = SiteSettings))
)]
pub async fn get_setting(
    State(state): State<AppState>,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<SiteSettings>> {
    let s = state.db.run(settings::load).await?;
    Ok(Json(SiteSettings {
        brand: s.brand,
        country_blacklist: s.country_blacklist,
        ip_blacklist: s.ip_blacklist,
        site_enabled: s.site_enabled,
        currencies: Currency::ALL.to_vec(),
        password_policy: match state.config.password_policy {
            casino_core::validate::PasswordPolicy::Terms => "terms",
            casino_core::validate::PasswordPolicy::Interface => "interface",
        }
        .into(),
    }))
}

/// A page in the request's language (else French, else English); with `accepted`, the version
/// of the terms the signed-in player accepted.
#[utoipa::path(post, path = "/api/front/get_content_template", request_body = ContentRequest,
    responses((status = 200, body = ContentPage), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_content_template(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    headers: HeaderMap,
    ApiJson(body): ApiJson<ContentRequest>,
) -> AppResult<Json<ContentPage>> {
    let locale = request_locale(&headers);
    if body.accepted == Some(true) && body.slug == TERMS {
        let player =
            player.ok_or_else(|| AppError::new(ErrorKind::Unauthorized, "unauthorized"))?;
        return Ok(Json(state.content.accepted_terms(&player, locale).await?));
    }
    Ok(Json(state.content.page(body.slug, locale).await?))
}

/// The FAQ in the request's language, grouped.
#[utoipa::path(post, path = "/api/front/get_faq_template", request_body = EmptyRequest,
    responses((status = 200, body = Faq)))]
pub async fn get_faq_template(
    State(state): State<AppState>,
    headers: HeaderMap,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<Faq>> {
    Ok(Json(state.content.faq(request_locale(&headers)).await?))
}

/// The home carousel's slides in the request's language.
#[utoipa::path(post, path = "/api/front/get_slider", request_body = EmptyRequest,
    responses((status = 200, body = Slider)))]
pub async fn get_slider(
    State(state): State<AppState>,
    headers: HeaderMap,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<Slider>> {
    Ok(Json(state.content.slider(request_locale(&headers)).await?))
}
