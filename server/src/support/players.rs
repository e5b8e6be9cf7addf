//! Support's view of players: a search by username, e-mail address or name, and a player's file
//! (profile, balances, latest transactions and bets, tickets, mail box).

use casino_schema::{BetFilter, PlayerFile, PlayerMatch, TransactionFilter};
use diesel::prelude::*;

use super::{Support, inbox, tickets};
use crate::accounts::player::{self, Player};
use crate::db::schema::{players, support_tickets};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::games::Games;
use crate::wallet::currency::main_currency;
use crate::wallet::{balance, history};

/// The most players a search lists, and the latest items a file shows of each kind.
const FOUND: i64 = 20;
const LATEST: u32 = 20;

/// `%…%`-safe: the typed text as a LIKE pattern's start, its wildcards taken literally.
fn starts_with(query: &str) -> String {
    let escaped: String = query
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    format!("{escaped}%")
}

impl Support {
    /// `support/find_players`: players whose username, e-mail address, first or last name starts
    /// with `query` (case aside), by username. Fewer than two characters find nobody.
    pub async fn find_players(&self, query: String) -> AppResult<Vec<PlayerMatch>> {
        let q = query.trim().to_lowercase();
        if q.chars().count() < 2 {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "field_required",
                "query",
            ));
        }
        let pattern = starts_with(&q);
        let found: Vec<Player> = self
            .db
            .run(move |c| {
                Ok(players::table
                    .filter(
                        players::username_key
                            .like(pattern.clone())
                            .escape('\\')
                            .or(players::email_key.like(pattern.clone()).escape('\\'))
                            .or(diesel::dsl::sql::<diesel::sql_types::Bool>(
                                "LOWER(first_name) LIKE ",
                            )
                            .bind::<diesel::sql_types::Text, _>(pattern.clone())
                            .sql(" ESCAPE '\\'"))
                            .or(diesel::dsl::sql::<diesel::sql_types::Bool>(
                                "LOWER(last_name) LIKE ",
                            )
                            .bind::<diesel::sql_types::Text, _>(pattern.clone())
                            .sql(" ESCAPE '\\'")),
                    )
                    .order(players::username_key)
                    .limit(FOUND)
                    .select(Player::as_select())
                    .load(c)?)
            })
            .await?;
        Ok(found
            .into_iter()
            .map(|p| PlayerMatch {
                status: p.status().as_str().to_owned(),
                username: p.username,
                email: p.email,
                first_name: p.first_name,
                last_name: p.last_name,
                country: p.country,
            })
            .collect())
    }

    /// `support/get_player_file`: the player named `username` as support sees them.
    pub async fn player_file(&self, games: &Games, username: String) -> AppResult<PlayerFile> {
        let login = username.trim().to_owned();
        let (p, balance, transactions, tickets, messages) = self
            .db
            .run(move |c| {
                let p = player::find_by_login(c, &login)?.ok_or_else(|| {
                    AppError::on_field(ErrorKind::NotFound, "player_not_found", "username")
                })?;
                let balance = balance::view(c, &p.id, main_currency(&p.currency))?;
                let latest = TransactionFilter {
                    per_page: Some(LATEST),
                    ..TransactionFilter::default()
                };
                let transactions = history::page(c, &p.id, &latest)?.items;
                let ids: Vec<String> = support_tickets::table
                    .filter(support_tickets::player_id.eq(&p.id))
                    .order(support_tickets::created_at.desc())
                    .limit(i64::from(LATEST))
                    .select(support_tickets::id)
                    .load(c)?;
                let tickets = ids
                    .iter()
                    .map(|id| tickets::view(c, id).map(|v| v.ticket))
                    .collect::<AppResult<Vec<_>>>()?;
                let messages = inbox::list(c, &p.id)?.messages;
                Ok((p, balance, transactions, tickets, messages))
            })
            .await?;
        let bets = games
            .bet_list(
                p.clone(),
                BetFilter {
                    game_id: None,
                    from: None,
                    to: None,
                    page: Some(1),
                    page_size: Some(LATEST),
                },
            )
            .await?
            .bets;
        Ok(PlayerFile {
            player: p.view(),
            verification: p.verification.clone(),
            balance,
            transactions,
            bets,
            tickets,
            messages: messages.into_iter().take(LATEST as usize).collect(),
        })
    }
}
