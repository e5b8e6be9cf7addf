//! Refunds of deposits (SPEC section 4). A player asks within 24 hours of a deposit (30 days when
//! someone else or a minor used the account), never for a deposit played since, and only while
//! it is still in the balance. The money is held at once; it goes back to the deposit's processor
//! once the player's identity is verified. Without the identity documents 5 days after the
//! request, the refund is not made: its money is forfeited and the account is closed. The rules
//! are casino-core's (`payments::refund_refusal`); the scheduled account jobs settle the refunds
//! waiting (`settle_waiting`).

use casino_core::payments::Verification;
use casino_core::payments::{self, RefundFacts, RefundReason};
use diesel::prelude::*;

use super::ledger::{self, Account, Movement, MovementKind};
use super::orders::{self, Kind, NewOrder, Order, State};
use crate::db::DbConnection;
use crate::db::schema::{game_rounds, payment_orders};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};
use crate::player::{self, Player, Status};

/// The clearing account refunds wait in.
const HELD: &str = "refunds";

/// A refund asked for: the player's deposit, why, and the request's idempotency key.
pub struct Ask<'a> {
    pub player: &'a Player,
    pub deposit_id: &'a OrderId,
    pub reason: RefundReason,
    pub key: &'a str,
}

/// The refund ordered for a deposit, if any (one per deposit: a refused one is not asked again).
fn refund_of(
    c: &mut DbConnection,
    player_id: &PlayerId,
    deposit_id: &OrderId,
) -> AppResult<Option<Order>> {
    Ok(payment_orders::table
        .filter(payment_orders::player_id.eq(player_id))
        .filter(payment_orders::kind.eq(Kind::Refund))
        .filter(payment_orders::reference.eq(deposit_id))
        .select(Order::as_select())
        .first(c)
        .optional()?)
}

/// The deposits of a player that a refund was asked for.
pub fn refunded_deposits(c: &mut DbConnection, player_id: &PlayerId) -> AppResult<Vec<OrderId>> {
    let refs: Vec<Option<OrderId>> = payment_orders::table
        .filter(payment_orders::player_id.eq(player_id))
        .filter(payment_orders::kind.eq(Kind::Refund))
        .select(payment_orders::reference)
        .load(c)?;
    Ok(refs.into_iter().flatten().collect())
}

/// Whether the history offers a refund of this order at `now`: a completed deposit within the
/// longest window, not refunded yet (the rules decide on the request).
pub fn offered(order: &Order, refunded: &[OrderId], now: i64) -> bool {
    order.kind == Kind::Deposit
        && order.is(State::Complete)
        && now - order.updated_at <= RefundReason::ThirdParty.window_ms()
        && !refunded.contains(&order.id)
}

/// Whether the player placed any real-money bet after `since`.
fn played_since(c: &mut DbConnection, player_id: &PlayerId, since: i64) -> AppResult<bool> {
    let n: i64 = game_rounds::table
        .filter(game_rounds::owner.eq(format!("player:{player_id}")))
        .filter(game_rounds::created_at.gt(since))
        .count()
        .get_result(c)?;
    Ok(n > 0)
}

