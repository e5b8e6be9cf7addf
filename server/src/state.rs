use std::sync::Arc;

use crate::accounts::mail::Mailer;
use crate::accounts::{secrets, token};
use crate::clock::Clock;
use crate::config::Config;
use crate::db::Db;
use crate::games::catalog::Catalog;
use crate::games::live::LiveHub;
use crate::games::{Games, LiveSettings, configs};
use crate::geo::Geo;
use crate::payments::{Payments, Processors};
use crate::realtime::Realtime;

/// What every handler may use. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub keys: Arc<token::Keys>,
    pub mailer: Arc<Mailer>,
    pub geo: Arc<Geo>,
    /// The payment processors and the deposit use cases.
    pub payments: Payments,
    pub realtime: Realtime,
    /// The games' use cases: catalogue, rounds, seeds, live tables.
    pub games: Games,
    /// The one source of "now" (real, or set by tests).
    pub clock: Clock,
}

impl AppState {
    pub fn new(config: Config) -> anyhow::Result<AppState> {
        AppState::with_clock(config, Clock::real())
    }

    /// Starts the background work of this instance: the live tables' clock.
    pub fn start_background(&self) {
        crate::games::live::start(&self.games);
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
        let realtime = Realtime::default();
        let mailer = Arc::new(Mailer::new(&config)?);
        let catalog = Catalog::shared();
        let games = Games {
            db: db.clone(),
            live: Arc::new(LiveHub::new(&catalog)),
            catalog,
            configs: configs::Known::default(),
            live_settings: LiveSettings {
                tables: config.live_tables,
                betting_ms: config.live_betting_ms,
                result_ms: config.live_result_ms,
            },
            realtime: realtime.clone(),
            clock: clock.clone(),
        };
        Ok(AppState {
            payments: Payments {
                db: db.clone(),
                processors: Processors::sandbox(config.wire_account.clone()),
                callback_secret: Arc::new(callback_secret.into_bytes()),
                btc_xpub: config.btc_xpub.clone(),
                usdt_xpub: config.usdt_xpub.clone(),
                realtime: realtime.clone(),
                clock: clock.clone(),
                mailer: mailer.clone(),
                unwagered_policy: config.unwagered_policy,
            },
            realtime,
            games,
            clock,
            keys: Arc::new(token::Keys::new(secret.as_bytes())),
            mailer,
            geo: Arc::new(Geo::open(&config.geoip_db)),
            config: Arc::new(config),
            db,
        })
    }
}
