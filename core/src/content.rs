//! Site content as the content editor types it: the pages, FAQ entries and home slides, one
//! language at a time. The server runs `content_failures` before it stores a new version and the
//! editor shows each refused field under it; the editor's numbers and picture limits come from
//! here through WebAssembly (`form_limits`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::bonus::campaign::{slug, whole_number};
use crate::error::{RuleError, by_field};
use crate::locale::Locale;
use crate::support::text;

/// What an item is: a page of text, an FAQ entry (question and answer), a home slide, or an
/// e-mail the site sends (its subject as the title, its plain text as the body).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
#[cfg_attr(feature = "wire", derive(ts_rs::TS, utoipa::ToSchema))]
pub enum ContentKind {
    Page,
    Faq,
    Slide,
    Mail,
}

impl ContentKind {
    pub const ALL: [ContentKind; 4] = [
        ContentKind::Page,
        ContentKind::Faq,
        ContentKind::Slide,
        ContentKind::Mail,
    ];

    /// The word the database and the API use.
    pub fn code(self) -> &'static str {
        match self {
            ContentKind::Page => "page",
            ContentKind::Faq => "faq",
            ContentKind::Slide => "slide",
            ContentKind::Mail => "mail",
        }
    }

    pub fn parse(s: &str) -> Option<ContentKind> {
        ContentKind::ALL.into_iter().find(|k| k.code() == s)
    }
}

/// The pages the site has a route for, by slug (the route is `/{slug}`).
pub const PAGES: [&str; 6] = [
    "terms",
    "privacy",
    "refund-policy",
    "responsible",
    "about-us",
    "why-choose-us",
];
/// The terms and conditions: a player accepts a version of them when registering.
pub const TERMS: &str = "terms";

/// The e-mails the site sends, by slug, with the placeholders each one's text must keep: the
/// site fills them in when it sends the mail (a link without `{link}` could not be followed).
pub const MAILS: [(&str, &[&str]); 19] = [
    ("welcome", &["{username}", "{link}"]),
    ("password-reset", &["{username}", "{link}"]),
    ("withdrawal-scheduled", &["{username}", "{amount}"]),
    ("withdrawal-completed", &["{username}", "{amount}"]),
    ("support-reply", &["{username}", "{message}"]),
    ("identity-verified", &["{username}"]),
    ("document-needed", &["{username}", "{document}", "{reason}"]),
    ("documents-due", &["{username}", "{date}"]),
    ("account-dormant", &["{username}", "{date}"]),
    ("account-closing", &["{username}", "{date}"]),
    ("bonus-offered", &["{username}", "{amount}", "{bonus}"]),
    ("bonus-credited", &["{username}", "{amount}", "{bonus}"]),
    ("bonus-converted", &["{username}", "{amount}", "{bonus}"]),
    ("bonus-expired", &["{username}", "{amount}", "{bonus}"]),
    (
        "bonus-scheduled",
        &["{username}", "{bonus}", "{terms}", "{date}"],
    ),
    ("refund-held", &["{username}", "{amount}", "{date}"]),
    ("refund-paid", &["{username}", "{amount}"]),
    ("refund-forfeited", &["{username}", "{amount}"]),
    ("email-changed", &["{username}", "{email}"]),
];

/// The placeholders mail `slug`'s text must keep (none for an unknown slug).
pub fn mail_placeholders(slug: &str) -> &'static [&'static str] {
    MAILS
        .iter()
        .find(|(s, _)| *s == slug.trim())
        .map_or(&[], |(_, p)| p)
}

/// A mail's text: its length, then every placeholder it must keep, the first missing named.
fn mail_text(slug: &str, body: &str) -> Result<(), RuleError> {
    text(body, 1, BODY_MAX)?;
    match mail_placeholders(slug).iter().find(|p| !body.contains(**p)) {
        Some(missing) => Err(RuleError::PlaceholderMissing {
            placeholder: missing,
        }),
        None => Ok(()),
    }
}

pub const TITLE_MAX: u32 = 200;
/// A page's Markdown (the terms are the longest, a few thousand words).
pub const BODY_MAX: u32 = 60_000;
/// A slide's text sits on the carousel: a sentence or two.
pub const SLIDE_TEXT_MAX: u32 = 300;
/// An FAQ group's name, a slide's kicker.
pub const SECTION_MAX: u32 = 80;
/// A slide's button.
pub const ACTION_MAX: u32 = 40;
pub const LINK_MAX: u32 = 200;
/// FAQ entries are numbered (`/faq/{id}`), and items placed, from 1 to this.
pub const NUMBER_MAX: u32 = 999;

