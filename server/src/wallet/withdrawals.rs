//! Withdrawals: requested by the player (the money leaves the balance at once, held in the
//! withdrawals clearing account, so it can't be played or withdrawn twice), then cancelled by the
//! player or rejected by an administrator (the money comes back), or approved (scheduled) and
//! finally paid out.

use casino_core::Currency;
use casino_core::payments::{self, Processor, UnwageredPolicy, WithdrawalFacts, WithdrawalQuote};
use chrono::{Datelike, TimeZone, Utc};

use diesel::Connection;

use super::balance;
use super::ledger::{self, Account, Movement, MovementKind};
use super::orders::{self, Kind, NewOrder, Order, State};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::player::{Player, Status};

/// Where held withdrawals wait between the request and the payout.
const HELD: &str = "withdrawals";

/// The first instant (Unix ms, UTC) of the month of `now`.
fn month_start(now: i64) -> i64 {
    let today = Utc
        .timestamp_millis_opt(now)
        .single()
        .unwrap_or_else(Utc::now);
    Utc.with_ymd_and_hms(today.year(), today.month(), 1, 0, 0, 0)
        .single()
        .map_or(0, |t| t.timestamp_millis())
}

/// What the withdrawal rules look at for this player and currency right now. `except`: an
/// order not to count in this month's total (the one being decided). `bonus_wagering_left`: the
/// active bonus's stakes still needed in this currency (the bonuses module knows it).
pub fn facts(
    conn: &mut DbConnection,
    player: &Player,
    currency: Currency,
    policy: UnwageredPolicy,
    now: i64,
    (except, bonus_wagering_left): (i64, i64),
) -> AppResult<WithdrawalFacts> {
    Ok(WithdrawalFacts {
        currency,
        balance: ledger::balance(conn, &player.id, currency)?.real,
        deposited: balance::posted_total(conn, &player.id, currency, MovementKind::Deposit)?,
        // Stakes are debits of the real balance: their sum is negative.
        wagered: -balance::posted_total(conn, &player.id, currency, MovementKind::Bet)?,
        withdrawn_this_month: orders::withdrawn_since(
            conn,
            &player.id,
            currency,
            month_start(now),
        )? - except,
        verification: player.verification,
        // A closed account can no longer play its deposits through: refusing their withdrawal
        // would strand the money, so it takes the spec's fee instead (and the AML flags list
        // it for staff).
        policy: if player.status() == Status::Closed {
            UnwageredPolicy::Fee
        } else {
            policy
        },
        bonus_wagering_left,
        limits_active: crate::responsible::any_limit_in_force(conn, &player.id, now)?,
    })
}

pub struct Request<'a> {
    pub player: &'a Player,
    pub processor: Processor,
    pub amount: &'a str,
    pub currency: Currency,
    pub key: &'a str,
    pub destination: String,
    pub details: String,
    pub policy: UnwageredPolicy,
    /// The active bonus's stakes still needed in this currency before a cash-out.
    pub bonus_wagering_left: i64,
}

/// Writes the request and holds its money, in one transaction: the player's row is locked and
/// the order written first, so the rules below read a balance and a monthly total no other
/// request can change before this one commits, then the rules are checked, then the money
/// moves. A broken rule rolls the order back. A repeated idempotency key returns the
/// first request.
pub fn request(conn: &mut DbConnection, r: &Request<'_>, now: i64) -> AppResult<Order> {
    if let Some(first) = orders::by_request(conn, &r.player.id, r.key)? {
        return Ok(first);
    }
    let placeholder = casino_core::money::parse_amount(r.amount)
        .ok()
        .and_then(|d| casino_core::money::to_cents(d).ok())
        .filter(|c| *c > 0)
        .ok_or_else(|| {
            AppError::rule(
                "amount",
                &casino_core::money::parse_amount(r.amount)
                    .err()
                    .unwrap_or(casino_core::RuleError::NumberInvalid),
            )
        })?;
    conn.transaction(|c| {
        // The player's row lock first: on PostgreSQL a second request of the same player waits
        // here until this one is written, so the monthly total and the balance it reads include
        // it (SQLite runs one writer at a time already).
        crate::responsible::lock_player(c, &r.player.id)?;
        crate::player::check_may_withdraw_now(c, &r.player.id)?;
        let Some(order) = orders::insert(
            c,
            &NewOrder {
                player_id: &r.player.id,
                kind: Kind::Withdrawal,
                processor: r.processor,
                currency: r.currency,
                amount_cents: placeholder,
                fee_cents: 0,
                request_key: r.key,
                details: Some(r.details.clone()),
                destination: Some(r.destination.clone()),
                email: &r.player.email,
            },
            now,
        )?
        else {
            // The same key raced in: the first request stands.
            return orders::by_request(c, &r.player.id, r.key)?
                .ok_or_else(|| AppError::internal("withdrawal key vanished"));
        };
        let f = facts(
            c,
            r.player,
            r.currency,
            r.policy,
            now,
            (order.amount_cents, r.bonus_wagering_left),
        )?;
        let quote: WithdrawalQuote = payments::withdrawal_quote(r.amount, &f)
            .map_err(|e| AppError::rule("amount", &e).in_currency(r.currency))?;
        orders::set_fee(c, &order.id, quote.fee)?;
        ledger::post(
            c,
            &Movement {
                key: format!("withdrawal:{}", order.id),
                kind: MovementKind::Withdrawal,
                player_id: Some(r.player.id.clone()),
                currency: r.currency,
                legs: vec![
                    (Account::PlayerReal(r.player.id.clone()), -quote.amount),
                    (Account::Clearing(HELD), quote.payout),
                    (Account::Fees, quote.fee),
                ],
            },
            now,
        )?;
        orders::find(c, &order.id)?.ok_or_else(|| AppError::internal("withdrawal vanished"))
    })
}

/// Cancels (the player) or rejects (an administrator) a pending withdrawal: the money comes back.
/// False when it was not pending any more.
pub fn give_back(conn: &mut DbConnection, order: &Order, to: State, now: i64) -> AppResult<bool> {
    conn.transaction(|c| {
        if !orders::transition(c, &order.id, State::Pending, to, now)? {
            return Ok(false);
        }
        ledger::post(
            c,
            &Movement {
                key: format!("withdrawal_return:{}", order.id),
                kind: MovementKind::WithdrawalReturn,
                player_id: Some(order.player_id.clone()),
                currency: order.currency,
                legs: vec![
                    (
                        Account::Clearing(HELD),
                        -(order.amount_cents - order.fee_cents),
                    ),
                    (Account::Fees, -order.fee_cents),
                    (
                        Account::PlayerReal(order.player_id.clone()),
                        order.amount_cents,
                    ),
                ],
            },
            now,
        )?;
        Ok(true)
    })
}

/// The money of a scheduled withdrawal leaves for its processor.
pub fn pay_out(conn: &mut DbConnection, order: &Order, now: i64) -> AppResult<bool> {
    conn.transaction(|c| {
        if !orders::transition(c, &order.id, State::Scheduled, State::Complete, now)? {
            return Ok(false);
        }
        let payout = order.amount_cents - order.fee_cents;
        ledger::post(
            c,
            &Movement {
                key: format!("withdrawal_paid:{}", order.id),
                kind: MovementKind::WithdrawalPaid,
                player_id: Some(order.player_id.clone()),
                currency: order.currency,
                legs: vec![
                    (Account::Clearing(HELD), -payout),
                    (Account::Clearing(order.processor.code()), payout),
                ],
            },
            now,
        )?;
        Ok(true)
    })
}
