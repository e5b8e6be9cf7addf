//! Throughput of deposit + withdrawal requests through the API router (in process, no network)
//! with 32 concurrent players, on SQLite or PostgreSQL:
//!
//!     just bench-payments                     # SQLite, then PostgreSQL when it can be started
//!     cargo run --release -p casino-server --example payments_load -- [postgres://…] [seconds]
//!
//! Each player loops: a deposit of 50.00 (the bitcoin processor's signed callback for coins sent
//! to the player's address: card deposits stop at 10 a day per player), then a withdrawal of
//! 20.00 (the fee policy, so unwagered deposits may leave). It prints requests per second and
//! latency percentiles, then audits the ledger's invariants.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::Request;
use casino_core::registration::RegistrationForm;
use casino_server::accounts::player;
use casino_server::wallet::ledger;
use casino_server::{AppState, Config, build_app};
use http_body_util::BodyExt;
use tower::ServiceExt;

const PLAYERS: usize = 32;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = tempfile::tempdir()?;
    let run = uuid::Uuid::new_v4().simple().to_string();
    // PostgreSQL: a fresh database beside the one named (which must allow creating databases),
    // dropped at the end.
    let pg = args.iter().find(|a| a.starts_with("postgres://")).cloned();
    let url = match &pg {
        Some(admin) => {
            use diesel::Connection;
            let mut c = diesel::PgConnection::establish(admin)?;
            diesel::RunQueryDsl::execute(
                diesel::sql_query(format!("CREATE DATABASE bench_{run}")),
                &mut c,
            )?;
            let (base, _) = admin.rsplit_once('/').unwrap_or((admin, ""));
            format!("{base}/bench_{run}")
        }
        None => dir.path().join("bench.sqlite3").display().to_string(),
    };
    let seconds: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(10);
    let vars = [
        ("DATABASE_URL", url),
        ("DATABASE_POOL_SIZE", "16".to_owned()),
        (
            "MAIL_OUTBOX",
            dir.path().join("outbox").display().to_string(),
        ),
        ("WITHDRAWAL_UNWAGERED", "fee".to_owned()),
        ("STATIC_DIR", dir.path().display().to_string()),
    ];
    let config =
        Config::from_lookup(|k| vars.iter().find(|(n, _)| *n == k).map(|(_, v)| v.clone()))?;
    let state = AppState::new(config)?;
    let app = build_app(state.clone());
    let mut tokens = Vec::new();
    {
        let mut c = state.db.pool.get()?;
        for n in 0..PLAYERS {
            let form = RegistrationForm {
                username: format!("b{}{n}", &run[..6]),
                email: format!("b{}{n}@bench.test", &run[..6]),
                mobile: format!("+33 6 {:02} 00 00 {n:02}", run.len() % 90),
                gender: "female".into(),
                birth_date: "1990-01-01".into(),
                country: "FR".into(),
                language: "en".into(),
                currency: "EUR".into(),
                ..Default::default()
            };
            let p = player::insert(&mut c, &form, "x", 0).map_err(|e| anyhow::anyhow!(e.code))?;
            diesel::RunQueryDsl::execute(
                diesel::sql_query(format!(
                    "UPDATE players SET verification = 'verified' WHERE id = '{}'",
                    p.id
                )),
                &mut c,
            )?;
            let now = chrono::Utc::now().timestamp();
            let address = casino_server::wallet::crypto_addresses::for_player(
                &mut c,
                &p.id,
                casino_server::payments::crypto::Asset::Btc,
                &state.config.btc_xpub,
                0,
            )
            .map_err(|e| anyhow::anyhow!(e.code))?;
            tokens.push((state.keys.issue(&p.id, p.session_version, now), address));
        }
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for (n, (token, address)) in tokens.into_iter().enumerate() {
        let app = app.clone();
        let secret = state.callback_secret.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut i = 0u64;
            while Instant::now() < deadline {
                i += 1;
                let deposit = serde_json::json!({ "reference": format!("tx-{n}-{i}"),
                    "address": address, "outcome": "approved", "amount_cents": 5000 });
                let withdrawal = serde_json::json!({ "processor": "bitcoin", "amount": "20", "currency": "EUR",
                    "idempotency_key": format!("w-{n}-{i}"), "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
                for (path, body) in [
                    ("/api/payment/callback/bitcoin", deposit),
                    ("/api/payment/send_withdrawal_request", withdrawal),
                ] {
                    let started = Instant::now();
                    let body = body.to_string();
                    let signature = casino_server::payments::signing::sign(&secret, body.as_bytes());
                    let req = Request::post(path)
                        .header("content-type", "application/json")
                        .header("authorization", format!("Bearer {token}"))
                        .header("x-signature", signature)
                        .body(Body::from(body))
                        .unwrap();
                    let res = app.clone().oneshot(req).await.unwrap();
                    let status = res.status();
                    let bytes = res.into_body().collect().await.unwrap().to_bytes();
                    assert!(status.is_success(), "{path}: {status} {}", String::from_utf8_lossy(&bytes));
                    latencies.push(started.elapsed());
                }
            }
            latencies
        }));
    }
    let started = Instant::now();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await?);
    }
    // Integer arithmetic only: the workspace denies floating point (money must never touch it).
    let elapsed_ms = started.elapsed().as_millis().max(1);
    all.sort();
    let micros = |p: usize| all[(all.len() * p / 100).min(all.len() - 1)].as_micros();
    let ms = |us: u128| format!("{}.{} ms", us / 1000, us % 1000 / 100);
    let n = all.len() as u128;
    println!(
        "{}: {n} requests in {} ms = {} req/s ({} deposit+withdrawal pairs/s); latency p50 {}, p99 {}",
        state.db.backend.name(),
        elapsed_ms,
        n * 1000 / elapsed_ms,
        n * 500 / elapsed_ms,
        ms(micros(50)),
        ms(micros(99)),
    );
    let mut c = state.db.pool.get()?;
    let breaches = ledger::audit(&mut c).map_err(|e| anyhow::anyhow!(e.code))?;
    println!("ledger invariants: {} violations", breaches.len());
    drop(c);
    drop(app);
    drop(state);
    if let Some(admin) = pg {
        use diesel::Connection;
        let mut c = diesel::PgConnection::establish(&admin)?;
        diesel::RunQueryDsl::execute(
            diesel::sql_query(format!("DROP DATABASE IF EXISTS bench_{run} WITH (FORCE)")),
            &mut c,
        )?;
    }
    Ok(())
}
