//! The administrators' bonus use cases: campaigns (each change a new version, written by whom
//! and when), bonus codes, and a player's bonuses. The rules of a campaign's terms are
//! casino-core's `check_campaign`; this module stores what passes them.

use casino_core::bonus::campaign::{self, CampaignForm};
use casino_core::bonus::check_campaign;
use casino_core::games::catalog::CATEGORIES;
use casino_core::money::{from_cents, to_json_string};
use casino_core::{Currency, Locale, RuleError};
use casino_schema::{
    AdminCampaign, AdminCampaignList, AdminPlayerBonuses, BonusCodeView, CampaignText,
    CampaignUpdate, ContributionView,
};
use diesel::prelude::*;

use super::campaigns::{self, Campaign, Text};
use super::{Bonuses, codes, display};
use crate::db::DbConnection;
use crate::db::schema::promo_codes;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::player;
use crate::staff_log::{self, Action, StaffAction};

fn amount(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

/// A campaign version as the back office shows it, with its words in every language.
fn admin_view(campaign: Campaign, texts: Vec<Text>) -> AdminCampaign {
    let t = campaign.terms;
    AdminCampaign {
        kind: display::kind_word(t.kind),
        percent: t.percent.to_string(),
        fixed: amount(t.fixed),
        min_deposit: amount(t.min_deposit),
        max_bonus: amount(t.max_bonus),
        wagering_multiple: t.wagering_multiple.to_string(),
        validity_days: t.validity_days.to_string(),
        max_bet: amount(t.max_bet),
        contributions: t
            .contributions
            .into_iter()
            .map(|c| ContributionView {
                category: c.category,
                percent: c.percent.to_string(),
            })
            .collect(),
        texts: texts
            .into_iter()
            .map(|x| CampaignText {
                lang: x.lang,
                title: x.title,
                summary: x.summary,
                terms: x.terms,
            })
            .collect(),
        id: campaign.id,
        currency: campaign.currency,
        version: campaign.version,
        active: campaign.active,
        position: campaign.position,
        changed_at: campaign.created_at,
        changed_by: campaign.created_by,
    }
}

fn form(u: &CampaignUpdate) -> CampaignForm {
    CampaignForm {
        id: u.id.trim().to_owned(),
        kind: u.kind.clone(),
        percent: u.percent.clone(),
        fixed: u.fixed.clone(),
        min_deposit: u.min_deposit.clone(),
        max_bonus: u.max_bonus.clone(),
        wagering_multiple: u.wagering_multiple.clone(),
        validity_days: u.validity_days.clone(),
        max_bet: u.max_bet.clone(),
        position: u.position.clone(),
        contributions: u
            .contributions
            .iter()
            .map(|c| (c.category.clone(), c.percent.clone()))
            .collect(),
    }
}

/// The words given with a campaign: each in a site language, each with a title and a summary.
fn checked_texts(id: &str, texts: &[CampaignText]) -> Result<Vec<Text>, RuleError> {
    texts
        .iter()
        .map(|t| {
            let lang = Locale::parse(t.lang.trim()).ok_or(RuleError::ChoiceInvalid)?;
            if t.title.trim().is_empty() || t.summary.trim().is_empty() {
                return Err(RuleError::Required);
            }
            Ok(Text {
                campaign_id: id.to_owned(),
                lang: lang.tag().to_owned(),
                title: t.title.trim().to_owned(),
                summary: t.summary.trim().to_owned(),
                terms: t.terms.trim().to_owned(),
            })
        })
        .collect()
}

fn list_codes(c: &mut DbConnection) -> AppResult<Vec<BonusCodeView>> {
    let rows: Vec<(String, Option<String>, bool, bool)> = promo_codes::table
        .order(promo_codes::code)
        .select((
            promo_codes::code,
            promo_codes::campaign_id,
            promo_codes::single_use,
            promo_codes::active,
        ))
        .load(c)?;
    Ok(rows
        .into_iter()
        .map(|(code, campaign_id, single_use, active)| BonusCodeView {
            code,
            campaign_id,
            single_use,
            active,
        })
        .collect())
}

impl Bonuses {
    /// `admin/get_bonus_campaigns`: every campaign's newest version in every currency, the
    /// codes, and the categories a contribution may name.
    pub async fn staff_campaigns(&self) -> AppResult<AdminCampaignList> {
        self.db
            .run(|c| {
                let newest = campaigns::newest(c, None)?;
                let mut campaigns = Vec::with_capacity(newest.len());
                for campaign in newest {
                    let texts = campaigns::all_texts(c, &campaign.id)?;
                    campaigns.push(admin_view(campaign, texts));
                }
                Ok(AdminCampaignList {
                    campaigns,
                    codes: list_codes(c)?,
                    categories: CATEGORIES.iter().map(|s| (*s).to_owned()).collect(),
                })
            })
            .await
    }

    /// `admin/save_bonus_campaign`: the campaign's next version in one currency, written by
    /// the administrator `staff` and logged in the same transaction. Every failing field is
    /// refused at once and nothing is written; a new campaign needs its words in at least one
    /// language, so the page can show it.
    pub async fn save_campaign(
        &self,
        u: CampaignUpdate,
        staff: &player::Player,
    ) -> AppResult<AdminCampaign> {
        let by = staff.username.clone();
        let checked = check_campaign(&form(&u));
        let mut failures = checked.as_ref().err().cloned().unwrap_or_default();
        let currency = Currency::parse(u.currency.trim());
        if currency.is_none() {
            failures.insert("currency", RuleError::ChoiceInvalid);
        }
        let unknown_category = u
            .contributions
            .iter()
            .any(|c| !CATEGORIES.contains(&c.category.trim()));
        if unknown_category {
            failures
                .entry("contributions")
                .or_insert(RuleError::ChoiceInvalid);
        }
        let id = u.id.trim().to_owned();
        let texts = checked_texts(&id, &u.texts);
        if let Err(e) = &texts {
            failures.insert("texts", e.clone());
        }
        AppError::check(&failures)?;
        let (Ok(checked), Some(currency), Ok(texts)) = (checked, currency, texts) else {
            return Err(AppError::internal(
                "a failing campaign field was not reported",
            ));
        };
        let now = self.clock.now_millis();
        self.db
            .write(move |c| {
                if texts.is_empty() && !campaigns::exists(c, &id)? {
                    return Err(AppError::on_field(
                        ErrorKind::Invalid,
                        "field_required",
                        "texts",
                    ));
                }
                let version = campaigns::add_version(
                    c,
                    &campaigns::NewVersion {
                        id: &id,
                        currency,
                        terms: &checked.terms,
                        position: checked.position,
                        active: u.active,
                        by: &by,
                        now,
                    },
                )?;
                for text in &texts {
                    campaigns::put_text(c, text)?;
                }
                let target = format!("{id} {}", currency.code());
                let detail = format!("version {version}");
                let a = Action {
                    staff: &by,
                    action: StaffAction::SaveBonusCampaign,
                    target: &target,
                    detail: &detail,
                };
                staff_log::record(c, &a, now)?;
                let saved = campaigns::newest(c, Some(currency))?
                    .into_iter()
                    .find(|k| k.id == id && k.version == version)
                    .ok_or_else(|| AppError::internal("saved campaign not read back"))?;
                Ok(admin_view(saved, campaigns::all_texts(c, &id)?))
            })
            .await
    }

    /// `admin/save_bonus_code`: creates or changes a code, logged in the same transaction. Codes
    /// are stored in capitals; a code names an existing campaign, or none (a promo code accepted
    /// at sign-up that gives nothing).
    pub async fn save_code(
        &self,
        v: BonusCodeView,
        staff: &player::Player,
    ) -> AppResult<BonusCodeView> {
        let (by, now) = (staff.username.clone(), self.clock.now_millis());
        let code = codes::normalise(&v.code);
        if let Err(e) = campaign::code(&code) {
            return Err(AppError::rule("code", &e));
        }
        let campaign_id = v
            .campaign_id
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty());
        self.db
            .write(move |c| {
                if let Some(id) = &campaign_id
                    && !campaigns::exists(c, id)?
                {
                    return Err(AppError::on_field(
                        ErrorKind::Invalid,
                        "campaign_not_found",
                        "campaign_id",
                    ));
                }
                diesel::delete(promo_codes::table.filter(promo_codes::code.eq(&code)))
                    .execute(c)?;
                diesel::insert_into(promo_codes::table)
                    .values((
                        promo_codes::code.eq(&code),
                        promo_codes::campaign_id.eq(&campaign_id),
                        promo_codes::single_use.eq(v.single_use),
                        promo_codes::active.eq(v.active),
                    ))
                    .execute(c)?;
                let a = Action {
                    staff: &by,
                    action: StaffAction::SaveBonusCode,
                    target: &code,
                    detail: campaign_id.as_deref().unwrap_or_default(),
                };
                staff_log::record(c, &a, now)?;
                Ok(BonusCodeView {
                    code,
                    campaign_id,
                    single_use: v.single_use,
                    active: v.active,
                })
            })
            .await
    }

    /// `admin/get_player_bonuses`: the bonuses of the player named `username`, as their bonuses
    /// tab lists them, in `lang`.
    pub async fn staff_player_bonuses(
        &self,
        username: String,
        lang: Locale,
    ) -> AppResult<AdminPlayerBonuses> {
        let login = username.trim().to_owned();
        let found = self
            .db
            .run(move |c| player::find_by_login(c, &login))
            .await?;
        let p = found.ok_or_else(|| {
            AppError::on_field(ErrorKind::NotFound, "player_not_found", "username")
        })?;
        Ok(AdminPlayerBonuses {
            bonuses: self.player_bonuses(&p.id, lang).await?,
            username: p.username,
        })
    }
}
