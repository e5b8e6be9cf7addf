//! Live tables: one roulette wheel or one baccarat shoe per table, shared by everyone seated at
//! it. A round opens with a betting window; chips placed in it are ordinary rounds of the
//! players (stake taken at once through the purse) that point at the table round; when the
//! window closes the wheel spins (or the coup is dealt) once and every bet of the round settles
//! on that one result.
//!
//! Provably fair as the other games: each table round has its own seed pair (owner
//! `table:<game>`), committed when betting opens and revealed when the round settles; the
//! table's public client seed is its game id and the nonce is the round number. So a settled bet
//! verifies in the browser exactly like any other round.
//!
//! The database is the table's clock and its only truth. Every instance ticks every table a few
//! times a second and moves it on with conditional writes (open round N+1 only if it does not
//! exist, settle only a round still `betting`), so any number of server instances can share a
//! table without a leader: whichever instance writes first wins, the others find it done. Each
//! instance then tells its own sockets what changed.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

use casino_core::games::baccarat::Winner;
use casino_core::games::cards::Card;
use casino_core::games::live::{self, TableResult};
use casino_core::games::{Action, FairStream, GameBet, GameConfig, blackjack};
use casino_schema::{
    Chips, CoupWinner, LivePhase, LiveResult, LiveTableEvent, LiveTableStatus, LiveTables, PlayMode,
};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use tokio::sync::broadcast;

use super::Games;
use super::catalog::{Catalog, Game};
use super::configs::Record;
use super::engine::EngineBuild;
use super::purse::Purse;
use super::rounds::{self, RoundGame, RoundRow, Stepped};
use super::seeds::{self, SeedRow};
use super::sessions::BetReads;
use crate::bonuses::{Wager, active_bonus_in, bonus_after_round};
use crate::db::DbConnection;
use crate::db::schema::{game_rounds, live_rounds};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{PlayerId, RoundId};
use crate::wallet::announce_later;
use casino_core::bonus::StakeSplit;

/// How often each instance looks at its tables.
const TICK_MS: u64 = 250;
/// Tables started together would settle together, for ever (every round lasts as long), and
/// their results would all leave in the same instant, to every watcher of every table at once.
/// So a table that wakes takes chips for a little longer in its first round, by a number of ticks
/// of its own (its place among the tables, modulo this): the tables' results spread over two
/// seconds.
const STAGGER_TICKS: usize = 8;
/// A table keeps opening rounds this long after someone last asked for it (or while a socket
/// watches it); an empty table sleeps instead of filling the database with unplayed rounds.
const WANTED_MS: i64 = 120_000;
/// How many past numbers the tables' boards show.
const HISTORY: i64 = 12;

/// A table round as stored (the columns the tables read).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = live_rounds)]
pub struct LiveRound {
    pub id: String,
    pub game_id: String,
    pub round_no: i64,
    pub seed_id: String,
    pub phase: String,
    pub closes_at: i64,
    pub next_at: Option<i64>,
    pub number: Option<i32>,
    pub bets: i64,
    /// The round's `TableResult` as JSON, once settled.
    pub result: Option<String>,
}

const BETTING: &str = "betting";
const DECIDING: &str = "deciding";
const SETTLED: &str = "settled";

/// A table's change as its sockets are told it: the JSON of a `LiveTableEvent`, written once for
/// all of them (thousands may watch one table) and shared, not copied.
pub type Told = bytes::Bytes;

/// This instance's view of its tables: who watches, and what they were last told.
pub struct LiveHub {
    tables: HashMap<String, Table>,
    started: AtomicBool,
    /// The lobby's view of the tables, read at most once a second (`statuses`).
    statuses: Mutex<Option<LiveTables>>,
}

struct Table {
    tx: broadcast::Sender<Told>,
    /// The latest state, and as its sockets were told it.
    last: Mutex<Option<(LiveTableEvent, Told)>>,
    wanted_until: AtomicI64,
}

