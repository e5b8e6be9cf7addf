//! The seamless-wallet interface games use: bet, win and rollback, each
//! idempotent by its transaction id, the same calls an external game provider would make.
//! Real play moves money through the double-entry ledger between the player's real account and
//! the house; fun play moves play money in its session row and never touches the ledger.

use casino_core::Currency;
use diesel::prelude::*;

use casino_core::bonus::StakeSplit;

use crate::bonuses::{self, Held, Wager};
use crate::db::DbConnection;
use crate::db::batch::Batch;
use crate::db::schema::{fun_sessions, ledger_transactions};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;
use crate::wallet::ledger::{self, Account, Balance, Movement, MovementKind};

/// Whose money a round moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purse {
    Real {
        player: PlayerId,
        currency: Currency,
    },
    Fun {
        session: String,
    },
}

/// The play-money balance a fun session starts with, in cents.
pub const FUN_START_CENTS: i64 = 1_000_000;

impl Purse {
    /// The seeds and rounds owner: real play per player, fun play per session.
    pub fn owner(&self) -> String {
        match self {
            Purse::Real { player, .. } => format!("player:{player}"),
            Purse::Fun { session } => format!("fun:{session}"),
        }
    }

    pub fn play_mode(&self) -> casino_schema::PlayMode {
        match self {
            Purse::Real { .. } => casino_schema::PlayMode::Real,
            Purse::Fun { .. } => casino_schema::PlayMode::Fun,
        }
    }

    /// What the purse's amounts are counted in.
    pub fn chips(&self) -> casino_schema::Chips {
        match self {
            Purse::Real { currency, .. } => casino_schema::Chips::Money(*currency),
            Purse::Fun { .. } => casino_schema::Chips::Fun,
        }
    }

    pub fn player(&self) -> Option<&PlayerId> {
        match self {
            Purse::Real { player, .. } => Some(player),
            Purse::Fun { .. } => None,
        }
    }

    /// Takes a stake. `tx` is the transaction id; a repeated id moves nothing again. A stake
    /// above the balance is refused with `bet_above_balance` and nothing is written. (This
    /// external-provider interface moves real money only; the site's own rounds go through
    /// `bet_fresh`, which plays an active bonus.)
    pub fn bet(&self, c: &mut DbConnection, tx: &str, cents: i64, now: i64) -> AppResult<()> {
        self.moved(c, tx, MovementKind::Bet, -cents, now, Write::Idempotent)
            .map(drop)
            .map_err(above_balance)
    }

    /// Pays a win, once per transaction id.
    pub fn win(&self, c: &mut DbConnection, tx: &str, cents: i64, now: i64) -> AppResult<()> {
        self.moved(c, tx, MovementKind::Win, cents, now, Write::Idempotent)
            .map(drop)
    }

    /// The bonus taking part in this purse's rounds now: the player's active bonus in the
    /// purse's currency (never in fun play).
    pub fn bonus(&self, c: &mut DbConnection, now: i64) -> AppResult<Option<Held>> {
        match self {
            Purse::Real { player, currency } => bonuses::active_bonus_in(c, player, *currency, now),
            Purse::Fun { .. } => Ok(None),
        }
    }

    /// `bonus` with the player's balances, in one read (a round that plays the bonus needs
    /// both).
    pub fn bonus_and_balance(
        &self,
        c: &mut DbConnection,
        now: i64,
    ) -> AppResult<Option<(Held, Balance)>> {
        match self {
            Purse::Real { player, currency } => {
                bonuses::active_bonus_with_balance_in(c, player, *currency, now)
            }
            Purse::Fun { .. } => Ok(None),
        }
    }

    /// `bonus_and_balance` for a bonus already read with the player's row (`found`, as stored):
    /// none when it has expired (it ends now) or is in another currency.
    pub fn bonus_as_read(
        &self,
        c: &mut DbConnection,
        found: (Held, Balance),
        now: i64,
    ) -> AppResult<Option<(Held, Balance)>> {
        match self {
            Purse::Real { currency, .. } => {
                bonuses::active_bonus_as_read_in(c, found, *currency, now)
            }
            Purse::Fun { .. } => Ok(None),
        }
    }

    /// `bet` inside the transaction that has just created (or claimed) the round `tx` belongs
    /// to, so the id is new: one savepoint fewer, and an error must abort that transaction.
    /// With a bonus active the stake follows its rules (`bonuses::stake_with_bonus`); the answer
    /// is how the stake divided between the real and bonus balances, and then the balances it
    /// left (known in real play).
    pub fn bet_fresh(
        &self,
        c: &mut DbConnection,
        tx: &str,
        cents: i64,
        bonus: Option<&mut Held>,
        wager: Wager<'_>,
        now: i64,
    ) -> AppResult<(StakeSplit, Option<Balance>)> {
        if let Some(b) = bonus {
            let staked = bonuses::stake_with_bonus(c, b, format!("game:{tx}"), cents, wager, now)
                .map_err(above_balance)?;
            return Ok((staked.split, Some(staked.after)));
        }
        let after = self
            .moved(c, tx, MovementKind::Bet, -cents, now, Write::Fresh)
            .map_err(above_balance)?;
        let split = StakeSplit {
            real: cents,
            bonus: 0,
        };
        Ok((split, after))
    }

