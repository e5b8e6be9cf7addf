//! The weekly cashback, every Monday: a share (the cashback campaign's percent, casino-core's
//! `cashback`) of each player's net real-money loss of the week before, given as a bonus waiting
//! for the player to claim it from the bonuses tab under the campaign's terms.
//!
//! Exactly once per player and week, across instances and after downtime:
//! - the bonus's source is `cashback:{player}:{week}`, unique in the database, so two instances
//!   running the same week at once write it once and an instance re-running a week writes
//!   nothing new;
//! - a week is marked in `scheduled_runs` once every player's part is written; an instance
//!   catches up the weeks after the last marked one (at most `CATCH_UP_WEEKS`), and a week
//!   interrupted half-way is run again, which the unique source makes harmless.
//!
//! Weeks are ISO weeks in UTC, from Monday 00:00 to the next Monday 00:00.

use std::collections::{BTreeMap, HashMap};

use casino_core::Currency;
use casino_core::bonus::{self, BonusKind};
use chrono::{Datelike, Duration, TimeZone, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::campaigns::{self, Campaign};
use super::held::{self, NewHeld, Status};
use super::notices::{self, News};
use crate::db::schema::{ledger_postings, ledger_transactions, scheduled_runs};
use crate::db::{Db, DbConnection};
use crate::error::AppResult;
use crate::ids::PlayerId;
use crate::wallet::ledger::MovementKind;

/// The job's name in `scheduled_runs`.
pub const JOB: &str = "cashback";
/// The most past weeks an instance pays after downtime. The first run ever pays only the week
/// just ended: the weeks before the cashback existed are not owed.
pub const CATCH_UP_WEEKS: usize = 4;
/// Players' awards written per transaction.
const BATCH: usize = 200;

const WEEK_MILLIS: i64 = 7 * 24 * 60 * 60 * 1000;

/// One ISO week: its first millisecond (Monday 00:00 UTC) and its name (`2026-W48`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Week {
    pub start: i64,
    pub label: String,
}

impl Week {
    /// The week `millis` falls in.
    pub fn containing(millis: i64) -> Week {
        let day = Utc
            .timestamp_millis_opt(millis)
            .single()
            .unwrap_or_default()
            .date_naive();
        let monday = day - Duration::days(i64::from(day.weekday().num_days_from_monday()));
        let start = monday
            .and_hms_opt(0, 0, 0)
            .map_or(0, |t| t.and_utc().timestamp_millis());
        let iso = monday.iso_week();
        Week {
            start,
            label: format!("{}-W{:02}", iso.year(), iso.week()),
        }
    }

    pub fn previous(&self) -> Week {
        Week::containing(self.start - WEEK_MILLIS)
    }

    /// The first millisecond after the week.
    pub fn end(&self) -> i64 {
        self.start + WEEK_MILLIS
    }
}

/// The weeks whose cashback is owed at `now`, oldest first: the ended weeks after the last one
/// marked done, at most `CATCH_UP_WEEKS`; only the week just ended on the first run ever.
pub fn due(c: &mut DbConnection, now: i64) -> AppResult<Vec<Week>> {
    let last_done: Option<i64> = scheduled_runs::table
        .filter(scheduled_runs::job.eq(JOB))
        .select(diesel::dsl::max(scheduled_runs::period_start))
        .first(c)?;
    let mut weeks = Vec::new();
    let mut week = Week::containing(now).previous();
    while weeks.len() < CATCH_UP_WEEKS && last_done.is_none_or(|done| week.start > done) {
        weeks.push(week.clone());
        if last_done.is_none() {
            break;
        }
        week = week.previous();
    }
    weeks.reverse();
    Ok(weeks)
}

/// Each player's net real-money loss in `week`, by currency, in cents (only the losing ones):
/// real money staked less real money won back, a rolled-back stake not counting. Bonus money
/// played is not the player's loss.
pub fn net_losses(c: &mut DbConnection, week: &Week) -> AppResult<Vec<(PlayerId, Currency, i64)>> {
    let rows: Vec<(Option<PlayerId>, String, String, i64)> = ledger_postings::table
        .inner_join(ledger_transactions::table)
        .filter(ledger_transactions::kind.eq_any([
            MovementKind::Bet,
            MovementKind::Win,
            MovementKind::BetRollback,
        ]))
        .filter(ledger_transactions::created_at.ge(week.start))
        .filter(ledger_transactions::created_at.lt(week.end()))
        .filter(ledger_postings::account.like("player:%:real"))
        .select((
            ledger_transactions::player_id,
            ledger_postings::account,
            ledger_postings::currency,
            ledger_postings::amount_cents,
        ))
        .load(c)?;
    let mut net: BTreeMap<(PlayerId, String), i64> = BTreeMap::new();
    for (player, account, currency, cents) in rows {
        let Some(player) = player else { continue };
        // The transaction's own player's real account, never another's.
        if account == format!("player:{player}:real") {
            *net.entry((player, currency)).or_default() += cents;
        }
    }
    Ok(net
        .into_iter()
        .filter_map(|((player, code), cents)| {
            let currency = Currency::parse(&code)?;
            (cents < 0).then_some((player, currency, -cents))
        })
        .collect())
}

