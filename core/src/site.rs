//! The site settings an administrator edits: the brand every page names, and the countries and
//! networks the site turns away (a visitor from one sees the restriction page). The server runs
//! `settings_failures` before it stores them.

use std::collections::BTreeMap;
use std::net::IpAddr;

use crate::error::{RuleError, by_field};
use crate::support::text;

/// The brand sits in the header and the page titles: a name, not a sentence.
pub const BRAND_MAX: u32 = 60;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsForm {
    pub brand: String,
    /// ISO 3166-1 alpha-2 codes, any case.
    pub country_blacklist: Vec<String>,
    /// IP addresses and CIDR ranges, IPv4 or IPv6.
    pub ip_blacklist: Vec<String>,
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

/// An address, or a range of them as CIDR writes it (`203.0.113.0/24`, `2001:db8::/32`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IpRange {
    network: IpAddr,
    prefix: u8,
}

impl IpRange {
    /// A typed address or range: the range's first address and its prefix length (host bits set
    /// are cleared, so `203.0.113.7/24` is `203.0.113.0/24`). An IPv4 address written as IPv6
    /// (`::ffff:203.0.113.7`) is the IPv4 one.
    pub fn parse(value: &str) -> Result<IpRange, RuleError> {
        let v = value.trim();
        let (address, prefix) = match v.split_once('/') {
            Some((a, p)) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => (
                a,
                Some(p.parse::<u8>().map_err(|_| RuleError::IpRangeInvalid)?),
            ),
            Some(_) => return Err(RuleError::IpRangeInvalid),
            None => (v, None),
        };
        let ip = canonical(address.parse().map_err(|_| RuleError::IpRangeInvalid)?);
        let full = bits(ip);
        let prefix = prefix.unwrap_or(full);
        if prefix > full {
            return Err(RuleError::IpRangeInvalid);
        }
        Ok(IpRange {
            network: masked(ip, prefix),
            prefix,
        })
    }

    /// Whether `ip` is in the range.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        ip.is_ipv4() == self.network.is_ipv4() && masked(ip, self.prefix) == self.network
    }
}

impl std::fmt::Display for IpRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.prefix == bits(self.network) {
            write!(f, "{}", self.network)
        } else {
            write!(f, "{}/{}", self.network, self.prefix)
        }
    }
}

fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

fn bits(ip: IpAddr) -> u8 {
    if ip.is_ipv4() { 32 } else { 128 }
}

fn masked(ip: IpAddr, prefix: u8) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => {
            let mask = u32::MAX.checked_shl(32 - u32::from(prefix)).unwrap_or(0);
            IpAddr::V4((u32::from(v4) & mask).into())
        }
        IpAddr::V6(v6) => {
            let mask = u128::MAX.checked_shl(128 - u32::from(prefix)).unwrap_or(0);
            IpAddr::V6((u128::from(v6) & mask).into())
        }
    }
}

/// The network blacklist as stored: each range as CIDR writes it, once, in order.
pub fn ip_list(values: &[String]) -> Result<Vec<String>, RuleError> {
    let mut out: Vec<String> = Vec::new();
    for v in values.iter().filter(|v| !v.trim().is_empty()) {
        let range = IpRange::parse(v)?.to_string();
        if !out.contains(&range) {
            out.push(range);
        }
    }
    Ok(out)
}

/// Whether `ip` is in one of the stored ranges (a stored entry that no longer parses blocks
/// nothing: the list was checked when it was saved).
pub fn ip_listed(list: &[String], ip: IpAddr) -> bool {
    list.iter()
        .filter_map(|r| IpRange::parse(r).ok())
        .any(|r| r.contains(ip))
}

/// Every failing field of the form, by field name.
pub fn settings_failures(form: &SettingsForm) -> BTreeMap<&'static str, RuleError> {
    by_field([
        ("brand", text(&form.brand, 1, BRAND_MAX)),
        (
            "country_blacklist",
            country_list(&form.country_blacklist).map(|_| ()),
        ),
        ("ip_blacklist", ip_list(&form.ip_blacklist).map(|_| ())),
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
            ip_blacklist: vec!["203.0.113.0/33".into()],
        };
        let codes: Vec<(&str, &str)> = settings_failures(&bad)
            .iter()
            .map(|(f, e)| (*f, e.code()))
            .collect();
        assert_eq!(
            codes,
            vec![
                ("brand", "field_required"),
                ("country_blacklist", "country_invalid"),
                ("ip_blacklist", "ip_range_invalid")
            ]
        );
        let good = SettingsForm {
            brand: "Émeraude Casino".into(),
            country_blacklist: vec!["us".into()],
            ip_blacklist: vec!["203.0.113.7".into(), "2001:db8::/32".into()],
        };
        assert!(settings_failures(&good).is_empty());
    }

    #[test]
    fn addresses_and_ranges_are_stored_as_cidr_writes_them_once() {
        let typed = [
            " 203.0.113.7 ",
            "203.0.113.9/24",
            "203.0.113.0/24",
            "::ffff:198.51.100.1",
            "2001:DB8:0:0:1::1/32",
            "0.0.0.0/0",
            "",
        ]
        .map(String::from);
        assert_eq!(
            ip_list(&typed),
            Ok(vec![
                "203.0.113.7".into(),
                "203.0.113.0/24".into(),
                "198.51.100.1".into(),
                "2001:db8::/32".into(),
                "0.0.0.0/0".into(),
            ])
        );
        for bad in [
            "203.0.113",
            "203.0.113.0/33",
            "2001:db8::/129",
            "203.0.113.0/",
            "203.0.113.0/-1",
            "/24",
            "localhost",
            "203.0.113.0/24/8",
        ] {
            assert_eq!(IpRange::parse(bad), Err(RuleError::IpRangeInvalid), "{bad}");
        }
    }

    #[test]
    fn an_address_is_listed_when_a_range_holds_it() {
        let list = ip_list(&["203.0.113.0/24".into(), "2001:db8::/32".into()]).unwrap();
        let listed = |ip: &str| ip_listed(&list, ip.parse().unwrap());
        assert!(listed("203.0.113.0") && listed("203.0.113.255"));
        assert!(
            listed("::ffff:203.0.113.4"),
            "an IPv4 address written as IPv6"
        );
        assert!(!listed("203.0.114.0") && !listed("203.0.112.255"));
        assert!(listed("2001:db8:ffff::1") && !listed("2001:db9::1"));
        assert!(
            !listed("::"),
            "an IPv6 range never holds IPv4 addresses, nor the reverse"
        );
        assert!(ip_listed(&["0.0.0.0/0".into()], "8.8.8.8".parse().unwrap()));
        assert!(!ip_listed(
            &["0.0.0.0/0".into()],
            "2001:db8::1".parse().unwrap()
        ));
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
            let form = SettingsForm { brand: brand.clone(), ..SettingsForm::default() };
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
