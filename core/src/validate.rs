//! The validation rules of the forms, each returning a typed `RuleError`.

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::datetime::parse_iso_date;
use crate::error::RuleError;
use crate::money::parse_amount;

pub const MIN_AGE: u32 = 18;
pub const MIN_PHONE_DIGITS: u32 = 7;
/// E.164 allows at most 15 digits.
pub const MAX_PHONE_DIGITS: usize = 15;
pub const LOYALTY_STEP: u32 = 1000;
pub const INTERFACE_PASSWORD_MIN: u32 = 3;
pub const TERMS_PASSWORD_MIN: u32 = 8;

type Rule = Result<(), RuleError>;

pub fn required(value: &str) -> Rule {
    if value.trim().is_empty() {
        Err(RuleError::Required)
    } else {
        Ok(())
    }
}

/// Names, addresses, a card's holder, a voucher: a few words a person typed, at most `max`
/// characters, never control characters, direction overrides (which make a name read
/// differently from what is stored) or only invisible characters.
pub fn plain_text(value: &str, max: u32) -> Rule {
    required(value)?;
    let v = value.trim();
    if v.chars().count() > max as usize {
        return Err(RuleError::TextLength { min: 1, max });
    }
    if v.chars().any(|c| c.is_control() || is_direction_mark(c)) || v.chars().all(is_invisible) {
        return Err(RuleError::TextInvalid);
    }
    Ok(())
}

/// Bidirectional embeddings, overrides, isolates and marks.
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that show nothing: spaces, zero-width characters, joiners, the byte-order mark,
/// the Hangul fillers.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200D}'
                | '\u{2060}'..='\u{2064}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
        )
}

/// Longest first or last name (characters).
pub const NAME_MAX: u32 = 50;
/// Longest street address, beneficiary or bank name.
pub const ADDRESS_MAX: u32 = 100;
/// Longest city.
pub const CITY_MAX: u32 = 60;
/// Longest postal code.
pub const POSTAL_CODE_MAX: u32 = 20;
/// Longest voucher code as typed (16 digits, spaced).
pub const VOUCHER_MAX: u32 = 32;

/// An address people can actually receive mail at: RFC 5322 syntax and a dotted domain.
pub fn email(value: &str) -> Rule {
    required(value)?;
    let v = value.trim();
    let parsed = email_address::EmailAddress::parse_with_options(
        v,
        email_address::Options::default().without_display_text(),
    )
    .map_err(|_| RuleError::EmailInvalid)?;
    let domain = parsed.domain();
    let dotted = domain
        .split('.')
        .all(|label| !label.is_empty() && !label.starts_with('-') && !label.ends_with('-'))
        && domain.contains('.');
    if !dotted || domain.starts_with('[') {
        return Err(RuleError::EmailInvalid);
    }
    Ok(())
}

/// A mobile number: an optional leading `+`, then digits with optional spaces, dots, dashes and
/// parentheses; at least 7 and at most 15 digits.
pub fn mobile_phone(value: &str) -> Rule {
    required(value)?;
    let v = value.trim();
    let body = v.strip_prefix('+').unwrap_or(v);
    if !body
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')'))
    {
        return Err(RuleError::PhoneInvalid);
    }
    let digits = body.chars().filter(char::is_ascii_digit).count();
    if digits < MIN_PHONE_DIGITS as usize {
        return Err(RuleError::PhoneTooShort {
            min: MIN_PHONE_DIGITS,
        });
    }
    if digits > MAX_PHONE_DIGITS {
        return Err(RuleError::PhoneInvalid);
    }
    Ok(())
}

/// Digits only, in canonical form for storage and duplicate checks (`+33 6 12-34` → `+336 1234`
/// without separators).
pub fn normalise_phone(value: &str) -> String {
    let v = value.trim();
    let digits: String = v.chars().filter(char::is_ascii_digit).collect();
    if v.starts_with('+') {
        format!("+{digits}")
    } else {
        digits
    }
}