/// Writes the cashback of `loss` cents for `player` in `week`, under `campaign`, as a bonus
/// waiting to be claimed. `false` when it is nothing (a share below a cent), was written before,
/// or the player may not take a bonus now (on a break: a self-excluded player is not courted).
fn award(
    c: &mut DbConnection,
    campaign: &Campaign,
    player: &PlayerId,
    currency: Currency,
    week: &Week,
    loss: i64,
    now: i64,
) -> AppResult<bool> {
    let cents = bonus::cashback(campaign.terms.percent, loss);
    if cents <= 0 || !super::eligibility::eligible(c, player, now)? {
        return Ok(false);
    }
    let source = format!("cashback:{player}:{}", week.label);
    // The player has the campaign's validity to claim it; claiming starts it again.
    let offer = NewHeld::without_deposit(
        player,
        currency,
        campaign,
        &source,
        Status::Offered,
        cents,
        now,
    );
    let Some(given) = held::insert(c, &offer, now)? else {
        return Ok(false);
    };
    notices::tell(c, &given, News::Offered, cents, now)?;
    Ok(true)
}

/// Marks `week` done.
fn finish(c: &mut DbConnection, week: &Week, now: i64) -> AppResult<()> {
    mark_done(c, JOB, &week.label, week.start, now)
}

/// Marks the period `label` (from `start`) of scheduled job `job` done. Another instance marking
/// it first is the same outcome.
pub(super) fn mark_done(
    c: &mut DbConnection,
    job: &str,
    label: &str,
    start: i64,
    now: i64,
) -> AppResult<()> {
    let written = diesel::insert_into(scheduled_runs::table)
        .values((
            scheduled_runs::job.eq(job),
            scheduled_runs::period.eq(label),
            scheduled_runs::period_start.eq(start),
            scheduled_runs::finished_at.eq(now),
        ))
        .execute(c);
    match written {
        Ok(_) | Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// Pays every week owed at `now`; the number of cashback bonuses this call wrote.
pub async fn run_due(db: &Db, now: i64) -> AppResult<usize> {
    let mut written = 0;
    for week in db.run(move |c| due(c, now)).await? {
        let w = week.clone();
        let losses = db.run(move |c| net_losses(c, &w)).await?;
        let currencies: Vec<Currency> = {
            let mut all: Vec<Currency> = losses.iter().map(|(_, c, _)| *c).collect();
            all.sort_by_key(|c| c.code());
            all.dedup();
            all
        };
        let campaigns: HashMap<Currency, Campaign> = db
            .run(move |c| {
                let mut found = HashMap::new();
                for currency in currencies {
                    let cashback = campaigns::current(c, currency)?
                        .into_iter()
                        .find(|k| k.terms.kind == BonusKind::Cashback);
                    if let Some(k) = cashback {
                        found.insert(currency, k);
                    }
                }
                Ok(found)
            })
            .await?;
        for batch in losses.chunks(BATCH) {
            let (batch, campaigns, w) = (batch.to_vec(), campaigns.clone(), week.clone());
            written += db
                .write(move |c| {
                    let mut n = 0;
                    for (player, currency, loss) in &batch {
                        if let Some(k) = campaigns.get(currency)
                            && award(c, k, player, *currency, &w, *loss, now)?
                        {
                            n += 1;
                        }
                    }
                    Ok(n)
                })
                .await?;
        }
        db.run(move |c| finish(c, &week, now)).await?;
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tuesday 24 November 2026, noon UTC.
    const TUESDAY_NOON: i64 = 1_795_521_600_000;

    #[test]
    fn weeks_run_from_monday_midnight_utc() {
        let w = Week::containing(TUESDAY_NOON);
        assert_eq!(w.label, "2026-W48");
        assert_eq!(w.start, 1_795_392_000_000); // Monday 23 November 2026 00:00 UTC
        assert_eq!(Week::containing(w.start), w);
        assert_eq!(Week::containing(w.start - 1).label, "2026-W47");
        assert_eq!(w.previous().end(), w.start);
        // ISO weeks cross years: Monday 28 December 2026 is in 2026-W53.
        assert_eq!(Week::containing(1_798_416_000_000).label, "2026-W53");
    }
}
