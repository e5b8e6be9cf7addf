//! A mixed day over HTTP on loopback (the release server in its own process): simulated players,
//! 500 by default, each with their realtime socket open, browse the lobby and search it, open
//! games, bet at four engines, read their balance and their history, deposit and withdraw, with
//! a pause between steps as a person takes. Per call: how many, per second, p50 and p99; the
//! budget is a p99 of at most 100 ms for every call. Then the ledger's invariants.
//!
//!     just bench-mix                        # SQLite, then PostgreSQL
//!     cargo run --release -p casino-server --example mix_load -- [postgres://…] [seconds] [runs] [players]
//!
//! The third number is the runs (1 here: the mix is one long run), the fourth the players.

// The per-call report is its own: the phases' figures of the other benches go unused.
#[allow(dead_code)]
mod support;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use casino_core::payments::Processor;
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use support::{Bench, Client, ms};
use tokio_tungstenite::tungstenite::Message;

/// A person's pause between two steps, in milliseconds: from half a second to a second and a half.
const PAUSE_MS: std::ops::Range<u64> = 500..1_500;
/// The p99 every call must stay within.
const BUDGET: Duration = Duration::from_millis(100);

/// What a player does next, with its weight out of 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Call {
    Lobby,
    Search,
    OpenGame,
    Bet(&'static str),
    Balance,
    History,
    Deposit,
    Withdrawal,
}

const MIX: [(Call, u32); 11] = [
    (Call::Lobby, 14),
    (Call::Search, 5),
    (Call::OpenGame, 9),
    (Call::Bet("roulette"), 14),
    (Call::Bet("dice"), 11),
    (Call::Bet("crash"), 10),
    (Call::Bet("slots"), 10),
    (Call::Balance, 12),
    (Call::History, 8),
    (Call::Deposit, 4),
    (Call::Withdrawal, 3),
];

const SEARCHES: [&str; 5] = ["roulette", "dice", "crash", "blackjack", "fruit"];

fn pick() -> Call {
    let total: u32 = MIX.iter().map(|(_, w)| w).sum();
    let mut at = rand::random_range(0..total);
    for (call, weight) in MIX {
        if at < weight {
            return call;
        }
        at -= weight;
    }
    Call::Lobby
}

