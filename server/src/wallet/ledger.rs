//! The double-entry ledger (ARCHITECTURE.md, "The money flow through the ledger").
//!
//! `post` writes one movement: a transaction row keyed by its idempotency key, postings that sum
//! to zero, and the player's wallet row in the same database transaction. Its first statement is
//! the insert of the key, so on SQLite the write lock is taken before anything is read (no stale
//! snapshot can be upgraded), and a second movement with the same key stops at the unique index
//! and returns the first one's id instead of moving money again. A wallet is debited with a
//! conditional update (`balance + delta >= 0`): the balance never goes below zero, even when many
//! requests of one player race.

use casino_core::Currency;
use diesel::deserialize::FromSqlRow;
use diesel::expression::AsExpression;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::Text;

use crate::db::DbConnection;
use crate::db::batch::Batch;
use crate::db::schema::{ledger_postings, ledger_transactions, wallets};
use crate::db::statement::sql;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;

/// An account of the ledger. Only player accounts have a balance row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Account {
    PlayerReal(PlayerId),
    PlayerBonus(PlayerId),
    /// The casino's own money: stakes won, winnings paid.
    House,
    /// Money in transit at a payment processor (deposits in, withdrawals out).
    Clearing(&'static str),
    /// Fees the casino charges.
    Fees,
}

impl Account {
    pub fn key(&self) -> String {
        match self {
            Account::PlayerReal(id) => format!("player:{id}:real"),
            Account::PlayerBonus(id) => format!("player:{id}:bonus"),
            Account::House => "house".into(),
            Account::Clearing(processor) => format!("clearing:{processor}"),
            Account::Fees => "fees".into(),
        }
    }
}

/// Why money moved: each ledger transaction is one of these, stored as its word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Text)]
pub enum MovementKind {
    Deposit,
    /// A withdrawal requested: the money leaves the balance for the clearing account.
    Withdrawal,
    /// A withdrawal cancelled or rejected: the money comes back.
    WithdrawalReturn,
    /// A withdrawal paid out by the processor.
    WithdrawalPaid,
    /// A deposit to give back, taken from the balance while it waits.
    Refund,
    /// A waiting refund paid out to the deposit's processor.
    RefundPaid,
    /// A waiting refund kept by the house (the account closed).
    RefundForfeited,
    Bet,
    Win,
    /// A bet a game took back.
    BetRollback,
    BonusAward,
    /// A bonus wagered through: its money becomes real money.
    BonusConvert,
    BonusExpire,
    BonusForfeit,
    /// An affiliate commission the house pays into a player's real balance.
    Commission,
}

impl MovementKind {
    const ALL: [MovementKind; 15] = [
        MovementKind::Deposit,
        MovementKind::Withdrawal,
        MovementKind::WithdrawalReturn,
        MovementKind::WithdrawalPaid,
        MovementKind::Refund,
        MovementKind::RefundPaid,
        MovementKind::RefundForfeited,
        MovementKind::Bet,
        MovementKind::Win,
        MovementKind::BetRollback,
        MovementKind::BonusAward,
        MovementKind::BonusConvert,
        MovementKind::BonusExpire,
        MovementKind::BonusForfeit,
        MovementKind::Commission,
    ];

    pub fn code(self) -> &'static str {
        match self {
            MovementKind::Deposit => "deposit",
            MovementKind::Withdrawal => "withdrawal",
            MovementKind::WithdrawalReturn => "withdrawal_return",
            MovementKind::WithdrawalPaid => "withdrawal_paid",
            MovementKind::Refund => "refund",
            MovementKind::RefundPaid => "refund_paid",
            MovementKind::RefundForfeited => "refund_forfeited",
            MovementKind::Bet => "bet",
            MovementKind::Win => "win",
            MovementKind::BetRollback => "bet_rollback",
            MovementKind::BonusAward => "bonus_award",
            MovementKind::BonusConvert => "bonus_convert",
            MovementKind::BonusExpire => "bonus_expire",
            MovementKind::BonusForfeit => "bonus_forfeit",
            MovementKind::Commission => "commission",
        }
    }

    pub fn parse(s: &str) -> Option<MovementKind> {
        MovementKind::ALL.into_iter().find(|k| k.code() == s)
    }
}

