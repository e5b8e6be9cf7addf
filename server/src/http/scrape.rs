//! `GET /metrics` on `METRICS_ADDR`: what the recorder holds, with the figures read from the
//! database at each scrape (the pool's connections, the payment orders by processor and state).

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use metrics::gauge;
use metrics_exporter_prometheus::PrometheusHandle;

use crate::error::AppResult;
use crate::metrics::{
    AUDIT_BREACHES, AUDIT_TIME, ORDER_AMOUNTS, ORDERS, POOL_CONNECTIONS, POOL_IDLE,
};
use crate::state::AppState;
use crate::wallet::{last_audit, orders};

#[derive(Clone)]
struct Scrape {
    state: AppState,
    handle: PrometheusHandle,
    /// The order groups a scrape reported: one that has emptied since (its last pending order
    /// was decided) reads 0, not the count it had.
    seen: Arc<Mutex<BTreeSet<Labels>>>,
}

type Labels = [(&'static str, String); 4];

/// The metrics listener's router: `/metrics` only.
pub fn router(state: AppState, handle: PrometheusHandle) -> Router {
    Router::new()
        .route("/metrics", get(metrics))
        .with_state(Scrape {
            state,
            handle,
            seen: Arc::default(),
        })
}

async fn metrics(State(s): State<Scrape>) -> AppResult<impl IntoResponse> {
    let pool = s.state.db.pool.state();
    gauge!(POOL_CONNECTIONS).set(pool.connections);
    gauge!(POOL_IDLE).set(pool.idle_connections);
    let (tally, audit) = s
        .state
        .db
        .run(|c| Ok((orders::tally(c)?, last_audit(c)?)))
        .await?;
    if let Some(a) = audit {
        gauge!(AUDIT_TIME).set((a.finished_at / 1000) as f64);
        gauge!(AUDIT_BREACHES).set(a.breaches as f64);
    }
    let mut now = BTreeSet::new();
    for t in tally {
        let labels: Labels = [
            ("kind", t.kind.as_str().to_owned()),
            ("processor", t.processor.code().to_owned()),
            ("state", t.state.as_str().to_owned()),
            ("currency", t.currency.code().to_owned()),
        ];
        gauge!(ORDERS, &labels).set(t.count as f64);
        gauge!(ORDER_AMOUNTS, &labels).set(t.amount_cents as f64);
        now.insert(labels);
    }
    let mut seen = s.seen.lock().unwrap_or_else(|e| e.into_inner());
    for gone in seen.difference(&now) {
        gauge!(ORDERS, gone).set(0.0);
        gauge!(ORDER_AMOUNTS, gone).set(0.0);
    }
    *seen = now;
    Ok((
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        s.handle.render(),
    ))
}
