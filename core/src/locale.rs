//! The site's locales: French first (no URL prefix), English under `/en`, and every language of the
//! language menu under its own prefix.

use serde::{Deserialize, Serialize};

use crate::money::Currency;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    Fr,
    En,
    Fi,
    De,
    It,
    Sv,
    Nb,
    Ru,
    Tr,
    Zh,
    Hi,
}

impl Locale {
    /// Every locale, in the order of the language menu (French first: it is the default).
    pub const ALL: [Locale; 11] = [
        Locale::Fr,
        Locale::En,
        Locale::Fi,
        Locale::De,
        Locale::It,
        Locale::Sv,
        Locale::Nb,
        Locale::Ru,
        Locale::Tr,
        Locale::Zh,
        Locale::Hi,
    ];

    pub const DEFAULT: Locale = Locale::Fr;

    /// BCP 47 language tag (what `<html lang>` and `Accept-Language` use).
    pub fn tag(self) -> &'static str {
        match self {
            Locale::Fr => "fr",
            Locale::En => "en",
            Locale::Fi => "fi",
            Locale::De => "de",
            Locale::It => "it",
            Locale::Sv => "sv",
            Locale::Nb => "nb",
            Locale::Ru => "ru",
            Locale::Tr => "tr",
            Locale::Zh => "zh",
            Locale::Hi => "hi",
        }
    }

    /// URL prefix: the spec's locale codes (`se`, `no`, `in`), none for French.
    pub fn url_prefix(self) -> &'static str {
        match self {
            Locale::Fr => "",
            Locale::Sv => "se",
            Locale::Nb => "no",
            Locale::Hi => "in",
            other => other.tag(),
        }
    }

    /// Accepts a language tag (`en-GB`, `nb`, `no`) or a URL prefix (`se`, `in`).
    pub fn parse(s: &str) -> Option<Locale> {
        let primary = s.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Some(match primary.as_str() {
            "fr" => Locale::Fr,
            "en" => Locale::En,
            "fi" => Locale::Fi,
            "de" => Locale::De,
            "it" => Locale::It,
            "sv" | "se" => Locale::Sv,
            "nb" | "no" | "nn" => Locale::Nb,
            "ru" => Locale::Ru,
            "tr" => Locale::Tr,
            "zh" => Locale::Zh,
            "hi" | "in" => Locale::Hi,
            _ => return None,
        })
    }

    /// Picks the best supported locale from an `Accept-Language` header, honouring q-values.
    pub fn from_accept_language(header: &str) -> Option<Locale> {
        let mut best: Option<(Locale, u16)> = None;
        for part in header.split(',') {
            let mut pieces = part.split(';');
            let Some(locale) = pieces.next().and_then(Locale::parse) else {
                continue;
            };
            // q is parsed as thousandths so no float arithmetic is needed.
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .map(parse_q)
                .unwrap_or(1000);
            if q > 0 && best.is_none_or(|(_, bq)| q > bq) {
                best = Some((locale, q));
            }
        }
        best.map(|(l, _)| l)
    }

    /// The currency a new wallet gets in this locale (INR for the Indian site, EUR elsewhere).
    pub fn default_currency(self) -> Currency {
        match self {
            Locale::Hi => Currency::Inr,
            _ => Currency::Eur,
        }
    }

    /// The currency the sign-up form offers first: this locale's own when the site offers it,
    /// otherwise the first the site offers.
    pub fn sign_up_currency(self, offered: &[Currency]) -> Option<Currency> {
        let own = self.default_currency();
        if offered.contains(&own) {
            Some(own)
        } else {
            offered.first().copied()
        }
    }

    /// The wallet a deposit starts in, among the player's (the main one first): the main one,
    /// except on a site whose own currency is not the euro (the Indian site's rupee), which starts
    /// in that currency when the player holds it.
    pub fn deposit_currency(self, held: &[Currency]) -> Option<Currency> {
        let own = self.default_currency();
        if own != Currency::Eur && held.contains(&own) {
            Some(own)
        } else {
            held.first().copied()
        }
    }
}