/// A typed number (amount-like: up to two decimals).
pub fn number(value: &str) -> Result<Decimal, RuleError> {
    parse_amount(value)
}

/// Amount within a processor's bounds: below the minimum and above the maximum have their own
/// messages.
pub fn amount(value: &str, min: Decimal, max: Decimal) -> Result<Decimal, RuleError> {
    let v = parse_amount(value)?;
    if v < min {
        return Err(RuleError::AmountBelowMin { min });
    }
    if v > max {
        return Err(RuleError::AmountAboveMax { max });
    }
    Ok(v)
}

/// Amount within bounds, reported with the single "between" message.
pub fn amount_between(value: &str, min: Decimal, max: Decimal) -> Result<Decimal, RuleError> {
    let v = parse_amount(value)?;
    if v < min || v > max {
        return Err(RuleError::AmountOutOfRange { min, max });
    }
    Ok(v)
}

/// A withdrawal may take the whole balance, never more.
pub fn withdrawal_amount(value: &str, balance: Decimal) -> Result<Decimal, RuleError> {
    let v = parse_amount(value)?;
    if v.is_zero() {
        return Err(RuleError::NumberInvalid);
    }
    if v > balance {
        return Err(RuleError::AmountAboveBalance { balance });
    }
    Ok(v)
}

/// Loyalty points are redeemed in whole multiples of 1000.
pub fn loyalty_points(value: &str) -> Result<u64, RuleError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(RuleError::Required);
    }
    let not_multiple = RuleError::LoyaltyNotMultiple { step: LOYALTY_STEP };
    let points: u64 = v
        .parse()
        .map_err(|_| not_multiple.clone())
        .and_then(|p: u64| {
            if v.bytes().all(|b| b.is_ascii_digit()) {
                Ok(p)
            } else {
                Err(not_multiple.clone())
            }
        })?;
    if points == 0 || !points.is_multiple_of(u64::from(LOYALTY_STEP)) {
        return Err(not_multiple);
    }
    Ok(points)
}

pub fn confirm_password(password: &str, confirmation: &str) -> Rule {
    if confirmation.is_empty() {
        return Err(RuleError::Required);
    }
    if password != confirmation {
        return Err(RuleError::PasswordMismatch);
    }
    Ok(())
}

/// The spec gives two readings of the password rule; the site picks one by configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum PasswordPolicy {
    /// The terms: at least 8 characters with upper and lower case, a digit and a special character.
    #[default]
    Terms,
    /// The interface: at least 3 characters.
    Interface,
}

impl PasswordPolicy {
    pub fn parse(s: &str) -> Option<PasswordPolicy> {
        match s.trim() {
            "terms" => Some(PasswordPolicy::Terms),
            "interface" => Some(PasswordPolicy::Interface),
            _ => None,
        }
    }
}

pub fn password(value: &str, policy: PasswordPolicy) -> Rule {
    if value.is_empty() {
        return Err(RuleError::Required);
    }
    let len = value.chars().count();
    match policy {
        PasswordPolicy::Interface => {
            if len < INTERFACE_PASSWORD_MIN as usize {
                return Err(RuleError::PasswordTooShort {
                    min: INTERFACE_PASSWORD_MIN,
                });
            }
        }
        PasswordPolicy::Terms => {
            let strong = len >= TERMS_PASSWORD_MIN as usize
                && value.chars().any(char::is_uppercase)
                && value.chars().any(char::is_lowercase)
                && value.chars().any(|c| c.is_ascii_digit())
                && value
                    .chars()
                    .any(|c| !c.is_alphanumeric() && !c.is_whitespace());
            if !strong {
                return Err(RuleError::PasswordWeak {
                    min: TERMS_PASSWORD_MIN,
                });
            }
        }
    }
    Ok(())
}

