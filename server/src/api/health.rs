use axum::Json;
use axum::extract::State;
use casino_schema::Health;
use diesel::RunQueryDsl;
use diesel::sql_types::Integer;

use crate::error::AppResult;
use crate::state::AppState;

/// Liveness and database reachability.
#[utoipa::path(get, path = "/healthz", responses((status = 200, body = Health), (status = 503, body = casino_schema::ErrorEnvelope)))]
pub async fn healthz(State(state): State<AppState>) -> AppResult<Json<Health>> {
    state
        .db
        .run(|conn| {
            diesel::select(diesel::dsl::sql::<Integer>("1")).execute(conn)?;
            Ok(())
        })
        .await?;
    Ok(Json(Health {
        status: "ok".into(),
        database: state.db.backend.name().into(),
    }))
}
