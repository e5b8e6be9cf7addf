//! The message catalogue of rule and API errors, one JSON file per locale under `core/i18n/`.
//! The server renders localised error envelopes from it; the web app loads the same files into
//! i18next, so a message is written once per language for both sides.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::locale::Locale;

const CATALOGUES: [(Locale, &str); 11] = [
    (Locale::Fr, include_str!("../i18n/fr.json")),
    (Locale::En, include_str!("../i18n/en.json")),
    (Locale::Fi, include_str!("../i18n/fi.json")),
    (Locale::De, include_str!("../i18n/de.json")),
    (Locale::It, include_str!("../i18n/it.json")),
    (Locale::Sv, include_str!("../i18n/sv.json")),
    (Locale::Nb, include_str!("../i18n/nb.json")),
    (Locale::Ru, include_str!("../i18n/ru.json")),
    (Locale::Tr, include_str!("../i18n/tr.json")),
    (Locale::Zh, include_str!("../i18n/zh.json")),
    (Locale::Hi, include_str!("../i18n/hi.json")),
];

type Catalogue = BTreeMap<String, String>;

fn catalogues() -> &'static BTreeMap<Locale, Catalogue> {
    static PARSED: OnceLock<BTreeMap<Locale, Catalogue>> = OnceLock::new();
    PARSED.get_or_init(|| {
        CATALOGUES
            .iter()
            .map(|(locale, text)| {
                // The files are checked by this crate's tests; a broken one fails the build's tests.
                let catalogue: Catalogue = serde_json::from_str(text).unwrap_or_default();
                (*locale, catalogue)
            })
            .collect()
    })
}

/// The template for `code` in `locale`, falling back to English, then to the code itself.
pub fn template(locale: Locale, code: &str) -> String {
    let all = catalogues();
    all.get(&locale)
        .and_then(|c| c.get(code))
        .or_else(|| all.get(&Locale::En).and_then(|c| c.get(code)))
        .cloned()
        .unwrap_or_else(|| code.to_owned())
}

pub fn has_message(code: &str) -> bool {
    catalogues()
        .get(&Locale::En)
        .is_some_and(|c| c.contains_key(code))
}

/// Renders a message: `{{name}}` placeholders (i18next's syntax) take the named parameters.
pub fn message(locale: Locale, code: &str, params: &BTreeMap<String, String>) -> String {
    let mut text = template(locale, code);
    for (name, value) in params {
        text = text.replace(&format!("{{{{{name}}}}}"), value);
    }
    text
}

