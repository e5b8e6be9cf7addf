//! The bench's sockets, each behaving as the web app's do: a player's socket (`/api/ws`, the
//! token in its first message) and a live table's (`/api/live/ws`). A socket that loses its
//! server comes back after one second and a random part of two more (the page's back-off, so
//! thousands of sockets do not return at once), to the next instance in the list (a load
//! balancer's choice), and catches up as the page does: a player's socket reads the balance over
//! HTTP, a table's socket gets the table's state, whose history holds the results it missed.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use casino_schema::{LivePhase, LiveResult, LiveTableEvent};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio_tungstenite::tungstenite::Message;

use crate::support::Client;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// Where the sockets connect: the instances, and whether the run is over.
#[derive(Clone)]
pub struct Servers {
    pub addrs: Arc<Vec<SocketAddr>>,
    pub stop: Arc<AtomicBool>,
    /// Connections made again after a server went away, over all sockets.
    pub reconnects: Arc<AtomicU32>,
}

impl Servers {
    /// Connects to `path` on instance `at` (modulo the list), trying the next instance each
    /// second until one answers or the run is over: the socket, the instance and its address.
    async fn connect(&self, mut at: usize, path: &str) -> Option<(Socket, usize, SocketAddr)> {
        loop {
            let addr = self.addrs[at % self.addrs.len()];
            if let Ok((socket, _)) =
                tokio_tungstenite::connect_async(format!("ws://{addr}{path}")).await
            {
                return Some((socket, at, addr));
            }
            if self.stop.load(Ordering::Relaxed) {
                return None;
            }
            at += 1;
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }

    /// After a lost connection: one second and a random part of two more, then the next instance.
    async fn back_off(&self) {
        let spread = u64::from(uuid::Uuid::new_v4().as_fields().0 % 2_000);
        tokio::time::sleep(Duration::from_millis(1_000 + spread)).await;
        self.reconnects.fetch_add(1, Ordering::Relaxed);
    }
}

/// What a player's socket heard.
#[derive(Default)]
pub struct Heard {
    /// Each balance event: when it arrived.
    pub arrivals: Vec<Instant>,
    /// The newest balance the page knows, from an event or from a read after reconnecting.
    pub latest: Option<Value>,
}

/// A player's socket and what it heard; `count` moves with each balance event.
pub struct Feed {
    pub heard: Mutex<Heard>,
    pub count: watch::Sender<usize>,
    pub connected: AtomicBool,
    /// Connections made so far: a bet whose wait saw it change was heard by another connection.
    pub connections: AtomicU32,
}

impl Feed {
    pub fn new() -> Arc<Feed> {
        Arc::new(Feed {
            heard: Mutex::default(),
            count: watch::Sender::new(0),
            connected: AtomicBool::new(false),
            connections: AtomicU32::new(0),
        })
    }

    fn balance(&self, balance: Value) {
        let mut heard = self.heard.lock().expect("the feed");
        heard.arrivals.push(Instant::now());
        heard.latest = Some(balance);
        let n = heard.arrivals.len();
        drop(heard);
        self.count.send_replace(n);
    }
}

/// A signed-in player's socket on instance `at`, until the run is over.
pub async fn player(servers: Servers, at: usize, token: String, feed: Arc<Feed>) {
    let mut at = at;
    let mut again = false;
    while let Some((mut socket, on, addr)) = servers.connect(at, "/api/ws").await {
        at = on;
        let hello = serde_json::json!({ "token": token }).to_string();
        if socket.send(Message::Text(hello.into())).await.is_ok() {
            feed.connections.fetch_add(1, Ordering::Relaxed);
            feed.connected.store(true, Ordering::Relaxed);
            if again {
                tokio::spawn(catch_up(addr, token.clone(), feed.clone()));
            }
            while let Some(Ok(message)) = socket.next().await {
                if let Message::Text(text) = message
                    && let Ok(event) = serde_json::from_str::<Value>(&text)
                    && event["type"] == "balance"
                {
                    feed.balance(event["balance"].clone());
                }
            }
            feed.connected.store(false, Ordering::Relaxed);
        }
        if servers.stop.load(Ordering::Relaxed) {
            return;
        }
        servers.back_off().await;
        at += 1;
        again = true;
    }
}

/// What the page does when its socket is back: it reads the balance, which counts unless an
/// event brought a newer one meanwhile.
async fn catch_up(addr: SocketAddr, token: String, feed: Arc<Feed>) {
    let events_before = *feed.count.borrow();
    let mut client = Client::new(addr);
    let Ok(answer) = client
        .post("/api/front/get_player_balance", &token, "{}".into(), &[])
        .await
    else {
        return;
    };
    let Ok(balance) = serde_json::from_slice::<Value>(&answer.body) else {
        return;
    };
    let mut heard = feed.heard.lock().expect("the feed");
    if heard.arrivals.len() == events_before {
        heard.latest = Some(balance);
    }
}

/// What a table's socket saw.
#[derive(Default)]
pub struct Seen {
    /// Each settled round it knows of (as an event or from a later state's history), with the
    /// winning pocket of a roulette table.
    pub results: BTreeMap<u64, Option<u8>>,
    /// For each settled round it was told of as it happened: when it arrived (the machine's
    /// clock, milliseconds) and the round's `next_at` (the settling write's time plus the
    /// result's pause).
    pub deliveries: Vec<(i64, i64)>,
    /// Whether the socket is connected and has had the table's state.
    pub open: bool,
}

/// A live table's socket on instance `at`, until the run is over.
pub async fn table(servers: Servers, at: usize, game_id: String, seen: Arc<Mutex<Seen>>) {
    let path = format!("/api/live/ws?game_id={game_id}");
    let mut at = at;
    while let Some((mut socket, on, _)) = servers.connect(at, &path).await {
        at = on;
        // The first message is the table's state as it stands: what was missed is in its history.
        let mut first = true;
        while let Some(Ok(message)) = socket.next().await {
            let arrived = chrono::Utc::now().timestamp_millis();
            let Message::Text(text) = message else {
                continue;
            };
            let Ok(event) = serde_json::from_str::<Told>(&text) else {
                continue;
            };
            let mut seen = seen.lock().expect("the table's record");
            let settled = event.phase == LivePhase::Settled;
            if first {
                seen.open = true;
                let history = serde_json::from_str::<LiveTableEvent>(&text)
                    .map(|e| e.history)
                    .unwrap_or_default();
                let newest = event.round_no - u64::from(!settled);
                for (back, result) in (0u64..).zip(&history) {
                    seen.results.insert(newest - back, pocket(result));
                }
            } else if settled && let Some(next_at) = event.next_at {
                seen.deliveries.push((arrived, next_at));
            }
            if settled {
                seen.results
                    .insert(event.round_no, event.result.as_ref().and_then(pocket));
            }
            first = false;
        }
        seen.lock().expect("the table's record").open = false;
        if servers.stop.load(Ordering::Relaxed) {
            return;
        }
        servers.back_off().await;
        at += 1;
    }
}

/// What the bench reads of a table's event: the rest, the history above all, is skipped (the
/// sockets share the machine's cores with the server, so the bench's own work is kept small).
#[derive(serde::Deserialize)]
struct Told {
    round_no: u64,
    phase: LivePhase,
    next_at: Option<i64>,
    result: Option<LiveResult>,
}

fn pocket(result: &LiveResult) -> Option<u8> {
    match result {
        LiveResult::Roulette { number } => Some(*number),
        _ => None,
    }
}
