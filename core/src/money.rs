//! Money: exact decimal amounts with a currency, whole minor units (cents) for storage, strict
//! parsing of what a player types, and its display in each language (`numbers`).

use rust_decimal::{Decimal, RoundingStrategy};
use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::locale::Locale;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
#[cfg_attr(feature = "wire", derive(ts_rs::TS, utoipa::ToSchema))]
// Declared in the codes' alphabetical order: ordering by currency is ordering by code, as the
// database's ORDER BY does (reports, balances). `ALL` is the order the menus offer.
pub enum Currency {
    Eur,
    Inr,
    Usd,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::Eur, Currency::Usd, Currency::Inr];

    pub fn code(self) -> &'static str {
        match self {
            Currency::Eur => "EUR",
            Currency::Usd => "USD",
            Currency::Inr => "INR",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Eur => "€",
            Currency::Usd => "$",
            Currency::Inr => "₹",
        }
    }

    pub fn parse(code: &str) -> Option<Currency> {
        Currency::ALL
            .into_iter()
            .find(|c| c.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Every supported currency has two decimal places.
    pub const fn minor_digits(self) -> u32 {
        2
    }
}

/// An exact amount in one currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Money {
    pub amount: Decimal,
    pub currency: Currency,
}

/// Why an amount cannot be stored as whole minor units.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CentsError {
    #[error("the amount has more decimal places than the currency allows")]
    SubCent,
    #[error("the amount does not fit in 64-bit minor units")]
    Overflow,
}

impl Money {
    pub fn new(amount: Decimal, currency: Currency) -> Money {
        Money { amount, currency }
    }

    /// Whole minor units, refusing an amount that would lose a fraction of a cent.
    pub fn to_cents(self) -> Result<i64, CentsError> {
        to_cents(self.amount)
    }

    pub fn from_cents(cents: i64, currency: Currency) -> Money {
        Money::new(from_cents(cents), currency)
    }
}

/// Exact conversion to cents: an amount with a fraction of a cent is an error, never rounded away.
/// (Integer arithmetic on the mantissa: `Decimal` multiplication would cost the WebAssembly
/// module kilobytes.)
pub fn to_cents(amount: Decimal) -> Result<i64, CentsError> {
    let amount = amount.normalize();
    let scale = amount.scale();
    if scale > 2 {
        return Err(CentsError::SubCent);
    }
    let cents = amount
        .mantissa()
        .checked_mul(10i128.pow(2 - scale))
        .ok_or(CentsError::Overflow)?;
    i64::try_from(cents).map_err(|_| CentsError::Overflow)
}

pub fn from_cents(cents: i64) -> Decimal {
    Decimal::new(cents, 2)
}

/// The largest amount a player may type: far above every limit, small enough that cents fit in i64.
const MAX_TYPED_INTEGER_DIGITS: usize = 12;

/// Strict parsing of a typed amount: digits, then optionally `.` or `,` and one or two decimals.
/// Spaces around are ignored; signs, exponents, thousands separators and letters are refused.
pub fn parse_amount(input: &str) -> Result<Decimal, RuleError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(RuleError::Required);
    }
    let (int, frac) = match s.find(['.', ',']) {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, ""),
    };
    let digits_only = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    let has_separator = int.len() != s.len();
    if int.is_empty()
        || int.len() > MAX_TYPED_INTEGER_DIGITS
        || !digits_only(int)
        || !digits_only(frac)
        || frac.len() > 2
        || (has_separator && frac.is_empty())
    {
        return Err(RuleError::NumberInvalid);
    }
    let normalised = if frac.is_empty() {
        int.to_owned()
    } else {
        format!("{int}.{frac}")
    };
    normalised
        .parse::<Decimal>()
        .map_err(|_| RuleError::NumberInvalid)
}

/// An amount alone, two decimals, as `locale` writes numbers (`1 234,50` in French, `1,234.50` in
/// English); half-cents (which a ledger never holds) round half away from zero.
pub fn format_amount(amount: Decimal, locale: Locale) -> String {
    crate::numbers::format_decimal(amount, 2, locale)
}

/// A canonical amount for JSON: two decimals, no grouping (`"1234.50"`).
pub fn to_json_string(amount: Decimal) -> String {
    format!(
        "{:.2}",
        amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
    )
}

