//! The stored content: one row per item, language and version. Nothing is updated in place; the
//! newest version of (kind, slug, locale) is the item, and a version marked `removed` hides it.

use std::collections::BTreeMap;

use casino_core::content::ContentKind;
use casino_schema::ContentVersion;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use crate::db::DbConnection;
use crate::db::schema::site_content;
use crate::error::{AppError, AppResult, ErrorKind};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = site_content)]
pub struct Row {
    pub id: String,
    pub kind: ContentKind,
    pub slug: String,
    pub locale: String,
    pub version: i64,
    pub title: String,
    pub body: String,
    pub section: String,
    pub position: i64,
    pub link: String,
    pub action: String,
    pub image: String,
    pub removed: bool,
    pub created_by: Option<String>,
    pub created_at: i64,
}

impl Row {
    pub fn view(self) -> ContentVersion {
        ContentVersion {
            id: self.id,
            kind: self.kind,
            slug: self.slug,
            locale: self.locale,
            version: self.version,
            title: self.title,
            body: self.body,
            section: self.section,
            position: self.position,
            link: self.link,
            action: self.action,
            image: self.image,
            removed: self.removed,
            created_by: self.created_by,
            created_at: self.created_at,
        }
    }
}

/// The newest version of each (kind, slug, locale) among `rows`, removed ones included.
fn newest_versions(rows: Vec<Row>) -> BTreeMap<(ContentKind, String, String), Row> {
    let mut newest: BTreeMap<(ContentKind, String, String), Row> = BTreeMap::new();
    for row in rows {
        let key = (row.kind, row.slug.clone(), row.locale.clone());
        match newest.get(&key) {
            Some(kept) if kept.version >= row.version => {}
            _ => {
                newest.insert(key, row);
            }
        }
    }
    newest
}

/// Each item of `kind` (one slug, or all) in the first of `locales` (best first) whose newest
/// version is not removed: a language without its own version falls back to the next.
pub fn shown(
    c: &mut DbConnection,
    kind: ContentKind,
    slug: Option<&str>,
    locales: &[&str],
) -> AppResult<Vec<Row>> {
    let mut query = site_content::table
        .filter(site_content::kind.eq(kind))
        .filter(site_content::locale.eq_any(locales))
        .select(Row::as_select())
        .into_boxed();
    if let Some(slug) = slug {
        query = query.filter(site_content::slug.eq(slug));
    }
    let mut by_slug: BTreeMap<String, Row> = BTreeMap::new();
    for ((_, slug, _), row) in newest_versions(query.load(c)?) {
        if row.removed {
            continue;
        }
        let rank = |r: &Row| locales.iter().position(|l| *l == r.locale);
        match by_slug.get(&slug) {
            Some(kept) if rank(kept) <= rank(&row) => {}
            _ => {
                by_slug.insert(slug, row);
            }
        }
    }
    Ok(by_slug.into_values().collect())
}

/// The newest version of every item in every language (the content editor's list), removed
/// ones excluded.
pub fn all_newest(c: &mut DbConnection) -> AppResult<Vec<Row>> {
    let rows = site_content::table.select(Row::as_select()).load(c)?;
    Ok(newest_versions(rows)
        .into_values()
        .filter(|r| !r.removed)
        .collect())
}

/// An item's versions in one language, newest first.
pub fn history(
    c: &mut DbConnection,
    kind: ContentKind,
    slug: &str,
    locale: &str,
) -> AppResult<Vec<Row>> {
    Ok(site_content::table
        .filter(site_content::kind.eq(kind))
        .filter(site_content::slug.eq(slug))
        .filter(site_content::locale.eq(locale))
        .order(site_content::version.desc())
        .select(Row::as_select())
        .load(c)?)
}

/// The languages an item has versions in (removed or not).
pub fn locales_of(c: &mut DbConnection, kind: ContentKind, slug: &str) -> AppResult<Vec<String>> {
    Ok(site_content::table
        .filter(site_content::kind.eq(kind))
        .filter(site_content::slug.eq(slug))
        .select(site_content::locale)
        .distinct()
        .load(c)?)
}

pub fn by_id(c: &mut DbConnection, id: &str) -> AppResult<Option<Row>> {
    Ok(site_content::table
        .find(id)
        .select(Row::as_select())
        .first(c)
        .optional()?)
}

/// Every (kind, slug, locale) that has a version, removed or not.
pub fn keys(c: &mut DbConnection) -> AppResult<Vec<(ContentKind, String, String)>> {
    Ok(site_content::table
        .select((site_content::kind, site_content::slug, site_content::locale))
        .distinct()
        .load(c)?)
}

/// Stores new versions. Two editors saving the same item at once both aim at the same version
/// number: the second is refused as a conflict (and may save again).
pub fn insert(c: &mut DbConnection, rows: &[Row]) -> AppResult<()> {
    // One statement per row: SQLite limits a statement's bound values, and the seed is a few
    // hundred rows of fifteen columns.
    for row in rows {
        diesel::insert_into(site_content::table)
            .values(row)
            .execute(c)
            .map_err(|e| match e {
                DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                    AppError::new(ErrorKind::Conflict, "content_changed")
                }
                other => other.into(),
            })?;
    }
    Ok(())
}
