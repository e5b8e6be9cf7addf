//! What the HTTP layer hands to handlers: the configuration, the database, and the domains'
//! services (accounts, payments, games, bonuses, content, responsible gaming, identity checks,
//! support), each holding what its use cases need.

use std::sync::Arc;

use crate::accounts::{Accounts, TokenKeys, get_or_create_secret};
use crate::bonuses::Bonuses;
use crate::clock::Clock;
use crate::config::Config;
use crate::content::Content;
use crate::db::Db;
use crate::files::Files;
use crate::games::{Catalog, EngineBuild, Games, KnownConfigs, LiveHub, LiveSettings};
use crate::geo::Geo;
use crate::kyc::Kyc;
use crate::mail::Mailer;
use crate::payments::CallbackKeys;
use crate::payments::{Payments, Processors};
use crate::realtime::Realtime;
use crate::responsible::Responsible;
use crate::support::Support;

/// What handlers are handed: one shared `Services`, reached through `Deref` (`state.db`,
/// `state.games`). Every layer of the router's middleware holds a copy and the stack is cloned
/// for each request, so a clone must be one reference count: cloning the services' dozens of
/// `Arc`s one by one (and dropping them) was a fifth of the server's time per balance read.
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl std::ops::Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

/// The configuration, the database and the domains' services.
pub struct Services {
    pub config: Arc<Config>,
    pub db: Db,
    pub geo: Arc<Geo>,
    /// Sign-up, sign-in, passwords and the profile.
    pub accounts: Accounts,
    /// The payment processors, deposits, withdrawals and the back office.
    pub payments: Payments,
    /// The games: catalogue, rounds, seeds, live tables.
    pub games: Games,
    /// The bonus campaigns (the promotions page).
    pub bonuses: Bonuses,
    /// The site's pages, FAQ and slides, and the content editor.
    pub content: Content,
    /// Deposit limits and breaks.
    pub responsible: Responsible,
    /// Identity documents and their review.
    pub kyc: Kyc,
    /// The contact form's tickets, the support console, the mail box, the staff log.
    pub support: Support,
    /// The signed-in players' sockets.
    pub realtime: Realtime,
    /// The one source of "now" (real, or set by tests).
    pub clock: Clock,
    /// The site settings (open or closed, countries refused) every signed-in call is admitted
    /// against.
    pub settings: crate::settings::Cached,
}

impl AppState {
    pub fn new(config: Config) -> anyhow::Result<AppState> {
        AppState::with_clock(config, Clock::real())
    }

    /// Starts the background work of this instance: the live tables' clock and the bonuses'
    /// schedule, the accounts' jobs and the refunds waiting.
    pub fn start_background(&self) {
        // Instances sharing a PostgreSQL database share their sockets' events through it.
        if self.db.backend == crate::db::Backend::Postgres {
            self.realtime.start_bus(&self.config.database_url);
        }
        crate::games::start_live_tables(&self.games);
        crate::bonuses::start_schedule(&self.bonuses);
        crate::accounts::start_lifecycle(&self.accounts);
        crate::payments::start_refunds(&self.payments);
        crate::wallet::start_audits(&self.db, &self.clock);
    }

    /// `new` with a clock of the caller's (tests move time with a manual one).
    pub fn with_clock(config: Config, clock: Clock) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url, config.pool_size)?;
        // Unset secrets are generated once and kept in the database, so every instance agrees.
        let stored_secret = |name: &str| -> anyhow::Result<String> {
            let mut conn = db.pool.get()?;
            get_or_create_secret(&mut conn, name)
                .map_err(|e| anyhow::anyhow!("{name} key: {}", e.code))
        };
        let jwt_secret = match &config.jwt_secret {
            Some(s) => s.clone(),
            None => stored_secret("jwt")?,
        };
        let callback_secret = match &config.callback_secret {
            Some(s) => s.clone(),
            None => stored_secret("payment_callbacks")?,
        };
        {
            let mut conn = db.pool.get()?;
            crate::content::ensure_seeded(&mut conn, clock.now_millis())
                .map_err(|e| anyhow::anyhow!("site content: {}", e.code))?;
            crate::accounts::backfill_linked_keys(&mut conn)
                .map_err(|e| anyhow::anyhow!("linked accounts' keys: {}", e.code))?;
            if config.env == crate::config::Env::Development {
                crate::bonuses::seed_development_codes(&mut conn)
                    .map_err(|e| anyhow::anyhow!("development codes: {}", e.code))?;
            }
        }
        let realtime = Realtime::default();
        let settings = crate::settings::cached();
        let mailer = Arc::new(Mailer::new(&config, db.clone())?);
        let catalog = Catalog::shared();
        let files = Files::local(&config.files_dir)?;
        Ok(AppState(Arc::new(Services {
            accounts: Accounts {
                db: db.clone(),
                mailer: mailer.clone(),
                keys: Arc::new(TokenKeys::new(jwt_secret.as_bytes())),
                password_policy: config.password_policy,
                clock: clock.clone(),
                realtime: realtime.clone(),
                signed_out: crate::accounts::signed_out(),
                address_limits_scale: config.address_limits_scale,
            },
            payments: Payments {
                db: db.clone(),
                processors: Processors::new(config.wire_account.clone(), config.payments_sandbox),
                callback_keys: CallbackKeys::new(
                    callback_secret.as_bytes(),
                    config
                        .callback_secrets
                        .iter()
                        .map(|(p, k)| (*p, k.clone().into_bytes()))
                        .collect(),
                ),
                btc_xpub: config.btc_xpub.clone(),
                usdt_xpub: config.usdt_xpub.clone(),
                realtime: realtime.clone(),
                clock: clock.clone(),
                mailer: mailer.clone(),
                unwagered_policy: config.unwagered_policy,
                second_approval_above: config.second_approval_above,
            },
            games: Games {
                db: db.clone(),
                live: Arc::new(LiveHub::new(&catalog)),
                catalog,
                configs: KnownConfigs::new(EngineBuild::served_from(&config.static_dir)),
                live_settings: LiveSettings {
                    tables: config.live_tables,
                    betting_ms: config.live_betting_ms,
                    result_ms: config.live_result_ms,
                    deciding_ms: config.live_deciding_ms,
                },
                realtime: realtime.clone(),
                clock: clock.clone(),
            },
            bonuses: Bonuses {
                db: db.clone(),
                clock: clock.clone(),
                realtime: realtime.clone(),
                schedule_started: Arc::default(),
            },
            content: Content {
                db: db.clone(),
                clock: clock.clone(),
                files: files.clone(),
                settings: settings.clone(),
            },
            responsible: Responsible {
                db: db.clone(),
                clock: clock.clone(),
            },
            kyc: Kyc {
                db: db.clone(),
                clock: clock.clone(),
                files,
                mailer: mailer.clone(),
                realtime: realtime.clone(),
            },
            support: Support {
                db: db.clone(),
                mailer,
                realtime: realtime.clone(),
                clock: clock.clone(),
                address: config.support_email.clone(),
            },
            realtime,
            clock,
            settings,
            geo: Arc::new(Geo::open(&config.geoip_db)),
            config: Arc::new(config),
            db,
        })))
    }
}
