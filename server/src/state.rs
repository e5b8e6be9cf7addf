use std::sync::Arc;

use crate::accounts::mail::Mailer;
use crate::accounts::{secrets, token};
use crate::clock::Clock;
use crate::config::Config;
use crate::db::Db;
use crate::games::catalog::Catalog;
use crate::games::configs;
use crate::games::live::LiveHub;
use crate::geo::Geo;
use crate::payments::Processors;
use crate::realtime::Realtime;

/// What every handler may use. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub keys: Arc<token::Keys>,
    pub mailer: Arc<Mailer>,
    pub geo: Arc<Geo>,
    pub processors: Processors,
    /// The key processors sign their callbacks with.
    pub callback_secret: Arc<Vec<u8>>,
    pub realtime: Realtime,
    /// The games of the lobby with their computed profiles, built once at start-up.
    pub catalog: Arc<Catalog>,
    /// This instance's live tables: their sockets and clock.
    pub live: Arc<LiveHub>,
    /// The game configurations already stored in this database.
    pub configs: configs::Known,
    /// The one source of "now" (real, or set by tests).
    pub clock: Clock,
}

impl AppState {
    pub fn new(config: Config) -> anyhow::Result<AppState> {
        AppState::with_clock(config, Clock::real())
    }

    /// `new` with a clock of the caller's (tests move time with a manual one).
    pub fn with_clock(config: Config, clock: Clock) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url, config.pool_size)?;
        let secret = match &config.jwt_secret {
            Some(s) => s.clone(),
            None => {
                let mut conn = db.pool.get()?;
                secrets::get_or_create(&mut conn, "jwt")
                    .map_err(|e| anyhow::anyhow!("token key: {}", e.code))?
            }
        };
        let callback_secret = match &config.callback_secret {
            Some(s) => s.clone(),
            None => {
                let mut conn = db.pool.get()?;
                secrets::get_or_create(&mut conn, "payment_callbacks")
                    .map_err(|e| anyhow::anyhow!("callback key: {}", e.code))?
            }
        };
        Ok(AppState {
            processors: Processors::sandbox(config.wire_account.clone()),
            callback_secret: Arc::new(callback_secret.into_bytes()),
            realtime: Realtime::default(),
            live: Arc::new(LiveHub::new(&Catalog::shared())),
            configs: configs::Known::default(),
            clock,
            catalog: Catalog::shared(),
            keys: Arc::new(token::Keys::new(secret.as_bytes())),
            mailer: Arc::new(Mailer::new(&config)?),
            geo: Arc::new(Geo::open(&config.geoip_db)),
            config: Arc::new(config),
            db,
        })
    }
}
