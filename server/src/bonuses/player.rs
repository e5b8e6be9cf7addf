//! A player's bonuses as the account area shows them: the deposit bonuses on offer, the active
//! bonus with its wagering and cash-out quote, the ended ones; and cancelling the active one.

use casino_core::bonus::{self, BonusKind, BonusTerms};
use casino_core::money::{from_cents, to_json_string};
use casino_core::payments::Verification;
use casino_core::{Currency, Locale};
use casino_schema::{
    CashoutQuoteView, DepositBonus, DepositBonusList, LoyaltyRedeemRequest, LoyaltyView,
    PlayerBonusList, PlayerBonusView, ReferralView,
};

use super::campaigns::{self, Text};
use super::held::{self, Held, Status};
use super::{Bonuses, codes, display, life, loyalty, offers, referral};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;
use crate::player::Player;
use crate::wallet::ledger;

/// Ended bonuses the account area lists.
const HISTORY: i64 = 50;

fn amount(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

impl Bonuses {
    /// `front/get_deposit_bonuses`: what a deposit in `currency` may carry now.
    pub async fn deposit_bonuses(
        &self,
        player: &PlayerId,
        currency: Currency,
        lang: Locale,
    ) -> AppResult<DepositBonusList> {
        let (player, now) = (player.to_owned(), self.clock.now_millis());
        let (offers, texts) = self
            .db
            .run(move |c| {
                let offers = offers::available(c, &player, currency, now)?;
                let ids: Vec<String> = offers.iter().map(|(k, _)| k.id.clone()).collect();
                Ok((offers, campaigns::texts(c, &ids, lang)?))
            })
            .await?;
        let offers = offers
            .iter()
            .map(|(campaign, _)| {
                Ok(DepositBonus {
                    promotion: super::view(campaign, texts.get(&campaign.id), currency, lang)?,
                    rules: serde_json::to_value(&campaign.terms).map_err(AppError::internal)?,
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        Ok(DepositBonusList { offers })
    }

    /// `front/get_player_bonuses`: the active bonus (its validity checked first) and the ended
    /// ones, in `lang`.
    pub async fn player_bonuses(
        &self,
        player: &PlayerId,
        lang: Locale,
    ) -> AppResult<PlayerBonusList> {
        let (player, now) = (player.to_owned(), self.clock.now_millis());
        self.db
            .run(move |c| {
                let active = life::current(c, &player, now)?;
                let claimable = held::claimable(c, &player, now)?;
                let queued = held::queued(c, &player)?;
                let history = held::history(c, &player, HISTORY)?
                    .into_iter()
                    .filter(|b| b.status() != Status::Active)
                    .collect::<Vec<_>>();
                let mut ids: Vec<String> = history.iter().map(|b| b.campaign_id.clone()).collect();
                ids.extend(active.iter().map(|b| b.campaign_id.clone()));
                ids.extend(claimable.iter().map(|b| b.campaign_id.clone()));
                ids.extend(queued.iter().map(|b| b.campaign_id.clone()));
                ids.sort();
                ids.dedup();
                let texts = campaigns::texts(c, &ids, lang)?;
                let active = match active {
                    Some(b) => Some(active_view(c, &b, texts.get(&b.campaign_id))?),
                    None => None,
                };
                let listed = |list: &[Held]| {
                    list.iter()
                        .map(|b| bonus_view(b, texts.get(&b.campaign_id), 0, None))
                        .collect::<AppResult<Vec<_>>>()
                };
                Ok(PlayerBonusList {
                    active,
                    claimable: listed(&claimable)?,
                    queued: listed(&queued)?,
                    history: listed(&history)?,
                })
            })
            .await
    }

    /// `front/claim_bonus`: the waiting bonus `id` becomes the active one, its money credited.
    pub async fn claim(
        &self,
        player: &PlayerId,
        id: String,
        lang: Locale,
    ) -> AppResult<PlayerBonusView> {
        let (who, now) = (player.to_owned(), self.clock.now_millis());
        let view = self
            .db
            .write(move |c| {
                let b = life::claim(c, &who, &id, now)?;
                let texts = campaigns::texts(c, std::slice::from_ref(&b.campaign_id), lang)?;
                active_view(c, &b, texts.get(&b.campaign_id))
            })
            .await?;
        self.announce_inbox(player).await;
        Ok(view)
    }

    /// `front/bonuscode_deposit_processor`: applies the code `typed` in the player's main
    /// currency, at once for a verified player, else queued for the next deposit; the answer's
    /// message code says which.
    pub async fn apply_code(
        &self,
        player: &Player,
        typed: String,
        lang: Locale,
    ) -> AppResult<(&'static str, PlayerBonusView)> {
        let (id, now) = (player.id.clone(), self.clock.now_millis());
        let currency = player.currency;
        let verified = player.verification != Verification::None;
        let answer = self
            .db
            .write(move |c| {
                // A code typed in the account area; the one given at sign-up is queued anyway.
                super::eligibility::check(c, &id, now)?;
                let (said, b) = match codes::apply(c, &id, currency, &typed, verified, now)? {
                    codes::Applied::Active(b) => ("bonus_code_applied", b),
                    codes::Applied::Queued(b) => ("bonus_code_queued", b),
                };
                let texts = campaigns::texts(c, std::slice::from_ref(&b.campaign_id), lang)?;
                let view = match b.status() {
                    Status::Active => active_view(c, &b, texts.get(&b.campaign_id))?,
                    _ => bonus_view(&b, texts.get(&b.campaign_id), 0, None)?,
                };
                Ok((said, view))
            })
            .await?;
        self.announce_inbox(&player.id).await;
        Ok(answer)
    }

    /// `front/get_referral`: the player's referral code (made on first use) and figures; the
    /// bonus per friend in the player's main currency.
    pub async fn referral(&self, player: &Player) -> AppResult<ReferralView> {
        let (id, now) = (player.id.clone(), self.clock.now_millis());
        let currency = player.currency;
        self.db
            .run(move |c| {
                let code = referral::code_of(c, &id, now)?;
                let (friends, rewarded) = referral::counts(c, &id)?;
                let bonus = campaigns::current(c, currency)?
                    .into_iter()
                    .find(|k| k.terms.kind == BonusKind::Referral)
                    .map_or(0, |k| bonus::award(&k.terms, 0).map_or(0, |a| a.bonus));
                Ok(ReferralView {
                    code,
                    friends,
                    rewarded,
                    bonus: amount(bonus),
                    currency,
                })
            })
            .await
    }

    /// After an administrator verified the player named `username`: their referrer's bonus,
    /// when they had already deposited.
    pub async fn on_verified(&self, username: String) -> AppResult<()> {
        let now = self.clock.now_millis();
        self.db
            .write(move |c| {
                if let Some(p) = crate::player::find_by_login(c, &username)? {
                    referral::reward_if_due(c, &p.id, now)?;
                }
                Ok(())
            })
            .await
    }

    /// `front/cancel_bonus`: gives up the active bonus `id`; its bonus money is removed (the
    /// quote told how much). A bonus no longer active (ended meanwhile, or cancelled by a first
    /// request) is a conflict, and nothing moves twice.
    pub async fn cancel(
        &self,
        player: &PlayerId,
        id: String,
        lang: Locale,
    ) -> AppResult<PlayerBonusView> {
        let (player, now) = (player.to_owned(), self.clock.now_millis());
        self.db
            .write(move |c| {
                let b = life::current(c, &player, now)?
                    .filter(|b| b.id == id)
                    .ok_or_else(|| AppError::new(ErrorKind::Conflict, "action_failed"))?;
                life::end(c, &b, Status::Forfeited, now)?
                    .ok_or_else(|| AppError::new(ErrorKind::Conflict, "action_failed"))?;
                let ended = held::find(c, &b.id)?.ok_or_else(AppError::not_found)?;
                let texts = campaigns::texts(c, std::slice::from_ref(&ended.campaign_id), lang)?;
                bonus_view(&ended, texts.get(&ended.campaign_id), 0, None)
            })
            .await
    }
}

impl Bonuses {
    /// `front/get_loyalty`: the player's points, a step's worth in `currency`.
    pub async fn loyalty(&self, player: &PlayerId, currency: Currency) -> AppResult<LoyaltyView> {
        let player = player.to_owned();
        let points = self.db.run(move |c| loyalty::points(c, &player)).await?;
        Ok(loyalty_view(points, currency))
    }

    /// `front/loyalty_redeem_processor`: points for a loyalty bonus in `currency`; the bonus
    /// credited and the points left.
    pub async fn redeem_loyalty(
        &self,
        player: &PlayerId,
        currency: Currency,
        r: LoyaltyRedeemRequest,
    ) -> AppResult<(String, LoyaltyView)> {
        let (who, now) = (player.to_owned(), self.clock.now_millis());
        let key = r.idempotency_key.as_str().to_owned();
        let (bonus, points) = self
            .db
            .write(move |c| {
                let done = loyalty::redeem(c, &who, currency, &r.points, &key, now)?;
                Ok((done.bonus, loyalty::points(c, &who)?))
            })
            .await?;
        self.announce_inbox(player).await;
        Ok((amount(bonus), loyalty_view(points, currency)))
    }
}

fn loyalty_view(points: loyalty::Points, currency: Currency) -> LoyaltyView {
    LoyaltyView {
        points: points.available(),
        earned: points.earned,
        redeemed: points.redeemed,
        step: casino_core::validate::LOYALTY_STEP,
        step_value: amount(loyalty::step_value(currency)),
        currency,
        low_edge_below: bonus::LOW_EDGE_BELOW_PERCENT,
        low_edge_weight: bonus::LOW_EDGE_WEIGHT_PERCENT,
    }
}

/// The active bonus with its balance and cash-out quote.
fn active_view(c: &mut DbConnection, b: &Held, text: Option<&Text>) -> AppResult<PlayerBonusView> {
    let balance = ledger::balance(c, &b.player_id, b.currency)?;
    let q = bonus::cashout_quote(&b.active(balance.bonus)?, balance.real);
    let quote = CashoutQuoteView {
        keep: amount(q.keep),
        forfeit: amount(q.forfeit),
        wagering_left: amount(q.wagering_left),
    };
    bonus_view(b, text, balance.bonus, Some(quote))
}

fn bonus_view(
    b: &Held,
    text: Option<&Text>,
    balance: i64,
    quote: Option<CashoutQuoteView>,
) -> AppResult<PlayerBonusView> {
    let terms: BonusTerms = b.terms()?;
    let currency = b.currency;
    let shown = display::Display::of(&terms, currency);
    Ok(PlayerBonusView {
        id: b.id.clone(),
        campaign_id: b.campaign_id.clone(),
        kind: display::kind_word(terms.kind),
        title: text.map_or_else(|| b.campaign_id.clone(), |t| t.title.clone()),
        status: b.status(),
        with_deposit: b.status() == Status::Offered
            && b.order_id.is_none()
            && terms.kind.scheduled(),
        currency,
        deposit: amount(b.deposit_cents),
        amount: amount(b.amount_cents),
        wagering_required: amount(b.wagering_required_cents),
        wagered: amount(b.wagered_cents.min(b.wagering_required_cents)),
        progress: bonus::progress(b.wagering_required_cents, b.wagered_cents),
        balance: amount(balance),
        converted: amount(b.converted_cents),
        forfeited: amount(b.forfeited_cents),
        max_bet: bonus::max_bet(&terms, b.deposit_cents, b.amount_cents).map(amount),
        // The amounts in the terms are written in the language of the words around them.
        terms: text.map_or_else(String::new, |t| {
            shown.fill(&t.terms, Locale::parse(&t.lang).unwrap_or(Locale::DEFAULT))
        }),
        created_at: b.created_at,
        expires_at: b.expires_at,
        ended_at: b.ended_at,
        quote,
    })
}
