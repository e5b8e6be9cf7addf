//! What the machine itself sustains, measured in the same run as the rounds, so that each HTTP
//! figure reads as a share of its limit (issue 39: absolute figures move from one machine to the
//! next, a share of a limit measured beside it holds):
//!
//! - **a round's money writes without HTTP**: the stake and the win of a round, posted by
//!   `ledger::post_fresh` through `Db::write` (on SQLite the group-commit writer alone), by as
//!   many concurrent players, with nothing else in the way: no HTTP, no JSON, no token, no
//!   engine, no round row;
//! - **`pgbench`** (PostgreSQL only), PostgreSQL's own load generator, with the same money
//!   transaction written as plain SQL on the same tables (insert the transaction, take the stake
//!   from the wallet with a balance guard, insert its two postings; a durable commit): what
//!   PostgreSQL sustains on this machine for a round's money, with none of our code in the way;
//! - **an axum JSON hello-world**, answering the balance read's path with a constant JSON body
//!   on its own Tokio runtime, measured by the same load generator: the ceiling of any JSON call
//!   over HTTP here.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use casino_core::Currency;
use casino_server::player::Player;
use casino_server::wallet::ledger::{self, Account, Movement, MovementKind};

use crate::support::{Bench, Figures, ms};

/// The stake of every round the limits play, as in the rounds over HTTP (10.00).
const STAKE: i64 = 1000;

/// `pgbench`'s connections: twice the server's PostgreSQL pool, so that PostgreSQL, not the
/// number of clients, is the limit (more only make it switch between them on 2 cores).
const PGBENCH_CLIENTS: &str = "8";

/// Each player posts a round's stake (and, every other round, a win of twice it) through
/// `Db::write` until the deadline: the latencies and the time.
pub async fn writes_alone(
    bench: &Bench,
    players: &[(Player, String)],
) -> anyhow::Result<(Vec<Duration>, Duration)> {
    let deadline = bench.start_phase();
    let mut tasks = Vec::new();
    for (p, _) in players {
        let (db, player) = (bench.state.db.clone(), p.id.clone());
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut won = false;
            while Instant::now() < deadline {
                let round = casino_server::db::row_id();
                let mut moves = vec![movement(&round, "bet", &player, -STAKE)];
                won = !won;
                if won {
                    moves.push(movement(&round, "win", &player, 2 * STAKE));
                }
                let asked = Instant::now();
                db.write(move |c| {
                    let now = chrono::Utc::now().timestamp_millis();
                    moves
                        .iter()
                        .try_for_each(|m| ledger::post_fresh(c, m, now).map(|_| ()))
                })
                .await
                .unwrap_or_else(|e| panic!("a round's money: {}", e.code));
                latencies.push(asked.elapsed());
            }
            latencies
        }));
    }
    crate::gather(tasks).await
}

/// The stake (`cents` below zero) or the win of a round, between the player and the house.
fn movement(
    round: &str,
    step: &str,
    player: &casino_server::ids::PlayerId,
    cents: i64,
) -> Movement {
    Movement {
        key: format!("bench:{round}:{step}"),
        kind: if cents < 0 {
            MovementKind::Bet
        } else {
            MovementKind::Win
        },
        player_id: Some(player.clone()),
        currency: Currency::Eur,
        legs: vec![
            (Account::PlayerReal(player.clone()), cents),
            (Account::House, -cents),
        ],
    }
}

/// The money transaction of a round as `pgbench` runs it, one player of `pgbench_players` drawn
/// at random each time. Ids are time-ordered like the server's (`db::row_id`), so they append to
/// the indexes as a round's do. pgbench reads `:name` as a variable even inside a quoted string,
/// so the account's `:real` is written `':' || 'real'`.
const PGBENCH_SCRIPT: &str = r"\set n random(0, :players - 1)
BEGIN;
INSERT INTO ledger_transactions (id, idempotency_key, kind, player_id, currency, created_at)
  SELECT 'pgbench' || lpad(CAST(nextval('pgbench_ids') AS TEXT), 16, '0'),
         'pgbench:' || currval('pgbench_ids'), 'bet', id, 'EUR',
         CAST(extract(epoch FROM clock_timestamp()) * 1000 AS BIGINT)
  FROM pgbench_players WHERE n = :n
  RETURNING id AS tx, id || 'a' AS stake, id || 'b' AS house_leg, player_id AS player,
            'player:' || player_id || ':' || 'real' AS account, created_at AS at \gset
UPDATE wallets SET real_cents = real_cents - 1000, updated_at = :at
  WHERE player_id = :player AND currency = 'EUR' AND real_cents >= 1000;
INSERT INTO ledger_postings (id, transaction_id, account, currency, amount_cents) VALUES
  (:stake, :tx, :account, 'EUR', -1000),
  (:house_leg, :tx, 'house', 'EUR', 1000);
