//! Numbers as each language of the site writes them: CLDR's decimal and grouping separators, minus
//! sign, percent and currency patterns, byte for byte what `Intl.NumberFormat` renders in Chromium
//! and Node (the web's vitest compares the two for every locale). Exact decimals, no floats; the
//! last digit rounds half away from zero, and a value that rounds to zero has no sign.

use rust_decimal::{Decimal, RoundingStrategy};

use crate::locale::Locale;
use crate::money::Currency;

/// U+00A0, the no-break space CLDR puts between a number and its currency or percent sign.
const NBSP: &str = "\u{a0}";
/// U+202F, the narrow no-break space of French grouping.
const NNBSP: &str = "\u{202f}";
/// U+2212, the minus sign of Finnish, Swedish and Norwegian.
const MINUS: &str = "\u{2212}";

/// Where a sign (currency or percent) goes around the number.
#[derive(Clone, Copy)]
enum Place {
    /// Before, touching: `€1,500.00`, `%98,99`.
    Before,
    /// After, touching: `98.99%`.
    After,
    /// After a no-break space: `1 500,00 €`, `98,99 %`.
    AfterSpaced,
}

/// One locale's CLDR number symbols (the `latn` numbering system every site language uses).
struct Symbols {
    decimal: &'static str,
    group: &'static str,
    minus: &'static str,
    /// CLDR's minimumGroupingDigits: Italian writes `1500` but `10.000`.
    min_grouping: usize,
    /// Indian grouping: three digits, then twos (`12,34,567`).
    indian: bool,
    currency: Place,
    percent: Place,
}

fn symbols(locale: Locale) -> Symbols {
    use Place::*;
    let (decimal, group, minus, currency, percent) = match locale {
        Locale::Fr => (",", NNBSP, "-", AfterSpaced, AfterSpaced),
        Locale::En | Locale::Zh | Locale::Hi => (".", ",", "-", Before, After),
        Locale::Fi | Locale::Sv | Locale::Nb => (",", NBSP, MINUS, AfterSpaced, AfterSpaced),
        Locale::De => (",", ".", "-", AfterSpaced, AfterSpaced),
        Locale::It => (",", ".", "-", AfterSpaced, After),
        Locale::Ru => (",", NBSP, "-", AfterSpaced, AfterSpaced),
        Locale::Tr => (",", ".", "-", Before, Before),
    };
    Symbols {
        decimal,
        group,
        minus,
        min_grouping: if locale == Locale::It { 2 } else { 1 },
        indian: locale == Locale::Hi,
        currency,
        percent,
    }
}

/// The currency's sign in this language (CLDR's short symbol: `$US` in French, `USD` in Italian).
pub fn currency_symbol(currency: Currency, locale: Locale) -> &'static str {
    match (currency, locale) {
        (Currency::Eur, _) => "€",
        (Currency::Usd, Locale::Fr) => "$US",
        (Currency::Usd, Locale::Sv | Locale::Zh) => "US$",
        (Currency::Usd, Locale::It | Locale::Nb) => "USD",
        (Currency::Usd, _) => "$",
        (Currency::Inr, Locale::Fi | Locale::It | Locale::Sv | Locale::Nb) => "INR",
        (Currency::Inr, _) => "₹",
    }
}

/// The sign and the grouped digits of `value` with exactly `digits` decimals.
fn parts(value: Decimal, digits: u32, s: &Symbols) -> (bool, String) {
    let rounded = value.round_dp_with_strategy(digits, RoundingStrategy::MidpointAwayFromZero);
    let text = format!("{:.*}", digits as usize, rounded.abs());
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::with_capacity(text.len() + int.len());
    let grouped = int.len() >= 3 + s.min_grouping;
    for (i, ch) in int.chars().enumerate() {
        let left = int.len() - i;
        let boundary = if s.indian {
            left == 3 || (left > 3 && (left - 3) % 2 == 0)
        } else {
            left % 3 == 0
        };
        if i > 0 && grouped && boundary {
            out.push_str(s.group);
        }
        out.push(ch);
    }
    if !frac.is_empty() {
        out.push_str(s.decimal);
        out.push_str(frac);
    }
    (rounded.is_sign_negative() && !rounded.is_zero(), out)
}

fn place(negative: bool, number: &str, sign: &str, at: Place, s: &Symbols) -> String {
    let minus = if negative { s.minus } else { "" };
    match at {
        Place::Before => format!("{minus}{sign}{number}"),
        Place::After => format!("{minus}{number}{sign}"),
        Place::AfterSpaced => format!("{minus}{number}{NBSP}{sign}"),
    }
}

/// A plain number with exactly `digits` decimals: `1 234,50` in French, `12,34,567.89` in Hindi.
pub fn format_decimal(value: Decimal, digits: u32, locale: Locale) -> String {
    let s = symbols(locale);
    let (negative, number) = parts(value, digits, &s);
    if negative {
        format!("{}{number}", s.minus)
    } else {
        number
    }
}