casino_core::stored_as_word!(MovementKind);

/// One money movement: what moves between which accounts, under one idempotency key.
#[derive(Debug, Clone)]
pub struct Movement {
    pub key: String,
    pub kind: MovementKind,
    pub player_id: Option<PlayerId>,
    pub currency: Currency,
    /// Account and amount in minor units (cents); the amounts sum to zero.
    pub legs: Vec<(Account, i64)>,
}

/// The outcome of `post`: the transaction id, and whether this call wrote it or found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Posted {
    New(String),
    Repeated(String),
}

impl Posted {
    pub fn id(&self) -> &str {
        match self {
            Posted::New(id) | Posted::Repeated(id) => id,
        }
    }
}

/// A player's balances in one currency, in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Balance {
    pub real: i64,
    pub bonus: i64,
}

/// Writes `m` once. A repeated key returns the first transaction (whatever its legs were), and a
/// debit larger than the balance is refused with `amount_above_balance`; in both cases nothing
/// is written.
pub fn post(conn: &mut DbConnection, m: &Movement, now: i64) -> AppResult<Posted> {
    balanced(m)?;
    let id = crate::db::row_id();
    let written = conn.transaction(|c| write(c, &id, m, now));
    match written {
        Ok(_) => Ok(Posted::New(id)),
        Err(Failure::App(e)) => Err(e),
        Err(Failure::Repeated) => {
            let first = ledger_transactions::table
                .filter(ledger_transactions::idempotency_key.eq(&m.key))
                .select(ledger_transactions::id)
                .first(conn)?;
            Ok(Posted::Repeated(first))
        }
    }
}

/// Writes the movement's postings. Two legs (every game move, most others) go in one
/// statement: at thousands of rounds a second every statement counts. (Diesel's batch insert is
/// not available over its multi-backend connection, hence the SQL.)
fn insert_postings(c: &mut DbConnection, id: &str, m: &Movement) -> Result<(), DieselError> {
    let code = m.currency.code();
    if let [(a, a_cents), (b, b_cents)] = m.legs.as_slice() {
        sql(
            "INSERT INTO ledger_postings (id, transaction_id, account, currency, amount_cents) \
             VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)",
        )
        .text(crate::db::row_id())
        .text(id)
        .text(a.key())
        .text(code)
        .big_int(*a_cents)
        .text(crate::db::row_id())
        .text(id)
        .text(b.key())
        .text(code)
        .big_int(*b_cents)
        .execute(c)?;
        return Ok(());
    }
    for (account, cents) in &m.legs {
        diesel::insert_into(ledger_postings::table)
            .values((
                ledger_postings::id.eq(crate::db::row_id()),
                ledger_postings::transaction_id.eq(id),
                ledger_postings::account.eq(account.key()),
                ledger_postings::currency.eq(code),
                ledger_postings::amount_cents.eq(cents),
            ))
            .execute(c)?;
    }
    Ok(())
}

/// The statements of a movement, in the caller's transaction. The answer is the balances of the
/// wallet changed last (for a movement of one player's money, theirs after it).
fn write(
    c: &mut DbConnection,
    id: &str,
    m: &Movement,
    now: i64,
) -> Result<Option<Balance>, Failure> {
    diesel::insert_into(ledger_transactions::table)
        .values((
            ledger_transactions::id.eq(id),
            ledger_transactions::idempotency_key.eq(&m.key),
            ledger_transactions::kind.eq(m.kind),
            ledger_transactions::player_id.eq(&m.player_id),
            ledger_transactions::currency.eq(m.currency.code()),
            ledger_transactions::created_at.eq(now),
        ))
        .execute(c)?;
    insert_postings(c, id, m)?;
    let mut after = None;
    for (account, cents) in &m.legs {
        let changed = apply_to_wallet(c, account, m.currency, *cents, now).map_err(Failure::App)?;
        after = changed.or(after);
    }
    Ok(after)
}

