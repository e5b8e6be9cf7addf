//! Game rounds and balance reads per second over HTTP on loopback, the release server in its own
//! process, with 32 concurrent players on SQLite or PostgreSQL, and engine rounds per second on
//! one core:
//!
//!     just bench-games                        # SQLite, then PostgreSQL when it can be started
//!     cargo run --release -p casino-server --example games_load -- [postgres://…] [seconds] [runs]
//!
//! Each player loops on `game/bet` at a European roulette table (10.00 on red): one request
//! takes the stake and pays the win in one durable transaction (bet + win). It prints rounds
//! per second and latency percentiles, then audits the ledger's invariants. Then the same with
//! other players who hold only bonus money, with an active bonus that counts roulette fully: each
//! round also reads the bonus, counts the wagering and splits the win (DESIGN.md section 9 asks
//! for at least 80 % of the plain figure). Last, the first players read their balance
//! (`front/get_player_balance`) in a loop. With `runs` above 1, each phase runs that many times
//! and a last line gives the median of each figure and its range. Then the limits of the same
//! machine (`limits.rs`: the money writes without HTTP, pgbench on PostgreSQL, an axum JSON
//! hello-world), and each HTTP figure as a share of its limit.

mod limits;
#[path = "../support/mod.rs"]
mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use casino_core::Currency;
use casino_core::games::{FairStream, GameBet, GameConfig};
use casino_server::db::Backend;

use support::{Bench, Client, PLAYERS, post};

const GAME: &str = "classic-european-roulette";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    engine_rounds();
    let bench = Bench::open(&[])?;
    let players = bench.players(PLAYERS)?;
    bench.fund(&players)?;
    let served = bench.serve().await?;
    let tokens: Vec<String> = players.iter().map(|(_, t)| t.clone()).collect();
    let server = served.addr;
    let rounds = bench
        .measure("", "rounds", |_| play(&bench, server, players.clone()))
        .await?;
    let with_bonus = bench.players_named("g", PLAYERS)?;
    {
        let mut c = bench.state.db.pool.get()?;
        for (p, _) in &with_bonus {
            give_bonus(&mut c, &p.id)?;
        }
    }
    bench
        .measure("with an active bonus, ", "rounds", |_| {
            play(&bench, server, with_bonus.clone())
        })
        .await?;
    let reads = bench
        .measure("balance reads, ", "requests", |_| {
            read_balances(&bench, server, tokens.clone())
        })
        .await?;
    drop(served);
    let hello = limits::hello_world()?;
    let hello = bench
        .measure("an axum JSON hello-world, ", "requests", |_| {
            read_balances(&bench, hello, tokens.clone())
        })
        .await?;
    let alone = bench
        .measure("a round's money writes without HTTP, ", "rounds", |_| {
            limits::writes_alone(&bench, &players)
        })
        .await?;
    let pgbench = if bench.state.db.backend == Backend::Postgres {
        limits::pgbench(&bench, &players)?
    } else {
        None
    };
    println!("\nshares of the limits measured in this run (medians):");
    let db = bench.state.db.backend.name();
    match pgbench {
        Some(tps) => limits::share(
            &format!("{db} rounds over HTTP"),
            &rounds,
            "pgbench's money transaction",
            tps,
            30,
        ),
        None => limits::share(
            &format!("{db} rounds over HTTP"),
            &rounds,
            "the money writes without HTTP",
            alone.per_second,
            20,
        ),
    }
    limits::share(
        &format!("{db} balance reads"),
        &reads,
        "the axum JSON hello-world",
        hello.per_second,
        0,
    );
    bench.close()
}

/// Every player reads their balance in a loop until the deadline.
async fn read_balances(
    bench: &Bench,
    server: SocketAddr,
    tokens: Vec<String>,
) -> anyhow::Result<(Vec<Duration>, Duration)> {
    let deadline = bench.start_phase();
    let mut tasks = Vec::new();
    for token in tokens {
        let mut client = Client::new(server);
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while Instant::now() < deadline {
                let path = "/api/front/get_player_balance";
                latencies.push(post(&mut client, path, &token, "{}".into(), None).await);
            }
            latencies
        }));
    }
    gather(tasks).await
}