impl LiveHub {
    pub fn new(catalog: &Catalog) -> LiveHub {
        let tables = catalog
            .live_tables()
            .map(|g| {
                let (tx, _) = broadcast::channel(64);
                let table = Table {
                    tx,
                    last: Mutex::new(None),
                    wanted_until: AtomicI64::new(0),
                };
                (g.entry.id.clone(), table)
            })
            .collect();
        LiveHub {
            tables,
            started: AtomicBool::new(false),
            statuses: Mutex::new(None),
        }
    }

    /// Someone asked for the table: it keeps opening rounds for a while.
    pub fn want(&self, game_id: &str, now: i64) {
        if let Some(t) = self.tables.get(game_id) {
            t.wanted_until.fetch_max(now + WANTED_MS, Ordering::Relaxed);
        }
    }

    fn wanted(&self, game_id: &str, now: i64) -> bool {
        self.tables.get(game_id).is_some_and(|t| {
            t.tx.receiver_count() > 0 || t.wanted_until.load(Ordering::Relaxed) > now
        })
    }

    /// A socket's subscription to a table, with the table's latest state to send first.
    pub fn watch(&self, game_id: &str) -> Option<(broadcast::Receiver<Told>, Option<Told>)> {
        let t = self.tables.get(game_id)?;
        let rx = t.tx.subscribe();
        let last = t
            .last
            .lock()
            .ok()
            .and_then(|l| l.as_ref().map(|(_, told)| told.clone()));
        Some((rx, last))
    }

    /// Tells the table's sockets, if the table moved on since they were last told.
    fn publish(&self, event: LiveTableEvent) {
        let Some(t) = self.tables.get(&event.game_id) else {
            return;
        };
        let Ok(mut last) = t.last.lock() else { return };
        let same = last.as_ref().is_some_and(|(l, _)| {
            l.round_id == event.round_id && l.phase == event.phase && l.bets == event.bets
        });
        if !same && let Ok(json) = serde_json::to_string(&event) {
            let told = Told::from(json);
            *last = Some((event, told.clone()));
            // No socket is not an error: nobody is watching.
            let _ = t.tx.send(told);
        }
    }

    /// What the table's sockets were last told.
    pub fn last(&self, game_id: &str) -> Option<LiveTableEvent> {
        self.tables.get(game_id).and_then(|t| {
            t.last
                .lock()
                .ok()
                .and_then(|l| l.as_ref().map(|(e, _)| e.clone()))
        })
    }
}

/// How long the lobby's view of the tables is reused: every visitor of the lobby asks for it.
const STATUS_MS: i64 = 1_000;

/// Where each live table stands, for the lobby: the phase of its current round and when it
/// ends, and how many have chips on it. A table whose last round is over with no next one
/// opened sleeps (`phase: None`). Read from the database, which every instance shares.
pub async fn statuses(games: &Games, now: i64) -> AppResult<LiveTables> {
    if let Ok(cached) = games.live.statuses.lock()
        && let Some(found) = cached.as_ref().filter(|s| now - s.server_now < STATUS_MS)
    {
        return Ok(found.clone());
    }
    let ids: Vec<String> = games
        .catalog
        .live_tables()
        .map(|g| g.entry.id.clone())
        .collect();
    let tables = games
        .db
        .run(move |c| {
            ids.iter()
                .map(|id| {
                    let round = latest_round(c, id)?;
                    let asleep = |r: &LiveRound| {
                        r.phase == SETTLED && r.next_at.is_none_or(|t| now > t + 4 * TICK_MS as i64)
                    };
                    let Some(round) = round.filter(|r| !asleep(r)) else {
                        return Ok(LiveTableStatus {
                            game_id: id.clone(),
                            phase: None,
                            until: None,
                            players: 0,
                        });
                    };
                    let players: i64 = game_rounds::table
                        .filter(game_rounds::live_round_id.eq(&round.id))
                        .select(diesel::dsl::count(game_rounds::owner).aggregate_distinct())
                        .first(c)?;
                    Ok(LiveTableStatus {
                        game_id: id.clone(),
                        phase: LivePhase::parse(&round.phase),
                        until: if round.phase == SETTLED {
                            round.next_at
                        } else {
                            Some(round.closes_at)
                        },
                        players: u32::try_from(players).unwrap_or(u32::MAX),
                    })
                })
                .collect::<AppResult<Vec<_>>>()
        })
        .await?;
    let answer = LiveTables {
        tables,
        server_now: now,
    };
    if let Ok(mut cached) = games.live.statuses.lock() {
        *cached = Some(answer.clone());
    }
    Ok(answer)
}

