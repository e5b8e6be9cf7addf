//! Players' bonuses as stored: the offer a deposit carries, the one active bonus, and the ended
//! ones (ARCHITECTURE.md, "Bonuses"). A status changes only by a conditional update from the
//! status it is expected to be in, so two racing endings (a cancellation and the last wager) can
//! not both happen.

use casino_core::Currency;
use casino_core::bonus::{ActiveBonus, BonusTerms};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text};

use super::campaigns::Campaign;
use crate::db::DbConnection;
use crate::db::fixed_sql::fixed;
use crate::db::schema::player_bonuses;
use crate::db::statement::{Sql, sql};
use crate::error::{AppError, AppResult};
use crate::ids::{OrderId, PlayerId};
use crate::wallet::ledger::Balance;

/// Where a bonus is in its life; the API's word for it is the stored one.
pub use casino_schema::BonusStatus as Status;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = player_bonuses)]
pub struct Held {
    pub id: String,
    pub player_id: PlayerId,
    pub currency: Currency,
    pub campaign_id: String,
    pub campaign_version: i64,
    pub terms: String,
    pub source: String,
    pub order_id: Option<String>,
    pub status: String,
    pub deposit_cents: i64,
    pub amount_cents: i64,
    pub wagering_required_cents: i64,
    pub wagered_cents: i64,
    pub converted_cents: i64,
    pub forfeited_cents: i64,
    pub created_at: i64,
    pub expires_at: i64,
    pub ended_at: Option<i64>,
}

impl Held {
    pub fn status(&self) -> Status {
        Status::parse(&self.status).unwrap_or(Status::Expired)
    }

    pub fn terms(&self) -> AppResult<BonusTerms> {
        serde_json::from_str(&self.terms)
            .map_err(|e| AppError::internal(format!("bonus {}: terms {e}", self.id)))
    }

    /// The bonus as casino-core's rules read it, holding `bonus_balance`.
    pub fn active(&self, bonus_balance: i64) -> AppResult<ActiveBonus> {
        Ok(ActiveBonus {
            terms: self.terms()?,
            deposit: self.deposit_cents,
            amount: self.amount_cents,
            wagering_required: self.wagering_required_cents,
            wagered: self.wagered_cents,
            bonus_balance,
        })
    }
}

/// A bonus to write.
pub struct NewHeld<'a> {
    pub player_id: &'a str,
    pub currency: Currency,
    pub campaign_id: &'a str,
    pub campaign_version: i64,
    pub terms: &'a BonusTerms,
    pub source: &'a str,
    pub order_id: Option<&'a str>,
    pub status: Status,
    pub deposit_cents: i64,
    pub amount_cents: i64,
    pub wagering_required_cents: i64,
    pub expires_at: i64,
}

impl<'a> NewHeld<'a> {
    /// A bonus of `amount` cents given without a deposit of its own (cashback, code, referral,
    /// loyalty) under `campaign`'s current terms: wagered the campaign's multiple of the amount,
    /// valid for its days from `now`.
    pub fn without_deposit(
        player_id: &'a str,
        currency: Currency,
        campaign: &'a Campaign,
        source: &'a str,
        status: Status,
        amount: i64,
        now: i64,
    ) -> NewHeld<'a> {
        NewHeld {
            player_id,
            currency,
            campaign_id: &campaign.id,
            campaign_version: campaign.version,
            terms: &campaign.terms,
            source,
            order_id: None,
            status,
            deposit_cents: 0,
            amount_cents: amount,
            wagering_required_cents: amount
                .saturating_mul(i64::from(campaign.terms.wagering_multiple)),
            expires_at: super::offers::expiry(&campaign.terms, now),
        }
    }
}

/// Writes a bonus; `None` when its source gave one before (nothing is written).
pub fn insert(c: &mut DbConnection, n: &NewHeld<'_>, now: i64) -> AppResult<Option<Held>> {
    let id = uuid::Uuid::new_v4().to_string();
    let terms = serde_json::to_string(n.terms).map_err(AppError::internal)?;
    // A savepoint, so the unique violation of a repeated source leaves the caller's
    // transaction usable (PostgreSQL aborts a transaction on any error otherwise).
    let written = c.transaction(|c| {
        diesel::insert_into(player_bonuses::table)
            .values((
                player_bonuses::id.eq(&id),
                player_bonuses::player_id.eq(n.player_id),
                player_bonuses::currency.eq(n.currency.code()),
                player_bonuses::campaign_id.eq(n.campaign_id),
                player_bonuses::campaign_version.eq(n.campaign_version),
                player_bonuses::terms.eq(&terms),
                player_bonuses::source.eq(n.source),
                player_bonuses::order_id.eq(n.order_id),
                player_bonuses::status.eq(n.status.as_str()),
                player_bonuses::deposit_cents.eq(n.deposit_cents),
                player_bonuses::amount_cents.eq(n.amount_cents),
                player_bonuses::wagering_required_cents.eq(n.wagering_required_cents),
                player_bonuses::wagered_cents.eq(0),
                player_bonuses::converted_cents.eq(0),
                player_bonuses::forfeited_cents.eq(0),
                player_bonuses::created_at.eq(now),
                player_bonuses::expires_at.eq(n.expires_at),
            ))
            .execute(c)
    });
    match written {
        Ok(_) => {}
        Err(diesel::result::Error::DatabaseError(
            diesel::result::DatabaseErrorKind::UniqueViolation,
            _,
        )) => return Ok(None),
        Err(e) => return Err(e.into()),
    }
    find(c, &id)
}

