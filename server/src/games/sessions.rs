//! Opening a game: whose money it plays with (the player's main wallet for real play, a fun
//! session's play money otherwise), and what the game player needs to start.

use std::sync::LazyLock;

use casino_core::games::catalog::{art, screen_icons};
use casino_core::money::{from_cents, to_json_string};
use casino_schema::{GameUrl, GameUrlRequest, PlayBreak, PlayMode};

use super::Games;
use super::catalog::Game;
use super::purse::{self, Purse};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text};

use super::seeds::{self, SeedRow};
use crate::accounts::Session;
use crate::bonuses::{ACTIVE_BONUS_COLUMNS, ACTIVE_BONUS_JOIN, ActiveBonusRead, Held};
use crate::db::DbConnection;
use crate::db::statement::sql;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;
use crate::player::Player;
use crate::responsible::{BeforeBet, LAST_CUT_SUBQUERY, LOSS_LIMITS_SUBQUERY};
use crate::wallet::ledger::Balance;

/// Cents as the API writes money (`"12.50"`).
pub(crate) fn cents(c: i64) -> String {
    to_json_string(from_cents(c))
}

/// What a real-money bet knows of its player before it plays, read with the player's row.
#[derive(Debug, Clone)]
pub struct BetReads {
    /// What the responsible gaming checks need.
    pub checks: BeforeBet,
    /// The player's active bonus, as stored (its validity not yet checked), with the balances in
    /// its currency; without one, the bet reads no bonus.
    pub bonus: Option<(Held, Balance)>,
    /// The nonce the bet draws from the player's seed pair, when taken in the same statement
    /// (on PostgreSQL, once the player has a pair).
    pub drawn: Option<(SeedRow, u64)>,
}

/// The session's player as a real-money bet reads it: the player's row and the bet's first
/// reads in one statement, in the bet's transaction; on PostgreSQL, for a bet that `draws` on
/// the player's seed pair, the nonce is taken in it too. At thousands of rounds a second on
/// PostgreSQL, round trips are what a round costs.
pub fn bettor(
    c: &mut DbConnection,
    session: &Session,
    draws: bool,
) -> AppResult<(Player, BetReads)> {
    if draws
        && matches!(c, DbConnection::Postgres(_))
        && let Some(found) = bettor_drawing(c, session)?
    {
        return Ok(found);
    }
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(embed)]
        player: Player,
        #[diesel(embed)]
        first: FirstReads,
    }
    static TEXT: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT players.*, {} FROM players {} WHERE players.id = ?",
            *FIRST_READS, ACTIVE_BONUS_JOIN
        )
    });
    let found: Option<Row> = sql(TEXT.as_str())
        .text(session.player_id())
        .get_result(c)
        .optional()?;
    let (player, first) = session.admit(found.map(|r| (r.player, r.first)))?;
    let reads = first.into_reads(&player.id, None);
    Ok((player, reads))
}

/// The columns every bet's first read adds to the player's row, as `FirstReads` names them.
static FIRST_READS: LazyLock<String> = LazyLock::new(|| {
    format!(
        "{} AS last_cut, {} AS loss_limits, {}",
        LAST_CUT_SUBQUERY, LOSS_LIMITS_SUBQUERY, ACTIVE_BONUS_COLUMNS
    )
});

#[derive(QueryableByName)]
struct FirstReads {
    #[diesel(sql_type = Nullable<BigInt>)]
    last_cut: Option<i64>,
    #[diesel(sql_type = Bool)]
    loss_limits: bool,
    #[diesel(embed)]
    bonus: ActiveBonusRead,
}

impl FirstReads {
    fn into_reads(self, player: &PlayerId, drawn: Option<(SeedRow, u64)>) -> BetReads {
        BetReads {
            checks: BeforeBet {
                last_cut: self.last_cut,
                loss_limits: self.loss_limits,
            },
            bonus: self.bonus.into_held(player),
            drawn,
        }
    }
}

/// `bettor` with the nonce taken from the player's active seed pair by the same statement
/// (`seeds::take_nonce`'s update as a `WITH` part). None when the player has no pair yet (the
/// bet then makes one) or no row: the plain read says why.
fn bettor_drawing(
    c: &mut DbConnection,
    session: &Session,
) -> AppResult<Option<(Player, BetReads)>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(embed)]
        player: Player,
        #[diesel(embed)]
        first: FirstReads,
        #[diesel(sql_type = Text)]
        seed_id: String,
        #[diesel(sql_type = Text)]
        seed_server_seed: String,
        #[diesel(sql_type = Text)]
        seed_commitment: String,
        #[diesel(sql_type = Text)]
        seed_client_seed: String,
        #[diesel(sql_type = BigInt)]
        seed_next_nonce: i64,
        #[diesel(sql_type = BigInt)]
        seed_created_at: i64,
    }
    static TEXT: LazyLock<String> = LazyLock::new(|| {
        format!(
            "WITH s AS ({}) SELECT players.*, {}, \
             s.id AS seed_id, s.server_seed AS seed_server_seed, \
             s.commitment AS seed_commitment, s.client_seed AS seed_client_seed, \
             s.next_nonce AS seed_next_nonce, s.created_at AS seed_created_at \
             FROM players CROSS JOIN s {} WHERE players.id = ?",
            seeds::TAKE_NONCE,
            *FIRST_READS,
            ACTIVE_BONUS_JOIN
        )
    });
    let id = session.player_id();
    let owner = format!("player:{id}");
    let row: Option<Row> = sql(TEXT.as_str())
        .text(&owner)
        .text(id)
        .get_result(c)
        .optional()?;
    let Some(r) = row else {
        return Ok(None);
    };
    let (player, ()) = session.admit(Some((r.player, ())))?;
    let seed = SeedRow {
        id: r.seed_id,
        owner,
        server_seed: r.seed_server_seed,
        commitment: r.seed_commitment,
        client_seed: r.seed_client_seed,
        next_nonce: r.seed_next_nonce,
        active: true,
        created_at: r.seed_created_at,
        revealed_at: None,
    };
    let nonce = u64::try_from(r.seed_next_nonce - 1).map_err(AppError::internal)?;
    let reads = r.first.into_reads(&player.id, Some((seed, nonce)));
    Ok(Some((player, reads)))
}

