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

use crate::Currency;
use crate::error::RuleError;
use crate::money::{from_cents, to_cents};
use crate::payments::units_per_euro;
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

/// The session time limits a player may choose, in minutes. A session starts at sign-in; once it
/// has lasted the limit, new real-money bets are refused until the player signs in again.
pub const SESSION_LIMIT_MINUTES: [u32; 7] = [30, 60, 120, 180, 240, 360, 480];

/// A session limit as chosen: empty for none, else one of `SESSION_LIMIT_MINUTES`.
pub fn session_limit_value(value: &str) -> Result<Option<u32>, RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Ok(None);
    }
    match v.parse::<u32>() {
        Ok(n) if SESSION_LIMIT_MINUTES.contains(&n) => Ok(Some(n)),
        Ok(_) => Err(RuleError::ChoiceInvalid),
        Err(_) => Err(RuleError::NumberInvalid),
    }
}

/// A player's session time limit as stored: the limit (minutes) and a less protective change
/// waiting its cooling-off (the value it brings, none for no limit, and when).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct SessionLimit {
    pub minutes: Option<u32>,
    pub next: Option<(Option<u32>, i64)>,
}

impl SessionLimit {
    /// The limit in force at `now`: the waiting change once its time has come.
    pub fn in_force(&self, now: i64) -> Option<u32> {
        match self.next {
            Some((value, at)) if at <= now => value,
            _ => self.minutes,
        }
    }

    /// The change still waiting at `now`, if any.
    pub fn pending(&self, now: i64) -> Option<(Option<u32>, i64)> {
        self.next.filter(|(_, at)| *at > now)
    }

    /// The limit after the player chose `wanted` at `now`: a more protective choice at once
    /// (and any waiting change dropped), a less protective one after 24 hours. Choosing the
    /// waiting value again keeps its time; choosing the limit in force cancels the wait.
    pub fn change(&self, wanted: Option<u32>, now: i64) -> SessionLimit {
        let in_force = self.in_force(now);
        if let Some((value, _)) = self.pending(now)
            && value == wanted
        {
            return *self;
        }
        let effective = takes_effect(in_force.map(i64::from), wanted.map(i64::from), now);
        if effective <= now {
            SessionLimit {
                minutes: wanted,
                next: None,
            }
        } else {
            SessionLimit {
                minutes: in_force,
                next: Some((wanted, effective)),
            }
        }
    }
}

/// The refusal of a new real-money bet once the session that started at `started_at` has
/// lasted the player's limit; none without a limit or before it.
pub fn session_refusal(limit_minutes: Option<u32>, started_at: i64, now: i64) -> Option<RuleError> {
    let minutes = limit_minutes?;
    (now - started_at >= i64::from(minutes) * 60_000)
        .then_some(RuleError::SessionLimitReached { minutes })
}

/// A pause this long (no sign-in, no real-money round) ends a session: the next sign-in starts a
/// new one.
pub const SESSION_PAUSE_MS: i64 = 30 * 60 * 1000;

/// When the session of a player signing in at `now` started: it goes on from `started_at` when
/// that was today (UTC) and the player was active (`last_active`: the last sign-in or round)
/// less than `SESSION_PAUSE_MS` ago; otherwise this sign-in starts it. Signing out and in again
/// never restarts the session time limit's clock.
pub fn session_start(started_at: Option<i64>, last_active: Option<i64>, now: i64) -> i64 {
    match (started_at, last_active) {
        (Some(start), Some(active))
            if start.div_euclid(DAY_MS) == now.div_euclid(DAY_MS)
                && now - active < SESSION_PAUSE_MS =>
        {
            start
        }
        _ => now,
    }
}

/// The most a player's real-money play may win, net of its stakes, over 24 hours: 5,000 EUR
/// (SPEC section 9).
pub const NET_WINNINGS_MAX_EUR: i64 = 5_000;
/// The rolling window the net winnings are counted over.
pub const NET_WINNINGS_WINDOW_MS: i64 = DAY_MS;

