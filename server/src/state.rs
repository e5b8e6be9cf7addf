use std::sync::Arc;

use crate::accounts::mail::Mailer;
use crate::accounts::{secrets, token};
use crate::config::Config;
use crate::db::Db;
use crate::geo::Geo;

/// What every handler may use. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub keys: Arc<token::Keys>,
    pub mailer: Arc<Mailer>,
    pub geo: Arc<Geo>,
}

impl AppState {
    pub fn new(config: Config) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url, config.pool_size)?;
        let secret = match &config.jwt_secret {
            Some(s) => s.clone(),
            None => {
                let mut conn = db.pool.get()?;
                secrets::get_or_create(&mut conn, "jwt")
                    .map_err(|e| anyhow::anyhow!("token key: {}", e.code))?
            }
        };
        Ok(AppState {
            keys: Arc::new(token::Keys::new(secret.as_bytes())),
            mailer: Arc::new(Mailer::new(&config)?),
            geo: Arc::new(Geo::open(&config.geoip_db)),
            config: Arc::new(config),
            db,
        })
    }
}
