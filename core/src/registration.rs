//! The registration form, checked as a whole: the sign-up page runs this through
//! WebAssembly as the player types, the server runs it again on `front/register_player`.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::error::{RuleError, RuleFailure, by_field};
use crate::validate::{self, PasswordPolicy};
use crate::{Currency, Locale};

pub const USERNAME_MIN: u32 = 3;
pub const USERNAME_MAX: u32 = 20;
pub const GENDERS: [&str; 2] = ["male", "female"];

/// What the player typed, as typed (the server deserialises the request into this too).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
pub struct RegistrationForm {
    pub username: String,
    pub password: String,
    pub confirm_password: String,
    pub email: String,
    pub mobile: String,
    pub promo_code: String,
    pub gender: String,
    /// ISO date `YYYY-MM-DD`.
    pub birth_date: String,
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub postal_code: String,
    pub city: String,
    /// ISO 3166-1 alpha-2 code.
    pub country: String,
    /// A site language tag (`fr`, `en`, ...).
    pub language: String,
    /// `EUR`, `USD` or `INR`.
    pub currency: String,
    pub newsletter: bool,
    /// Agreement to being 18 or older and to the terms and conditions.
    pub accept_terms: bool,
    /// Confirmation of the currency and that the phone number is valid for deposit verification.
    pub confirm_currency: bool,
    /// The referral code of the link the player came from (`?ref=`), empty without one. Not a
    /// rule's concern: an unknown code is ignored by the server, never refused.
    pub referral: String,
}

/// A username: 3 to 20 letters, digits, dots, hyphens or underscores, starting with a letter or digit.
pub fn username(value: &str) -> Result<(), RuleError> {
    validate::required(value)?;
    let v = value.trim();
    let len = v.chars().count();
    let ok = (USERNAME_MIN as usize..=USERNAME_MAX as usize).contains(&len)
        && v.chars().next().is_some_and(|c| c.is_alphanumeric())
        && v.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_'));
    if ok {
        Ok(())
    } else {
        Err(RuleError::UsernameInvalid {
            min: USERNAME_MIN,
            max: USERNAME_MAX,
        })
    }
}

/// A value that must be one of a fixed list.
pub fn choice(value: &str, allowed: &[&str]) -> Result<(), RuleError> {
    validate::required(value)?;
    if allowed.contains(&value) {
        Ok(())
    } else {
        Err(RuleError::ChoiceInvalid)
    }
}

/// An ISO 3166-1 alpha-2 country code (two capital letters).
pub fn country(value: &str) -> Result<(), RuleError> {
    validate::required(value)?;
    if value.len() == 2 && value.bytes().all(|b| b.is_ascii_uppercase()) {
        Ok(())
    } else {
        Err(RuleError::ChoiceInvalid)
    }
}

/// The repeated password: present and equal to the first.
fn confirmation(password: &str, confirmation: &str) -> Result<(), RuleError> {
    validate::required(confirmation)
        .and_then(|()| validate::confirm_password(password, confirmation))
}

/// A new password and its confirmation (password reset and change-password forms), by field name.
pub fn new_password(
    password: &str,
    confirm: &str,
    policy: PasswordPolicy,
) -> BTreeMap<&'static str, RuleError> {
    by_field([
        ("password", validate::password(password, policy)),
        ("confirm_password", confirmation(password, confirm)),
    ])
}

/// A site language tag a player may choose (`fr`, `en`, ...).
pub fn language(value: &str) -> Result<(), RuleError> {
    let languages: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
    choice(value, &languages)
}

/// Every failing field of the form, in wire form, by field name; empty when the form may be sent.
pub fn check(
    form: &RegistrationForm,
    today: NaiveDate,
    policy: PasswordPolicy,
) -> BTreeMap<String, RuleFailure> {
    failures(form, today, policy)
        .into_iter()
        .map(|(field, e)| (field.to_owned(), e.to_failure()))
        .collect()
}

/// A person's identity details, as registration and support's corrections both check them.
pub struct Identity<'a> {
    pub email: &'a str,
    pub mobile: &'a str,
    pub gender: &'a str,
    pub birth_date: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub address: &'a str,
    pub postal_code: &'a str,
    pub city: &'a str,
    pub country: &'a str,
}

