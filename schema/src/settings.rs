use casino_core::Currency;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

/// A call that takes no parameters still takes a JSON object, and refuses unknown fields.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmptyRequest {}

/// `POST /api/front/get_setting`: the public site settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SiteSettings {
    /// The casino brand, carried by every page title.
    pub brand: String,
    /// ISO 3166-1 alpha-2 codes of countries whose visitors are sent to `/restriction`.
    pub country_blacklist: Vec<String>,
    /// IP addresses and CIDR ranges whose visitors are sent to `/restriction` (`203.0.113.0/24`).
    pub ip_blacklist: Vec<String>,
    /// When false the site shows "You can't access the site." to everyone.
    pub site_enabled: bool,
    /// Currencies a player may hold a wallet in.
    pub currencies: Vec<Currency>,
    /// `terms` (8 characters, mixed case, digit, special) or `interface` (3 characters).
    pub password_policy: String,
}

/// `POST /api/admin/update_settings`: the settings an administrator edits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SettingsUpdate {
    /// The casino brand (1 to 60 characters).
    pub brand: String,
    /// False closes the site to everyone but staff.
    pub site_enabled: bool,
    /// ISO 3166-1 alpha-2 codes, any case; stored in capitals, each once.
    pub country_blacklist: Vec<String>,
    /// IP addresses and CIDR ranges, IPv4 or IPv6; stored as CIDR writes them, each once.
    pub ip_blacklist: Vec<String>,
}

/// `GET /healthz` (the process answers) and `GET /readyz` (its database answers, migrated).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Health {
    pub status: String,
    /// `sqlite` or `postgres`.
    pub database: String,
}
