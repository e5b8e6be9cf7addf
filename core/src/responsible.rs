//! Responsible gaming: the limits a player sets on themselves (deposits and losses per day, week
//! and month) and the breaks they take (a time-out of a few hours, a self-exclusion of up to 30
//! days). Pure rules: the server keeps the limits and sums each window, then asks these
//! functions what is allowed; the account area runs the same ones as the player types.
//!
//! A change that protects the player more (a lower limit, a new one) applies at once; one that
//! protects less (a higher limit, a removed one) waits a cooling-off of 24 hours, so a limit
//! cannot be lifted in the heat of a losing session.

use std::collections::BTreeMap;

use rust_decimal::Decimal;

use crate::error::RuleError;
use crate::money::{from_cents, to_cents};
use crate::validate::amount;

/// The windows a limit counts over, rolling back from now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Period {
    Day,
    Week,
    Month,
}

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

impl Period {
    pub const ALL: [Period; 3] = [Period::Day, Period::Week, Period::Month];

    pub fn code(self) -> &'static str {
        match self {
            Period::Day => "day",
            Period::Week => "week",
            Period::Month => "month",
        }
    }

    pub fn parse(s: &str) -> Option<Period> {
        Period::ALL.into_iter().find(|p| p.code() == s)
    }

    /// The window's length: 24 hours, 7 days, 30 days.
    pub fn millis(self) -> i64 {
        match self {
            Period::Day => DAY_MS,
            Period::Week => 7 * DAY_MS,
            Period::Month => 30 * DAY_MS,
        }
    }
}

/// What a limit holds back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LimitKind {
    /// Money paid in.
    Deposit,
    /// Stakes less what they returned.
    Loss,
}

impl LimitKind {
    pub const ALL: [LimitKind; 2] = [LimitKind::Deposit, LimitKind::Loss];

    pub fn code(self) -> &'static str {
        match self {
            LimitKind::Deposit => "deposit",
            LimitKind::Loss => "loss",
        }
    }

    pub fn parse(s: &str) -> Option<LimitKind> {
        LimitKind::ALL.into_iter().find(|k| k.code() == s)
    }
}

/// How long a less protective change waits.
pub const COOLING_OFF_MS: i64 = DAY_MS;
/// The largest limit a player can set (cents of their currency): above it a limit limits nothing.
pub const LIMIT_MAX: i64 = 100_000_000;
/// A self-exclusion lasts 1 to 30 days (SPEC section 9).
pub const EXCLUSION_DAYS_MAX: u32 = 30;
/// A time-out is a short break, in hours.
pub const TIME_OUT_HOURS: [u32; 4] = [1, 6, 24, 72];

/// When a limit changed from `current` to `wanted` (cents; `None` is no limit) takes effect.
pub fn takes_effect(current: Option<i64>, wanted: Option<i64>, now: i64) -> i64 {
    let protects_more = match (current, wanted) {
        (_, None) => current.is_none(),
        (None, Some(_)) => true,
        (Some(c), Some(w)) => w <= c,
    };
    if protects_more {
        now
    } else {
        now + COOLING_OFF_MS
    }
}

/// One window of a limit: its period, the limit (cents), and what is already used in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub period: Period,
    pub limit: i64,
    pub used: i64,
}

impl Window {
    /// What is left in the window (never below zero).
    pub fn left(&self) -> i64 {
        (self.limit - self.used).max(0)
    }
}

/// Whether `cents` more fit every window of a limit of `kind`; the first window it does not fit
/// is named with what is left in it.
pub fn check(kind: LimitKind, windows: &[Window], cents: i64) -> Result<(), RuleError> {
    match windows.iter().find(|w| w.used + cents > w.limit) {
        None => Ok(()),
        Some(w) => {
            let (period, left) = (w.period, from_cents(w.left()));
            Err(match kind {
                LimitKind::Deposit => RuleError::DepositLimitReached { period, left },
                LimitKind::Loss => RuleError::LossLimitReached { period, left },
            })
        }
    }
}

