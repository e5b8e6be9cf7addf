//! Rounds: a bet opens one, each decision replays it with one more action, and money moves
//! through the purse as the engine says. Every step is one write through `Db::write` (the
//! group commit on SQLite), so a step is either wholly durable or not there at all.
//!
//! A round is stored as its bet and its actions; its state is always what the engine computes
//! from them with the round's seed pair and nonce. Resuming after a reload is re-reading the row;
//! verifying in the browser is running the same engine on the same inputs.

use casino_core::games::{Action, FairStream, GameBet, GameConfig, GameView, Play};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::configs::{self, Record};
use super::engine::EngineBuild;
use super::purse::Purse;
use super::seeds;
use super::sessions::BetReads;
use crate::bonuses::{Held, Wager, bonus_settled};
use crate::db::DbConnection;
use crate::db::batch::Batch;
use crate::db::schema::game_rounds;
use crate::db::statement::{Sql, sql};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{PlayerId, RoundId};
use crate::wallet::ledger::{Balance, MovementKind};

#[derive(Debug, Clone, Queryable)]
pub struct RoundRow {
    pub id: RoundId,
    pub request_key: String,
    pub owner: String,
    pub player_id: Option<PlayerId>,
    pub mode: casino_schema::PlayMode,
    pub game_id: String,
    pub currency: casino_schema::Chips,
    pub seed_id: String,
    pub nonce: i64,
    pub bet: String,
    pub actions: String,
    pub view: String,
    pub stake_cents: i64,
    pub win_cents: i64,
    pub finished: bool,
    pub created_at: i64,
    pub updated_at: i64,
    /// The live table round these chips are on, if any (`live`).
    pub live_round_id: Option<String>,
    pub config_hash: Option<String>,
    /// The part of the stake that came from the bonus balance.
    pub bonus_stake_cents: i64,
    /// The part of the win not paid: the net winnings cap (`responsible::cap_win`).
    pub withheld_cents: i64,
    /// The percent of its real stakes that earns loyalty points: its game's weight.
    pub weight: i64,
    /// The engines' version and the SHA-256 of the games module served when the round opened
    /// (`engine`); none on rounds recorded before either was kept.
    pub engine_version: Option<String>,
    pub engine_hash: Option<String>,
}

impl RoundRow {
    /// What the round paid: its win less any part withheld.
    pub fn paid_cents(&self) -> i64 {
        self.win_cents - self.withheld_cents
    }
}

/// A round after a step, with the purse's balance after it.
#[derive(Debug, Clone)]
pub struct Stepped {
    pub round: RoundRow,
    /// The round's seed pair (its server seed is shown only once revealed).
    pub seed: seeds::SeedRow,
    pub allowed: Vec<String>,
    pub balance_cents: i64,
}

pub fn game_error(e: casino_core::games::GameError) -> AppError {
    let mut err = AppError::new(ErrorKind::Invalid, e.code());
    match e {
        casino_core::games::GameError::BetBelowMin { min } => {
            err = err.with_param("min", cents_text(min));
        }
        casino_core::games::GameError::BetAboveMax { max } => {
            err = err.with_param("max", cents_text(max));
        }
        _ => {}
    }
    err
}

fn cents_text(cents: i64) -> String {
    casino_core::money::to_json_string(casino_core::money::from_cents(cents))
}

pub fn json<T: serde::Serialize + ?Sized>(v: &T) -> AppResult<String> {
    serde_json::to_string(v).map_err(AppError::internal)
}

pub fn replay(
    config: &GameConfig,
    seed: &seeds::SeedRow,
    nonce: u64,
    bet: &GameBet,
    actions: &[Action],
) -> AppResult<Play<GameView>> {
    let mut stream = FairStream::new(&seed.server_seed_bytes()?, &seed.client_seed, nonce);
    config.play(bet, actions, &mut stream).map_err(game_error)
}

