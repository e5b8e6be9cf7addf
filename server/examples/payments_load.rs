//! Throughput of deposit + withdrawal requests over HTTP on loopback (the release server in its
//! own process) with 32 concurrent players, on SQLite or PostgreSQL:
//!
//!     just bench-payments                     # SQLite, then PostgreSQL when it can be started
//!     cargo run --release -p casino-server --example payments_load -- [postgres://…] [seconds] [runs]
//!
//! Each player loops: a deposit of 50.00 (the bitcoin processor's signed callback for coins sent
//! to the player's address: card deposits stop at 10 a day per player), then a withdrawal of
//! 20.00 (the fee policy, so unwagered deposits may leave). It prints requests per second and
//! latency percentiles, then audits the ledger's invariants; with `runs` above 1, that many times
//! and then the medians.

mod support;

use std::time::Instant;

use support::{Bench, Client, PLAYERS, post};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let bench = Bench::open(&[("WITHDRAWAL_UNWAGERED", "fee")])?;
    let seated = bench.payers(bench.players(PLAYERS)?)?;
    let served = bench.serve().await?;
    let (server, seated, b) = (&served, &seated, &bench);
    bench
        .measure("", "requests", |run| async move {
            let deadline = b.start_phase();
            let mut tasks = Vec::new();
            for (n, (token, address)) in seated.iter().cloned().enumerate() {
                let mut client = Client::new(server.addr);
                let keys = b.state.payments.callback_keys.clone();
                let clock = b.state.payments.clock.clone();
                tasks.push(tokio::spawn(async move {
                    let mut latencies = Vec::new();
                    let mut i = 0u64;
                    while Instant::now() < deadline {
                        i += 1;
                        let deposit = serde_json::json!({ "processor": "bitcoin", "sent_at": clock.now_millis(),
                            "reference": format!("tx-{run}-{n}-{i}"),
                            "address": address, "outcome": "approved", "amount_cents": 5000 })
                        .to_string();
                        let signature = keys.sign(casino_core::payments::Processor::Bitcoin, deposit.as_bytes());
                        latencies.push(post(&mut client, "/api/payment/callback/bitcoin", &token, deposit, Some(signature)).await);
                        let withdrawal = serde_json::json!({ "processor": "bitcoin", "amount": "20", "currency": "EUR",
                            "idempotency_key": uuid::Uuid::new_v4().to_string(), "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })
                        .to_string();
                        latencies.push(post(&mut client, "/api/payment/send_withdrawal_request", &token, withdrawal, None).await);
                    }
                    latencies
                }));
            }
            let started = Instant::now();
            let mut all = Vec::new();
            for t in tasks {
                all.extend(t.await?);
            }
            Ok((all, started.elapsed()))
        })
        .await?;
    drop(served);
    bench.close()
}