/// Asks for a deposit back: the rules checked on the player's locked row, then the money held.
/// A repeated idempotency key returns the first request's refund. True when this request made it.
pub fn request(c: &mut DbConnection, ask: &Ask<'_>, now: i64) -> AppResult<(Order, bool)> {
    let player_id = &ask.player.id;
    if let Some(first) = orders::by_request(c, player_id, ask.key)? {
        return Ok((first, false));
    }
    c.transaction(|c| {
        crate::responsible::lock_player(c, player_id)?;
        crate::player::check_may_withdraw_now(c, player_id)?;
        let deposit = orders::find_own(c, player_id, ask.deposit_id)?;
        if deposit.kind != Kind::Deposit || !deposit.is(State::Complete) {
            return Err(AppError::new(ErrorKind::Conflict, "refund_not_complete"));
        }
        if refund_of(c, player_id, &deposit.id)?.is_some() {
            return Err(AppError::new(ErrorKind::Conflict, "refund_exists"));
        }
        let currency = deposit.currency;
        let facts = RefundFacts {
            deposited_at: deposit.updated_at,
            played_since: played_since(c, player_id, deposit.updated_at)?,
            amount: deposit.amount_cents,
            balance: ledger::balance(c, player_id, currency)?.real,
        };
        if let Some(e) = payments::refund_refusal(ask.reason, &facts, now) {
            return Err(AppError::rule("reason", &e));
        }
        let Some(order) = orders::insert(
            c,
            &NewOrder {
                player_id,
                kind: Kind::Refund,
                processor: deposit.processor,
                currency,
                amount_cents: deposit.amount_cents,
                fee_cents: 0,
                request_key: ask.key,
                details: deposit.details.clone(),
                destination: Some(ask.reason.code().to_owned()),
                email: &ask.player.email,
            },
            now,
        )?
        else {
            let first = orders::by_request(c, player_id, ask.key)?
                .ok_or_else(|| AppError::internal("refund key vanished"))?;
            return Ok((first, false));
        };
        orders::set_reference(c, &order.id, &deposit.id)?;
        ledger::post(
            c,
            &Movement {
                key: format!("refund:{}", order.id),
                kind: MovementKind::Refund,
                player_id: Some(player_id.clone()),
                currency,
                legs: vec![
                    (Account::PlayerReal(player_id.clone()), -order.amount_cents),
                    (Account::Clearing(HELD), order.amount_cents),
                ],
            },
            now,
        )?;
        let order =
            orders::find(c, &order.id)?.ok_or_else(|| AppError::internal("refund vanished"))?;
        Ok((order, true))
    })
}

/// Where a waiting refund goes: back to the processor, or forfeited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Paid,
    Forfeited,
}

/// Settles a waiting refund: its money leaves for the deposit's processor (paid) or for the
/// house (forfeited, and the account closed). False when it was not waiting any more (another
/// instance settled it).
fn settle(c: &mut DbConnection, order: &Order, outcome: Outcome, now: i64) -> AppResult<bool> {
    c.transaction(|c| {
        let (to, account, kind) = match outcome {
            Outcome::Paid => (
                State::Complete,
                Account::Clearing(order.processor.code()),
                MovementKind::RefundPaid,
            ),
            Outcome::Forfeited => (
                State::Rejected,
                Account::House,
                MovementKind::RefundForfeited,
            ),
        };
        if !orders::transition(c, &order.id, State::Pending, to, now)? {
            return Ok(false);
        }
        ledger::post(
            c,
            &Movement {
                key: format!("{}:{}", kind.code(), order.id),
                kind,
                player_id: Some(order.player_id.clone()),
                currency: order.currency,
                legs: vec![
                    (Account::Clearing(HELD), -order.amount_cents),
                    (account, order.amount_cents),
                ],
            },
            now,
        )?;
        if outcome == Outcome::Forfeited {
            player::set_status(c, &order.player_id, Status::Closed, now)?;
        }
        Ok(true)
    })
}

/// Settles every refund whose time has come: paid once the player's identity is verified,
/// forfeited when the documents were not all sent within 5 days of the request (sent and
/// waiting for review, it waits on). Each with its player, for the notice.
pub fn settle_waiting(c: &mut DbConnection, now: i64) -> AppResult<Vec<(Order, Player, Outcome)>> {
    let waiting: Vec<Order> = payment_orders::table
        .filter(payment_orders::kind.eq(Kind::Refund))
        .filter(payment_orders::state.eq(State::Pending))
        .select(Order::as_select())
        .load(c)?;
    let mut settled = Vec::new();
    for order in waiting {
        let p = player::find(c, &order.player_id)?.ok_or_else(AppError::not_found)?;
        let outcome = if p.verification != Verification::None {
            Outcome::Paid
        } else if now >= payments::refund_documents_due(order.created_at)
            && !crate::kyc::documents_provided(c, &p.id)?
        {
            Outcome::Forfeited
        } else {
            continue;
        };
        if settle(c, &order, outcome, now)? {
            settled.push((order, p, outcome));
        }
    }
    Ok(settled)
}
