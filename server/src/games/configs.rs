//! The engine configurations rounds were played under, kept by SHA-256 (`game_configs`). A
//! round stores only the hash; its configuration is written once per database the first time a
//! round of it is played, so a later release that changes a game never changes how an old round
//! replays or verifies.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use casino_core::games::GameConfig;
use diesel::prelude::*;

use super::catalog::Game;
use super::engine::EngineBuild;
use crate::db::DbConnection;
use crate::db::schema::game_configs;
use crate::error::{AppError, AppResult};

/// The hashes this process has already written to its database, so a round only writes its
/// configuration the first time; and the engine build every new round records.
#[derive(Clone)]
pub struct Known {
    written: Arc<Mutex<HashSet<String>>>,
    engine: EngineBuild,
}

impl Known {
    pub fn new(engine: EngineBuild) -> Known {
        Known {
            written: Arc::default(),
            engine,
        }
    }

    /// What a round of `game` needs to record: its hash, and the configuration itself if this
    /// process has not written it yet.
    pub fn record_for(&self, game: &Game) -> Record {
        let known = self
            .written
            .lock()
            .map(|k| k.contains(&game.config_hash))
            .unwrap_or(false);
        Record {
            game_id: game.entry.id.clone(),
            config: game.config().clone(),
            hash: game.config_hash.clone(),
            json: (!known).then(|| game.config_json.clone()),
            categories: game.entry.categories.clone(),
            weight: game.weight,
            engine: self.engine.clone(),
        }
    }

    /// The engine build this instance records rounds with.
    pub fn engine(&self) -> &EngineBuild {
        &self.engine
    }

    /// Remembers a hash once the round that wrote it is durable.
    pub fn mark(&self, hash: &str) {
        if let Ok(mut k) = self.written.lock() {
            k.insert(hash.to_owned());
        }
    }
}

/// The game a round is of: its id, its configuration and that configuration's hash.
#[derive(Debug, Clone)]
pub struct Record {
    pub game_id: String,
    pub config: GameConfig,
    pub hash: String,
    /// Set when the configuration may not be stored yet.
    pub json: Option<String>,
    /// The game's categories and weight: what its stakes count towards a bonus's wagering.
    pub categories: Vec<&'static str>,
    pub weight: u32,
    /// The code that decides the round (`engine`).
    pub engine: EngineBuild,
}

/// Stores the configuration if it is new (a repeat does nothing).
pub fn save(c: &mut DbConnection, r: &Record, now: i64) -> AppResult<()> {
    let Some(json) = &r.json else { return Ok(()) };
    diesel::sql_query(
        "INSERT INTO game_configs (hash, game_id, config, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Text, _>(&r.hash)
    .bind::<diesel::sql_types::Text, _>(&r.game_id)
    .bind::<diesel::sql_types::Text, _>(json)
    .bind::<diesel::sql_types::BigInt, _>(now)
    .execute(c)?;
    Ok(())
}

/// The configuration a round was played under: the catalogue's when its hash is today's (the
/// usual case, nothing to read), else the stored one. Rounds from before hashes were kept have
/// none and use today's.
pub fn of_round(c: &mut DbConnection, hash: Option<&str>, today: &Game) -> AppResult<GameConfig> {
    match hash {
        Some(h) if h != today.config_hash => {
            let json: String = game_configs::table
                .find(h)
                .select(game_configs::config)
                .first(c)?;
            serde_json::from_str(&json).map_err(AppError::internal)
        }
        _ => Ok(today.config().clone()),
    }
}
