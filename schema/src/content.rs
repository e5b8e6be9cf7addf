//! Site content: the pages, FAQ and home slides in the visitor's language, and the content
//! editor's items, versions and drafts. Texts are Markdown; `html` is that Markdown rendered and
//! sanitised by the server (no script, no event handler, no `javascript:` link gets through).

use casino_core::content::ContentKind;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

/// `front/get_content_template`: a page by slug (`terms`, `privacy`, `refund-policy`,
/// `responsible`, `about-us`, `why-choose-us`). With `accepted`, the version of the terms the
/// signed-in player accepted when registering.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContentRequest {
    pub slug: String,
    #[serde(default)]
    #[ts(optional)]
    pub accepted: Option<bool>,
}

/// A page in one language: the request's, else French, else English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ContentPage {
    pub slug: String,
    /// The language the text is in (may differ from the one asked for).
    pub locale: String,
    pub title: String,
    pub html: String,
    /// The version's id, and its number among this language's versions.
    pub id: String,
    #[ts(type = "number")]
    pub version: i64,
    #[ts(type = "number")]
    pub updated_at: i64,
}

/// One FAQ entry: its number (`/faq/{id}`), question and rendered answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct FaqEntry {
    pub id: String,
    pub question: String,
    pub html: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct FaqGroup {
    pub name: String,
    pub entries: Vec<FaqEntry>,
}

/// `front/get_faq_template`: every entry, grouped, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Faq {
    pub groups: Vec<FaqGroup>,
}

/// A home carousel slide. `link` already carries the language's prefix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Slide {
    pub id: String,
    pub kicker: String,
    pub title: String,
    pub text: String,
    pub action: String,
    pub link: String,
    /// A picture of the site (`/content-images/...`), or empty for the slide's drawn art.
    pub image: String,
}

/// `front/get_slider`: the home carousel's slides, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Slider {
    pub slides: Vec<Slide>,
}

/// An item's identity: its kind (`page`, `faq`, `slide`), slug and language. To
/// `admin/remove_site_content`, an empty `locale` means every language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContentKey {
    pub kind: ContentKind,
    pub slug: String,
    pub locale: String,
}

/// `admin/create_site_content` and `admin/update_template`: one language's version of an item,
/// as the editor typed it. `section` is an FAQ entry's group or a slide's kicker; `link`,
/// `action` and `image` belong to slides. Its `kind` stays text: the editor's rules name it
/// among the other fields in one answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContentDraft {
    pub kind: String,
    pub slug: String,
    pub locale: String,
    pub title: String,
    pub body: String,
    #[serde(default)]
    pub section: String,
    pub position: String,
    #[serde(default)]
    pub link: String,
    #[serde(default)]
    pub action: String,
    #[serde(default)]
    pub image: String,
}

/// One stored version of an item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ContentVersion {
    pub id: String,
    pub kind: ContentKind,
    pub slug: String,
    pub locale: String,
    #[ts(type = "number")]
    pub version: i64,
    pub title: String,
    pub body: String,
    pub section: String,
    #[ts(type = "number")]
    pub position: i64,
    pub link: String,
    pub action: String,
    pub image: String,
    pub removed: bool,
    /// The administrator who wrote it; none for the site's own content.
    pub created_by: Option<String>,
    #[ts(type = "number")]
    pub created_at: i64,
}

/// `admin/get_site_content`: the newest version of every item in every language, removed ones
/// excluded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SiteContent {
    pub items: Vec<ContentVersion>,
    /// The e-mails the site sends (`mail` items), in the editor's order.
    pub mails: Vec<MailSpec>,
}

/// An e-mail the site sends: its item's slug, and the placeholders its text must keep (the
/// site fills them in when it sends it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct MailSpec {
    pub slug: String,
    pub placeholders: Vec<String>,
}

/// `admin/get_content_history`: an item's versions in one language, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ContentHistory {
    pub versions: Vec<ContentVersion>,
}

/// `admin/preview_content`: Markdown to show as the site would.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreviewRequest {
    pub body: String,
    pub locale: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PreviewAnswer {
    pub html: String,
}

/// `admin/upload_content_image`: where the site now serves the picture
/// (`/content-images/{hash}.{ext}`), for Markdown (`![text](path)`) or a slide.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ContentImage {
    pub path: String,
}