/// The limits form: one field per kind and period (`deposit_day`, ..., `loss_month`), empty for
/// no limit.
pub fn field(kind: LimitKind, period: Period) -> &'static str {
    match (kind, period) {
        (LimitKind::Deposit, Period::Day) => "deposit_day",
        (LimitKind::Deposit, Period::Week) => "deposit_week",
        (LimitKind::Deposit, Period::Month) => "deposit_month",
        (LimitKind::Loss, Period::Day) => "loss_day",
        (LimitKind::Loss, Period::Week) => "loss_week",
        (LimitKind::Loss, Period::Month) => "loss_month",
    }
}

/// A limit as typed: empty is no limit, else an amount from 1 to `LIMIT_MAX` (cents).
pub fn limit_value(value: &str) -> Result<Option<i64>, RuleError> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    let a = amount(value, Decimal::ONE, from_cents(LIMIT_MAX))?;
    // `amount` allows two decimals at most, so the conversion is exact.
    to_cents(a).map(Some).map_err(|_| RuleError::NumberInvalid)
}

/// Every failing field of one kind's limits, typed for a day, a week and a month (empty for
/// none), by field name. A longer period's limit below a shorter one's would make the shorter one
/// meaningless: it is named on the longer one.
pub fn limits_failures(kind: LimitKind, typed: [&str; 3]) -> BTreeMap<&'static str, RuleError> {
    let mut failures = BTreeMap::new();
    let mut shorter: Option<(Period, i64)> = None;
    for (period, value) in Period::ALL.into_iter().zip(typed) {
        let name = field(kind, period);
        match limit_value(value) {
            Err(e) => {
                failures.insert(name, e);
            }
            Ok(Some(v)) => {
                if let Some((p, s)) = shorter
                    && v < s
                {
                    failures.insert(
                        name,
                        RuleError::LimitBelowShorter {
                            period: p,
                            min: from_cents(s),
                        },
                    );
                }
                shorter = Some((period, v));
            }
            Ok(None) => {}
        }
    }
    failures
}

/// How often a game page may stop the play to show the time played and the net result (the
/// reality check), in minutes; the player chooses one, or none.
pub const REALITY_CHECK_MINUTES: [u32; 4] = [15, 30, 45, 60];

/// A break a player takes from playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Break {
    /// A few hours (`TIME_OUT_HOURS`).
    TimeOut,
    /// 1 to 30 days.
    SelfExclusion,
}

impl Break {
    pub fn code(self) -> &'static str {
        match self {
            Break::TimeOut => "time_out",
            Break::SelfExclusion => "self_exclusion",
        }
    }

    pub fn parse(s: &str) -> Option<Break> {
        [Break::TimeOut, Break::SelfExclusion]
            .into_iter()
            .find(|b| b.code() == s)
    }
}

/// When a break of `length` (hours for a time-out, days for a self-exclusion) taken at `now`
/// ends. A break starts at once and cannot be shortened.
pub fn break_end(kind: Break, length: &str, now: i64) -> Result<i64, RuleError> {
    let v = length.trim();
    let n: u32 = v.parse().map_err(|_| {
        if v.is_empty() {
            RuleError::Required
        } else {
            RuleError::NumberInvalid
        }
    })?;
    match kind {
        Break::TimeOut if TIME_OUT_HOURS.contains(&n) => Ok(now + i64::from(n) * HOUR_MS),
        Break::TimeOut => Err(RuleError::ChoiceInvalid),
        Break::SelfExclusion if (1..=EXCLUSION_DAYS_MAX).contains(&n) => {
            Ok(now + i64::from(n) * DAY_MS)
        }
        Break::SelfExclusion => Err(RuleError::NumberOutOfRange {
            min: 1,
            max: EXCLUSION_DAYS_MAX,
        }),
    }
}

/// The refusal of a deposit or a new real-money bet while a break runs; none once it ended.
/// Withdrawals are never refused for a break: the player's money stays theirs.
pub fn break_refusal(kind: Option<&str>, until: Option<i64>, now: i64) -> Option<RuleError> {
    let (kind, until) = (Break::parse(kind?)?, until?);
    (until > now).then_some(RuleError::OnBreak { kind, until })
}