fn parse_q(s: &str) -> u16 {
    let s = s.trim();
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    let int: u16 = match int {
        "0" | "" => 0,
        "1" => 1000,
        _ => return 0,
    };
    let mut frac_digits = frac.chars().chain(std::iter::repeat('0')).take(3);
    let mut value = 0u16;
    for _ in 0..3 {
        let d = frac_digits.next().and_then(|c| c.to_digit(10)).unwrap_or(0) as u16;
        value = value * 10 + d;
    }
    (int + value).min(1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sign_up_form_offers_the_locales_own_currency_first() {
        use Currency::*;
        assert_eq!(Locale::Hi.sign_up_currency(&[Eur, Usd, Inr]), Some(Inr));
        assert_eq!(Locale::Fr.sign_up_currency(&[Usd, Eur]), Some(Eur));
        // A site that does not offer the locale's own currency offers its first.
        assert_eq!(Locale::Hi.sign_up_currency(&[Usd, Eur]), Some(Usd));
        assert_eq!(Locale::En.sign_up_currency(&[]), None);
    }

    #[test]
    fn a_deposit_starts_in_the_main_wallet_or_the_indian_sites_rupees() {
        use Currency::*;
        assert_eq!(Locale::Hi.deposit_currency(&[Eur, Inr]), Some(Inr));
        assert_eq!(Locale::Hi.deposit_currency(&[Usd, Eur]), Some(Usd));
        // Elsewhere the main wallet, even when the player also holds euros.
        assert_eq!(Locale::Fr.deposit_currency(&[Usd, Eur]), Some(Usd));
        assert_eq!(Locale::De.deposit_currency(&[]), None);
    }

    #[test]
    fn url_prefixes_are_the_spec_codes() {
        let prefixes: Vec<_> = Locale::ALL.iter().map(|l| l.url_prefix()).collect();
        assert_eq!(
            prefixes,
            [
                "", "en", "fi", "de", "it", "se", "no", "ru", "tr", "zh", "in"
            ]
        );
        for l in Locale::ALL {
            assert_eq!(Locale::parse(l.tag()), Some(l));
            if !l.url_prefix().is_empty() {
                assert_eq!(Locale::parse(l.url_prefix()), Some(l));
            }
        }
    }

    #[test]
    fn accept_language_honours_q_values() {
        assert_eq!(
            Locale::from_accept_language("de;q=0.5, en-GB;q=0.8, xx"),
            Some(Locale::En)
        );
        assert_eq!(Locale::from_accept_language("xx, yy"), None);
        assert_eq!(
            Locale::from_accept_language("en;q=0, fr;q=0.1"),
            Some(Locale::Fr)
        );
        assert_eq!(Locale::from_accept_language("nb-NO"), Some(Locale::Nb));
    }

    #[test]
    fn indian_site_defaults_to_rupees() {
        assert_eq!(Locale::Hi.default_currency(), Currency::Inr);
        assert_eq!(Locale::Fr.default_currency(), Currency::Eur);
    }

    use proptest::prelude::*;

    fn any_locale() -> impl Strategy<Value = Locale> {
        proptest::sample::select(Locale::ALL.to_vec())
    }

    fn any_currencies() -> impl Strategy<Value = Vec<Currency>> {
        proptest::sample::subsequence(Currency::ALL.to_vec(), 0..=3).prop_shuffle()
    }

    proptest! {
        #[test]
        fn tags_and_prefixes_parse_in_any_case_with_any_region(
            l in any_locale(), prefix in any::<bool>(), region in "([-_][a-zA-Z0-9]{1,8})?",
            upper in proptest::collection::vec(any::<bool>(), 2), space in " {0,2}",
        ) {
            let code = if prefix && !l.url_prefix().is_empty() { l.url_prefix() } else { l.tag() };
            let cased: String = code
                .chars()
                .zip(&upper)
                .map(|(c, up)| if *up { c.to_ascii_uppercase() } else { c })
                .collect();
            prop_assert_eq!(Locale::parse(&format!("{space}{cased}{region}{space}")), Some(l));
        }

        #[test]
        fn accept_language_picks_the_first_of_the_highest_q(
            entries in proptest::collection::vec((any_locale(), 0u16..=1000, any::<bool>()), 1..6),
        ) {
            // Each entry as a browser writes it: `de;q=0.5`, or the bare tag for q=1.
            let header = entries
                .iter()
                .map(|(l, q, bare)| match (*q, *bare) {
                    (1000, true) => l.tag().to_owned(),
                    (1000, false) => format!("{};q=1", l.tag()),
                    (q, _) => format!("{};q=0.{q:03}", l.tag()),
                })
                .collect::<Vec<_>>()
                .join(", ");
            let best = entries.iter().map(|e| e.1).max().unwrap_or(0);
            let expected = entries.iter().find(|e| e.1 == best && best > 0).map(|e| e.0);
            prop_assert_eq!(Locale::from_accept_language(&header), expected);
        }

        #[test]
        fn any_header_is_answered_without_panicking(header in "\\PC{0,40}") {
            if let Some(l) = Locale::from_accept_language(&header) {
                prop_assert!(Locale::ALL.contains(&l));
            }
            prop_assert!(parse_q(&header) <= 1000);
        }

        #[test]
        fn the_offered_currencies_decide_the_sign_up_and_deposit_currency(
            l in any_locale(), offered in any_currencies(),
        ) {
            let sign_up = l.sign_up_currency(&offered);
            let deposit = l.deposit_currency(&offered);
            if offered.is_empty() {
                prop_assert_eq!((sign_up, deposit), (None, None));
            } else {
                let own = l.default_currency();
                let expected = if offered.contains(&own) { own } else { offered[0] };
                prop_assert_eq!(sign_up, Some(expected));
                // A deposit starts in the main wallet, unless the site's own currency is not the
                // euro and the player holds it.
                let start = if own != Currency::Eur && offered.contains(&own) { own } else { offered[0] };
                prop_assert_eq!(deposit, Some(start));
            }
        }
    }
}