fn allowed(play: &Play<GameView>) -> Vec<String> {
    play.allowed
        .iter()
        .filter_map(|k| serde_json::to_value(k).ok())
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect()
}

/// What a step's money came to.
struct Settled {
    /// The round's bonus stake after the step.
    bonus_stake: i64,
    /// The part of a finished round's win the net winnings cap held back.
    withheld: i64,
    /// The player's balances when the step's bonus moves made them known (read back otherwise).
    known: Option<Balance>,
}

/// The money a step moves: the stake added since the last step, and the win once finished, up
/// to the net winnings cap (decided first: the player's row is locked before any ledger row).
/// With a bonus active, the stake follows its rules, the round records the bonus part of its
/// stake (its win divides the same way), and a finished round may end the bonus (wagered, or
/// played away). Writes of the step not yet made (`pending`; a new round's own row, `new_row`)
/// go with its money, and so do its net winnings hour and its bonus's wagering count: on
/// PostgreSQL a round writes all of them in one statement, with or without a bonus.
fn settle(
    c: &mut DbConnection,
    purse: &Purse,
    round: &Step<'_>,
    play: &Play<GameView>,
    now: i64,
    pending: &mut Batch,
) -> AppResult<Settled> {
    let extra = play.stake - round.staked_before;
    let mut settled = Settled {
        bonus_stake: round.bonus_staked_before,
        withheld: 0,
        known: None,
    };
    if extra <= 0 && !play.finished {
        push_new_row(round, &settled, pending);
        return Ok(settled);
    }
    let paid = match purse {
        Purse::Real { player, currency } if play.finished => {
            let paid = crate::responsible::cap_win(
                c, player, *currency, round.id, play.stake, play.win, now,
            )?;
            let net = paid - play.stake;
            pending.push(crate::responsible::net_won_write(
                player,
                *currency,
                round.opened_at,
                net,
            ));
            paid
        }
        _ => play.win,
    };
    settled.withheld = play.win - paid;
    let mut bonus = match round.bonus {
        BonusRead::Unread => purse.bonus_and_balance(c, now)?,
        BonusRead::Read(None) => None,
        BonusRead::Read(Some(found)) => purse.bonus_as_read(c, found.clone(), now)?,
    };
    let tx = if round.step == 0 {
        format!("{}:bet", round.id)
    } else {
        format!("{}:bet:{}", round.id, round.step)
    };
    let win_tx = format!("{}:win", round.id);
    let stake = (extra > 0).then_some((tx, extra));
    let win = (play.finished && paid > 0).then_some((win_tx, paid));
    if bonus.is_none() && settled.bonus_stake == 0 {
        // Plain money: the stake and the win are written together (on PostgreSQL, one
        // statement).
        push_new_row(round, &settled, pending);
        let stake = stake.map(|(tx, cents)| (tx, MovementKind::Bet, -cents));
        let win = win.map(|(tx, cents)| (tx, MovementKind::Win, cents));
        let moves: Vec<_> = stake.into_iter().chain(win).collect();
        settled.known = purse.moved_fresh(c, &moves, now, pending)?;
        return Ok(settled);
    }
    // With bonus money too: the stake's split is decided first (it reads the balances), then
    // the round's row and both moves are written together, as for plain money.
    let wager = Wager {
        categories: round.categories,
        weight: round.weight,
        round_stake: play.stake,
    };
    let (bonus_stake, moves) = purse.plan_with_bonus(
        stake.as_ref().map(|(tx, cents)| (tx.as_str(), *cents)),
        win.as_ref().map(|(tx, cents)| (tx.as_str(), *cents)),
        bonus.as_mut().map(|(b, balance)| (b, *balance)),
        wager,
        settled.bonus_stake,
        pending,
    )?;
    settled.bonus_stake += bonus_stake;
    push_new_row(round, &settled, pending);
    settled.known = purse.moved_planned(c, &moves, now, pending)?;
    if let (true, Some((b, _))) = (play.finished, &bonus) {
        // A bonus that ends moves money between the balances: read them again then.
        if bonus_settled(c, b, settled.known.map(|k| k.bonus), now)?.is_some() {
            settled.known = None;
        }
    }
    Ok(settled)
}