pub fn find(c: &mut DbConnection, id: &str) -> AppResult<Option<Held>> {
    Ok(player_bonuses::table
        .find(id)
        .select(Held::as_select())
        .first(c)
        .optional()?)
}

/// The bonus a source gave, if any.
pub fn by_source(c: &mut DbConnection, source: &str) -> AppResult<Option<Held>> {
    Ok(player_bonuses::table
        .filter(player_bonuses::source.eq(source))
        .select(Held::as_select())
        .first(c)
        .optional()?)
}

/// The offer a deposit order carries, if any.
pub fn offer_of(c: &mut DbConnection, order_id: &OrderId) -> AppResult<Option<Held>> {
    Ok(player_bonuses::table
        .filter(player_bonuses::order_id.eq(order_id))
        .filter(player_bonuses::status.eq(Status::Offered.as_str()))
        .select(Held::as_select())
        .first(c)
        .optional()?)
}

/// The player's active bonus and balances in its currency, read with the player's row by a
/// bet's first statement (`games::sessions::bettor`): `ACTIVE_JOIN` after `FROM players`,
/// `ACTIVE_COLUMNS` among its columns, read back as an `ActiveRead`. A bet of a player without
/// one reads no more; one with one reads nothing again (round trips are what a round costs).
pub const ACTIVE_JOIN: &str = "LEFT JOIN player_bonuses ON player_bonuses.player_id = players.id \
     AND player_bonuses.status = 'active'";

/// See `ACTIVE_JOIN`: the bonus's columns, prefixed, as `ActiveRead` names them.
pub const ACTIVE_COLUMNS: &str = "player_bonuses.id AS b_id, player_bonuses.currency AS b_currency, \
     player_bonuses.campaign_id AS b_campaign_id, \
     player_bonuses.campaign_version AS b_campaign_version, player_bonuses.terms AS b_terms, \
     player_bonuses.source AS b_source, player_bonuses.order_id AS b_order_id, \
     player_bonuses.deposit_cents AS b_deposit_cents, player_bonuses.amount_cents AS b_amount_cents, \
     player_bonuses.wagering_required_cents AS b_wagering_required_cents, \
     player_bonuses.wagered_cents AS b_wagered_cents, \
     player_bonuses.converted_cents AS b_converted_cents, \
     player_bonuses.forfeited_cents AS b_forfeited_cents, \
     player_bonuses.created_at AS b_created_at, player_bonuses.expires_at AS b_expires_at, \
     (SELECT real_cents FROM wallets WHERE wallets.player_id = player_bonuses.player_id \
      AND wallets.currency = player_bonuses.currency) AS b_real_cents, \
     (SELECT bonus_cents FROM wallets WHERE wallets.player_id = player_bonuses.player_id \
      AND wallets.currency = player_bonuses.currency) AS b_bonus_cents";

/// The columns `ACTIVE_COLUMNS` adds to a row: all null when the player has no active bonus.
#[derive(Debug, QueryableByName)]
pub struct ActiveRead {
    #[diesel(sql_type = Nullable<Text>)]
    b_id: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    b_currency: Option<Currency>,
    #[diesel(sql_type = Nullable<Text>)]
    b_campaign_id: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_campaign_version: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    b_terms: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    b_source: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    b_order_id: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_deposit_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_amount_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_wagering_required_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_wagered_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_converted_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_forfeited_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_created_at: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_expires_at: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_real_cents: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    b_bonus_cents: Option<i64>,
}

