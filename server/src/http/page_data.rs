//! The site's editable content put into the pages the server answers. The build renders content
//! pages around marks (`%%CONTENT_TITLE%%`, `%%CONTENT_HTML%%`, the home's first slide's
//! `%%SLIDE_…%%`: web/src/prerender/render.tsx), since it has no database; the server replaces
//! them with the stored content, so the first paint shows the current text, and adds the readings
//! themselves as a JSON data block (`#page-data`, which the CSP lets through since it never runs)
//! so the app's first render has them without a call (web/src/lib/pageData.ts).

use std::collections::BTreeMap;

use casino_core::Locale;
use casino_core::content::PAGES;
use serde_json::Value;

use crate::content::Content;
use crate::games::Catalog;

/// The game page's rendering at build time: the frame of any game, which `fill` makes a given
/// game's (GAME_FRAME in web/src/prerender/render.tsx).
const GAME_FRAME: &str = "online-casino/_game";

/// The game a route shows: `online-casino/<id>` -> `<id>`.
fn game_id(route: &str) -> Option<&str> {
    route
        .strip_prefix("online-casino/")
        .filter(|id| !id.is_empty() && !id.contains('/'))
}

/// The build-time rendering answering `path` when it is not the path's own (`/en/online-casino/x`
/// -> `en/online-casino/_game`): the game pages share one frame per language.
pub fn shared_rendering(path: &str) -> Option<String> {
    let (locale, route) = route_of(path);
    game_id(&route)?;
    let prefix = locale.url_prefix();
    Some(if prefix.is_empty() {
        GAME_FRAME.to_owned()
    } else {
        format!("{prefix}/{GAME_FRAME}")
    })
}