/// The net winnings cap in cents of `currency` (a dollar counts as a euro, as for the other
/// limits in euros).
pub fn net_winnings_max(currency: Currency) -> i64 {
    NET_WINNINGS_MAX_EUR * units_per_euro(currency) * 100
}

/// The refusal of a new real-money bet within 24 hours of the last round whose win the cap cut
/// (at `last_cut`): the player has won the most the site pays in a day, so it takes no stake it
/// could not pay back.
pub fn winnings_refusal(last_cut: Option<i64>, currency: Currency, now: i64) -> Option<RuleError> {
    let until = last_cut? + NET_WINNINGS_WINDOW_MS;
    (until > now).then(|| RuleError::WinningsCapReached {
        limit: from_cents(net_winnings_max(currency)),
        until,
    })
}

/// What a finished round pays of its `win` for its `stake` (cents) when the player's other
/// rounds of the last 24 hours came to `net_before` (their returns less their stakes, negative
/// after losses): the whole win while the net winnings stay within `max`, else what brings them
/// to `max`, never less than nothing. The rest is withheld: the outcome the engine drew is not
/// changed (the round still verifies), only what it pays.
pub fn paid_win(win: i64, stake: i64, net_before: i64, max: i64) -> i64 {
    // Paying `p` leaves the net winnings at net_before + p - stake, which must stay <= max.
    win.min((max - net_before + stake).max(0))
}

