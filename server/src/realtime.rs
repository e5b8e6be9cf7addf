//! Realtime events to signed-in players over the WebSocket (`GET /api/ws?token=`): balance
//! changes, transaction updates and the mail box's unread count.
//!
//! On SQLite (one instance) the hub is in-process. On PostgreSQL several instances may serve one
//! database behind a load balancer, and a player's socket may be on another instance than the
//! request that moved their money: there every event goes through the database's own bus
//! (`NOTIFY casino_realtime`), and each instance forwards what it hears (`LISTEN`) to its own
//! sockets, the instance that sent it included. No extra service is needed.
//!
//! Live tables run on every instance (`games::live`), each reading the database's truth on its own
//! clock; an instance that moves a table on says so on the bus, so that the others tell their
//! sockets at once rather than at their next look.
//!
//! Each player with a socket open has a channel of their own on the instance, so an event wakes
//! only that player's sockets, however many others are open.
//!
//! Reading a balance to push costs a query, so it is done only when somebody may listen: a
//! socket of the player on this instance, or a socket of another instance that said so lately.
//! Each instance with sockets open says so on the bus when its first one opens and then every
//! second.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
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
/// How long an instance starting waits for its bus to listen.
const LISTEN_WAIT: Duration = Duration::from_secs(5);
/// Events waiting for the bus thread, at most.
const QUEUE: usize = 1024;
/// Events a player's socket may fall behind before it skips to the newest: a skipped balance
/// loses nothing (the next carries the whole balance); a skipped transaction change shows when
/// the page next reads its history.
const PER_PLAYER: usize = 64;

/// What a player's sockets on this instance are handed.
#[derive(Clone, Debug)]
pub enum Push {
    /// An event to send.
    Event(RealtimeEvent),
    /// The player's sessions may have ended (a new password, a sign-out, a suspension, the site
    /// closed): each socket checks its own at once rather than at its next regular look.
    Recheck,
}

/// What travels on the bus.
#[derive(serde::Serialize, serde::Deserialize)]
enum Wire {
    /// An event for a player's sockets.
    Event(PlayerId, RealtimeEvent),
    /// The player's sockets, everywhere, check their sessions (`Push::Recheck`); `None`: every
    /// player's.
    Recheck(Option<PlayerId>),
    /// Instance `.0` has sockets open.
    Sockets(String),
    /// Instance `.0` moved live table `.1` on (opened a round, or closed one).
    Table(String, String),
}

/// The channels of the players with a socket open on this instance.
type Channels = Arc<Mutex<HashMap<PlayerId, broadcast::Sender<Push>>>>;

#[derive(Clone)]
pub struct Realtime {
    channels: Channels,
    /// What to send through PostgreSQL, once the bus runs (`start_bus`).
    bus: Arc<OnceLock<mpsc::SyncSender<Wire>>>,
    /// This instance's name on the bus.
    me: Arc<str>,
    /// Live tables another instance moved on.
    tables: broadcast::Sender<String>,
    /// Until when (milliseconds after `epoch`) another instance is known to have sockets open.
    remote_until: Arc<AtomicU64>,
    epoch: Instant,
}

impl Default for Realtime {
    fn default() -> Realtime {
        Realtime {
            channels: Arc::default(),
            bus: Arc::default(),
            me: uuid::Uuid::new_v4().to_string().into(),
            tables: broadcast::channel(QUEUE).0,
            remote_until: Arc::default(),
            epoch: Instant::now(),
        }
    }
}

/// A socket's subscription to its player's events; the player's channel goes with the last one.
pub struct Subscription {
    events: Option<broadcast::Receiver<Push>>,
    player: PlayerId,
    channels: Channels,
}

impl Subscription {
    /// The next event; `Lagged` when the socket fell behind and skipped some.
    pub async fn recv(&mut self) -> Result<Push, broadcast::error::RecvError> {
        match self.events.as_mut() {
            Some(events) => events.recv().await,
            None => Err(broadcast::error::RecvError::Closed),
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        // Under the lock, so that no socket of the player subscribes in between.
        let mut channels = lock(&self.channels);
        drop(self.events.take());
        if channels
            .get(&self.player)
            .is_some_and(|tx| tx.receiver_count() == 0)
        {
            channels.remove(&self.player);
        }
    }
}

/// The channels, even after a panic while they were held: a map left half-changed is still a
/// map, and refusing it would leave every socket deaf.
fn lock(
    channels: &Channels,
) -> std::sync::MutexGuard<'_, HashMap<PlayerId, broadcast::Sender<Push>>> {
    channels
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Hands `push` to the sockets of `player` on this instance (`None`: of every player), if any.
fn deliver(channels: &Channels, player: Option<&PlayerId>, push: Push) {
    let channels = lock(channels);
    // A socket that closed meanwhile is not an error.
    match player {
        Some(player) => drop(channels.get(player).map(|tx| tx.send(push))),
        None => channels.values().for_each(|tx| drop(tx.send(push.clone()))),
    }
}

fn any_socket(channels: &Channels) -> bool {
    !lock(channels).is_empty()
}

impl Realtime {
    pub fn publish(&self, player_id: &PlayerId, event: RealtimeEvent) {
        match self.bus.get() {
            // A full queue means the database has been unreachable for a while: the event is
            // dropped (the page also reads its balance on its own), not kept without bound.
            Some(bus) => drop(bus.try_send(Wire::Event(player_id.to_owned(), event))),
            None => deliver(&self.channels, Some(player_id), Push::Event(event)),
        }
    }