/// Writes a movement whose key the caller's own transaction has just made unique (the key of a
/// round it has just created): no savepoint of its own, and any error, a repeated key included,
/// must abort the caller's transaction, which returning it does. A game round posts two
/// movements, and at thousands of rounds a second the savepoints' statements count. The answer
/// is the player's balances after the movement, read back by the statement that changed them
/// (none when the movement changed no player's wallet).
pub fn post_fresh(conn: &mut DbConnection, m: &Movement, now: i64) -> AppResult<Option<Balance>> {
    balanced(m)?;
    let id = crate::db::row_id();
    if let Some(player) = player_and_house(conn, std::slice::from_ref(m)) {
        return player_moves(conn, &[(&id, m)], player, now, &mut Batch::new());
    }
    write(conn, &id, m, now).map_err(|e| match e {
        Failure::App(e) => e,
        Failure::Repeated => AppError::internal(format!("movement {} written twice", m.key)),
    })
}

/// `post_fresh` of several movements in turn (a round's stake and its win), after the
/// `pending` writes: on PostgreSQL one statement for all when the movements all move one
/// player's money (real, bonus or both) with the house. The answer is the player's balances
/// after the last.
pub fn post_fresh_all(
    conn: &mut DbConnection,
    ms: &[Movement],
    now: i64,
    pending: &mut Batch,
) -> AppResult<Option<Balance>> {
    let Some(player) = player_and_house(conn, ms) else {
        pending.flush(conn)?;
        let mut after = None;
        for m in ms {
            after = post_fresh(conn, m, now)?.or(after);
        }
        return Ok(after);
    };
    for m in ms {
        balanced(m)?;
    }
    let ids: Vec<String> = ms.iter().map(|_| crate::db::row_id()).collect();
    let moves: Vec<(&str, &Movement)> = ids.iter().map(String::as_str).zip(ms).collect();
    player_moves(conn, &moves, player, now, pending)
}

/// The player whose money (real, bonus or both) each of `ms` moves with the house alone, in
/// one currency, when the connection can write them in one statement (PostgreSQL).
fn player_and_house<'m>(conn: &DbConnection, ms: &'m [Movement]) -> Option<&'m PlayerId> {
    if !matches!(conn, DbConnection::Postgres(_)) {
        return None;
    }
    let mut player = None;
    for m in ms {
        let mut house = 0;
        for (account, _) in &m.legs {
            let p = match account {
                Account::PlayerReal(p) | Account::PlayerBonus(p) => p,
                Account::House => {
                    house += 1;
                    continue;
                }
                _ => return None,
            };
            if player.is_some_and(|q| q != p) {
                return None;
            }
            player = Some(p);
        }
        if house != 1 || m.legs.len() > 3 || m.currency != ms[0].currency {
            return None;
        }
    }
    player
}

/// Movements of one player's money with the house (`player_and_house`), written in one
/// statement; the wallet change is completed by the general path when that statement could
/// not make it (refused, or the player's first money in this currency: the caller's
/// transaction is aborted anyway if it refuses).
fn player_moves(
    conn: &mut DbConnection,
    moves: &[(&str, &Movement)],
    player: &PlayerId,
    now: i64,
    pending: &mut Batch,
) -> AppResult<Option<Balance>> {
    if let Some(after) = player_moves_in_one_statement(conn, moves, player, now, pending)? {
        return Ok(Some(after));
    }
    let mut after = None;
    for (_, m) in moves {
        for (account, cents) in &m.legs {
            after = apply_to_wallet(conn, account, m.currency, *cents, now)?.or(after);
        }
    }
    Ok(after)
}

/// A wallet's balances as a statement returns them.
#[derive(QueryableByName)]
struct WalletRow {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    real_cents: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    bonus_cents: i64,
}

/// The balances a wallet update returned, if it changed a row.
fn changed_balance(rows: Vec<WalletRow>) -> Option<Balance> {
    rows.into_iter().next().map(|w| Balance {
        real: w.real_cents,
        bonus: w.bonus_cents,
    })
}

