//! Refer a friend: a player's referral code (made when first asked for), the friends who signed
//! up with it, and the referrer's bonus per friend (the `referral` campaign's) once that friend is
//! verified and has deposited, whichever comes last. The bonus waits for the referrer to claim it
//! (like the cashback), so it never takes the place of a bonus being wagered; its source
//! `referral:{friend}` makes it once per friend, whichever of the two events calls first.

use casino_core::Currency;
use casino_core::bonus::{BonusKind, award};
use casino_core::payments::Verification;
use casino_schema::{OrderState, TransactionKind};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::campaigns;
use super::held::{self, NewHeld, Status};
use super::notices::{self, News};
use super::offers;
use crate::db::DbConnection;
use crate::db::schema::{payment_orders, player_bonuses, referral_codes, referrals};
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;
use crate::player::{self, Player};

/// Characters of a referral code: no 0/O or 1/I to misread.
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 8;

fn new_code() -> String {
    let bytes = uuid::Uuid::new_v4().into_bytes();
    bytes
        .iter()
        .take(CODE_LEN)
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect()
}

/// The player's referral code, made on first use.
pub fn code_of(c: &mut DbConnection, player: &PlayerId, now: i64) -> AppResult<String> {
    for _ in 0..5 {
        if let Some(code) = referral_codes::table
            .filter(referral_codes::player_id.eq(player))
            .select(referral_codes::code)
            .first::<String>(c)
            .optional()?
        {
            return Ok(code);
        }
        let written = c.transaction(|c| {
            diesel::insert_into(referral_codes::table)
                .values((
                    referral_codes::code.eq(new_code()),
                    referral_codes::player_id.eq(player),
                    referral_codes::created_at.eq(now),
                ))
                .execute(c)
        });
        match written {
            // A code taken by someone else, or this player's made by a racing request: look
            // again.
            Ok(_) | Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Err(AppError::internal("no free referral code after 5 tries"))
}

/// At sign-up: the new player `friend` came with the referral code `typed`. An unknown code, or
/// the player's own, records nothing: a stale link never stops a sign-up.
pub fn record(c: &mut DbConnection, friend: &Player, typed: &str, now: i64) -> AppResult<()> {
    let typed = typed.trim().to_uppercase();
    if typed.is_empty() {
        return Ok(());
    }
    let Some(referrer) = referral_codes::table
        .filter(referral_codes::code.eq(&typed))
        .select(referral_codes::player_id)
        .first::<PlayerId>(c)
        .optional()?
    else {
        return Ok(());
    };
    if referrer == friend.id {
        return Ok(());
    }
    diesel::insert_into(referrals::table)
        .values((
            referrals::friend_id.eq(&friend.id),
            referrals::referrer_id.eq(&referrer),
            referrals::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// A refund was asked for a deposit of `friend`, in its transaction: when none of their credited
/// deposits is left unrefunded, the referral bonus it gave their referrer is withdrawn (still
/// waiting to be claimed) or forfeited (active). A later deposit gives it again.
pub fn withdraw_after_refund(c: &mut DbConnection, friend: &PlayerId, now: i64) -> AppResult<()> {
    let refunded = crate::wallet::refunded_deposits(c, friend)?;
    let kept: i64 = payment_orders::table
        .filter(payment_orders::player_id.eq(friend))
        .filter(payment_orders::kind.eq(TransactionKind::Deposit))
        .filter(payment_orders::state.eq(OrderState::Complete))
        .filter(payment_orders::id.ne_all(&refunded))
        .count()
        .get_result(c)?;
    if kept > 0 {
        return Ok(());
    }
    let Some(b) = held::by_source(c, &format!("referral:{friend}"))? else {
        return Ok(());
    };
    match b.status() {
        Status::Offered => held::drop_offer(c, &b.id),
        Status::Active => super::life::end(c, &b, Status::Forfeited, now).map(drop),
        _ => Ok(()),
    }
}

/// Gives the referrer of `friend` their bonus when it is due: the friend is verified and has a
/// deposit credited. Called when either happens; `true` when this call gave it.
pub fn reward_if_due(c: &mut DbConnection, friend: &PlayerId, now: i64) -> AppResult<bool> {
    let Some(referrer) = referrals::table
        .find(friend)
        .select(referrals::referrer_id)
        .first::<PlayerId>(c)
        .optional()?
    else {
        return Ok(false);
    };
    let Some(f) = player::find(c, friend)? else {
        return Ok(false);
    };
    let verified = f.verification != Verification::None;
    if !verified || !offers::has_deposited(c, friend)? {
        return Ok(false);
    }
    let Some(r) = player::find(c, &referrer)? else {
        return Ok(false);
    };
    // A player does not refer himself: nothing for accounts that may be one person.
    let links = crate::accounts::links_between(c, &r, &f)?;
    if !links.is_empty() {
        tracing::info!(
            referrer = %r.id,
            friend = %f.id,
            ?links,
            "referral between linked accounts refused"
        );
        return Ok(false);
    }
    let currency: Currency = r.currency;
    let Some(campaign) = campaigns::current(c, currency)?
        .into_iter()
        .find(|k| k.terms.kind == BonusKind::Referral)
    else {
        return Ok(false);
    };
    let amount = award(&campaign.terms, 0).map_or(0, |a| a.bonus);
    if amount <= 0 {
        return Ok(false);
    }
    let source = format!("referral:{friend}");
    let given = held::insert(
        c,
        &NewHeld::without_deposit(
            &referrer,
            currency,
            &campaign,
            &source,
            Status::Offered,
            amount,
            now,
        ),
        now,
    )?;
    let Some(given) = given else {
        return Ok(false);
    };
    notices::tell(c, &given, News::Offered, amount, now)?;
    Ok(true)
}

/// The player's referral figures: friends signed up with their code, and bonuses given for them.
pub fn counts(c: &mut DbConnection, player: &PlayerId) -> AppResult<(u32, u32)> {
    let friends: i64 = referrals::table
        .filter(referrals::referrer_id.eq(player))
        .count()
        .get_result(c)?;
    let rewarded: i64 = player_bonuses::table
        .filter(player_bonuses::player_id.eq(player))
        .filter(player_bonuses::source.like("referral:%"))
        .count()
        .get_result(c)?;
    Ok((
        u32::try_from(friends).unwrap_or(u32::MAX),
        u32::try_from(rewarded).unwrap_or(u32::MAX),
    ))
}
