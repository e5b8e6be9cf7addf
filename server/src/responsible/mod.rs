//! Responsible gaming: the deposit and loss limits players set on themselves and the breaks
//! they take (casino-core's `responsible` rules), and their checks on deposits and real-money
//! bets.
//! Limits count in the player's main currency; while one is set, deposits in another currency
//! are refused with the same message (they would escape it otherwise).

mod limits;

pub use limits::{
    BeforeBet, LAST_CUT as LAST_CUT_SUBQUERY, LOSS_LIMITS as LOSS_LIMITS_SUBQUERY, add_net_won,
    any_in_force as any_limit_in_force, lock_player, net_won_write,
};

use casino_core::Currency;
use casino_core::RuleError;
use casino_core::money::{from_cents, to_json_string};
use casino_core::responsible::{
    self as rules, Break, EXCLUSION_DAYS_MAX, LimitKind, Period, SESSION_LIMIT_MINUTES,
    SessionLimit, TIME_OUT_HOURS, Window,
};
use casino_schema::{
    BreakKind, BreakRequest, BreakView, LimitPeriod, LimitView, LimitsUpdate, PendingLimit,
    PendingSessionLimit, ResponsibleView, SessionLimitRequest, SessionLimitView, SessionSummary,
};
use diesel::Connection;

use crate::clock::Clock;
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{PlayerId, RoundId};
use crate::player::{self, Player};

/// Everything the responsible gaming use cases work with. Cheap to clone.
#[derive(Clone)]
pub struct Responsible {
    pub db: Db,
    pub clock: Clock,
}

/// A rule's refusal of an action (not of a field): 403 with its sentence's parameters.
fn refused(e: &RuleError) -> AppError {
    AppError::refusal(ErrorKind::Forbidden, e)
}

/// Refuses a deposit or a new real-money bet while the player's break runs.
pub fn check_break(p: &Player, now: i64) -> AppResult<()> {
    match rules::break_refusal(p.break_kind, p.break_until, now) {
        Some(e) => Err(refused(&e)),
        None => Ok(()),
    }
}

/// The player's session time limit as stored on their row.
pub fn session_limit(p: &Player) -> SessionLimit {
    // Only `limits::set_session_limit` writes the column, from the same type.
    p.session_limit
        .as_deref()
        .and_then(|json| serde_json::from_str(json).ok())
        .unwrap_or_default()
}

/// When the player's session began: the first sign-in of the day or after a pause
/// (`record_sign_in`), their registration before any.
pub fn session_started_at(p: &Player) -> i64 {
    p.session_started_at
        .or(p.last_login_at)
        .unwrap_or(p.created_at)
}

/// Refuses a new real-money bet once the player's session has lasted their session limit.
pub fn check_session(p: &Player, now: i64) -> AppResult<()> {
    let limit = session_limit(p).in_force(now);
    match rules::session_refusal(limit, session_started_at(p), now) {
        Some(e) => Err(refused(&e)),
        None => Ok(()),
    }
}

/// In the deposit's transaction: the player's row locked first, then the activation, the break and every
/// deposit limit checked against what is already deposited (pending deposits count).
pub fn check_deposit(
    c: &mut DbConnection,
    p: &Player,
    currency: Currency,
    cents: i64,
    now: i64,
) -> AppResult<()> {
    limits::lock_player(c, &p.id)?;
    let fresh = player::find(c, &p.id)?.ok_or_else(AppError::not_found)?;
    fresh.check_open()?;
    check_break(&fresh, now)?;
    crate::kyc::check_documents_due(c, &fresh, now)?;
    let main = fresh.currency;
    let mut windows = Vec::new();
    for period in Period::ALL {
        let limit = limits::limit(c, &p.id, LimitKind::Deposit, period, now)?;
        if let Some(cap) = limit.in_force {
            let used = limits::deposited_since(c, &p.id, main.code(), now - period.millis())?;
            windows.push(Window {
                period,
                limit: cap,
                used,
            });
        }
    }
    // Another currency would escape the limits: counted as over them.
    let cents = if currency == main || windows.is_empty() {
        cents
    } else {
        i64::MAX / 2
    };
    rules::check(LimitKind::Deposit, &windows, cents)
        .map_err(|e| AppError::rule("amount", &e).in_currency(main))
}

/// Refused when losing the whole stake could pass a loss limit (so a refusal never tells
/// anything of the round's outcome), for a player who has set one. The player's row is locked
/// first, so two bets at once are checked in turn.
fn check_stake(
    c: &mut DbConnection,
    player_id: &PlayerId,
    currency: Currency,
    stake: i64,
    now: i64,
) -> AppResult<()> {
    limits::lock_player(c, player_id)?;
    let mut windows = Vec::new();
    for period in Period::ALL {
        let limit = limits::limit(c, player_id, LimitKind::Loss, period, now)?;
        if let Some(cap) = limit.in_force {
            let used = limits::lost_since(c, player_id, currency.code(), now - period.millis())?;
            windows.push(Window {
                period,
                limit: cap,
                used,
            });
        }
    }
    rules::check(LimitKind::Loss, &windows, stake).map_err(|e| refused(&e).in_currency(currency))
}

