//! A campaign's terms as the back office types them, checked as a whole: every field's failure
//! at once, or the `BonusTerms` the server stores as the campaign's next version.

use std::collections::BTreeMap;

use rust_decimal::Decimal;

use super::terms::{BonusKind, BonusTerms, Contribution};
use crate::error::RuleError;
use crate::money::{parse_amount, to_cents};

/// A campaign's slug (its promotion page's address): 2 to 40 lowercase letters, digits or
/// hyphens, starting with a letter.
pub const SLUG_MIN: u32 = 2;
pub const SLUG_MAX: u32 = 40;
/// A bonus code: 4 to 32 capital letters or digits (codes are matched in capitals).
pub const CODE_MIN: u32 = 4;
pub const CODE_MAX: u32 = 32;
/// The largest percentage bonus a campaign may offer (the caps' highest tier is 200 % and above).
pub const PERCENT_MAX: u32 = 1000;
pub const WAGERING_MAX: u32 = 100;
pub const VALIDITY_DAYS_MAX: u32 = 365;
/// The largest place on the promotions page.
pub const POSITION_MAX: u32 = 1000;
/// The largest amount a campaign names (fixed bonus, minimum deposit, maximum bonus, maximum bet).
const AMOUNT_MAX: i64 = 1_000_000;

/// A campaign's terms as typed: every number is the text of its field.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CampaignForm {
    pub id: String,
    pub kind: String,
    pub percent: String,
    pub fixed: String,
    pub min_deposit: String,
    pub max_bonus: String,
    pub wagering_multiple: String,
    pub validity_days: String,
    pub max_bet: String,
    pub position: String,
    /// (game category slug, whole percent of a stake that counts).
    pub contributions: Vec<(String, String)>,
}

/// What a valid form holds: the terms, and the campaign's place on the promotions page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedCampaign {
    pub terms: BonusTerms,
    pub position: u32,
}

fn slug_like(value: &str, min: u32, max: u32, allowed: impl Fn(char) -> bool) -> bool {
    let len = value.chars().count();
    (min as usize..=max as usize).contains(&len) && value.chars().all(allowed)
}

/// A campaign's slug: lowercase letters, digits and hyphens, starting with a letter.
pub fn slug(value: &str) -> Result<(), RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    let ok = v.starts_with(|c: char| c.is_ascii_lowercase())
        && slug_like(v, SLUG_MIN, SLUG_MAX, |c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
        });
    ok.then_some(()).ok_or(RuleError::SlugInvalid {
        min: SLUG_MIN,
        max: SLUG_MAX,
    })
}

/// A bonus code as the back office writes it: capital letters and digits.
pub fn code(value: &str) -> Result<(), RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    let ok = slug_like(v, CODE_MIN, CODE_MAX, |c| {
        c.is_ascii_uppercase() || c.is_ascii_digit()
    });
    ok.then_some(()).ok_or(RuleError::CodeInvalid {
        min: CODE_MIN,
        max: CODE_MAX,
    })
}

/// A whole number from `min` to `max`, as typed.
pub fn whole_number(value: &str, min: u32, max: u32) -> Result<u32, RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    if !v.bytes().all(|b| b.is_ascii_digit()) || v.len() > 9 {
        return Err(RuleError::NumberInvalid);
    }
    let n: u32 = v.parse().map_err(|_| RuleError::NumberInvalid)?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(RuleError::NumberOutOfRange { min, max })
    }
}

/// An amount of the campaign, in cents: zero up to a million.
fn amount_cents(value: &str) -> Result<i64, RuleError> {
    let out_of_range = RuleError::AmountOutOfRange {
        min: Decimal::ZERO,
        max: Decimal::from(AMOUNT_MAX),
    };
    let v = parse_amount(value)?;
    if v > Decimal::from(AMOUNT_MAX) {
        return Err(out_of_range);
    }
    to_cents(v).map_err(|_| out_of_range)
}

fn kind(value: &str) -> Result<BonusKind, RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    BonusKind::parse(v).ok_or(RuleError::ChoiceInvalid)
}