/// Starts this instance's table clock, once, at start-up (unless `LIVE_TABLES=off`, where tests
/// tick the tables themselves). A table nobody asked for stays asleep on every tick.
pub fn start(games: &Games) {
    if !games.live_settings.tables || games.live.started.swap(true, Ordering::SeqCst) {
        return;
    }
    let games = games.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_millis(TICK_MS));
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut moved_elsewhere = games.realtime.moved_tables();
        loop {
            tokio::select! {
                _ = every.tick() => tick(&games, games.clock.now_millis()).await,
                // Another instance moved a table on: this one's sockets hear of it now.
                Ok(id) = moved_elsewhere.recv() => {
                    tick_one(&games, &id, games.clock.now_millis()).await;
                }
            }
        }
    });
}

/// Moves every table on to where `now` says it should be, and tells the sockets. The tables move
/// side by side: one table's database work does not hold back the others' results (the next
/// tick still waits for the slowest).
pub async fn tick(games: &Games, now: i64) {
    let mut ticks = tokio::task::JoinSet::new();
    for game in games.catalog.live_tables() {
        let (games, id) = (games.clone(), game.entry.id.clone());
        ticks.spawn(async move { tick_one(&games, &id, now).await });
    }
    ticks.join_all().await;
}

/// Moves table `id` on, if it is one.
async fn tick_one(games: &Games, id: &str, now: i64) {
    if let Some(game) = games.catalog.live_tables().find(|g| g.entry.id == id)
        && let Err(e) = tick_table(games, game, now).await
    {
        tracing::warn!(game = %id, error = %e.code, "live table tick failed");
    }
}

async fn tick_table(games: &Games, game: &Game, now: i64) -> AppResult<()> {
    let wanted = games.live.wanted(&game.entry.id, now);
    // An idle table costs nothing: no read unless someone wants it or its round still takes
    // chips (it must be settled even after everyone left).
    let betting = games
        .live
        .last(&game.entry.id)
        .is_some_and(|l| l.phase != LivePhase::Settled);
    if !wanted && !betting {
        return Ok(());
    }
    let id = game.entry.id.clone();
    let latest = games.db.run(move |c| latest_round(c, &id)).await?;
    // `Some(wrote)` when the table's time had come: whether this instance moved it on, or
    // another one did first.
    let moved = match &latest {
        Some(r) if r.phase != SETTLED && now >= r.closes_at => {
            let (round, config) = (r.clone(), game.config().clone());
            let (settings, engine) = (games.live_settings, games.configs.engine().clone());
            let paid = games
                .db
                .write(move |c| close(c, &round, &config, settings, &engine, now))
                .await?;
            let wrote = paid.is_some();
            announce_later(&games.db, &games.realtime, paid.unwrap_or_default());
            Some(wrote)
        }
        Some(r) if r.phase == SETTLED && r.next_at.is_some_and(|t| now >= t) && wanted => {
            let slept = r.next_at.is_some_and(|t| now > t + 4 * TICK_MS as i64);
            let stagger = if slept { stagger_ms(games, game) } else { 0 };
            Some(open_next(games, game, r.round_no + 1, now, stagger).await?)
        }
        None if wanted => Some(open_next(games, game, 1, now, stagger_ms(games, game)).await?),
        _ => None,
    };
    // The others hear of it only from the instance that moved the table: every instance
    // telling them would have each read the table again once per instance.
    if moved == Some(true) {
        games.realtime.table_moved(&game.entry.id);
    }
    let latest = if moved.is_some() {
        let id = game.entry.id.clone();
        games.db.run(move |c| latest_round(c, &id)).await?
    } else {
        latest
    };
    if let Some(round) = latest {
        let fresh = games.live.last(&game.entry.id).is_none_or(|l| {
            l.round_id != round.id
                || l.phase.as_str() != round.phase
                || i64::from(l.bets) != round.bets
        });
        if fresh {
            let event = games.db.run(move |c| event(c, &round, now)).await?;
            games.live.publish(event);
        }
    }
    Ok(())
}

