//! The operator's report, read from the ledger: gross and net gaming revenue and the affiliate
//! commissions paid by day and currency, each game's play over the range, and each processor's
//! deposits and withdrawals. Only postings are read, so the figures tie out with the ledger
//! audit: a day's net less its commissions is what the house account gained that day.

use std::collections::BTreeMap;

use casino_core::Currency;
use casino_core::money::{from_cents, to_json_string};
use casino_core::payments::Processor;
use casino_schema::{Report, ReportDay, ReportGame, ReportPayments, ReportRequest};
use chrono::{DateTime, NaiveDate};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};

const DAY_MS: i64 = 86_400_000;
/// The longest report: a year, leap day included.
const MAX_DAYS: i64 = 366;

/// What the house account gained by kind of movement, and what the processors' accounts moved.
#[derive(QueryableByName)]
struct Sum {
    #[diesel(sql_type = BigInt)]
    day: i64,
    #[diesel(sql_type = Text)]
    currency: Currency,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    account: String,
    #[diesel(sql_type = BigInt)]
    cents: i64,
}

/// What the house account gained from one game's rounds by kind of movement.
#[derive(QueryableByName)]
struct GameSum {
    #[diesel(sql_type = Text)]
    game: String,
    #[diesel(sql_type = Text)]
    currency: Currency,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    cents: i64,
}

/// One game's real-money rounds opened, and by how many players.
#[derive(QueryableByName)]
struct GameRounds {
    #[diesel(sql_type = Text)]
    game: String,
    #[diesel(sql_type = Text)]
    currency: Currency,
    #[diesel(sql_type = BigInt)]
    rounds: i64,
    #[diesel(sql_type = BigInt)]
    players: i64,
}

/// What the report says of a game besides its figures: its name, engine and configured RTP
/// (the catalogue's, which this module does not own); none for a game no longer offered.
pub type Describe<'a> = &'a dyn Fn(&str) -> Option<(String, String, String)>;