/// The identity fields' checks, by field name.
pub fn identity_checks(
    i: &Identity<'_>,
    today: NaiveDate,
) -> [(&'static str, Result<(), RuleError>); 10] {
    [
        ("email", validate::email(i.email)),
        ("mobile", validate::mobile_phone(i.mobile)),
        ("gender", choice(i.gender, &GENDERS)),
        (
            "birth_date",
            validate::birth_date(i.birth_date, today).map(|_| ()),
        ),
        (
            "first_name",
            validate::plain_text(i.first_name, validate::NAME_MAX),
        ),
        (
            "last_name",
            validate::plain_text(i.last_name, validate::NAME_MAX),
        ),
        (
            "address",
            validate::plain_text(i.address, validate::ADDRESS_MAX),
        ),
        (
            "postal_code",
            validate::plain_text(i.postal_code, validate::POSTAL_CODE_MAX),
        ),
        ("city", validate::plain_text(i.city, validate::CITY_MAX)),
        ("country", country(i.country)),
    ]
}

/// Every failing field of the form, by field name.
pub fn failures(
    form: &RegistrationForm,
    today: NaiveDate,
    policy: PasswordPolicy,
) -> BTreeMap<&'static str, RuleError> {
    let currencies: Vec<&str> = Currency::ALL.iter().map(|c| c.code()).collect();
    let identity = Identity {
        email: &form.email,
        mobile: &form.mobile,
        gender: &form.gender,
        birth_date: &form.birth_date,
        first_name: &form.first_name,
        last_name: &form.last_name,
        address: &form.address,
        postal_code: &form.postal_code,
        city: &form.city,
        country: &form.country,
    };
    let account: [(&'static str, Result<(), RuleError>); 7] = [
        ("username", username(&form.username)),
        ("password", validate::password(&form.password, policy)),
        (
            "confirm_password",
            confirmation(&form.password, &form.confirm_password),
        ),
        ("language", language(&form.language)),
        ("currency", choice(&form.currency, &currencies)),
        (
            "accept_terms",
            if form.accept_terms {
                Ok(())
            } else {
                Err(RuleError::TermsNotAccepted)
            },
        ),
        (
            "confirm_currency",
            if form.confirm_currency {
                Ok(())
            } else {
                Err(RuleError::CurrencyNotConfirmed)
            },
        ),
    ];
    by_field(account.into_iter().chain(identity_checks(&identity, today)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
    }

    pub fn valid() -> RegistrationForm {
        RegistrationForm {
            username: "lucie_m".into(),
            password: "Secret#2026".into(),
            confirm_password: "Secret#2026".into(),
            email: "lucie@example.fr".into(),
            mobile: "+33 6 12 34 56 78".into(),
            promo_code: String::new(),
            gender: "female".into(),
            birth_date: "1990-04-12".into(),
            first_name: "Lucie".into(),
            last_name: "Martin".into(),
            address: "12 rue des Lilas".into(),
            postal_code: "69003".into(),
            city: "Lyon".into(),
            country: "FR".into(),
            language: "fr".into(),
            currency: "EUR".into(),
            newsletter: true,
            accept_terms: true,
            confirm_currency: true,
            referral: String::new(),
        }
    }

    fn codes(form: &RegistrationForm) -> Vec<(String, String)> {
        check(form, today(), PasswordPolicy::Terms)
            .into_iter()
            .map(|(f, e)| (f, e.code))
            .collect()
    }

    #[test]
    fn a_new_password_needs_the_policy_and_an_equal_confirmation() {
        let codes = |p: &str, c: &str| -> Vec<(&str, String)> {
            new_password(p, c, PasswordPolicy::Terms)
                .into_iter()
                .map(|(f, e)| (f, e.code().to_owned()))
                .collect()
        };
        assert_eq!(codes("Secret#2026", "Secret#2026"), vec![]);
        assert_eq!(
            codes("short", ""),
            vec![
                ("confirm_password", "field_required".to_owned()),
                ("password", "password_weak".to_owned())
            ]
        );
        assert_eq!(
            codes("Secret#2026", "Secret#2027"),
            vec![("confirm_password", "password_mismatch".to_owned())]
        );
        assert_eq!(language("hi"), Ok(()));
        assert_eq!(language("xx"), Err(RuleError::ChoiceInvalid));
    }

    #[test]
    fn a_complete_form_passes() {
        assert_eq!(codes(&valid()), vec![]);
    }

    #[test]
    fn an_empty_form_names_every_field() {
        let got = codes(&RegistrationForm::default());
        let fields: Vec<&str> = got.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "accept_terms",
                "address",
                "birth_date",
                "city",
                "confirm_currency",
                "confirm_password",
                "country",
                "currency",
                "email",
                "first_name",
                "gender",
                "language",
                "last_name",
                "mobile",
                "password",
                "postal_code",
                "username"
            ]
        );
        let by_field: BTreeMap<_, _> = got.into_iter().collect();
        assert_eq!(by_field["accept_terms"], "terms_not_accepted");
        assert_eq!(by_field["confirm_currency"], "currency_not_confirmed");
        assert_eq!(by_field["username"], "field_required");
        assert_eq!(by_field["email"], "field_required");
    }

    #[test]
    fn each_rule_reports_its_own_code() {
        type Case = (fn(&mut RegistrationForm), &'static str, &'static str);
        let cases: [Case; 9] = [
            (|f| f.username = "ab".into(), "username", "username_invalid"),
            (
                |f| f.username = "lucie martin".into(),
                "username",
                "username_invalid",
            ),
            (
                |f| f.confirm_password = "Secret#2025".into(),
                "confirm_password",
                "password_mismatch",
            ),
            (|f| f.email = "lucie@".into(), "email", "email_invalid"),
            (|f| f.mobile = "12 34".into(), "mobile", "phone_too_short"),
            (|f| f.gender = "other".into(), "gender", "choice_invalid"),
            (
                |f| f.birth_date = "2010-01-01".into(),
                "birth_date",
                "underage",
            ),
            (|f| f.country = "france".into(), "country", "choice_invalid"),
            (|f| f.currency = "GBP".into(), "currency", "choice_invalid"),
        ];
        for (change, field, code) in cases {
            let mut form = valid();
            change(&mut form);
            assert_eq!(
                codes(&form),
                vec![(field.to_owned(), code.to_owned())],
                "{field}"
            );
        }
    }

    #[test]
    fn the_username_limits_carry_their_numbers() {
        let e = username("a").unwrap_err();
        assert_eq!(e.params()["min"], "3");
        assert_eq!(e.params()["max"], "20");
    }

    proptest! {
        #[test]
        fn usernames_of_allowed_characters_and_length_pass(u in "[a-z0-9][a-z0-9._-]{2,19}") {
            prop_assert_eq!(username(&u), Ok(()));
        }

        #[test]
        fn usernames_with_spaces_or_symbols_fail(u in "[a-z]{2,8}[ @!/#]{1,3}[a-z]{1,8}") {
            prop_assert!(username(&u).is_err());
        }

        #[test]
        fn a_username_is_judged_on_its_trimmed_characters(u in "\\PC{0,24}") {
            let v = u.trim();
            let len = v.chars().count();
            let shaped = (3..=20).contains(&len)
                && v.chars().next().is_some_and(char::is_alphanumeric)
                && v.chars().all(|c| c.is_alphanumeric() || ".-_".contains(c));
            let expected = if v.is_empty() {
                Err(RuleError::Required)
            } else if shaped {
                Ok(())
            } else {
                Err(RuleError::UsernameInvalid { min: USERNAME_MIN, max: USERNAME_MAX })
            };
            prop_assert_eq!(username(&u), expected);
        }

        #[test]
        fn a_country_is_two_capitals_and_a_language_one_of_the_sites(value in "[A-Za-z]{0,3}| ") {
            let country_ok = value.len() == 2 && value.bytes().all(|b| b.is_ascii_uppercase());
            prop_assert_eq!(country(&value).is_ok(), country_ok);
            let language_ok = Locale::ALL.iter().any(|l| l.tag() == value);
            prop_assert_eq!(language(&value).is_ok(), language_ok);
            if value.trim().is_empty() {
                prop_assert_eq!(country(&value), Err(RuleError::Required));
                prop_assert_eq!(language(&value), Err(RuleError::Required));
            }
        }

        #[test]
        fn a_changed_field_fails_alone_with_its_own_rule(
            field in 0usize..8, value in "\\PC{0,12}|[a-z0-9._@+ -]{0,16}",
        ) {
            let mut form = valid();
            let today = today();
            let (name, expected) = match field {
                0 => { form.username = value.clone(); ("username", username(&value)) }
                1 => { form.email = value.clone(); ("email", validate::email(&value)) }
                2 => { form.mobile = value.clone(); ("mobile", validate::mobile_phone(&value)) }
                3 => { form.gender = value.clone(); ("gender", choice(&value, &GENDERS)) }
                4 => { form.birth_date = value.clone(); ("birth_date", validate::birth_date(&value, today).map(|_| ())) }
                5 => { form.city = value.clone(); ("city", validate::required(&value)) }
                6 => { form.country = value.clone(); ("country", country(&value)) }
                _ => { form.language = value.clone(); ("language", language(&value)) }
            };
            let failures = failures(&form, today, PasswordPolicy::Terms);
            let expected: BTreeMap<&str, RuleError> = expected.err().map(|e| (name, e)).into_iter().collect();
            prop_assert_eq!(&failures, &expected);
            // The wire form carries the same fields and codes.
            let wire = check(&form, today, PasswordPolicy::Terms);
            prop_assert_eq!(wire.len(), failures.len());
            for (f, e) in &failures {
                prop_assert_eq!(&wire[*f], &e.to_failure());
            }
        }

        #[test]
        fn a_password_and_its_confirmation_fail_on_their_own_fields(
            password in "\\PC{0,12}", confirmation in "\\PC{0,12}", terms in any::<bool>(),
        ) {
            let policy = if terms { PasswordPolicy::Terms } else { PasswordPolicy::Interface };
            let got = new_password(&password, &confirmation, policy);
            prop_assert_eq!(got.get("password").cloned(), validate::password(&password, policy).err());
            let confirm = if confirmation.trim().is_empty() {
                Some(RuleError::Required)
            } else if confirmation != password {
                Some(RuleError::PasswordMismatch)
            } else {
                None
            };
            prop_assert_eq!(got.get("confirm_password").cloned(), confirm);
        }
    }
}
