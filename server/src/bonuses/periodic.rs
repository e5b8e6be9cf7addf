//! The scheduled bonuses: the weekly bonus every Wednesday and the monthly bonus on the 1st (UTC).
//! Each period, every player who may take a bonus is given the campaign's bonus in their main
//! currency, waiting for a deposit (its percent is of that deposit: `offers`), told in the mail
//! box, and theirs until the campaign's validity, counted from the period's first day, runs out.
//!
//! Exactly once per player and period, across instances and after downtime, as the cashback:
//! - the bonus's source is `weekly:{player}:{week}` or `monthly:{player}:{month}`, unique in the
//!   database, so two instances giving the same period at once write it (and its notice) once;
//! - a period is marked in `scheduled_runs` once every player's part is written. An instance
//!   starting after downtime gives the current period if it is still running; a period whose
//!   bonuses would already have run out is not owed.

use casino_core::Currency;
use casino_core::bonus::BonusKind;
use casino_schema::AccountStatus;
use chrono::{Datelike, Duration, NaiveDate, TimeZone, Utc};
use diesel::prelude::*;

use super::campaigns::{self, Campaign};
use super::held::{self, NewHeld, Status};
use super::notices;
use crate::db::schema::{players, scheduled_runs};
use crate::db::{Db, DbConnection};
use crate::error::AppResult;
use crate::ids::PlayerId;

/// Players' awards written per transaction.
const BATCH: usize = 200;
const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

/// A scheduled bonus: which campaigns it gives and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schedule {
    /// Every Wednesday.
    Weekly,
    /// On the 1st of every month.
    Monthly,
}

/// One period of a schedule: its first millisecond (00:00 UTC of its day) and its name
/// (`2026-W49` for a week, `2026-12` for a month).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    pub start: i64,
    pub label: String,
}

fn midnight(day: NaiveDate) -> i64 {
    day.and_hms_opt(0, 0, 0)
        .map_or(0, |t| t.and_utc().timestamp_millis())
}

impl Schedule {
    pub const ALL: [Schedule; 2] = [Schedule::Weekly, Schedule::Monthly];

    pub fn kind(self) -> BonusKind {
        match self {
            Schedule::Weekly => BonusKind::Weekly,
            Schedule::Monthly => BonusKind::Monthly,
        }
    }

    /// The job's name in `scheduled_runs`.
    pub fn job(self) -> &'static str {
        match self {
            Schedule::Weekly => "weekly-bonus",
            Schedule::Monthly => "monthly-bonus",
        }
    }

    /// The period `millis` falls in: from the last Wednesday (or 1st) at or before it.
    pub fn period(self, millis: i64) -> Period {
        let day = Utc
            .timestamp_millis_opt(millis)
            .single()
            .unwrap_or_default()
            .date_naive();
        match self {
            Schedule::Weekly => {
                let back = (day.weekday().num_days_from_monday() + 7 - 2) % 7;
                let wednesday = day - Duration::days(i64::from(back));
                let week = wednesday.iso_week();
                Period {
                    start: midnight(wednesday),
                    label: format!("{}-W{:02}", week.year(), week.week()),
                }
            }
            Schedule::Monthly => {
                let first = day.with_day(1).unwrap_or(day);
                Period {
                    start: midnight(first),
                    label: format!("{}-{:02}", first.year(), first.month()),
                }
            }
        }
    }

    /// The unique source of `player`'s bonus of `period`.
    pub fn source(self, player: &str, period: &Period) -> String {
        let word = match self {
            Schedule::Weekly => "weekly",
            Schedule::Monthly => "monthly",
        };
        format!("{word}:{player}:{}", period.label)
    }
}

/// When a bonus of `campaign` given for `period` runs out: its validity, from the period's day.
pub fn runs_out(campaign: &Campaign, period: &Period) -> i64 {
    period
        .start
        .saturating_add(i64::from(campaign.terms.validity_days).saturating_mul(DAY_MILLIS))
}

fn done(c: &mut DbConnection, schedule: Schedule, period: &Period) -> AppResult<bool> {
    Ok(scheduled_runs::table
        .filter(scheduled_runs::job.eq(schedule.job()))
        .filter(scheduled_runs::period.eq(&period.label))
        .count()
        .get_result::<i64>(c)?
        > 0)
}