/// In a new real-money bet's transaction, before its outcome is known: the net winnings pause
/// (refused for 24 hours after a win the net winnings cap cut, so the site takes no stake it
/// could not pay back), then the loss limits. What they need was read with the player's row.
pub fn check_bet(
    c: &mut DbConnection,
    player_id: &PlayerId,
    currency: Currency,
    stake: i64,
    read: limits::BeforeBet,
    now: i64,
) -> AppResult<()> {
    if let Some(e) = rules::winnings_refusal(read.last_cut, currency, now) {
        return Err(refused(&e).in_currency(currency));
    }
    if read.loss_limits {
        check_stake(c, player_id, currency, stake, now)?;
    }
    Ok(())
}

/// In a finished round's transaction, before its money moves: what its `win` pays under the net
/// winnings cap (casino-core's `paid_win`), counting the player's other real-money rounds of
/// the currency opened in the last 24 hours. A return at or below the stake is never cut and
/// costs no read; above it, the read that sums locks the player's row, so two wins at once are
/// counted in turn (the same order as deposits: player, then ledger).
pub fn cap_win(
    c: &mut DbConnection,
    player_id: &PlayerId,
    currency: Currency,
    round_id: &RoundId,
    stake: i64,
    win: i64,
    now: i64,
) -> AppResult<i64> {
    if win <= stake {
        return Ok(win);
    }
    let since = now - rules::NET_WINNINGS_WINDOW_MS;
    let net_before = limits::lock_and_sum_net_won(c, player_id, currency.code(), since, round_id)?;
    Ok(rules::paid_win(
        win,
        stake,
        net_before,
        rules::net_winnings_max(currency),
    ))
}

fn text(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

impl Responsible {
    /// `front/get_responsible_gaming`.
    pub async fn view(&self, p: &Player) -> AppResult<ResponsibleView> {
        let (id, now) = (p.id.clone(), self.clock.now_millis());
        self.db.run(move |c| view(c, &id, now)).await
    }

    /// `front/set_limits`: each limit changed as typed (the loss limits only when sent); a more
    /// protective one at once, a less protective one after 24 hours. Typing back the limit in
    /// force cancels a waiting change; typing the waiting value again keeps its time.
    pub async fn set_limits(&self, p: &Player, u: LimitsUpdate) -> AppResult<ResponsibleView> {
        let mut kinds = vec![(
            LimitKind::Deposit,
            [u.deposit_day, u.deposit_week, u.deposit_month],
        )];
        if let (Some(day), Some(week), Some(month)) = (u.loss_day, u.loss_week, u.loss_month) {
            kinds.push((LimitKind::Loss, [day, week, month]));
        }
        let mut failures = std::collections::BTreeMap::new();
        for (kind, [day, week, month]) in &kinds {
            failures.extend(rules::limits_failures(*kind, [day, week, month]));
        }
        AppError::check(&failures)?;
        let mut wanted = Vec::new();
        for (kind, typed) in &kinds {
            for (period, v) in Period::ALL.into_iter().zip(typed) {
                let field = rules::field(*kind, period);
                let cents = rules::limit_value(v).map_err(|e| AppError::rule(field, &e))?;
                wanted.push((*kind, period, cents));
            }
        }
        let (id, now) = (p.id.clone(), self.clock.now_millis());
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    for (kind, period, cents) in wanted {
                        let l = limits::limit(c, &id, kind, period, now)?;
                        let unchanged = match l.pending {
                            Some((value, _)) => value == cents,
                            None => l.in_force == cents,
                        };
                        if unchanged {
                            continue;
                        }
                        let effective = rules::takes_effect(l.in_force, cents, now);
                        limits::change(c, &id, kind, period, cents, effective, now)?;
                    }
                    view(c, &id, now)
                })
            })
            .await
    }

    /// `front/set_session_limit`: a shorter limit (or a first one) at once, a longer one or
    /// none after 24 hours.
    pub async fn set_session_limit(
        &self,
        p: &Player,
        r: SessionLimitRequest,
    ) -> AppResult<ResponsibleView> {
        let wanted =
            rules::session_limit_value(&r.minutes).map_err(|e| AppError::rule("minutes", &e))?;
        let (id, now) = (p.id.clone(), self.clock.now_millis());
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    limits::lock_player(c, &id)?;
                    let fresh = player::find(c, &id)?.ok_or_else(AppError::not_found)?;
                    let changed = session_limit(&fresh).change(wanted, now);
                    limits::set_session_limit(c, &id, &changed)?;
                    view(c, &id, now)
                })
            })
            .await
    }

    /// `front/take_break`: a time-out or a self-exclusion, from now; never shortens one running.
    pub async fn take_break(&self, p: &Player, r: BreakRequest) -> AppResult<ResponsibleView> {
        let now = self.clock.now_millis();
        let (kind, wanted) = wanted_break(&r.kind, &r.length, now)?;
        let id = p.id.clone();
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    start_break(c, &id, kind, wanted, now)?;
                    view(c, &id, now)
                })
            })
            .await
    }
}

