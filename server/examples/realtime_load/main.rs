//! Thousands of open sockets on the release server while its live tables run and players bet:
//!
//!     just bench-realtime                     # SQLite, then PostgreSQL when it can be started
//!     cargo run --release -p casino-server --example realtime_load -- [postgres://…] [seconds] [sockets]
//!
//! `sockets` (10,000 by default) are a fifth signed-in players' sockets (`/api/ws`) and four
//! fifths live tables' sockets (`/api/live/ws`, which need no account), spread over the tables.
//! Once all are open and idle, the server's memory per socket is read from its resident size.
//! Then for `seconds` (30 by default) the tables run rounds of 2 seconds of betting and 1 of
//! result, and 64 of the players bet at a roulette table over HTTP (a bet, its event, a pause of
//! 250 ms: about 3 a second each); half way, the server is killed (SIGKILL) and started again,
//! and its sockets come back as the page's do (`sockets.rs`). Then it checks that every socket
//! of a table knows every round the table settled in the run (told as it happened, or caught up
//! from the table's history when it came back) with the right result, that every bet's balance
//! event reached its player's socket, and that each bettor's page ends on the balance the server
//! holds; and reports the delivery delays: a live result from the settling write to each socket,
//! a balance event from the bet's request. On PostgreSQL the same again over two instances
//! (sockets and bettors split between them, one instance restarted), which share events through
//! the database.

mod sockets;
// The measured phases of the other benches are not used here.
#[allow(dead_code)]
#[path = "../support/mod.rs"]
mod support;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use casino_server::db::Backend;
use casino_server::db::schema::live_rounds;
use diesel::prelude::*;
use serde_json::Value;
use sockets::{Feed, Seen, Servers};
use support::{Bench, Client, Served, ms};

/// Players betting during the run, and how long each waits between bets.
const BETTORS: usize = 64;
const PACE: Duration = Duration::from_millis(250);
/// The live rounds' pace: short, so that a run of seconds settles many rounds.
const LIVE: [(&str, &str); 3] = [
    ("LIVE_BETTING_SECONDS", "2"),
    ("LIVE_RESULT_SECONDS", "1"),
    ("LIVE_DECIDING_SECONDS", "2"),
];
/// A settled round's `next_at` is its settling write's time plus this pause.
const RESULT_MS: i64 = 1_000;
/// How long a bet's balance event may take before it counts as lost.
const LOST_AFTER: Duration = Duration::from_secs(5);
/// The budget of a delivery's 99th percentile.
const BUDGET_MS: i64 = 250;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let numbers: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let sockets = usize::try_from(numbers.get(1).copied().unwrap_or(10_000))?.max(10);
    let bench = Bench::open(&LIVE)?;
    let seated = bench.players(sockets / 5)?;
    bench.fund(&seated[..BETTORS.min(seated.len())])?;
    let tokens: Vec<String> = seated.into_iter().map(|(_, t)| t).collect();
    let tables: Vec<String> = bench
        .state
        .games
        .catalog
        .live_tables()
        .map(|g| g.entry.id.clone())
        .collect();
    let run = Run {
        bench: &bench,
        tokens: &tokens,
        tables: &tables,
        sockets,
    };
    let mut failed = !run.measure(1).await?;
    if bench.state.db.backend == Backend::Postgres {
        failed |= !run.measure(2).await?;
    }
    bench.close()?;
    anyhow::ensure!(!failed, "an event was lost or came late: see above");
    Ok(())
}

struct Run<'a> {
    bench: &'a Bench,
    tokens: &'a [String],
    tables: &'a [String],
    sockets: usize,
}

