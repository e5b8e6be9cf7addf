//! The language of a request: the `X-Locale` header the web app's API client sends (the
//! language of the page the player is on, which its URL decides), else the `locale` cookie
//! the language menu keeps (365 days) for plain navigations, else `Accept-Language`, else
//! French, the site's default. The page's language comes first because a player on `/en`
//! whose cookie still says `fr` expects English answers and to be sent back to `/en`.

use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use casino_core::Locale;

pub const LOCALE_COOKIE: &str = "locale";
pub const LOCALE_HEADER: &str = "x-locale";

pub fn request_locale(headers: &HeaderMap) -> Locale {
    headers
        .get(LOCALE_HEADER)
        .and_then(|v| v.to_str().ok())
        .and_then(Locale::parse)
        .or_else(|| cookie_locale(headers))
        .or_else(|| {
            headers
                .get(ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Locale::from_accept_language)
        })
        .unwrap_or(Locale::DEFAULT)
}

fn cookie_locale(headers: &HeaderMap) -> Option<Locale> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == LOCALE_COOKIE)
        .and_then(|(_, value)| Locale::parse(value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(axum::http::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(k.clone(), HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn page_language_wins_then_cookie_then_header_then_french() {
        assert_eq!(request_locale(&HeaderMap::new()), Locale::Fr);
        assert_eq!(
            request_locale(&headers(&[(ACCEPT_LANGUAGE, "de-DE,de;q=0.9")])),
            Locale::De
        );
        assert_eq!(
            request_locale(&headers(&[
                (ACCEPT_LANGUAGE, "de"),
                (COOKIE, "a=b; locale=se")
            ])),
            Locale::Sv
        );
        assert_eq!(
            request_locale(&headers(&[(COOKIE, "locale=xx"), (ACCEPT_LANGUAGE, "en")])),
            Locale::En
        );
        let page = axum::http::HeaderName::from_static(LOCALE_HEADER);
        assert_eq!(
            request_locale(&headers(&[
                (page.clone(), "en"),
                (COOKIE, "locale=fr"),
                (ACCEPT_LANGUAGE, "de")
            ])),
            Locale::En
        );
        assert_eq!(
            request_locale(&headers(&[(page, "in"), (COOKIE, "locale=fr")])),
            Locale::Hi
        );
    }
}