/// A break a player takes from playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
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
pub fn break_refusal(kind: Option<Break>, until: Option<i64>, now: i64) -> Option<RuleError> {
    let (kind, until) = (kind?, until?);
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

    #[test]
    fn a_session_goes_on_through_a_new_sign_in_until_a_pause_or_a_new_day() {
        let day = 20_000 * DAY_MS;
        let start = day + 9 * 3_600_000;
        // Signed in again 10 minutes after the last round: the same session.
        assert_eq!(
            session_start(Some(start), Some(start + 3_000_000), start + 3_600_000),
            start
        );
        // After a pause of 30 minutes: a new one.
        let later = start + 3_000_000 + SESSION_PAUSE_MS;
        assert_eq!(
            session_start(Some(start), Some(start + 3_000_000), later),
            later
        );
        // The next day: a new one, however recent the last round.
        let tomorrow = day + DAY_MS + 60_000;
        assert_eq!(
            session_start(Some(start), Some(tomorrow - 60_000), tomorrow),
            tomorrow
        );
        // The first sign-in ever.
        assert_eq!(session_start(None, None, start), start);
    }

    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn a_win_is_paid_up_to_the_net_winnings_cap() {
        let max = net_winnings_max(Currency::Eur);
        assert_eq!(max, 500_000);
        assert_eq!(net_winnings_max(Currency::Inr), 45_000_000);
        // Within the cap: paid whole.
        assert_eq!(paid_win(10_000, 1_000, 0, max), 10_000);
        // 4,900 up, 10 staked, 200 back: 110 paid brings the day to 5,000 net; 90 withheld.
        assert_eq!(paid_win(20_000, 1_000, 490_000, max), 11_000);
        assert_eq!(paid_win(10_000, 1_000, 490_000, max), 10_000);
        // Already at the cap: the stake comes back, nothing more.
        assert_eq!(paid_win(10_000, 1_000, 500_000, max), 1_000);
        // Past it (nothing is paid below zero).
        assert_eq!(paid_win(10_000, 1_000, 600_000, max), 0);
        // Losses earlier in the day leave more room.
        assert_eq!(paid_win(600_000, 1_000, -20_000, max), 521_000);
        // A return at or below the stake is never cut.
        assert_eq!(paid_win(500, 1_000, 500_000, max), 500);
        // After a cut win, real-money play waits 24 hours from it.
        assert_eq!(winnings_refusal(None, Currency::Eur, NOW), None);
        assert_eq!(
            winnings_refusal(Some(NOW), Currency::Eur, NOW + DAY_MS - 1),
            Some(RuleError::WinningsCapReached {
                limit: Decimal::from(5_000),
                until: NOW + DAY_MS
            })
        );
        assert_eq!(
            winnings_refusal(Some(NOW), Currency::Eur, NOW + DAY_MS),
            None
        );
    }

    #[test]
    fn a_session_limit_is_one_of_the_choices_and_ends_play_when_reached() {
        assert_eq!(session_limit_value(""), Ok(None));
        assert_eq!(session_limit_value(" 60 "), Ok(Some(60)));
        assert_eq!(session_limit_value("45"), Err(RuleError::ChoiceInvalid));
        assert_eq!(
            session_limit_value("an hour"),
            Err(RuleError::NumberInvalid)
        );
        assert_eq!(session_refusal(None, NOW, NOW + DAY_MS), None);
        assert_eq!(session_refusal(Some(30), NOW, NOW + 29 * 60_000), None);
        assert_eq!(
            session_refusal(Some(30), NOW, NOW + 30 * 60_000),
            Some(RuleError::SessionLimitReached { minutes: 30 })
        );
    }

    #[test]
    fn a_session_limit_lowers_at_once_and_rises_after_a_day() {
        let none = SessionLimit::default();
        let hour = none.change(Some(60), NOW);
        assert_eq!(
            hour,
            SessionLimit {
                minutes: Some(60),
                next: None
            }
        );
        // Raising waits 24 hours; meanwhile the hour holds.
        let raised = hour.change(Some(120), NOW);
        assert_eq!(raised.in_force(NOW + 1), Some(60));
        assert_eq!(raised.pending(NOW), Some((Some(120), NOW + COOLING_OFF_MS)));
        assert_eq!(raised.in_force(NOW + COOLING_OFF_MS), Some(120));
        // Asking again keeps the time; asking the limit in force cancels the wait.
        assert_eq!(raised.change(Some(120), NOW + 5), raised);
        assert_eq!(raised.change(Some(60), NOW + 5), hour);
        // Removing waits too; lowering applies at once and drops the wait.
        let removed = hour.change(None, NOW);
        assert_eq!(removed.in_force(NOW + 1), Some(60));
        assert_eq!(removed.in_force(NOW + COOLING_OFF_MS), None);
        assert_eq!(
            removed.change(Some(30), NOW + 1),
            SessionLimit {
                minutes: Some(30),
                next: None
            }
        );
    }

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
            break_refusal(Some(Break::TimeOut), Some(later), NOW).map(|e| e.code()),
            Some("time_out_active")
        );
        assert_eq!(
            break_refusal(Some(Break::SelfExclusion), Some(later), NOW).map(|e| e.code()),
            Some("self_exclusion_active")
        );
        assert_eq!(break_refusal(Some(Break::TimeOut), Some(NOW), NOW), None);
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

    use proptest::prelude::*;

    /// A limit in cents, `None` for no limit.
    fn any_limit() -> impl Strategy<Value = Option<i64>> {
        proptest::option::of(1i64..LIMIT_MAX)
    }

    fn any_session_limit() -> impl Strategy<Value = Option<u32>> {
        proptest::option::of(proptest::sample::select(SESSION_LIMIT_MINUTES.to_vec()))
    }

    /// The more protective of two limits: no limit protects least.
    fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
        match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn any_windows() -> impl Strategy<Value = Vec<Window>> {
        proptest::collection::vec(
            (
                proptest::sample::select(Period::ALL.to_vec()),
                0i64..1_000_000,
                0i64..1_200_000,
            )
                .prop_map(|(period, limit, used)| Window {
                    period,
                    limit,
                    used,
                }),
            0..4,
        )
    }

    proptest! {
        #[test]
        fn only_a_less_protective_limit_waits_a_day(
            current in any_limit(), wanted in any_limit(), now in 0i64..4_000_000_000_000,
        ) {
            let at = takes_effect(current, wanted, now);
            // At once exactly when the change protects at least as much as the limit in force.
            let at_once = tighter(current, wanted) == wanted;
            prop_assert_eq!(at, if at_once { now } else { now + COOLING_OFF_MS });
        }

        #[test]
        fn an_amount_fits_a_limit_only_when_it_fits_every_window(
            windows in any_windows(), cents in 0i64..1_000_000, deposit in any::<bool>(),
        ) {
            let kind = if deposit { LimitKind::Deposit } else { LimitKind::Loss };
            match check(kind, &windows, cents) {
                Ok(()) => prop_assert!(windows.iter().all(|w| w.used + cents <= w.limit)),
                Err(e) => {
                    let first = windows.iter().find(|w| w.used + cents > w.limit).unwrap();
                    let left = from_cents((first.limit - first.used).max(0));
                    let expected = if deposit {
                        RuleError::DepositLimitReached { period: first.period, left }
                    } else {
                        RuleError::LossLimitReached { period: first.period, left }
                    };
                    prop_assert_eq!(e, expected);
                }
            }
        }

        #[test]
        fn a_typed_limit_is_its_cents_within_the_bounds(cents in 0i64..2 * LIMIT_MAX) {
            let typed = crate::money::to_json_string(from_cents(cents));
            let expected = if cents < 100 {
                Err(RuleError::AmountBelowMin { min: Decimal::ONE })
            } else if cents > LIMIT_MAX {
                Err(RuleError::AmountAboveMax { max: from_cents(LIMIT_MAX) })
            } else {
                Ok(Some(cents))
            };
            prop_assert_eq!(limit_value(&typed), expected);
            prop_assert_eq!(limit_value(" "), Ok(None));
        }

        #[test]
        fn a_longer_period_is_refused_only_below_the_last_shorter_limit(
            limits in proptest::collection::vec(proptest::option::of(1i64..100_000), 3),
            deposit in any::<bool>(),
        ) {
            let kind = if deposit { LimitKind::Deposit } else { LimitKind::Loss };
            let typed: Vec<String> = limits
                .iter()
                .map(|l| l.map_or(String::new(), |c| crate::money::to_json_string(from_cents(c))))
                .collect();
            let below_min = |c: i64| c < 100;
            let failures = limits_failures(kind, [&typed[0], &typed[1], &typed[2]]);
            let mut shorter: Option<(Period, i64)> = None;
            for (period, limit) in Period::ALL.into_iter().zip(&limits) {
                let got = failures.get(field(kind, period)).cloned();
                match *limit {
                    None => prop_assert_eq!(got, None),
                    Some(c) if below_min(c) => {
                        prop_assert_eq!(got, Some(RuleError::AmountBelowMin { min: Decimal::ONE }));
                    }
                    Some(c) => {
                        let expected = shorter
                            .filter(|(_, s)| c < *s)
                            .map(|(p, s)| RuleError::LimitBelowShorter { period: p, min: from_cents(s) });
                        prop_assert_eq!(got, expected);
                        shorter = Some((period, c));
                    }
                }
            }
            prop_assert!(failures.keys().all(|f| f.starts_with(kind.code())));
        }

        #[test]
        fn a_session_limit_is_one_of_the_choices(n in 0u32..600, pad in " {0,2}") {
            let expected = if SESSION_LIMIT_MINUTES.contains(&n) {
                Ok(Some(n))
            } else {
                Err(RuleError::ChoiceInvalid)
            };
            prop_assert_eq!(session_limit_value(&format!("{pad}{n}{pad}")), expected);
        }

        #[test]
        fn a_session_limit_tightens_at_once_and_loosens_after_a_day(
            start in any_session_limit(),
            changes in proptest::collection::vec((any_session_limit(), 0i64..2 * COOLING_OFF_MS), 1..8),
        ) {
            let mut now = 1_800_000_000_000;
            let mut limit = SessionLimit { minutes: start, next: None };
            for (wanted, wait) in changes {
                now += wait;
                let before = limit.in_force(now);
                limit = limit.change(wanted, now);
                // In force at once: whichever of the old and the new protects more.
                prop_assert_eq!(limit.in_force(now), tighter(before, wanted));
                // Within a day, what the player asked for.
                prop_assert_eq!(limit.in_force(now + COOLING_OFF_MS), wanted);
                if let Some((_, at)) = limit.pending(now) {
                    prop_assert!(at > now && at <= now + COOLING_OFF_MS);
                }
            }
        }

        #[test]
        fn a_session_ends_play_once_it_has_lasted_the_limit(
            limit in any_session_limit(), started in 0i64..4_000_000_000_000, played in 0i64..600 * 60_000,
        ) {
            let expected = limit
                .filter(|m| played >= i64::from(*m) * 60_000)
                .map(|minutes| RuleError::SessionLimitReached { minutes });
            prop_assert_eq!(session_refusal(limit, started, started + played), expected);
        }

        #[test]
        fn a_paid_win_is_the_whole_win_or_exactly_what_the_cap_leaves(
            win in 0i64..2_000_000, stake in 0i64..1_000_000, net_before in -1_000_000i64..1_000_000,
            currency in proptest::sample::select(Currency::ALL.to_vec()),
        ) {
            let max = net_winnings_max(currency);
            let paid = paid_win(win, stake, net_before, max);
            prop_assert!((0..=win).contains(&paid));
            let net_after = net_before + paid - stake;
            if paid < win {
                // Cut: no cent more could be paid within the cap.
                prop_assert!(net_after + 1 > max);
            }
            prop_assert!(paid == 0 || net_after <= max);
            // A return at or below the stake is never cut while the day is within the cap.
            if win <= stake && net_before <= max {
                prop_assert_eq!(paid, win);
            }
        }

        #[test]
        fn a_day_of_rounds_never_wins_more_than_the_cap(
            rounds in proptest::collection::vec((0i64..100_000, 0i64..2_000_000), 1..60),
        ) {
            let max = net_winnings_max(Currency::Eur);
            let mut net = 0i64;
            for (stake, win) in rounds {
                net += paid_win(win, stake, net, max) - stake;
                prop_assert!(net <= max);
            }
        }

        #[test]
        fn play_waits_a_day_after_a_cut_win(
            cut in proptest::option::of(0i64..4_000_000_000_000), after in -DAY_MS..3 * DAY_MS,
            currency in proptest::sample::select(Currency::ALL.to_vec()),
        ) {
            let now = cut.unwrap_or(1_800_000_000_000) + after;
            let expected = cut.filter(|c| c + DAY_MS > now).map(|c| RuleError::WinningsCapReached {
                limit: from_cents(net_winnings_max(currency)),
                until: c + DAY_MS,
            });
            prop_assert_eq!(winnings_refusal(cut, currency, now), expected);
        }

        #[test]
        fn a_break_lasts_what_was_chosen(
            exclusion in any::<bool>(), n in 0u32..100, now in 0i64..4_000_000_000_000,
        ) {
            let (kind, unit, allowed) = if exclusion {
                (Break::SelfExclusion, DAY_MS, (1..=EXCLUSION_DAYS_MAX).contains(&n))
            } else {
                (Break::TimeOut, HOUR_MS, TIME_OUT_HOURS.contains(&n))
            };
            match break_end(kind, &n.to_string(), now) {
                Ok(end) => {
                    prop_assert!(allowed);
                    prop_assert_eq!(end, now + i64::from(n) * unit);
                    // While it runs, deposits and bets are refused; from its end, they are not.
                    prop_assert_eq!(
                        break_refusal(Some(kind), Some(end), end - 1),
                        Some(RuleError::OnBreak { kind, until: end })
                    );
                    prop_assert_eq!(break_refusal(Some(kind), Some(end), end), None);
                }
                Err(e) => {
                    prop_assert!(!allowed);
                    let expected = if exclusion {
                        RuleError::NumberOutOfRange { min: 1, max: EXCLUSION_DAYS_MAX }
                    } else {
                        RuleError::ChoiceInvalid
                    };
                    prop_assert_eq!(e, expected);
                }
            }
        }

        #[test]
        fn a_new_break_never_shortens_a_running_one(
            running in proptest::option::of(0i64..4_000_000_000_000), now in 0i64..4_000_000_000_000,
            wanted in 0i64..4_000_000_000_000,
        ) {
            let end = longer_break(running, now, wanted);
            prop_assert!(end >= wanted);
            match running {
                Some(r) if r > now => prop_assert_eq!(end, r.max(wanted)),
                _ => prop_assert_eq!(end, wanted),
            }
        }
    }
}
