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
}

/// A campaign's current terms in one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Campaign {
    pub id: String,
    pub version: i64,
    pub position: i64,
    pub terms: BonusTerms,
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

/// The stored word of a kind is casino-core's own serde name, so it is read the same way.
fn parse_kind(word: &str) -> Option<BonusKind> {
    serde_json::from_value(serde_json::Value::String(word.to_owned())).ok()
}

fn count(value: i64, what: &str, id: &str) -> AppResult<u32> {
    u32::try_from(value).map_err(|_| {
        AppError::internal(format!("bonus campaign {id}: {what} {value} out of range"))
    })
}

impl Row {
    fn campaign(self) -> AppResult<Campaign> {
        let bad = |what: &str| AppError::internal(format!("bonus campaign {}: {what}", self.id));
        let kind = parse_kind(&self.kind).ok_or_else(|| bad("unknown kind"))?;
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
            version: self.version,
            position: self.position,
        })
    }
}

/// The campaigns shown in `currency`, in the page's order (position, then slug): each one's
/// newest version, when that version is active. Switching a campaign off is a new inactive
/// version or clearing the flag of the newest one; an older active version never comes back.
pub fn current(conn: &mut DbConnection, currency: Currency) -> AppResult<Vec<Campaign>> {
    let rows: Vec<Row> = bonus_campaigns::table
        .filter(bonus_campaigns::currency.eq(currency.code()))
        .select(Row::as_select())
        .load(conn)?;
    let mut newest: HashMap<String, Row> = HashMap::new();
    for row in rows {
        let newer = newest
            .get(&row.id)
            .is_none_or(|kept| row.version > kept.version);
        if newer {
            newest.insert(row.id.clone(), row);
        }
    }
    let mut campaigns = newest
        .into_values()
        .filter(|r| r.active)
        .map(Row::campaign)
        .collect::<AppResult<Vec<_>>>()?;
    campaigns.sort_by(|a, b| (a.position, &a.id).cmp(&(b.position, &b.id)));
    Ok(campaigns)
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