/// The largest picture an administrator uploads, in bytes.
pub const IMAGE_MAX_BYTES: usize = 2 * 1024 * 1024;
/// The picture formats taken: file extension and media type. No SVG, which can carry script.
pub const IMAGE_FORMATS: [(&str, &str); 4] = [
    ("png", "image/png"),
    ("jpg", "image/jpeg"),
    ("gif", "image/gif"),
    ("webp", "image/webp"),
];

/// A picture's format (extension, media type), told by its first bytes, never by what the
/// uploader claims; None for anything else.
pub fn image_format(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    let ext = if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        "png"
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        "jpg"
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        "gif"
    } else if bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        "webp"
    } else {
        return None;
    };
    IMAGE_FORMATS.into_iter().find(|(e, _)| *e == ext)
}

/// The media type of a picture's extension, when it is one of `IMAGE_FORMATS`.
pub fn image_media_type(ext: &str) -> Option<&'static str> {
    IMAGE_FORMATS
        .into_iter()
        .find(|(e, _)| *e == ext)
        .map(|(_, media)| media)
}

/// One language's version of an item, as typed. `section` is an FAQ entry's group or a slide's
/// kicker; `link`, `action` and `image` are a slide's target, button and picture.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContentForm {
    pub kind: String,
    pub slug: String,
    pub locale: String,
    pub title: String,
    pub body: String,
    pub section: String,
    pub position: String,
    pub link: String,
    pub action: String,
    pub image: String,
}

/// A path of this site (`/promotion/welcome`): no scheme, no other host, nothing a browser would
/// read as script. The site adds the language prefix.
pub fn site_path(value: &str) -> Result<(), RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    let ok = v.starts_with('/')
        && !v.starts_with("//")
        && v.chars().count() <= LINK_MAX as usize
        && v.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '_' | '.' | '#' | '?' | '=' | '&')
        });
    ok.then_some(()).ok_or(RuleError::LinkInvalid)
}

fn optional(value: &str, check: impl Fn(&str) -> Result<(), RuleError>) -> Result<(), RuleError> {
    if value.trim().is_empty() {
        Ok(())
    } else {
        check(value)
    }
}

/// The item's slug for its kind: a known page, an FAQ number, a slide's name.
fn item_slug(kind: Option<ContentKind>, value: &str) -> Result<(), RuleError> {
    match kind {
        Some(ContentKind::Page) => {
            crate::validate::required(value)?;
            PAGES
                .contains(&value.trim())
                .then_some(())
                .ok_or(RuleError::ChoiceInvalid)
        }
        Some(ContentKind::Faq) => whole_number(value, 1, NUMBER_MAX).map(|_| ()),
        Some(ContentKind::Slide) => slug(value),
        Some(ContentKind::Mail) => {
            crate::validate::required(value)?;
            MAILS
                .iter()
                .any(|(s, _)| *s == value.trim())
                .then_some(())
                .ok_or(RuleError::ChoiceInvalid)
        }
        None => Ok(()),
    }
}

