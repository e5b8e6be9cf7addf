//! The scheduled work on accounts, started once per instance: reminders of identity documents
//! due, notices to dormant accounts (twelve months without a sign-in), and the closures announced
//! a day earlier (dormancy's, staff's). Every instance runs it; each action on an account is claimed first in
//! `account_notices`, whose primary key lets one insert win, so it happens once per account and
//! period even with several instances on one database.

use casino_schema::NoticeKind;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use casino_core::account::{DORMANT_AFTER_MS, closes_at};
use casino_core::datetime::format_datetime;
use casino_core::kyc::{DOCUMENTS_DUE_DAYS, documents_due_at, reminder_due};
use casino_core::payments::Verification;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::{Accounts, limiter};
use crate::db::DbConnection;
use crate::db::schema::{account_notices, players};
use crate::error::AppResult;
use crate::ids::PlayerId;
use crate::inbox::Messenger;
use crate::mail::Mail;
use crate::player::{self, DORMANCY, Player, Roles, Status};
use crate::staff_log::{self, Action, StaffAction};

/// How often an instance looks. The first look is at start-up.
const EVERY: Duration = Duration::from_secs(5 * 60);
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The states of an account that is open.
const OPEN: [Status; 3] = [Status::Registered, Status::Activated, Status::KycVerified];

/// What one look did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Done {
    pub reminders: usize,
    pub dormant: usize,
    pub closed: usize,
}

/// Starts the look on this instance (once per process).
pub fn start(accounts: &Accounts) {
    static STARTED: AtomicBool = AtomicBool::new(false);
    if STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let accounts = accounts.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let done = run(&accounts).await;
            crate::metrics::job_ran("accounts", done.is_err());
            if let Err(e) = done {
                tracing::warn!(error = %e.code, "account jobs failed; retried at the next look");
            }
        }
    });
}

/// Claims an action on an account for this instance: true for the one insert that wins. In a
/// savepoint of its own, so a lost race leaves the caller's transaction usable on PostgreSQL.
fn claim(
    c: &mut DbConnection,
    player_id: &PlayerId,
    kind: &str,
    period: &str,
    now: i64,
) -> AppResult<bool> {
    let written = c.transaction(|c| {
        diesel::insert_into(account_notices::table)
            .values((
                account_notices::player_id.eq(player_id),
                account_notices::kind.eq(kind),
                account_notices::period.eq(period),
                account_notices::sent_at.eq(now),
            ))
            .execute(c)
    });
    match written {
        Ok(_) => Ok(true),
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// One look on the accounts' clock.
pub async fn run(accounts: &Accounts) -> AppResult<Done> {
    let now = accounts.clock.now_millis();
    let messenger = Messenger {
        db: &accounts.db,
        mailer: &accounts.mailer,
        realtime: &accounts.realtime,
    };
    let mut done = Done::default();

    // Rate-limit counters whose window ended a day ago count nothing any more.
    accounts
        .db
        .write(move |c| limiter::forget_older_than(c, now - DAY_MS))
        .await?;

    // Documents due within a week: a reminder a week ahead and a day ahead.
    let since = now - DOCUMENTS_DUE_DAYS * DAY_MS;
    let reminded: Vec<(Player, i64)> = accounts
        .db
        .write(move |c| {
            let unverified: Vec<Player> = players::table
                .filter(players::status.eq_any(OPEN))
                .filter(players::scopes.eq(Roles::player().code()))
                .filter(players::verification.eq(Verification::None))
                .filter(players::created_at.gt(since))
                .select(Player::as_select())
                .load(c)?;
            let mut won = Vec::new();
            for p in unverified {
                let Some(days) = reminder_due(p.created_at, now) else {
                    continue;
                };
                if crate::kyc::documents_provided(c, &p.id)? {
                    continue;
                }
                if claim(c, &p.id, "documents_due", &days.to_string(), now)? {
                    won.push((p, days));
                }
            }
            Ok(won)
        })
        .await?;
    for (p, _) in &reminded {
        let date = format_datetime(documents_due_at(p.created_at)).unwrap_or_default();
        let mail = Mail::DocumentsDue {
            username: &p.username,
            date: &date,
        };
        messenger
            .notify(p, NoticeKind::DocumentsDue, mail, now)
            .await?;
    }
    done.reminders = reminded.len();

    // Twelve months without a sign-in: the closure is announced a day ahead.
    let cut = now - DORMANT_AFTER_MS;
    let announced: Vec<Player> = accounts
        .db
        .write(move |c| {
            let idle: Vec<Player> = players::table
                .filter(players::status.eq_any(OPEN))
                .filter(players::scopes.eq(Roles::player().code()))
                .filter(players::closing_at.is_null())
                .filter(
                    players::last_login_at.le(cut).or(players::last_login_at
                        .is_null()
                        .and(players::created_at.le(cut))),
                )
                .select(Player::as_select())
                .load(c)?;
            let mut won = Vec::new();
            for p in idle {
                let last_seen = p.last_login_at.unwrap_or(p.created_at);
                c.transaction(|c| {
                    if claim(c, &p.id, "dormant", &last_seen.to_string(), now)? {
                        player::set_closing(c, &p.id, Some((closes_at(now), DORMANCY)))?;
                        won.push(p.clone());
                    }
                    AppResult::Ok(())
                })?;
            }
            Ok(won)
        })
        .await?;
    for p in &announced {
        let date = format_datetime(closes_at(now)).unwrap_or_default();
        let mail = Mail::AccountDormant {
            username: &p.username,
            date: &date,
        };
        messenger
            .notify(p, NoticeKind::AccountDormant, mail, now)
            .await?;
    }
    done.dormant = announced.len();

    // Closures due, for dormancy or by staff (a suspended account too): the account is closed
    // and its sessions end. The staff log names who announced it.
    done.closed = accounts
        .db
        .write(move |c| {
            let due: Vec<Player> = players::table
                .filter(
                    players::status
                        .eq_any(OPEN)
                        .or(players::status.eq(Status::Suspended)),
                )
                .filter(players::scopes.eq(Roles::player().code()))
                .filter(players::closing_at.le(now))
                .select(Player::as_select())
                .load(c)?;
            let mut closed = 0;
            for p in due {
                let at = p.closing_at.unwrap_or_default();
                let by = p.closing_by.clone().unwrap_or_else(|| DORMANCY.to_owned());
                let detail = if by == DORMANCY {
                    "dormant: 12 months without a sign-in".to_owned()
                } else {
                    format!(
                        "the closure announced for {} takes effect",
                        format_datetime(at).unwrap_or_default()
                    )
                };
                c.transaction(|c| {
                    if claim(c, &p.id, "closed", &at.to_string(), now)? {
                        player::set_status(c, &p.id, Status::Closed, now)?;
                        player::set_closing(c, &p.id, None)?;
                        let a = Action {
                            staff: &by,
                            action: StaffAction::ClosePlayer,
                            target: &p.username,
                            detail: &detail,
                        };
                        staff_log::record(c, &a, now)?;
                        closed += 1;
                    }
                    AppResult::Ok(())
                })?;
            }
            Ok(closed)
        })
        .await?;
    Ok(done)
}
