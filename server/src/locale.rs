//! The language of a request: the `locale` cookie the web app keeps (365 days), else
//! `Accept-Language`, else French, the site's default.

use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use casino_core::Locale;

pub const LOCALE_COOKIE: &str = "locale";

pub fn request_locale(headers: &HeaderMap) -> Locale {
    cookie_locale(headers)
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
    fn cookie_wins_then_header_then_french() {
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
    }
}