/// Waits for every player's task: all latencies, and the time since the tasks started.
async fn gather(
    tasks: Vec<tokio::task::JoinHandle<Vec<Duration>>>,
) -> anyhow::Result<(Vec<Duration>, Duration)> {
    let started = Instant::now();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await?);
    }
    Ok((all, started.elapsed()))
}

/// Every player loops on a bet of 10.00 on red until the deadline: the latencies and the time.
async fn play(
    bench: &Bench,
    server: SocketAddr,
    players: Vec<(casino_server::player::Player, String)>,
) -> anyhow::Result<(Vec<Duration>, Duration)> {
    let deadline = bench.start_phase();
    let mut tasks = Vec::new();
    for (_, token) in players {
        let mut client = Client::new(server);
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while Instant::now() < deadline {
                let bet = serde_json::json!({ "game_id": GAME, "mode": "real",
                    "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] },
                    "idempotency_key": uuid::Uuid::new_v4().to_string() });
                latencies.push(post(&mut client, "/api/game/bet", &token, bet.to_string(), None).await);
            }
            latencies
        }));
    }
    gather(tasks).await
}

/// An active bonus of 1,000,000.00 bonus money (and no real money) whose wagering is never met
/// during the run: every stake comes from the bonus balance and every win goes back to it.
fn give_bonus(c: &mut casino_server::db::DbConnection, player: &str) -> anyhow::Result<()> {
    use casino_core::bonus::{BonusKind, BonusTerms, Contribution};
    use casino_schema::BonusStatus;
    use casino_server::bonuses::{NewHeld, credit_award, insert_held};
    let terms = BonusTerms {
        kind: BonusKind::Code,
        percent: 0,
        fixed: 100_000_000,
        min_deposit: 0,
        max_bonus: 0,
        wagering_multiple: 1_000,
        validity_days: 30,
        max_bet: 0,
        contributions: vec![Contribution {
            category: "roulette".into(),
            percent: 100,
        }],
    };
    let new = NewHeld {
        player_id: player,
        currency: Currency::Eur,
        campaign_id: "bench",
        campaign_version: 1,
        terms: &terms,
        source: &format!("bench:{player}"),
        order_id: None,
        status: BonusStatus::Active,
        deposit_cents: 0,
        amount_cents: 100_000_000,
        wagering_required_cents: 100_000_000_000,
        expires_at: i64::MAX,
    };
    let now = chrono::Utc::now().timestamp_millis();
    let b = insert_held(c, &new, now)
        .map_err(|e| anyhow::anyhow!(e.code))?
        .ok_or_else(|| anyhow::anyhow!("bonus not written"))?;
    credit_award(c, &b, 100_000_000, now).map_err(|e| anyhow::anyhow!(e.code))
}

/// Rounds per second of a few engines on this thread, from the catalog's configurations.
fn engine_rounds() {
    let catalog = casino_core::games::catalog::catalog();
    for engine in ["slots", "roulette", "blackjack", "video_poker", "keno"] {
        let Some(entry) = catalog.iter().find(|e| e.config.engine() == engine) else {
            continue;
        };
        let (min, _) = entry.config.limits();
        let bet: GameBet = match &entry.config {
            GameConfig::Roulette(_) => serde_json::from_value(serde_json::json!({
                "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": min }] })),
            GameConfig::Keno(_) => serde_json::from_value(serde_json::json!({
                "engine": "keno", "stake": min, "picks": [1, 2, 3, 4, 5] })),
            other => serde_json::from_value(
                serde_json::json!({ "engine": other.engine(), "stake": min }),
            ),
        }
        .expect("a bet of the engine");
        let started = Instant::now();
        let mut rounds = 0u128;
        while started.elapsed() < Duration::from_secs(1) {
            for nonce in 0..1000 {
                let mut stream = FairStream::new(b"bench server seed", "bench", nonce);
                let _ = entry.config.play(&bet, &[], &mut stream);
            }
            rounds += 1000;
        }
        let per_second = rounds * 1000 / started.elapsed().as_millis().max(1);
        println!(
            "engine {engine} ({}): {per_second} rounds/s on one core",
            entry.id
        );
    }
}
