//! `front/get_promotion_template`: the promotions page's bonus campaigns, in the reader's language
//! and currency. Amounts are decimal strings in the answer's currency; an amount the campaign does
//! not have (no minimum deposit, no maximum bonus) is `null`.

use casino_core::Currency;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::kinds::BonusKind;

/// One promotion (`id`), or a page of them (`page`, `page_size`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
// Every field may be left out (the server takes the default).
#[ts(optional_fields = nullable)]
#[serde(default, deny_unknown_fields)]
pub struct PromotionRequest {
    /// A campaign's slug (`welcome`): that one alone. Absent: a page of the list.
    pub id: Option<String>,
    /// 1-based.
    pub page: Option<u32>,
    /// 1..=24, 8 by default.
    pub page_size: Option<u32>,
}

/// A bonus campaign as the page shows it: its words and the figures of its terms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PromotionView {
    /// The campaign's slug, used in its URL.
    pub id: String,
    pub kind: BonusKind,
    /// The version of the terms shown (a bonus keeps the version it was accepted under).
    pub version: u32,
    pub title: String,
    pub summary: String,
    /// The full terms, their figures in the answer's currency.
    pub terms: String,
    /// The currency of every amount below (`EUR`, `USD`, `INR`).
    pub currency: Currency,
    /// The smallest deposit that earns the bonus.
    pub min_deposit: Option<String>,
    /// The bonus as a whole percent of the deposit (deposit bonuses).
    pub bonus_percent: Option<u32>,
    /// The bonus the smallest qualifying deposit earns; for a fixed bonus, the bonus itself (per
    /// friend for a referral, per 1000 points for loyalty).
    pub bonus_amount: Option<String>,
    /// The largest bonus a deposit can earn.
    pub max_bonus: Option<String>,
    /// The share of the week's net loss paid back (cashback).
    pub cashback_percent: Option<u32>,
    /// The bonus must be wagered this many times before it can be cashed out.
    pub wagering_multiple: u32,
    /// Days the bonus stays valid once awarded.
    pub validity_days: u32,
    /// The largest bet while the bonus is active.
    pub max_bet: Option<String>,
    /// Games whose most favourable bet leaves the house less than this percent of the stake
    /// (blackjack, baccarat, video poker...) count at most `low_edge_weight` percent of their
    /// stakes towards the wagering (casino-core's `game_weight`).
    pub low_edge_below: u32,
    pub low_edge_weight: u32,
}

/// A page of promotions in the page's order, or the one asked for by `id` (then `total` is 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PromotionPage {
    pub promotions: Vec<PromotionView>,
    /// How many promotions the whole list holds.
    pub total: u32,
    pub page: u32,
    pub page_size: u32,
}
