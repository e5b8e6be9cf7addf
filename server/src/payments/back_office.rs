//! The administrators' side of payments: the withdrawal queue and its decisions (approve,
//! reject, pay out), and wire deposits to confirm when the money reaches the bank.

use casino_core::Locale;
use casino_core::money::{format_money, from_cents};
use casino_schema::{AdminQueue, AdminTransactionView, NoticeKind};
use diesel::prelude::*;

use casino_core::payments::{Processor, units_per_euro};
use diesel::Connection;

use super::{Payments, approvals};
use crate::db::DbConnection;
use crate::db::schema::{payment_orders, players};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::OrderId;
use crate::inbox::Messenger;
use crate::mail::Mail;
use crate::player::{self, Player};
use crate::staff_log::{self, Action, StaffAction};
use crate::wallet::announce;
use crate::wallet::orders::{self, Kind, Order, State as OrderState};
use crate::wallet::{give_back_withdrawal, pay_out_withdrawal};

/// One decision on a withdrawal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject,
    PayOut,
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decided {
    /// Carried out: the order as it is now.
    Done(Order),
    /// Recorded as the first of two administrators' approvals; nothing moved yet.
    AwaitingSecond(Order),
}

impl Decided {
    pub fn order(&self) -> &Order {
        match self {
            Decided::Done(o) | Decided::AwaitingSecond(o) => o,
        }
    }
}

const CONFIRM_WIRE: StaffAction = StaffAction::ConfirmWireDeposit;

/// Writes a decision on `order` to the staff log, in the decision's transaction; `done` false
/// for a first approval still waiting for a second administrator.
pub(super) fn log(
    c: &mut DbConnection,
    staff: &Player,
    action: StaffAction,
    order: &Order,
    done: bool,
    now: i64,
) -> AppResult<()> {
    // The staff log is read by staff of any language: English, as the rest of its lines.
    let amount = format_money(from_cents(order.amount_cents), order.currency, Locale::En);
    let detail = if done {
        amount
    } else {
        format!("{amount}: first approval, waiting for a second administrator")
    };
    let a = Action {
        staff: &staff.username,
        action,
        target: &order.id,
        detail: &detail,
    };
    staff_log::record(c, &a, now)
}

impl Decision {
    /// The staff log's name of the call.
    pub fn log_name(self) -> StaffAction {
        match self {
            Decision::Approve => StaffAction::ApproveWithdrawal,
            Decision::Reject => StaffAction::RejectWithdrawal,
            Decision::PayOut => StaffAction::CompleteWithdrawal,
        }
    }

    /// The code of the answer's sentence.
    pub fn code(self) -> &'static str {
        match self {
            Decision::Approve => "withdrawal_scheduled",
            Decision::Reject => "withdrawal_rejected",
            Decision::PayOut => "withdrawal_completed",
        }
    }
}

/// The orders of a kind in these states, oldest first, with their players.
pub(super) fn queue(
    c: &mut DbConnection,
    kind: Kind,
    states: &[OrderState],
) -> AppResult<AdminQueue> {
    let rows: Vec<(Order, String, casino_schema::VerificationLevel)> = payment_orders::table
        .inner_join(players::table)
        .filter(payment_orders::kind.eq(kind))
        .filter(payment_orders::state.eq_any(states))
        .order(payment_orders::created_at.asc())
        .limit(500)
        .select((Order::as_select(), players::username, players::verification))
        .load(c)?;
    let ids: Vec<OrderId> = rows.iter().map(|(o, ..)| o.id.clone()).collect();
    let approvers = approvals::first_approvers(c, &ids)?;
    Ok(AdminQueue {
        items: rows
            .into_iter()
            .map(|(o, username, verification)| {
                let transaction = o.view();
                AdminTransactionView {
                    approved_by: approvers.get(&o.id).cloned(),
                    hold_reason: o.hold_reason.clone(),
                    username,
                    verification,
                    actions: orders::admin_actions(
                        transaction.kind,
                        transaction.state,
                        o.processor,
                    ),
                    transaction,
                }
            })
            .collect(),
    })
}

impl Payments {
    /// Withdrawals waiting for a decision or a payout.
    pub async fn withdrawal_queue(&self) -> AppResult<AdminQueue> {
        self.db
            .run(|c| {
                queue(
                    c,
                    Kind::Withdrawal,
                    &[OrderState::Pending, OrderState::Scheduled],
                )
            })
            .await
    }

    /// Coins held because their player could not deposit when they arrived.
    pub async fn held_queue(&self) -> AppResult<AdminQueue> {
        self.db
            .run(|c| queue(c, Kind::Deposit, &[OrderState::Held]))
            .await
    }