/// An amount with its currency, as `locale` writes money (CLDR, what `Intl.NumberFormat` shows):
/// `1 234,50 €` in French, `€1,234.50` in English, `₹2,250.00` in Hindi.
pub fn format_money(amount: Decimal, currency: Currency, locale: Locale) -> String {
    crate::numbers::format_currency(amount, currency, locale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_places_its_symbol() {
        let d = |s: &str| s.parse::<Decimal>().unwrap();
        assert_eq!(
            format_money(d("1234.5"), Currency::Eur, Locale::Fr),
            "1\u{202f}234,50\u{a0}€"
        );
        assert_eq!(
            format_money(d("1234.5"), Currency::Eur, Locale::En),
            "€1,234.50"
        );
        assert_eq!(format_money(d("25"), Currency::Usd, Locale::En), "$25.00");
        assert_eq!(
            format_money(d("2250"), Currency::Inr, Locale::Hi),
            "₹2,250.00"
        );
    }
    use proptest::prelude::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }

    #[test]
    fn formats_with_comma_thousands_and_two_decimals() {
        assert_eq!(format_amount(d("0"), Locale::En), "0.00");
        assert_eq!(format_amount(d("5"), Locale::En), "5.00");
        assert_eq!(format_amount(d("999.9"), Locale::En), "999.90");
        assert_eq!(format_amount(d("1000"), Locale::En), "1,000.00");
        assert_eq!(format_amount(d("1234.56"), Locale::En), "1,234.56");
        assert_eq!(format_amount(d("50000"), Locale::En), "50,000.00");
        assert_eq!(format_amount(d("1234567.891"), Locale::En), "1,234,567.89");
        assert_eq!(format_amount(d("-2500.5"), Locale::En), "-2,500.50");
        assert_eq!(format_amount(d("0.005"), Locale::En), "0.01");
        assert_eq!(format_amount(d("-0.001"), Locale::En), "0.00");
    }

    #[test]
    fn parses_typed_amounts_strictly() {
        assert_eq!(parse_amount("10"), Ok(d("10")));
        assert_eq!(parse_amount(" 10.5 "), Ok(d("10.5")));
        assert_eq!(parse_amount("10,50"), Ok(d("10.50")));
        assert_eq!(parse_amount("0.01"), Ok(d("0.01")));
        assert_eq!(parse_amount(""), Err(RuleError::Required));
        assert_eq!(parse_amount("   "), Err(RuleError::Required));
        for bad in [
            "-5",
            "+5",
            "1e3",
            "1,234.56",
            "10.",
            ".5",
            "10.123",
            "ten",
            "1 000",
            "NaN",
            "0x10",
            "9999999999999",
        ] {
            assert_eq!(parse_amount(bad), Err(RuleError::NumberInvalid), "{bad}");
        }
    }

    #[test]
    fn cents_are_exact() {
        assert_eq!(to_cents(d("12.34")), Ok(1234));
        assert_eq!(to_cents(d("12.3")), Ok(1230));
        assert_eq!(to_cents(d("-0.01")), Ok(-1));
        assert_eq!(to_cents(d("12.345")), Err(CentsError::SubCent));
        assert_eq!(to_cents(d("1e20")), Err(CentsError::Overflow));
        assert_eq!(from_cents(1234), d("12.34"));
        assert_eq!(
            Money::from_cents(250_000, Currency::Eur).amount,
            d("2500.00")
        );
    }

    #[test]
    fn currencies_parse_by_code() {
        assert_eq!(Currency::parse("eur"), Some(Currency::Eur));
        assert_eq!(Currency::parse("INR"), Some(Currency::Inr));
        assert_eq!(Currency::parse("GBP"), None);
        assert_eq!(Currency::Eur.symbol(), "€");
    }

    proptest! {
        #[test]
        fn cents_round_trip(cents in -9_000_000_000_000i64..9_000_000_000_000i64) {
            prop_assert_eq!(to_cents(from_cents(cents)), Ok(cents));
        }

        #[test]
        fn typed_amounts_round_trip(int in 0u64..1_000_000_000_000, frac in 0u32..100) {
            let typed = format!("{int}.{frac:02}");
            let parsed = parse_amount(&typed).unwrap();
            prop_assert_eq!(to_json_string(parsed), typed.clone());
            prop_assert_eq!(parse_amount(&typed.replace('.', ",")), Ok(parsed));
        }

        #[test]
        fn display_format_strips_back_to_the_amount(cents in 0i64..1_000_000_000_000) {
            let shown = format_amount(from_cents(cents), Locale::En);
            let (int, frac) = shown.split_once('.').unwrap();
            prop_assert_eq!(frac.len(), 2);
            // Groups of three between commas, the first group of one to three digits.
            let groups: Vec<&str> = int.split(',').collect();
            prop_assert!(!groups[0].is_empty() && groups[0].len() <= 3);
            prop_assert!(groups[1..].iter().all(|g| g.len() == 3));
            prop_assert_eq!(parse_amount(&shown.replace(',', "")), Ok(from_cents(cents)));
        }

        #[test]
        fn garbage_never_parses_as_an_amount(s in "[^0-9]{1,12}") {
            prop_assert!(parse_amount(&s).is_err());
        }

        #[test]
        fn whatever_parses_is_whole_cents_within_twelve_digits(s in "\\PC{0,16}|[0-9.,]{0,16}") {
            match parse_amount(&s) {
                Ok(v) => {
                    prop_assert!(!v.is_sign_negative());
                    let cents = to_cents(v).unwrap();
                    prop_assert!(cents < 100_000_000_000_000);
                    prop_assert_eq!(from_cents(cents), v);
                }
                Err(e) => prop_assert!(matches!(e, RuleError::Required | RuleError::NumberInvalid)),
            }
        }

        #[test]
        fn any_decimal_converts_to_cents_exactly_or_not_at_all(mantissa in any::<i64>(), scale in 0u32..10) {
            let v = Decimal::new(mantissa, scale);
            match to_cents(v) {
                Ok(cents) => prop_assert_eq!(from_cents(cents), v),
                Err(CentsError::SubCent) => prop_assert!(v.normalize().scale() > 2),
                Err(CentsError::Overflow) => prop_assert!(v.normalize().scale() <= 2),
            }
        }

        #[test]
        fn the_json_form_is_two_decimals_without_grouping(cents in -1_000_000_000_000i64..1_000_000_000_000) {
            let json = to_json_string(from_cents(cents));
            prop_assert_eq!(json.parse::<Decimal>().unwrap(), from_cents(cents));
            prop_assert_eq!(json.split_once('.').map(|(_, f)| f.len()), Some(2));
            prop_assert!(!json.contains(','));
        }
    }
}
