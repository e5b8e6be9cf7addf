//! The e-mails' words: the `mail` items of the site content (subject as the title, plain text as
//! the body), so an administrator edits them in the content editor as any other text. The mail
//! box keeps a message in the same words as the e-mail that went with it.

use casino_core::Locale;
use casino_core::content::ContentKind;

use super::fallbacks;
use super::seed;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};

/// A mail's subject and text, placeholders not yet filled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    pub subject: String,
    pub body: String,
}

/// Mail `slug` in `locale` (else French, else English). Should an administrator remove a mail in
/// every language, the site's own English text still goes out: a player must still get the link
/// that activates the account.
pub fn template(c: &mut DbConnection, slug: &str, locale: Locale) -> AppResult<Template> {
    let stored = super::store::shown(c, ContentKind::Mail, Some(slug), &fallbacks(locale))?.pop();
    match stored {
        Some(row) => Ok(Template {
            subject: row.title,
            body: row.body,
        }),
        None => seed::mail(slug)
            .ok_or_else(|| AppError::internal(format!("mail {slug}: no text in any language"))),
    }
}

/// `text` with each `{name}` of `values` replaced, in one pass: a value is never read again, so
/// a brace in a player's or an agent's words is never taken for a placeholder.
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let known = after.find('}').and_then(|close| {
            let name = &after[..close];
            values
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (v, close))
        });
        match known {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

impl Template {
    /// The subject and text with `values` filled in.
    pub fn filled(&self, values: &[(&str, &str)]) -> (String, String) {
        (fill(&self.subject, values), fill(&self.body, values))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_once_and_unknown_braces_stay() {
        let got = fill(
            "Hello {username}, {message} {unknown} {",
            &[("username", "{message}"), ("message", "a {username} b")],
        );
        assert_eq!(got, "Hello {message}, a {username} b {unknown} {");
    }
}
