//! Accounts that may be one person (casino-core's `linking`): the same mailbox, the same
//! verified identity, or withdrawals to the same destination. Staff see them on a player's file,
//! and a referral between them earns nothing (`bonuses::referral`).

use casino_core::payments::Verification;
use casino_schema::TransactionKind;
use std::collections::{BTreeMap, BTreeSet};

use casino_core::linking::{self, Link};
use casino_core::payments::BankForm;
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{payment_orders, players};
use crate::error::AppResult;
use crate::player::{Player, identity_key, mailbox_key};

/// The most linked accounts a file lists.
const LISTED: i64 = 50;
/// Rows a backfill statement reads at a time.
const BATCH: i64 = 500;

/// A withdrawal's stored destination as a key: a bank transfer's account number, or the coin
/// address.
pub fn payout_key(destination: &str) -> String {
    let account = serde_json::from_str::<BankForm>(destination)
        .map(|form| form.account)
        .unwrap_or_else(|_| destination.to_owned());
    linking::destination_key(&account)
}

/// Fills in the keys of rows written before the keys were (at start-up; nothing once done).
/// The number of rows written.
pub fn backfill(c: &mut DbConnection) -> AppResult<usize> {
    let mut written = 0;
    loop {
        let rows: Vec<(String, String, String, String, String)> = players::table
            .filter(players::mailbox_key.is_null())
            .select((
                players::id,
                players::email,
                players::first_name,
                players::last_name,
                players::birth_date,
            ))
            .limit(BATCH)
            .load(c)?;
        if rows.is_empty() {
            break;
        }
        for (id, email, first, last, birth) in rows {
            diesel::update(players::table.find(id))
                .set((
                    players::mailbox_key.eq(mailbox_key(&email)),
                    players::identity_key.eq(identity_key(&first, &last, &birth)),
                ))
                .execute(c)?;
            written += 1;
        }
    }
    loop {
        let rows: Vec<(String, Option<String>)> = payment_orders::table
            .filter(payment_orders::kind.eq(TransactionKind::Withdrawal))
            .filter(payment_orders::payout_key.is_null())
            .filter(payment_orders::destination.is_not_null())
            .select((payment_orders::id, payment_orders::destination))
            .limit(BATCH)
            .load(c)?;
        if rows.is_empty() {
            break;
        }
        for (id, destination) in rows {
            let key = payout_key(destination.as_deref().unwrap_or_default());
            diesel::update(payment_orders::table.find(id))
                .set(payment_orders::payout_key.eq(key))
                .execute(c)?;
            written += 1;
        }
    }
    Ok(written)
}

fn verified(p: &Player) -> bool {
    p.verification != Verification::None
}

fn mailbox_of(p: &Player) -> String {
    p.mailbox_key
        .clone()
        .unwrap_or_else(|| mailbox_key(&p.email))
}

fn identity_of(p: &Player) -> String {
    p.identity_key
        .clone()
        .unwrap_or_else(|| identity_key(&p.first_name, &p.last_name, &p.birth_date))
}

/// The destinations player `id` has withdrawn to.
fn payout_keys(c: &mut DbConnection, id: &str) -> AppResult<Vec<String>> {
    Ok(payment_orders::table
        .filter(payment_orders::player_id.eq(id))
        .filter(payment_orders::kind.eq(TransactionKind::Withdrawal))
        .select(payment_orders::payout_key)
        .distinct()
        .load::<Option<String>>(c)?
        .into_iter()
        .flatten()
        .collect())
}

/// Why players `a` and `b` may be one person (empty: nothing links them).
pub fn between(c: &mut DbConnection, a: &Player, b: &Player) -> AppResult<Vec<Link>> {
    let mut links = Vec::new();
    if mailbox_of(a) == mailbox_of(b) {
        links.push(Link::Mailbox);
    }
    if verified(a) && verified(b) && identity_of(a) == identity_of(b) {
        links.push(Link::Identity);
    }
    let keys = payout_keys(c, &a.id)?;
    if !keys.is_empty() {
        let shared: i64 = payment_orders::table
            .filter(payment_orders::player_id.eq(&b.id))
            .filter(payment_orders::kind.eq(TransactionKind::Withdrawal))
            .filter(payment_orders::payout_key.eq_any(&keys))
            .count()
            .get_result(c)?;
        if shared > 0 {
            links.push(Link::PayoutDestination);
        }
    }
    Ok(links)
}

/// The other accounts linked to player `p`, by username, and why: for staff.
pub fn of(c: &mut DbConnection, p: &Player) -> AppResult<BTreeMap<String, BTreeSet<Link>>> {
    let mut found: BTreeMap<String, BTreeSet<Link>> = BTreeMap::new();
    let others = || players::table.filter(players::id.ne(p.id.clone()));
    for name in others()
        .filter(players::mailbox_key.eq(mailbox_of(p)))
        .select(players::username)
        .limit(LISTED)
        .load::<String>(c)?
    {
        found.entry(name).or_default().insert(Link::Mailbox);
    }
    if verified(p) {
        for name in others()
            .filter(players::identity_key.eq(identity_of(p)))
            .filter(players::verification.ne(Verification::None))
            .select(players::username)
            .limit(LISTED)
            .load::<String>(c)?
        {
            found.entry(name).or_default().insert(Link::Identity);
        }
    }
    let keys = payout_keys(c, &p.id)?;
    if !keys.is_empty() {
        for name in others()
            .inner_join(payment_orders::table)
            .filter(payment_orders::kind.eq(TransactionKind::Withdrawal))
            .filter(payment_orders::payout_key.eq_any(&keys))
            .select(players::username)
            .distinct()
            .limit(LISTED)
            .load::<String>(c)?
        {
            found
                .entry(name)
                .or_default()
                .insert(Link::PayoutDestination);
        }
    }
    Ok(found)
}