/// The players who may be given a bonus, with their main currency: accounts activated and not
/// suspended or closed (a break is read again with each award).
fn players(c: &mut DbConnection) -> AppResult<Vec<(PlayerId, Currency)>> {
    Ok(players::table
        .filter(players::status.eq_any([AccountStatus::Activated, AccountStatus::KycVerified]))
        .order(players::id)
        .select((players::id, players::currency))
        .load(c)?)
}

/// Gives `player` the bonus of `campaign` for `period`, waiting for a deposit, and tells them.
/// `false` when they may not take a bonus now or already have this period's.
fn award(
    c: &mut DbConnection,
    schedule: Schedule,
    campaign: &Campaign,
    player: &PlayerId,
    period: &Period,
    now: i64,
) -> AppResult<bool> {
    if !super::eligibility::eligible(c, player, now)? {
        return Ok(false);
    }
    let source = schedule.source(player, period);
    let currency = campaign.currency;
    let mut bonus =
        NewHeld::without_deposit(player, currency, campaign, &source, Status::Offered, 0, now);
    bonus.expires_at = runs_out(campaign, period);
    let Some(given) = held::insert(c, &bonus, now)? else {
        return Ok(false);
    };
    notices::tell_scheduled(c, &given, now)?;
    Ok(true)
}

/// Gives `schedule`'s bonus of the period running at `now`, unless it was given; the number of
/// bonuses this call wrote.
pub async fn run_due(db: &Db, schedule: Schedule, now: i64) -> AppResult<usize> {
    let period = schedule.period(now);
    let p = period.clone();
    let owed = db
        .run(move |c| {
            if done(c, schedule, &p)? {
                return Ok(None);
            }
            let mut campaigns = Vec::new();
            for currency in Currency::ALL {
                let found = campaigns::current(c, currency)?
                    .into_iter()
                    .find(|k| k.terms.kind == schedule.kind());
                campaigns.extend(found.filter(|k| runs_out(k, &p) > now));
            }
            Ok(Some((players(c)?, campaigns)))
        })
        .await?;
    let Some((players, campaigns)) = owed else {
        return Ok(0);
    };
    let mut written = 0;
    for batch in players.chunks(BATCH) {
        let (batch, campaigns, p) = (batch.to_vec(), campaigns.clone(), period.clone());
        written += db
            .write(move |c| {
                let mut n = 0;
                for (player, currency) in &batch {
                    if let Some(k) = campaigns.iter().find(|k| k.currency == *currency)
                        && award(c, schedule, k, player, &p, now)?
                    {
                        n += 1;
                    }
                }
                Ok(n)
            })
            .await?;
    }
    db.run(move |c| {
        super::cashback::mark_done(c, schedule.job(), &period.label, period.start, now)
    })
    .await?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tuesday 24 November 2026, noon UTC.
    const TUESDAY_NOON: i64 = 1_795_521_600_000;

    #[test]
    fn a_week_runs_from_wednesday_and_a_month_from_the_first() {
        let w = Schedule::Weekly.period(TUESDAY_NOON);
        // Wednesday 18 November 2026 00:00 UTC, in ISO week 47.
        assert_eq!((w.start, w.label.as_str()), (1_794_960_000_000, "2026-W47"));
        let wednesday = TUESDAY_NOON + DAY_MILLIS / 2;
        let w = Schedule::Weekly.period(wednesday);
        assert_eq!((w.start, w.label.as_str()), (wednesday, "2026-W48"));
        assert_eq!(Schedule::Weekly.period(wednesday - 1).label, "2026-W47");
        assert_eq!(
            Schedule::Weekly
                .period(wednesday + 7 * DAY_MILLIS - 1)
                .label,
            "2026-W48"
        );

        let m = Schedule::Monthly.period(TUESDAY_NOON);
        assert_eq!((m.start, m.label.as_str()), (1_793_491_200_000, "2026-11"));
        let december = 1_796_083_200_000;
        assert_eq!(Schedule::Monthly.period(december).label, "2026-12");
        assert_eq!(Schedule::Monthly.period(december - 1).label, "2026-11");
        assert_eq!(
            Schedule::Monthly.source("p1", &Schedule::Monthly.period(december)),
            "monthly:p1:2026-12"
        );
    }
}
