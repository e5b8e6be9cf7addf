//! Players' wallets: balances per currency, opening a wallet in another currency, and the totals
//! the withdrawal rules read from the ledger.

use casino_core::Currency;
use casino_core::money::{from_cents, to_json_string};
use casino_schema::{BalanceView, WalletBalance};
use diesel::prelude::*;

use super::ledger::{Account, MovementKind};
use crate::db::DbConnection;
use crate::db::schema::{ledger_postings, ledger_transactions, wallets};
use crate::error::AppResult;
use crate::ids::PlayerId;

/// The player's wallets, the main currency first (it always shows, even before any deposit).
pub fn view(conn: &mut DbConnection, player: &PlayerId, main: Currency) -> AppResult<BalanceView> {
    let rows: Vec<(String, i64, i64)> = wallets::table
        .filter(wallets::player_id.eq(player))
        .select((wallets::currency, wallets::real_cents, wallets::bonus_cents))
        .load(conn)?;
    let mut held: Vec<(Currency, i64, i64)> = rows
        .iter()
        .filter_map(|(c, real, bonus)| Currency::parse(c).map(|c| (c, *real, *bonus)))
        .collect();
    held.sort_by_key(|(c, ..)| (*c != main, c.code()));
    if !held.iter().any(|(c, ..)| *c == main) {
        held.insert(0, (main, 0, 0));
    }
    Ok(BalanceView {
        wallets: held
            .into_iter()
            .map(|(currency, real, bonus)| WalletBalance {
                currency,
                total: to_json_string(from_cents(real + bonus)),
                real: to_json_string(from_cents(real)),
                bonus: to_json_string(from_cents(bonus)),
            })
            .collect(),
    })
}

/// Opens an empty wallet in `currency` (nothing happens when the player holds one already).
pub fn open(
    conn: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<()> {
    diesel::sql_query(
        "INSERT INTO wallets (player_id, currency, real_cents, bonus_cents, updated_at) \
         VALUES ($1, $2, 0, 0, $3) ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Text, _>(player)
    .bind::<diesel::sql_types::Text, _>(currency.code())
    .bind::<diesel::sql_types::BigInt, _>(now)
    .execute(conn)?;
    Ok(())
}

/// The sum of the player's real-money postings of one kind of movement (deposits, bets), in
/// cents; what the wager requirement compares.
pub fn posted_total(
    conn: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    kind: MovementKind,
) -> AppResult<i64> {
    let amounts: Vec<i64> = ledger_postings::table
        .inner_join(ledger_transactions::table)
        .filter(ledger_transactions::player_id.eq(player))
        .filter(ledger_transactions::kind.eq(kind))
        .filter(ledger_postings::account.eq(Account::PlayerReal(player.to_owned()).key()))
        .filter(ledger_postings::currency.eq(currency.code()))
        .select(ledger_postings::amount_cents)
        .load(conn)?;
    Ok(amounts.iter().sum())
}