/// A page path's language and route: `/en/terms` -> (English, `terms`), `/faq` -> (French, `faq`).
fn route_of(path: &str) -> (Locale, String) {
    let trimmed = path.trim_matches('/');
    let (first, rest) = trimmed.split_once('/').unwrap_or((trimmed, ""));
    match Locale::ALL
        .into_iter()
        .find(|l| !l.url_prefix().is_empty() && l.url_prefix() == first)
    {
        Some(locale) => (locale, rest.to_owned()),
        None => (Locale::DEFAULT, trimmed.to_owned()),
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;")
}

/// Whether `path`'s page shows stored content (then `fill` must see its HTML).
pub fn shows_content(path: &str) -> bool {
    let (_, route) = route_of(path);
    PAGES.contains(&route.as_str())
        || route.is_empty()
        || route == "faq"
        || route.starts_with("faq/")
        || game_id(&route).is_some()
}

/// What the server puts into one page: mark -> its text, and the readings by key.
#[derive(Default)]
struct Filling {
    marks: Vec<(&'static str, String)>,
    readings: BTreeMap<String, Value>,
}

/// What `path`'s page shows of the stored content; None when it has none, or when the page's
/// content is not on the site (its marks must not be shown: the app shell answers instead).
async fn filling(content: &Content, path: &str) -> Option<Result<Filling, ()>> {
    let (locale, route) = route_of(path);
    let lang = locale.tag();
    let mut f = Filling::default();
    if PAGES.contains(&route.as_str()) {
        let Ok(page) = content.page(route.clone(), locale).await else {
            return Some(Err(()));
        };
        f.marks = vec![
            ("%%CONTENT_TITLE%%", escape(&page.title)),
            ("%%CONTENT_HTML%%", page.html.clone()),
        ];
        f.readings.insert(
            format!("content:page:{route}:{lang}"),
            serde_json::to_value(page).ok()?,
        );
    } else if route.is_empty() {
        let Ok(slider) = content.slider(locale).await else {
            return Some(Err(()));
        };
        let first = slider.slides.first();
        let field =
            |get: fn(&casino_schema::Slide) -> &str| first.map(get).map(escape).unwrap_or_default();
        f.marks = vec![
            ("%%SLIDE_ID%%", field(|s| &s.id)),
            ("%%SLIDE_KICKER%%", field(|s| &s.kicker)),
            ("%%SLIDE_TITLE%%", field(|s| &s.title)),
            ("%%SLIDE_TEXT%%", field(|s| &s.text)),
            ("%%SLIDE_ACTION%%", field(|s| &s.action)),
            ("/%%SLIDE_LINK%%", field(|s| &s.link)),
        ];
        f.readings.insert(
            format!("content:slider:{lang}"),
            serde_json::to_value(slider).ok()?,
        );
    } else if let Some(id) = game_id(&route) {
        // An unknown game: the shell answers and the app says the page does not exist.
        let catalog = Catalog::shared();
        let Some(game) = catalog.get(id) else {
            return Some(Err(()));
        };
        let summary = &game.summary;
        f.marks = vec![
            // The frame was rendered at `…/online-casino/_game`: its links to the same page in
            // another language (the language menu) must name this game.
            (
                "/online-casino/_game\"",
                format!("/online-casino/{}\"", escape(&summary.id)),
            ),
            ("%%GAME_ID%%", escape(&summary.id)),
            ("%%GAME_NAME%%", escape(&summary.name)),
            ("%%GAME_PROVIDER%%", escape(&summary.provider_name)),
        ];
        f.readings.insert(
            format!("game:frame:{id}"),
            serde_json::json!({
                "id": summary.id,
                "name": summary.name,
                "provider_name": summary.provider_name,
            }),
        );
    } else if route == "faq" || route.starts_with("faq/") {
        let faq = content.faq(locale).await.ok()?;
        f.readings.insert(
            format!("content:faq:{lang}"),
            serde_json::to_value(faq).ok()?,
        );
    } else {
        return None;
    }
    Some(Ok(f))
}

/// `html` (the page's rendering, or the app shell) with `path`'s content filled in. Err when the
/// page's content is missing or unreadable: the caller answers with the shell, whose app then
/// reads (and shows) what it can.
pub async fn fill(content: &Content, path: &str, html: String) -> Result<String, ()> {
    let Some(filling) = filling(content, path).await else {
        return Ok(html);
    };
    let f = filling?;
    let mut out = html;
    for (mark, text) in &f.marks {
        out = out.replace(mark, text);
    }
    // `<` never appears raw in the block, so no text in it can close the element.
    let json = serde_json::to_string(&f.readings)
        .map_err(|_| ())?
        .replace('<', "\\u003c");
    let block = format!(r#"<script type="application/json" id="page-data">{json}</script>"#);
    Ok(out.replacen("</head>", &format!("{block}</head>"), 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_names_its_language_and_route() {
        assert_eq!(route_of("/"), (Locale::Fr, String::new()));
        assert_eq!(route_of("/en"), (Locale::En, String::new()));
        assert_eq!(route_of("/se/terms"), (Locale::Sv, "terms".into()));
        assert_eq!(route_of("/faq/3"), (Locale::Fr, "faq/3".into()));
        assert_eq!(route_of("/in/faq/3/"), (Locale::Hi, "faq/3".into()));
        // A route that happens to be a language tag but not a prefix stays French.
        assert_eq!(route_of("/sv/terms"), (Locale::Fr, "sv/terms".into()));
    }

    #[test]
    fn game_pages_share_their_language_s_frame() {
        assert_eq!(
            shared_rendering("/online-casino/wild-temple").as_deref(),
            Some("online-casino/_game")
        );
        assert_eq!(
            shared_rendering("/en/online-casino/wild-temple/").as_deref(),
            Some("en/online-casino/_game")
        );
        assert_eq!(shared_rendering("/en/online-casino"), None);
        assert_eq!(shared_rendering("/en/online-casino/a/b"), None);
        assert_eq!(shared_rendering("/en/faq/3"), None);
    }
}