/// Player-and-house movements on PostgreSQL as one statement (their transactions, their
/// postings and the wallet change, and the `pending` writes): on a server one network round
/// trip away, round trips are what a game round costs. Each balance of the wallet changes by
/// its sum, refused when any movement in turn would take it below zero. Returns the wallet's
/// balances after them, none when refused or the wallet does not exist yet (the transactions
/// and postings are written either way; the caller aborts or completes the wallet change).
fn player_moves_in_one_statement(
    c: &mut DbConnection,
    moves: &[(&str, &Movement)],
    player: &PlayerId,
    now: i64,
    pending: &mut Batch,
) -> AppResult<Option<Balance>> {
    let Some((_, first)) = moves.first() else {
        pending.flush(c)?;
        return Ok(None);
    };
    let code = first.currency.code();
    // Its text depends only on the movements' numbers of legs (a round's stake and win: two
    // legs each, three when both balances take part).
    let transactions = vec!["(?, ?, ?, ?, ?, ?)"; moves.len()].join(", ");
    let legs: usize = moves.iter().map(|(_, m)| m.legs.len()).sum();
    let postings = vec!["(?, ?, ?, ?, ?)"; legs].join(", ");
    let mut q = sql(format!(
        "WITH t AS (INSERT INTO ledger_transactions \
             (id, idempotency_key, kind, player_id, currency, created_at) VALUES {transactions}), \
         p AS (INSERT INTO ledger_postings (id, transaction_id, account, currency, amount_cents) \
             VALUES {postings}) \
         UPDATE wallets SET real_cents = real_cents + ?, bonus_cents = bonus_cents + ?, \
         updated_at = ? WHERE player_id = ? AND currency = ? \
         AND real_cents + ? >= 0 AND bonus_cents + ? >= 0 \
         RETURNING real_cents, bonus_cents"
    ));
    for (id, m) in moves {
        q = q
            .text(*id)
            .text(&m.key)
            .text(m.kind.code())
            .nullable_text(m.player_id.as_deref())
            .text(code)
            .big_int(now);
    }
    // Each balance's running sum, and the lowest it reaches after a movement.
    let (mut real, mut bonus) = ((0i64, 0i64), (0i64, 0i64));
    for (id, m) in moves {
        for (account, cents) in &m.legs {
            match account {
                Account::PlayerReal(_) => real.0 += cents,
                Account::PlayerBonus(_) => bonus.0 += cents,
                _ => {}
            }
            q = q
                .text(crate::db::row_id())
                .text(*id)
                .text(account.key())
                .text(code)
                .big_int(*cents);
        }
        real.1 = real.1.min(real.0);
        bonus.1 = bonus.1.min(bonus.0);
    }
    let q = q
        .big_int(real.0)
        .big_int(bonus.0)
        .big_int(now)
        .text(player)
        .text(code)
        .big_int(real.1)
        .big_int(bonus.1);
    Ok(changed_balance(pending.load_with(c, q)?))
}

fn balanced(m: &Movement) -> AppResult<()> {
    if m.legs.is_empty() || m.legs.iter().map(|(_, c)| *c as i128).sum::<i128>() != 0 {
        return Err(AppError::internal(format!(
            "unbalanced movement {}: {:?}",
            m.kind.code(),
            m.legs
        )));
    }
    Ok(())
}

/// Why a movement was not written.
enum Failure {
    /// Its key was used before (the unique index said so; ids of postings are fresh UUIDs and
    /// wallets are created with ON CONFLICT DO NOTHING, so no other unique index can object).
    Repeated,
    App(AppError),
}

impl From<DieselError> for Failure {
    fn from(e: DieselError) -> Failure {
        match e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => Failure::Repeated,
            other => Failure::App(other.into()),
        }
    }
}

/// Moves a player leg's amount into their wallet row; a debit beyond the balance fails. The
/// answer is the wallet's balances after it (none for an account of the house's).
fn apply_to_wallet(
    c: &mut DbConnection,
    account: &Account,
    currency: Currency,
    cents: i64,
    now: i64,
) -> AppResult<Option<Balance>> {
    let (player, bonus) = match account {
        Account::PlayerReal(p) => (p, false),
        Account::PlayerBonus(p) => (p, true),
        _ => return Ok(None),
    };
    let mut after = change_wallet(c, player, bonus, currency, cents, now)?;
    if after.is_none() && cents >= 0 {
        // The player's first money in this currency: the wallet row is made on first credit
        // (a debit of a wallet that does not exist is above its zero balance anyway).
        super::balance::open(c, player, currency, now)?;
        after = change_wallet(c, player, bonus, currency, cents, now)?;
    }
    after.map(Some).ok_or_else(above_balance)
}

/// The refusal of a debit larger than the balance.
pub fn above_balance() -> AppError {
    AppError::new(ErrorKind::Invalid, "amount_above_balance")
}

