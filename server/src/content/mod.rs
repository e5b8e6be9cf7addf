//! Site content: the pages, FAQ, home slides and e-mails in every language, stored as versioned Markdown
//! (`store`), seeded from `server/content` at first start (`seed`) and shown as sanitised HTML
//! (`markdown`). A language without its own version of an item shows the French one, else the
//! English one. The content editor's rules are casino-core's `content` module.

mod images;
mod mails;
mod markdown;
mod seed;
mod store;

pub use images::{served as served_image, upload as upload_image};
pub use mails::{Template as MailTemplate, template as mail_template};
pub use markdown::render as render_markdown;
pub use seed::ensure as ensure_seeded;

use casino_core::Locale;
use casino_core::content::{self as rules, ContentForm, ContentKind, TERMS};
use casino_core::site::{self, SettingsForm};
use casino_schema::{
    ContentDraft, ContentHistory, ContentKey, ContentPage, ContentVersion, Faq, FaqEntry, FaqGroup,
    MailSpec, SettingsUpdate, SiteContent, Slide, Slider,
};
use diesel::Connection;

use crate::clock::Clock;
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::files::Files;
use crate::player::Player;
use crate::settings;
use crate::staff_log::{self, Action, StaffAction};
use store::Row;

/// Everything the content use cases work with. Cheap to clone.
#[derive(Clone)]
pub struct Content {
    pub db: Db,
    pub clock: Clock,
    /// Where uploaded pictures are kept.
    pub files: Files,
    /// The site settings every signed-in call is admitted against: told when they change.
    pub settings: settings::Cached,
}

/// The languages to look in for `locale`'s text, best first.
fn fallbacks(locale: Locale) -> Vec<&'static str> {
    let mut tags = vec![locale.tag()];
    for l in [Locale::Fr, Locale::En] {
        if !tags.contains(&l.tag()) {
            tags.push(l.tag());
        }
    }
    tags
}

fn locale_of(row: &Row) -> Locale {
    Locale::parse(&row.locale).unwrap_or(Locale::DEFAULT)
}

fn page_view(row: Row) -> ContentPage {
    let html = markdown::render(&row.body, locale_of(&row));
    ContentPage {
        slug: row.slug,
        locale: row.locale,
        title: row.title,
        html,
        id: row.id,
        version: row.version,
        updated_at: row.created_at,
    }
}

/// The shown version of page `slug` in `locale` (or its fallback).
fn shown_page(c: &mut DbConnection, slug: &str, locale: Locale) -> AppResult<Option<Row>> {
    Ok(store::shown(c, ContentKind::Page, Some(slug), &fallbacks(locale))?.pop())
}

/// The version of the terms a player registering in `locale` accepts (its id).
pub fn current_terms(c: &mut DbConnection, locale: Locale) -> AppResult<Option<String>> {
    Ok(shown_page(c, TERMS, locale)?.map(|r| r.id))
}

/// A draft as the editor's rules read it.
fn form(d: &ContentDraft) -> ContentForm {
    ContentForm {
        kind: d.kind.clone(),
        slug: d.slug.clone(),
        locale: d.locale.clone(),
        title: d.title.clone(),
        body: d.body.clone(),
        section: d.section.clone(),
        position: d.position.clone(),
        link: d.link.clone(),
        action: d.action.clone(),
        image: d.image.clone(),
    }
}

/// Whether an edit makes the item's first version, or a later one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Edit {
    Create,
    Update,
}

impl Content {
    /// `front/get_content_template`: a page in the visitor's language.
    pub async fn page(&self, slug: String, locale: Locale) -> AppResult<ContentPage> {
        let row = self
            .db
            .run(move |c| shown_page(c, &slug, locale))
            .await?
            .ok_or_else(AppError::not_found)?;
        Ok(page_view(row))
    }

    /// The terms as the player accepted them when registering (the current ones for a player
    /// who registered before the terms were versioned).
    pub async fn accepted_terms(&self, player: &Player, locale: Locale) -> AppResult<ContentPage> {
        let id = player.id.clone();
        let row = self
            .db
            .run(move |c| {
                let accepted = crate::player::accepted_terms(c, &id)?;
                match accepted {
                    Some(terms) => store::by_id(c, &terms),
                    None => shown_page(c, TERMS, locale),
                }
            })
            .await?
            .ok_or_else(AppError::not_found)?;
        Ok(page_view(row))
    }

