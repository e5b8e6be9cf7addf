//! The stored limits: one row per change, never updated. The limit in force for a kind and
//! period is the newest (highest version) row already effective; a row not yet effective and newer than it is a
//! change waiting its cooling-off.

use casino_core::Currency;
use casino_core::responsible::{Break, LimitKind, Period};
use casino_schema::TransactionKind;
use diesel::prelude::*;
use diesel::sql_types::BigInt;

use crate::db::DbConnection;
use crate::db::fixed_sql::fixed;
use crate::db::schema::{game_rounds, payment_orders, player_limits, players};
use crate::db::statement::{Sql, sql};
use crate::error::AppResult;

/// The sum of `expression` over the rows, 0 for none, as a 64-bit integer on both databases
/// (PostgreSQL sums `BIGINT` into `NUMERIC`).
macro_rules! total {
    ($expression:literal) => {
        fixed::<BigInt>(concat!(
            "CAST(COALESCE(SUM(",
            $expression,
            "), 0) AS BIGINT)"
        ))
    };
}

/// A limit of one kind and period, as the player's changes left it at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limit {
    /// The limit in force (cents); none without a limit.
    pub in_force: Option<i64>,
    /// A waiting change: the value (none for a removal) and when it takes effect.
    pub pending: Option<(Option<i64>, i64)>,
}

/// A change as stored: value, effective time, version.
type Change = (Option<i64>, i64, i64);

fn changes(
    c: &mut DbConnection,
    id: &str,
    kind: LimitKind,
    period: Period,
) -> AppResult<Vec<Change>> {
    Ok(player_limits::table
        .filter(player_limits::player_id.eq(id))
        .filter(player_limits::kind.eq(kind.code()))
        .filter(player_limits::period.eq(period.code()))
        .order(player_limits::version.desc())
        .select((
            player_limits::cents,
            player_limits::effective_at,
            player_limits::version,
        ))
        .load(c)?)
}

/// Player `id`'s limit of `kind` over `period` at `now`.
pub fn limit(
    c: &mut DbConnection,
    id: &str,
    kind: LimitKind,
    period: Period,
    now: i64,
) -> AppResult<Limit> {
    let rows = changes(c, id, kind, period)?;
    let in_force = rows.iter().find(|(_, effective, _)| *effective <= now);
    let pending = rows
        .iter()
        .take_while(|row| Some(*row) != in_force)
        .find(|(_, effective, _)| *effective > now);
    Ok(Limit {
        in_force: in_force.and_then(|(cents, _, _)| *cents),
        pending: pending.map(|(cents, effective, _)| (*cents, *effective)),
    })
}

