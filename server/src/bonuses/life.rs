//! A bonus's life in money: the award credits the player's bonus account from the house; the
//! end moves what is left of it to the real account (wagered, up to the cap) or back to the house
//! (forfeited, expired). Each move is a ledger posting with its own idempotency key, in the
//! transaction that changes the bonus's status, so a status and its money never disagree.

use casino_core::bonus::{self, award};
use casino_core::{Currency, RuleError};
use diesel::Connection;

use super::held::{self, Held, Status};
use super::notices::{self, News};
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};
use crate::wallet::ledger::{self, Account, Balance, Movement, MovementKind};

/// How a bonus ended, in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ended {
    pub status: Status,
    /// Bonus money that became real money.
    pub converted: i64,
    /// Bonus money removed.
    pub forfeited: i64,
}

/// The player's active bonus, ended first when its validity has run out (then `None`).
pub fn current(c: &mut DbConnection, player: &PlayerId, now: i64) -> AppResult<Option<Held>> {
    let found = held::active(c, player)?.map(|held| (held, ()));
    Ok(unexpired(c, found, now)?.map(|(held, ())| held))
}

/// `current` with the player's balances in its currency (`held::active_with_balance`).
pub fn current_with_balance(
    c: &mut DbConnection,
    player: &PlayerId,
    now: i64,
) -> AppResult<Option<(Held, Balance)>> {
    let found = held::active_with_balance(c, player)?;
    unexpired(c, found, now)
}

/// An active bonus read with `T`, unless its validity has run out: then it ends now.
pub(crate) fn unexpired<T>(
    c: &mut DbConnection,
    found: Option<(Held, T)>,
    now: i64,
) -> AppResult<Option<(Held, T)>> {
    let Some((held, with)) = found else {
        return Ok(None);
    };
    if held.expires_at > now {
        return Ok(Some((held, with)));
    }
    end(c, &held, Status::Expired, now)?;
    Ok(None)
}

/// Ends the active bonuses whose time ran out, each in its own transaction (a failure leaves the
/// others ended and itself for the next look): the players whose bonus ended, to be told.
pub async fn expire_due(db: &Db, now: i64) -> AppResult<Vec<PlayerId>> {
    /// Bonuses ended per look; the rest wait five minutes for the next one.
    const BATCH: i64 = 500;
    let due = db.run(move |c| held::run_out(c, now, BATCH)).await?;
    let mut ended = Vec::with_capacity(due.len());
    for b in due {
        let player = b.player_id.clone();
        let done = db.write(move |c| end(c, &b, Status::Expired, now)).await?;
        if done.is_some() {
            ended.push(player);
        }
    }
    Ok(ended)
}

/// The money a deposit order's offer becomes once the deposit is credited, in the credit's
/// transaction: the bonus casino-core's `award` gives for the deposit, in the bonus account. An
/// offer the deposit cannot carry (below its minimum, or another bonus became active meanwhile)
/// is withdrawn and the deposit stays a plain deposit. A deposit without an offer activates the
/// player's queued code bonus, if any (`codes::on_deposit`).
pub fn on_deposit_credited(
    c: &mut DbConnection,
    order_id: &OrderId,
    player: &PlayerId,
    currency: Currency,
    deposit: i64,
    now: i64,
) -> AppResult<Option<Held>> {
    let Some(offer) = held::offer_of(c, order_id)? else {
        return super::codes::on_deposit(c, order_id, player, currency, deposit, now);
    };
    let terms = offer.terms()?;
    let Ok(a) = award(&terms, deposit) else {
        held::drop_offer(c, &offer.id)?;
        return Ok(None);
    };
    let until = super::offers::expiry(&terms, now);
    if !held::activate(
        c,
        Status::Offered,
        &offer.id,
        deposit,
        a.bonus,
        a.wagering_required,
        until,
        now,
    )? {
        held::drop_offer(c, &offer.id)?;
        return Ok(None);
    }
    credit_award(c, &offer, a.bonus, now)?;
    let Some(active) = held::find(c, &offer.id)? else {
        return Ok(None);
    };
    if a.wagering_required <= 0 {
        end(c, &active, Status::Wagered, now)?;
    }
    Ok(Some(active))
}

/// A refund was asked for deposit order `order_id` of `player`, in its transaction: the bonus the
/// deposit carried, still active (a refund needs the deposit unplayed), is forfeited, its whole
/// balance back to the house. The money that paid for a bonus never goes back while the bonus
/// stays.
pub fn forfeit_for_refund(
    c: &mut DbConnection,
    player: &PlayerId,
    order_id: &OrderId,
    now: i64,
) -> AppResult<()> {
    if let Some(b) = held::active(c, player)?
        && b.order_id.as_deref() == Some(order_id)
    {
        end(c, &b, Status::Forfeited, now)?;
    }
    Ok(())
}

