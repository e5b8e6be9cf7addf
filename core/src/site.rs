//! The site settings an administrator edits: the brand every page names, and the countries the
//! site turns away (a visitor from one sees the restriction page). The server runs
//! `settings_failures` before it stores them.

use std::collections::BTreeMap;

use crate::error::{RuleError, by_field};
use crate::support::text;

/// The brand sits in the header and the page titles: a name, not a sentence.
pub const BRAND_MAX: u32 = 60;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsForm {
    pub brand: String,
    /// ISO 3166-1 alpha-2 codes, any case.
    pub country_blacklist: Vec<String>,
}

/// A country as ISO 3166-1 alpha-2 writes it: two letters, stored in capitals.
pub fn country_code(value: &str) -> Result<String, RuleError> {
    let v = value.trim();
    if v.len() == 2 && v.chars().all(|c| c.is_ascii_alphabetic()) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(RuleError::CountryInvalid)
    }
}

/// The blacklist as stored: capitals, each country once, in order.
pub fn country_list(values: &[String]) -> Result<Vec<String>, RuleError> {
    let mut out: Vec<String> = Vec::new();
    for v in values.iter().filter(|v| !v.trim().is_empty()) {
        let code = country_code(v)?;
        if !out.contains(&code) {
            out.push(code);
        }
    }
    Ok(out)
}

/// Every failing field of the form, by field name.
pub fn settings_failures(form: &SettingsForm) -> BTreeMap<&'static str, RuleError> {
    by_field([
        ("brand", text(&form.brand, 1, BRAND_MAX)),
        (
            "country_blacklist",
            country_list(&form.country_blacklist).map(|_| ()),
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn countries_are_two_letters_stored_in_capitals_once() {
        let list = ["fr", " US ", "FR", ""].map(String::from);
        assert_eq!(country_list(&list), Ok(vec!["FR".into(), "US".into()]));
        for bad in ["FRA", "F", "1A", "é1"] {
            assert_eq!(country_code(bad), Err(RuleError::CountryInvalid), "{bad}");
        }
    }

    #[test]
    fn every_failing_field_is_named() {
        let bad = SettingsForm {
            brand: " ".into(),
            country_blacklist: vec!["France".into()],
        };
        let codes: Vec<(&str, &str)> = settings_failures(&bad)
            .iter()
            .map(|(f, e)| (*f, e.code()))
            .collect();
        assert_eq!(
            codes,
            vec![
                ("brand", "field_required"),
                ("country_blacklist", "country_invalid")
            ]
        );
        let good = SettingsForm {
            brand: "Émeraude Casino".into(),
            country_blacklist: vec!["us".into()],
        };
        assert!(settings_failures(&good).is_empty());
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_country_is_two_ascii_letters_stored_in_capitals(s in "\\PC{0,5}") {
            let t = s.trim();
            let shaped = t.len() == 2 && t.chars().all(|c| c.is_ascii_alphabetic());
            match country_code(&s) {
                Ok(code) => {
                    prop_assert!(shaped);
                    prop_assert_eq!(&code, &t.to_ascii_uppercase());
                    // A stored code is a valid code of itself.
                    prop_assert_eq!(country_code(&code), Ok(code.clone()));
                }
                Err(e) => {
                    prop_assert!(!shaped);
                    prop_assert_eq!(e, RuleError::CountryInvalid);
                }
            }
        }

        #[test]
        fn the_stored_blacklist_is_each_typed_country_once_in_order(
            typed in proptest::collection::vec("( ?)[a-zA-Z]{2}( ?)|( {0,2})", 0..12),
        ) {
            let list = country_list(&typed).unwrap();
            let mut expected: Vec<String> = Vec::new();
            for t in typed.iter().map(|t| t.trim().to_ascii_uppercase()) {
                if !t.is_empty() && !expected.contains(&t) {
                    expected.push(t);
                }
            }
            prop_assert_eq!(&list, &expected);
            // Storing the stored list again changes nothing.
            prop_assert_eq!(country_list(&list), Ok(list.clone()));
        }

        #[test]
        fn one_bad_country_refuses_the_whole_list(
            good in proptest::collection::vec("[a-z]{2}", 0..5),
            bad in "[a-z]{3,6}|[0-9]{2}",
            at in 0usize..6,
        ) {
            let mut typed = good.clone();
            typed.insert(at.min(typed.len()), bad);
            prop_assert_eq!(country_list(&typed), Err(RuleError::CountryInvalid));
        }

        #[test]
        fn the_brand_fails_exactly_when_blank_or_too_long(brand in "\\PC{0,70}") {
            let form = SettingsForm { brand: brand.clone(), country_blacklist: vec![] };
            let len = brand.trim().chars().count();
            let expected = if len == 0 {
                Some(RuleError::Required)
            } else if len > BRAND_MAX as usize {
                Some(RuleError::TextLength { min: 1, max: BRAND_MAX })
            } else {
                None
            };
            prop_assert_eq!(settings_failures(&form).get("brand").cloned(), expected);
        }
    }
}