/// The path and body of `call` for a player.
fn request(
    call: Call,
    player: &Seat,
    games: &BTreeMap<&'static str, String>,
) -> (&'static str, String, bool) {
    let key = || uuid::Uuid::new_v4().to_string();
    match call {
        Call::Lobby => {
            let page = rand::random_range(1..4);
            (
                "/api/front/get_games",
                json!({ "page": page, "page_size": 24 }).to_string(),
                false,
            )
        }
        Call::Search => {
            let search = SEARCHES[rand::random_range(0..SEARCHES.len())];
            (
                "/api/front/get_games",
                json!({ "search": search, "page_size": 24 }).to_string(),
                false,
            )
        }
        Call::OpenGame => {
            let all: Vec<&String> = games.values().collect();
            let game = all[rand::random_range(0..all.len())];
            (
                "/api/front/get_game_url",
                json!({ "game_id": game, "mode": "real" }).to_string(),
                false,
            )
        }
        Call::Bet(engine) => {
            let bet = match engine {
                "roulette" => {
                    json!({ "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] })
                }
                "dice" => {
                    json!({ "engine": "dice", "stake": 100, "target": 4950, "direction": "under" })
                }
                "crash" => json!({ "engine": "crash", "stake": 100, "target": 200 }),
                _ => json!({ "engine": "slots", "stake": 100 }),
            };
            let body = json!({ "game_id": games[engine], "mode": "real", "bet": bet,
                "idempotency_key": key() });
            ("/api/game/bet", body.to_string(), false)
        }
        Call::Balance => ("/api/front/get_player_balance", "{}".into(), false),
        Call::History => {
            let page = rand::random_range(1..3);
            (
                "/api/front/get_financial_transactions",
                json!({ "page": page, "per_page": 20 }).to_string(),
                false,
            )
        }
        Call::Deposit => {
            let body = json!({ "processor": "bitcoin", "sent_at": chrono::Utc::now().timestamp_millis(),
                "reference": key(), "address": player.address, "outcome": "approved", "amount_cents": 5000 });
            ("/api/payment/callback/bitcoin", body.to_string(), true)
        }
        Call::Withdrawal => {
            let body = json!({ "processor": "bitcoin", "amount": "20", "currency": "EUR", "idempotency_key": key(),
                "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
            (
                "/api/payment/send_withdrawal_request",
                body.to_string(),
                false,
            )
        }
    }
}

struct Seat {
    token: String,
    address: String,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let players = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse::<usize>().ok())
        .nth(2)
        .unwrap_or(500);
    let bench = Bench::open(&[("WITHDRAWAL_UNWAGERED", "fee")])?;
    let games: BTreeMap<&'static str, String> = ["roulette", "dice", "crash", "slots"]
        .into_iter()
        .map(|engine| {
            let game = bench
                .state
                .games
                .catalog
                .games()
                .find(|g| !g.entry.live && g.config().engine() == engine)
                .map(|g| g.entry.id.clone())
                .unwrap_or_else(|| panic!("a {engine} game"));
            (engine, game)
        })
        .collect();
    let seated = bench.players(players)?;
    bench.fund(&seated)?;
    let seats: Vec<Seat> = bench
        .payers(seated)?
        .into_iter()
        .map(|(token, address)| Seat { token, address })
        .collect();
    let served = bench.serve().await?;
    let addr = served.addr;
    let games = Arc::new(games);
    let heard = Arc::new(AtomicU64::new(0));
    let deadline = bench.start_phase();
    let started = Instant::now();
    let mut tasks = Vec::new();
    for seat in seats {
        let (games, heard) = (games.clone(), heard.clone());
        let keys = bench.state.payments.callback_keys.clone();
        tasks.push(tokio::spawn(async move {
            // The page's realtime socket, open the whole visit; it counts what it hears.
            let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/ws"))
                .await
                .expect("a socket");
            let hello = json!({ "token": seat.token }).to_string();
            socket
                .send(Message::Text(hello.into()))
                .await
                .expect("the hello");
            let listening = tokio::spawn(async move {
                while let Some(Ok(message)) = socket.next().await {
                    if message.is_text() {
                        heard.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
            let mut client = Client::new(addr);
            let mut timings: Vec<(Call, Duration)> = Vec::new();
            // Players arrive over the first pause rather than all at once.
            tokio::time::sleep(Duration::from_millis(rand::random_range(PAUSE_MS))).await;
            while Instant::now() < deadline {
                let call = pick();
                let (path, body, signed) = request(call, &seat, &games);
                let signature = signed.then(|| keys.sign(Processor::Bitcoin, body.as_bytes()));
                timings.push((
                    call,
                    support::post(&mut client, path, &seat.token, body, signature).await,
                ));
                tokio::time::sleep(Duration::from_millis(rand::random_range(PAUSE_MS))).await;
            }
            listening.abort();
            timings
        }));
    }
    let mut by_call: BTreeMap<Call, Vec<Duration>> = BTreeMap::new();
    for task in tasks {
        for (call, took) in task.await? {
            by_call.entry(call).or_default().push(took);
        }
    }
    let elapsed = started.elapsed().as_millis().max(1);
    drop(served);
    println!(
        "{}, {players} players for {} s: {} realtime messages heard",
        bench.state.db.backend.name(),
        bench.seconds,
        heard.load(Ordering::Relaxed)
    );
    let mut over = Vec::new();
    let mut total = 0;
    for (call, mut took) in by_call {
        took.sort();
        let at = |p: usize| took[(took.len() * p / 100).min(took.len() - 1)];
        total += took.len();
        println!(
            "  {:<18} {:>6} calls, {:>4}/s, p50 {}, p99 {}",
            format!("{call:?}"),
            took.len(),
            took.len() as u128 * 1000 / elapsed,
            ms(at(50).as_micros()),
            ms(at(99).as_micros())
        );
        if at(99) > BUDGET {
            over.push(format!("{call:?}"));
        }
    }
    println!("  all: {total} calls, {}/s", total as u128 * 1000 / elapsed);
    let mut c = bench.state.db.pool.get()?;
    let breaches =
        casino_server::wallet::ledger::audit(&mut c).map_err(|e| anyhow::anyhow!(e.code))?;
    drop(c);
    println!("ledger invariants: {} violations", breaches.len());
    for breach in &breaches {
        println!("  {breach}");
    }
    if over.is_empty() {
        println!("budget: every call's p99 within 100 ms met");
    } else {
        println!("budget: p99 over 100 ms for {}", over.join(", "));
    }
    bench.close()?;
    anyhow::ensure!(breaches.is_empty(), "the ledger is not sound");
    Ok(())
}
