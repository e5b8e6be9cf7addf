//! Real-money rounds with an active bonus: which balance pays the stake, what the stake counts
//! towards wagering, where the win goes, and the bonus's end once a round settles. The rules are
//! casino-core's (`split_stake`, `contribution`, `check_bet`, `split_win`); this module applies
//! them in the round's own transaction.

use casino_core::Currency;
use casino_core::bonus::{self, StakeSplit};

use super::held::{self, Held, Status};
use super::life;
use crate::db::DbConnection;
use crate::db::batch::Batch;
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;
use crate::wallet::ledger::{self, Account, Balance, Movement, MovementKind};

/// What a stake is placed on: its game's categories and weight (the wagering contribution) and
/// the round's whole stake so far, this one included (the largest bet while wagering).
#[derive(Debug, Clone, Copy)]
pub struct Wager<'a> {
    pub categories: &'a [&'static str],
    /// casino-core's `game_weight`: 10 for a game whose best bet leaves the house under 2 %.
    pub weight: u32,
    pub round_stake: i64,
}

/// A stake taken with a bonus active: how it divided between the real and bonus balances, and
/// the balances it left (so the round reads them no more).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Staked {
    pub split: StakeSplit,
    pub after: Balance,
}

/// The player's active bonus in the round's currency, if any (a bonus in another currency does
/// not take part in this round).
pub fn active_in(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<Option<Held>> {
    Ok(life::current(c, player, now)?.filter(|b| b.currency == currency))
}

/// `active_in` with the player's balances in that currency, in one read.
pub fn active_with_balance_in(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<Option<(Held, Balance)>> {
    Ok(life::current_with_balance(c, player, now)?.filter(|(b, _)| b.currency == currency))
}

/// `active_with_balance_in` for a bonus a bet's first statement read with the player's row
/// (`games::sessions::bettor`): none when it has expired (it ends now) or is in another currency.
pub fn read_in(
    c: &mut DbConnection,
    found: (Held, Balance),
    currency: Currency,
    now: i64,
) -> AppResult<Option<(Held, Balance)>> {
    Ok(life::unexpired(c, Some(found), now)?.filter(|(b, _)| b.currency == currency))
}

/// Takes a stake with a bonus active: refused above the bonus's largest bet; real money first,
/// then bonus money; the contribution of the game's best-counting category added to the
/// wagering. The split is what the round records to divide its win.
pub fn stake(
    c: &mut DbConnection,
    b: &mut Held,
    key: String,
    cents: i64,
    wager: Wager<'_>,
    now: i64,
) -> AppResult<Staked> {
    let mut pending = Batch::new();
    let balance = ledger::balance(c, &b.player_id, b.currency)?;
    let (staked, m) = plan_stake(b, balance, key, cents, wager, &mut pending)?;
    ledger::post_fresh_all(c, &[m], now, &mut pending)?;
    Ok(staked)
}

/// `stake` planned, for a caller that writes its movement with others (a round's stake and
/// win in one statement), from the player's `balance` as read in its transaction: the split,
/// the balances it leaves, and the movement. The wagering it counts joins `pending`.
pub fn plan_stake(
    b: &mut Held,
    balance: Balance,
    key: String,
    cents: i64,
    wager: Wager<'_>,
    pending: &mut Batch,
) -> AppResult<(Staked, Movement)> {
    let terms = b.terms()?;
    bonus::check_bet(&terms, b.deposit_cents, b.amount_cents, wager.round_stake)
        .map_err(|e| AppError::rule("bet", &e).in_currency(b.currency))?;
    let split = bonus::split_stake(cents, balance.real, balance.bonus)
        .map_err(|e| AppError::rule("bet", &e))?;
    let player = &b.player_id;
    let m = Movement {
        key,
        kind: MovementKind::Bet,
        player_id: Some(player.clone()),
        currency: b.currency,
        legs: legs(player, -split.real, -split.bonus),
    };
    let counted = wager
        .categories
        .iter()
        .map(|category| bonus::contribution(&terms, category, cents, wager.weight))
        .max()
        .unwrap_or(0);
    if counted > 0 {
        pending.push(held::add_wagered_write(&b.id, counted));
        // The round's copy counts it too, so `settled` reads nothing again. (On PostgreSQL a
        // concurrent round of the same player may have counted more meanwhile: the bonus then
        // ends at the next round instead of this one.)
        b.wagered_cents += counted;
    }
    let staked = Staked {
        split,
        after: Balance {
            real: balance.real - split.real,
            bonus: balance.bonus - split.bonus,
        },
    };
    Ok((staked, m))
}

/// Pays a win of a round that staked `staked`: back to the balances in the proportion the stake
/// came from them while the bonus is `active`. Once the bonus has ended (wagered, cancelled,
/// expired) the whole win is real money: there is no bonus left to add to. The answer is how
/// the win divided, and the balances after it.
#[allow(clippy::too_many_arguments)]
pub fn pay(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    key: String,
    win: i64,
    staked: StakeSplit,
    active: bool,
    now: i64,
) -> AppResult<(StakeSplit, Option<Balance>)> {
    let (split, m) = win_movement(player, currency, key, win, staked, active);
    let after = ledger::post_fresh(c, &m, now)?;
    Ok((split, after))
}

/// `pay`'s division of the win and its movement, unwritten.
pub fn win_movement(
    player: &PlayerId,
    currency: Currency,
    key: String,
    win: i64,
    staked: StakeSplit,
    active: bool,
) -> (StakeSplit, Movement) {
    let split = if active {
        bonus::split_win(win, staked)
    } else {
        StakeSplit {
            real: win,
            bonus: 0,
        }
    };
    let m = Movement {
        key,
        kind: MovementKind::Win,
        player_id: Some(player.to_owned()),
        currency,
        legs: legs(player, split.real, split.bonus),
    };
    (split, m)
}

/// After a round of the player's has settled: the bonus ends as wagered once its requirement is
/// met, or as lost when its money is played away.
pub fn after_round(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<Option<life::Ended>> {
    let Some(b) = active_in(c, player, currency, now)? else {
        return Ok(None);
    };
    settled(c, &b, None, now)
}

/// `after_round` for the bonus the round played, as the round's stakes left it; `bonus_left` is
/// the bonus balance as the round's own moves left it, when it knows them.
pub fn settled(
    c: &mut DbConnection,
    b: &Held,
    bonus_left: Option<i64>,
    now: i64,
) -> AppResult<Option<life::Ended>> {
    if b.wagered_cents >= b.wagering_required_cents {
        return life::end(c, b, Status::Wagered, now);
    }
    // A known positive balance is enough to go on; "played away" is always read, since another
    // round of the player's may have paid bonus money back meanwhile.
    if bonus_left.is_some_and(|cents| cents > 0) {
        return Ok(None);
    }
    if ledger::balance(c, &b.player_id, b.currency)?.bonus <= 0 {
        return life::end(c, b, Status::Lost, now);
    }
    Ok(None)
}

/// The legs of a move between the player's two accounts and the house (zero legs left out).
fn legs(player: &PlayerId, real: i64, bonus: i64) -> Vec<(Account, i64)> {
    [
        (Account::PlayerReal(player.to_owned()), real),
        (Account::PlayerBonus(player.to_owned()), bonus),
        (Account::House, -(real + bonus)),
    ]
    .into_iter()
    .filter(|(_, cents)| *cents != 0)
    .collect()
}
