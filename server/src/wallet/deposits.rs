//! Settling deposits: crediting a pending order once, or marking it failed. Both are idempotent:
//! a callback delivered twice, or racing with an administrator's confirmation, moves money once
//! (the order leaves `pending` by a conditional update, and the credit's ledger key is the
//! order's id).

use diesel::Connection;

use super::ledger::{self, Account, Movement, MovementKind};
use super::orders::{self, Kind, Order, State};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};

/// What settling did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// This call moved the order (and, when approved, the money).
    Now(Order),
    /// The order was settled before; nothing moved.
    Already(Order),
}

impl Settled {
    pub fn order(&self) -> &Order {
        match self {
            Settled::Now(o) | Settled::Already(o) => o,
        }
    }
}

/// Credits the order's amount to the player's real balance and completes it. `then` runs in
/// the same transaction once the money is credited (a bonus the deposit carries), and only then.
/// Only a deposit is ever credited: a withdrawal or a refund order is refused whatever its
/// state.
pub fn credit(
    conn: &mut DbConnection,
    order: &Order,
    reference: &str,
    now: i64,
    then: impl FnOnce(&mut DbConnection) -> AppResult<()>,
) -> AppResult<Settled> {
    if order.kind != Kind::Deposit {
        tracing::error!(
            order = %order.id,
            kind = order.kind.as_str(),
            "refused to credit a non-deposit"
        );
        return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
    }
    conn.transaction(|c| {
        if !orders::transition(c, &order.id, State::Pending, State::Complete, now)? {
            return Ok(Settled::Already(
                orders::find(c, &order.id)?.unwrap_or_else(|| order.clone()),
            ));
        }
        if order.reference.is_none() {
            orders::set_reference(c, &order.id, reference)?;
        }
        ledger::post(
            c,
            &Movement {
                key: format!("deposit:{}", order.id),
                kind: MovementKind::Deposit,
                player_id: Some(order.player_id.clone()),
                currency: order.currency,
                legs: vec![
                    (
                        Account::Clearing(order.processor.code()),
                        -order.amount_cents,
                    ),
                    (
                        Account::PlayerReal(order.player_id.clone()),
                        order.amount_cents,
                    ),
                ],
            },
            now,
        )?;
        then(c)?;
        Ok(Settled::Now(
            orders::find(c, &order.id)?.unwrap_or_else(|| order.clone()),
        ))
    })
}

/// Marks the order failed; no money moved for it. `then` runs in the same transaction when
/// this call failed it (withdrawing a bonus offer the deposit carried).
pub fn fail(
    conn: &mut DbConnection,
    order: &Order,
    reference: Option<&str>,
    now: i64,
    then: impl FnOnce(&mut DbConnection) -> AppResult<()>,
) -> AppResult<Settled> {
    conn.transaction(|c| {
        let moved = orders::transition(c, &order.id, State::Pending, State::Failed, now)?;
        if moved {
            then(c)?;
        }
        if let (true, None, Some(r)) = (moved, &order.reference, reference) {
            orders::set_reference(c, &order.id, r)?;
        }
        let now_order = orders::find(c, &order.id)?.unwrap_or_else(|| order.clone());
        Ok(if moved {
            Settled::Now(now_order)
        } else {
            Settled::Already(now_order)
        })
    })
}