#[derive(QueryableByName)]
struct Players {
    #[diesel(sql_type = BigInt)]
    day: i64,
    #[diesel(sql_type = Text)]
    currency: Currency,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Midnight UTC of a `YYYY-MM-DD` day, in milliseconds; a wrong date is refused on `field`.
fn midnight(s: &str, field: &'static str) -> AppResult<i64> {
    let invalid = || AppError::on_field(ErrorKind::Invalid, "date_invalid", field);
    let d = NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").map_err(|_| invalid())?;
    Ok(d.and_hms_opt(0, 0, 0)
        .ok_or_else(invalid)?
        .and_utc()
        .timestamp_millis())
}

fn day_text(day: i64) -> String {
    DateTime::from_timestamp_millis(day * DAY_MS)
        .map(|t| t.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

fn money(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

/// The days `r` names as Unix milliseconds, from midnight UTC of the first to the end of the last;
/// a wrong date, a last day before the first or more than a year is refused.
pub fn range(r: &ReportRequest) -> AppResult<(i64, i64)> {
    let from = midnight(&r.from, "from")?;
    let to = midnight(&r.to, "to")? + DAY_MS;
    if to <= from || to - from > MAX_DAYS * DAY_MS {
        return Err(AppError::on_field(ErrorKind::Invalid, "date_invalid", "to"));
    }
    Ok((from, to))
}

/// The report of the days `r` names, both included.
pub fn report(
    c: &mut DbConnection,
    r: &ReportRequest,
    describe: Describe<'_>,
) -> AppResult<Report> {
    let (from, to) = range(r)?;
    // The bounds are numbers made here, not text of the request.
    let sums: Vec<Sum> = diesel::sql_query(format!(
        "SELECT t.created_at / {DAY_MS} AS day, t.currency AS currency, t.kind AS kind, \
         p.account AS account, CAST(SUM(p.amount_cents) AS BIGINT) AS cents \
         FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id \
         WHERE t.created_at >= {from} AND t.created_at < {to} \
         AND (p.account = 'house' OR p.account LIKE 'clearing:%') \
         GROUP BY t.created_at / {DAY_MS}, t.currency, t.kind, p.account"
    ))
    .load(c)?;
    let players: Vec<Players> = diesel::sql_query(format!(
        "SELECT created_at / {DAY_MS} AS day, currency, \
         CAST(COUNT(DISTINCT player_id) AS BIGINT) AS n FROM ledger_transactions \
         WHERE kind = 'bet' AND created_at >= {from} AND created_at < {to} \
         GROUP BY created_at / {DAY_MS}, currency"
    ))
    .load(c)?;

    #[derive(Default)]
    struct Gaming {
        stakes: i64,
        wins: i64,
        bonus_cost: i64,
        commissions: i64,
        players: i64,
    }
    let mut gaming: BTreeMap<(i64, Currency), Gaming> = BTreeMap::new();
    let mut payments: BTreeMap<(i64, Currency, Processor), (i64, i64)> = BTreeMap::new();
    // The processor of a clearing account's key (`clearing:wire`); the ledger names no other.
    let processor = |account: &str| {
        let processor = account.strip_prefix("clearing:").and_then(Processor::parse);
        if processor.is_none() {
            tracing::warn!(
                account,
                "a payment posted to no processor's clearing account"
            );
        }
        processor
    };
    for s in sums {
        let key = (s.day, s.currency);
        match (s.account.as_str(), s.kind.as_str()) {
            // The house's side of play: a stake is money in, a win or a stake given back out.
            ("house", "bet" | "bet_rollback") => gaming.entry(key).or_default().stakes += s.cents,
            ("house", "win") => gaming.entry(key).or_default().wins -= s.cents,
            ("house", k) if k.starts_with("bonus_") => {
                gaming.entry(key).or_default().bonus_cost -= s.cents
            }
            ("house", "commission") => gaming.entry(key).or_default().commissions -= s.cents,
            (account, "deposit") => {
                let Some(processor) = processor(account) else {
                    continue;
                };
                payments
                    .entry((s.day, s.currency, processor))
                    .or_default()
                    .0 -= s.cents;
            }
            (account, "withdrawal_paid") if s.cents > 0 => {
                let Some(processor) = processor(account) else {
                    continue;
                };
                payments
                    .entry((s.day, s.currency, processor))
                    .or_default()
                    .1 += s.cents;
            }
            _ => {}
        }
    }
    for p in players {
        gaming.entry((p.day, p.currency)).or_default().players = p.n;
    }
    let games = by_game(c, from, to, describe)?;
    Ok(Report {
        games,
        days: gaming
            .into_iter()
            .map(|((day, currency), g)| ReportDay {
                day: day_text(day),
                currency,
                stakes: money(g.stakes),
                wins: money(g.wins),
                ggr: money(g.stakes - g.wins),
                bonus_cost: money(g.bonus_cost),
                ngr: money(g.stakes - g.wins - g.bonus_cost),
                commissions: money(g.commissions),
                players: u32::try_from(g.players).unwrap_or(u32::MAX),
            })
            .collect(),
        payments: payments
            .into_iter()
            .map(
                |((day, currency, processor), (deposits, withdrawals))| ReportPayments {
                    day: day_text(day),
                    currency,
                    processor,
                    deposits: money(deposits),
                    withdrawals: money(withdrawals),
                },
            )
            .collect(),
    })
}

/// Each game's stakes and winnings over `from..to` (Unix milliseconds), from the house's postings
/// of its rounds' transactions (keys `game:<round id>:...`, a round id being 36 characters), with
/// the rounds opened and their players; by engine, then name.
fn by_game(
    c: &mut DbConnection,
    from: i64,
    to: i64,
    describe: Describe<'_>,
) -> AppResult<Vec<ReportGame>> {
    let sums: Vec<GameSum> = diesel::sql_query(format!(
        "SELECT g.game_id AS game, t.currency AS currency, t.kind AS kind, \
         CAST(SUM(p.amount_cents) AS BIGINT) AS cents \
         FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id \
         JOIN game_rounds g ON g.id = substr(t.idempotency_key, 6, 36) \
         WHERE t.created_at >= {from} AND t.created_at < {to} AND p.account = 'house' \
         AND t.kind IN ('bet', 'bet_rollback', 'win') AND t.idempotency_key LIKE 'game:%' \
         GROUP BY g.game_id, t.currency, t.kind"
    ))
    .load(c)?;
    let rounds: Vec<GameRounds> = diesel::sql_query(format!(
        "SELECT game_id AS game, currency, CAST(COUNT(*) AS BIGINT) AS rounds, \
         CAST(COUNT(DISTINCT player_id) AS BIGINT) AS players FROM game_rounds \
         WHERE mode = 'real' AND created_at >= {from} AND created_at < {to} \
         GROUP BY game_id, currency"
    ))
    .load(c)?;
    #[derive(Default)]
    struct Play {
        stakes: i64,
        wins: i64,
        rounds: i64,
        players: i64,
    }
    let mut games: BTreeMap<(String, Currency), Play> = BTreeMap::new();
    for s in sums {
        let play = games.entry((s.game, s.currency)).or_default();
        match s.kind.as_str() {
            "win" => play.wins -= s.cents,
            _ => play.stakes += s.cents,
        }
    }
    for r in rounds {
        let play = games.entry((r.game, r.currency)).or_default();
        (play.rounds, play.players) = (r.rounds, r.players);
    }
    let count = |n: i64| u32::try_from(n).unwrap_or(u32::MAX);
    let mut out: Vec<ReportGame> = games
        .into_iter()
        .map(|((game_id, currency), p)| {
            let (name, engine, rtp) = describe(&game_id)
                .unwrap_or_else(|| (game_id.clone(), String::new(), String::new()));
            let returned = (p.stakes > 0).then(|| {
                casino_core::games::Ratio::new(
                    p.wins.unsigned_abs().into(),
                    p.stakes.unsigned_abs().into(),
                )
                .percent(2)
                .to_string()
            });
            ReportGame {
                game_id,
                name,
                engine,
                currency,
                rounds: count(p.rounds),
                players: count(p.players),
                stakes: money(p.stakes),
                wins: money(p.wins),
                ggr: money(p.stakes - p.wins),
                returned,
                rtp,
            }
        })
        .collect();
    out.sort_by(|a, b| (&a.engine, &a.name, &a.currency).cmp(&(&b.engine, &b.name, &b.currency)));
    Ok(out)
}