/// An amount as a player types it into a field, to fill one: two decimals, the language's decimal
/// sign and no grouping (`1500,00` in French, `1500.00` in English), which `money::parse_amount`
/// reads back to the same amount.
pub fn format_typed(amount: Decimal, locale: Locale) -> String {
    let rounded = amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
    format!("{rounded:.2}").replacen('.', symbols(locale).decimal, 1)
}

/// A percentage given in percent (`98.99` → `98,99 %` in French, `%98,99` in Turkish).
pub fn format_percent(percent: Decimal, digits: u32, locale: Locale) -> String {
    let s = symbols(locale);
    let (negative, number) = parts(percent, digits, &s);
    place(negative, &number, "%", s.percent, &s)
}

/// An amount of money with two decimals and its currency's sign where the language puts it:
/// `1 500,00 €` in French, `€1,500.00` in English, `₹1,50,000.00` in Hindi.
pub fn format_currency(amount: Decimal, currency: Currency, locale: Locale) -> String {
    let s = symbols(locale);
    let (negative, number) = parts(amount, currency.minor_digits(), &s);
    place(
        negative,
        &number,
        currency_symbol(currency, locale),
        s.currency,
        &s,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    /// The tables below write every space as a plain one, for reading: between digits it is the
    /// locale's group (U+202F in French, U+00A0 elsewhere), before a sign U+00A0.
    fn spaced(text: &str, locale: Locale) -> String {
        let chars: Vec<char> = text.chars().collect();
        let group = if locale == Locale::Fr {
            '\u{202f}'
        } else {
            '\u{a0}'
        };
        let mut out = String::new();
        for (i, &c) in chars.iter().enumerate() {
            let between_digits = i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            out.push(match c {
                ' ' if between_digits => group,
                ' ' => '\u{a0}',
                c => c,
            });
        }
        out
    }

    #[test]
    fn a_typed_amount_reads_back_in_every_locale() {
        for locale in Locale::ALL {
            for amount in ["0", "1", "1.5", "1500", "1234567.89"] {
                let typed = format_typed(d(amount), locale);
                assert_eq!(
                    crate::money::parse_amount(&typed),
                    Ok(d(amount)),
                    "{} {typed}",
                    locale.tag()
                );
            }
        }
        assert_eq!(format_typed(d("1500"), Locale::Fr), "1500,00");
        assert_eq!(format_typed(d("1"), Locale::En), "1.00");
        assert_eq!(format_typed(d("2.5"), Locale::De), "2,50");
    }

    /// `Intl.NumberFormat(tag, {style: 'currency', currency})` in Node 20 (ICU 78, CLDR 48) for
    /// 1234567.89, -1500 and 0.
    #[test]
    fn money_in_every_locale_as_intl_writes_it() {
        use Currency::*;
        let cases: [(Locale, Currency, [&str; 3]); 33] = [
            (Locale::Fr, Eur, ["1 234 567,89 €", "-1 500,00 €", "0,00 €"]),
            (
                Locale::Fr,
                Usd,
                ["1 234 567,89 $US", "-1 500,00 $US", "0,00 $US"],
            ),
            (Locale::Fr, Inr, ["1 234 567,89 ₹", "-1 500,00 ₹", "0,00 ₹"]),
            (Locale::En, Eur, ["€1,234,567.89", "-€1,500.00", "€0.00"]),
            (Locale::En, Usd, ["$1,234,567.89", "-$1,500.00", "$0.00"]),
            (Locale::En, Inr, ["₹1,234,567.89", "-₹1,500.00", "₹0.00"]),
            (Locale::Fi, Eur, ["1 234 567,89 €", "−1 500,00 €", "0,00 €"]),
            (Locale::Fi, Usd, ["1 234 567,89 $", "−1 500,00 $", "0,00 $"]),
            (
                Locale::Fi,
                Inr,
                ["1 234 567,89 INR", "−1 500,00 INR", "0,00 INR"],
            ),
            (Locale::De, Eur, ["1.234.567,89 €", "-1.500,00 €", "0,00 €"]),
            (Locale::De, Usd, ["1.234.567,89 $", "-1.500,00 $", "0,00 $"]),
            (Locale::De, Inr, ["1.234.567,89 ₹", "-1.500,00 ₹", "0,00 ₹"]),
            (Locale::It, Eur, ["1.234.567,89 €", "-1500,00 €", "0,00 €"]),
            (
                Locale::It,
                Usd,
                ["1.234.567,89 USD", "-1500,00 USD", "0,00 USD"],
            ),
            (
                Locale::It,
                Inr,
                ["1.234.567,89 INR", "-1500,00 INR", "0,00 INR"],
            ),
            (Locale::Sv, Eur, ["1 234 567,89 €", "−1 500,00 €", "0,00 €"]),
            (
                Locale::Sv,
                Usd,
                ["1 234 567,89 US$", "−1 500,00 US$", "0,00 US$"],
            ),
            (
                Locale::Sv,
                Inr,
                ["1 234 567,89 INR", "−1 500,00 INR", "0,00 INR"],
            ),
            (Locale::Nb, Eur, ["1 234 567,89 €", "−1 500,00 €", "0,00 €"]),
            (
                Locale::Nb,
                Usd,
                ["1 234 567,89 USD", "−1 500,00 USD", "0,00 USD"],
            ),
            (
                Locale::Nb,
                Inr,
                ["1 234 567,89 INR", "−1 500,00 INR", "0,00 INR"],
            ),
            (Locale::Ru, Eur, ["1 234 567,89 €", "-1 500,00 €", "0,00 €"]),
            (Locale::Ru, Usd, ["1 234 567,89 $", "-1 500,00 $", "0,00 $"]),
            (Locale::Ru, Inr, ["1 234 567,89 ₹", "-1 500,00 ₹", "0,00 ₹"]),
            (Locale::Tr, Eur, ["€1.234.567,89", "-€1.500,00", "€0,00"]),
            (Locale::Tr, Usd, ["$1.234.567,89", "-$1.500,00", "$0,00"]),
            (Locale::Tr, Inr, ["₹1.234.567,89", "-₹1.500,00", "₹0,00"]),
            (Locale::Zh, Eur, ["€1,234,567.89", "-€1,500.00", "€0.00"]),
            (
                Locale::Zh,
                Usd,
                ["US$1,234,567.89", "-US$1,500.00", "US$0.00"],
            ),
            (Locale::Zh, Inr, ["₹1,234,567.89", "-₹1,500.00", "₹0.00"]),
            (Locale::Hi, Eur, ["€12,34,567.89", "-€1,500.00", "€0.00"]),
            (Locale::Hi, Usd, ["$12,34,567.89", "-$1,500.00", "$0.00"]),
            (Locale::Hi, Inr, ["₹12,34,567.89", "-₹1,500.00", "₹0.00"]),
        ];
        for (locale, currency, expected) in cases {
            let shown =
                ["1234567.89", "-1500", "0"].map(|a| format_currency(d(a), currency, locale));
            assert_eq!(
                shown,
                expected.map(|e| spaced(e, locale)),
                "{} {}",
                locale.tag(),
                currency.code()
            );
        }
    }

    #[test]
    fn the_spaces_and_minus_signs_are_the_cldr_characters() {
        assert_eq!(
            format_currency(d("-1500"), Currency::Eur, Locale::Fr),
            "-1\u{202f}500,00\u{a0}€"
        );
        assert_eq!(
            format_currency(d("-1500"), Currency::Eur, Locale::Sv),
            "\u{2212}1\u{a0}500,00\u{a0}€"
        );
        assert_eq!(format_percent(d("98.99"), 2, Locale::Fr), "98,99\u{a0}%");
    }

    #[test]
    fn italian_groups_from_five_digits_and_hindi_in_twos() {
        let it = |a: &str| format_decimal(d(a), 2, Locale::It);
        assert_eq!(
            [it("1000"), it("9999.99"), it("10000")],
            ["1000,00", "9999,99", "10.000,00"]
        );
        let hi = |a: &str| format_decimal(d(a), 2, Locale::Hi);
        assert_eq!(
            [hi("1000"), hi("100000"), hi("12345678.9")],
            ["1,000.00", "1,00,000.00", "1,23,45,678.90"]
        );
    }

    #[test]
    fn percentages_and_plain_decimals() {
        let pct = |l| format_percent(d("98.99"), 2, l);
        assert_eq!(
            Locale::ALL.map(pct),
            [
                "98,99 %", "98.99%", "98,99 %", "98,99 %", "98,99%", "98,99 %", "98,99 %",
                "98,99 %", "%98,99", "98.99%", "98.99%"
            ]
            .map(|e| spaced(e, Locale::En))
        );
        assert_eq!(format_percent(d("-5"), 2, Locale::Tr), "-%5,00");
        assert_eq!(
            format_percent(d("-5"), 2, Locale::Nb),
            "\u{2212}5,00\u{a0}%"
        );
        assert_eq!(format_decimal(d("1.0102"), 4, Locale::Fr), "1,0102");
        assert_eq!(format_decimal(d("1.0102"), 4, Locale::En), "1.0102");
        assert_eq!(format_decimal(d("7"), 0, Locale::De), "7");
    }

    #[test]
    fn rounds_half_away_from_zero_and_zero_has_no_sign() {
        let en = |a: &str| format_currency(d(a), Currency::Eur, Locale::En);
        assert_eq!(
            [en("0.005"), en("-0.005"), en("-0.004"), en("2.675")],
            ["€0.01", "-€0.01", "€0.00", "€2.68"]
        );
    }

    proptest! {
        #[test]
        fn stripped_of_its_symbols_the_text_reads_back_as_the_amount(
            cents in -1_000_000_000_000i64..1_000_000_000_000,
            locale in proptest::sample::select(Locale::ALL.to_vec()),
            currency in proptest::sample::select(Currency::ALL.to_vec()),
        ) {
            let amount = Decimal::new(cents, 2);
            let shown = format_currency(amount, currency, locale);
            let s = symbols(locale);
            let bare: String = shown
                .replace(currency_symbol(currency, locale), "")
                .replace(s.group, "")
                .replace(s.minus, "-")
                .replace(NBSP, "")
                .replace(s.decimal, ".");
            prop_assert_eq!(bare.parse::<Decimal>().unwrap(), amount);
        }
    }
}