    /// `front/get_faq_template`: every entry, grouped by its group in the order of the entries.
    pub async fn faq(&self, locale: Locale) -> AppResult<Faq> {
        let tags = fallbacks(locale);
        let mut rows = self
            .db
            .run(move |c| store::shown(c, ContentKind::Faq, None, &tags))
            .await?;
        rows.sort_by(|a, b| {
            (a.position, a.slug.len(), &a.slug).cmp(&(b.position, b.slug.len(), &b.slug))
        });
        let mut groups: Vec<FaqGroup> = Vec::new();
        for row in rows {
            let entry = FaqEntry {
                html: markdown::render(&row.body, locale_of(&row)),
                id: row.slug,
                question: row.title,
            };
            match groups.iter_mut().find(|g| g.name == row.section) {
                Some(g) => g.entries.push(entry),
                None => groups.push(FaqGroup {
                    name: row.section,
                    entries: vec![entry],
                }),
            }
        }
        Ok(Faq { groups })
    }

    /// `front/get_slider`: the home carousel in the visitor's language.
    pub async fn slider(&self, locale: Locale) -> AppResult<Slider> {
        let tags = fallbacks(locale);
        let mut rows = self
            .db
            .run(move |c| store::shown(c, ContentKind::Slide, None, &tags))
            .await?;
        rows.sort_by(|a, b| (a.position, &a.slug).cmp(&(b.position, &b.slug)));
        let prefix = locale.url_prefix();
        let slides = rows
            .into_iter()
            .map(|r| Slide {
                link: if prefix.is_empty() {
                    r.link
                } else {
                    format!("/{prefix}{}", r.link)
                },
                id: r.slug,
                kicker: r.section,
                title: r.title,
                text: r.body,
                action: r.action,
                image: r.image,
            })
            .collect();
        Ok(Slider { slides })
    }

    /// `admin/get_site_content`.
    pub async fn all(&self) -> AppResult<SiteContent> {
        let rows = self.db.run(store::all_newest).await?;
        Ok(SiteContent {
            items: rows.into_iter().map(Row::view).collect(),
            mails: rules::MAILS
                .iter()
                .map(|(slug, placeholders)| MailSpec {
                    slug: (*slug).to_owned(),
                    placeholders: placeholders.iter().map(|p| (*p).to_owned()).collect(),
                })
                .collect(),
        })
    }

    /// `admin/get_content_history`.
    pub async fn history(&self, key: ContentKey) -> AppResult<ContentHistory> {
        let rows = self
            .db
            .run(move |c| store::history(c, key.kind, &key.slug, &key.locale))
            .await?;
        Ok(ContentHistory {
            versions: rows.into_iter().map(Row::view).collect(),
        })
    }

    /// `admin/create_site_content`: an item's first version in a language (or its return after
    /// a removal).
    pub async fn create(&self, staff: &Player, draft: ContentDraft) -> AppResult<ContentVersion> {
        self.edit(staff, draft, Edit::Create).await
    }

    /// `admin/update_template`: a new version of an item that is shown.
    pub async fn update(&self, staff: &Player, draft: ContentDraft) -> AppResult<ContentVersion> {
        self.edit(staff, draft, Edit::Update).await
    }

