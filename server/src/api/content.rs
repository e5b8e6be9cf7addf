//! Site content calls (`front/get_setting`, and the templates, FAQ and slider of later issues).

use axum::Json;
use axum::extract::State;
use casino_core::Currency;
use casino_schema::{EmptyRequest, SiteSettings};

use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::settings;
use crate::state::AppState;

/// The public settings: brand, country blacklist, site access, currencies, password policy.
#[utoipa::path(
    post,
    path = "/api/front/get_setting",
    request_body = EmptyRequest,
    responses((status = 200, body = SiteSettings), (status = 422, body = casino_schema::ErrorEnvelope))
)]
pub async fn get_setting(
    State(state): State<AppState>,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<SiteSettings>> {
    let s = state.db.run(settings::load).await?;
    Ok(Json(SiteSettings {
        brand: s.brand,
        country_blacklist: s.country_blacklist,
        site_enabled: s.site_enabled,
        currencies: Currency::ALL.iter().map(|c| c.code().to_owned()).collect(),
        password_policy: match state.config.password_policy {
            casino_core::validate::PasswordPolicy::Terms => "terms",
            casino_core::validate::PasswordPolicy::Interface => "interface",
        }
        .into(),
    }))
}
