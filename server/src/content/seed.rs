//! The site's own content, written in `server/content/<locale>/` and stored at first start: a
//! missing (kind, slug, locale) is inserted as version 1; anything already stored, edited or
//! removed, is left alone, so an administrator's changes survive every restart.
//!
//! The files: one Markdown page per slug (`# Title`, then the body); `faq.md`, where `# Group`
//! starts a group and `## Question` an entry, numbered in order (the same numbers in every
//! language); `slides.md`, one `## Title` per slide with `kicker:` and `action:` lines above its
//! text, in the order of `SLIDES`; `mails.json`, each mail's subject and text by slug.

use casino_core::content::{ContentKind, MAILS, PAGES};
use diesel::Connection;

use super::store::{self, Row};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};

/// Each slide's name and target, in carousel order.
pub const SLIDES: [(&str, &str); 3] = [
    ("welcome", "/promotion/welcome"),
    ("fair", "/online-casino"),
    ("cashback", "/promotion/cashback"),
];

struct Files {
    locale: &'static str,
    /// In the order of `PAGES`.
    pages: [&'static str; 6],
    faq: &'static str,
    slides: &'static str,
    mails: &'static str,
}

macro_rules! seed_files {
    ($($locale:literal),* $(,)?) => {
        &[$(Files {
            locale: $locale,
            pages: [
                include_str!(concat!("../../content/", $locale, "/terms.md")),
                include_str!(concat!("../../content/", $locale, "/privacy.md")),
                include_str!(concat!("../../content/", $locale, "/refund-policy.md")),
                include_str!(concat!("../../content/", $locale, "/responsible.md")),
                include_str!(concat!("../../content/", $locale, "/about-us.md")),
                include_str!(concat!("../../content/", $locale, "/why-choose-us.md")),
            ],
            faq: include_str!(concat!("../../content/", $locale, "/faq.md")),
            slides: include_str!(concat!("../../content/", $locale, "/slides.md")),
            mails: include_str!(concat!("../../content/", $locale, "/mails.json")),
        }),*]
    };
}

const SEED: &[Files] = seed_files!(
    "fr", "en", "fi", "de", "it", "sv", "nb", "ru", "tr", "zh", "hi"
);

/// One seeded item, before it is stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Item {
    pub slug: String,
    pub title: String,
    pub body: String,
    pub section: String,
    pub position: i64,
    pub link: String,
    pub action: String,
}

/// `# Title` on the first line, the body after it.
fn page(slug: &str, text: &str) -> Item {
    let text = text.trim_start_matches('\u{feff}');
    let (first, body) = text.split_once('\n').unwrap_or((text, ""));
    Item {
        slug: slug.to_owned(),
        title: first.trim_start_matches('#').trim().to_owned(),
        body: body.trim().to_owned(),
        ..Item::default()
    }
}

/// Headings of `level` (`#` or `##`) and the text under each, up to the next such heading.
fn sections(text: &str, marker: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        match line.strip_prefix(marker) {
            Some(rest) if !rest.starts_with('#') => {
                out.push((rest.trim().to_owned(), String::new()))
            }
            _ => {
                if let Some((_, body)) = out.last_mut() {
                    body.push_str(line);
                    body.push('\n');
                }
            }
        }
    }
    out.into_iter()
        .map(|(h, b)| (h, b.trim().to_owned()))
        .collect()
}

fn faq(text: &str) -> Vec<Item> {
    let mut items = Vec::new();
    for (group, entries) in sections(text, "# ") {
        for (question, answer) in sections(&entries, "## ") {
            let n = items.len() + 1;
            items.push(Item {
                slug: n.to_string(),
                title: question,
                body: answer,
                section: group.clone(),
                position: n as i64,
                ..Item::default()
            });
        }
    }
    items
}

fn slides(text: &str) -> Vec<Item> {
    sections(text, "## ")
        .into_iter()
        .zip(SLIDES)
        .enumerate()
        .map(|(i, ((title, block), (slug, link)))| {
            let mut item = Item {
                slug: slug.to_owned(),
                title,
                position: i as i64 + 1,
                link: link.to_owned(),
                ..Item::default()
            };
            let mut text = Vec::new();
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("kicker:") {
                    item.section = v.trim().to_owned();
                } else if let Some(v) = line.strip_prefix("action:") {
                    item.action = v.trim().to_owned();
                } else {
                    text.push(line);
                }
            }
            item.body = text.join("\n").trim().to_owned();
            item
        })
        .collect()
}

#[derive(serde::Deserialize)]
struct MailText {
    subject: String,
    body: String,
}

/// The mails in the order of `MAILS`; the test below proves every file has each of them.
fn mails(text: &str) -> Vec<Item> {
    let mut parsed: std::collections::HashMap<String, MailText> =
        serde_json::from_str(text).unwrap_or_default();
    MAILS
        .iter()
        .filter_map(|(slug, _)| {
            parsed.remove(*slug).map(|m| Item {
                slug: (*slug).to_owned(),
                title: m.subject,
                body: m.body.trim().to_owned(),
                ..Item::default()
            })
        })
        .collect()
}