/// Adds `cents` to the wallet's real or bonus balance unless that would make it negative: the
/// balances after it, none when refused or when the wallet does not exist.
fn change_wallet(
    c: &mut DbConnection,
    player: &PlayerId,
    bonus: bool,
    currency: Currency,
    cents: i64,
    now: i64,
) -> AppResult<Option<Balance>> {
    let text = if bonus {
        "UPDATE wallets SET bonus_cents = bonus_cents + ?, updated_at = ? \
         WHERE player_id = ? AND currency = ? AND bonus_cents + ? >= 0 \
         RETURNING real_cents, bonus_cents"
    } else {
        "UPDATE wallets SET real_cents = real_cents + ?, updated_at = ? \
         WHERE player_id = ? AND currency = ? AND real_cents + ? >= 0 \
         RETURNING real_cents, bonus_cents"
    };
    let rows = sql(text)
        .big_int(cents)
        .big_int(now)
        .text(player)
        .text(currency.code())
        .big_int(cents)
        .load(c)?;
    Ok(changed_balance(rows))
}

/// A player's balances in `currency` (zero without a wallet yet).
pub fn balance(
    conn: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
) -> AppResult<Balance> {
    Ok(wallets::table
        .filter(wallets::player_id.eq(player))
        .filter(wallets::currency.eq(currency.code()))
        .select((wallets::real_cents, wallets::bonus_cents))
        .first::<(i64, i64)>(conn)
        .optional()?
        .map(|(real, bonus)| Balance { real, bonus })
        .unwrap_or_default())
}

/// Checks the ledger's invariants over the whole ledger and returns every breach
/// found (empty when sound): postings of each transaction sum to zero, each wallet equals the sum
/// of its postings, no balance is negative, and every real-money round has exactly its postings
/// (`rounds_posted`). (Keys are unique by the schema.) Every read sees one moment, so money
/// moving while the audit runs is not a breach.
pub fn audit(conn: &mut DbConnection) -> AppResult<Vec<String>> {
    crate::db::snapshot(conn, audit_snapshot)
}

fn audit_snapshot(conn: &mut DbConnection) -> AppResult<Vec<String>> {
    let mut breaches = Vec::new();
    let postings: Vec<(String, String, String, i64)> = ledger_postings::table
        .select((
            ledger_postings::transaction_id,
            ledger_postings::account,
            ledger_postings::currency,
            ledger_postings::amount_cents,
        ))
        .load(conn)?;
    let mut per_transaction = std::collections::BTreeMap::<&str, i128>::new();
    let mut per_account = std::collections::BTreeMap::<(&str, &str), i128>::new();
    for (tx, account, currency, cents) in &postings {
        *per_transaction.entry(tx).or_default() += *cents as i128;
        *per_account.entry((account, currency)).or_default() += *cents as i128;
    }
    for (tx, sum) in per_transaction.iter().filter(|(_, s)| **s != 0) {
        breaches.push(format!("transaction {tx} sums to {sum}"));
    }
    let rows: Vec<(String, String, i64, i64)> = wallets::table
        .select((
            wallets::player_id,
            wallets::currency,
            wallets::real_cents,
            wallets::bonus_cents,
        ))
        .load(conn)?;
    for (player, currency, real, bonus) in &rows {
        for (kind, held) in [("real", real), ("bonus", bonus)] {
            let account = format!("player:{player}:{kind}");
            let posted = per_account
                .get(&(account.as_str(), currency.as_str()))
                .copied()
                .unwrap_or(0);
            if posted != *held as i128 {
                breaches.push(format!(
                    "{account} {currency}: wallet {held}, postings {posted}"
                ));
            }
            if *held < 0 {
                breaches.push(format!("{account} {currency} is negative: {held}"));
            }
        }
    }
    rounds_posted(conn, &postings, &mut breaches)?;
    commissions_posted(conn, &mut breaches)?;
    Ok(breaches)
}