/// A new round's row joins the writes of its first step, with the step's bonus stake and
/// withheld win: it is written with the step's money, and a repeated request key fails there.
fn push_new_row(round: &Step<'_>, settled: &Settled, pending: &mut Batch) {
    if let Some(row) = round.new_row {
        pending.push(insert_write(row, settled.bonus_stake, settled.withheld));
    }
}

/// The game a stored round is played in: the configuration it was played under, the game's
/// categories (what its stakes count towards a bonus's wagering) and the engine build deciding.
pub struct RoundGame {
    pub config: GameConfig,
    pub categories: Vec<&'static str>,
    pub weight: u32,
    /// The build that decides this step: the round records the last one (`engine`).
    pub engine: EngineBuild,
}

/// What a step knows of the player's active bonus before it settles.
#[derive(Debug, Clone, Copy)]
pub enum BonusRead<'a> {
    /// Not read yet (a later step of a round): settling reads it.
    Unread,
    /// Read with the player's row by the bet's first statement (`sessions::bettor`), as stored:
    /// the bonus and the balances in its currency, or none active.
    Read(Option<&'a (Held, Balance)>),
}

/// A round's step as money sees it: what the round had staked before it.
pub struct Step<'a> {
    pub id: &'a RoundId,
    /// The number of actions taken with this step (0 for the bet that opens the round).
    pub step: usize,
    /// The game's categories and weight: what its stakes count towards a bonus's wagering.
    pub categories: &'a [&'static str],
    pub weight: u32,
    pub staked_before: i64,
    pub bonus_staked_before: i64,
    /// When the round was opened: the hour its net winnings count in once it finishes.
    pub opened_at: i64,
    /// The player's active bonus, if the bet's first read brought it.
    pub bonus: BonusRead<'a>,
    /// The round's row when this step opens it (not written yet).
    pub new_row: Option<&'a RoundRow>,
}

/// The error code of a request whose idempotency key opened a round before. It aborts the
/// write (so nothing of the repeat stays, not even a nonce) and the caller answers with the
/// first round (`first_answer`). No savepoint is needed to recover from the unique violation:
/// at thousands of rounds a second, every statement counts.
pub const REPEATED: &str = "request_repeated";

fn repeated() -> AppError {
    AppError::new(ErrorKind::Conflict, REPEATED)
}

fn repeated_is_conflict(e: DieselError) -> AppError {
    match e {
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => repeated(),
        other => other.into(),
    }
}

/// The round key of a player's idempotency key: scoped to the purse's owner.
pub fn request_key(purse: &Purse, key: &str) -> String {
    format!("{}:{key}", purse.owner())
}