/// Every failing field of the form, by field name.
pub fn content_failures(form: &ContentForm) -> BTreeMap<&'static str, RuleError> {
    let kind = ContentKind::parse(form.kind.trim());
    let mut checks: Vec<(&'static str, Result<(), RuleError>)> = vec![
        (
            "kind",
            kind.map(|_| ()).ok_or(if form.kind.trim().is_empty() {
                RuleError::Required
            } else {
                RuleError::ChoiceInvalid
            }),
        ),
        ("slug", item_slug(kind, &form.slug)),
        (
            "locale",
            Locale::ALL
                .iter()
                .any(|l| l.tag() == form.locale.trim())
                .then_some(())
                .ok_or(RuleError::ChoiceInvalid),
        ),
        ("title", text(&form.title, 1, TITLE_MAX)),
        (
            "position",
            whole_number(&form.position, 0, NUMBER_MAX).map(|_| ()),
        ),
    ];
    match kind {
        Some(ContentKind::Slide) => checks.extend([
            ("body", optional(&form.body, |v| text(v, 1, SLIDE_TEXT_MAX))),
            (
                "section",
                optional(&form.section, |v| text(v, 1, SECTION_MAX)),
            ),
            ("link", site_path(&form.link)),
            ("action", text(&form.action, 1, ACTION_MAX)),
            ("image", optional(&form.image, site_path)),
        ]),
        Some(ContentKind::Faq) => checks.extend([
            ("body", text(&form.body, 1, BODY_MAX)),
            ("section", text(&form.section, 1, SECTION_MAX)),
        ]),
        Some(ContentKind::Mail) => checks.push(("body", mail_text(&form.slug, &form.body))),
        _ => checks.push(("body", text(&form.body, 1, BODY_MAX))),
    }
    by_field(checks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_told_by_its_first_bytes() {
        assert_eq!(
            image_format(b"\x89PNG\r\n\x1a\nrest"),
            Some(("png", "image/png"))
        );
        assert_eq!(
            image_format(&[0xff, 0xd8, 0xff, 0xe0]),
            Some(("jpg", "image/jpeg"))
        );
        assert_eq!(
            image_format(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(("webp", "image/webp"))
        );
        // An SVG (script inside) or a PNG by name only is refused.
        assert_eq!(image_format(b"<svg onload=alert(1)>"), None);
        assert_eq!(image_format(b""), None);
        assert_eq!(image_media_type("svg"), None);
        assert_eq!(image_media_type("gif"), Some("image/gif"));
    }

    fn page() -> ContentForm {
        ContentForm {
            kind: "page".into(),
            slug: "terms".into(),
            locale: "fr".into(),
            title: "Conditions générales".into(),
            body: "## 1. Âge\n\nIl faut avoir 18 ans.".into(),
            position: "0".into(),
            ..ContentForm::default()
        }
    }

    fn slide() -> ContentForm {
        ContentForm {
            kind: "slide".into(),
            slug: "welcome".into(),
            locale: "en".into(),
            title: "Double your first deposit".into(),
            body: "A 100% bonus.".into(),
            section: "Welcome bonus".into(),
            position: "1".into(),
            link: "/promotion/welcome".into(),
            action: "Get bonus now".into(),
            image: String::new(),
        }
    }

    fn codes(form: &ContentForm) -> Vec<(&'static str, &'static str)> {
        content_failures(form)
            .into_iter()
            .map(|(f, e)| (f, e.code()))
            .collect()
    }

    #[test]
    fn complete_forms_pass() {
        assert!(content_failures(&page()).is_empty());
        assert!(content_failures(&slide()).is_empty());
        let faq = ContentForm {
            kind: "faq".into(),
            slug: "12".into(),
            section: "Compte".into(),
            ..page()
        };
        assert!(content_failures(&faq).is_empty());
    }

    #[test]
    fn every_failing_field_is_named() {
        let bad = ContentForm {
            kind: "page".into(),
            slug: "casino-secrets".into(),
            locale: "xx".into(),
            title: " ".into(),
            body: String::new(),
            position: "-1".into(),
            ..ContentForm::default()
        };
        assert_eq!(
            codes(&bad),
            vec![
                ("body", "field_required"),
                ("locale", "choice_invalid"),
                ("position", "number_invalid"),
                ("slug", "choice_invalid"),
                ("title", "field_required"),
            ]
        );
        let unknown = ContentForm {
            kind: "banner".into(),
            ..page()
        };
        assert_eq!(codes(&unknown), vec![("kind", "choice_invalid")]);
    }

    #[test]
    fn faq_entries_are_numbered_and_grouped() {
        let faq = ContentForm {
            kind: "faq".into(),
            slug: "first".into(),
            ..page()
        };
        assert_eq!(
            codes(&faq),
            vec![("section", "field_required"), ("slug", "number_invalid")]
        );
    }

    #[test]
    fn a_mail_keeps_the_placeholders_the_site_fills_in() {
        let mail = ContentForm {
            kind: "mail".into(),
            slug: "welcome".into(),
            title: "Bienvenue".into(),
            body: "Bonjour {username}, ouvrez {link}.".into(),
            ..page()
        };
        assert!(content_failures(&mail).is_empty());
        let without_link = ContentForm {
            body: "Bonjour {username}.".into(),
            ..mail.clone()
        };
        let failures = content_failures(&without_link);
        assert_eq!(
            failures.get("body").map(RuleError::params),
            Some([("placeholder".to_owned(), "{link}".to_owned())].into())
        );
        let unknown = ContentForm {
            slug: "newsletter".into(),
            ..mail
        };
        assert_eq!(codes(&unknown), vec![("slug", "choice_invalid")]);
    }

    #[test]
    fn a_slide_links_inside_the_site_only() {
        for link in [
            "javascript:alert(1)",
            "https://evil.example/",
            "//evil.example/x",
            "/a b",
            "/x\"onmouseover=",
        ] {
            let s = ContentForm {
                link: link.into(),
                ..slide()
            };
            assert_eq!(codes(&s), vec![("link", "link_invalid")], "{link}");
        }
        let s = ContentForm {
            link: "/faq/3".into(),
            image: "/content-images/ab12.webp".into(),
            ..slide()
        };
        assert!(content_failures(&s).is_empty());
        let s = ContentForm {
            action: String::new(),
            body: "x".repeat(301),
            ..slide()
        };
        assert_eq!(
            codes(&s),
            vec![("action", "field_required"), ("body", "text_length")]
        );
    }

    use proptest::prelude::*;

    const FIELDS: [&str; 10] = [
        "kind", "slug", "locale", "title", "body", "section", "position", "link", "action", "image",
    ];

    proptest! {
        #[test]
        fn site_paths_are_plain_paths_of_this_site(value in "\\PC{0,30}|/[a-z0-9/_.#?=&-]{0,40}") {
            let v = value.trim();
            let plain = v.starts_with('/')
                && !v.starts_with("//")
                && v.chars().count() <= LINK_MAX as usize
                && v.chars().all(|c| c.is_ascii_alphanumeric() || "/-_.#?=&".contains(c));
            let expected = if v.is_empty() {
                Err(RuleError::Required)
            } else if plain {
                Ok(())
            } else {
                Err(RuleError::LinkInvalid)
            };
            prop_assert_eq!(site_path(&value), expected);
            // Nothing a browser could read as a scheme or another host gets through.
            if site_path(&value).is_ok() {
                prop_assert!(!v.contains(':') && !v.starts_with("//"));
            }
        }

        #[test]
        fn any_form_is_answered_with_failures_of_its_own_fields(
            kind in "page|faq|slide|mail|banner| ?", slug in "\\PC{0,12}|[a-z-]{1,20}|[0-9]{1,4}",
            locale in "[a-z]{0,3}", title in "\\PC{0,8}", body in "\\PC{0,20}",
            section in "\\PC{0,6}", position in "[0-9]{0,5}|-1", link in "/?[a-z]{0,6}",
            action in "\\PC{0,6}", image in "/?[a-z]{0,6}",
        ) {
            let form = ContentForm { kind, slug, locale, title, body, section, position, link, action, image };
            let failures = content_failures(&form);
            prop_assert!(failures.keys().all(|f| FIELDS.contains(f)));
            // The title's rule is the same for every kind.
            prop_assert_eq!(failures.get("title").cloned(), text(&form.title, 1, TITLE_MAX).err());
            // A slide's fields are only checked on a slide.
            if form.kind != "slide" {
                for f in ["link", "action", "image"] {
                    prop_assert!(!failures.contains_key(f));
                }
            }
        }

        #[test]
        fn a_mail_passes_with_every_placeholder_and_names_the_first_it_lacks(
            which in 0usize..MAILS.len(), filler in "[a-zA-Z][a-zA-Z ,.]{0,29}", drop in 0usize..3,
        ) {
            let (slug, placeholders) = MAILS[which];
            let body = format!("{filler} {}", placeholders.join(" "));
            let form = ContentForm {
                kind: "mail".into(),
                slug: slug.into(),
                locale: "en".into(),
                title: "Subject".into(),
                body,
                position: "0".into(),
                ..ContentForm::default()
            };
            prop_assert!(content_failures(&form).is_empty());
            let missing = placeholders[drop % placeholders.len()];
            let without = ContentForm { body: form.body.replace(missing, ""), ..form };
            prop_assert_eq!(
                content_failures(&without).get("body").cloned(),
                Some(RuleError::PlaceholderMissing { placeholder: missing })
            );
            prop_assert_eq!(mail_placeholders(slug), placeholders);
        }

        #[test]
        fn a_faq_entry_is_numbered_from_one_to_the_maximum(n in 0u32..2_000) {
            let form = ContentForm {
                kind: "faq".into(),
                slug: n.to_string(),
                locale: "fr".into(),
                title: "Question".into(),
                body: "Réponse".into(),
                section: "Compte".into(),
                position: "1".into(),
                ..ContentForm::default()
            };
            let expected = if n == 0 || n > NUMBER_MAX {
                Some(RuleError::NumberOutOfRange { min: 1, max: NUMBER_MAX })
            } else {
                None
            };
            prop_assert_eq!(content_failures(&form).get("slug").cloned(), expected);
        }
    }
}
