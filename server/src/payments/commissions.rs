//! Affiliate commissions (SPEC section 3, the "affiliate" payment method): money the casino owes
//! a player as its affiliate, paid from the house into their real balance. It is not a deposit:
//! no deposit bonus, deposit limit or referral reward follows from it, and no processor carries
//! it. One administrator records it, which counts as the first approval; a second, different one
//! confirms it and the money moves in the same transaction. Nobody records, confirms or cancels
//! one on their own account, and each step is written to the staff log.

use casino_core::money::to_cents;
use casino_core::payments::{COMMISSION_NOTE_MAX, Processor, commission_limits};
use casino_core::validate;
use casino_schema::{AdminQueue, CommissionRequest};
use diesel::Connection;

use super::Payments;
use super::approvals;
use super::back_office::{Decided, log, queue};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::OrderId;
use crate::player::{self, Player};
use crate::staff_log::StaffAction;
use crate::wallet::announce;
use crate::wallet::ledger::{self, Account, Movement, MovementKind};
use crate::wallet::orders::{self, Kind, NewOrder, Order, State};

/// The approval a recording counts as, and the second administrator's confirmation.
const CONFIRM: StaffAction = StaffAction::ConfirmCommission;

/// A pending commission, or not found.
fn pending(c: &mut DbConnection, id: &OrderId) -> AppResult<Order> {
    let order = orders::find(c, id)?
        .filter(|o| o.kind == Kind::Commission)
        .ok_or_else(AppError::not_found)?;
    if !order.is(State::Pending) {
        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
    }
    Ok(order)
}

/// Moves a pending commission's money from the house to the player's real balance and completes
/// it; false when another decision moved the order first.
fn pay(c: &mut DbConnection, order: &Order, now: i64) -> AppResult<bool> {
    if !orders::transition(c, &order.id, State::Pending, State::Complete, now)? {
        return Ok(false);
    }
    ledger::post(
        c,
        &Movement {
            key: format!("commission:{}", order.id),
            kind: MovementKind::Commission,
            player_id: Some(order.player_id.clone()),
            currency: order.currency,
            legs: vec![
                (Account::House, -order.amount_cents),
                (
                    Account::PlayerReal(order.player_id.clone()),
                    order.amount_cents,
                ),
            ],
        },
        now,
    )?;
    Ok(true)
}

impl Payments {
    /// Commissions recorded by one administrator, waiting for a second.
    pub async fn commission_queue(&self) -> AppResult<AdminQueue> {
        self.db
            .run(|c| queue(c, Kind::Commission, &[State::Pending]))
            .await
    }

    /// Records a commission for the player `r.username`: the amount within casino-core's bounds
    /// in a currency the player holds, and what it is for. The recording is the first approval.
    /// A repeated idempotency key answers the order it made.
    pub async fn record_commission(
        &self,
        staff: &Player,
        r: CommissionRequest,
    ) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let currency = r.currency;
        let (min, max) = commission_limits(currency);
        let amount = validate::amount(&r.amount, min, max)
            .map_err(|e| AppError::rule("amount", &e).in_currency(currency))?;
        let amount_cents = to_cents(amount).map_err(|_| AppError::invalid_request())?;
        validate::plain_text(&r.note, COMMISSION_NOTE_MAX)
            .map_err(|e| AppError::rule("note", &e))?;
        let staff = staff.clone();
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    let owner = player::find_by_login(c, &r.username)?.ok_or_else(|| {
                        AppError::on_field(ErrorKind::NotFound, "player_not_found", "username")
                    })?;
                    staff.may_decide_for(&owner.id)?;
                    let held = crate::wallet::balance_view(c, &owner.id, owner.currency)?;
                    if !held.wallets.iter().any(|w| w.currency == currency) {
                        return Err(AppError::on_field(
                            ErrorKind::Invalid,
                            "currency_not_held",
                            "currency",
                        ));
                    }
                    let key = format!("commission:{}", r.idempotency_key.as_str());
                    let new = NewOrder {
                        player_id: &owner.id,
                        kind: Kind::Commission,
                        processor: Processor::Affiliate,
                        currency,
                        amount_cents,
                        fee_cents: 0,
                        request_key: &key,
                        details: Some(r.note.trim().to_owned()),
                        destination: None,
                        email: &owner.email,
                    };
                    let Some(order) = orders::insert(c, &new, now)? else {
                        return orders::by_request(c, &owner.id, &key)?
                            .filter(|o| o.kind == Kind::Commission)
                            .ok_or_else(|| AppError::new(ErrorKind::Conflict, "action_failed"));
                    };
                    approvals::second(c, &order.id, CONFIRM, &staff, now)?;
                    log(c, &staff, StaffAction::RecordCommission, &order, false, now)?;
                    Ok(order)
                })
            })
            .await
    }

    /// A second administrator confirms a pending commission: the money moves, logged in the same
    /// transaction. The one who recorded it is refused (`second_approval_needed`).
    pub async fn confirm_commission(
        &self,
        staff: &Player,
        id: Option<String>,
    ) -> AppResult<Decided> {
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let now = self.clock.now_millis();
        let staff = staff.clone();
        let order = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let order = pending(c, &id)?;
                    staff.may_decide_for(&order.player_id)?;
                    if !approvals::second(c, &order.id, CONFIRM, &staff, now)? {
                        // No recording approved it (it cannot happen through the API): this
                        // confirmation is the first, and waits for another administrator.
                        log(c, &staff, CONFIRM, &order, false, now)?;
                        return Ok(Decided::AwaitingSecond(order));
                    }
                    if !pay(c, &order, now)? {
                        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                    }
                    log(c, &staff, CONFIRM, &order, true, now)?;
                    let paid = orders::find(c, &order.id)?.ok_or_else(AppError::not_found)?;
                    Ok(Decided::Done(paid))
                })
            })
            .await?;
        if let Decided::Done(paid) = &order {
            announce(&self.db, &self.realtime, &paid.player_id, Some(paid)).await;
        }
        Ok(order)
    }

    /// Cancels a pending commission (an entry made in error): nothing moves. Any administrator
    /// but its player may, the one who recorded it included.
    pub async fn reject_commission(&self, staff: &Player, id: Option<String>) -> AppResult<Order> {
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let now = self.clock.now_millis();
        let staff = staff.clone();
        let order = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let order = pending(c, &id)?;
                    staff.may_decide_for(&order.player_id)?;
                    if !orders::transition(c, &order.id, State::Pending, State::Rejected, now)? {
                        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                    }
                    log(c, &staff, StaffAction::RejectCommission, &order, true, now)?;
                    orders::find(c, &order.id)?.ok_or_else(AppError::not_found)
                })
            })
            .await?;
        announce(&self.db, &self.realtime, &order.player_id, Some(&order)).await;
        Ok(order)
    }
}