fn latest_round(c: &mut DbConnection, game_id: &str) -> AppResult<Option<LiveRound>> {
    Ok(live_rounds::table
        .filter(live_rounds::game_id.eq(game_id))
        .order(live_rounds::round_no.desc())
        .select(LiveRound::as_select())
        .first(c)
        .optional()?)
}

fn table_owner(game_id: &str) -> String {
    format!("table:{game_id}")
}

/// The extra time a waking table's first round takes chips (`STAGGER_TICKS`).
fn stagger_ms(games: &Games, game: &Game) -> i64 {
    let place = games
        .catalog
        .live_tables()
        .position(|g| g.entry.id == game.entry.id)
        .unwrap_or_default();
    (place % STAGGER_TICKS) as i64 * TICK_MS as i64
}

/// Opens round `round_no` with a fresh committed seed, taking chips `stagger` ms longer than
/// the setting says. False when another instance opened it first (the round's number is unique
/// per table).
async fn open_next(
    games: &Games,
    game: &Game,
    round_no: i64,
    now: i64,
    stagger: i64,
) -> AppResult<bool> {
    let game_id = game.entry.id.clone();
    let closes_at = now + games.live_settings.betting_ms + stagger;
    let opened = games
        .db
        .write(move |c| {
            let owner = table_owner(&game_id);
            let seed =
                seeds::insert_table_seed(c, &owner, &game_id, now).map_err(unique_is_conflict)?;
            diesel::insert_into(live_rounds::table)
                .values((
                    live_rounds::id.eq(uuid::Uuid::new_v4().to_string()),
                    live_rounds::game_id.eq(&game_id),
                    live_rounds::round_no.eq(round_no),
                    live_rounds::seed_id.eq(&seed),
                    live_rounds::phase.eq(BETTING),
                    live_rounds::closes_at.eq(closes_at),
                    live_rounds::bets.eq(0),
                    live_rounds::created_at.eq(now),
                    live_rounds::updated_at.eq(now),
                ))
                .execute(c)
                .map_err(unique_is_conflict)?;
            Ok(())
        })
        .await;
    match opened {
        Err(e) if e.code == "conflict" => Ok(false),
        other => other.map(|()| true),
    }
}

/// Moves a round whose time is up on: a blackjack table whose window closes deals and waits for
/// the seats' decisions (unless the deal ends at the peek or nobody bet); any other round
/// settles. The real-money players paid; `None` when another instance moved the round first.
fn close(
    c: &mut DbConnection,
    round: &LiveRound,
    config: &GameConfig,
    settings: super::LiveSettings,
    engine: &EngineBuild,
    now: i64,
) -> AppResult<Option<Vec<PlayerId>>> {
    if round.phase == BETTING && matches!(config, GameConfig::Blackjack(_)) {
        // The claim first, as in `settle`.
        let claimed = diesel::update(
            live_rounds::table
                .find(&round.id)
                .filter(live_rounds::phase.eq(BETTING)),
        )
        .set((
            live_rounds::phase.eq(DECIDING),
            live_rounds::updated_at.eq(now),
        ))
        .execute(c)?;
        if claimed == 0 {
            return Ok(None);
        }
        let seed = seeds::by_id(c, &round.seed_id)?;
        let result = live::table_result(config, &mut stream(&seed, round.round_no as u64)?)
            .map_err(AppError::internal)?;
        let bets: i64 = live_rounds::table
            .find(&round.id)
            .select(live_rounds::bets)
            .first(c)?;
        if bets > 0 && live::has_decisions(config, &result) {
            diesel::update(live_rounds::table.find(&round.id))
                .set((
                    live_rounds::result.eq(Some(rounds::json(&result)?)),
                    live_rounds::closes_at.eq(now + settings.deciding_ms),
                ))
                .execute(c)?;
            return Ok(Some(Vec::new()));
        }
    }
    settle(c, round, config, settings.result_ms, engine, now)
}

