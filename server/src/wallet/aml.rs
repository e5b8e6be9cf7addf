//! The anti-money-laundering flags of a period, for staff to review (casino-core's `aml` holds
//! the rules and their thresholds): players who withdrew after staking less than the wagering
//! rule asks of their deposits, accounts closed within days of opening after a deposit, deposits
//! kept just under the due-diligence threshold, and payout destinations shared by several
//! accounts. Money figures are read from the orders and, for stakes, from the ledger.

use std::collections::{BTreeMap, BTreeSet};

use casino_core::Currency;
use casino_core::aml;
use casino_core::money::{from_cents, to_json_string};
use casino_schema::{AmlFlag, AmlFlagKind, AmlFlags, ReportRequest};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use super::orders::{Kind, State};
use super::reports::range;
use crate::db::DbConnection;
use crate::db::schema::{payment_orders as o, players};
use crate::error::AppResult;
use crate::ids::PlayerId;
use crate::player::Status;

const DAY_MS: i64 = 86_400_000;

/// Money per player and currency, in cents.
type Sums = BTreeMap<(PlayerId, Currency), i64>;

/// A player's real-money stakes in one currency (a real account's bets less the bets given back).
#[derive(QueryableByName)]
struct Staked {
    #[diesel(sql_type = Text)]
    account: String,
    #[diesel(sql_type = Text)]
    currency: String,
    #[diesel(sql_type = BigInt)]
    cents: i64,
}

