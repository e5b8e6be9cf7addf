//! Site settings: typed values stored as JSON under a key in `site_settings`.

use diesel::prelude::*;
use serde::de::DeserializeOwned;

use crate::db::DbConnection;
use crate::db::schema::site_settings;
use crate::error::{AppError, AppResult};

pub const BRAND: &str = "brand";
pub const COUNTRY_BLACKLIST: &str = "country_blacklist";
pub const IP_BLACKLIST: &str = "ip_blacklist";
pub const SITE_ENABLED: &str = "site_enabled";

/// The public settings of the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub brand: String,
    pub country_blacklist: Vec<String>,
    /// Addresses and CIDR ranges, as casino-core's `site::ip_list` stores them.
    pub ip_blacklist: Vec<String>,
    pub site_enabled: bool,
}

impl Settings {
    /// Whether visitors from `country` (an ISO code, any case) are turned away.
    pub fn blacklists(&self, country: &str) -> bool {
        self.country_blacklist
            .iter()
            .any(|c| c.eq_ignore_ascii_case(country))
    }

    /// Whether visitors from `ip` are turned away.
    pub fn blacklists_address(&self, ip: std::net::IpAddr) -> bool {
        casino_core::site::ip_listed(&self.ip_blacklist, ip)
    }
}

fn value<T: DeserializeOwned>(conn: &mut DbConnection, key: &str) -> AppResult<T> {
    let text: String = site_settings::table
        .find(key)
        .select(site_settings::value)
        .first(conn)
        .map_err(|e| AppError::internal(format!("setting {key}: {e}")))?;
    serde_json::from_str(&text).map_err(|e| AppError::internal(format!("setting {key}: {e}")))
}

fn optional<T: DeserializeOwned>(conn: &mut DbConnection, key: &str) -> AppResult<Option<T>> {
    let text: Option<String> = site_settings::table
        .find(key)
        .select(site_settings::value)
        .first(conn)
        .optional()?;
    text.map(|t| serde_json::from_str(&t))
        .transpose()
        .map_err(|e| AppError::internal(format!("setting {key}: {e}")))
}

pub fn load(conn: &mut DbConnection) -> AppResult<Settings> {
    Ok(Settings {
        brand: value(conn, BRAND)?,
        country_blacklist: value(conn, COUNTRY_BLACKLIST)?,
        // Absent until an administrator first saves one: no network is refused.
        ip_blacklist: optional(conn, IP_BLACKLIST)?.unwrap_or_default(),
        site_enabled: value(conn, SITE_ENABLED)?,
    })
}

/// Stores a setting (admin content management uses this; tests too).
pub fn store(
    conn: &mut DbConnection,
    key: &str,
    value: &serde_json::Value,
    now_millis: i64,
) -> AppResult<()> {
    let text = value.to_string();
    let updated = diesel::update(site_settings::table.find(key))
        .set((
            site_settings::value.eq(&text),
            site_settings::updated_at.eq(now_millis),
        ))
        .execute(conn)?;
    if updated == 0 {
        diesel::insert_into(site_settings::table)
            .values((
                site_settings::key.eq(key),
                site_settings::value.eq(&text),
                site_settings::updated_at.eq(now_millis),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// The settings every signed-in call is admitted against, read from memory (see
/// `db::refreshed`).
pub type Cached = crate::db::refreshed::Refreshed<Settings>;

/// The settings' cache of this instance.
pub fn cached() -> Cached {
    Cached::new(load)
}