/// The sockets of a run and what they heard.
struct Open {
    servers: Servers,
    feeds: Vec<Arc<Feed>>,
    /// Each table socket's table and record.
    seen: Vec<(String, Arc<Mutex<Seen>>)>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Run<'_> {
    /// One run over `instances` servers: whether every event arrived within the budget.
    async fn measure(&self, instances: usize) -> anyhow::Result<bool> {
        let db = self.bench.state.db.backend.name();
        println!(
            "\n{db}, {instances} instance{}:",
            if instances > 1 { "s" } else { "" }
        );
        let mut served = Vec::new();
        for _ in 0..instances {
            served.push(self.bench.serve_with(&[]).await?);
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
        let before: u64 = served.iter().map(resident_kb).sum();
        let started = Instant::now();
        let open = self.open(&served).await?;
        let opened = started.elapsed();
        tokio::time::sleep(Duration::from_secs(2)).await;
        let after: u64 = served.iter().map(resident_kb).sum();
        let per_socket = after.saturating_sub(before) * 1024 / self.sockets as u64;
        println!(
            "{} sockets open in {} ({} players', {} at {} live tables); server memory {} MB idle \
             before, {} MB after = {per_socket} bytes per idle socket",
            self.sockets,
            ms(opened.as_micros()),
            open.feeds.len(),
            open.seen.len(),
            self.tables.len(),
            before / 1024,
            after / 1024,
        );

        let from_ms = chrono::Utc::now().timestamp_millis();
        let deadline = Instant::now() + Duration::from_secs(self.bench.seconds.max(4));
        let bettors: Vec<_> = (0..BETTORS.min(open.feeds.len()))
            .map(|i| {
                // Through the other instance than the player's socket, when there are two: the
                // event crosses the database's bus.
                let addr = open.servers.addrs[(i + 1) % instances];
                let (token, feed) = (self.tokens[i].clone(), open.feeds[i].clone());
                tokio::spawn(bet(addr, token, feed, deadline))
            })
            .collect();
        tokio::time::sleep(Duration::from_secs(self.bench.seconds.max(4) / 2)).await;
        let restarted = Instant::now();
        let killed = Killed {
            at_ms: chrono::Utc::now().timestamp_millis(),
            addr: open.servers.addrs[instances - 1],
        };
        if let Some(last) = served.last_mut() {
            last.restart().await;
        }
        let restart = restarted.elapsed();
        let mut bets = Bets::default();
        for b in bettors {
            bets.add(b.await?);
        }
        let to_ms = chrono::Utc::now().timestamp_millis();
        // Late events and the pages' catching up after the restart.
        tokio::time::sleep(Duration::from_secs(4)).await;
        let ok = self.check(&open, &bets, (from_ms, to_ms), &killed).await?;
        println!(
            "restart: instance {instances} killed and serving again in {}; {} sockets reconnected",
            ms(restart.as_micros()),
            open.servers.reconnects.load(Ordering::Relaxed),
        );
        open.servers.stop.store(true, Ordering::Relaxed);
        for t in open.tasks {
            t.abort();
        }
        drop(served);
        Ok(ok)
    }

    /// Opens every socket, a few hundred at a time (as pages arrive, not in one burst), and
    /// waits until all are connected.
    async fn open(&self, served: &[Served]) -> anyhow::Result<Open> {
        let servers = Servers {
            addrs: Arc::new(served.iter().map(|s| s.addr).collect()),
            stop: Arc::new(AtomicBool::new(false)),
            reconnects: Arc::new(AtomicU32::new(0)),
        };
        let instances = served.len();
        let mut open = Open {
            servers,
            feeds: Vec::new(),
            seen: Vec::new(),
            tasks: Vec::new(),
        };
        for (i, token) in self.tokens.iter().enumerate() {
            let feed = Feed::new();
            let servers = open.servers.clone();
            open.feeds.push(feed.clone());
            open.tasks.push(tokio::spawn(sockets::player(
                servers,
                i % instances,
                token.clone(),
                feed,
            )));
            pace(i).await;
        }
        for i in 0..self.sockets - self.tokens.len() {
            let game = self.tables[i % self.tables.len()].clone();
            let seen = Arc::new(Mutex::new(Seen::default()));
            open.seen.push((game.clone(), seen.clone()));
            let servers = open.servers.clone();
            open.tasks.push(tokio::spawn(sockets::table(
                servers,
                i % instances,
                game,
                seen,
            )));
            pace(i).await;
        }
        let waited = Instant::now();
        loop {
            let players = open
                .feeds
                .iter()
                .filter(|f| f.connected.load(Ordering::Relaxed))
                .count();
            let tables = open
                .seen
                .iter()
                .filter(|(_, s)| s.lock().is_ok_and(|s| s.open))
                .count();
            if players == open.feeds.len() && tables == open.seen.len() {
                return Ok(open);
            }
            anyhow::ensure!(
                waited.elapsed() < Duration::from_secs(120),
                "sockets not open after 2 minutes: {players} of {} players', {tables} of {} tables'",
                open.feeds.len(),
                open.seen.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The checks and the report of a run between `window` (milliseconds): whether all held.
    async fn check(
        &self,
        open: &Open,
        bets: &Bets,
        window: (i64, i64),
        killed: &Killed,
    ) -> anyhow::Result<bool> {
        // The rounds settled in the run, except those settled as it began or ended.
        let (from, to) = (window.0 + 500, window.1 - 1_000);
        let settled: Vec<(String, i64, Option<i32>, Option<i64>)> = {
            let mut c = self.bench.state.db.pool.get()?;
            live_rounds::table
                .filter(live_rounds::phase.eq("settled"))
                .filter(live_rounds::next_at.between(from + RESULT_MS, to + RESULT_MS))
                .select((
                    live_rounds::game_id,
                    live_rounds::round_no,
                    live_rounds::number,
                    live_rounds::next_at,
                ))
                .load(&mut *c)?
        };
        let mut by_table: BTreeMap<&str, Vec<(u64, Option<u8>)>> = BTreeMap::new();
        for (game, round_no, number, _) in &settled {
            by_table.entry(game).or_default().push((
                u64::try_from(*round_no)?,
                number.and_then(|n| u8::try_from(n).ok()),
            ));
        }
        let (mut expected, mut missed, mut wrong, mut caught_up) = (0u64, 0u64, 0u64, 0u64);
        let (mut delays, mut restarting) = (Vec::new(), Vec::new());
        for (game, seen) in &open.seen {
            let seen = seen.lock().expect("a table's record");
            let told: Vec<(i64, i64)> = seen
                .deliveries
                .iter()
                .filter(|(_, next_at)| (from + RESULT_MS..=to + RESULT_MS).contains(next_at))
                .map(|(arrived, next_at)| (next_at - RESULT_MS, arrived - (next_at - RESULT_MS)))
                .collect();
            for (round_no, number) in by_table.get(game.as_str()).into_iter().flatten() {
                expected += 1;
                match seen.results.get(round_no) {
                    None => missed += 1,
                    Some(got) if number.is_some() && got != number => wrong += 1,
                    Some(_) => {}
                }
            }
            caught_up += (by_table.get(game.as_str()).map_or(0, Vec::len) as u64)
                .saturating_sub(told.len() as u64);
            for (settled_at, delay) in told {
                if killed.reconnecting(settled_at) {
                    restarting.push(delay);
                } else {
                    delays.push(delay);
                }
            }
        }
        delays.sort_unstable();
        restarting.sort_unstable();
        let live_p99 = percentile(&delays, 99);
        println!(
            "live results: {} rounds settled at {} tables; {expected} deliveries due, {missed} \
             missing, {wrong} wrong, {caught_up} caught up from a table's history after a \
             reconnection; from the settling write to the socket: p50 {} ms, p99 {live_p99} ms, \
             max {} ms; in the {RECONNECTING_MS} ms after the kill, while sockets come back: {} \
             deliveries, p99 {} ms",
            settled.len(),
            by_table.len(),
            percentile(&delays, 50),
            delays.last().unwrap_or(&0),
            restarting.len(),
            percentile(&restarting, 99),
        );

        let mut pages_behind = 0;
        for (token, feed) in self.tokens.iter().zip(&open.feeds).take(BETTORS) {
            let mut client = Client::new(open.servers.addrs[0]);
            let answer = client
                .post("/api/front/get_player_balance", token, "{}".into(), &[])
                .await?;
            let held: Value = serde_json::from_slice(&answer.body)?;
            let page = feed.heard.lock().expect("a feed").latest.clone();
            if page.as_ref() != Some(&held) {
                pages_behind += 1;
            }
        }
        let cut = bets.lost.iter().filter(|l| killed.cut(l)).count();
        let mut delays: Vec<u128> = bets.delays.iter().map(Duration::as_micros).collect();
        delays.sort_unstable();
        let balance_p99 = percentile(&delays, 99);
        println!(
            "balance events: {} bets, {} while their player's socket was connected: {} told, \
             {} lost ({cut} of them answered by the instance killed in the last {CUT_MS} ms before \
             the kill); from the bet's request to the socket: p50 {}, p99 {}; bettors' pages on \
             another balance than the server's at the end: {pages_behind}",
            bets.sent,
            bets.delays.len() + bets.lost.len(),
            bets.delays.len(),
            bets.lost.len(),
            ms(percentile(&delays, 50)),
            ms(balance_p99),
        );
        let on_time = live_p99 <= BUDGET_MS && balance_p99 <= u128::from(BUDGET_MS as u64) * 1000;
        let whole = missed == 0 && wrong == 0 && bets.lost.is_empty() && pages_behind == 0;
        println!(
            "budget: nothing lost {}, p99 of both within {BUDGET_MS} ms {}",
            if whole { "met" } else { "NOT MET" },
            if on_time { "met" } else { "NOT MET" },
        );
        Ok(whole && on_time)
    }
}

/// The `p`th percentile of sorted `v` (0 when empty).
fn percentile<T: Copy + Default>(v: &[T], p: usize) -> T {
    v.get((v.len() * p / 100).min(v.len().saturating_sub(1)))
        .copied()
        .unwrap_or_default()
}

/// Opens sockets 200 at a time, 20 ms apart: 10,000 a second.
async fn pace(i: usize) {
    if i % 200 == 199 {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The server's resident memory, in KiB (Linux).
fn resident_kb(served: &Served) -> u64 {
    served
        .pid()
        .and_then(|pid| std::fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .and_then(|status| {
            status
                .lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// The instance killed half way, and when.
struct Killed {
    at_ms: i64,
    addr: std::net::SocketAddr,
}

/// How long after a kill the sockets are still coming back (one to three seconds of back-off,
/// then the catching up).
const RECONNECTING_MS: i64 = 5_000;
/// How long before a kill a bet's answer may have left without its event.
const CUT_MS: i64 = 1_000;

impl Killed {
    fn reconnecting(&self, at_ms: i64) -> bool {
        (self.at_ms..self.at_ms + RECONNECTING_MS).contains(&at_ms)
    }

    /// Whether a lost bet was answered by the killed instance just before the kill: its event
    /// was still to be sent to the sockets of other instances.
    fn cut(&self, lost: &Lost) -> bool {
        lost.addr == self.addr && (self.at_ms - CUT_MS..=self.at_ms).contains(&lost.sent_ms)
    }
}

/// A bet whose balance event never reached its player's socket.
struct Lost {
    addr: std::net::SocketAddr,
    sent_ms: i64,
}

/// What the bettors saw.
#[derive(Default)]
struct Bets {
    sent: usize,
    /// For each bet placed while its player's socket was connected: from the request to the
    /// balance event.
    delays: Vec<Duration>,
    /// Bets placed while the socket was connected whose event never came to that connection.
    lost: Vec<Lost>,
}

impl Bets {
    fn add(&mut self, other: Bets) {
        self.sent += other.sent;
        self.delays.extend(other.delays);
        self.lost.extend(other.lost);
    }
}

/// A player bets 1.00 on red every `PACE` until `deadline`, over HTTP to `addr`, and waits for
/// each bet's balance event on their socket.
async fn bet(
    addr: std::net::SocketAddr,
    token: String,
    feed: Arc<Feed>,
    deadline: Instant,
) -> Bets {
    let mut client = Client::new(addr);
    let mut count = feed.count.subscribe();
    let mut bets = Bets::default();
    while Instant::now() < deadline {
        let before = *count.borrow_and_update();
        let connected = feed.connected.load(Ordering::Relaxed);
        let connection = feed.connections.load(Ordering::Relaxed);
        let (sent, sent_ms) = (Instant::now(), chrono::Utc::now().timestamp_millis());
        let body = serde_json::json!({ "game_id": "classic-european-roulette", "mode": "real",
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] },
            "idempotency_key": uuid::Uuid::new_v4().to_string() });
        let placed = client
            .post("/api/game/bet", &token, body.to_string(), &[])
            .await
            .is_ok_and(|a| a.status == 200);
        if placed {
            bets.sent += 1;
            let told = tokio::time::timeout(LOST_AFTER, count.wait_for(|n| *n > before)).await;
            let arrived = feed
                .heard
                .lock()
                .expect("a feed")
                .arrivals
                .get(before)
                .copied();
            let same_connection = connected
                && feed.connected.load(Ordering::Relaxed)
                && feed.connections.load(Ordering::Relaxed) == connection;
            match (told, arrived) {
                (Ok(Ok(_)), Some(at)) if connected => bets.delays.push(at - sent),
                // The socket was away or came back meanwhile: the page catches up (checked at
                // the end).
                _ if !same_connection => {}
                _ => bets.lost.push(Lost { addr, sent_ms }),
            }
        }
        tokio::time::sleep(PACE).await;
    }
    bets
}
