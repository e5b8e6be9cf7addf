//! Realtime events to signed-in players over the WebSocket (`GET /api/ws?token=`): balance
//! changes, transaction updates and the mail box's unread count.
//!
//! On SQLite (one instance) the hub is in-process. On PostgreSQL several instances may serve one
//! database behind a load balancer, and a player's socket may be on another instance than the
//! request that moved their money: there every event goes through the database's own bus
//! (`NOTIFY casino_realtime`), and each instance forwards what it hears (`LISTEN`) to its own
//! sockets, the instance that sent it included. No extra service is needed.

use std::sync::{Arc, OnceLock, mpsc};
use std::time::Duration;

use casino_schema::RealtimeEvent;
use diesel::{Connection, PgConnection, RunQueryDsl};
use tokio::sync::broadcast;

/// The PostgreSQL channel the instances share.
const CHANNEL: &str = "casino_realtime";
/// How long the bus thread waits for an event to send before it looks for received ones: the
/// most a pushed event waits on top of the database's round trip.
const POLL: Duration = Duration::from_millis(10);

type Event = (String, RealtimeEvent);

#[derive(Clone)]
pub struct Realtime {
    tx: broadcast::Sender<Event>,
    /// Events to send through PostgreSQL, once the bus runs (`start_bus`).
    bus: Arc<OnceLock<mpsc::Sender<Event>>>,
}

impl Default for Realtime {
    fn default() -> Realtime {
        // A slow socket that falls this far behind skips to the newest events (the balance
        // event carries the whole balance, so nothing is lost by skipping).
        let (tx, _) = broadcast::channel(1024);
        Realtime {
            tx,
            bus: Arc::default(),
        }
    }
}

impl Realtime {
    pub fn publish(&self, player_id: &str, event: RealtimeEvent) {
        let event = (player_id.to_owned(), event);
        match self.bus.get() {
            // The bus thread is gone only when the app is shutting down.
            Some(bus) => drop(bus.send(event)),
            // No subscriber is not an error: nobody is watching.
            None => drop(self.tx.send(event)),
        }
    }

    /// Whether anyone may be listening: a socket of this instance, or with the bus running, of
    /// any instance. When nobody is, there is no reason to read a balance for them.
    pub fn has_listeners(&self) -> bool {
        self.bus.get().is_some() || self.tx.receiver_count() > 0
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.tx.subscribe()
    }

    /// Sends every event through PostgreSQL's `NOTIFY` and forwards what `LISTEN` hears to this
    /// instance's sockets, on a thread of its own with its own connection. The thread ends when
    /// the last handle of this hub is dropped.
    pub fn start_bus(&self, database_url: &str) {
        let (send, outgoing) = mpsc::channel();
        if self.bus.set(send).is_err() {
            return;
        }
        let (url, local) = (database_url.to_owned(), self.tx.clone());
        std::thread::Builder::new()
            .name("realtime-bus".into())
            .spawn(move || bus(&url, &outgoing, &local))
            .expect("spawning the realtime bus thread");
    }
}

/// The bus thread: (re)connects, listens, sends what the app publishes, forwards what arrives.
fn bus(url: &str, outgoing: &mpsc::Receiver<Event>, local: &broadcast::Sender<Event>) {
    loop {
        let ended = match PgConnection::establish(url) {
            Ok(mut c) => diesel::sql_query(format!("LISTEN {CHANNEL}"))
                .execute(&mut c)
                .and_then(|_| relay(&mut c, outgoing, local))
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match ended {
            Ok(()) => return,
            Err(e) => {
                // Events published meanwhile are lost; a page also reads its balance on its own.
                tracing::warn!(error = %e, "realtime bus: connection lost, reconnecting");
                std::thread::sleep(Duration::from_secs(1));
            }
        }
    }
}

/// Relays until the app is gone (`Ok`) or the connection fails.
fn relay(
    c: &mut PgConnection,
    outgoing: &mpsc::Receiver<Event>,
    local: &broadcast::Sender<Event>,
) -> diesel::QueryResult<()> {
    loop {
        match outgoing.recv_timeout(POLL) {
            Ok(event) => {
                let Ok(payload) = serde_json::to_string(&event) else {
                    continue;
                };
                diesel::sql_query("SELECT pg_notify($1, $2)")
                    .bind::<diesel::sql_types::Text, _>(CHANNEL)
                    .bind::<diesel::sql_types::Text, _>(payload)
                    .execute(c)?;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
        for heard in c.notifications_iter() {
            if let Ok(event) = serde_json::from_str::<Event>(&heard?.payload) {
                // No subscriber is not an error: nobody on this instance is watching.
                let _ = local.send(event);
            }
        }
    }
}
