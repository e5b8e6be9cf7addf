//! Realtime events to signed-in players over the WebSocket (`GET /api/ws?token=`): balance
//! changes, transaction updates and the mail box's unread count.
//!
//! On SQLite (one instance) the hub is in-process. On PostgreSQL several instances may serve one
//! database behind a load balancer, and a player's socket may be on another instance than the
//! request that moved their money: there every event goes through the database's own bus
//! (`NOTIFY casino_realtime`), and each instance forwards what it hears (`LISTEN`) to its own
//! sockets, the instance that sent it included. No extra service is needed.
//!
//! Reading a balance to push costs a query, so it is done only when somebody may listen: a
//! socket of this instance, or of another one that said so lately. Each instance with sockets
//! open says so on the bus when its first one opens and then every second.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock, mpsc};
use std::time::{Duration, Instant};

use crate::ids::PlayerId;
use casino_schema::RealtimeEvent;
use diesel::{Connection, PgConnection, QueryResult, RunQueryDsl};
use tokio::sync::broadcast;

/// The PostgreSQL channel the instances share.
const CHANNEL: &str = "casino_realtime";
/// How long the bus thread waits for an event to send before it looks for received ones: the
/// most a pushed event waits on top of the database's round trip.
const POLL: Duration = Duration::from_millis(10);
/// How often an instance with open sockets says so, and how long the others believe it.
const PRESENCE_EVERY: Duration = Duration::from_secs(1);
const PRESENCE_MS: u64 = 3_000;
/// Events waiting for the bus thread, at most (as many as a slow socket may fall behind).
const QUEUE: usize = 1024;

type Event = (PlayerId, RealtimeEvent);

/// What travels on the bus.
#[derive(serde::Serialize, serde::Deserialize)]
enum Wire {
    /// An event for a player's sockets.
    Event(PlayerId, RealtimeEvent),
    /// Instance `.0` has sockets open.
    Sockets(String),
}

#[derive(Clone)]
pub struct Realtime {
    tx: broadcast::Sender<Event>,
    /// Events to send through PostgreSQL, once the bus runs (`start_bus`).
    bus: Arc<OnceLock<mpsc::SyncSender<Event>>>,
    /// Until when (milliseconds after `epoch`) another instance is known to have sockets open.
    remote_until: Arc<AtomicU64>,
    epoch: Instant,
}

impl Default for Realtime {
    fn default() -> Realtime {
        // A slow socket that falls this far behind skips to the newest events (the balance
        // event carries the whole balance, so nothing is lost by skipping).
        let (tx, _) = broadcast::channel(QUEUE);
        Realtime {
            tx,
            bus: Arc::default(),
            remote_until: Arc::default(),
            epoch: Instant::now(),
        }
    }
}

impl Realtime {
    pub fn publish(&self, player_id: &PlayerId, event: RealtimeEvent) {
        let event = (player_id.to_owned(), event);
        match self.bus.get() {
            // A full queue means the database has been unreachable for a while: the event is
            // dropped (the page also reads its balance on its own), not kept without bound.
            Some(bus) => drop(bus.try_send(event)),
            // No subscriber is not an error: nobody is watching.
            None => drop(self.tx.send(event)),
        }
    }

    /// Whether anyone may be listening: a socket of this instance, or one of another instance
    /// that said so lately. When nobody is, there is no reason to read a balance for them.
    pub fn has_listeners(&self) -> bool {
        self.tx.receiver_count() > 0
            || self.remote_until.load(Ordering::Relaxed) > millis_since(self.epoch)
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.tx.subscribe()
    }

    /// Sends every event through PostgreSQL's `NOTIFY` and forwards what `LISTEN` hears to this
    /// instance's sockets, on a thread of its own with its own connection. The thread ends when
    /// the last handle of this hub is dropped.
    pub fn start_bus(&self, database_url: &str) {
        let (send, outgoing) = mpsc::sync_channel(QUEUE);
        if self.bus.set(send).is_err() {
            return;
        }
        let hub = Hub {
            me: uuid::Uuid::new_v4().to_string(),
            local: self.tx.clone(),
            remote_until: self.remote_until.clone(),
            epoch: self.epoch,
        };
        let url = database_url.to_owned();
        std::thread::Builder::new()
            .name("realtime-bus".into())
            .spawn(move || bus(&url, &outgoing, &hub))
            .expect("spawning the realtime bus thread");
    }
}

fn millis_since(epoch: Instant) -> u64 {
    u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// What the bus thread delivers to: this instance's sockets and its knowledge of the others.
struct Hub {
    /// This instance's name on the bus.
    me: String,
    local: broadcast::Sender<Event>,
    remote_until: Arc<AtomicU64>,
    epoch: Instant,
}

impl Hub {
    fn heard(&self, wire: Wire) {
        match wire {
            // No subscriber is not an error: nobody on this instance is watching.
            Wire::Event(player, event) => drop(self.local.send((player, event))),
            Wire::Sockets(instance) if instance != self.me => {
                let until = millis_since(self.epoch) + PRESENCE_MS;
                self.remote_until.fetch_max(until, Ordering::Relaxed);
            }
            Wire::Sockets(_) => {}
        }
    }
}

/// The bus thread: (re)connects, listens, sends what the app publishes, forwards what arrives.
fn bus(url: &str, outgoing: &mpsc::Receiver<Event>, hub: &Hub) {
    loop {
        let ended = match PgConnection::establish(url) {
            Ok(mut c) => diesel::sql_query(format!("LISTEN {CHANNEL}"))
                .execute(&mut c)
                .and_then(|_| relay(&mut c, outgoing, hub))
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match ended {
            Ok(()) => return,
            Err(e) => {
                // Events published meanwhile wait in the queue, up to its size.
                tracing::warn!(error = %e, "realtime bus: connection lost, reconnecting");
                std::thread::sleep(Duration::from_secs(1));
            }
        }
    }
}

/// Relays until the app is gone (`Ok`) or the connection fails.
fn relay(c: &mut PgConnection, outgoing: &mpsc::Receiver<Event>, hub: &Hub) -> QueryResult<()> {
    // When this instance last said it has sockets (`None`: it has none, or has not said).
    let mut said: Option<Instant> = None;
    loop {
        let sockets = hub.local.receiver_count() > 0;
        if !sockets {
            said = None;
        } else if said.is_none_or(|at| at.elapsed() >= PRESENCE_EVERY) {
            notify(c, &Wire::Sockets(hub.me.clone()))?;
            said = Some(Instant::now());
        }
        match outgoing.recv_timeout(POLL) {
            Ok((player, event)) => notify(c, &Wire::Event(player, event))?,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
        for heard in c.notifications_iter() {
            if let Ok(wire) = serde_json::from_str::<Wire>(&heard?.payload) {
                hub.heard(wire);
            }
        }
    }
}

fn notify(c: &mut PgConnection, wire: &Wire) -> QueryResult<()> {
    let Ok(payload) = serde_json::to_string(wire) else {
        return Ok(());
    };
    diesel::sql_query("SELECT pg_notify($1, $2)")
        .bind::<diesel::sql_types::Text, _>(CHANNEL)
        .bind::<diesel::sql_types::Text, _>(payload)
        .execute(c)
        .map(drop)
}