/// A break taken while another runs never shortens it: the later end stands.
pub fn longer_break(running_until: Option<i64>, now: i64, wanted_until: i64) -> i64 {
    running_until
        .filter(|u| *u > now)
        .map_or(wanted_until, |u| u.max(wanted_until))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn protecting_more_applies_at_once_protecting_less_waits_a_day() {
        assert_eq!(takes_effect(None, Some(5_000), NOW), NOW);
        assert_eq!(takes_effect(Some(10_000), Some(5_000), NOW), NOW);
        assert_eq!(takes_effect(Some(5_000), Some(5_000), NOW), NOW);
        assert_eq!(takes_effect(None, None, NOW), NOW);
        assert_eq!(
            takes_effect(Some(5_000), Some(10_000), NOW),
            NOW + COOLING_OFF_MS
        );
        assert_eq!(takes_effect(Some(5_000), None, NOW), NOW + COOLING_OFF_MS);
    }

    #[test]
    fn a_deposit_fits_every_window_or_names_the_first_it_does_not() {
        let windows = [
            Window {
                period: Period::Day,
                limit: 10_000,
                used: 7_000,
            },
            Window {
                period: Period::Week,
                limit: 20_000,
                used: 19_000,
            },
        ];
        assert_eq!(check(LimitKind::Deposit, &windows, 1_000), Ok(()));
        assert_eq!(
            check(LimitKind::Deposit, &windows, 2_000),
            Err(RuleError::DepositLimitReached {
                period: Period::Week,
                left: Decimal::new(1_000, 2)
            })
        );
        assert_eq!(
            check(LimitKind::Loss, &windows, 3_001).map_err(|e| e.code()),
            Err("loss_limit_day")
        );
        assert_eq!(check(LimitKind::Deposit, &[], 1_000_000), Ok(()));
    }

    #[test]
    fn limits_are_amounts_and_longer_periods_hold_at_least_the_shorter() {
        let codes = |kind, typed| -> Vec<(&str, &str)> {
            limits_failures(kind, typed)
                .iter()
                .map(|(f, e)| (*f, e.code()))
                .collect()
        };
        assert_eq!(
            codes(LimitKind::Deposit, ["100", "50", ""]),
            vec![("deposit_week", "limit_below_shorter")]
        );
        assert_eq!(
            codes(LimitKind::Loss, ["abc", "0", "2000000"]),
            vec![
                ("loss_day", "number_invalid"),
                ("loss_month", "amount_above_max"),
                ("loss_week", "amount_below_min"),
            ]
        );
        assert!(codes(LimitKind::Deposit, ["", "", ""]).is_empty());
        assert!(codes(LimitKind::Deposit, ["10", "", "10.50"]).is_empty());
    }

    #[test]
    fn a_running_break_refuses_and_is_never_shortened() {
        let later = NOW + HOUR_MS;
        assert_eq!(
            break_refusal(Some("time_out"), Some(later), NOW).map(|e| e.code()),
            Some("time_out_active")
        );
        assert_eq!(
            break_refusal(Some("self_exclusion"), Some(later), NOW).map(|e| e.code()),
            Some("self_exclusion_active")
        );
        assert_eq!(break_refusal(Some("time_out"), Some(NOW), NOW), None);
        assert_eq!(break_refusal(None, None, NOW), None);
        assert_eq!(longer_break(Some(later), NOW, NOW + 60), later);
        assert_eq!(longer_break(Some(later), NOW, later + 1), later + 1);
        assert_eq!(longer_break(Some(NOW - 1), NOW, NOW + 60), NOW + 60);
    }

    #[test]
    fn breaks_last_their_chosen_length() {
        assert_eq!(break_end(Break::TimeOut, "6", NOW), Ok(NOW + 6 * HOUR_MS));
        assert_eq!(
            break_end(Break::TimeOut, "5", NOW),
            Err(RuleError::ChoiceInvalid)
        );
        assert_eq!(
            break_end(Break::SelfExclusion, "30", NOW),
            Ok(NOW + 30 * DAY_MS)
        );
        assert_eq!(
            break_end(Break::SelfExclusion, "31", NOW),
            Err(RuleError::NumberOutOfRange { min: 1, max: 30 })
        );
        assert_eq!(
            break_end(Break::SelfExclusion, "", NOW),
            Err(RuleError::Required)
        );
    }
}
