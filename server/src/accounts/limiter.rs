//! Rate limits: sign-in attempts per account, per address and per account and address together,
//! and the calls that send e-mails or tell whether an account exists (sign-up, name checks,
//! password resets, the contact form) per address. Counters are rows in the database, so every
//! server instance sees the same count, and an attempt is counted before it is carried out, in
//! one statement (`take`): parallel requests are counted one after another and cannot all slip
//! through on a count read before any of them was recorded.
//!
//! An account is never locked by strangers: past its first free attempts each further one waits
//! a little longer (1 s, 2 s, 4 s... at most 30 s), so a guesser is slowed to a crawl while the
//! player, from an address that has not failed, still signs in after at most half a minute.
//! The hard limits are per address and per account and address.

use diesel::{OptionalExtension, RunQueryDsl};

use crate::db::DbConnection;
use crate::db::statement::sql;
use crate::error::{AppError, AppResult, ErrorKind};

const MINUTE: i64 = 60 * 1000;

/// What a subject may do: `hits` per `window`, each hit past `free` waiting for the delay of
/// `delay`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub hits: i64,
    pub window: i64,
    pub free: i64,
    /// The wait before the next hit once `free` hits were counted: 1 s doubled at each hit, at
    /// most this many milliseconds (0: no wait).
    pub max_delay: i64,
}

impl Limit {
    /// The limit with `k` times its hits (`ADDRESS_LIMITS_SCALE`).
    pub fn scaled(self, k: i64) -> Limit {
        Limit {
            hits: self.hits.saturating_mul(k),
            free: self.free.saturating_mul(k),
            ..self
        }
    }

    /// The wait after the `hits`-th hit of the window.
    pub fn delay_after(&self, hits: i64) -> i64 {
        if self.max_delay == 0 || hits < self.free {
            return 0;
        }
        let doublings = u32::try_from((hits - self.free).min(20)).unwrap_or(20);
        (1000_i64 << doublings).min(self.max_delay)
    }
}

/// Sign-in attempts of one account from any address: slowed, never locked.
pub const SIGN_IN_ACCOUNT: Limit = Limit {
    hits: i64::MAX,
    window: 15 * MINUTE,
    free: 5,
    max_delay: 30 * 1000,
};
/// Sign-in attempts of one account from one address.
pub const SIGN_IN_PAIR: Limit = plain(5, 15 * MINUTE);
/// Sign-in attempts from one address (several players may share one).
pub const SIGN_IN_ADDRESS: Limit = plain(20, 15 * MINUTE);
/// Password-reset requests per address: each sends an e-mail and tells whether a name exists.
pub const RESET: Limit = plain(5, 15 * MINUTE);
/// Sign-ups per address.
pub const SIGN_UP: Limit = plain(10, 60 * MINUTE);
/// Username checks per address: the sign-up form asks as the player types.
pub const NAME_CHECK: Limit = plain(120, 15 * MINUTE);
/// New activation links per account: each sends the welcome e-mail again.
pub const ACTIVATION: Limit = plain(3, 60 * MINUTE);
/// Contact-form messages per address: each is e-mailed to support.
pub const CONTACT: Limit = plain(5, 60 * MINUTE);

const fn plain(hits: i64, window: i64) -> Limit {
    Limit {
        hits,
        window,
        free: hits,
        max_delay: 0,
    }
}

/// Counts one hit of each subject under its limit, in the caller's transaction, or refuses with
/// 429 when one of them has no hit left now (the caller's transaction then rolls back, so a
/// refused attempt counts for nothing).
pub fn take(c: &mut DbConnection, subjects: &[(&str, Limit)], now: i64) -> AppResult<()> {
    for (subject, limit) in subjects {
        let over = now - limit.window;
        let counted = sql(TAKE)
            .text(*subject)
            .big_int(now)
            .big_int(now)
            .big_int(over)
            .big_int(over)
            .big_int(over)
            .big_int(over)
            .big_int(limit.hits)
            .big_int(now)
            .get_result::<Hits>(c)
            .optional()?;
        let Some(Hits { hits }) = counted else {
            return Err(AppError::new(ErrorKind::TooManyRequests, "rate_limited"));
        };
        let wait = limit.delay_after(hits);
        if wait > 0 {
            sql("UPDATE rate_limits SET wait_until = ? WHERE subject = ?")
                .big_int(now + wait)
                .text(*subject)
                .execute(c)?;
        }
    }
    Ok(())
}

/// One hit: a new window when the last one is over; otherwise counted only while the window has
/// hits left and the subject's wait (`wait_until`) is over. No row back means refused. Parallel
/// requests read the clock before they queue for the row, so their readings reach it in any
/// order: `last_at` (what the clean-up goes by) only moves forward, and only a wait, never an
/// earlier hit's reading, refuses a hit.
const TAKE: &str = "INSERT INTO rate_limits (subject, window_start, hits, last_at, wait_until) \
     VALUES (?, ?, 1, ?, 0) \
     ON CONFLICT (subject) DO UPDATE SET \
     hits = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.hits + 1 END, \
     window_start = CASE WHEN rate_limits.window_start <= ? \
       THEN excluded.window_start ELSE rate_limits.window_start END, \
     wait_until = CASE WHEN rate_limits.window_start <= ? THEN 0 ELSE rate_limits.wait_until END, \
     last_at = CASE WHEN rate_limits.last_at > excluded.last_at \
       THEN rate_limits.last_at ELSE excluded.last_at END \
     WHERE rate_limits.window_start <= ? \
       OR (rate_limits.hits < ? AND rate_limits.wait_until <= ?) \
     RETURNING hits";

#[derive(diesel::QueryableByName)]
struct Hits {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    hits: i64,
}

/// Takes back one hit of `subject` (a sign-in that succeeded was no guess).
pub fn give_back(c: &mut DbConnection, subject: &str) -> AppResult<()> {
    sql("UPDATE rate_limits SET hits = hits - 1 WHERE subject = ? AND hits > 0")
        .text(subject)
        .execute(c)?;
    Ok(())
}

/// Forgets the counters untouched since `before` (their windows are long over).
pub fn forget_older_than(c: &mut DbConnection, before: i64) -> AppResult<()> {
    sql("DELETE FROM rate_limits WHERE last_at < ?")
        .big_int(before)
        .execute(c)?;
    Ok(())
}

/// Forgets `subject`'s count (a successful sign-in forgives its account's failures).
pub fn forget(c: &mut DbConnection, subject: &str) -> AppResult<()> {
    sql("DELETE FROM rate_limits WHERE subject = ?")
        .text(subject)
        .execute(c)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_accounts_wait_doubles_from_one_second_to_half_a_minute() {
        let waits: Vec<i64> = (1..=12).map(|h| SIGN_IN_ACCOUNT.delay_after(h)).collect();
        assert_eq!(
            waits,
            [
                0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000
            ]
        );
        assert_eq!(SIGN_IN_PAIR.delay_after(5), 0);
    }
}
