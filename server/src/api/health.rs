use axum::Json;
use axum::extract::State;
use casino_schema::Health;

use crate::error::AppResult;
use crate::state::AppState;

/// Liveness: the process answers (a load balancer or a service manager restarts it otherwise).
/// It reads nothing, so a database outage does not get every instance restarted.
#[utoipa::path(get, path = "/healthz", responses((status = 200, body = Health)))]
pub async fn healthz(State(state): State<AppState>) -> Json<Health> {
    Json(health(&state))
}

/// Readiness: the database answers and has every migration of this build; 503 otherwise, and
/// the load balancer sends the instance no players until it is ready.
#[utoipa::path(get, path = "/readyz", responses((status = 200, body = Health), (status = 503, body = casino_schema::ErrorEnvelope)))]
pub async fn readyz(State(state): State<AppState>) -> AppResult<Json<Health>> {
    state.db.ready().await?;
    Ok(Json(health(&state)))
}

fn health(state: &AppState) -> Health {
    Health {
        status: "ok".into(),
        database: state.db.backend.name().into(),
    }
}