    async fn edit(&self, staff: &Player, d: ContentDraft, edit: Edit) -> AppResult<ContentVersion> {
        AppError::check(&rules::content_failures(&form(&d)))?;
        // The rules above refused any other word.
        let kind = ContentKind::parse(d.kind.trim()).ok_or_else(AppError::invalid_request)?;
        let position: i64 = d.position.trim().parse().unwrap_or_default();
        let draft = ContentDraft {
            kind: d.kind.trim().to_owned(),
            slug: d.slug.trim().to_owned(),
            locale: d.locale.trim().to_owned(),
            title: d.title.trim().to_owned(),
            body: d.body.trim().to_owned(),
            section: d.section.trim().to_owned(),
            link: d.link.trim().to_owned(),
            action: d.action.trim().to_owned(),
            image: d.image.trim().to_owned(),
            position: d.position,
        };
        let (agent, now) = (staff.username.clone(), self.clock.now_millis());
        let action = match edit {
            Edit::Create => StaffAction::CreateSiteContent,
            Edit::Update => StaffAction::UpdateTemplate,
        };
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    let versions = store::history(c, kind, &draft.slug, &draft.locale)?;
                    let shown = versions.first().is_some_and(|r| !r.removed);
                    match (edit, shown) {
                        (Edit::Create, true) => {
                            return Err(AppError::new(ErrorKind::Conflict, "content_exists"));
                        }
                        (Edit::Update, false) => return Err(AppError::not_found()),
                        _ => {}
                    }
                    let row = Row {
                        id: uuid::Uuid::new_v4().to_string(),
                        version: versions.first().map_or(1, |r| r.version + 1),
                        kind,
                        slug: draft.slug,
                        locale: draft.locale,
                        title: draft.title,
                        body: draft.body,
                        section: draft.section,
                        position,
                        link: draft.link,
                        action: draft.action,
                        image: draft.image,
                        removed: false,
                        created_by: Some(agent.clone()),
                        created_at: now,
                    };
                    write_version(c, &agent, action, row)
                })
            })
            .await
    }

    /// `admin/remove_site_content`: hides an item in one language (which then shows the
    /// fallback's), or in every language when `locale` is empty.
    pub async fn remove(&self, staff: &Player, key: ContentKey) -> AppResult<()> {
        let (agent, now) = (staff.username.clone(), self.clock.now_millis());
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    let locales = if key.locale.trim().is_empty() {
                        store::locales_of(c, key.kind, &key.slug)?
                    } else {
                        vec![key.locale.clone()]
                    };
                    let mut removed = 0;
                    for locale in locales {
                        let versions = store::history(c, key.kind, &key.slug, &locale)?;
                        let Some(newest) = versions.into_iter().next().filter(|r| !r.removed)
                        else {
                            continue;
                        };
                        let row = Row {
                            id: uuid::Uuid::new_v4().to_string(),
                            version: newest.version + 1,
                            removed: true,
                            created_by: Some(agent.clone()),
                            created_at: now,
                            ..newest
                        };
                        write_version(c, &agent, StaffAction::RemoveSiteContent, row)?;
                        removed += 1;
                    }
                    if removed == 0 {
                        return Err(AppError::not_found());
                    }
                    Ok(())
                })
            })
            .await
    }

    /// `admin/update_settings`: the settings as casino-core's `site` rules accept them, stored
    /// together and logged. A network list holding the administrator's own address (`from`) is
    /// refused: it would shut out the one who could undo it.
    pub async fn save_settings(
        &self,
        staff: &Player,
        u: SettingsUpdate,
        from: Option<std::net::IpAddr>,
    ) -> AppResult<()> {
        let form = SettingsForm {
            brand: u.brand.clone(),
            country_blacklist: u.country_blacklist.clone(),
            ip_blacklist: u.ip_blacklist.clone(),
        };
        AppError::check(&site::settings_failures(&form))?;
        let countries = site::country_list(&u.country_blacklist)
            .map_err(|e| AppError::rule("country_blacklist", &e))?;
        let networks =
            site::ip_list(&u.ip_blacklist).map_err(|e| AppError::rule("ip_blacklist", &e))?;
        if from.is_some_and(|ip| site::ip_listed(&networks, ip)) {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "ip_own_address",
                "ip_blacklist",
            ));
        }
        let brand = u.brand.trim().to_owned();
        let (agent, now) = (staff.username.clone(), self.clock.now_millis());
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    settings::store(c, settings::BRAND, &brand.clone().into(), now)?;
                    settings::store(c, settings::SITE_ENABLED, &u.site_enabled.into(), now)?;
                    let list = serde_json::json!(countries);
                    settings::store(c, settings::COUNTRY_BLACKLIST, &list, now)?;
                    let ranges = serde_json::json!(networks);
                    settings::store(c, settings::IP_BLACKLIST, &ranges, now)?;
                    let detail = format!(
                        "{brand}; open: {}; refused: {}; networks: {}",
                        u.site_enabled,
                        countries.join(" "),
                        networks.join(" ")
                    );
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::UpdateSettings,
                        target: "site",
                        detail: &detail,
                    };
                    staff_log::record(c, &a, now)
                })
            })
            .await?;
        self.settings.forget();
        Ok(())
    }

    /// `admin/restore_site_content`: an older version's words as the newest version.
    pub async fn restore(&self, staff: &Player, id: String) -> AppResult<ContentVersion> {
        let (agent, now) = (staff.username.clone(), self.clock.now_millis());
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    let old = store::by_id(c, &id)?.ok_or_else(AppError::not_found)?;
                    let newest = store::history(c, old.kind, &old.slug, &old.locale)?
                        .into_iter()
                        .next()
                        .ok_or_else(AppError::not_found)?;
                    let row = Row {
                        id: uuid::Uuid::new_v4().to_string(),
                        version: newest.version + 1,
                        removed: false,
                        created_by: Some(agent.clone()),
                        created_at: now,
                        ..old
                    };
                    write_version(c, &agent, StaffAction::RestoreSiteContent, row)
                })
            })
            .await
    }
}

/// Stores a new version and logs who wrote it, in the caller's transaction.
fn write_version(
    c: &mut DbConnection,
    agent: &str,
    action: StaffAction,
    row: Row,
) -> AppResult<ContentVersion> {
    store::insert(c, std::slice::from_ref(&row))?;
    let target = format!("{}/{}/{}", row.kind.code(), row.slug, row.locale);
    let detail = format!("version {}: {}", row.version, row.title);
    let a = Action {
        staff: agent,
        action,
        target: &target,
        detail: &detail,
    };
    staff_log::record(c, &a, row.created_at)?;
    Ok(row.view())
}