/// The stake contributions: each category once, each a whole percent up to 100.
fn contributions(lines: &[(String, String)]) -> Result<Vec<Contribution>, RuleError> {
    let mut seen = Vec::with_capacity(lines.len());
    for (category, percent) in lines {
        slug(category)?;
        let category = category.trim().to_owned();
        if seen.iter().any(|c: &Contribution| c.category == category) {
            return Err(RuleError::ChoiceInvalid);
        }
        seen.push(Contribution {
            category,
            percent: whole_number(percent, 0, 100)?,
        });
    }
    Ok(seen)
}

/// Every failing field of the form, by field name; the checked campaign when there is none.
///
/// A campaign gives either a percent of the deposit or a fixed amount, never both and never
/// neither; a bonus is wagered 1 to 100 times and lasts 1 to 365 days.
pub fn check_campaign(
    form: &CampaignForm,
) -> Result<CheckedCampaign, BTreeMap<&'static str, RuleError>> {
    let mut failures = BTreeMap::new();
    let mut keep = |field: &'static str, r: Result<(), RuleError>| {
        if let Err(e) = r {
            failures.insert(field, e);
        }
    };
    keep("id", slug(&form.id));
    let kind = kind(&form.kind);
    let percent = whole_number(&form.percent, 0, PERCENT_MAX);
    let fixed = amount_cents(&form.fixed);
    let min_deposit = amount_cents(&form.min_deposit);
    let max_bonus = amount_cents(&form.max_bonus);
    let wagering = whole_number(&form.wagering_multiple, 1, WAGERING_MAX);
    let validity = whole_number(&form.validity_days, 1, VALIDITY_DAYS_MAX);
    let max_bet = amount_cents(&form.max_bet);
    let position = whole_number(&form.position, 0, POSITION_MAX);
    let contributions = contributions(&form.contributions);
    keep("kind", kind.as_ref().map(|_| ()).map_err(Clone::clone));
    keep(
        "percent",
        percent.as_ref().map(|_| ()).map_err(Clone::clone),
    );
    keep("fixed", fixed.as_ref().map(|_| ()).map_err(Clone::clone));
    if let (Ok(p), Ok(f)) = (&percent, &fixed)
        && ((*p == 0) == (*f == 0))
    {
        keep("percent", Err(RuleError::BonusAmountChoice));
    }
    let fields = [
        ("min_deposit", min_deposit.as_ref().err()),
        ("max_bonus", max_bonus.as_ref().err()),
        ("wagering_multiple", wagering.as_ref().err()),
        ("validity_days", validity.as_ref().err()),
        ("max_bet", max_bet.as_ref().err()),
        ("position", position.as_ref().err()),
        ("contributions", contributions.as_ref().err()),
    ];
    for (field, e) in fields {
        keep(field, e.map_or(Ok(()), |e| Err(e.clone())));
    }
    if !failures.is_empty() {
        return Err(failures);
    }
    // Every result is Ok here: a failure of any of them was kept above.
    let ok = |r: Result<u32, RuleError>| r.unwrap_or_default();
    let cents = |r: Result<i64, RuleError>| r.unwrap_or_default();
    Ok(CheckedCampaign {
        terms: BonusTerms {
            kind: kind.unwrap_or(BonusKind::Welcome),
            percent: ok(percent),
            fixed: cents(fixed),
            min_deposit: cents(min_deposit),
            max_bonus: cents(max_bonus),
            wagering_multiple: ok(wagering),
            validity_days: ok(validity),
            max_bet: cents(max_bet),
            contributions: contributions.unwrap_or_default(),
        },
        position: ok(position),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> CampaignForm {
        CampaignForm {
            id: "spring-reload".into(),
            kind: "reload".into(),
            percent: "50".into(),
            fixed: "0".into(),
            min_deposit: "20".into(),
            max_bonus: "100.00".into(),
            wagering_multiple: "30".into(),
            validity_days: "14".into(),
            max_bet: "5".into(),
            position: "8".into(),
            contributions: vec![
                ("slots".into(), "100".into()),
                ("roulette".into(), "10".into()),
            ],
        }
    }

    #[test]
    fn a_valid_form_gives_the_terms_in_cents() {
        let checked = check_campaign(&form()).unwrap();
        assert_eq!(checked.position, 8);
        assert_eq!(
            checked.terms,
            BonusTerms {
                kind: BonusKind::Reload,
                percent: 50,
                fixed: 0,
                min_deposit: 2000,
                max_bonus: 10000,
                wagering_multiple: 30,
                validity_days: 14,
                max_bet: 500,
                contributions: vec![
                    Contribution {
                        category: "slots".into(),
                        percent: 100
                    },
                    Contribution {
                        category: "roulette".into(),
                        percent: 10
                    },
                ],
            }
        );
    }

    #[test]
    fn every_failing_field_is_named() {
        let bad = CampaignForm {
            id: "Spring Reload".into(),
            kind: "jackpot".into(),
            percent: "1001".into(),
            fixed: "-1".into(),
            min_deposit: "".into(),
            max_bonus: "2000000".into(),
            wagering_multiple: "0".into(),
            validity_days: "366".into(),
            max_bet: "5.001".into(),
            position: "x".into(),
            contributions: vec![("slots".into(), "101".into())],
        };
        let got: BTreeMap<&str, &str> = check_campaign(&bad)
            .unwrap_err()
            .iter()
            .map(|(f, e)| (*f, e.code()))
            .collect();
        assert_eq!(
            got,
            BTreeMap::from([
                ("id", "slug_invalid"),
                ("kind", "choice_invalid"),
                ("percent", "number_out_of_range"),
                ("fixed", "number_invalid"),
                ("min_deposit", "field_required"),
                ("max_bonus", "amount_out_of_range"),
                ("wagering_multiple", "number_out_of_range"),
                ("validity_days", "number_out_of_range"),
                ("max_bet", "number_invalid"),
                ("position", "number_invalid"),
                ("contributions", "number_out_of_range"),
            ])
        );
    }

    #[test]
    fn a_bonus_is_a_percent_or_a_fixed_amount_never_both_nor_neither() {
        for (percent, fixed) in [("0", "0"), ("50", "10.00")] {
            let f = CampaignForm {
                percent: percent.into(),
                fixed: fixed.into(),
                ..form()
            };
            let failures = check_campaign(&f).unwrap_err();
            assert_eq!(failures.get("percent"), Some(&RuleError::BonusAmountChoice));
            assert_eq!(failures.len(), 1);
        }
        let fixed = CampaignForm {
            percent: "0".into(),
            fixed: "10".into(),
            ..form()
        };
        assert_eq!(check_campaign(&fixed).unwrap().terms.fixed, 1000);
    }

    #[test]
    fn a_category_counts_once() {
        let f = CampaignForm {
            contributions: vec![
                ("slots".into(), "100".into()),
                ("slots".into(), "50".into()),
            ],
            ..form()
        };
        assert_eq!(
            check_campaign(&f).unwrap_err().get("contributions"),
            Some(&RuleError::ChoiceInvalid)
        );
    }

    #[test]
    fn codes_are_capitals_and_digits() {
        assert_eq!(code("SPRING25"), Ok(()));
        assert_eq!(code(""), Err(RuleError::Required));
        for bad in ["ABC", "spring25", "SPRING-25", &"A".repeat(33)] {
            assert_eq!(
                code(bad),
                Err(RuleError::CodeInvalid { min: 4, max: 32 }),
                "{bad}"
            );
        }
    }

    use proptest::prelude::*;

    const FIELDS: [&str; 11] = [
        "id",
        "kind",
        "percent",
        "fixed",
        "min_deposit",
        "max_bonus",
        "wagering_multiple",
        "validity_days",
        "max_bet",
        "position",
        "contributions",
    ];

    fn typed(cents: i64) -> String {
        crate::money::to_json_string(crate::money::from_cents(cents))
    }

    proptest! {
        #[test]
        fn a_slug_is_lowercase_words_starting_with_a_letter(value in "\\PC{0,6}|[a-z0-9-]{0,45}") {
            let v = value.trim();
            let len = v.chars().count();
            let shaped = v.starts_with(|c: char| c.is_ascii_lowercase())
                && (2..=40).contains(&len)
                && v.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            let expected = if v.is_empty() {
                Err(RuleError::Required)
            } else if shaped {
                Ok(())
            } else {
                Err(RuleError::SlugInvalid { min: SLUG_MIN, max: SLUG_MAX })
            };
            prop_assert_eq!(slug(&value), expected);
        }

        #[test]
        fn a_code_is_four_to_thirty_two_capitals_or_digits(value in "\\PC{0,6}|[A-Za-z0-9]{0,36}") {
            let v = value.trim();
            let len = v.chars().count();
            let shaped = (4..=32).contains(&len) && v.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
            let expected = if v.is_empty() {
                Err(RuleError::Required)
            } else if shaped {
                Ok(())
            } else {
                Err(RuleError::CodeInvalid { min: CODE_MIN, max: CODE_MAX })
            };
            prop_assert_eq!(code(&value), expected);
        }

        #[test]
        fn a_whole_number_is_digits_within_the_bounds(n in 0u64..10_000_000_000, min in 0u32..100, span in 0u32..2_000) {
            let max = min + span;
            let expected = if n > 999_999_999 {
                Err(RuleError::NumberInvalid)
            } else if (u64::from(min)..=u64::from(max)).contains(&n) {
                Ok(n as u32)
            } else {
                Err(RuleError::NumberOutOfRange { min, max })
            };
            prop_assert_eq!(whole_number(&format!(" {n} "), min, max), expected);
            prop_assert_eq!(whole_number(&format!("-{n}"), min, max), Err(RuleError::NumberInvalid));
        }

        #[test]
        fn a_valid_form_is_stored_as_the_amounts_typed(
            percent_or_fixed in prop_oneof![(1u32..=PERCENT_MAX).prop_map(|p| (p, 0)), (1i64..=100_000_000).prop_map(|f| (0, f))],
            min_deposit in 0i64..=100_000_000, max_bonus in 0i64..=100_000_000, max_bet in 0i64..=100_000_000,
            wagering in 1u32..=WAGERING_MAX, validity in 1u32..=VALIDITY_DAYS_MAX, position in 0u32..=POSITION_MAX,
            kind in proptest::sample::select(BonusKind::ALL.to_vec()),
            contributions in proptest::collection::btree_map("[a-z][a-z0-9-]{1,10}", 0u32..=100, 0..4),
        ) {
            let (percent, fixed) = percent_or_fixed;
            let form = CampaignForm {
                id: "spring-reload".into(),
                kind: kind.as_str().into(),
                percent: percent.to_string(),
                fixed: typed(fixed),
                min_deposit: typed(min_deposit),
                max_bonus: typed(max_bonus),
                wagering_multiple: wagering.to_string(),
                validity_days: validity.to_string(),
                max_bet: typed(max_bet),
                position: position.to_string(),
                contributions: contributions.iter().map(|(c, p)| (c.clone(), p.to_string())).collect(),
            };
            let checked = check_campaign(&form).unwrap();
            prop_assert_eq!(checked.position, position);
            let t = checked.terms;
            prop_assert_eq!(
                (t.kind, t.percent, t.fixed, t.min_deposit, t.max_bonus, t.max_bet),
                (kind, percent, fixed, min_deposit, max_bonus, max_bet)
            );
            prop_assert_eq!((t.wagering_multiple, t.validity_days), (wagering, validity));
            let stored: Vec<(String, u32)> = t.contributions.into_iter().map(|c| (c.category, c.percent)).collect();
            prop_assert_eq!(stored, contributions.into_iter().collect::<Vec<_>>());
        }

        #[test]
        fn any_form_fails_only_on_its_own_fields(
            id in "\\PC{0,5}|[a-z-]{0,8}", kind in "welcome|reload|x|", percent in "[0-9]{0,5}|-1",
            fixed in "[0-9]{0,8}(\\.[0-9]{0,3})?", min_deposit in "[0-9]{0,8}", max_bonus in "[0-9]{0,8}",
            wagering_multiple in "[0-9]{0,4}", validity_days in "[0-9]{0,4}", max_bet in "[0-9.,]{0,6}",
            position in "[0-9]{0,5}", contributions in proptest::collection::vec(("[a-z ]{0,6}", "[0-9]{0,4}"), 0..3),
        ) {
            let form = CampaignForm {
                id, kind, percent, fixed, min_deposit, max_bonus, wagering_multiple, validity_days, max_bet,
                position, contributions,
            };
            match check_campaign(&form) {
                Ok(c) => {
                    // Either a percent or a fixed amount, never both nor neither.
                    prop_assert!((c.terms.percent == 0) != (c.terms.fixed == 0));
                }
                Err(failures) => {
                    prop_assert!(!failures.is_empty());
                    prop_assert!(failures.keys().all(|f| FIELDS.contains(f)));
                    prop_assert_eq!(failures.get("id").cloned(), slug(&form.id).err());
                }
            }
        }
    }
}