END;
";

/// `pgbench` on the bench's PostgreSQL database, `bench.runs` times: the transactions per second
/// of each run and their median, or `None` when `pgbench` is not installed.
pub fn pgbench(bench: &Bench, players: &[(Player, String)]) -> anyhow::Result<Option<u128>> {
    if std::process::Command::new("pgbench")
        .arg("--version")
        .output()
        .is_err()
    {
        println!("pgbench is not installed: no PostgreSQL limit to compare with");
        return Ok(None);
    }
    {
        use diesel::RunQueryDsl;
        let mut c = bench.state.db.pool.get()?;
        diesel::sql_query("CREATE TABLE pgbench_players (n INT PRIMARY KEY, id TEXT NOT NULL)")
            .execute(&mut *c)?;
        diesel::sql_query("CREATE SEQUENCE pgbench_ids").execute(&mut *c)?;
        for (n, (p, _)) in players.iter().enumerate() {
            diesel::sql_query(format!(
                "INSERT INTO pgbench_players (n, id) VALUES ({n}, '{}')",
                p.id
            ))
            .execute(&mut *c)?;
        }
    }
    let script = tempfile::NamedTempFile::new()?;
    std::fs::write(script.path(), PGBENCH_SCRIPT)?;
    let mut rates = Vec::new();
    for _ in 0..bench.runs {
        bench.start_phase();
        let out = std::process::Command::new("pgbench")
            .args([
                "-n",
                "-M",
                "prepared",
                "-c",
                PGBENCH_CLIENTS,
                "-j",
                "2",
                "-T",
            ])
            .arg(bench.seconds.to_string())
            .arg("-D")
            .arg(format!("players={}", players.len()))
            .arg("-f")
            .arg(script.path())
            .arg(&bench.state.config.database_url)
            .output()?;
        let text = String::from_utf8_lossy(&out.stdout);
        anyhow::ensure!(
            out.status.success(),
            "pgbench failed: {}{}",
            text,
            String::from_utf8_lossy(&out.stderr)
        );
        let tps = text
            .lines()
            .find_map(|l| l.strip_prefix("tps = "))
            .and_then(|t| t.split(['.', ' ']).next())
            .and_then(|t| t.parse::<u128>().ok())
            .ok_or_else(|| anyhow::anyhow!("no tps in pgbench's output: {text}"))?;
        let latency = text
            .lines()
            .find(|l| l.starts_with("latency average"))
            .unwrap_or("");
        println!("pgbench, a round's money transaction: {tps} transactions/s; {latency}");
        rates.push(tps);
    }
    rates.sort_unstable();
    let median = rates[rates.len() / 2];
    if rates.len() > 1 {
        println!(
            "pgbench, median of {} runs: {median} transactions/s ({}–{})",
            rates.len(),
            rates[0],
            rates[rates.len() - 1]
        );
    }
    let mut c = bench.state.db.pool.get()?;
    let breaches = ledger::audit(&mut c).map_err(|e| anyhow::anyhow!(e.code))?;
    println!(
        "ledger invariants after pgbench: {} violations",
        breaches.len()
    );
    Ok(Some(median))
}

/// An axum server on a loopback port, on a runtime of its own threads, that answers
/// `POST /api/front/get_player_balance` with a constant JSON body: what a JSON call over HTTP
/// costs with nothing behind it.
pub fn hello_world() -> anyhow::Result<SocketAddr> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    std::thread::spawn(move || {
        runtime.block_on(async move {
            let app = axum::Router::new().route(
                "/api/front/get_player_balance",
                axum::routing::post(|| async {
                    axum::Json(serde_json::json!({ "hello": "world" }))
                }),
            );
            let listener = tokio::net::TcpListener::from_std(listener).expect("the listener");
            axum::serve(listener, app).await.expect("the hello-world");
        });
    });
    Ok(addr)
}

/// One HTTP figure as a share of its limit, against its budget: one line of the last table.
pub fn share(what: &str, figure: &Figures, limit_what: &str, limit: u128, p99_budget_ms: u128) {
    let percent = figure.per_second * 100 / limit.max(1);
    let p99 = if p99_budget_ms == 0 {
        String::new()
    } else {
        let met = if figure.p99_micros <= p99_budget_ms * 1000 {
            "met"
        } else {
            "not met"
        };
        format!(
            "; p99 {} (budget ≤ {p99_budget_ms} ms: {met})",
            ms(figure.p99_micros)
        )
    };
    let met = if percent >= 50 { "met" } else { "not met" };
    println!(
        "{what}: {}/s = {percent} % of {limit_what} ({limit}/s; budget ≥ 50 %: {met}){p99}",
        figure.per_second
    );
}
