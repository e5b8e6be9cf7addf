//! Complaints through the contact form: a signed-in player names the bet or transaction a
//! complaint is about, and casino-core's windows decide whether it is still admissible (a bet
//! for 30 days, any transaction or game play for twelve weeks). An admissible complaint's ticket
//! opens with what it is about, so support sees it at once.

use casino_core::datetime::format_datetime;
use casino_core::support::{Complaint, complaint_admissible};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{game_rounds, payment_orders};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::player::Player;

/// The line a complaint's ticket opens with, or None without a reference. Refused (on the
/// `reference` field) for a visitor, a reference that is not one of the player's, or one past
/// its window.
pub fn subject_line(
    c: &mut DbConnection,
    player: Option<&Player>,
    reference: &str,
    now: i64,
) -> AppResult<Option<String>> {
    let reference = reference.trim();
    if reference.is_empty() {
        return Ok(None);
    }
    let refused = |code| AppError::on_field(ErrorKind::Invalid, code, "reference");
    let p = player.ok_or_else(|| refused("complaint_sign_in"))?;
    let (kind, at) =
        find(c, p, reference)?.ok_or_else(|| refused("complaint_reference_unknown"))?;
    let date = format_datetime(at).unwrap_or_default();
    if !complaint_admissible(kind, at, now) {
        let code = match kind {
            Complaint::Bet => "complaint_bet_too_late",
            Complaint::Transaction => "complaint_too_late",
        };
        return Err(refused(code).with_param("date", date));
    }
    let what = match kind {
        Complaint::Bet => "bet",
        Complaint::Transaction => "transaction",
    };
    Ok(Some(format!(
        "Complaint about {what} {reference} of {date} (UTC)"
    )))
}

/// What `reference` names among the player's bets and transactions, and when it happened.
fn find(c: &mut DbConnection, p: &Player, reference: &str) -> AppResult<Option<(Complaint, i64)>> {
    let round: Option<i64> = game_rounds::table
        .filter(game_rounds::id.eq(reference))
        .filter(game_rounds::owner.eq(format!("player:{}", p.id)))
        .select(game_rounds::created_at)
        .first(c)
        .optional()?;
    if let Some(at) = round {
        return Ok(Some((Complaint::Bet, at)));
    }
    let order: Option<i64> = payment_orders::table
        .filter(payment_orders::id.eq(reference))
        .filter(payment_orders::player_id.eq(&p.id))
        .select(payment_orders::created_at)
        .first(c)
        .optional()?;
    Ok(order.map(|at| (Complaint::Transaction, at)))
}
