//! The operator's figures in Prometheus's text format, served on `METRICS_ADDR` alone (never the
//! public port): requests by route and status with their durations, settled game rounds with
//! their stakes and wins, payment orders, the database pool, group commits, sockets, jobs and the
//! ledger audit.
//!
//! Events are counted where they happen, after their transaction committed, through the
//! `metrics` crate's macros; without an installed recorder (tests in one process, the commands)
//! they cost almost nothing and record nothing. What the database already knows exactly (the
//! orders by processor and state) is read from it at each scrape instead of being counted.

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Buckets of the request and wait durations, in seconds: a round takes milliseconds, the
/// request time-out is 25 s.
const SECONDS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0, 25.0,
];
/// Buckets of the group commit's batch sizes (transactions per commit).
const BATCH: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process's recorder, once: the server's process calls it when `METRICS_ADDR` is
/// set, before anything is recorded.
pub fn install() -> anyhow::Result<PrometheusHandle> {
    if let Some(handle) = HANDLE.get() {
        return Ok(handle.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS)?
        .set_buckets_for_metric(Matcher::Full(GROUP_COMMIT_BATCH.into()), &BATCH)?
        .install_recorder()?;
    describe();
    // Histograms keep their samples until the upkeep folds them in.
    let upkeep = handle.clone();
    std::thread::Builder::new()
        .name("metrics-upkeep".into())
        .spawn(move || {
            loop {
                std::thread::sleep(Duration::from_secs(5));
                upkeep.run_upkeep();
            }
        })?;
    Ok(HANDLE.get_or_init(|| handle).clone())
}

/// Whether a recorder is installed: callers skip building labels when nobody records.
pub fn enabled() -> bool {
    HANDLE.get().is_some()
}

pub const HTTP_REQUESTS: &str = "casino_http_requests_total";
pub const HTTP_DURATION: &str = "casino_http_request_duration_seconds";
pub const ROUNDS: &str = "casino_rounds_total";
pub const STAKES: &str = "casino_round_stakes_cents_total";
pub const WINS: &str = "casino_round_wins_cents_total";
pub const ORDERS: &str = "casino_payment_orders";
pub const ORDER_AMOUNTS: &str = "casino_payment_order_amounts_cents";
pub const POOL_CONNECTIONS: &str = "casino_db_pool_connections";
pub const POOL_IDLE: &str = "casino_db_pool_idle_connections";
pub const POOL_WAIT: &str = "casino_db_pool_wait_seconds";
pub const GROUP_COMMIT_BATCH: &str = "casino_db_group_commit_batch_size";
pub const SOCKETS: &str = "casino_websocket_connections";
pub const JOB_RUNS: &str = "casino_job_runs_total";
pub const JOB_FAILURES: &str = "casino_job_failures_total";
pub const AUDIT_TIME: &str = "casino_ledger_audit_last_run_timestamp_seconds";
pub const AUDIT_BREACHES: &str = "casino_ledger_audit_breaches";

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        HTTP_REQUESTS,
        "HTTP requests answered, by route, method and status"
    );
    describe_histogram!(HTTP_DURATION, "HTTP request durations, by route and method");
    describe_counter!(ROUNDS, "Game rounds settled, by engine and mode");
    describe_counter!(
        STAKES,
        "Stakes of settled rounds in cents, by engine, mode and currency"
    );
    describe_counter!(
        WINS,
        "Wins of settled rounds in cents, by engine, mode and currency"
    );
    describe_gauge!(
        ORDERS,
        "Payment orders in the database, by kind, processor and state"
    );
    describe_gauge!(
        ORDER_AMOUNTS,
        "Their amounts in cents, by kind, processor, state and currency"
    );
    describe_gauge!(POOL_CONNECTIONS, "Database connections open in the pool");
    describe_gauge!(POOL_IDLE, "Database connections idle in the pool");
    describe_histogram!(POOL_WAIT, "Time a request waited for a database connection");
    describe_histogram!(GROUP_COMMIT_BATCH, "Transactions per SQLite group commit");
    describe_gauge!(SOCKETS, "Realtime sockets open, by kind");
    describe_counter!(JOB_RUNS, "Background job runs, by job");
    describe_counter!(JOB_FAILURES, "Background job runs that failed, by job");
    describe_gauge!(
        AUDIT_TIME,
        "When this instance last ran the ledger audit (Unix seconds)"
    );
    describe_gauge!(
        AUDIT_BREACHES,
        "Breaches the last ledger audit found (0: sound)"
    );
}

/// A socket counted open while this lives (the `SOCKETS` gauge, by kind).
pub struct Open(&'static str);

impl Open {
    pub fn socket(kind: &'static str) -> Open {
        metrics::gauge!(SOCKETS, "kind" => kind).increment(1);
        Open(kind)
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        metrics::gauge!(SOCKETS, "kind" => self.0).decrement(1);
    }
}

/// Counts a background job's run, and its failure (the operator's metrics).
pub fn job_ran(job: &'static str, failed: bool) {
    metrics::counter!(JOB_RUNS, "job" => job).increment(1);
    if failed {
        metrics::counter!(JOB_FAILURES, "job" => job).increment(1);
    }
}
