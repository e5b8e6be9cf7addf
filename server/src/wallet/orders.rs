//! Payment orders: one row per deposit, withdrawal, refund or affiliate commission, telling its story (processor, state,
//! reference) while the ledger holds the money. A state changes only by a conditional update
//! from the state it is expected to be in, so two racing decisions (a player's cancel and an
//! administrator's approval, a callback delivered twice) cannot both win.

use casino_core::Currency;
use casino_core::money::{from_cents, to_json_string};
use casino_core::payments::Processor;
use casino_schema::{AdminAction, BonusStatus, TransactionStatus, TransactionView};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{payment_orders, player_bonuses};
use crate::error::{AppError, AppResult};
use crate::ids::{OrderId, PlayerId};

/// Detailed states. Deposits: pending → complete | failed. Withdrawals: pending → scheduled →
/// complete, or pending → cancelled (by the player) | rejected (by an administrator).
pub use casino_schema::OrderState as State;
/// Deposit or withdrawal: the API's word for it is the stored one.
pub use casino_schema::TransactionKind as Kind;

/// The three statuses a player sees: pending, complete, cancelled. A scheduled withdrawal is
/// still on its way; failed and rejected orders moved no money.
pub fn status_of(state: State) -> TransactionStatus {
    match state {
        State::Pending | State::Held | State::Scheduled => TransactionStatus::Pending,
        State::Complete => TransactionStatus::Complete,
        State::Failed | State::Cancelled | State::Rejected => TransactionStatus::Cancelled,
    }
}

/// What an administrator may do with an order now: a pending withdrawal is approved or
/// rejected, a scheduled one is paid out, a pending wire deposit is confirmed when its money
/// arrives, held coins are credited or returned, an affiliate commission is confirmed (by a
/// second administrator) or cancelled. Nothing else waits for an administrator.
pub fn admin_actions(kind: Kind, state: State, processor: Processor) -> Vec<AdminAction> {
    match (kind, state) {
        (Kind::Withdrawal, State::Pending) => vec![AdminAction::Approve, AdminAction::Reject],
        (Kind::Withdrawal, State::Scheduled) => vec![AdminAction::Complete],
        (Kind::Deposit, State::Pending) if processor == Processor::Wire => {
            vec![AdminAction::ConfirmWire]
        }
        (Kind::Deposit, State::Held) => vec![AdminAction::CreditHeld, AdminAction::ReturnHeld],
        (Kind::Commission, State::Pending) => {
            vec![
                AdminAction::ConfirmCommission,
                AdminAction::RejectCommission,
            ]
        }
        _ => Vec::new(),
    }
}

/// The detailed states behind one of the statuses (for the history's filter).
pub fn states_with(status: TransactionStatus) -> Vec<State> {
    State::ALL
        .iter()
        .copied()
        .filter(|s| status_of(*s) == status)
        .collect()
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = payment_orders)]
pub struct Order {
    pub id: OrderId,
    pub player_id: PlayerId,
    pub kind: Kind,
    pub processor: Processor,
    pub currency: Currency,
    pub amount_cents: i64,
    pub fee_cents: i64,
    pub state: State,
    pub request_key: String,
    pub reference: Option<String>,
    pub details: Option<String>,
    pub destination: Option<String>,
    pub email: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// Why coins are held instead of credited (an error code: `self_excluded`, `account_suspended`...).
    pub hold_reason: Option<String>,
}

impl Order {
    pub fn is(&self, state: State) -> bool {
        self.state == state
    }

    pub fn amount(&self) -> rust_decimal::Decimal {
        from_cents(self.amount_cents)
    }

    pub fn view(&self) -> TransactionView {
        let (state, kind) = (self.state, self.kind);
        TransactionView {
            id: self.id.to_string(),
            kind,
            created_at: self.created_at,
            amount: to_json_string(from_cents(self.amount_cents)),
            fee: to_json_string(from_cents(self.fee_cents)),
            currency: self.currency,
            provider: self.processor,
            status: status_of(state),
            state,
            reference: self.reference.clone(),
            details: self.details.clone(),
            completed_at: (state == State::Complete).then_some(self.updated_at),
            cancellable: kind == Kind::Withdrawal && state == State::Pending,
            refundable: false,
            bonus: None,
        }
    }
}