    /// The sessions of `player` (`None`: of every player) may have ended: their sockets, on
    /// every instance, check at once. (Each also checks on its own every few seconds, so a
    /// session that ends by itself, or a notice lost with the bus, closes its sockets anyway.)
    pub fn recheck(&self, player: Option<&PlayerId>) {
        match self.bus.get() {
            Some(bus) => drop(bus.try_send(Wire::Recheck(player.cloned()))),
            None => deliver(&self.channels, player, Push::Recheck),
        }
    }

    /// Whether anyone may be listening to `player`: a socket of theirs on this instance, or any
    /// socket of another instance that said so lately. When nobody is, there is no reason to
    /// read a balance for them.
    pub fn may_listen(&self, player: &PlayerId) -> bool {
        lock(&self.channels).contains_key(player)
            || self.remote_until.load(Ordering::Relaxed) > millis_since(self.epoch)
    }

    /// A socket's subscription to `player`'s events.
    pub fn subscribe(&self, player: &PlayerId) -> Subscription {
        let events = lock(&self.channels)
            .entry(player.to_owned())
            .or_insert_with(|| broadcast::channel(PER_PLAYER).0)
            .subscribe();
        Subscription {
            events: Some(events),
            player: player.to_owned(),
            channels: self.channels.clone(),
        }
    }

    /// Tells the other instances that this one moved live table `game_id` on (nothing to do
    /// with one instance).
    pub fn table_moved(&self, game_id: &str) {
        if let Some(bus) = self.bus.get() {
            drop(bus.try_send(Wire::Table(self.me.to_string(), game_id.to_owned())));
        }
    }

    /// The live tables other instances move on, as they say so.
    pub fn moved_tables(&self) -> broadcast::Receiver<String> {
        self.tables.subscribe()
    }

    /// Sends every event through PostgreSQL's `NOTIFY` and forwards what `LISTEN` hears to this
    /// instance's sockets, on a thread of its own with its own connection. The thread ends when
    /// the last handle of this hub is dropped. Returns once the bus listens (or after a few
    /// seconds without a database): a socket this instance accepts before would miss the events
    /// other instances send meanwhile.
    pub fn start_bus(&self, database_url: &str) {
        let (send, outgoing) = mpsc::sync_channel(QUEUE);
        if self.bus.set(send).is_err() {
            return;
        }
        let hub = Hub {
            me: self.me.clone(),
            local: self.channels.clone(),
            tables: self.tables.clone(),
            remote_until: self.remote_until.clone(),
            epoch: self.epoch,
        };
        let url = database_url.to_owned();
        let (listening, ready) = mpsc::sync_channel(1);
        std::thread::Builder::new()
            .name("realtime-bus".into())
            .spawn(move || bus(&url, &outgoing, &hub, &listening))
            .expect("spawning the realtime bus thread");
        if ready.recv_timeout(LISTEN_WAIT).is_err() {
            tracing::warn!(
                "realtime bus: not listening yet; events wait in its queue until it does"
            );
        }
    }
}

fn millis_since(epoch: Instant) -> u64 {
    u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// What the bus thread delivers to: this instance's sockets and its knowledge of the others.
struct Hub {
    me: Arc<str>,
    local: Channels,
    tables: broadcast::Sender<String>,
    remote_until: Arc<AtomicU64>,
    epoch: Instant,
}

impl Hub {
    fn heard(&self, wire: Wire) {
        match wire {
            Wire::Event(player, event) => deliver(&self.local, Some(&player), Push::Event(event)),
            Wire::Recheck(player) => deliver(&self.local, player.as_ref(), Push::Recheck),
            Wire::Sockets(instance) if *instance != *self.me => {
                let until = millis_since(self.epoch) + PRESENCE_MS;
                self.remote_until.fetch_max(until, Ordering::Relaxed);
            }
            // Nobody listening on this instance is not an error.
            Wire::Table(instance, game) if *instance != *self.me => drop(self.tables.send(game)),
            Wire::Sockets(_) | Wire::Table(..) => {}
        }
    }
}

/// The bus thread: (re)connects, listens, sends what the app publishes, forwards what arrives.
fn bus(url: &str, outgoing: &mpsc::Receiver<Wire>, hub: &Hub, listening: &mpsc::SyncSender<()>) {
    loop {
        let ended = match PgConnection::establish(url) {
            Ok(mut c) => diesel::sql_query(format!("LISTEN {CHANNEL}"))
                .execute(&mut c)
                .and_then(|_| {
                    // Until the others say they have sockets (they do every second), this
                    // instance believes they may: an event of a player whose socket is
                    // elsewhere is not dropped for want of having heard it yet.
                    let until = millis_since(hub.epoch) + PRESENCE_MS;
                    hub.remote_until.fetch_max(until, Ordering::Relaxed);
                    // Only the first time matters: nobody waits for the others.
                    let _ = listening.try_send(());
                    relay(&mut c, outgoing, hub)
                })
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
fn relay(c: &mut PgConnection, outgoing: &mpsc::Receiver<Wire>, hub: &Hub) -> QueryResult<()> {
    // When this instance last said it has sockets (`None`: it has none, or has not said).
    let mut said: Option<Instant> = None;
    loop {
        let sockets = any_socket(&hub.local);
        if !sockets {
            said = None;
        } else if said.is_none_or(|at| at.elapsed() >= PRESENCE_EVERY) {
            notify(c, &Wire::Sockets(hub.me.to_string()))?;
            said = Some(Instant::now());
        }
        match outgoing.recv_timeout(POLL) {
            Ok(wire) => notify(c, &wire)?,
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
