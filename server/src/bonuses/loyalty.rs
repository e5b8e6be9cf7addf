//! Loyalty points: earned on real-money stakes, read from the ledger and the rounds when asked (a
//! round writes nothing for them but its game's weight), and exchanged for a loyalty bonus in multiples of 1000 (casino-core's
//! `points_earned` and `redeem`).

use std::collections::BTreeMap;

use casino_core::Currency;
use casino_core::bonus::{self, BonusKind, Redemption};
use casino_core::validate::LOYALTY_STEP;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::BigInt;

use super::campaigns;
use super::held::{self, NewHeld, Status};
use super::life;
use crate::db::DbConnection;
use crate::db::fixed_sql::fixed;
use crate::db::schema::{game_rounds, ledger_postings, ledger_transactions, loyalty_redemptions};
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;
use crate::wallet::ledger::{Account, MovementKind};

/// A player's points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Points {
    pub earned: u64,
    pub redeemed: u64,
}

impl Points {
    pub fn available(self) -> u64 {
        self.earned.saturating_sub(self.redeemed)
    }
}

/// The player's points: one per euro of real money staked in each currency (a stake given back
/// by a rollback does not count), a low-edge game's stakes at its weight (casino-core's
/// `loyalty_stake`), less those redeemed. The stakes are the ledger's (a provider's rounds
/// through the seamless wallet count too); the weights come with this site's rounds.
pub fn points(c: &mut DbConnection, player: &PlayerId) -> AppResult<Points> {
    let stakes: Vec<(String, i64)> = ledger_postings::table
        .inner_join(ledger_transactions::table)
        .filter(ledger_transactions::player_id.eq(player))
        .filter(ledger_transactions::kind.eq_any([MovementKind::Bet, MovementKind::BetRollback]))
        .filter(ledger_postings::account.eq(Account::PlayerReal(player.to_owned()).key()))
        .select((ledger_postings::currency, ledger_postings::amount_cents))
        .load(c)?;
    let mut wagered: BTreeMap<String, i64> = BTreeMap::new();
    for (currency, cents) in stakes {
        // Stakes are debits of the real account.
        *wagered.entry(currency).or_default() -= cents;
    }
    // Real stakes on games of less than full weight, summed by the database per weight: they
    // earn only their weight's part.
    let light: Vec<(String, i64, i64)> = game_rounds::table
        .filter(game_rounds::owner.eq(format!("player:{player}")))
        .filter(game_rounds::weight.lt(100))
        .group_by((game_rounds::currency, game_rounds::weight))
        .select((
            game_rounds::currency,
            game_rounds::weight,
            fixed::<BigInt>("CAST(COALESCE(SUM(stake_cents - bonus_stake_cents), 0) AS BIGINT)"),
        ))
        .load(c)?;
    for (currency, weight, cents) in light {
        let weight = u32::try_from(weight).unwrap_or(100);
        *wagered.entry(currency).or_default() -= cents - bonus::loyalty_stake(cents, weight);
    }
    let earned = wagered
        .iter()
        .filter_map(|(code, cents)| {
            Currency::parse(code).map(|c| bonus::points_earned(c, 0, *cents))
        })
        .sum();
    let spent: Vec<i64> = loyalty_redemptions::table
        .filter(loyalty_redemptions::player_id.eq(player))
        .select(loyalty_redemptions::points)
        .load(c)?;
    let redeemed = spent.iter().map(|p| u64::try_from(*p).unwrap_or(0)).sum();
    Ok(Points { earned, redeemed })
}

/// Exchanges the points `requested` (as typed) for a loyalty bonus in `currency`, under the
/// loyalty campaign's terms, in one transaction. Refused with the rule's message: not a multiple
/// of 1000, more than the player has, or while another bonus is active (one at a time). A
/// repeated idempotency key answers the first redemption.
pub fn redeem(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    requested: &str,
    key: &str,
    now: i64,
) -> AppResult<Redemption> {
    let request_key = format!("{player}:{key}");
    if let Some(first) = repeated(c, &request_key)? {
        return Ok(first);
    }
    super::eligibility::check(c, player, now)?;
    let active = || AppError::rule("points", &casino_core::RuleError::BonusActive);
    if held::active(c, player)?.is_some() {
        return Err(active());
    }
    let available = points(c, player)?.available();
    let r =
        bonus::redeem(currency, requested, available).map_err(|e| AppError::rule("points", &e))?;
    let campaign = campaigns::current(c, currency)?
        .into_iter()
        .find(|k| k.terms.kind == BonusKind::Loyalty)
        .ok_or_else(|| AppError::internal(format!("no loyalty campaign in {}", currency.code())))?;
    let id = uuid::Uuid::new_v4().to_string();
    c.transaction(|c| {
        let inserted = diesel::insert_into(loyalty_redemptions::table)
            .values((
                loyalty_redemptions::id.eq(&id),
                loyalty_redemptions::player_id.eq(player),
                loyalty_redemptions::request_key.eq(&request_key),
                loyalty_redemptions::points.eq(i64::try_from(r.points).unwrap_or(i64::MAX)),
                loyalty_redemptions::currency.eq(currency.code()),
                loyalty_redemptions::bonus_cents.eq(r.bonus),
                loyalty_redemptions::created_at.eq(now),
            ))
            .execute(c);
        match inserted {
            Ok(_) => {}
            // The same key raced in: the first redemption stands.
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
                return repeated(c, &request_key)?
                    .ok_or_else(|| AppError::internal("loyalty key vanished"));
            }
            Err(e) => return Err(e.into()),
        }
        let source = format!("loyalty:{id}");
        let given = NewHeld::without_deposit(
            player,
            currency,
            &campaign,
            &source,
            Status::Active,
            r.bonus,
            now,
        );
        // Another bonus became active meanwhile: the unique index refuses this one.
        let bonus = held::insert(c, &given, now)?.ok_or_else(active)?;
        life::credit_award(c, &bonus, r.bonus, now)?;
        Ok(r)
    })
}

/// The redemption a player's key made before (whose bonus must exist).
fn repeated(c: &mut DbConnection, request_key: &str) -> AppResult<Option<Redemption>> {
    let Some((id, points, bonus_cents)) = loyalty_redemptions::table
        .filter(loyalty_redemptions::request_key.eq(request_key))
        .select((
            loyalty_redemptions::id,
            loyalty_redemptions::points,
            loyalty_redemptions::bonus_cents,
        ))
        .first::<(String, i64, i64)>(c)
        .optional()?
    else {
        return Ok(None);
    };
    held::by_source(c, &format!("loyalty:{id}"))?
        .ok_or_else(|| AppError::internal(format!("loyalty redemption {id} without its bonus")))?;
    Ok(Some(Redemption {
        points: u64::try_from(points).unwrap_or(0),
        bonus: bonus_cents,
    }))
}

/// The bonus money one step of points (1000) is worth in `currency`, in cents.
pub fn step_value(currency: Currency) -> i64 {
    bonus::redeem(currency, &LOYALTY_STEP.to_string(), u64::from(LOYALTY_STEP))
        .map_or(0, |r| r.bonus)
}
