//! Bonuses on the server: the bonus campaigns the promotions page shows, with their versioned
//! terms. The arithmetic of a bonus (what a deposit earns, wagering, caps) is casino-core's
//! `bonus` module; this module stores campaigns and reads them in a reader's language and
//! currency. Its use cases are methods of `Bonuses`; its scheduled work (the Monday cashback, the
//! Wednesday and monthly bonuses) starts with `start_schedule`.

mod back_office;
mod campaigns;
mod cashback;
mod codes;
mod display;
mod eligibility;
mod held;
mod life;
mod loyalty;
mod notices;
mod offers;
mod periodic;
mod player;
mod referral;
mod schedule;
mod staking;

pub use cashback::run_due as run_due_cashback;
pub use codes::{seed_development as seed_development_codes, signed_up};
pub use held::{
    ACTIVE_COLUMNS as ACTIVE_BONUS_COLUMNS, ACTIVE_JOIN as ACTIVE_BONUS_JOIN,
    ActiveRead as ActiveBonusRead, Held, NewHeld, drop_offer as drop_bonus_offer,
    insert as insert_held, offer_of as bonus_offer_of,
};
pub use life::{credit_award, forfeit_for_refund, on_deposit_credited, wagering_left};
pub use offers::choose as choose_deposit_offer;
pub use periodic::{Schedule as BonusSchedule, run_due as run_due_periodic};
pub use referral::{
    reward_if_due as reward_referral_if_due,
    withdraw_after_refund as withdraw_referral_after_refund,
};
pub use schedule::{run as run_schedule_once, start as start_schedule};
pub use staking::{
    Wager, active_in as active_bonus_in, active_with_balance_in as active_bonus_with_balance_in,
    after_round as bonus_after_round, pay as pay_win_with_bonus,
    plan_stake as plan_stake_with_bonus, read_in as active_bonus_as_read_in,
    settled as bonus_settled, stake as stake_with_bonus, win_movement as win_movement_with_bonus,
};

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use casino_core::{Currency, Locale};
use casino_schema::{PromotionPage, PromotionRequest, PromotionView};

use crate::clock::Clock;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;
use crate::player::Player;
use crate::realtime::Realtime;

/// The most promotions one page may hold.
pub const MAX_PAGE_SIZE: u32 = 24;
/// A page of the list when the request does not say: every kind of bonus the site gives fits on
/// the first; "load more" adds the next ones.
pub const DEFAULT_PAGE_SIZE: u32 = 8;

/// Everything the bonus use cases work with. Cheap to clone.
#[derive(Clone)]
pub struct Bonuses {
    pub db: Db,
    pub clock: Clock,
    /// The players' sockets: a bonus move may put a message in the mail box.
    pub realtime: Realtime,
    /// Set once this instance's schedule runs (`start_schedule`).
    pub schedule_started: Arc<AtomicBool>,
}

impl Bonuses {
    /// Tells `player`'s open pages how many of their messages are unread, after a move that told
    /// them of a bonus. Best effort: the header reads the mail box again on its next visit.
    async fn announce_inbox(&self, player: &PlayerId) {
        let id = player.to_owned();
        if let Ok(unread) = self.db.run(move |c| crate::inbox::unread(c, &id)).await {
            self.realtime
                .publish(player, casino_schema::RealtimeEvent::Inbox { unread });
        }
    }
}

/// The currency a reader's promotions are shown in: a signed-in player's main wallet's, else the
/// default of the page's language (rupees on the Indian site, euros elsewhere).
pub fn reader_currency(player: Option<&Player>, locale: Locale) -> Currency {
    player.map_or_else(|| locale.default_currency(), |p| p.currency)
}

impl Bonuses {
    /// `front/get_promotion_template`: the promotion `id` names, else a page of them.
    pub async fn template(
        &self,
        r: PromotionRequest,
        lang: Locale,
        currency: Currency,
    ) -> AppResult<PromotionPage> {
        match r.id {
            Some(id) => self.promotion(&id, lang, currency).await,
            None => self.promotions(lang, currency, r.page, r.page_size).await,
        }
    }