/// Opens a round of a game: takes a nonce, plays, takes the stake, pays a finished win. A
/// repeated idempotency key fails with `REPEATED`, and nothing is written. `reads` is what the
/// bet read with its player (`sessions::bettor`): none in fun play.
pub fn open(
    c: &mut DbConnection,
    purse: &Purse,
    reads: Option<BetReads>,
    game: &Record,
    bet: &GameBet,
    request_key_of_player: &str,
    now: i64,
) -> AppResult<Stepped> {
    let config = &game.config;
    let owner = purse.owner();
    let key = request_key(purse, request_key_of_player);
    let id = RoundId::from(crate::db::row_id());
    let mut reads = real_reads(purse, reads)?;
    let (seed, nonce) = match reads.as_mut().and_then(|r| r.drawn.take()) {
        Some(drawn) => drawn,
        None => seeds::take_nonce(c, &owner, now)?,
    };
    let play = replay(config, &seed, nonce, bet, &[])?;
    if let (Purse::Real { player, currency }, Some(r)) = (purse, &reads) {
        crate::responsible::check_bet(c, player, *currency, play.stake, r.checks, now)?;
    }
    let round = RoundRow {
        view: json(&play.view)?,
        stake_cents: play.stake,
        win_cents: play.win,
        finished: play.finished,
        ..new_row(&id, &key, purse, game, &seed, nonce as i64, json(bet)?, now)
    };
    // The round's row goes with its money (`settle`); a repeated key fails there.
    configs::save(c, game, now)?;
    let mut pending = Batch::new().unique_means(repeated);
    let step = Step {
        id: &id,
        step: 0,
        categories: &game.categories,
        weight: game.weight,
        staked_before: 0,
        bonus_staked_before: 0,
        opened_at: now,
        bonus: BonusRead::Read(reads.as_ref().and_then(|r| r.bonus.as_ref())),
        new_row: Some(&round),
    };
    let settled = settle(c, purse, &step, &play, now, &mut pending)?;
    pending.flush(c)?;
    let round = RoundRow {
        bonus_stake_cents: settled.bonus_stake,
        withheld_cents: settled.withheld,
        ..round
    };
    // Everything the answer needs is at hand: only the balance is read back, unless known.
    Ok(Stepped {
        allowed: allowed(&play),
        balance_cents: balance_of(c, purse, settled.known)?,
        round,
        seed,
    })
}

/// A new bet's first reads: required in real play, whose checks they feed (none in fun play).
pub fn real_reads(purse: &Purse, reads: Option<BetReads>) -> AppResult<Option<BetReads>> {
    match purse {
        Purse::Real { .. } if reads.is_none() => {
            Err(AppError::internal("a real-money bet without its reads"))
        }
        Purse::Real { .. } => Ok(reads),
        Purse::Fun { .. } => Ok(None),
    }
}

/// The balance the game shows: both parts together, read back unless the round knows them.
pub fn balance_of(c: &mut DbConnection, purse: &Purse, known: Option<Balance>) -> AppResult<i64> {
    match known {
        Some(k) => Ok(k.real + k.bonus),
        None => purse.balance(c),
    }
}

/// A new round's row before the engine has spoken: nothing staked, nothing shown.
#[allow(clippy::too_many_arguments)]
pub fn new_row(
    id: &RoundId,
    key: &str,
    purse: &Purse,
    game: &Record,
    seed: &seeds::SeedRow,
    nonce: i64,
    bet: String,
    now: i64,
) -> RoundRow {
    RoundRow {
        id: id.clone(),
        request_key: key.to_owned(),
        owner: purse.owner(),
        player_id: purse.player().cloned(),
        mode: purse.play_mode(),
        game_id: game.game_id.clone(),
        currency: purse.chips(),
        seed_id: seed.id.clone(),
        nonce,
        bet,
        actions: "[]".to_owned(),
        view: "null".to_owned(),
        stake_cents: 0,
        win_cents: 0,
        finished: false,
        created_at: now,
        updated_at: now,
        live_round_id: None,
        config_hash: Some(game.hash.clone()),
        bonus_stake_cents: 0,
        withheld_cents: 0,
        weight: i64::from(game.weight),
        engine_version: Some(game.engine.version.to_owned()),
        engine_hash: game.engine.module_hash.as_deref().map(str::to_owned),
    }
}

/// Writes a new round (and its configuration, the first time).
pub fn insert(c: &mut DbConnection, round: &RoundRow, game: &Record, now: i64) -> AppResult<()> {
    configs::save(c, game, now)?;
    insert_write(round, round.bonus_stake_cents, round.withheld_cents)
        .execute(c)
        .map_err(repeated_is_conflict)?;
    Ok(())
}