/// The break a request asks for: its kind, and when it would end (each failing field named).
pub fn wanted_break(kind: &str, length: &str, now: i64) -> AppResult<(Break, i64)> {
    let kind = Break::parse(kind.trim())
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "kind"))?;
    let until = rules::break_end(kind, length, now).map_err(|e| AppError::rule("length", &e))?;
    Ok((kind, until))
}

/// Starts a break for player `id` in the caller's transaction, never shortening one running (the
/// player's row locked first); when the break ends.
pub fn start_break(
    c: &mut DbConnection,
    id: &str,
    kind: Break,
    wanted: i64,
    now: i64,
) -> AppResult<i64> {
    limits::lock_player(c, id)?;
    let fresh = player::find(c, id)?.ok_or_else(AppError::not_found)?;
    let until = rules::longer_break(fresh.break_until, now, wanted);
    // The kind named is the one that ends last.
    let kind = if until == wanted {
        kind
    } else {
        fresh.break_kind.unwrap_or(kind)
    };
    limits::set_break(c, id, kind, until)?;
    Ok(until)
}

impl Responsible {
    /// `front/get_session_summary`: the real-money play of the player's main currency since
    /// the last sign-in.
    pub async fn session(&self, p: &Player) -> AppResult<SessionSummary> {
        let started_at = session_started_at(p);
        let limit_minutes = session_limit(p).in_force(self.clock.now_millis());
        let main = p.currency;
        let id = p.id.clone();
        let played = self
            .db
            .run(move |c| limits::played_since(c, &id, main.code(), started_at))
            .await?;
        let amount = |cents: i64| to_json_string(from_cents(cents));
        Ok(SessionSummary {
            started_at,
            currency: main,
            rounds: played.rounds,
            staked: amount(played.staked),
            returned: amount(played.returned),
            net: amount(played.returned - played.staked),
            reality_check_minutes: rules::REALITY_CHECK_MINUTES.to_vec(),
            limit_minutes,
        })
    }
}

/// The player's limits and break at `now`.
fn view(c: &mut DbConnection, id: &str, now: i64) -> AppResult<ResponsibleView> {
    let p = player::find(c, id)?.ok_or_else(AppError::not_found)?;
    let main = p.currency;
    let mut shown = Vec::new();
    for kind in LimitKind::ALL {
        for period in Period::ALL {
            let l = limits::limit(c, id, kind, period, now)?;
            let since = now - period.millis();
            let used = match kind {
                LimitKind::Deposit => limits::deposited_since(c, id, main.code(), since)?,
                LimitKind::Loss => limits::lost_since(c, id, main.code(), since)?,
            };
            shown.push(LimitView {
                kind: match kind {
                    LimitKind::Deposit => casino_schema::LimitKind::Deposit,
                    LimitKind::Loss => casino_schema::LimitKind::Loss,
                },
                period: match period {
                    Period::Day => LimitPeriod::Day,
                    Period::Week => LimitPeriod::Week,
                    Period::Month => LimitPeriod::Month,
                },
                amount: l.in_force.map(text),
                used: text(used),
                pending: l.pending.map(|(cents, from)| PendingLimit {
                    amount: cents.map(text),
                    from,
                }),
            });
        }
    }
    let session_limit = session_view(&p, now);
    let on_break = match (p.break_kind, p.break_until) {
        (Some(kind), Some(until)) if until > now => Some(BreakView {
            kind: match kind {
                Break::TimeOut => BreakKind::TimeOut,
                Break::SelfExclusion => BreakKind::SelfExclusion,
            },
            until,
        }),
        _ => None,
    };
    Ok(ResponsibleView {
        currency: main,
        limits: shown,
        on_break,
        time_out_hours: TIME_OUT_HOURS.to_vec(),
        exclusion_days_max: EXCLUSION_DAYS_MAX,
        session_limit,
    })
}

fn session_view(p: &Player, now: i64) -> SessionLimitView {
    let limit = session_limit(p);
    SessionLimitView {
        minutes: limit.in_force(now),
        pending: limit
            .pending(now)
            .map(|(minutes, from)| PendingSessionLimit { minutes, from }),
        choices: SESSION_LIMIT_MINUTES.to_vec(),
    }
}
