//! The bonuses a deposit may carry, and choosing one with a deposit. Each is given once per
//! period, which its source says (`welcome:{player}` once ever, `weekly:{player}:{week}` once a
//! week, `monthly:{player}:{month}` once a month): the source is unique in the database, so two
//! deposits at once cannot both take it.
//!
//! - The welcome bonus comes with the player's first deposit.
//! - The weekly bonus comes with a deposit made on a Wednesday (UTC).
//! - The monthly bonus comes with a deposit made on the 1st of the month (UTC).

use casino_core::Currency;
use casino_core::bonus::{BonusKind, BonusTerms, award};
use casino_schema::{OrderState, TransactionKind};
use chrono::{Datelike, TimeZone, Utc, Weekday};
use diesel::prelude::*;

use super::campaigns::{self, Campaign};
use super::held::{self, NewHeld, Status};
use crate::db::DbConnection;
use crate::db::schema::{payment_orders, player_bonuses};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};

const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

/// What gives a deposit bonus of `kind` at `now`, once per period; `None` for a kind that no
/// deposit gives, or not today.
fn source(kind: BonusKind, player: &PlayerId, now: i64) -> Option<String> {
    let day = Utc.timestamp_millis_opt(now).single()?;
    match kind {
        BonusKind::Welcome => Some(format!("welcome:{player}")),
        BonusKind::Weekly if day.weekday() == Weekday::Wed => {
            let week = day.iso_week();
            Some(format!(
                "weekly:{player}:{}-W{:02}",
                week.year(),
                week.week()
            ))
        }
        BonusKind::Monthly if day.day() == 1 => Some(format!(
            "monthly:{player}:{}-{:02}",
            day.year(),
            day.month()
        )),
        _ => None,
    }
}

/// Whether the player has had a deposit credited (the welcome bonus is for the first one).
pub fn has_deposited(c: &mut DbConnection, player: &PlayerId) -> AppResult<bool> {
    Ok(payment_orders::table
        .filter(payment_orders::player_id.eq(player))
        .filter(payment_orders::kind.eq(TransactionKind::Deposit))
        .filter(payment_orders::state.eq(OrderState::Complete))
        .count()
        .get_result::<i64>(c)?
        > 0)
}

fn given(c: &mut DbConnection, source: &str) -> AppResult<bool> {
    Ok(player_bonuses::table
        .filter(player_bonuses::source.eq(source))
        .count()
        .get_result::<i64>(c)?
        > 0)
}

/// The campaigns a deposit in `currency` may carry now, each with its source. None while the
/// player holds an active bonus or an offer waiting for a deposit (one bonus at a time), nor for
/// a player who may not take one (`eligibility`).
pub fn available(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<Vec<(Campaign, String)>> {
    if held::open_or_active(c, player)? || !super::eligibility::eligible(c, player, now)? {
        return Ok(Vec::new());
    }
    let mut offers = Vec::new();
    for campaign in campaigns::current(c, currency)? {
        let Some(source) = source(campaign.terms.kind, player, now) else {
            continue;
        };
        if campaign.terms.kind == BonusKind::Welcome && has_deposited(c, player)? {
            continue;
        }
        if !given(c, &source)? {
            offers.push((campaign, source));
        }
    }
    Ok(offers)
}

/// Writes the offer of campaign `campaign_id` for the deposit order `order_id` of
/// `deposit` cents, in the caller's transaction (the order's). Refused with the rule's message:
/// while a bonus is active, for a campaign not on offer now, for a deposit below its minimum.
pub fn choose(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    campaign_id: &str,
    order_id: &OrderId,
    deposit: i64,
    now: i64,
) -> AppResult<()> {
    if held::active(c, player)?.is_some() {
        return Err(AppError::rule(
            "bonus",
            &casino_core::RuleError::BonusActive,
        ));
    }
    let unavailable = || AppError::on_field(ErrorKind::Invalid, "bonus_unavailable", "bonus");
    let (campaign, source) = available(c, player, currency, now)?
        .into_iter()
        .find(|(k, _)| k.id == campaign_id)
        .ok_or_else(unavailable)?;
    let a = award(&campaign.terms, deposit).map_err(|e| AppError::rule("bonus", &e))?;
    let offer = NewHeld {
        player_id: player,
        currency,
        campaign_id: &campaign.id,
        campaign_version: campaign.version,
        terms: &campaign.terms,
        source: &source,
        order_id: Some(order_id),
        status: Status::Offered,
        deposit_cents: deposit,
        amount_cents: a.bonus,
        wagering_required_cents: a.wagering_required,
        expires_at: expiry(&campaign.terms, now),
    };
    held::insert(c, &offer, now)?.ok_or_else(unavailable)?;
    Ok(())
}

/// When a bonus under `terms` given at `now` runs out.
pub fn expiry(terms: &BonusTerms, now: i64) -> i64 {
    now.saturating_add(i64::from(terms.validity_days).saturating_mul(DAY_MILLIS))
}
