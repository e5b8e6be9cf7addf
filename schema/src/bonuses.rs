//! A player's bonuses: the deposit bonuses on offer now, the active bonus with its wagering, the
//! ended ones, and cancelling. Amounts are decimal strings in the bonus's currency.

use casino_core::Currency;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;
use utoipa::ToSchema;

use crate::IdempotencyKey;
use crate::kinds::{BonusKind, BonusStatus};
use crate::promotions::PromotionView;

/// `front/get_deposit_bonuses`: the bonuses a deposit in `currency` may carry now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DepositBonusRequest {
    pub currency: Currency,
}

/// A bonus a deposit may carry: the promotion as the page shows it, and its terms as
/// casino-core's bonus rules read them (`BonusTerms`, amounts in cents), for the deposit form's
/// preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DepositBonus {
    pub promotion: PromotionView,
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub rules: Value,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DepositBonusList {
    /// Empty while a bonus is active or waits for a deposit (one bonus at a time).
    pub offers: Vec<DepositBonus>,
}

/// What cashing out (or cancelling the bonus) now would mean, from casino-core's
/// `cashout_quote`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct CashoutQuoteView {
    /// Real money the player keeps.
    pub keep: String,
    /// Bonus money removed.
    pub forfeit: String,
    /// Stakes still needed before the bonus turns into real money.
    pub wagering_left: String,
}

/// One of the player's bonuses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerBonusView {
    pub id: String,
    /// The campaign's slug (its promotion page).
    pub campaign_id: String,
    pub kind: BonusKind,
    pub title: String,
    pub status: BonusStatus,
    /// A waiting bonus taken with a deposit (the weekly or monthly bonus: its percent is of that
    /// deposit), chosen on the deposit tab rather than claimed alone.
    pub with_deposit: bool,
    pub currency: Currency,
    /// The deposit the bonus came with (`0.00` for a bonus without one).
    pub deposit: String,
    pub amount: String,
    pub wagering_required: String,
    pub wagered: String,
    /// Whole percent of the wagering done, 0 to 100.
    pub progress: u32,
    /// The bonus money held now (active bonus; `0.00` once ended).
    pub balance: String,
    /// Bonus money that became real money.
    pub converted: String,
    /// Bonus money removed (cancelled, expired, above the cap).
    pub forfeited: String,
    /// The largest bet while the bonus is active.
    pub max_bet: Option<String>,
    /// The terms it was accepted under, its figures in its currency.
    pub terms: String,
    #[ts(type = "number")]
    pub created_at: i64,
    #[ts(type = "number")]
    pub expires_at: i64,
    #[ts(type = "number | null")]
    pub ended_at: Option<i64>,
    /// The active bonus's cash-out quote: what cancelling it now keeps and removes.
    pub quote: Option<CashoutQuoteView>,
}

/// `front/get_player_bonuses`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerBonusList {
    pub active: Option<PlayerBonusView>,
    /// Bonuses waiting for the player to claim them (the weekly cashback; the weekly and monthly
    /// bonuses, taken with a deposit), oldest first.
    pub claimable: Vec<PlayerBonusView>,
    /// Code bonuses waiting for the player's next deposit, oldest first.
    pub queued: Vec<PlayerBonusView>,
    /// Ended bonuses, newest first.
    pub history: Vec<PlayerBonusView>,
}

/// `front/cancel_bonus`: gives up the active bonus `id`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CancelBonusRequest {
    pub id: String,
}

/// `front/claim_bonus`: makes the waiting bonus `id` the active one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimBonusRequest {
    pub id: String,
}

/// `front/bonuscode_deposit_processor`: applies a bonus or promo code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BonusCodeRequest {
    pub code: String,
}

/// The answer of an applied code: `bonus_code_applied` (the bonus is active) or
/// `bonus_code_queued` (it comes with the next deposit), and the bonus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct BonusCodeAnswer {
    pub code: String,
    pub message: String,
    pub bonus: PlayerBonusView,
}

/// `front/get_referral`: the player's referral code (the link is the sign-up page with
/// `?ref={code}`), the friends who signed up with it and the bonuses given for them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ReferralView {
    pub code: String,
    pub friends: u32,
    pub rewarded: u32,
    /// The bonus per friend who signs up, is verified and deposits, in `currency`.
    pub bonus: String,
    pub currency: Currency,
}

/// `front/get_loyalty`: the player's loyalty points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LoyaltyView {
    /// Points the player can redeem now.
    #[ts(type = "number")]
    pub points: u64,
    /// Points earned since the account was opened (one per euro of real-money stakes).
    #[ts(type = "number")]
    pub earned: u64,
    #[ts(type = "number")]
    pub redeemed: u64,
    /// Points are redeemed in multiples of this (1000).
    pub step: u32,
    /// The bonus money one step is worth, in `currency` (the main wallet's).
    pub step_value: String,
    pub currency: Currency,
    /// Stakes on games whose best bet leaves the house under `low_edge_below` percent earn
    /// points at `low_edge_weight` percent (casino-core's `game_weight`).
    pub low_edge_below: u32,
    pub low_edge_weight: u32,
}

/// `front/loyalty_redeem_processor`: exchanges `points` (a multiple of 1000, as typed) for a
/// loyalty bonus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoyaltyRedeemRequest {
    pub points: String,
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// The answer of a redemption: the spec's message, the bonus credited, the points left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LoyaltyAnswer {
    /// `loyalty_redeemed`.
    pub code: String,
    pub message: String,
    pub bonus: String,
    pub currency: Currency,
    pub loyalty: LoyaltyView,
}