/// Closes the round if it is still open: spins the wheel (deals the coup, or the dealer's
/// hand) with the round's seed, settles every bet of it on that result (a blackjack seat that
/// did not finish its turn stands), pays the wins and reveals the seed. All in one transaction: a crash
/// leaves the round open, and the next tick (on any instance) settles it. Returns the real-money
/// players paid; `None` when another instance settled it first.
fn settle(
    c: &mut DbConnection,
    round: &LiveRound,
    config: &GameConfig,
    pause_ms: i64,
    engine: &EngineBuild,
    now: i64,
) -> AppResult<Option<Vec<PlayerId>>> {
    if !live::is_table_engine(config) {
        return Err(AppError::internal(
            "a live table of an engine tables do not run",
        ));
    }
    // The claim first: a write that starts with a read could find SQLite's snapshot overtaken
    // when it comes to write (see `group_commit`).
    let closed = diesel::update(
        live_rounds::table
            .find(&round.id)
            .filter(live_rounds::phase.eq_any([BETTING, DECIDING])),
    )
    .set((
        live_rounds::phase.eq(SETTLED),
        live_rounds::settled_at.eq(Some(now)),
        live_rounds::next_at.eq(Some(now + pause_ms)),
        live_rounds::updated_at.eq(now),
    ))
    .execute(c)?;
    if closed == 0 {
        return Ok(None);
    }
    let seed = seeds::by_id(c, &round.seed_id)?;
    let nonce = round.round_no as u64;
    let result =
        live::table_result(config, &mut stream(&seed, nonce)?).map_err(AppError::internal)?;
    let number = match result {
        TableResult::Roulette { number } => Some(i32::from(number)),
        _ => None,
    };
    diesel::update(live_rounds::table.find(&round.id))
        .set((
            live_rounds::number.eq(number),
            live_rounds::result.eq(Some(rounds::json(&result)?)),
        ))
        .execute(c)?;
    let bets: Vec<RoundRow> = game_rounds::table
        .filter(game_rounds::live_round_id.eq(&round.id))
        .filter(game_rounds::finished.eq(false))
        .load(c)?;
    let mut plays = Vec::with_capacity(bets.len());
    let seed_bytes = seed.server_seed_bytes()?;
    for bet_row in bets {
        let bet: GameBet = serde_json::from_str(&bet_row.bet).map_err(AppError::internal)?;
        let mut actions: Vec<Action> =
            serde_json::from_str(&bet_row.actions).map_err(AppError::internal)?;
        let play = live::settle_seat(config, &bet, &mut actions, || {
            FairStream::new(&seed_bytes, &seed.client_seed, nonce)
        })
        .map_err(rounds::game_error)?;
        plays.push((purse_of(&bet_row)?, bet_row, play, actions));
    }
    // The net winnings cap locks each winner's row: all of them first, in one order, before
    // any ledger row (the order deposits and game rounds take them too).
    let mut winners: Vec<&PlayerId> = plays
        .iter()
        .filter(|(_, row, play, _)| play.win > row.stake_cents)
        .filter_map(|(purse, _, _, _)| purse.player())
        .collect();
    winners.sort_unstable();
    winners.dedup();
    for player in winners {
        crate::responsible::lock_player(c, player)?;
    }
    let mut paid = Vec::new();
    for (purse, bet_row, play, actions) in plays {
        let win = match &purse {
            Purse::Real { player, currency } => {
                let win = crate::responsible::cap_win(
                    c,
                    player,
                    *currency,
                    &bet_row.id,
                    bet_row.stake_cents,
                    play.win,
                    now,
                )?;
                let net = win - bet_row.stake_cents;
                let opened = bet_row.created_at;
                crate::responsible::add_net_won(c, player, *currency, opened, net)?;
                win
            }
            Purse::Fun { .. } => play.win,
        };
        diesel::update(game_rounds::table.find(&bet_row.id))
            .set((
                game_rounds::view.eq(rounds::json(&play.view)?),
                game_rounds::actions.eq(rounds::json(&actions)?),
                game_rounds::win_cents.eq(play.win),
                game_rounds::withheld_cents.eq(play.win - win),
                game_rounds::finished.eq(true),
                game_rounds::updated_at.eq(now),
                // The build that settled the seat is the one that decided it.
                game_rounds::engine_version.eq(Some(engine.version)),
                game_rounds::engine_hash.eq(engine.module_hash.as_deref()),
            ))
            .execute(c)?;
        let staked = StakeSplit {
            real: bet_row.stake_cents - bet_row.bonus_stake_cents,
            bonus: bet_row.bonus_stake_cents,
        };
        if win > 0 {
            // The bonus may have ended since the chips were placed.
            let active = match &purse {
                Purse::Real { player, currency } if staked.bonus > 0 => {
                    active_bonus_in(c, player, *currency, now)?.is_some()
                }
                _ => false,
            };
            purse.win_fresh(c, &format!("{}:win", bet_row.id), win, staked, active, now)?;
        }
        if let (Purse::Real { player, currency }, true) = (&purse, staked.bonus > 0) {
            bonus_after_round(c, player, *currency, now)?;
        }
        if let Purse::Real { player, .. } = purse {
            paid.push(player);
        }
    }
    seeds::reveal(c, &seed.id, now)?;
    paid.sort();
    paid.dedup();
    Ok(Some(paid))
}

