//! The administrators' side of payments: the withdrawal queue and its decisions (approve,
//! reject, pay out), and wire deposits to confirm when the money reaches the bank.

use casino_core::money::{format_money, from_cents};
use casino_schema::{AdminQueue, AdminTransactionView};
use diesel::prelude::*;

use super::Payments;
use crate::accounts::mail::Mail;
use crate::accounts::player;
use crate::db::DbConnection;
use crate::db::schema::{payment_orders, players};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::support::inbox::Messenger;
use crate::wallet::announce::announce;
use crate::wallet::orders::{self, Kind, Order, State as OrderState};
use crate::wallet::withdrawals;

/// One decision on a withdrawal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject,
    PayOut,
}

impl Decision {
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
fn queue(c: &mut DbConnection, kind: Kind, states: &[&str]) -> AppResult<AdminQueue> {
    let rows: Vec<(Order, String, String)> = payment_orders::table
        .inner_join(players::table)
        .filter(payment_orders::kind.eq(kind.as_str()))
        .filter(
            payment_orders::state
                .eq_any(states.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()),
        )
        .order(payment_orders::created_at.asc())
        .limit(500)
        .select((Order::as_select(), players::username, players::verification))
        .load(c)?;
    Ok(AdminQueue {
        items: rows
            .into_iter()
            .map(|(o, username, verification)| {
                let transaction = o.view();
                AdminTransactionView {
                    username,
                    verification,
                    actions: orders::admin_actions(
                        transaction.kind,
                        transaction.state,
                        &o.processor,
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
            .run(|c| queue(c, Kind::Withdrawal, &["pending", "scheduled"]))
            .await
    }

    /// Wire deposits whose money has not been confirmed yet.
    pub async fn wire_queue(&self) -> AppResult<AdminQueue> {
        self.db
            .run(|c| {
                let mut q = queue(c, Kind::Deposit, &["pending"])?;
                q.items.retain(|i| i.transaction.provider == "wire");
                Ok(q)
            })
            .await
    }

    /// An administrator's decision on a withdrawal. Refused when the player cancelled it or
    /// another administrator decided first. The player hears of it on their pages, and by mail
    /// when it is scheduled or paid.
    pub async fn decide_withdrawal(
        &self,
        id: Option<String>,
        decision: Decision,
    ) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let id = id.ok_or_else(AppError::invalid_request)?;
        let (order, owner) = self
            .db
            .write(move |c| {
                let order = orders::find(c, &id)?
                    .filter(|o| o.kind == Kind::Withdrawal.as_str())
                    .ok_or_else(AppError::not_found)?;
                let done = match decision {
                    Decision::Approve => {
                        orders::transition(c, &id, OrderState::Pending, OrderState::Scheduled, now)?
                    }
                    Decision::Reject => {
                        withdrawals::give_back(c, &order, OrderState::Rejected, now)?
                    }
                    Decision::PayOut => withdrawals::pay_out(c, &order, now)?,
                };
                if !done {
                    return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                }
                let order = orders::find(c, &id)?.ok_or_else(AppError::not_found)?;
                let owner = player::find(c, &order.player_id)?.ok_or_else(AppError::not_found)?;
                Ok((order, owner))
            })
            .await?;
        announce(&self.db, &self.realtime, &order.player_id, Some(&order)).await;
        let amount = format_money(from_cents(order.amount_cents), order.currency());
        let (username, amount) = (owner.username.as_str(), amount.as_str());
        let mail = match decision {
            Decision::Approve => Some(Mail::WithdrawalScheduled { username, amount }),
            Decision::PayOut => Some(Mail::WithdrawalCompleted { username, amount }),
            Decision::Reject => None,
        };
        if let Some(mail) = mail {
            let kind = match decision {
                Decision::Approve => "withdrawal_scheduled",
                _ => "withdrawal_completed",
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
        Ok(order)
    }

    /// The money of a wire deposit reached the bank: credited through the same settlement as
    /// a processor's callback.
    pub async fn confirm_wire(&self, id: Option<String>) -> AppResult<Order> {
        let id = id.ok_or_else(AppError::invalid_request)?;
        let order = self
            .db
            .run(move |c| orders::find(c, &id))
            .await?
            .filter(|o| o.processor == "wire" && o.kind == Kind::Deposit.as_str())
            .ok_or_else(AppError::not_found)?;
        if !order.is(OrderState::Pending) {
            return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
        }
        let reference = order.reference.clone().unwrap_or_else(|| order.id.clone());
        self.settle_local("wire", &order, &reference, "approved")
            .await
    }
}
