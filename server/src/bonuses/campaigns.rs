//! The stored campaigns: one row per campaign, currency and terms version, and the campaigns'
//! words per language.

use std::collections::{BTreeMap, HashMap};

use casino_core::bonus::{BonusKind, BonusTerms, Contribution};
use casino_core::{Currency, Locale};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{bonus_campaign_texts, bonus_campaigns};
use crate::error::{AppError, AppResult};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = bonus_campaigns)]
struct Row {
    id: String,
    currency: Currency,
    version: i64,
    kind: String,
    percent: i64,
    fixed_cents: i64,
    min_deposit_cents: i64,
    max_bonus_cents: i64,
    wagering_multiple: i64,
    validity_days: i64,
    max_bet_cents: i64,
    contributions: String,
    active: bool,
    position: i64,
    created_at: i64,
    created_by: Option<String>,
}

/// A campaign's terms in one currency, as one version states them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Campaign {
    pub id: String,
    pub currency: Currency,
    pub version: i64,
    pub position: i64,
    pub active: bool,
    pub terms: BonusTerms,
    /// When the version was written, and by which administrator (none for the site's own).
    pub created_at: i64,
    pub created_by: Option<String>,
}

/// A campaign's words in one language; its terms text still holds its placeholders.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = bonus_campaign_texts)]
pub struct Text {
    pub campaign_id: String,
    pub lang: String,
    pub title: String,
    pub summary: String,
    pub terms: String,
}

fn count(value: i64, what: &str, id: &str) -> AppResult<u32> {
    u32::try_from(value).map_err(|_| {
        AppError::internal(format!("bonus campaign {id}: {what} {value} out of range"))
    })
}

impl Row {
    fn campaign(self) -> AppResult<Campaign> {
        let bad = |what: &str| AppError::internal(format!("bonus campaign {}: {what}", self.id));
        let kind = BonusKind::parse(&self.kind).ok_or_else(|| bad("unknown kind"))?;
        let contributions: Vec<Contribution> =
            serde_json::from_str(&self.contributions).map_err(|_| bad("contributions"))?;
        Ok(Campaign {
            terms: BonusTerms {
                kind,
                percent: count(self.percent, "percent", &self.id)?,
                fixed: self.fixed_cents,
                min_deposit: self.min_deposit_cents,
                max_bonus: self.max_bonus_cents,
                wagering_multiple: count(self.wagering_multiple, "wagering", &self.id)?,
                validity_days: count(self.validity_days, "validity", &self.id)?,
                max_bet: self.max_bet_cents,
                contributions,
            },
            id: self.id,
            currency: self.currency,
            version: self.version,
            position: self.position,
            active: self.active,
            created_at: self.created_at,
            created_by: self.created_by,
        })
    }
}

/// Each campaign's newest version in each currency (`currency` narrows it to one), active or
/// not, in the page's order (position, then slug, then currency).
pub fn newest(conn: &mut DbConnection, currency: Option<Currency>) -> AppResult<Vec<Campaign>> {
    let mut query = bonus_campaigns::table.into_boxed();
    if let Some(currency) = currency {
        query = query.filter(bonus_campaigns::currency.eq(currency.code()));
    }
    let rows: Vec<Row> = query.select(Row::as_select()).load(conn)?;
    let mut newest: HashMap<(String, Currency), Row> = HashMap::new();
    for row in rows {
        let key = (row.id.clone(), row.currency);
        let newer = newest
            .get(&key)
            .is_none_or(|kept| row.version > kept.version);
        if newer {
            newest.insert(key, row);
        }
    }
    let mut campaigns = newest
        .into_values()
        .map(Row::campaign)
        .collect::<AppResult<Vec<_>>>()?;
    campaigns
        .sort_by(|a, b| (a.position, &a.id, &a.currency).cmp(&(b.position, &b.id, &b.currency)));
    Ok(campaigns)
}

/// The campaigns shown in `currency`, in the page's order: each one's newest version, when that
/// version is active. Switching a campaign off is a new inactive version; an older active
/// version never comes back.
pub fn current(conn: &mut DbConnection, currency: Currency) -> AppResult<Vec<Campaign>> {
    let mut campaigns = newest(conn, Some(currency))?;
    campaigns.retain(|c| c.active);
    Ok(campaigns)
}

/// A campaign version to write: its terms in one currency, written by the administrator `by`.
pub struct NewVersion<'a> {
    pub id: &'a str,
    pub currency: Currency,
    pub terms: &'a BonusTerms,
    pub position: u32,
    pub active: bool,
    pub by: &'a str,
    pub now: i64,
}

