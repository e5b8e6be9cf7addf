//! The bonuses a deposit may carry, and choosing one with a deposit. Each is given once, which
//! its source says, unique in the database, so two deposits at once cannot both take it:
//!
//! - the welcome bonus comes with the player's first deposit (`welcome:{player}`, once ever);
//! - the reload bonus with any later one (`reload:{order}`, once per deposit);
//! - the weekly and monthly bonuses are the schedule's (`periodic`): the player holds one for its
//!   period (`weekly:{player}:{week}`, `monthly:{player}:{month}`), and a deposit made before it
//!   runs out takes it.

use casino_core::Currency;
use casino_core::bonus::{BonusKind, BonusTerms, award};
use casino_schema::{OrderState, TransactionKind};
use diesel::prelude::*;

use super::campaigns::{self, Campaign};
use super::held::{self, Held, NewHeld, Status};
use crate::db::DbConnection;
use crate::db::schema::{payment_orders, player_bonuses};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};

const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

/// Where a deposit's bonus of a campaign comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// Written with the deposit's offer, under this unique source.
    New(String),
    /// A new reload offer: its source names the deposit order, known once it is written.
    Reload,
    /// The scheduled bonus the player holds (its id), waiting for a deposit.
    Waiting(String),
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

/// The scheduled bonus of `campaign` the player holds, waiting for a deposit (see `periodic`).
fn waiting(waiting: &[Held], campaign: &Campaign) -> Option<String> {
    waiting
        .iter()
        .find(|b| b.campaign_id == campaign.id && b.currency == campaign.currency)
        .map(|b| b.id.clone())
}

/// The campaigns a deposit in `currency` may carry now, each with its source. None while the
/// player holds an active bonus or an offer waiting for a deposit (one bonus at a time), nor for
/// a player who may not take one (`eligibility`).
pub fn available(
    c: &mut DbConnection,
    player: &PlayerId,
    currency: Currency,
    now: i64,
) -> AppResult<Vec<(Campaign, Source)>> {
    if held::open_or_active(c, player)? || !super::eligibility::eligible(c, player, now)? {
        return Ok(Vec::new());
    }
    let deposited = has_deposited(c, player)?;
    let held = held::claimable(c, player, now)?;
    let mut offers = Vec::new();
    for campaign in campaigns::current(c, currency)? {
        let source = match campaign.terms.kind {
            BonusKind::Welcome if !deposited => {
                let source = format!("welcome:{player}");
                (!given(c, &source)?).then_some(Source::New(source))
            }
            BonusKind::Reload if deposited => Some(Source::Reload),
            k if k.scheduled() => waiting(&held, &campaign).map(Source::Waiting),
            _ => None,
        };
        if let Some(source) = source {
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
    let source = match source {
        Source::New(source) => source,
        Source::Reload => format!("reload:{order_id}"),
        Source::Waiting(id) => {
            // The terms the player was given with it, which its notice stated.
            let b = held::find(c, &id)?.ok_or_else(unavailable)?;
            let a = award(&b.terms()?, deposit)
                .map_err(|e| AppError::rule("bonus", &e).in_currency(currency))?;
            return held::attach(c, &id, order_id, deposit, a.bonus, a.wagering_required)?
                .then_some(())
                .ok_or_else(unavailable);
        }
    };
    let a = award(&campaign.terms, deposit)
        .map_err(|e| AppError::rule("bonus", &e).in_currency(currency))?;
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
