use std::sync::Arc;

use crate::config::Config;
use crate::db::Db;

/// What every handler may use. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
}

impl AppState {
    pub fn new(config: Config) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url, config.pool_size)?;
        Ok(AppState {
            config: Arc::new(config),
            db,
        })
    }
}