/// The player's main wallet, which real play moves.
pub fn real_purse(p: &Player) -> Purse {
    Purse::Real {
        currency: p.currency,
        player: p.id.clone(),
    }
}

impl Games {
    /// A game of the catalogue.
    pub fn game(&self, id: &str) -> AppResult<&Game> {
        self.catalog
            .get(id)
            .ok_or_else(|| AppError::on_field(ErrorKind::NotFound, "game_not_found", "game_id"))
    }

    /// A game that is (or is not) a live table: the other kind is "not found" for a call.
    pub fn game_of_kind(&self, id: &str, live: bool) -> AppResult<&Game> {
        let g = self.game(id)?;
        if g.entry.live != live {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "game_not_found",
                "game_id",
            ));
        }
        Ok(g)
    }

    /// Whose money a call plays with: the signed-in player's main wallet for real play, the fun
    /// session for fun play.
    pub async fn purse_for(
        &self,
        player: Option<Player>,
        mode: PlayMode,
        fun_session: Option<String>,
    ) -> AppResult<Purse> {
        let unknown_session =
            || AppError::on_field(ErrorKind::NotFound, "fun_session_unknown", "fun_session");
        match mode {
            PlayMode::Real => {
                let p =
                    player.ok_or_else(|| AppError::new(ErrorKind::Unauthorized, "unauthorized"))?;
                Ok(real_purse(&p))
            }
            PlayMode::Fun => {
                let session = fun_session.ok_or_else(unknown_session)?;
                if self.fun_session_exists(&session).await? {
                    Ok(Purse::Fun { session })
                } else {
                    Err(unknown_session())
                }
            }
        }
    }

    async fn fun_session_exists(&self, id: &str) -> AppResult<bool> {
        let id = id.to_owned();
        self.db
            .run(move |c| purse::fun_session_exists(c, &id))
            .await
    }

    /// Opens a game (only a live table when `only_live`) for a player or a visitor: in fun play
    /// it keeps the fun session the page already has, or opens a new one with its play money. A
    /// live table asked for keeps running for a while.
    pub async fn open(
        &self,
        player: Option<Player>,
        r: GameUrlRequest,
        only_live: bool,
    ) -> AppResult<GameUrl> {
        let now = self.clock.now_millis();
        // `front/get_game_url` opens any game (a live table too, so the page needs one call);
        // `front/get_live_game_url` only a live table.
        let g = if only_live {
            self.game_of_kind(&r.game_id, true)?
        } else {
            self.game(&r.game_id)?
        };
        let live = g.entry.live;
        let fun_session = if r.mode == PlayMode::Fun {
            let known = match &r.fun_session {
                Some(id) => self.fun_session_exists(id).await?,
                None => false,
            };
            Some(match (known, r.fun_session) {
                (true, Some(id)) => id,
                _ => {
                    let id = uuid::Uuid::new_v4().to_string();
                    let (new_id, owner) = (id.clone(), player.as_ref().map(|p| p.id.clone()));
                    self.db
                        .run(move |c| purse::open_fun_session(c, &new_id, owner.as_deref(), now))
                        .await?;
                    id
                }
            })
        } else {
            None
        };
        let on_break = player.as_ref().and_then(|p| play_break(p, now));
        let p = self.purse_for(player, r.mode, fun_session.clone()).await?;
        if live {
            self.live.want(&g.entry.id, now);
        }
        let purse = p.clone();
        let balance = self.db.run(move |c| purse.balance(c)).await?;
        let (min, max) = g.config().limits();
        // The pictures of a slot's or scratch card's symbols (none for the others, live included).
        let icons = screen_icons(&g.entry);
        Ok(GameUrl {
            url: format!("/online-casino/{}?mode={}", g.entry.id, r.mode.as_str()),
            mode: p.play_mode(),
            game: g.summary.clone(),
            config: serde_json::to_value(g.config()).map_err(AppError::internal)?,
            min_bet: cents(min),
            max_bet: cents(max),
            currency: p.chips(),
            fun_session,
            balance: cents(balance),
            art: icons
                .iter()
                .map(|i| art(i).unwrap_or_default().to_owned())
                .collect(),
            art_icons: icons.iter().map(|i| (*i).to_owned()).collect(),
            on_break,
        })
    }
}

/// The player's break still running at `now`, by casino-core's rule (the one bets are refused by).
fn play_break(p: &Player, now: i64) -> Option<PlayBreak> {
    match casino_core::responsible::break_refusal(p.break_kind, p.break_until, now)? {
        e @ casino_core::RuleError::OnBreak { until, .. } => Some(PlayBreak {
            code: e.code().to_owned(),
            until,
        }),
        _ => None,
    }
}