/// Every affiliate commission paid has its one movement of its amount into the player's real
/// balance, and no commission movement names an order that was not paid.
fn commissions_posted(conn: &mut DbConnection, breaches: &mut Vec<String>) -> AppResult<()> {
    use crate::db::schema::payment_orders as o;
    use casino_schema::{OrderState, TransactionKind};
    let paid: std::collections::BTreeMap<String, (String, i64)> = o::table
        .filter(o::kind.eq(TransactionKind::Commission))
        .filter(o::state.eq(OrderState::Complete))
        .select((o::id, o::player_id, o::amount_cents))
        .load::<(String, String, i64)>(conn)?
        .into_iter()
        .map(|(id, player, cents)| (format!("commission:{id}"), (player, cents)))
        .collect();
    let moved: Vec<(String, String, i64)> = ledger_transactions::table
        .inner_join(ledger_postings::table)
        .filter(ledger_transactions::kind.eq(MovementKind::Commission))
        .filter(ledger_postings::account.like("player:%"))
        .select((
            ledger_transactions::idempotency_key,
            ledger_postings::account,
            ledger_postings::amount_cents,
        ))
        .load(conn)?;
    let mut seen = std::collections::BTreeSet::new();
    for (key, account, cents) in &moved {
        match paid.get(key) {
            Some((player, amount))
                if *account == format!("player:{player}:real") && cents == amount =>
            {
                seen.insert(key.as_str());
            }
            _ => breaches.push(format!(
                "commission movement {key}: {cents} to {account}, which no paid commission is"
            )),
        }
    }
    for key in paid.keys().filter(|k| !seen.contains(k.as_str())) {
        breaches.push(format!("commission {key} is paid but never moved money"));
    }
    Ok(())
}

/// Every real-money round acknowledged to its player has its money in the ledger: what its
/// `game:<round>:...` transactions (its stakes, its win, a rollback) moved to and from the
/// player's balances nets to what the round records, its paid win (the win less any part the
/// net winnings cap withheld) less its stakes; and no such transaction names a round that does
/// not exist. `postings` are the whole ledger's (transaction, account, currency, cents).
fn rounds_posted(
    conn: &mut DbConnection,
    postings: &[(String, String, String, i64)],
    breaches: &mut Vec<String>,
) -> AppResult<()> {
    use crate::db::schema::game_rounds as g;
    let game_keys: Vec<(String, String)> = ledger_transactions::table
        .filter(ledger_transactions::idempotency_key.like("game:%"))
        .select((
            ledger_transactions::id,
            ledger_transactions::idempotency_key,
        ))
        .load(conn)?;
    // The round a transaction belongs to: its key is `game:<round id>:<bet|win>[...]`. A game
    // provider's own transaction ids (`game:<tx>`, the seamless wallet's) name no round here.
    let round_of: std::collections::BTreeMap<&str, &str> = game_keys
        .iter()
        .filter_map(|(tx, key)| {
            let mut parts = key.strip_prefix("game:")?.split(':');
            let round = parts.next()?;
            matches!(parts.next(), Some("bet" | "win")).then_some((tx.as_str(), round))
        })
        .collect();
    let mut moved = std::collections::BTreeMap::<&str, i128>::new();
    for (tx, account, _, cents) in postings {
        if let Some(round) = round_of.get(tx.as_str())
            && account.starts_with("player:")
        {
            *moved.entry(round).or_default() += i128::from(*cents);
        }
    }
    let rounds: Vec<(String, i64, i64, i64, bool)> = g::table
        .filter(g::mode.eq(casino_schema::PlayMode::Real))
        .select((
            g::id,
            g::stake_cents,
            g::win_cents,
            g::withheld_cents,
            g::finished,
        ))
        .load(conn)?;
    let known: std::collections::BTreeSet<&str> = rounds.iter().map(|r| r.0.as_str()).collect();
    for (id, stake, win, withheld, finished) in &rounds {
        // A round waiting for the player (a feature's picks, a hand's decision) may show a win
        // so far; it is paid when the round finishes.
        let (win, withheld) = if *finished { (*win, *withheld) } else { (0, 0) };
        let expected = i128::from(win - withheld - *stake);
        let posted = moved.get(id.as_str()).copied().unwrap_or(0);
        if posted != expected {
            breaches.push(format!(
                "round {id}: stakes {stake}, paid {}, so {expected} to the player, postings {posted}",
                win - withheld
            ));
        }
    }
    for round in moved.keys().filter(|r| !known.contains(*r)) {
        breaches.push(format!(
            "postings for round {round}, which no real-money round is"
        ));
    }
    Ok(())
}