    /// A page of the active campaigns, in the page's order, in `lang` and `currency`.
    pub async fn promotions(
        &self,
        lang: Locale,
        currency: Currency,
        page: Option<u32>,
        page_size: Option<u32>,
    ) -> AppResult<PromotionPage> {
        let page = page.unwrap_or(1).max(1);
        let page_size = page_size
            .unwrap_or(DEFAULT_PAGE_SIZE)
            .clamp(1, MAX_PAGE_SIZE);
        let all = self
            .db
            .run(move |c| campaigns::current(c, currency))
            .await?;
        let total = all.len() as u32;
        let shown: Vec<campaigns::Campaign> = all
            .into_iter()
            .skip(((page - 1) as usize).saturating_mul(page_size as usize))
            .take(page_size as usize)
            .collect();
        let ids: Vec<String> = shown.iter().map(|c| c.id.clone()).collect();
        let texts = self
            .db
            .run(move |c| campaigns::texts(c, &ids, lang))
            .await?;
        let promotions = shown
            .iter()
            .map(|c| view(c, texts.get(&c.id), currency, lang))
            .collect::<AppResult<Vec<_>>>()?;
        Ok(PromotionPage {
            promotions,
            total,
            page,
            page_size,
        })
    }

    /// One active campaign by its slug, in `lang` and `currency`; an unknown or inactive one is
    /// not found.
    pub async fn promotion(
        &self,
        id: &str,
        lang: Locale,
        currency: Currency,
    ) -> AppResult<PromotionPage> {
        let id = id.trim().to_owned();
        let found = self
            .db
            .run(move |c| {
                let Some(campaign) = campaigns::current(c, currency)?
                    .into_iter()
                    .find(|k| k.id == id)
                else {
                    return Ok(None);
                };
                let texts = campaigns::texts(c, std::slice::from_ref(&campaign.id), lang)?;
                Ok(Some((campaign, texts)))
            })
            .await?;
        let (campaign, texts) = found.ok_or_else(AppError::not_found)?;
        Ok(PromotionPage {
            promotions: vec![view(&campaign, texts.get(&campaign.id), currency, lang)?],
            total: 1,
            page: 1,
            page_size: 1,
        })
    }
}

/// A campaign as the page shows it. A campaign without words in any language is a fault of the
/// data, not of the request.
fn view(
    campaign: &campaigns::Campaign,
    text: Option<&campaigns::Text>,
    currency: Currency,
    lang: Locale,
) -> AppResult<PromotionView> {
    let text = text.ok_or_else(|| {
        AppError::internal(format!("bonus campaign {} has no texts", campaign.id))
    })?;
    let shown = display::Display::of(&campaign.terms, currency);
    Ok(PromotionView {
        id: campaign.id.clone(),
        kind: display::kind_word(campaign.terms.kind),
        version: u32::try_from(campaign.version).unwrap_or(u32::MAX),
        title: text.title.clone(),
        summary: text.summary.clone(),
        // The amounts in the terms are written in the language of the words around them (French,
        // then English, stand in for a language the campaign has no words in).
        terms: shown.fill(&text.terms, Locale::parse(&text.lang).unwrap_or(lang)),
        currency,
        min_deposit: shown.min_deposit,
        bonus_percent: shown.bonus_percent,
        bonus_amount: shown.bonus_amount,
        max_bonus: shown.max_bonus,
        cashback_percent: shown.cashback_percent,
        wagering_multiple: campaign.terms.wagering_multiple,
        validity_days: campaign.terms.validity_days,
        max_bet: shown.max_bet,
        low_edge_below: casino_core::bonus::LOW_EDGE_BELOW_PERCENT,
        low_edge_weight: casino_core::bonus::LOW_EDGE_WEIGHT_PERCENT,
    })
}