/// The order as its confirmation tells it: with the bonus money a completed deposit credited.
pub fn view_with_bonus(c: &mut DbConnection, order: &Order) -> AppResult<TransactionView> {
    let mut view = order.view();
    if order.kind == Kind::Deposit && order.state == State::Complete {
        // Its bonus is offered until the credit activates it; one that never was gave nothing.
        let cents: Option<i64> = player_bonuses::table
            .filter(player_bonuses::order_id.eq(order.id.as_str()))
            .filter(player_bonuses::status.ne(BonusStatus::Offered.as_str()))
            .select(player_bonuses::amount_cents)
            .first(c)
            .optional()?;
        view.bonus = cents.map(|cents| to_json_string(from_cents(cents)));
    }
    Ok(view)
}

/// A new order, before it is written.
pub struct NewOrder<'a> {
    pub player_id: &'a PlayerId,
    pub kind: Kind,
    pub processor: Processor,
    pub currency: Currency,
    pub amount_cents: i64,
    pub fee_cents: i64,
    /// The player's idempotency key: a second request with it finds this order.
    pub request_key: &'a str,
    pub details: Option<String>,
    pub destination: Option<String>,
    pub email: &'a str,
}

/// Puts a pending deposit on hold with its reason; false when it was not pending any more.
pub fn hold(conn: &mut DbConnection, id: &OrderId, reason: &str, now: i64) -> AppResult<bool> {
    let changed = diesel::update(
        payment_orders::table
            .find(id)
            .filter(payment_orders::state.eq(State::Pending)),
    )
    .set((
        payment_orders::state.eq(State::Held),
        payment_orders::hold_reason.eq(reason),
        payment_orders::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(changed == 1)
}

/// The order made by this player under this idempotency key, if any.
pub fn by_request(
    conn: &mut DbConnection,
    player: &PlayerId,
    key: &str,
) -> AppResult<Option<Order>> {
    Ok(payment_orders::table
        .filter(payment_orders::request_key.eq(scoped_key(player, key)))
        .select(Order::as_select())
        .first(conn)
        .optional()?)
}

/// A key the server makes for an order (`callback:bitcoin:<txid>`): never a UUID, so no client
/// key (`IdempotencyKey`, a UUID) can ever name the order it makes.
pub fn server_key(source: &str, processor: &str, reference: &str) -> String {
    format!("{source}:{processor}:{reference}")
}

fn scoped_key(player: &PlayerId, key: &str) -> String {
    format!("{player}:{key}")
}

/// Writes a pending order; `Ok(None)` when the player's key was used already. The insert has a
/// savepoint of its own: in a PostgreSQL transaction a refused statement aborts every statement
/// after it, and the caller goes on to read the order the key made.
/// A withdrawal's destination as casino-core's `linking` compares them (None for other orders).
fn payout_key(o: &NewOrder<'_>) -> Option<String> {
    match (o.kind, &o.destination) {
        (Kind::Withdrawal, Some(d)) => Some(crate::accounts::payout_key(d)),
        _ => None,
    }
}

pub fn insert(conn: &mut DbConnection, o: &NewOrder<'_>, now: i64) -> AppResult<Option<Order>> {
    let id = OrderId::new();
    let written = conn.transaction(|conn| {
        diesel::insert_into(payment_orders::table)
            .values((
                payment_orders::id.eq(&id),
                payment_orders::player_id.eq(o.player_id),
                payment_orders::kind.eq(o.kind.as_str()),
                payment_orders::processor.eq(o.processor),
                payment_orders::currency.eq(o.currency),
                payment_orders::amount_cents.eq(o.amount_cents),
                payment_orders::fee_cents.eq(o.fee_cents),
                payment_orders::state.eq(State::Pending),
                payment_orders::request_key.eq(scoped_key(o.player_id, o.request_key)),
                payment_orders::details.eq(&o.details),
                payment_orders::destination.eq(&o.destination),
                payment_orders::payout_key.eq(payout_key(o)),
                payment_orders::email.eq(o.email),
                payment_orders::created_at.eq(now),
                payment_orders::updated_at.eq(now),
            ))
            .execute(conn)
    });
    match written {
        Ok(_) => find(conn, &id),
        Err(diesel::result::Error::DatabaseError(
            diesel::result::DatabaseErrorKind::UniqueViolation,
            _,
        )) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

pub fn find(conn: &mut DbConnection, id: &OrderId) -> AppResult<Option<Order>> {
    Ok(payment_orders::table
        .find(id)
        .select(Order::as_select())
        .first(conn)
        .optional()?)
}

/// The player's own order: another player's id reads as not found.
pub fn find_own(conn: &mut DbConnection, player: &PlayerId, id: &OrderId) -> AppResult<Order> {
    find(conn, id)?
        .filter(|o| o.player_id == *player)
        .ok_or_else(AppError::not_found)
}

pub fn by_reference(conn: &mut DbConnection, reference: &str) -> AppResult<Option<Order>> {
    Ok(payment_orders::table
        .filter(payment_orders::reference.eq(reference))
        .select(Order::as_select())
        .first(conn)
        .optional()?)
}

pub fn set_reference(conn: &mut DbConnection, id: &OrderId, reference: &str) -> AppResult<()> {
    diesel::update(payment_orders::table.find(id))
        .set(payment_orders::reference.eq(reference))
        .execute(conn)?;
    Ok(())
}

/// Moves the order from `from` to `to`; false when it was not in `from` any more (another
/// decision came first).
pub fn transition(
    conn: &mut DbConnection,
    id: &str,
    from: State,
    to: State,
    now: i64,
) -> AppResult<bool> {
    let changed = diesel::update(
        payment_orders::table
            .find(id)
            .filter(payment_orders::state.eq(from)),
    )
    .set((
        payment_orders::state.eq(to),
        payment_orders::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(changed == 1)
}

/// Card orders of this e-mail address at this terminal since `since`.
pub fn card_orders_since(
    conn: &mut DbConnection,
    email: &str,
    processor: Processor,
    since: i64,
) -> AppResult<i64> {
    Ok(payment_orders::table
        .filter(payment_orders::email.eq(email))
        .filter(payment_orders::processor.eq(processor))
        .filter(payment_orders::created_at.ge(since))
        .count()
        .get_result(conn)?)
}

/// Withdrawals of the player in `currency` requested since `since` and still standing (not
/// cancelled or rejected), in cents.
pub fn withdrawn_since(
    conn: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    since: i64,
) -> AppResult<i64> {
    let amounts: Vec<i64> = payment_orders::table
        .filter(payment_orders::player_id.eq(player))
        .filter(payment_orders::kind.eq(Kind::Withdrawal))
        .filter(payment_orders::currency.eq(currency))
        .filter(payment_orders::created_at.ge(since))
        .filter(payment_orders::state.eq_any([State::Pending, State::Scheduled, State::Complete]))
        .select(payment_orders::amount_cents)
        .load(conn)?;
    Ok(amounts.iter().sum())
}

pub fn set_fee(conn: &mut DbConnection, id: &OrderId, fee_cents: i64) -> AppResult<()> {
    diesel::update(payment_orders::table.find(id))
        .set(payment_orders::fee_cents.eq(fee_cents))
        .execute(conn)?;
    Ok(())
}

/// The orders of one kind, processor, state and currency: how many, and their amounts.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct Tally {
    pub kind: Kind,
    pub processor: Processor,
    pub state: State,
    pub currency: Currency,
    pub count: i64,
    pub amount_cents: i64,
}

/// Every order counted by kind, processor, state and currency (the operator's metrics).
pub fn tally(conn: &mut DbConnection) -> AppResult<Vec<Tally>> {
    use payment_orders as o;
    Ok(o::table
        .group_by((o::kind, o::processor, o::state, o::currency))
        .select((
            o::kind,
            o::processor,
            o::state,
            o::currency,
            diesel::dsl::count_star(),
            // A sum of BIGINT is NUMERIC on PostgreSQL: cast back, the same on both backends.
            diesel::dsl::sql::<diesel::sql_types::BigInt>("CAST(SUM(amount_cents) AS BIGINT)"),
        ))
        .load(conn)?)
}