fn money(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

fn flag(kind: AmlFlagKind, username: &str, currency: Option<Currency>) -> AmlFlag {
    AmlFlag {
        kind,
        username: username.to_owned(),
        currency,
        deposits: money(0),
        stakes: money(0),
        withdrawn: money(0),
        count: 0,
        others: Vec::new(),
    }
}

/// The orders of `kind` made in `[from, to)` in one of `states`, as (player, currency, cents).
fn orders(
    c: &mut DbConnection,
    kind: Kind,
    states: &[State],
    (from, to): (i64, i64),
) -> AppResult<Vec<(PlayerId, Currency, i64)>> {
    Ok(o::table
        .filter(o::kind.eq(kind))
        .filter(o::state.eq_any(states))
        .filter(o::created_at.ge(from))
        .filter(o::created_at.lt(to))
        .select((o::player_id, o::currency, o::amount_cents))
        .load(c)?)
}

fn summed(rows: &[(PlayerId, Currency, i64)]) -> Sums {
    let mut sums = Sums::new();
    for (player, currency, cents) in rows {
        *sums.entry((player.clone(), *currency)).or_default() += cents;
    }
    sums
}

/// Real-money stakes in `[from, to)` by player and currency, from the ledger.
fn stakes(c: &mut DbConnection, (from, to): (i64, i64)) -> AppResult<Sums> {
    // The bounds are numbers made here, not text of the request.
    let rows: Vec<Staked> = diesel::sql_query(format!(
        "SELECT p.account AS account, p.currency AS currency, -SUM(p.amount_cents) AS cents \
         FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id \
         WHERE t.kind IN ('bet', 'bet_rollback') AND t.created_at >= {from} AND t.created_at < {to} \
         AND p.account LIKE 'player:%:real' GROUP BY p.account, p.currency"
    ))
    .load(c)?;
    Ok(rows
        .into_iter()
        .filter_map(|s| {
            let player = s.account.strip_prefix("player:")?.strip_suffix(":real")?;
            let currency = Currency::parse(&s.currency)?;
            Some(((PlayerId::from(player.to_owned()), currency), s.cents))
        })
        .collect())
}

/// The flags of the days `r` names.
pub fn flags(c: &mut DbConnection, r: &ReportRequest) -> AppResult<AmlFlags> {
    let period = range(r)?;
    let deposited = orders(c, Kind::Deposit, &[State::Complete], period)?;
    let withdrawals = orders(
        c,
        Kind::Withdrawal,
        &[State::Pending, State::Scheduled, State::Complete],
        period,
    )?;
    let staked = stakes(c, period)?;
    let deposits = summed(&deposited);
    let mut found: Vec<(PlayerId, AmlFlag)> = Vec::new();

    for ((player, currency), withdrawn) in summed(&withdrawals) {
        let paid_in = deposits
            .get(&(player.clone(), currency))
            .copied()
            .unwrap_or(0);
        let played = staked
            .get(&(player.clone(), currency))
            .copied()
            .unwrap_or(0);
        if aml::little_play(paid_in, played) {
            let mut f = flag(AmlFlagKind::LittlePlay, "", Some(currency));
            (f.deposits, f.stakes, f.withdrawn) = (money(paid_in), money(played), money(withdrawn));
            found.push((player, f));
        }
    }

    let mut just_under: BTreeMap<(PlayerId, Currency), (u32, i64)> = BTreeMap::new();
    for (player, currency, cents) in &deposited {
        if aml::just_under(*currency).contains(cents) {
            let e = just_under.entry((player.clone(), *currency)).or_default();
            (e.0, e.1) = (e.0 + 1, e.1 + cents);
        }
    }
    for ((player, currency), (count, cents)) in just_under {
        if count >= aml::JUST_UNDER_COUNT {
            let mut f = flag(AmlFlagKind::JustUnder, "", Some(currency));
            (f.count, f.deposits) = (count, money(cents));
            found.push((player, f));
        }
    }

    // An account closed in the period within days of its registration, if it ever deposited.
    // Dated by `closed_at`, which a later change in the restricted area (its language, its
    // newsletter choice) does not move.
    let closed: Vec<(PlayerId, i64, i64)> = players::table
        .filter(players::status.eq(Status::Closed))
        .filter(players::closed_at.ge(period.0))
        .filter(players::closed_at.lt(period.1))
        .filter(
            players::closed_at
                .assume_not_null()
                .le(players::created_at + aml::QUICK_CLOSURE_DAYS * DAY_MS),
        )
        .select((
            players::id,
            players::created_at,
            players::closed_at.assume_not_null(),
        ))
        .load(c)?;
    let ever = if closed.is_empty() {
        Sums::new()
    } else {
        summed(&orders(
            c,
            Kind::Deposit,
            &[State::Complete],
            (0, i64::MAX),
        )?)
    };
    for (player, opened, closed_at) in closed {
        for ((_, currency), cents) in ever.iter().filter(|((p, _), _)| *p == player) {
            let mut f = flag(AmlFlagKind::QuickClosure, "", Some(*currency));
            // Days open, a part of a day counting as one: "closed within 1 day".
            let days = ((closed_at - opened).max(1) + DAY_MS - 1) / DAY_MS;
            (f.deposits, f.count) = (money(*cents), u32::try_from(days).unwrap_or(u32::MAX));
            found.push((player.clone(), f));
        }
    }

    // Destinations paid to in the period, and every account that ever asked a payout to them.
    let keys: BTreeSet<String> = o::table
        .filter(o::kind.eq(Kind::Withdrawal))
        .filter(o::created_at.ge(period.0))
        .filter(o::created_at.lt(period.1))
        .filter(o::payout_key.is_not_null())
        .select(o::payout_key.assume_not_null())
        .load::<String>(c)?
        .into_iter()
        .collect();
    let users: Vec<(String, String)> = o::table
        .inner_join(players::table)
        .filter(o::payout_key.eq_any(&keys))
        .select((o::payout_key.assume_not_null(), players::username))
        .distinct()
        .load(c)?;
    let mut by_key: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (key, username) in users {
        by_key.entry(key).or_default().insert(username);
    }
    let mut shared = Vec::new();
    for names in by_key.values() {
        let n = u32::try_from(names.len()).unwrap_or(u32::MAX);
        if n < aml::SHARED_DESTINATION_ACCOUNTS {
            continue;
        }
        for name in names {
            let mut f = flag(AmlFlagKind::SharedDestination, name, None);
            f.count = n;
            f.others = names.iter().filter(|o| *o != name).cloned().collect();
            shared.push(f);
        }
    }

    let ids: Vec<PlayerId> = found.iter().map(|(p, _)| p.clone()).collect();
    let names: BTreeMap<PlayerId, String> = players::table
        .filter(players::id.eq_any(&ids))
        .select((players::id, players::username))
        .load::<(PlayerId, String)>(c)?
        .into_iter()
        .collect();
    let mut flags: Vec<AmlFlag> = found
        .into_iter()
        .map(|(player, mut f)| {
            f.username = names.get(&player).cloned().unwrap_or_default();
            f
        })
        .chain(shared)
        .collect();
    flags.sort_by(|a, b| {
        (a.kind.as_str(), &a.username, &a.currency).cmp(&(
            b.kind.as_str(),
            &b.username,
            &b.currency,
        ))
    });
    Ok(AmlFlags { flags })
}