/// The insert of a new round with its bonus stake and withheld win, for a batch (`db::batch`)
/// or to run.
fn insert_write(round: &RoundRow, bonus_stake: i64, withheld: i64) -> Sql {
    sql(
        "INSERT INTO game_rounds (id, request_key, owner, player_id, mode, game_id, currency, \
         seed_id, nonce, bet, actions, view, stake_cents, win_cents, finished, created_at, \
         updated_at, live_round_id, config_hash, bonus_stake_cents, withheld_cents, weight, \
         engine_version, engine_hash) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .text(&round.id)
    .text(&round.request_key)
    .text(&round.owner)
    .nullable_text(round.player_id.as_deref())
    .text(round.mode.as_str())
    .text(&round.game_id)
    .text(round.currency.code())
    .text(&round.seed_id)
    .big_int(round.nonce)
    .text(&round.bet)
    .text(&round.actions)
    .text(&round.view)
    .big_int(round.stake_cents)
    .big_int(round.win_cents)
    .bool(round.finished)
    .big_int(round.created_at)
    .big_int(round.updated_at)
    .nullable_text(round.live_round_id.as_deref())
    .nullable_text(round.config_hash.as_deref())
    .big_int(bonus_stake)
    .big_int(withheld)
    .big_int(round.weight)
    .nullable_text(round.engine_version.as_deref())
    .nullable_text(round.engine_hash.as_deref())
}

/// The answer to a repeated round-opening request: the round the first one opened.
pub fn first_answer(
    c: &mut DbConnection,
    purse: &Purse,
    key: &str,
    config: &GameConfig,
) -> AppResult<Stepped> {
    let first: RoundId = game_rounds::table
        .filter(game_rounds::request_key.eq(key))
        .select(game_rounds::id)
        .first(c)?;
    current(c, purse, &first, config)
}

/// Applies the player's next decision. `step` is the number of actions the round had when the
/// player decided: a retry of an applied step returns the round as it is, a stale one is refused.
/// With the round, whether this call took the step (false for a retry).
pub fn act(
    c: &mut DbConnection,
    purse: &Purse,
    round_id: &RoundId,
    game: &RoundGame,
    action: Action,
    step: u32,
    now: i64,
) -> AppResult<(Stepped, bool)> {
    let config = &game.config;
    // Write first: this claims the row (and SQLite's write lock) before reading it. A seat at
    // a live table decides while the table waits for it (`live::act`).
    let claimed = sql("UPDATE game_rounds SET updated_at = ? \
         WHERE id = ? AND owner = ? AND finished = ? AND live_round_id IS NULL")
    .big_int(now)
    .text(round_id)
    .text(purse.owner())
    .bool(false)
    .execute(c)?;
    let row = load(c, purse, round_id)?;
    if let (0, Some(table)) = (claimed, &row.live_round_id) {
        return super::live::act(c, purse, table, round_id, game, action, step, now);
    }
    let mut actions: Vec<Action> =
        serde_json::from_str(&row.actions).map_err(AppError::internal)?;
    if claimed == 0 || actions.len() != step as usize {
        if actions.len() == step as usize + 1 && actions.last() == Some(&action) {
            return current(c, purse, round_id, config).map(|s| (s, false));
        }
        return Err(AppError::new(ErrorKind::Conflict, "round_changed"));
    }
    let bet: GameBet = serde_json::from_str(&row.bet).map_err(AppError::internal)?;
    let seed = seeds::by_id(c, &row.seed_id)?;
    actions.push(action);
    let play = replay(config, &seed, row.nonce as u64, &bet, &actions)?;
    apply_step(c, purse, &row, game, &actions, &play, now)?;
    current(c, purse, round_id, config).map(|s| (s, true))
}

/// Writes a decision's step: its money (the stake it adds, the win once finished) and the
/// round as the step leaves it, in one transaction.
pub fn apply_step(
    c: &mut DbConnection,
    purse: &Purse,
    row: &RoundRow,
    game: &RoundGame,
    actions: &[Action],
    play: &Play<GameView>,
    now: i64,
) -> AppResult<()> {
    let round_id = &row.id;
    c.transaction(|c| -> AppResult<()> {
        let step = Step {
            id: round_id,
            step: actions.len(),
            categories: &game.categories,
            weight: game.weight,
            staked_before: row.stake_cents,
            bonus_staked_before: row.bonus_stake_cents,
            opened_at: row.created_at,
            bonus: BonusRead::Unread,
            new_row: None,
        };
        let mut pending = Batch::new();
        let settled = settle(c, purse, &step, play, now, &mut pending)?;
        pending.flush(c)?;
        sql(
            "UPDATE game_rounds SET bonus_stake_cents = ?, withheld_cents = ?, actions = ?, \
             view = ?, stake_cents = ?, win_cents = ?, finished = ?, engine_version = ?, \
             engine_hash = ? WHERE id = ?",
        )
        .big_int(settled.bonus_stake)
        .big_int(settled.withheld)
        .text(json(actions)?)
        .text(json(&play.view)?)
        .big_int(play.stake)
        .big_int(play.win)
        .bool(play.finished)
        .nullable_text(Some(game.engine.version))
        .nullable_text(game.engine.module_hash.as_deref())
        .text(round_id)
        .execute(c)?;
        Ok(())
    })
}

/// A round of this purse's owner; another owner's round is "not found", never shown.
pub fn load(c: &mut DbConnection, purse: &Purse, round_id: &RoundId) -> AppResult<RoundRow> {
    game_rounds::table
        .find(round_id)
        .filter(game_rounds::owner.eq(purse.owner()))
        .first(c)
        .optional()?
        .ok_or_else(AppError::not_found)
}

/// The owner's unfinished round of a game, if any.
pub fn open_round(
    c: &mut DbConnection,
    purse: &Purse,
    game_id: &str,
) -> AppResult<Option<RoundId>> {
    Ok(game_rounds::table
        .filter(game_rounds::owner.eq(purse.owner()))
        .filter(game_rounds::game_id.eq(game_id))
        .filter(game_rounds::finished.eq(false))
        .order(game_rounds::created_at.desc())
        .select(game_rounds::id)
        .first(c)
        .optional()?)
}

/// The round as stored, with what the player may do next and the purse's balance.
pub fn current(
    c: &mut DbConnection,
    purse: &Purse,
    round_id: &RoundId,
    config: &GameConfig,
) -> AppResult<Stepped> {
    let round = load(c, purse, round_id)?;
    let seed = seeds::by_id(c, &round.seed_id)?;
    // Chips on a live table wait for the table: replaying them now would tell the result
    // early, except while the table waits for the seats' decisions (the cards are out then).
    let waits = match &round.live_round_id {
        Some(table) => !super::live::deciding(c, table)?,
        None => false,
    };
    let allowed = if round.finished || waits {
        Vec::new()
    } else {
        let bet: GameBet = serde_json::from_str(&round.bet).map_err(AppError::internal)?;
        let actions: Vec<Action> =
            serde_json::from_str(&round.actions).map_err(AppError::internal)?;
        allowed(&replay(config, &seed, round.nonce as u64, &bet, &actions)?)
    };
    Ok(Stepped {
        balance_cents: purse.balance(c)?,
        round,
        seed,
        allowed,
    })
}

/// Whether the owner has any unfinished round (a seed rotation must wait for it). Chips on a
/// live table draw from the table's seed, not the owner's, so they do not count.
pub fn has_open(c: &mut DbConnection, owner: &str) -> AppResult<bool> {
    Ok(game_rounds::table
        .filter(game_rounds::owner.eq(owner))
        .filter(game_rounds::finished.eq(false))
        .filter(game_rounds::live_round_id.is_null())
        .count()
        .get_result::<i64>(c)?
        > 0)
}
