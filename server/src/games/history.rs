//! The player's bet history: their real-money rounds, newest first, a page at a time; and the
//! rounds the verifier keeps to check offline.

use std::collections::{BTreeSet, HashMap};

use casino_schema::{
    BetFilter, BetPage, BetRow, Chips, RoundCursor, VerifiableRounds, VerifiableRoundsRequest,
};
use diesel::prelude::*;

use super::Games;
use super::lobby::MAX_PAGE_SIZE;
use super::purse::Purse;
use super::rounds::{RoundRow, Stepped};
use super::seeds::SeedRow;
use super::sessions::cents;
use crate::db::schema::{fair_seeds, game_configs, game_rounds as g};
use crate::error::{AppError, AppResult};
use crate::player::Player;

/// How far back the verifier keeps a player's rounds for checking offline.
const VERIFIABLE_DAYS: i64 = 30;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// Rounds per page of `game/verifiable_rounds` (each carries its configuration).
const VERIFIABLE_PAGE: usize = 100;

type Row = (String, String, i64, Chips, i64, i64, bool);

impl Games {
    pub async fn bet_list(&self, p: Player, f: BetFilter) -> AppResult<BetPage> {
        let page = f.page.unwrap_or(1).max(1);
        let page_size = f.page_size.unwrap_or(20).clamp(1, MAX_PAGE_SIZE);
        let owner = Purse::Real {
            player: p.id.clone(),
            currency: p.currency,
        }
        .owner();
        let (rows, total) = self
            .db
            .run(move |c| {
                let query = || {
                    let mut q = g::table.filter(g::owner.eq(owner.clone())).into_boxed();
                    if let Some(id) = f.game_id.clone().filter(|s| !s.is_empty()) {
                        q = q.filter(g::game_id.eq(id));
                    }
                    if let Some(t) = f.from {
                        q = q.filter(g::created_at.ge(t));
                    }
                    if let Some(t) = f.to {
                        q = q.filter(g::created_at.le(t));
                    }
                    q
                };
                let total: i64 = query().count().get_result(c)?;
                let rows: Vec<Row> = query()
                    .order(g::created_at.desc())
                    // In i64: a page number near u32::MAX times the page size overflows u32.
                    .offset(i64::from(page - 1) * i64::from(page_size))
                    .limit(i64::from(page_size))
                    .select((
                        g::id,
                        g::game_id,
                        g::created_at,
                        g::currency,
                        g::stake_cents,
                        g::win_cents - g::withheld_cents,
                        g::finished,
                    ))
                    .load(c)?;
                Ok((rows, total))
            })
            .await?;
        let bets = rows
            .into_iter()
            .map(
                |(id, game_id, created_at, currency, stake, win, finished)| BetRow {
                    game_name: self
                        .catalog
                        .get(&game_id)
                        .map_or_else(|| game_id.clone(), |g| g.entry.name.clone()),
                    round_id: id,
                    game_id,
                    created_at,
                    currency,
                    bet: cents(stake),
                    win: cents(win),
                    total: cents(win - stake),
                    finished,
                },
            )
            .collect();
        Ok(BetPage {
            bets,
            total: total as u32,
            page,
            page_size,
        })
    }

    /// A page of the player's finished real-money rounds of the last 30 days whose server
    /// seed is revealed (only those verify), newest first, each with its configuration.
    pub async fn verifiable_rounds(
        &self,
        p: Player,
        r: VerifiableRoundsRequest,
    ) -> AppResult<VerifiableRounds> {
        let purse = Purse::Real {
            player: p.id.clone(),
            currency: p.currency,
        };
        let since = self.clock.now_millis() - VERIFIABLE_DAYS * DAY_MS;
        let (mut rows, configs, balance) = self
            .db
            .run(move |c| {
                let mut q = g::table
                    .inner_join(fair_seeds::table)
                    .filter(g::owner.eq(purse.owner()))
                    .filter(g::finished.eq(true))
                    .filter(fair_seeds::active.eq(false))
                    .filter(g::config_hash.is_not_null())
                    .filter(g::created_at.ge(since))
                    .into_boxed();
                if let Some(after) = r.after {
                    q = q.filter(
                        g::created_at.lt(after.created_at).or(g::created_at
                            .eq(after.created_at)
                            .and(g::id.lt(after.round_id))),
                    );
                }
                let rows: Vec<(RoundRow, SeedRow)> = q
                    .order((g::created_at.desc(), g::id.desc()))
                    .limit(VERIFIABLE_PAGE as i64 + 1)
                    .load(c)?;
                let hashes: BTreeSet<String> = rows
                    .iter()
                    .filter_map(|(r, _)| r.config_hash.clone())
                    .collect();
                let configs: Vec<(String, String)> = game_configs::table
                    .filter(game_configs::hash.eq_any(hashes))
                    .select((game_configs::hash, game_configs::config))
                    .load(c)?;
                Ok((rows, configs, purse.balance(c)?))
            })
            .await?;
        let more = rows.len() > VERIFIABLE_PAGE;
        rows.truncate(VERIFIABLE_PAGE);
        let next = more
            .then(|| rows.last())
            .flatten()
            .map(|(r, _)| RoundCursor {
                created_at: r.created_at,
                round_id: r.id.to_string(),
            });
        let configs: HashMap<String, serde_json::Value> = configs
            .into_iter()
            .map(|(hash, json)| Ok((hash, serde_json::from_str(&json)?)))
            .collect::<Result<_, serde_json::Error>>()
            .map_err(AppError::internal)?;
        let rounds = rows
            .into_iter()
            .map(|(round, seed)| {
                let config = round
                    .config_hash
                    .as_ref()
                    .and_then(|h| configs.get(h))
                    .cloned();
                let view = self.view_of(Stepped {
                    round,
                    seed,
                    allowed: Vec::new(),
                    balance_cents: balance,
                })?;
                Ok(casino_schema::RoundView { config, ..view })
            })
            .collect::<AppResult<_>>()?;
        Ok(VerifiableRounds { rounds, next })
    }
}