/// Claims the waiting bonus `id` (a cashback, a referral reward): it becomes the active bonus, its validity counted
/// from now, and its money is credited, in one transaction. Refused while another bonus is active
/// (one at a time, also when two claims race: the unique index decides), and for a bonus that is
/// not the player's or no longer waiting. A scheduled bonus (weekly, monthly) is refused with its
/// minimum deposit: it is taken with a deposit.
pub fn claim(c: &mut DbConnection, player: &PlayerId, id: &str, now: i64) -> AppResult<Held> {
    let gone = || AppError::on_field(ErrorKind::Conflict, "bonus_not_claimable", "bonus");
    let active = || AppError::rule("bonus", &RuleError::BonusActive);
    c.transaction(|c| {
        super::eligibility::check(c, player, now)?;
        let waiting = held::claimable(c, player, now)?
            .into_iter()
            .find(|b| b.id == id)
            .ok_or_else(gone)?;
        let terms = waiting.terms()?;
        if terms.kind.scheduled() {
            // Its amount is a share of a deposit: it is taken with one (`offers::choose`).
            let min = casino_core::money::from_cents(terms.min_deposit);
            return Err(AppError::rule("bonus", &RuleError::BonusMinDeposit { min }));
        }
        if current(c, player, now)?.is_some() {
            return Err(active());
        }
        let until = super::offers::expiry(&terms, now);
        let (deposit, amount, required) = (
            waiting.deposit_cents,
            waiting.amount_cents,
            waiting.wagering_required_cents,
        );
        if !held::activate(
            c,
            Status::Offered,
            id,
            deposit,
            amount,
            required,
            until,
            now,
        )? {
            return Err(active());
        }
        credit_award(c, &waiting, amount, now)?;
        held::find(c, id)?.ok_or_else(gone)
    })
}

/// The award's posting: from the house to the player's bonus account; the player reads of it in
/// the mail box.
pub fn credit_award(c: &mut DbConnection, b: &Held, cents: i64, now: i64) -> AppResult<()> {
    if cents <= 0 {
        return Ok(());
    }
    notices::tell(c, b, News::Credited, cents, now)?;
    ledger::post(
        c,
        &Movement {
            key: format!("bonus:{}:award", b.id),
            kind: MovementKind::BonusAward,
            player_id: Some(b.player_id.clone()),
            currency: b.currency,
            legs: vec![
                (Account::House, -cents),
                (Account::PlayerBonus(b.player_id.clone()), cents),
            ],
        },
        now,
    )?;
    Ok(())
}

/// Ends an active bonus. Wagered: the bonus balance becomes real money up to the cap
/// (casino-core's `conversion`), the rest goes back to the house. Forfeited, expired or lost:
/// the whole bonus balance goes back to the house. `None` when the bonus was no longer active
/// (another request ended it first; nothing moved).
pub fn end(c: &mut DbConnection, b: &Held, to: Status, now: i64) -> AppResult<Option<Ended>> {
    let currency = b.currency;
    let balance = ledger::balance(c, &b.player_id, currency)?.bonus;
    let (converted, forfeited) = if to == Status::Wagered {
        let v = bonus::conversion(&b.terms()?, b.deposit_cents, b.amount_cents, balance);
        (v.to_real, v.forfeited)
    } else {
        (0, balance)
    };
    if !held::end(c, &b.id, to, converted, forfeited, now)? {
        return Ok(None);
    }
    if balance > 0 {
        ledger::post(c, &ending(b, currency, to, converted, forfeited), now)?;
    }
    // What the player did not do themselves is told: the wagering completed with money to show
    // for it, the time running out. A cancellation or a bonus played away needs no letter.
    match to {
        Status::Wagered if converted > 0 => notices::tell(c, b, News::Converted, converted, now)?,
        Status::Expired => notices::tell(c, b, News::Expired, forfeited, now)?,
        _ => {}
    }
    Ok(Some(Ended {
        status: to,
        converted,
        forfeited,
    }))
}

/// The posting that empties the bonus account at the end of a bonus.
fn ending(b: &Held, currency: Currency, to: Status, converted: i64, forfeited: i64) -> Movement {
    let player = &b.player_id;
    let legs = [
        (
            Account::PlayerBonus(player.clone()),
            -(converted + forfeited),
        ),
        (Account::PlayerReal(player.clone()), converted),
        (Account::House, forfeited),
    ]
    .into_iter()
    .filter(|(_, cents)| *cents != 0)
    .collect();
    Movement {
        key: format!("bonus:{}:end", b.id),
        kind: match to {
            Status::Wagered => MovementKind::BonusConvert,
            Status::Expired => MovementKind::BonusExpire,
            _ => MovementKind::BonusForfeit,
        },
        player_id: Some(player.clone()),
        currency,
        legs,
    }
}

/// The active bonus's stakes still needed before a cash-out in `currency` (0 without an active
/// bonus, or for money of another currency, which is not tied to it). casino-core's
/// `withdrawal_quote` refuses a cash-out while it is above zero.
pub fn wagering_left(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<i64> {
    Ok(match current(c, player, now)? {
        Some(b) if b.currency == currency => (b.wagering_required_cents - b.wagered_cents).max(0),
        _ => 0,
    })
}
