//! Realtime events to signed-in players over the WebSocket (`GET /api/ws?token=`): balance
//! changes and transaction updates. The hub is in-process: with several server instances behind
//! a load balancer, a player's socket only hears the moves its own instance made (the page also
//! refreshes the balance when it polls a transaction), which a shared bus (PostgreSQL
//! LISTEN/NOTIFY) would lift.

use casino_schema::RealtimeEvent;
use tokio::sync::broadcast;

#[derive(Clone)]
pub struct Realtime {
    tx: broadcast::Sender<(String, RealtimeEvent)>,
}

impl Default for Realtime {
    fn default() -> Realtime {
        // A slow socket that falls this far behind skips to the newest events (the balance
        // event carries the whole balance, so nothing is lost by skipping).
        let (tx, _) = broadcast::channel(1024);
        Realtime { tx }
    }
}

impl Realtime {
    pub fn publish(&self, player_id: &str, event: RealtimeEvent) {
        // No subscriber is not an error: nobody is watching.
        let _ = self.tx.send((player_id.to_owned(), event));
    }

    /// Whether any socket is open: when none is, there is nobody to tell and no reason to read
    /// a balance for them.
    pub fn has_listeners(&self) -> bool {
        self.tx.receiver_count() > 0
    }

    pub fn subscribe(&self) -> broadcast::Receiver<(String, RealtimeEvent)> {
        self.tx.subscribe()
    }
}
