//! The site settings an administrator edits: the brand every page names, and the countries the
//! site turns away (a visitor from one sees the restriction page). The server runs
//! `settings_failures` before it stores them.

use std::collections::BTreeMap;

use crate::error::RuleError;
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
    [
        ("brand", text(&form.brand, 1, BRAND_MAX)),
        (
            "country_blacklist",
            country_list(&form.country_blacklist).map(|_| ()),
        ),
    ]
    .into_iter()
    .filter_map(|(field, r)| r.err().map(|e| (field, e)))
    .collect()
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
}