    /// `win` for a round settled in the caller's transaction (see `bet_fresh`). A round that
    /// staked bonus money pays back in the same proportion while its bonus is still active
    /// (`bonus_active`, which the caller knows). The answer is the part paid as bonus money, and
    /// the balances after it (known in real play).
    pub fn win_fresh(
        &self,
        c: &mut DbConnection,
        tx: &str,
        cents: i64,
        staked: StakeSplit,
        bonus_active: bool,
        now: i64,
    ) -> AppResult<(i64, Option<Balance>)> {
        match self {
            Purse::Real { player, currency } if staked.bonus > 0 => bonuses::pay_win_with_bonus(
                c,
                player,
                *currency,
                format!("game:{tx}"),
                cents,
                staked,
                bonus_active,
                now,
            )
            .map(|(paid, after)| (paid.bonus, after)),
            _ => self
                .moved(c, tx, MovementKind::Win, cents, now, Write::Fresh)
                .map(|after| (0, after)),
        }
    }

    /// A step's stake and win when a bonus takes part (read with the player's balances:
    /// `bonus_and_balance`), or took part in the round's earlier stakes
    /// (`bonus_staked_before`), planned for `moved_planned`: the stake follows the
    /// bonus's rules (`bonuses::plan_stake_with_bonus`, whose wagering count joins `pending`), the
    /// win divides as the round's stakes did while the bonus is active. `stake` and `win` are
    /// (transaction id, cents). The answer is the bonus part of the stake, and the movements.
    pub fn plan_with_bonus(
        &self,
        stake: Option<(&str, i64)>,
        win: Option<(&str, i64)>,
        bonus: Option<(&mut Held, Balance)>,
        wager: Wager<'_>,
        bonus_staked_before: i64,
        pending: &mut Batch,
    ) -> AppResult<(i64, Vec<Movement>)> {
        let Purse::Real { player, currency } = self else {
            return Err(AppError::internal("bonus money in fun play"));
        };
        let active = bonus.is_some();
        let mut moves = Vec::new();
        let mut bonus_stake = 0;
        if let Some((tx, cents)) = stake {
            let key = format!("game:{tx}");
            match bonus {
                Some((b, balance)) => {
                    let (staked, m) =
                        bonuses::plan_stake_with_bonus(b, balance, key, cents, wager, pending)
                            .map_err(above_balance)?;
                    bonus_stake = staked.split.bonus;
                    moves.push(m);
                }
                None => moves.push(house_move(
                    key,
                    MovementKind::Bet,
                    player,
                    *currency,
                    -cents,
                )),
            }
        }
        if let Some((tx, cents)) = win {
            let round_bonus = bonus_staked_before + bonus_stake;
            let staked = StakeSplit {
                real: wager.round_stake - round_bonus,
                bonus: round_bonus,
            };
            let key = format!("game:{tx}");
            let (_, m) =
                bonuses::win_movement_with_bonus(player, *currency, key, cents, staked, active);
            moves.push(m);
        }
        Ok((bonus_stake, moves))
    }

    /// Writes planned movements (`plan_with_bonus`) with the `pending` writes: on PostgreSQL
    /// one statement. The answer is the balances after them.
    pub fn moved_planned(
        &self,
        c: &mut DbConnection,
        moves: &[Movement],
        now: i64,
        pending: &mut Batch,
    ) -> AppResult<Option<Balance>> {
        ledger::post_fresh_all(c, moves, now, pending).map_err(above_balance)
    }

    /// A step's stake and win when no bonus takes part (`bet_fresh` then `win_fresh`):
    /// `moves` are (transaction id, kind, cents to the player) in turn, written together (on
    /// PostgreSQL one statement, with the `pending` writes). The answer is the balances after
    /// them (known in real play).
    pub fn moved_fresh(
        &self,
        c: &mut DbConnection,
        moves: &[(String, MovementKind, i64)],
        now: i64,
        pending: &mut Batch,
    ) -> AppResult<Option<Balance>> {
        match self {
            Purse::Real { player, currency } => {
                let ms: Vec<Movement> = moves
                    .iter()
                    .map(|(tx, kind, cents)| {
                        house_move(format!("game:{tx}"), *kind, player, *currency, *cents)
                    })
                    .collect();
                ledger::post_fresh_all(c, &ms, now, pending).map_err(above_balance)
            }
            Purse::Fun { session } => {
                pending.flush(c)?;
                for (_, _, cents) in moves {
                    fun_move(c, session, *cents, now).map_err(above_balance)?;
                }
                Ok(None)
            }
        }
    }