impl ActiveRead {
    /// The active bonus of `player` and the balances in its currency, if it has one.
    pub fn into_held(self, player: &PlayerId) -> Option<(Held, Balance)> {
        let held = Held {
            id: self.b_id?,
            player_id: player.to_owned(),
            currency: self.b_currency?,
            campaign_id: self.b_campaign_id?,
            campaign_version: self.b_campaign_version?,
            terms: self.b_terms?,
            source: self.b_source?,
            order_id: self.b_order_id,
            status: Status::Active.as_str().to_owned(),
            deposit_cents: self.b_deposit_cents?,
            amount_cents: self.b_amount_cents?,
            wagering_required_cents: self.b_wagering_required_cents?,
            wagered_cents: self.b_wagered_cents?,
            converted_cents: self.b_converted_cents?,
            forfeited_cents: self.b_forfeited_cents?,
            created_at: self.b_created_at?,
            expires_at: self.b_expires_at?,
            ended_at: None,
        };
        let balance = Balance {
            real: self.b_real_cents.unwrap_or(0),
            bonus: self.b_bonus_cents.unwrap_or(0),
        };
        Some((held, balance))
    }
}

/// The player's active bonus, whatever its state of validity.
pub fn active(c: &mut DbConnection, player: &PlayerId) -> AppResult<Option<Held>> {
    Ok(player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        // Written out, so the partial index `player_bonuses_one_active` answers it (every bet asks).
        .filter(fixed::<Bool>("status = 'active'"))
        .select(Held::as_select())
        .first(c)
        .optional()?)
}

/// Active bonuses whose time ran out before `now`, oldest first, at most `limit` of them: what the
/// schedule ends (a bonus nobody reads would otherwise end only at its player's next visit).
pub fn run_out(c: &mut DbConnection, now: i64, limit: i64) -> AppResult<Vec<Held>> {
    Ok(player_bonuses::table
        .filter(fixed::<Bool>("status = 'active'"))
        .filter(player_bonuses::expires_at.le(now))
        .order(player_bonuses::expires_at)
        .limit(limit)
        .select(Held::as_select())
        .load(c)?)
}

/// `active` with the player's balances in the bonus's currency, read by the same statement: a
/// bet with a bonus needs both, and round trips are what a round costs.
pub fn active_with_balance(
    c: &mut DbConnection,
    player: &PlayerId,
) -> AppResult<Option<(Held, Balance)>> {
    const REAL: &str = "COALESCE((SELECT real_cents FROM wallets \
         WHERE wallets.player_id = player_bonuses.player_id \
         AND wallets.currency = player_bonuses.currency), 0)";
    const BONUS: &str = "COALESCE((SELECT bonus_cents FROM wallets \
         WHERE wallets.player_id = player_bonuses.player_id \
         AND wallets.currency = player_bonuses.currency), 0)";
    let found: Option<(Held, (i64, i64))> = player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(fixed::<Bool>("status = 'active'"))
        .select((
            Held::as_select(),
            (fixed::<BigInt>(REAL), fixed::<BigInt>(BONUS)),
        ))
        .first(c)
        .optional()?;
    Ok(found.map(|(held, (real, bonus))| (held, Balance { real, bonus })))
}

/// The player's bonuses other than open offers and queued codes, newest first.
pub fn history(c: &mut DbConnection, player: &PlayerId, limit: i64) -> AppResult<Vec<Held>> {
    Ok(player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(player_bonuses::status.ne_all([Status::Offered.as_str(), Status::Queued.as_str()]))
        .order((player_bonuses::created_at.desc(), player_bonuses::id.desc()))
        .limit(limit)
        .select(Held::as_select())
        .load(c)?)
}

/// The player's code bonuses queued for the next deposit, oldest first.
pub fn queued(c: &mut DbConnection, player: &PlayerId) -> AppResult<Vec<Held>> {
    Ok(player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(player_bonuses::status.eq(Status::Queued.as_str()))
        .order((player_bonuses::created_at.asc(), player_bonuses::id.asc()))
        .select(Held::as_select())
        .load(c)?)
}