/// The raw catalogue text of a locale (the web build imports the same files).
pub fn catalogue_json(locale: Locale) -> &'static str {
    CATALOGUES
        .iter()
        .find(|(l, _)| *l == locale)
        .map(|(_, t)| *t)
        .unwrap_or("{}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Currency;
    use crate::error::RuleError;
    use rust_decimal::Decimal;

    #[test]
    fn every_catalogue_parses_and_has_exactly_the_english_keys() {
        let en: Catalogue = serde_json::from_str(catalogue_json(Locale::En)).unwrap();
        for locale in Locale::ALL {
            let c: Catalogue = serde_json::from_str(catalogue_json(locale))
                .unwrap_or_else(|e| panic!("{}: {e}", locale.tag()));
            let keys: Vec<_> = c.keys().collect();
            let en_keys: Vec<_> = en.keys().collect();
            assert_eq!(keys, en_keys, "keys of {}", locale.tag());
            for (k, v) in &c {
                assert!(!v.trim().is_empty(), "{}:{k} is empty", locale.tag());
                // Every placeholder of the English text must survive translation.
                for p in placeholders(&en[k]) {
                    assert!(v.contains(&p), "{}:{k} lacks {p}", locale.tag());
                }
            }
        }
    }

    #[test]
    fn no_english_is_left_in_a_translation() {
        let en: Catalogue = serde_json::from_str(catalogue_json(Locale::En)).unwrap();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let c: Catalogue = serde_json::from_str(catalogue_json(locale)).unwrap();
            let untranslated: Vec<_> = en.keys().filter(|k| c[*k] == en[*k]).collect();
            assert!(
                untranslated.is_empty(),
                "{} still English: {untranslated:?}",
                locale.tag()
            );
        }
    }

    fn placeholders(s: &str) -> Vec<String> {
        s.split("{{")
            .skip(1)
            .filter_map(|p| p.split_once("}}").map(|(n, _)| format!("{{{{{n}}}}}")))
            .collect()
    }

    /// The spec's English messages word for word, the amount written as English writes money
    /// (the spec's '{0}€' is `€10.00`: the currency's sign where the language puts it).
    #[test]
    fn spec_messages_word_for_word_in_english() {
        let en = |e: RuleError| {
            message(
                Locale::En,
                e.code(),
                &e.params_in(Locale::En, Currency::Eur),
            )
        };
        let ten = Decimal::new(10, 0);
        assert_eq!(en(RuleError::Required), "Field required");
        assert_eq!(en(RuleError::EmailInvalid), "Not valid email address");
        assert_eq!(en(RuleError::PhoneInvalid), "Not valid mobile phone number");
        assert_eq!(
            en(RuleError::PhoneTooShort { min: 7 }),
            "Mobile phone number length must be at least 7."
        );
        assert_eq!(en(RuleError::NumberInvalid), "Please enter valid number.");
        assert_eq!(
            en(RuleError::AmountBelowMin { min: ten }),
            "Sorry but the amount can not be less than €10.00"
        );
        assert_eq!(
            en(RuleError::AmountAboveMax {
                max: Decimal::new(5000, 0)
            }),
            "Sorry but the amount can not be bigger than €5,000.00"
        );
        assert_eq!(
            en(RuleError::AmountAboveBalance { balance: ten }),
            "The amount must be less than your balance."
        );
        assert_eq!(
            en(RuleError::LoyaltyNotMultiple { step: 1000 }),
            "Please insert available value like 1000x (1000, 2000, ...)."
        );
        assert_eq!(en(RuleError::PasswordMismatch), "Password does not match");
        assert_eq!(
            en(RuleError::PasswordTooShort { min: 3 }),
            "Your password should contain at least 3 characters."
        );
        assert_eq!(en(RuleError::CardInvalid), "Wrong Card Info");
    }

    #[test]
    fn bonus_messages_in_english() {
        let en = |e: RuleError| {
            message(
                Locale::En,
                e.code(),
                &e.params_in(Locale::En, Currency::Usd),
            )
        };
        assert_eq!(
            en(RuleError::BonusActive),
            "You still have an active bonus, please keep playing and try again later"
        );
        assert_eq!(
            en(RuleError::BonusMaxBet {
                max: Decimal::new(2_999, 2)
            }),
            "While a bonus is active, a bet may be at most $29.99."
        );
        assert_eq!(
            en(RuleError::BonusMinDeposit {
                min: Decimal::new(100_000, 2)
            }),
            "This bonus needs a deposit of at least $1,000.00."
        );
        assert_eq!(
            en(RuleError::CashoutMoreBets),
            "You have to still make some more bet to cashout."
        );
        assert_eq!(
            en(RuleError::LoyaltyNotEnough),
            "You don't have that many points."
        );
        assert_eq!(
            en(RuleError::BetAboveBalance),
            "Your balance is too low for this bet."
        );
    }

    #[test]
    fn french_refusals_write_amounts_as_french_money() {
        let fr = |e: RuleError| {
            message(
                Locale::Fr,
                e.code(),
                &e.params_in(Locale::Fr, Currency::Eur),
            )
        };
        assert_eq!(
            fr(RuleError::BonusMaxBet {
                max: Decimal::new(5, 0)
            }),
            "Tant qu'un bonus est actif, une mise ne peut pas dépasser 5,00\u{a0}€."
        );
        assert_eq!(
            fr(RuleError::AmountAboveMax {
                max: Decimal::new(5000, 0)
            }),
            "Désolé, le montant ne peut pas être supérieur à 5\u{202f}000,00\u{a0}€"
        );
    }

    #[test]
    fn french_is_translated() {
        let msg = message(Locale::Fr, "field_required", &BTreeMap::new());
        assert_eq!(msg, "Champ obligatoire");
    }

    #[test]
    fn unknown_codes_fall_back_to_the_code() {
        assert_eq!(template(Locale::Fr, "no_such_code"), "no_such_code");
        assert!(!has_message("no_such_code"));
    }

    use crate::error::tests::any_rule_error;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_failure_has_a_message_with_every_placeholder_filled_in_every_language(
            e in any_rule_error(), locale in proptest::sample::select(Locale::ALL.to_vec()),
        ) {
            let code = e.code();
            prop_assert!(has_message(code), "{} has no English message", code);
            let own = catalogues().get(&locale).and_then(|c| c.get(code));
            prop_assert!(own.is_some(), "{} has no {:?} message", code, locale);
            let text = message(locale, code, &e.params_in(locale, locale.default_currency()));
            prop_assert!(!text.trim().is_empty());
            prop_assert!(!text.contains("{{"), "{:?} {}: {}", locale, code, text);
        }

        #[test]
        fn unknown_codes_and_parameters_render_as_given(
            code in "[a-z_]{1,20}", name in "[a-z]{1,8}", value in "\\PC{0,10}",
        ) {
            let params = BTreeMap::from([(name, value)]);
            let text = message(Locale::En, &code, &params);
            if !has_message(&code) {
                // No template: the code itself, which names the failure.
                prop_assert_eq!(text, code);
            }
        }
    }
}
