//! Who may take a bonus: an activated account, not on a break (time-out or self-exclusion). The
//! one guard of every way a bonus reaches a player (an offer listed or chosen with a deposit, a
//! waiting bonus claimed, a code applied, points redeemed, the Monday cashback), read in the
//! caller's transaction so a break that starts meanwhile is seen. Suspended and closed accounts
//! are refused (`Player::check_open`); the scheduled awards leave them out.

use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::player::{self, Player};

/// Refuses a bonus to `p` at `now`, with the reason the player can act on.
pub fn check_player(p: &Player, now: i64) -> AppResult<()> {
    p.check_open()?;
    crate::responsible::check_break(p, now)
}

/// `check_player` for player `id`, read in the caller's transaction.
pub fn check(c: &mut DbConnection, id: &str, now: i64) -> AppResult<()> {
    let p = player::find(c, id)?.ok_or_else(AppError::not_found)?;
    check_player(&p, now)
}

/// Whether player `id` may be offered a bonus at `now`: lists and the scheduled awards (the
/// cashback, the weekly and monthly bonuses) leave the others out rather than refusing.
pub fn eligible(c: &mut DbConnection, id: &str, now: i64) -> AppResult<bool> {
    Ok(player::find(c, id)?.is_some_and(|p| check_player(&p, now).is_ok()))
}