fn stream(seed: &SeedRow, nonce: u64) -> AppResult<FairStream> {
    Ok(FairStream::new(
        &seed.server_seed_bytes()?,
        &seed.client_seed,
        nonce,
    ))
}

/// Whose money a stored bet is.
fn purse_of(row: &RoundRow) -> AppResult<Purse> {
    match (row.mode, &row.player_id) {
        (PlayMode::Real, Some(player)) => Ok(Purse::Real {
            player: player.clone(),
            currency: match row.currency {
                Chips::Money(currency) => currency,
                Chips::Fun => return Err(AppError::internal("a real bet in play money")),
            },
        }),
        (PlayMode::Fun, _) => Ok(Purse::Fun {
            session: row
                .owner
                .strip_prefix("fun:")
                .ok_or_else(|| AppError::internal("a fun bet without a session"))?
                .to_owned(),
        }),
        (PlayMode::Real, None) => Err(AppError::internal("a real-money bet without a player")),
    }
}

/// What the table's sockets are told about `round`.
fn event(c: &mut DbConnection, round: &LiveRound, now: i64) -> AppResult<LiveTableEvent> {
    let seed = seeds::by_id(c, &round.seed_id)?;
    let history: Vec<(Option<i32>, Option<String>)> = live_rounds::table
        .filter(live_rounds::game_id.eq(&round.game_id))
        .filter(live_rounds::phase.eq(SETTLED))
        .order(live_rounds::round_no.desc())
        .limit(HISTORY)
        .select((live_rounds::number, live_rounds::result))
        .load(c)?;
    let players: i64 = game_rounds::table
        .filter(game_rounds::live_round_id.eq(&round.id))
        .select(diesel::dsl::count(game_rounds::owner).aggregate_distinct())
        .first(c)?;
    let settled = round.phase == SETTLED;
    Ok(LiveTableEvent {
        game_id: round.game_id.clone(),
        round_id: round.id.clone(),
        round_no: round.round_no as u64,
        phase: LivePhase::parse(&round.phase)
            .ok_or_else(|| AppError::internal("a live round in an unknown phase"))?,
        server_now: now,
        closes_at: round.closes_at,
        next_at: round.next_at,
        commitment: seed.commitment,
        client_seed: seed.client_seed,
        result: match round.phase.as_str() {
            SETTLED => result_of(round.number, round.result.as_deref()),
            DECIDING => round
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str::<TableResult>(r).ok())
                .map(|r| wire(r.face_up())),
            _ => None,
        },
        server_seed: settled.then_some(seed.server_seed),
        history: history
            .into_iter()
            .filter_map(|(number, result)| result_of(number, result.as_deref()))
            .collect(),
        bets: u32::try_from(round.bets).unwrap_or(u32::MAX),
        players: u32::try_from(players).unwrap_or(u32::MAX),
    })
}