/// The site's own English text of mail `slug`, for when no language has one stored.
pub fn mail(slug: &str) -> Option<super::mails::Template> {
    let english = SEED.iter().find(|f| f.locale == "en")?;
    mails(english.mails)
        .into_iter()
        .find(|i| i.slug == slug)
        .map(|i| super::mails::Template {
            subject: i.title,
            body: i.body,
        })
}

/// Every seeded item of one language, by kind.
fn items(files: &Files) -> Vec<(ContentKind, Item)> {
    let pages = PAGES
        .iter()
        .zip(files.pages)
        .map(|(slug, text)| (ContentKind::Page, page(slug, text)));
    let faq = faq(files.faq).into_iter().map(|i| (ContentKind::Faq, i));
    let slides = slides(files.slides)
        .into_iter()
        .map(|i| (ContentKind::Slide, i));
    let mails = mails(files.mails)
        .into_iter()
        .map(|i| (ContentKind::Mail, i));
    pages.chain(faq).chain(slides).chain(mails).collect()
}

/// Stores the seeded items that have never been stored. Two instances starting together may
/// both try: the loser's transaction fails on the unique version and it finds the work done.
pub fn ensure(c: &mut DbConnection, now: i64) -> AppResult<()> {
    let attempt = |c: &mut DbConnection| -> AppResult<()> {
        c.transaction(|c| {
            let stored = store::keys(c)?;
            let missing: Vec<Row> = SEED
                .iter()
                .flat_map(|f| items(f).into_iter().map(move |(k, i)| (f.locale, k, i)))
                .filter(|(locale, kind, item)| {
                    !stored
                        .iter()
                        .any(|(k, s, l)| k == kind && *s == item.slug && l == locale)
                })
                .map(|(locale, kind, item)| Row {
                    id: uuid::Uuid::new_v4().to_string(),
                    kind,
                    slug: item.slug,
                    locale: locale.to_owned(),
                    version: 1,
                    title: item.title,
                    body: item.body,
                    section: item.section,
                    position: item.position,
                    link: item.link,
                    action: item.action,
                    image: String::new(),
                    removed: false,
                    created_by: None,
                    created_at: now,
                })
                .collect();
            store::insert(c, &missing)
        })
    };
    match attempt(c) {
        Err(e) if e.code == "content_changed" => attempt(c),
        other => other,
    }
    .map_err(|e| AppError::internal(format!("seeding the site content: {}", e.code)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use casino_core::content::{ContentForm, content_failures};

    #[test]
    fn every_language_seeds_the_same_items_and_each_passes_the_editor_rules() {
        let first: Vec<(ContentKind, String)> = items(&SEED[0])
            .into_iter()
            .map(|(k, i)| (k, i.slug))
            .collect();
        assert!(first.iter().filter(|(k, _)| *k == ContentKind::Faq).count() >= 20);
        let mails = first
            .iter()
            .filter(|(k, _)| *k == ContentKind::Mail)
            .count();
        assert_eq!(mails, MAILS.len());
        for files in SEED {
            let items = items(files);
            let slugs: Vec<(ContentKind, String)> =
                items.iter().map(|(k, i)| (*k, i.slug.clone())).collect();
            assert_eq!(slugs, first, "{}", files.locale);
            for (kind, item) in items {
                let form = ContentForm {
                    kind: kind.code().into(),
                    slug: item.slug.clone(),
                    locale: files.locale.into(),
                    title: item.title,
                    body: item.body.clone(),
                    section: item.section,
                    position: item.position.to_string(),
                    link: item.link,
                    action: item.action,
                    image: String::new(),
                };
                let failures = content_failures(&form);
                assert!(
                    failures.is_empty(),
                    "{} {}: {failures:?}",
                    files.locale,
                    item.slug
                );
                assert!(
                    !item.body.contains('<'),
                    "{} {}: raw HTML",
                    files.locale,
                    item.slug
                );
            }
        }
    }

    #[test]
    fn faq_groups_number_their_entries_in_order() {
        let got = faq(
            "# Account\n## How?\nLike this.\n\nTwo lines.\n## Why?\nBecause.\n# Games\n## Fair?\n- yes\n",
        );
        let view: Vec<(&str, &str, &str, &str)> = got
            .iter()
            .map(|i| {
                (
                    i.slug.as_str(),
                    i.section.as_str(),
                    i.title.as_str(),
                    i.body.as_str(),
                )
            })
            .collect();
        assert_eq!(
            view,
            vec![
                ("1", "Account", "How?", "Like this.\n\nTwo lines."),
                ("2", "Account", "Why?", "Because."),
                ("3", "Games", "Fair?", "- yes"),
            ]
        );
    }
}