/// Makes an offer (or a queued code bonus: `from`) active with the amounts its credited deposit
/// earned. False when it was not in `from` any more, or when the player holds another active
/// bonus (the unique index says so).
#[allow(clippy::too_many_arguments)]
pub fn activate(
    c: &mut DbConnection,
    from: Status,
    id: &str,
    deposit: i64,
    amount: i64,
    required: i64,
    expires_at: i64,
    now: i64,
) -> AppResult<bool> {
    let changed = c.transaction(|c| {
        diesel::update(
            player_bonuses::table
                .find(id)
                .filter(player_bonuses::status.eq(from.as_str())),
        )
        .set((
            player_bonuses::status.eq(Status::Active.as_str()),
            player_bonuses::deposit_cents.eq(deposit),
            player_bonuses::amount_cents.eq(amount),
            player_bonuses::wagering_required_cents.eq(required),
            player_bonuses::created_at.eq(now),
            player_bonuses::expires_at.eq(expires_at),
        ))
        .execute(c)
    });
    match changed {
        Ok(n) => Ok(n == 1),
        Err(diesel::result::Error::DatabaseError(
            diesel::result::DatabaseErrorKind::UniqueViolation,
            _,
        )) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Ends an active bonus (`to` is wagered, forfeited, expired or lost) with what became real
/// money and what was removed. False when it was not active any more.
pub fn end(
    c: &mut DbConnection,
    id: &str,
    to: Status,
    converted: i64,
    forfeited: i64,
    now: i64,
) -> AppResult<bool> {
    Ok(diesel::update(
        player_bonuses::table
            .find(id)
            .filter(player_bonuses::status.eq(Status::Active.as_str())),
    )
    .set((
        player_bonuses::status.eq(to.as_str()),
        player_bonuses::converted_cents.eq(converted),
        player_bonuses::forfeited_cents.eq(forfeited),
        player_bonuses::ended_at.eq(Some(now)),
    ))
    .execute(c)?
        == 1)
}

/// Records deposit order `order_id` as the one bonus `id` came with.
pub fn set_order(c: &mut DbConnection, id: &str, order_id: &OrderId) -> AppResult<()> {
    diesel::update(player_bonuses::table.find(id))
        .set(player_bonuses::order_id.eq(order_id))
        .execute(c)?;
    Ok(())
}

/// Withdraws an offer whose deposit failed or could not carry it: it was never a bonus, and its
/// source is free again (a welcome bonus stays the player's to take with the next deposit). A
/// scheduled bonus (weekly, monthly) was the player's before the deposit: it waits again, until
/// it runs out, for another one.
pub fn drop_offer(c: &mut DbConnection, id: &str) -> AppResult<()> {
    let offered = player_bonuses::table
        .find(id)
        .filter(player_bonuses::status.eq(Status::Offered.as_str()));
    let scheduled = match find(c, id)? {
        Some(b) => b.terms()?.kind.scheduled(),
        None => return Ok(()),
    };
    if scheduled {
        diesel::update(offered)
            .set((
                player_bonuses::order_id.eq(None::<String>),
                player_bonuses::deposit_cents.eq(0),
                player_bonuses::amount_cents.eq(0),
                player_bonuses::wagering_required_cents.eq(0),
            ))
            .execute(c)?;
    } else {
        diesel::delete(offered).execute(c)?;
    }
    Ok(())
}

/// Makes the scheduled bonus `id`, waiting for a deposit, the offer of deposit order `order_id`
/// with the amounts that deposit earns. False when it was not waiting any more (taken by another
/// deposit, expired).
pub fn attach(
    c: &mut DbConnection,
    id: &str,
    order_id: &OrderId,
    deposit: i64,
    amount: i64,
    required: i64,
) -> AppResult<bool> {
    Ok(diesel::update(
        player_bonuses::table
            .find(id)
            .filter(player_bonuses::status.eq(Status::Offered.as_str()))
            .filter(player_bonuses::order_id.is_null()),
    )
    .set((
        player_bonuses::order_id.eq(order_id),
        player_bonuses::deposit_cents.eq(deposit),
        player_bonuses::amount_cents.eq(amount),
        player_bonuses::wagering_required_cents.eq(required),
    ))
    .execute(c)?
        == 1)
}

/// Whether the player has an offer waiting for a deposit or an active bonus. A bonus waiting to
/// be claimed (a cashback) does not count: it waits for the player, not for a deposit.
pub fn open_or_active(c: &mut DbConnection, player: &PlayerId) -> AppResult<bool> {
    let waiting_deposit = player_bonuses::status
        .eq(Status::Offered.as_str())
        .and(player_bonuses::order_id.is_not_null());
    Ok(player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(waiting_deposit.or(player_bonuses::status.eq(Status::Active.as_str())))
        .count()
        .get_result::<i64>(c)?
        > 0)
}

/// The bonuses waiting for the player to claim them (offered without a deposit order), oldest
/// first; those whose time to claim ran out are marked expired first (no money had moved).
pub fn claimable(c: &mut DbConnection, player: &PlayerId, now: i64) -> AppResult<Vec<Held>> {
    let waiting = player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(player_bonuses::status.eq(Status::Offered.as_str()))
        .filter(player_bonuses::order_id.is_null());
    diesel::update(waiting.filter(player_bonuses::expires_at.le(now)))
        .set((
            player_bonuses::status.eq(Status::Expired.as_str()),
            player_bonuses::ended_at.eq(Some(now)),
        ))
        .execute(c)?;
    Ok(waiting
        .order((player_bonuses::created_at.asc(), player_bonuses::id.asc()))
        .select(Held::as_select())
        .load(c)?)
}

/// Counts `cents` of stakes towards the bonus's wagering (an increment in the database, so
/// concurrent rounds of one player both count): the write, for the batch of the stake's
/// transaction (`db::batch`).
pub fn add_wagered_write(id: &str, cents: i64) -> Sql {
    sql("UPDATE player_bonuses SET wagered_cents = wagered_cents + ? WHERE id = ?")
        .big_int(cents)
        .text(id)
}