    fn moved(
        &self,
        c: &mut DbConnection,
        tx: &str,
        kind: MovementKind,
        to_player: i64,
        now: i64,
        how: Write,
    ) -> AppResult<Option<Balance>> {
        match self {
            Purse::Real { player, currency } => {
                let m = house_move(format!("game:{tx}"), kind, player, *currency, to_player);
                match how {
                    Write::Idempotent => ledger::post(c, &m, now).map(|_| None),
                    Write::Fresh => ledger::post_fresh(c, &m, now),
                }
            }
            // Play money has no transaction ids: a fun round moves it in the round's own
            // transaction, which its round id makes happen once.
            Purse::Fun { session } => fun_move(c, session, to_player, now).map(|()| None),
        }
    }

    /// Gives back the stake of bet `tx` if it was taken (a provider's round that failed). A
    /// rollback of a bet never made moves nothing; a repeated rollback moves nothing again.
    pub fn rollback(&self, c: &mut DbConnection, tx: &str, cents: i64, now: i64) -> AppResult<()> {
        let Purse::Real { player, currency } = self else {
            // A fun round takes and settles its stake in one database transaction: there is
            // never a taken stake left to give back.
            return Ok(());
        };
        let taken = ledger_transactions::table
            .filter(ledger_transactions::idempotency_key.eq(format!("game:{tx}")))
            .count()
            .get_result::<i64>(c)?
            > 0;
        if !taken {
            return Ok(());
        }
        let m = house_move(
            format!("game:{tx}:rollback"),
            MovementKind::BetRollback,
            player,
            *currency,
            cents,
        );
        ledger::post(c, &m, now).map(drop)
    }

    /// The balance the game player shows, in cents.
    pub fn balance(&self, c: &mut DbConnection) -> AppResult<i64> {
        match self {
            // Bonus money is played like real money, so the game shows both together.
            Purse::Real { player, currency } => {
                let b = ledger::balance(c, player, *currency)?;
                Ok(b.real + b.bonus)
            }
            Purse::Fun { session } => Ok(fun_sessions::table
                .find(session)
                .select(fun_sessions::balance_cents)
                .first(c)
                .optional()?
                .unwrap_or(0)),
        }
    }
}

/// How a move is written (`ledger::post` or `ledger::post_fresh`).
#[derive(Clone, Copy)]
enum Write {
    Idempotent,
    Fresh,
}

/// Money between the player's real account and the house: `to_player` cents (negative for a
/// stake), the house taking the other side.
fn house_move(
    key: String,
    kind: MovementKind,
    player: &PlayerId,
    currency: Currency,
    to_player: i64,
) -> Movement {
    Movement {
        key,
        kind,
        player_id: Some(player.to_owned()),
        currency,
        legs: vec![
            (Account::PlayerReal(player.to_owned()), to_player),
            (Account::House, -to_player),
        ],
    }
}

fn above_balance(e: AppError) -> AppError {
    if e.code == "amount_above_balance" {
        AppError::new(ErrorKind::Invalid, "bet_above_balance")
    } else {
        e
    }
}

/// Moves play money; the balance never goes below zero.
fn fun_move(c: &mut DbConnection, session: &str, cents: i64, now: i64) -> AppResult<()> {
    let changed = diesel::update(
        fun_sessions::table
            .find(session)
            .filter((fun_sessions::balance_cents + cents).ge(0)),
    )
    .set((
        fun_sessions::balance_cents.eq(fun_sessions::balance_cents + cents),
        fun_sessions::updated_at.eq(now),
    ))
    .execute(c)?;
    if changed == 1 {
        Ok(())
    } else {
        Err(ledger::above_balance())
    }
}

/// Opens a fun session with its starting play money; `id` comes from the caller so a retried
/// request finds the same session.
pub fn open_fun_session(
    c: &mut DbConnection,
    id: &str,
    player: Option<&str>,
    now: i64,
) -> AppResult<()> {
    diesel::insert_into(fun_sessions::table)
        .values((
            fun_sessions::id.eq(id),
            fun_sessions::player_id.eq(player),
            fun_sessions::balance_cents.eq(FUN_START_CENTS),
            fun_sessions::created_at.eq(now),
            fun_sessions::updated_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// Whether the fun session exists.
pub fn fun_session_exists(c: &mut DbConnection, id: &str) -> AppResult<bool> {
    Ok(fun_sessions::table.find(id).count().get_result::<i64>(c)? > 0)
}
