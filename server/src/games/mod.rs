//! Games on the server: the catalog, seeds, rounds, fun sessions, live tables and the
//! seamless-wallet purse. The rules of every game are casino-core's engines; this module stores
//! rounds and moves money. Its use cases are methods of `Games`, which holds what they need.

mod catalog;
mod configs;
mod engine;
mod fairness;
mod history;
mod live;
mod lobby;
mod play;
mod purse;
mod rounds;
mod seeds;
mod sessions;
mod thumbnail;

pub use catalog::Catalog;
pub use configs::Known as KnownConfigs;
pub use engine::EngineBuild;
pub use live::{
    LiveHub, Told, start as start_live_tables, statuses as live_table_statuses,
    tick as tick_live_tables,
};
pub use lobby::{search as search_lobby, thumbnail_svg};
pub use purse::Purse;
pub use seeds::active as active_seed;

use std::sync::Arc;

use crate::clock::Clock;
use crate::db::Db;
use crate::realtime::Realtime;

/// How the live tables run (from the configuration).
#[derive(Debug, Clone, Copy)]
pub struct LiveSettings {
    /// Whether this instance ticks the tables (off: tests move them with `tick_live_tables`).
    pub tables: bool,
    pub betting_ms: i64,
    pub result_ms: i64,
    /// How long a blackjack table's seats have to decide.
    pub deciding_ms: i64,
}

/// Everything the game use cases work with. Built once at start-up; cheap to clone.
#[derive(Clone)]
pub struct Games {
    pub db: Db,
    /// The games of the lobby with their computed profiles.
    pub catalog: Arc<catalog::Catalog>,
    /// The game configurations already stored in this database.
    pub configs: configs::Known,
    /// This instance's live tables: their sockets and who asked for them.
    pub live: Arc<live::LiveHub>,
    pub live_settings: LiveSettings,
    /// Where balance changes are told to the player's open pages.
    pub realtime: Realtime,
    pub clock: Clock,
}
