//! Money survives a crash: players bet, deposit and withdraw against the real server process
//! while it is killed with SIGKILL and started again, `CRASH_CYCLES` times (3 by default, the
//! short version the test run carries; `just crash-test` runs 10 on the release build).
//!
//! Every request carries its own idempotency key (a deposit, the processor's transaction id),
//! and a request that got no answer is sent again, with the same key, until one comes: that is
//! what a player's browser and a processor's callback retries do. Afterwards every acknowledged
//! operation exists exactly once, nothing else was written, every order's money moved once, and
//! the ledger audit is clean (balances equal their histories, every transaction sums to zero).

use crate::common;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use casino_core::payments::Processor;
use casino_server::db::Backend;
use casino_server::db::schema::{self, game_rounds, ledger_transactions, payment_orders};
use casino_server::payments::CallbackKeys;
use casino_server::payments::{Asset, crypto_address_for};
use casino_server::wallet::ledger;
use common::served::{Client, Served};
use common::{TestApp, backends, players};
use diesel::prelude::*;

const PLAYERS: usize = 8;
const GAME: &str = "classic-european-roulette";

/// An operation a player's task carried out: what it was, its key, how many sends it took.
#[derive(Debug)]
struct Done {
    kind: Op,
    key: String,
    sends: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Op {
    Bet,
    Deposit,
    Withdrawal,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_money_moves_survive_sigkill() {
    let cycles: u32 = std::env::var("CRASH_CYCLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    for backend in backends() {
        crash_cycles(backend, cycles).await;
    }
}

async fn crash_cycles(backend: Backend, cycles: u32) {
    let t = common::spawn_with(backend, &[("WITHDRAWAL_UNWAGERED", "fee")]);
    let seated = seat_players(&t);
    let mut vars = t.vars.clone();
    vars.push(("LIVE_TABLES".into(), "off".into()));
    let log = t.dir().join("server.log");
    let mut server = Served::start(env!("CARGO_BIN_EXE_casino-server").into(), vars, log).await;
    let secret = t.state.payments.callback_keys.clone();
    let stop = Arc::new(AtomicBool::new(false));
    let tasks: Vec<_> = seated
        .into_iter()
        .map(|(token, address)| {
            let (stop, secret) = (stop.clone(), secret.clone());
            let mut client = Client::new(server.addr);
            tokio::spawn(async move {
                let mut done = Vec::new();
                while !stop.load(Ordering::Relaxed) {
                    let kind = match rand::random_range(0..10) {
                        0..6 => Op::Bet,
                        6..8 => Op::Deposit,
                        _ => Op::Withdrawal,
                    };
                    let key = uuid::Uuid::new_v4().to_string();
                    let sends = carry_out(&mut client, &token, &address, &secret, kind, &key).await;
                    done.push(Done { kind, key, sends });
                }
                done
            })
        })
        .collect();
    for _ in 0..cycles {
        tokio::time::sleep(Duration::from_millis(rand::random_range(300..1200))).await;
        server.restart().await;
    }
    // Load on the last instance too, then every task finishes the operation it is in.
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, Ordering::Relaxed);
    let mut done = Vec::new();
    for task in tasks {
        done.extend(task.await.unwrap());
    }
    server.kill();
    let retried = done.iter().filter(|d| d.sends > 1).count();
    println!(
        "{}: {} operations in {cycles} kills, {retried} of them sent again after a kill",
        backend.name(),
        done.len()
    );
    assert!(
        retried > 0,
        "no operation met a kill: the test proved nothing"
    );
    check_exactly_once(&t, &done);
}

/// Sends the operation until an answer comes, always with the same key: the number of sends.
/// Any answer but a success fails the test (the players have the money for every operation).
async fn carry_out(
    client: &mut Client,
    token: &str,
    address: &str,
    secret: &CallbackKeys,
    kind: Op,
    key: &str,
) -> u32 {
    let (path, body) = match kind {
        Op::Bet => (
            "/api/game/bet",
            serde_json::json!({ "game_id": GAME, "mode": "real",
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] },
            "idempotency_key": common::idem(key) }),
        ),
        Op::Deposit => (
            "/api/payment/callback/bitcoin",
            serde_json::json!({ "processor": "bitcoin", "reference": key,
            "address": address, "outcome": "approved", "amount_cents": 5000 }),
        ),
        Op::Withdrawal => (
            "/api/payment/send_withdrawal_request",
            serde_json::json!({
            "processor": "bitcoin", "amount": "20", "currency": "EUR", "idempotency_key": common::idem(key),
            "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" }),
        ),
    };
    let mut sends = 0;
    loop {
        sends += 1;
        // A processor signs each delivery anew (a body received before is refused as a replay).
        let mut body = body.clone();
        let headers = match kind {
            Op::Deposit => {
                let millis = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_millis();
                body["sent_at"] = u64::try_from(millis).unwrap().into();
                let body = body.to_string();
                vec![(
                    "x-signature",
                    secret.sign(Processor::Bitcoin, body.as_bytes()),
                )]
            }
            _ => Vec::new(),
        };
        let sent = client.post(path, token, body.to_string(), &headers);
        match tokio::time::timeout(Duration::from_secs(30), sent).await {
            Ok(Ok(answer)) => {
                assert_eq!(answer.status, 200, "{kind:?} {key}: {}", answer.text());
                return sends;
            }
            // No answer: the server is down or was killed mid-request. Ask again.
            Ok(Err(_)) | Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Verified players holding 10,000.00 each, with a bitcoin deposit address: their tokens and
/// addresses.
fn seat_players(t: &TestApp) -> Vec<(String, String)> {
    let mut c = t.state.db.pool.get().unwrap();
    players::seated(t, "crash", PLAYERS)
        .into_iter()
        .map(|(id, token)| {
            diesel::update(schema::players::table.find(&id))
                .set(schema::players::verification.eq("verified"))
                .execute(&mut c)
                .unwrap();
            let xpub = &t.state.config.btc_xpub;
            let address = crypto_address_for(&mut c, &id, Asset::Btc, xpub, 0).unwrap();
            (token, address)
        })
        .collect()
}

/// Each acknowledged operation wrote its record once, no other record exists, every order's
/// money moved exactly once, and the ledger's invariants hold.
fn check_exactly_once(t: &TestApp, done: &[Done]) {
    let mut c = t.state.db.pool.get().unwrap();
    // The player's key is the end of a stored key (`<owner>:<key>`, `<player>:callback:bitcoin:<key>`).
    let own_key = |stored: String| stored.rsplit(':').next().unwrap_or_default().to_owned();
    let mut written: BTreeMap<(Op, String), usize> = BTreeMap::new();
    let rounds: Vec<String> = game_rounds::table
        .select(game_rounds::request_key)
        .load(&mut c)
        .unwrap();
    for key in rounds {
        *written.entry((Op::Bet, own_key(key))).or_default() += 1;
    }
    let orders: Vec<(String, String, String)> = payment_orders::table
        .select((
            payment_orders::id,
            payment_orders::kind,
            payment_orders::request_key,
        ))
        .load(&mut c)
        .unwrap();
    for (id, kind, key) in &orders {
        let op = if kind == "deposit" {
            Op::Deposit
        } else {
            Op::Withdrawal
        };
        *written.entry((op, own_key(key.clone()))).or_default() += 1;
        let moved: i64 = ledger_transactions::table
            .filter(ledger_transactions::idempotency_key.eq(format!("{kind}:{id}")))
            .count()
            .get_result(&mut c)
            .unwrap();
        assert_eq!(
            moved, 1,
            "the money of {kind} order {id} moved {moved} times"
        );
    }
    let acknowledged: std::collections::BTreeSet<(Op, String)> =
        done.iter().map(|d| (d.kind, d.key.clone())).collect();
    assert_eq!(acknowledged.len(), done.len(), "keys are unique");
    let extra: Vec<_> = written
        .iter()
        .filter(|(op, times)| **times != 1 || !acknowledged.contains(op))
        .collect();
    let missing: Vec<_> = acknowledged
        .iter()
        .filter(|op| !written.contains_key(op))
        .collect();
    assert!(
        extra.is_empty() && missing.is_empty(),
        "written twice or never acknowledged: {extra:?}; acknowledged, never written: {missing:?}"
    );
    assert_eq!(ledger::audit(&mut c).unwrap(), Vec::<String>::new());
}
