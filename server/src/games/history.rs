//! The player's bet history: their real-money rounds, newest first, a page at a time.

use casino_schema::{BetFilter, BetPage, BetRow};
use diesel::prelude::*;

use super::Games;
use super::lobby::MAX_PAGE_SIZE;
use super::purse::Purse;
use super::sessions::cents;
use crate::db::schema::game_rounds as g;
use crate::error::AppResult;
use crate::player::Player;

type Row = (String, String, i64, String, i64, i64, bool);

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
}
