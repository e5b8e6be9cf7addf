//! Responsible gaming in the account area: the player's deposit and loss limits (in force, and a less
//! protective change waiting its cooling-off) and the breaks they take.

use casino_core::Currency;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::kinds::{BreakKind, LimitKind, LimitPeriod};

/// One limit of the player: its period and amount in force, and a change still waiting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LimitView {
    pub kind: LimitKind,
    /// Rolling.
    pub period: LimitPeriod,
    /// The limit in force (a decimal string in `currency`); none without a limit.
    pub amount: Option<String>,
    /// What is already used in the window (a decimal string).
    pub used: String,
    /// A raise or removal waiting its 24 hours.
    pub pending: Option<PendingLimit>,
}

/// A less protective change of a limit, and when it takes effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PendingLimit {
    /// The new limit; none for a removal.
    pub amount: Option<String>,
    /// Unix milliseconds.
    #[ts(type = "number")]
    pub from: i64,
}

/// A break running.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct BreakView {
    pub kind: BreakKind,
    /// When it ends (Unix milliseconds).
    #[ts(type = "number")]
    pub until: i64,
}

/// `front/get_responsible_gaming`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ResponsibleView {
    /// The currency of the limits: the player's main wallet's.
    pub currency: Currency,
    pub limits: Vec<LimitView>,
    #[serde(rename = "break")]
    #[ts(rename = "break")]
    pub on_break: Option<BreakView>,
    /// The hours a time-out may last.
    pub time_out_hours: Vec<u32>,
    /// The longest self-exclusion, in days.
    pub exclusion_days_max: u32,
    pub session_limit: SessionLimitView,
}

/// The session time limit: play stops once a session (from sign-in) has lasted it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SessionLimitView {
    /// The limit in force, in minutes; none without one.
    pub minutes: Option<u32>,
    /// A less protective change waiting its 24 hours.
    pub pending: Option<PendingSessionLimit>,
    /// The limits a player may choose, in minutes.
    pub choices: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PendingSessionLimit {
    /// The limit it brings, in minutes; none for no limit.
    pub minutes: Option<u32>,
    /// When it takes effect (Unix milliseconds).
    #[ts(type = "number")]
    pub from: i64,
}

/// `front/set_session_limit`: one of the choices, in minutes, or empty for none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionLimitRequest {
    pub minutes: String,
}

/// `front/get_session_summary`: what the player's real-money play moved since they signed in,
/// for the reality check a game page shows every few minutes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SessionSummary {
    /// When this session began: the last sign-in (Unix milliseconds).
    #[ts(type = "number")]
    pub started_at: i64,
    /// The player's main currency, in which the amounts are.
    pub currency: Currency,
    #[ts(type = "number")]
    pub rounds: i64,
    /// Stakes placed (a decimal string).
    pub staked: String,
    /// What those stakes returned (a decimal string).
    pub returned: String,
    /// `returned` less `staked`: negative for a loss (a signed decimal string).
    pub net: String,
    /// The intervals a player may choose for the reality check, in minutes.
    pub reality_check_minutes: Vec<u32>,
    /// The session time limit in force, in minutes: real-money play stops at `started_at` plus
    /// this.
    pub limit_minutes: Option<u32>,
}

/// `front/set_limits`: each limit as typed, empty for none. The loss limits change only when
/// all three are sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsUpdate {
    pub deposit_day: String,
    pub deposit_week: String,
    pub deposit_month: String,
    #[serde(default)]
    #[ts(optional)]
    pub loss_day: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub loss_week: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub loss_month: Option<String>,
}

/// `front/take_break`: a time-out (`length` in hours) or a self-exclusion (in days).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BreakRequest {
    pub kind: String,
    pub length: String,
}

/// The answer of a change: its sentence, and the player's responsible gaming as it now is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ResponsibleAnswer {
    pub code: String,
    pub message: String,
    pub responsible: ResponsibleView,
}
