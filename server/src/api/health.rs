use axum::Json;
use axum::extract::State;
use casino_schema::Health;

use crate::error::AppResult;
use crate::state::AppState;

/// Liveness and database reachability.
#[utoipa::path(get, path = "/healthz", responses((status = 200, body = Health), (status = 503, body = casino_schema::ErrorEnvelope)))]
pub async fn healthz(State(state): State<AppState>) -> AppResult<Json<Health>> {
    state.db.ping().await?;
    Ok(Json(Health {
        status: "ok".into(),
        database: state.db.backend.name().into(),
    }))
}