/// A campaign's next version in `currency` (version 1 for a new campaign), written by the
/// administrator `by`. Terms are never changed in place, so every bonus keeps the version it was
/// accepted under. Two administrators saving at once both write: the second gets the next number.
pub fn add_version(conn: &mut DbConnection, v: &NewVersion) -> AppResult<i64> {
    let NewVersion {
        id,
        currency,
        terms,
        position,
        active,
        by,
        now,
    } = *v;
    let last: Option<i64> = bonus_campaigns::table
        .filter(bonus_campaigns::id.eq(id))
        .filter(bonus_campaigns::currency.eq(currency.code()))
        .select(diesel::dsl::max(bonus_campaigns::version))
        .first(conn)?;
    let version = last.unwrap_or(0) + 1;
    let contributions = serde_json::to_string(&terms.contributions).map_err(AppError::internal)?;
    diesel::insert_into(bonus_campaigns::table)
        .values((
            bonus_campaigns::id.eq(id),
            bonus_campaigns::currency.eq(currency.code()),
            bonus_campaigns::version.eq(version),
            bonus_campaigns::kind.eq(terms.kind.as_str()),
            bonus_campaigns::percent.eq(i64::from(terms.percent)),
            bonus_campaigns::fixed_cents.eq(terms.fixed),
            bonus_campaigns::min_deposit_cents.eq(terms.min_deposit),
            bonus_campaigns::max_bonus_cents.eq(terms.max_bonus),
            bonus_campaigns::wagering_multiple.eq(i64::from(terms.wagering_multiple)),
            bonus_campaigns::validity_days.eq(i64::from(terms.validity_days)),
            bonus_campaigns::max_bet_cents.eq(terms.max_bet),
            bonus_campaigns::contributions.eq(contributions),
            bonus_campaigns::active.eq(active),
            bonus_campaigns::position.eq(i64::from(position)),
            bonus_campaigns::created_at.eq(now),
            bonus_campaigns::created_by.eq(by),
        ))
        .execute(conn)?;
    Ok(version)
}

/// Whether a campaign of that slug exists, in any currency.
pub fn exists(conn: &mut DbConnection, id: &str) -> AppResult<bool> {
    let found: i64 = bonus_campaigns::table
        .filter(bonus_campaigns::id.eq(id))
        .count()
        .get_result(conn)?;
    Ok(found > 0)
}

/// Every language's words of campaign `id`.
pub fn all_texts(conn: &mut DbConnection, id: &str) -> AppResult<Vec<Text>> {
    Ok(bonus_campaign_texts::table
        .filter(bonus_campaign_texts::campaign_id.eq(id))
        .order(bonus_campaign_texts::lang)
        .select(Text::as_select())
        .load(conn)?)
}

/// Replaces the words of `text.lang` for campaign `text.campaign_id`.
pub fn put_text(conn: &mut DbConnection, text: &Text) -> AppResult<()> {
    diesel::delete(
        bonus_campaign_texts::table
            .filter(bonus_campaign_texts::campaign_id.eq(&text.campaign_id))
            .filter(bonus_campaign_texts::lang.eq(&text.lang)),
    )
    .execute(conn)?;
    diesel::insert_into(bonus_campaign_texts::table)
        .values((
            bonus_campaign_texts::campaign_id.eq(&text.campaign_id),
            bonus_campaign_texts::lang.eq(&text.lang),
            bonus_campaign_texts::title.eq(&text.title),
            bonus_campaign_texts::summary.eq(&text.summary),
            bonus_campaign_texts::terms.eq(&text.terms),
        ))
        .execute(conn)?;
    Ok(())
}

/// The words of `ids` in `lang`, by campaign; a campaign not translated into `lang` falls back
/// to the site's default language, then to English.
pub fn texts(
    conn: &mut DbConnection,
    ids: &[String],
    lang: Locale,
) -> AppResult<BTreeMap<String, Text>> {
    let wanted = [lang, Locale::DEFAULT, Locale::En];
    let rows: Vec<Text> = bonus_campaign_texts::table
        .filter(bonus_campaign_texts::campaign_id.eq_any(ids))
        .filter(bonus_campaign_texts::lang.eq_any(wanted.map(Locale::tag)))
        .select(Text::as_select())
        .load(conn)?;
    let rank = |t: &Text| wanted.iter().position(|l| l.tag() == t.lang);
    let mut best: BTreeMap<String, Text> = BTreeMap::new();
    for row in rows {
        let better = best
            .get(&row.campaign_id)
            .is_none_or(|kept| rank(&row) < rank(kept));
        if better {
            best.insert(row.campaign_id.clone(), row);
        }
    }
    Ok(best)
}