/// A settled round's result on the wire. Roulette rounds settled before results were stored
/// keep only their number.
fn result_of(number: Option<i32>, stored: Option<&str>) -> Option<LiveResult> {
    let result = match stored.and_then(|s| serde_json::from_str(s).ok()) {
        Some(result) => result,
        None => TableResult::Roulette {
            number: u8::try_from(number?).ok()?,
        },
    };
    Some(wire(result))
}

fn wire(result: TableResult) -> LiveResult {
    let codes = |cards: &[Card]| cards.iter().map(|c| c.code()).collect();
    match result {
        TableResult::Roulette { number } => LiveResult::Roulette { number },
        TableResult::Baccarat(coup) => LiveResult::Baccarat {
            player: codes(&coup.player),
            banker: codes(&coup.banker),
            player_total: coup.player_total,
            banker_total: coup.banker_total,
            winner: match coup.winner {
                Winner::Player => CoupWinner::Player,
                Winner::Banker => CoupWinner::Banker,
                Winner::Tie => CoupWinner::Tie,
            },
            natural: coup.natural,
        },
        TableResult::Blackjack { player, dealer } => LiveResult::Blackjack {
            player_total: blackjack::total(&player).0,
            dealer_total: blackjack::total(&dealer).0,
            player: codes(&player),
            dealer: codes(&dealer),
        },
    }
}

/// Places chips on the table's open round: the stake is taken now, the win paid when the round
/// settles. A repeated `request_key` fails with `rounds::REPEATED` and takes nothing again.
#[allow(clippy::too_many_arguments)]
pub fn bet(
    c: &mut DbConnection,
    purse: &Purse,
    reads: Option<BetReads>,
    game: &Record,
    live_round_id: &str,
    bet: &GameBet,
    request_key: &str,
    now: i64,
) -> AppResult<Stepped> {
    let config = &game.config;
    let stake = config.check(bet).map_err(rounds::game_error)?;
    let reads = rounds::real_reads(purse, reads)?;
    if let (Purse::Real { player, currency }, Some(r)) = (purse, &reads) {
        crate::responsible::check_bet(c, player, *currency, stake, r.checks, now)?;
    }
    let key = rounds::request_key(purse, request_key);
    let id = RoundId::from(crate::db::row_id());
    // The window check and the claim are one conditional write: on PostgreSQL it locks the
    // round row, so a settlement that starts now waits for these chips (or they are refused).
    let open = diesel::update(
        live_rounds::table
            .find(live_round_id)
            .filter(live_rounds::game_id.eq(&game.game_id))
            .filter(live_rounds::phase.eq(BETTING))
            .filter(live_rounds::closes_at.gt(now)),
    )
    .set((
        live_rounds::bets.eq(live_rounds::bets + 1),
        live_rounds::updated_at.eq(now),
    ))
    .execute(c)?;
    if open == 0 {
        let repeated = game_rounds::table
            .filter(game_rounds::request_key.eq(&key))
            .count()
            .get_result::<i64>(c)?
            > 0;
        return Err(if repeated {
            AppError::new(ErrorKind::Conflict, rounds::REPEATED)
        } else {
            AppError::new(ErrorKind::Conflict, "betting_closed")
        });
    }
    let table = live_rounds::table
        .find(live_round_id)
        .select(LiveRound::as_select())
        .first(c)?;
    let seed = seeds::by_id(c, &table.seed_id)?;
    let round = RoundRow {
        stake_cents: stake,
        live_round_id: Some(table.id.clone()),
        ..rounds::new_row(
            &id,
            &key,
            purse,
            game,
            &seed,
            table.round_no,
            rounds::json(bet)?,
            now,
        )
    };
    rounds::insert(c, &round, game, now)?;
    within_table_limits(c, purse, config, &table.id)?;
    let mut bonus = if reads.as_ref().is_some_and(|r| r.bonus.is_some()) {
        purse.bonus(c, now)?
    } else {
        None
    };
    let wager = Wager {
        categories: &game.categories,
        weight: game.weight,
        round_stake: stake,
    };
    let (split, known) =
        purse.bet_fresh(c, &format!("{id}:bet"), stake, bonus.as_mut(), wager, now)?;
    if split.bonus > 0 {
        diesel::update(game_rounds::table.find(&id))
            .set(game_rounds::bonus_stake_cents.eq(split.bonus))
            .execute(c)?;
    }
    Ok(Stepped {
        allowed: Vec::new(),
        balance_cents: rounds::balance_of(c, purse, known)?,
        round: RoundRow {
            bonus_stake_cents: split.bonus,
            ..round
        },
        seed,
    })
}

