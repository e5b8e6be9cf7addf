//! `GET /api/geolocation`: the visitor's country and address, for the restriction guard.

use axum::Json;
use casino_schema::Geolocation;

use crate::geo::Visitor;

#[utoipa::path(get, path = "/api/geolocation", responses((status = 200, body = Geolocation)))]
pub async fn geolocation(visitor: Visitor) -> Json<Geolocation> {
    Json(Geolocation {
        country_code: visitor.country,
        ip: visitor.ip.map(|ip| ip.to_string()).unwrap_or_default(),
    })
}
