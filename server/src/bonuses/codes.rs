//! Bonus and promo codes: a code names the campaign whose bonus it gives.
//!
//! - A player whose identity is verified gets the bonus at once (`front/bonuscode_deposit_processor`:
//!   'bonus code applied'), unless another bonus is active (one at a time: nothing is used).
//! - A player not yet verified has it queued: it becomes active with their next deposit
//!   (SPEC section 4). The promo code given at sign-up is queued that way.
//! - A shared code gives its bonus once per player, a single-use code once in all; an unknown,
//!   inactive or used code is refused with 'The bonus code is either not exist or already used.'
//!   The bonus's unique source makes "used" exact when two players race for a single-use code.

use casino_core::bonus::award;
use casino_core::{Currency, RuleError};
use diesel::prelude::*;

use super::campaigns;
use super::held::{self, Held, NewHeld, Status};
use super::{life, offers};
use crate::accounts::AfterSignUp;
use crate::db::DbConnection;
use crate::db::schema::promo_codes;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};
use crate::player::Player;

/// What applying a code did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    /// The bonus is active and its money credited.
    Active(Held),
    /// The bonus waits for the player's next deposit.
    Queued(Held),
}

/// The stored form of a typed code.
/// The example codes a development site offers (they give the `bonus-code` campaign's bonus);
/// a production site has only the codes its administrators make.
pub const DEVELOPMENT_CODES: [&str; 2] = ["WELCOME100", "EMERAUDE"];

/// Creates the development codes where missing (development only: see `DEVELOPMENT_CODES`).
pub fn seed_development(c: &mut DbConnection) -> AppResult<()> {
    for code in DEVELOPMENT_CODES {
        crate::db::statement::sql(
            "INSERT INTO promo_codes (code, active, campaign_id, single_use) \
             VALUES (?, TRUE, 'bonus-code', FALSE) ON CONFLICT DO NOTHING",
        )
        .text(code)
        .execute(c)?;
    }
    Ok(())
}

pub fn normalise(code: &str) -> String {
    code.trim().to_uppercase()
}

fn invalid() -> AppError {
    AppError::on_field(ErrorKind::Invalid, "bonus_code_invalid", "code")
}

/// Applies `typed` for `player` in `currency`, in the caller's transaction: at once when
/// `verified`, else queued for the next deposit. Refused with the spec's message for a code that
/// does not exist, is inactive, gives no bonus in `currency` or was used; and with the bonus rule's
/// while a bonus is active (a verified player's code is then left unused).
pub fn apply(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    typed: &str,
    verified: bool,
    now: i64,
) -> AppResult<Applied> {
    let code = normalise(typed);
    let (campaign_id, single_use): (Option<String>, bool) = promo_codes::table
        .filter(promo_codes::code.eq(&code))
        .filter(promo_codes::active.eq(true))
        .select((promo_codes::campaign_id, promo_codes::single_use))
        .first(c)
        .optional()?
        .ok_or_else(invalid)?;
    let campaign = campaigns::current(c, currency)?
        .into_iter()
        .find(|k| Some(&k.id) == campaign_id.as_ref())
        .ok_or_else(invalid)?;
    let source = if single_use {
        format!("code:{code}")
    } else {
        format!("code:{code}:{player}")
    };
    if held::by_source(c, &source)?.is_some() {
        return Err(invalid());
    }
    let active = || AppError::rule("code", &RuleError::BonusActive);
    if verified && held::active(c, player)?.is_some() {
        return Err(active());
    }
    // Without a deposit of its own the bonus is the campaign's fixed amount; a queued one is
    // worked out again from the deposit that activates it.
    let given = award(&campaign.terms, 0).map_or(0, |a| a.bonus);
    let status = if verified {
        Status::Active
    } else {
        Status::Queued
    };
    let written = held::insert(
        c,
        &NewHeld::without_deposit(player, currency, &campaign, &source, status, given, now),
        now,
    )?;
    // Refused by a unique index: the source was taken meanwhile, or (verified) another bonus
    // became active meanwhile.
    let Some(bonus) = written else {
        return Err(if held::by_source(c, &source)?.is_some() {
            invalid()
        } else {
            active()
        });
    };
    if !verified {
        return Ok(Applied::Queued(bonus));
    }
    life::credit_award(c, &bonus, given, now)?;
    Ok(Applied::Active(bonus))
}

/// A deposit of `deposit` cents was credited and carried no bonus of its own: the player's oldest
/// queued code bonus in its currency becomes active with it, for what casino-core's `award` gives
/// on that deposit, and it is the bonus of deposit order `order_id` from then on (a refund of
/// that deposit forfeits it). A queued bonus the deposit cannot carry (below its minimum) keeps
/// waiting.
pub fn on_deposit(
    c: &mut DbConnection,
    order_id: &OrderId,
    player: &PlayerId,
    currency: Currency,
    deposit: i64,
    now: i64,
) -> AppResult<Option<Held>> {
    let Some(q) = held::queued(c, player)?
        .into_iter()
        .find(|b| b.currency == currency)
    else {
        return Ok(None);
    };
    let terms = q.terms()?;
    let Ok(a) = award(&terms, deposit) else {
        return Ok(None);
    };
    let until = offers::expiry(&terms, now);
    if !held::activate(
        c,
        Status::Queued,
        &q.id,
        deposit,
        a.bonus,
        a.wagering_required,
        until,
        now,
    )? {
        // Another bonus is active: this one keeps waiting for a later deposit.
        return Ok(None);
    }
    held::set_order(c, &q.id, order_id)?;
    life::credit_award(c, &q, a.bonus, now)?;
    held::find(c, &q.id)
}

/// What the bonuses do at a sign-up, in its transaction: the promo code's bonus is queued and
/// the referral (the `?ref=` code of the link the player came with) recorded.
pub fn signed_up(referral: String) -> AfterSignUp {
    Box::new(move |c, p, now| {
        queue_promo_code(c, p, now)?;
        super::referral::record(c, p, &referral, now)
    })
}

/// At sign-up, in its transaction: the promo code the player gave is queued for their first
/// deposit. A code the sign-up accepted that gives no bonus here (none in the player's currency,
/// or a single-use code taken meanwhile) gives nothing, and the sign-up goes on.
pub fn queue_promo_code(c: &mut DbConnection, p: &Player, now: i64) -> AppResult<()> {
    let Some(code) = p.promo_code.as_deref() else {
        return Ok(());
    };
    match apply(c, &p.id, p.currency, code, false, now) {
        Err(e) if e.code == "bonus_code_invalid" => Ok(()),
        done => done.map(drop),
    }
}
