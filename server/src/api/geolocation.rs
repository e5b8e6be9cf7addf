//! `GET /api/geolocation`: the visitor's country and address, and whether the site refuses the
//! address, for the restriction guard (the page never matches addresses itself).

use axum::Json;
use axum::extract::State;
use casino_schema::Geolocation;

use crate::error::AppResult;
use crate::geo::Visitor;
use crate::state::AppState;

#[utoipa::path(get, path = "/api/geolocation", responses((status = 200, body = Geolocation)))]
pub async fn geolocation(
    State(state): State<AppState>,
    visitor: Visitor,
) -> AppResult<Json<Geolocation>> {
    let settings = state.settings.get(&state.db).await?;
    Ok(Json(Geolocation {
        country_code: visitor.country,
        ip: visitor.ip.map(|ip| ip.to_string()).unwrap_or_default(),
        ip_blacklisted: visitor.ip.is_some_and(|ip| settings.blacklists_address(ip)),
    }))
}