    /// Held coins credited (`credit`) or returned to their sender, by an administrator who is
    /// not their player, logged in the same transaction.
    pub async fn release_held(
        &self,
        staff: &Player,
        id: Option<String>,
        credit: bool,
    ) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let staff = staff.clone();
        let order = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let order = orders::find(c, &id)?
                        .filter(|o| o.kind == Kind::Deposit)
                        .ok_or_else(AppError::not_found)?;
                    staff.may_decide_for(&order.player_id)?;
                    let (to, action) = if credit {
                        (OrderState::Pending, StaffAction::CreditHeld)
                    } else {
                        (OrderState::Rejected, StaffAction::ReturnHeld)
                    };
                    if !orders::transition(c, &id, OrderState::Held, to, now)? {
                        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                    }
                    if credit {
                        let reference = order.reference.clone().unwrap_or_else(|| id.to_string());
                        super::credit(c, &order, &reference, now)?;
                    }
                    log(c, &staff, action, &order, true, now)?;
                    orders::find(c, &id)?.ok_or_else(AppError::not_found)
                })
            })
            .await?;
        announce(&self.db, &self.realtime, &order.player_id, Some(&order)).await;
        Ok(order)
    }

    /// Wire deposits whose money has not been confirmed yet.
    pub async fn wire_queue(&self) -> AppResult<AdminQueue> {
        self.db
            .run(|c| {
                let mut q = queue(c, Kind::Deposit, &[OrderState::Pending])?;
                q.items
                    .retain(|i| i.transaction.provider == Processor::Wire);
                Ok(q)
            })
            .await
    }

    /// An administrator's decision on a withdrawal, logged in its own transaction. Refused when
    /// the player cancelled it, another administrator decided first, or it is the
    /// administrator's own. A payout above `second_approval_above` needs two administrators:
    /// the first one's approval is recorded (`Decided::AwaitingSecond`) and the second, another
    /// one, pays it out. The player hears of it on their pages, and by mail when it is
    /// scheduled or paid.
    pub async fn decide_withdrawal(
        &self,
        staff: &Player,
        id: Option<String>,
        decision: Decision,
    ) -> AppResult<Decided> {
        let now = self.clock.now_millis();
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let (staff, above) = (staff.clone(), self.second_approval_above);
        let (order, owner, done) = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let order = orders::find(c, &id)?
                        .filter(|o| o.kind == Kind::Withdrawal)
                        .ok_or_else(AppError::not_found)?;
                    staff.may_decide_for(&order.player_id)?;
                    let action = decision.log_name();
                    let needs_two = decision == Decision::PayOut
                        && order.is(OrderState::Scheduled)
                        && order.amount_cents > above * 100 * units_per_euro(order.currency);
                    let done =
                        if needs_two && !approvals::second(c, &order.id, action, &staff, now)? {
                            false
                        } else {
                            let moved = match decision {
                                Decision::Approve => orders::transition(
                                    c,
                                    &id,
                                    OrderState::Pending,
                                    OrderState::Scheduled,
                                    now,
                                )?,
                                Decision::Reject => {
                                    give_back_withdrawal(c, &order, OrderState::Rejected, now)?
                                }
                                Decision::PayOut => pay_out_withdrawal(c, &order, now)?,
                            };
                            if !moved {
                                return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                            }
                            true
                        };
                    log(c, &staff, action, &order, done, now)?;
                    let order = orders::find(c, &id)?.ok_or_else(AppError::not_found)?;
                    let owner =
                        player::find(c, &order.player_id)?.ok_or_else(AppError::not_found)?;
                    Ok((order, owner, done))
                })
            })
            .await?;
        if !done {
            return Ok(Decided::AwaitingSecond(order));
        }
        announce(&self.db, &self.realtime, &order.player_id, Some(&order)).await;
        let amount = format_money(
            from_cents(order.amount_cents),
            order.currency,
            crate::mail::mail_locale(&owner.language),
        );
        let (username, amount) = (owner.username.as_str(), amount.as_str());
        let mail = match decision {
            Decision::Approve => Some(Mail::WithdrawalScheduled { username, amount }),
            Decision::PayOut => Some(Mail::WithdrawalCompleted { username, amount }),
            Decision::Reject => None,
        };
        if let Some(mail) = mail {
            let kind = match decision {
                Decision::Approve => NoticeKind::WithdrawalScheduled,
                _ => NoticeKind::WithdrawalCompleted,
            };
            let messenger = Messenger {
                db: &self.db,
                mailer: &self.mailer,
                realtime: &self.realtime,
            };
            messenger
                .notify(&owner, kind, mail, self.clock.now_millis())
                .await?;
        }
        Ok(Decided::Done(order))
    }

    /// The money of a wire deposit reached the bank: credited through the same settlement as
    /// a processor's callback, once two administrators (never the player himself) confirmed it.
    /// The first confirmation is recorded (`Decided::AwaitingSecond`); the second, by another
    /// administrator, credits the deposit, logged in the same transaction.
    pub async fn confirm_wire(&self, staff: &Player, id: Option<String>) -> AppResult<Decided> {
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let now = self.clock.now_millis();
        let order = self
            .db
            .run(move |c| orders::find(c, &id))
            .await?
            .filter(|o| o.processor == Processor::Wire && o.kind == Kind::Deposit)
            .ok_or_else(AppError::not_found)?;
        staff.may_decide_for(&order.player_id)?;
        if !order.is(OrderState::Pending) {
            return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
        }
        let first = {
            let (order, staff) = (order.clone(), staff.clone());
            self.db
                .write(move |c| {
                    c.transaction(|c| {
                        if approvals::second(c, &order.id, CONFIRM_WIRE, &staff, now)? {
                            return Ok(false);
                        }
                        log(c, &staff, CONFIRM_WIRE, &order, false, now)?;
                        Ok(true)
                    })
                })
                .await?
        };
        if first {
            return Ok(Decided::AwaitingSecond(order));
        }
        let reference = order
            .reference
            .clone()
            .unwrap_or_else(|| order.id.to_string());
        let staff = staff.clone();
        let logged = order.clone();
        let order = self
            .settle_wire(&order, &reference, move |c| {
                log(c, &staff, CONFIRM_WIRE, &logged, true, now)
            })
            .await?;
        Ok(Decided::Done(order))
    }
}