/// Whether the table round waits for its seats' decisions.
pub fn deciding(c: &mut DbConnection, live_round_id: &str) -> AppResult<bool> {
    Ok(live_rounds::table
        .find(live_round_id)
        .filter(live_rounds::phase.eq(DECIDING))
        .count()
        .get_result::<i64>(c)?
        > 0)
}

/// A seat's decision while its table waits for them: taken only before the table's time to
/// decide is up (the table's row is claimed first, so on PostgreSQL a settlement that starts
/// now waits for it, or it is refused). The step's extra stake (a double, a split) is taken at
/// once; nothing is settled and the dealer's hand stays hidden until the table settles.
#[allow(clippy::too_many_arguments)]
pub fn act(
    c: &mut DbConnection,
    purse: &Purse,
    table: &str,
    round_id: &RoundId,
    game: &RoundGame,
    action: Action,
    step: u32,
    now: i64,
) -> AppResult<(Stepped, bool)> {
    let config = &game.config;
    let open = diesel::update(
        live_rounds::table
            .find(table)
            .filter(live_rounds::phase.eq(DECIDING))
            .filter(live_rounds::closes_at.gt(now)),
    )
    .set(live_rounds::updated_at.eq(now))
    .execute(c)?;
    // The seat's round next: a decision sent twice at once waits here for the first.
    diesel::update(
        game_rounds::table
            .find(round_id)
            .filter(game_rounds::owner.eq(purse.owner()))
            .filter(game_rounds::finished.eq(false)),
    )
    .set(game_rounds::updated_at.eq(now))
    .execute(c)?;
    let row = rounds::load(c, purse, round_id)?;
    let mut actions: Vec<Action> =
        serde_json::from_str(&row.actions).map_err(AppError::internal)?;
    let retry = actions.len() == step as usize + 1 && actions.last() == Some(&action);
    if retry {
        return rounds::current(c, purse, &row.id, config).map(|s| (s, false));
    }
    if open == 0 || row.finished {
        return Err(AppError::new(ErrorKind::Conflict, "decisions_closed"));
    }
    if actions.len() != step as usize {
        return Err(AppError::new(ErrorKind::Conflict, "round_changed"));
    }
    let bet: GameBet = serde_json::from_str(&row.bet).map_err(AppError::internal)?;
    let seed = seeds::by_id(c, &row.seed_id)?;
    actions.push(action);
    let play = live::while_deciding(rounds::replay(
        config,
        &seed,
        row.nonce as u64,
        &bet,
        &actions,
    )?);
    rounds::apply_step(c, purse, &row, game, &actions, &play, now)?;
    rounds::current(c, purse, &row.id, config).map(|s| (s, true))
}

/// The table's limits hold for all of a player's chips on a round together (these included): a
/// player cannot pass the table maximum by placing chips a few at a time.
fn within_table_limits(
    c: &mut DbConnection,
    purse: &Purse,
    config: &GameConfig,
    live_round_id: &str,
) -> AppResult<()> {
    let placed: Vec<String> = game_rounds::table
        .filter(game_rounds::live_round_id.eq(live_round_id))
        .filter(game_rounds::owner.eq(purse.owner()))
        .select(game_rounds::bet)
        .load(c)?;
    if placed.len() < 2 {
        return Ok(());
    }
    let bets = placed
        .iter()
        .map(|text| serde_json::from_str(text).map_err(AppError::internal))
        .collect::<AppResult<Vec<GameBet>>>()?;
    let all = live::combined(&bets).map_err(rounds::game_error)?;
    config.check(&all).map(drop).map_err(rounds::game_error)
}

/// A unique violation while opening a round means another instance opened it first.
fn unique_is_conflict(e: DieselError) -> AppError {
    match e {
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
            AppError::new(ErrorKind::Conflict, "conflict")
        }
        other => other.into(),
    }
}