/// Card number: 12 to 19 digits (spaces and dashes allowed between them) passing the Luhn check.
pub fn card_number(value: &str) -> Rule {
    required(value)?;
    let digits: Vec<u32> = value
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_digit(10).ok_or(RuleError::CardInvalid))
        .collect::<Result<_, _>>()?;
    if !(12..=19).contains(&digits.len()) || !luhn(&digits) {
        return Err(RuleError::CardInvalid);
    }
    Ok(())
}

fn luhn(digits: &[u32]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            if i % 2 == 1 {
                let x = d * 2;
                if x > 9 { x - 9 } else { x }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// Card verification value: 3 or 4 digits.
pub fn cvv(value: &str) -> Rule {
    required(value)?;
    let v = value.trim();
    if !(3..=4).contains(&v.len()) || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(RuleError::CardInvalid);
    }
    Ok(())
}

/// Expiry month and year (2 or 4 digits); a card is valid through the last day of its month.
pub fn card_expiry(month: &str, year: &str, today: NaiveDate) -> Rule {
    required(month)?;
    required(year)?;
    let month: u32 = month
        .trim()
        .parse()
        .ok()
        .filter(|m| (1..=12).contains(m))
        .ok_or(RuleError::CardInvalid)?;
    let y = year.trim();
    let year: i32 = match (y.len(), y.parse::<i32>()) {
        (2, Ok(v)) => 2000 + v,
        (4, Ok(v)) => v,
        _ => return Err(RuleError::CardInvalid),
    };
    if (year, month) < (today.year(), today.month()) {
        return Err(RuleError::CardExpired);
    }
    Ok(())
}

/// An IBAN (country format and check digits), spaces allowed.
pub fn iban(value: &str) -> Rule {
    required(value)?;
    value
        .trim()
        .parse::<iban::Iban>()
        .map(|_| ())
        .map_err(|_| RuleError::IbanInvalid)
}

/// The bank form's "IBAN/account number": an IBAN when it starts with a country code, otherwise a
/// domestic account number of 6 to 34 digits.
pub fn bank_account(value: &str) -> Rule {
    required(value)?;
    let compact: String = value.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.chars().take(2).all(|c| c.is_ascii_alphabetic()) {
        return iban(&compact).map_err(|_| RuleError::BankAccountInvalid);
    }
    let digits_ok = compact.chars().all(|c| c.is_ascii_digit() || c == '-');
    let n = compact.chars().filter(char::is_ascii_digit).count();
    if !digits_ok || !(6..=34).contains(&n) {
        return Err(RuleError::BankAccountInvalid);
    }
    Ok(())
}

/// SWIFT/BIC: 4-letter bank code, 2-letter country, 2 alphanumeric location, optional 3 branch.
pub fn bic(value: &str) -> Rule {
    required(value)?;
    let v = value.trim().to_ascii_uppercase();
    let b = v.as_bytes();
    let ok = (b.len() == 8 || b.len() == 11)
        && b[..6].iter().all(u8::is_ascii_uppercase)
        && b[6..].iter().all(u8::is_ascii_alphanumeric);
    if ok {
        Ok(())
    } else {
        Err(RuleError::BicInvalid)
    }
}

/// Full years between `birth` and `today`.
pub fn age_on(birth: NaiveDate, today: NaiveDate) -> Option<u32> {
    today.years_since(birth)
}

/// Date of birth (ISO `YYYY-MM-DD`): a real date, not in the future, at least 18 years before `today`.
pub fn birth_date(value: &str, today: NaiveDate) -> Result<NaiveDate, RuleError> {
    required(value)?;
    let birth = parse_iso_date(value).ok_or(RuleError::DateInvalid)?;
    match age_on(birth, today) {
        None => Err(RuleError::DateInvalid),
        Some(age) if age > 130 => Err(RuleError::DateInvalid),
        Some(age) if age < MIN_AGE => Err(RuleError::Underage { min_age: MIN_AGE }),
        Some(_) => Ok(birth),
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn plain_text_refuses_control_direction_and_invisible_characters() {
        assert_eq!(plain_text(" Léa ", NAME_MAX), Ok(()));
        assert_eq!(plain_text("O'Brien-Smith", NAME_MAX), Ok(()));
        assert_eq!(plain_text("", NAME_MAX), Err(RuleError::Required));
        assert_eq!(
            plain_text(&"a".repeat(51), NAME_MAX),
            Err(RuleError::TextLength { min: 1, max: 50 })
        );
        assert_eq!(plain_text(&"é".repeat(50), NAME_MAX), Ok(()));
        for bad in [
            "Lé\u{0}a",
            "Léa\u{7}",
            "a\nb",
            "\u{202E}aéL",
            "Léa\u{2066}x",
            "\u{200B}\u{200B}",
            "\u{3164}",
            "\u{FEFF}\u{2060}",
        ] {
            assert_eq!(
                plain_text(bad, NAME_MAX),
                Err(RuleError::TextInvalid),
                "{bad:?}"
            );
        }
        // A zero-width joiner inside a visible name is how some scripts write: kept.
        assert_eq!(plain_text("क्\u{200D}ष", NAME_MAX), Ok(()));
    }

    use super::*;
    use proptest::prelude::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }
    fn day(y: i32, m: u32, dd: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, dd).unwrap()
    }

    #[test]
    fn required_rejects_blank() {
        assert_eq!(required(""), Err(RuleError::Required));
        assert_eq!(required(" \t"), Err(RuleError::Required));
        assert_eq!(required("x"), Ok(()));
    }

    #[test]
    fn email_format() {
        assert_eq!(email("player@example.com"), Ok(()));
        assert_eq!(email(" first.last+tag@mail.example.fr "), Ok(()));
        assert_eq!(email(""), Err(RuleError::Required));
        for bad in [
            "player",
            "player@",
            "@example.com",
            "player@example",
            "pl ayer@example.com",
            "player@@example.com",
            "player@example..com",
            "Name <player@example.com>",
        ] {
            assert_eq!(email(bad), Err(RuleError::EmailInvalid), "{bad}");
        }
    }

    #[test]
    fn phone_format_and_length() {
        assert_eq!(mobile_phone("+33 6 12 34 56 78"), Ok(()));
        assert_eq!(mobile_phone("0612345"), Ok(()));
        assert_eq!(mobile_phone("(555) 123-4567"), Ok(()));
        assert_eq!(
            mobile_phone("123456"),
            Err(RuleError::PhoneTooShort { min: 7 })
        );
        assert_eq!(
            mobile_phone("+1 23"),
            Err(RuleError::PhoneTooShort { min: 7 })
        );
        assert_eq!(mobile_phone("06 12 ab 34"), Err(RuleError::PhoneInvalid));
        assert_eq!(mobile_phone("++33612345678"), Err(RuleError::PhoneInvalid));
        assert_eq!(
            mobile_phone("1234567890123456"),
            Err(RuleError::PhoneInvalid)
        );
        assert_eq!(mobile_phone(""), Err(RuleError::Required));
        assert_eq!(normalise_phone("+33 (6) 12-34.56"), "+336123456");
    }

    #[test]
    fn amount_bounds() {
        let (min, max) = (d("10"), d("5000"));
        assert_eq!(amount("10", min, max), Ok(d("10")));
        assert_eq!(amount("5000.00", min, max), Ok(d("5000")));
        assert_eq!(
            amount("9.99", min, max),
            Err(RuleError::AmountBelowMin { min })
        );
        assert_eq!(
            amount("5000.01", min, max),
            Err(RuleError::AmountAboveMax { max })
        );
        assert_eq!(amount("abc", min, max), Err(RuleError::NumberInvalid));
        assert_eq!(
            amount_between("1", min, max),
            Err(RuleError::AmountOutOfRange { min, max })
        );
        assert_eq!(amount_between("20", min, max), Ok(d("20")));
    }

    #[test]
    fn withdrawal_up_to_the_balance() {
        let balance = d("100.50");
        assert_eq!(withdrawal_amount("100.50", balance), Ok(balance));
        assert_eq!(
            withdrawal_amount("100.51", balance),
            Err(RuleError::AmountAboveBalance { balance })
        );
        assert_eq!(
            withdrawal_amount("0", balance),
            Err(RuleError::NumberInvalid)
        );
    }

    #[test]
    fn loyalty_multiples_of_1000() {
        assert_eq!(loyalty_points("1000"), Ok(1000));
        assert_eq!(loyalty_points("25000"), Ok(25000));
        let err = Err(RuleError::LoyaltyNotMultiple { step: 1000 });
        for bad in ["0", "999", "1500", "-1000", "1000.0", "+1000", "abc"] {
            assert_eq!(loyalty_points(bad), err, "{bad}");
        }
        assert_eq!(loyalty_points(""), Err(RuleError::Required));
    }

    #[test]
    fn passwords() {
        assert_eq!(confirm_password("abc", "abc"), Ok(()));
        assert_eq!(
            confirm_password("abc", "abd"),
            Err(RuleError::PasswordMismatch)
        );
        assert_eq!(confirm_password("abc", ""), Err(RuleError::Required));

        let i = PasswordPolicy::Interface;
        assert_eq!(password("abc", i), Ok(()));
        assert_eq!(
            password("ab", i),
            Err(RuleError::PasswordTooShort { min: 3 })
        );
        assert_eq!(password("", i), Err(RuleError::Required));

        let t = PasswordPolicy::Terms;
        assert_eq!(password("Secret#2026", t), Ok(()));
        let weak = Err(RuleError::PasswordWeak { min: 8 });
        for bad in [
            "Sh#1a",
            "secret#2026",
            "SECRET#2026",
            "Secret#abcd",
            "Secret2026",
        ] {
            assert_eq!(password(bad, t), weak, "{bad}");
        }
        assert_eq!(PasswordPolicy::default(), PasswordPolicy::Terms);
    }

    #[test]
    fn cards() {
        assert_eq!(card_number("4111 1111 1111 1111"), Ok(()));
        assert_eq!(card_number("5555-5555-5555-4444"), Ok(()));
        assert_eq!(
            card_number("4111 1111 1111 1112"),
            Err(RuleError::CardInvalid)
        );
        assert_eq!(
            card_number("4111x111111111111"),
            Err(RuleError::CardInvalid)
        );
        assert_eq!(card_number("42"), Err(RuleError::CardInvalid));
        assert_eq!(cvv("123"), Ok(()));
        assert_eq!(cvv("1234"), Ok(()));
        for bad in ["12", "12345", "12a"] {
            assert_eq!(cvv(bad), Err(RuleError::CardInvalid), "{bad}");
        }
        let today = day(2026, 11, 23);
        assert_eq!(card_expiry("11", "26", today), Ok(()));
        assert_eq!(card_expiry("1", "2031", today), Ok(()));
        assert_eq!(
            card_expiry("10", "2026", today),
            Err(RuleError::CardExpired)
        );
        assert_eq!(
            card_expiry("13", "2027", today),
            Err(RuleError::CardInvalid)
        );
        assert_eq!(card_expiry("12", "202", today), Err(RuleError::CardInvalid));
    }

    #[test]
    fn bank_details() {
        assert_eq!(iban("FR76 3000 6000 0112 3456 7890 189"), Ok(()));
        assert_eq!(iban("DE89370400440532013000"), Ok(()));
        assert_eq!(iban("DE89370400440532013001"), Err(RuleError::IbanInvalid));
        assert_eq!(bank_account("DE89 3704 0044 0532 0130 00"), Ok(()));
        assert_eq!(bank_account("123456789"), Ok(()));
        assert_eq!(bank_account("DE00"), Err(RuleError::BankAccountInvalid));
        assert_eq!(bank_account("12345"), Err(RuleError::BankAccountInvalid));
        assert_eq!(bic("BNPAFRPP"), Ok(()));
        assert_eq!(bic("deutdeff500"), Ok(()));
        for bad in ["BNPAFRP", "BNP1FRPP", "BNPAFRPP5", "BNPAFRPP-00"] {
            assert_eq!(bic(bad), Err(RuleError::BicInvalid), "{bad}");
        }
    }

    #[test]
    fn adults_only() {
        let today = day(2026, 11, 23);
        assert_eq!(birth_date("2008-11-23", today), Ok(day(2008, 11, 23)));
        assert_eq!(
            birth_date("2008-11-24", today),
            Err(RuleError::Underage { min_age: 18 })
        );
        assert_eq!(birth_date("2030-01-01", today), Err(RuleError::DateInvalid));
        assert_eq!(birth_date("1890-01-01", today), Err(RuleError::DateInvalid));
        assert_eq!(birth_date("2008-02-30", today), Err(RuleError::DateInvalid));
        assert_eq!(birth_date("", today), Err(RuleError::Required));
        // Born on 29 February: an adult on 1 March of the 18th year.
        assert_eq!(
            birth_date("2004-02-29", day(2022, 2, 28)),
            Err(RuleError::Underage { min_age: 18 })
        );
        assert!(birth_date("2004-02-29", day(2022, 3, 1)).is_ok());
    }

    fn luhn_digit(body: &[u32]) -> u32 {
        (0..10)
            .find(|c| {
                let mut all = body.to_vec();
                all.push(*c);
                luhn(&all)
            })
            .unwrap()
    }

    proptest! {
        #[test]
        fn luhn_catches_every_single_digit_change(
            body in proptest::collection::vec(0u32..10, 15),
            pos in 0usize..16,
            delta in 1u32..10,
        ) {
            let mut number = body.clone();
            number.push(luhn_digit(&body));
            let text: String = number.iter().map(|d| char::from_digit(*d, 10).unwrap()).collect();
            prop_assert_eq!(card_number(&text), Ok(()));
            number[pos] = (number[pos] + delta) % 10;
            let changed: String = number.iter().map(|d| char::from_digit(*d, 10).unwrap()).collect();
            prop_assert_eq!(card_number(&changed), Err(RuleError::CardInvalid));
        }

        #[test]
        fn phone_length_rule_counts_digits(n in 1usize..20) {
            let phone: String = "6".repeat(n);
            let expected = if n < 7 {
                Err(RuleError::PhoneTooShort { min: 7 })
            } else if n > 15 {
                Err(RuleError::PhoneInvalid)
            } else {
                Ok(())
            };
            prop_assert_eq!(mobile_phone(&phone), expected);
        }

        #[test]
        fn amount_rule_agrees_with_decimal_order(cents in 0i64..10_000_000, min in 0i64..100_000, span in 0i64..1_000_000) {
            let v = crate::money::from_cents(cents);
            let (lo, hi) = (crate::money::from_cents(min), crate::money::from_cents(min + span));
            let got = amount(&crate::money::to_json_string(v), lo, hi);
            if v < lo { prop_assert_eq!(got, Err(RuleError::AmountBelowMin { min: lo })); }
            else if v > hi { prop_assert_eq!(got, Err(RuleError::AmountAboveMax { max: hi })); }
            else { prop_assert_eq!(got, Ok(v)); }
        }

        #[test]
        fn loyalty_accepts_exactly_the_multiples(points in 0u64..10_000_000) {
            let got = loyalty_points(&points.to_string());
            if points > 0 && points % 1000 == 0 { prop_assert_eq!(got, Ok(points)); }
            else { prop_assert_eq!(got, Err(RuleError::LoyaltyNotMultiple { step: 1000 })); }
        }

        #[test]
        fn required_is_about_blankness(s in "\\PC{0,20}") {
            let expected = if s.trim().is_empty() { Err(RuleError::Required) } else { Ok(()) };
            prop_assert_eq!(required(&s), expected);
        }

        #[test]
        fn plain_addresses_are_emails_and_need_their_at(
            local in "[a-z0-9]{1,12}(\\.[a-z0-9]{1,8})?",
            domain in "[a-z0-9]{1,12}",
            tld in "[a-z]{2,6}",
        ) {
            prop_assert_eq!(email(&format!("{local}@{domain}.{tld}")), Ok(()));
            prop_assert_eq!(email(&format!("{local}{domain}.{tld}")), Err(RuleError::EmailInvalid));
            prop_assert_eq!(email(&format!("{local}@{domain}")), Err(RuleError::EmailInvalid));
        }

        #[test]
        fn cvv_is_three_or_four_digits(len in 1usize..8, d in 0u32..10) {
            let value: String = std::iter::repeat_n(char::from_digit(d, 10).unwrap(), len).collect();
            let expected = if (3..=4).contains(&len) { Ok(()) } else { Err(RuleError::CardInvalid) };
            prop_assert_eq!(cvv(&value), expected);
        }

        #[test]
        fn strong_passwords_pass_and_each_missing_class_fails(
            upper in "[A-Z]{1,4}", lower in "[a-z]{1,4}", digit in "[0-9]{1,4}", special in "[#!?%&*@$]{1,4}",
        ) {
            let pad = "aA1#".repeat(2);
            let strong = format!("{upper}{lower}{digit}{special}{pad}");
            prop_assert_eq!(password(&strong, PasswordPolicy::Terms), Ok(()));
            prop_assert_eq!(password(&strong, PasswordPolicy::Interface), Ok(()));
            let weak = Err(RuleError::PasswordWeak { min: 8 });
            let no_upper = format!("{}{lower}{digit}{special}", lower.repeat(3));
            let no_special = format!("{upper}{lower}{digit}{}", digit.repeat(3));
            prop_assert_eq!(password(&no_upper, PasswordPolicy::Terms), weak.clone());
            prop_assert_eq!(password(&no_special, PasswordPolicy::Terms), weak);
        }

        #[test]
        fn confirmation_must_equal_the_password(a in "\\PC{1,16}", b in "\\PC{1,16}") {
            prop_assert_eq!(confirm_password(&a, &a), Ok(()));
            let expected = if a == b { Ok(()) } else { Err(RuleError::PasswordMismatch) };
            prop_assert_eq!(confirm_password(&a, &b), expected);
        }

        #[test]
        fn iban_check_digits_catch_a_changed_digit(pos in 4usize..22, delta in 1u32..10) {
            let good = "DE89370400440532013000";
            prop_assert_eq!(iban(good), Ok(()));
            let mut chars: Vec<char> = good.chars().collect();
            chars[pos] = char::from_digit((chars[pos].to_digit(10).unwrap() + delta) % 10, 10).unwrap();
            let changed: String = chars.into_iter().collect();
            prop_assert_eq!(iban(&changed), Err(RuleError::IbanInvalid));
            prop_assert_eq!(bank_account(&changed), Err(RuleError::BankAccountInvalid));
        }

        #[test]
        fn domestic_account_numbers_are_6_to_34_digits(len in 1usize..40) {
            let value = "7".repeat(len);
            let expected = if (6..=34).contains(&len) { Ok(()) } else { Err(RuleError::BankAccountInvalid) };
            prop_assert_eq!(bank_account(&value), expected);
        }

        #[test]
        fn bic_shape(bank in "[A-Z]{4}", country in "[A-Z]{2}", loc in "[A-Z0-9]{2}", branch in "([A-Z0-9]{3})?", extra in "[A-Z0-9]{1,2}") {
            let code = format!("{bank}{country}{loc}{branch}");
            prop_assert_eq!(bic(&code), Ok(()));
            prop_assert_eq!(bic(&code.to_lowercase()), Ok(()));
            prop_assert_eq!(bic(&format!("{bank}{country}{loc}{extra}")), Err(RuleError::BicInvalid));
        }

        #[test]
        fn expiry_is_valid_through_its_month(months_ahead in -60i32..120) {
            let today = day(2026, 11, 23);
            let index = 2026 * 12 + 10 + months_ahead; // zero-based month index
            let (year, month) = (index / 12, index % 12 + 1);
            let expected = if months_ahead < 0 { Err(RuleError::CardExpired) } else { Ok(()) };
            prop_assert_eq!(card_expiry(&month.to_string(), &year.to_string(), today), expected.clone());
            prop_assert_eq!(card_expiry(&format!("{month:02}"), &format!("{:02}", year % 100), today), expected);
        }

        #[test]
        fn age_rule_is_monotonic(offset_days in 0i64..40_000) {
            let today = day(2026, 11, 23);
            let birth = today - chrono::Duration::days(offset_days);
            let got = birth_date(&crate::datetime::to_iso_date(birth), today);
            let adult_from = day(2008, 11, 23);
            if birth > adult_from { prop_assert_eq!(got, Err(RuleError::Underage { min_age: 18 })); }
            else if today.years_since(birth).unwrap() > 130 { prop_assert_eq!(got, Err(RuleError::DateInvalid)); }
            else { prop_assert_eq!(got, Ok(birth)); }
        }

        #[test]
        fn a_withdrawal_takes_at_most_the_balance_and_never_nothing(cents in 0i64..10_000_000, balance in 0i64..10_000_000) {
            let v = crate::money::from_cents(cents);
            let b = crate::money::from_cents(balance);
            let expected = if cents == 0 {
                Err(RuleError::NumberInvalid)
            } else if cents > balance {
                Err(RuleError::AmountAboveBalance { balance: b })
            } else {
                Ok(v)
            };
            prop_assert_eq!(withdrawal_amount(&crate::money::to_json_string(v), b), expected);
        }

        #[test]
        fn the_between_rule_has_one_message_for_both_sides(cents in 0i64..10_000_000, min in 0i64..100_000, span in 0i64..1_000_000) {
            let v = crate::money::from_cents(cents);
            let (lo, hi) = (crate::money::from_cents(min), crate::money::from_cents(min + span));
            let typed = crate::money::to_json_string(v);
            let expected = if v < lo || v > hi {
                Err(RuleError::AmountOutOfRange { min: lo, max: hi })
            } else {
                Ok(v)
            };
            prop_assert_eq!(amount_between(&typed, lo, hi), expected);
            // The same bounds as `amount`, only the message differs.
            prop_assert_eq!(amount_between(&typed, lo, hi).is_ok(), amount(&typed, lo, hi).is_ok());
            prop_assert_eq!(number(&typed), Ok(v));
        }

        #[test]
        fn a_stored_phone_number_keeps_its_digits_and_plus_only(value in "\\+?[0-9 ().-]{0,24}|\\PC{0,10}") {
            let stored = normalise_phone(&value);
            let digits: String = value.chars().filter(char::is_ascii_digit).collect();
            let plus = if value.trim().starts_with('+') { "+" } else { "" };
            prop_assert_eq!(&stored, &format!("{plus}{digits}"));
            // Storing a stored number changes nothing, and it is as valid as what was typed.
            prop_assert_eq!(normalise_phone(&stored), stored.clone());
            if mobile_phone(&value).is_ok() {
                prop_assert_eq!(mobile_phone(&stored), Ok(()));
            }
        }

        #[test]
        fn any_typed_card_is_judged_without_panicking(number in "\\PC{0,24}|[0-9 -]{0,24}", month in "\\PC{0,3}", year in "\\PC{0,5}") {
            let today = day(2026, 11, 23);
            prop_assert!(matches!(card_number(&number), Ok(()) | Err(RuleError::Required | RuleError::CardInvalid)));
            prop_assert!(matches!(
                card_expiry(&month, &year, today),
                Ok(()) | Err(RuleError::Required | RuleError::CardInvalid | RuleError::CardExpired)
            ));
            prop_assert!(matches!(bic(&number), Ok(()) | Err(RuleError::Required | RuleError::BicInvalid)));
            prop_assert!(matches!(
                bank_account(&number),
                Ok(()) | Err(RuleError::Required | RuleError::BankAccountInvalid)
            ));
        }
    }
}
