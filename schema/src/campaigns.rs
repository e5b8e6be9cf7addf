//! The back office's bonus calls: campaigns (every version kept; the newest is the one offered),
//! bonus codes, and a player's bonuses. Amounts are decimal strings in the campaign's currency.

use casino_core::Currency;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::bonuses::PlayerBonusList;
use crate::kinds::BonusKind;

/// The share of a stake on one game category that counts towards wagering.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContributionView {
    pub category: String,
    /// Whole percent, as typed (`"100"`).
    pub percent: String,
}

/// A campaign's words in one language. The terms may name the campaign's figures by
/// placeholder: `{percent}`, `{min_deposit}`, `{max_bonus}`, `{bonus}`, `{max_bet}`,
/// `{wagering}`, `{days}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CampaignText {
    pub lang: String,
    pub title: String,
    pub summary: String,
    pub terms: String,
}

/// `admin/save_bonus_campaign`: a campaign's next version in one currency, every figure as
/// typed. A new slug creates the campaign; the words given replace those of their languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CampaignUpdate {
    pub id: String,
    /// A currency code, checked with the form's other fields so that one answer names every
    /// wrong field (the form's fields are all text for the same reason).
    pub currency: String,
    pub kind: String,
    pub percent: String,
    pub fixed: String,
    pub min_deposit: String,
    pub max_bonus: String,
    pub wagering_multiple: String,
    pub validity_days: String,
    pub max_bet: String,
    pub position: String,
    pub active: bool,
    pub contributions: Vec<ContributionView>,
    #[serde(default)]
    pub texts: Vec<CampaignText>,
}

/// One campaign in one currency, as its newest version says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AdminCampaign {
    pub id: String,
    pub currency: Currency,
    #[ts(type = "number")]
    pub version: i64,
    pub active: bool,
    #[ts(type = "number")]
    pub position: i64,
    pub kind: BonusKind,
    pub percent: String,
    pub fixed: String,
    pub min_deposit: String,
    pub max_bonus: String,
    pub wagering_multiple: String,
    pub validity_days: String,
    pub max_bet: String,
    pub contributions: Vec<ContributionView>,
    /// The words in every language the campaign has.
    pub texts: Vec<CampaignText>,
    /// When the newest version was written, and by which administrator (none for the site's
    /// own campaigns).
    #[ts(type = "number")]
    pub changed_at: i64,
    pub changed_by: Option<String>,
}

/// A bonus or promo code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BonusCodeView {
    /// Capital letters and digits.
    pub code: String,
    /// The campaign whose bonus it gives; none for a promo code that gives nothing.
    pub campaign_id: Option<String>,
    /// Given once in all, rather than once per player.
    pub single_use: bool,
    pub active: bool,
}

/// `admin/get_bonus_campaigns`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AdminCampaignList {
    /// Ordered as the promotions page orders them, then by currency; inactive ones included.
    pub campaigns: Vec<AdminCampaign>,
    pub codes: Vec<BonusCodeView>,
    /// The game categories a contribution may name.
    pub categories: Vec<String>,
}

/// The answer of a saved campaign: its new version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct CampaignSaved {
    pub code: String,
    pub message: String,
    pub campaign: AdminCampaign,
}

/// `admin/get_player_bonuses`: a player's bonuses, as the player's bonuses tab lists them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AdminPlayerBonuses {
    pub username: String,
    pub bonuses: PlayerBonusList,
}