/// Whether any of player `id`'s deposit or loss limits is in force.
pub fn any_in_force(c: &mut DbConnection, id: &str, now: i64) -> AppResult<bool> {
    for kind in [LimitKind::Deposit, LimitKind::Loss] {
        for period in Period::ALL {
            if limit(c, id, kind, period, now)?.in_force.is_some() {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Writes a change of player `id`'s limit.
pub fn change(
    c: &mut DbConnection,
    id: &str,
    kind: LimitKind,
    period: Period,
    cents: Option<i64>,
    effective_at: i64,
    now: i64,
) -> AppResult<()> {
    let version = changes(c, id, kind, period)?
        .first()
        .map_or(1, |(_, _, v)| v + 1);
    diesel::insert_into(player_limits::table)
        .values((
            player_limits::id.eq(uuid::Uuid::new_v4().to_string()),
            player_limits::player_id.eq(id),
            player_limits::kind.eq(kind.code()),
            player_limits::period.eq(period.code()),
            player_limits::version.eq(version),
            player_limits::cents.eq(cents),
            player_limits::effective_at.eq(effective_at),
            player_limits::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// Player `id`'s deposits in `currency` since `since` that count against a limit: paid, or
/// still under way (so two deposits started together cannot both pass).
pub fn deposited_since(
    c: &mut DbConnection,
    id: &str,
    currency: &str,
    since: i64,
) -> AppResult<i64> {
    let amounts: Vec<i64> = payment_orders::table
        .filter(payment_orders::player_id.eq(id))
        .filter(payment_orders::kind.eq(TransactionKind::Deposit))
        .filter(payment_orders::currency.eq(currency))
        .filter(payment_orders::state.eq_any(["pending", "complete"]))
        .filter(payment_orders::created_at.gt(since))
        .select(payment_orders::amount_cents)
        .load(c)?;
    Ok(amounts.iter().sum())
}

/// Player `id`'s net loss in real money of `currency` since `since`: stakes less what they
/// returned (never below zero), rounds under way included.
pub fn lost_since(c: &mut DbConnection, id: &str, currency: &str, since: i64) -> AppResult<i64> {
    let played = played_since(c, id, currency, since)?;
    Ok((played.staked - played.returned).max(0))
}

/// What a player's real-money rounds of one currency moved since a moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Played {
    pub rounds: i64,
    /// Stakes, in cents.
    pub staked: i64,
    /// What the stakes returned, in cents (a win's part withheld by the net winnings cap is not).
    pub returned: i64,
}

/// Player `id`'s real-money rounds of `currency` opened after `since`, rounds under way
/// included.
pub fn played_since(
    c: &mut DbConnection,
    id: &str,
    currency: &str,
    since: i64,
) -> AppResult<Played> {
    // Summed by the database: a busy player has thousands of rounds a day.
    let (rounds, staked, returned) = game_rounds::table
        .filter(game_rounds::owner.eq(format!("player:{id}")))
        .filter(game_rounds::created_at.gt(since))
        .filter(game_rounds::currency.eq(currency))
        .select((
            fixed::<BigInt>("COUNT(*)"),
            total!("stake_cents"),
            total!("win_cents - withheld_cents"),
        ))
        .get_result::<(i64, i64, i64)>(c)?;
    Ok(Played {
        rounds,
        staked,
        returned,
    })
}

/// The length of a bucket of `net_winnings_hours`.
const HOUR_MS: i64 = 3_600_000;

/// Player `id`'s net winnings in real money of `currency` from rounds opened after `since` and
/// finished, round `except` left out: what they paid less what they staked (negative after
/// losses). The whole hours come from `net_winnings_hours`; only the rounds of the hour `since`
/// falls in are read one by one. A round is counted in its hour once finished (`add_net_won`),
/// so `except`, the round being settled, is in no hour yet.
///
/// The same statement takes the player's row lock for the caller's transaction, as
/// `lock_player` does (on SQLite the writer holds the only write lock already): two wins at
/// once are counted in turn, and the lock costs no round trip of its own.
pub fn lock_and_sum_net_won(
    c: &mut DbConnection,
    id: &str,
    currency: &str,
    since: i64,
    except: &str,
) -> AppResult<i64> {
    #[derive(QueryableByName)]
    struct Net {
        #[diesel(sql_type = BigInt)]
        cents: i64,
    }
    macro_rules! locking {
        ($lock:literal) => {
            concat!(
                "SELECT CAST((SELECT COALESCE(SUM(win_cents - withheld_cents - stake_cents), 0) \
                 FROM game_rounds WHERE owner = ? AND created_at > ? AND created_at < ? \
                 AND currency = ? AND finished = ? AND id <> ?) \
                 + (SELECT COALESCE(SUM(net_cents), 0) FROM net_winnings_hours \
                 WHERE player_id = ? AND currency = ? AND hour >= ?) AS BIGINT) AS cents \
                 FROM players WHERE id = ?",
                $lock
            )
        };
    }
    let text = match c {
        DbConnection::Postgres(_) => locking!(" FOR NO KEY UPDATE"),
        DbConnection::Sqlite(_) => locking!(""),
    };
    let whole_hours_from = since - since.rem_euclid(HOUR_MS) + HOUR_MS;
    let net: Net = sql(text)
        .text(format!("player:{id}"))
        .big_int(since)
        .big_int(whole_hours_from)
        .text(currency)
        .bool(true)
        .text(except)
        .text(id)
        .text(currency)
        .big_int(whole_hours_from)
        .text(id)
        .get_result(c)?;
    Ok(net.cents)
}

/// Counts a real-money round that has just finished in its player's hour (the hour it was
/// opened in): `net` is what it paid less what it staked. Every path that finishes a round
/// calls it in the transaction that finishes it.
pub fn add_net_won(
    c: &mut DbConnection,
    id: &str,
    currency: Currency,
    opened_at: i64,
    net: i64,
) -> AppResult<()> {
    net_won_write(id, currency, opened_at, net).execute(c)?;
    Ok(())
}

/// `add_net_won` as a write for a batch (`db::batch`): a round writes it with its money.
pub fn net_won_write(id: &str, currency: Currency, opened_at: i64, net: i64) -> Sql {
    sql(
        "INSERT INTO net_winnings_hours (player_id, currency, hour, net_cents) \
         VALUES (?, ?, ?, ?) ON CONFLICT (player_id, currency, hour) \
         DO UPDATE SET net_cents = net_winnings_hours.net_cents + excluded.net_cents",
    )
    .text(id)
    .text(currency.code())
    .big_int(opened_at - opened_at.rem_euclid(HOUR_MS))
    .big_int(net)
}

/// What a new real-money bet's checks need of its player, read with the player's row
/// (`games::sessions::bettor`, one statement for the player and all that a bet reads first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BeforeBet {
    /// When the player's last round whose win the net winnings cap cut was settled, if ever.
    pub last_cut: Option<i64>,
    /// Whether the player has ever set a loss limit (a bet of a player without one reads no
    /// more).
    pub loss_limits: bool,
}

/// `BeforeBet::last_cut` as a subquery of a select from `players`. The cut's condition is
/// written out, not bound: the partial index `game_rounds_withheld` serves only a query that
/// states it, and its last entry of the owner is the answer (no time bound needed: an old cut
/// pauses nothing).
pub const LAST_CUT: &str = "(SELECT MAX(game_rounds.updated_at) FROM game_rounds \
     WHERE game_rounds.owner = 'player:' || players.id AND game_rounds.withheld_cents > 0)";

/// `BeforeBet::loss_limits` as a subquery of a select from `players`.
pub const LOSS_LIMITS: &str = "EXISTS (SELECT 1 FROM player_limits \
     WHERE player_limits.player_id = players.id AND player_limits.kind = 'loss')";

/// Takes player `id`'s row lock for the caller's transaction: on PostgreSQL a second deposit of
/// the same player waits here until the first is written, so both are checked against the
/// limit in turn (SQLite runs one writer at a time already).
pub fn lock_player(c: &mut DbConnection, id: &str) -> AppResult<()> {
    sql("UPDATE players SET updated_at = updated_at WHERE id = ?")
        .text(id)
        .execute(c)?;
    Ok(())
}

/// Records player `id`'s session time limit.
pub fn set_session_limit(
    c: &mut DbConnection,
    id: &str,
    limit: &casino_core::responsible::SessionLimit,
) -> AppResult<()> {
    let json = serde_json::to_string(limit).map_err(crate::error::AppError::internal)?;
    diesel::update(players::table.find(id))
        .set(players::session_limit.eq(json))
        .execute(c)?;
    Ok(())
}

/// Records player `id`'s break until `until`.
pub fn set_break(c: &mut DbConnection, id: &str, kind: Break, until: i64) -> AppResult<()> {
    diesel::update(players::table.find(id))
        .set((players::break_kind.eq(kind), players::break_until.eq(until)))
        .execute(c)?;
    Ok(())
}
