//! Content Markdown to the HTML the site shows: CommonMark with tables, links of the site given
//! the page's language prefix. HTML written in the Markdown is shown as the text it is, never as
//! markup: a visitor gets only what Markdown itself makes, and the editor's preview (the same
//! renderer) shows the editor exactly that. ammonia then sanitises the result, so that no script,
//! event handler or `javascript:` link an editor (or a stolen editor account) writes ever reaches
//! a visitor; the strict CSP stays the third wall.

use std::collections::HashSet;

use casino_core::Locale;
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, html};

/// Site paths (`/faq`) in `locale`'s address space (`/en/faq`); other links are left as written.
fn localize(dest: CowStr<'_>, locale: Locale) -> CowStr<'_> {
    let prefix = locale.url_prefix();
    if prefix.is_empty() || !dest.starts_with('/') || dest.starts_with("//") {
        return dest;
    }
    if dest.as_ref() == "/" {
        format!("/{prefix}").into()
    } else {
        format!("/{prefix}{dest}").into()
    }
}

/// `markdown` as safe HTML for a page in `locale`.
pub fn render(markdown: &str, locale: Locale) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let events = Parser::new_ext(markdown, options).map(|event| match event {
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) => Event::Start(Tag::Link {
            link_type,
            dest_url: localize(dest_url, locale),
            title,
            id,
        }),
        // A block of HTML becomes a paragraph of its text.
        Event::Start(Tag::HtmlBlock) => Event::Start(Tag::Paragraph),
        Event::End(TagEnd::HtmlBlock) => Event::End(TagEnd::Paragraph),
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        other => other,
    });
    let mut unsafe_html = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut unsafe_html, events);
    ammonia::Builder::default()
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .link_rel(Some("noopener noreferrer"))
        .clean(&unsafe_html)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_becomes_html() {
        assert_eq!(
            render("## Age\n\nYou must be **18**.", Locale::Fr),
            "<h2>Age</h2>\n<p>You must be <strong>18</strong>.</p>\n"
        );
    }

    #[test]
    fn site_links_take_the_language_prefix() {
        let html = render(
            "[form](/contact-us), [home](/), [help](https://example.org/x)",
            Locale::En,
        );
        assert!(html.contains(r#"href="/en/contact-us""#), "{html}");
        assert!(html.contains(r#"href="/en""#), "{html}");
        assert!(html.contains(r#"href="https://example.org/x""#), "{html}");
        assert!(render("[f](/faq)", Locale::Fr).contains(r#"href="/faq""#));
        assert!(render("[f](/faq)", Locale::Sv).contains(r#"href="/se/faq""#));
    }

    #[test]
    fn html_in_the_markdown_is_shown_as_text() {
        assert_eq!(
            render("<img src=x onerror=alert(1)>", Locale::Fr),
            "<p>&lt;img src=x onerror=alert(1)&gt;</p>\n"
        );
        assert_eq!(
            render("Un <b>mot</b> gras.", Locale::Fr),
            "<p>Un &lt;b&gt;mot&lt;/b&gt; gras.</p>\n"
        );
    }

    #[test]
    fn scripts_handlers_and_script_links_render_inert() {
        let html = render(
            "<script>alert(1)</script>\n\n<img src=x onerror=\"alert(2)\">\n\n\
             [click](javascript:alert(3)) <a href=\"javascript:alert(4)\" onclick=\"alert(5)\">a</a>\n\n\
             <iframe src=\"https://evil.example\"></iframe><style>body{display:none}</style>",
            Locale::Fr,
        );
        for bad in ["<script", "<img", "<a href", "<iframe", "<style"] {
            assert!(!html.contains(bad), "{bad} got through: {html}");
        }
        assert!(
            html.contains(r#"<a rel="noopener noreferrer">click</a>"#),
            "{html}"
        );
    }
}
