//! One serialisable entry point to every rule: the browser calls it through WebAssembly, the shared
//! test vectors call it natively and in WebAssembly, so both sides are proven to agree.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::Currency;
use crate::datetime::{format_date, format_datetime, parse_iso_date, to_iso_date};
use crate::error::{RuleError, RuleFailure};
use crate::locale::Locale;
use crate::money::{format_amount, format_money, parse_amount, to_json_string};
use crate::numbers::{format_decimal, format_percent, format_typed};
use crate::validate::{self, PasswordPolicy};

/// A rule and its inputs. Amounts and dates travel as strings (`"10.00"`, `"2026-11-23"`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "rule", rename_all = "snake_case", deny_unknown_fields)]
pub enum Check {
    Required {
        value: String,
    },
    /// A voucher code as typed: `validate::plain_text` up to `VOUCHER_MAX` characters.
    Voucher {
        value: String,
    },
    /// What an affiliate commission is for: `validate::plain_text` up to
    /// `payments::COMMISSION_NOTE_MAX` characters.
    CommissionNote {
        value: String,
    },
    Email {
        value: String,
    },
    MobilePhone {
        value: String,
    },
    Number {
        value: String,
    },
    /// A break's length: hours of a time-out (one of `TIME_OUT_HOURS`) or days of a
    /// self-exclusion (1 to `EXCLUSION_DAYS_MAX`); `kind` is `time_out` or `self_exclusion`.
    BreakLength {
        kind: String,
        value: String,
    },
    Amount {
        value: String,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        min: Decimal,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        max: Decimal,
        /// The currency (`EUR`) and language (`fr`) a refusal shows its bounds in.
        currency: String,
        locale: String,
    },
    AmountBetween {
        value: String,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        min: Decimal,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        max: Decimal,
        /// The currency (`EUR`) and language (`fr`) a refusal shows its bounds in.
        currency: String,
        locale: String,
    },
    WithdrawalAmount {
        value: String,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        balance: Decimal,
        currency: String,
        locale: String,
    },
    LoyaltyPoints {
        value: String,
    },
    ConfirmPassword {
        password: String,
        confirmation: String,
    },
    Password {
        value: String,
        #[serde(default)]
        policy: PasswordPolicy,
    },
    CardNumber {
        value: String,
    },
    Cvv {
        value: String,
    },
    CardExpiry {
        month: String,
        year: String,
        /// `YYYY-MM-DD`
        today: String,
    },
    Iban {
        value: String,
    },
    BankAccount {
        value: String,
    },
    Bic {
        value: String,
    },
    BitcoinAddress {
        value: String,
    },
    BirthDate {
        value: String,
        /// `YYYY-MM-DD`
        today: String,
    },
    /// Not a rule but the formatting every screen shows: `value` is a JSON amount string, shown
    /// with two decimals as `locale` (a language tag) writes numbers (`1 234,50` in French).
    FormatAmount {
        value: String,
        locale: String,
    },
    /// An amount with its currency, as `locale` writes money (`1 234,50 €`, `€1,234.50`).
    FormatMoney {
        value: String,
        currency: String,
        locale: String,
    },
    /// A JSON amount string as a player types it, to fill a field (`1500,00` in French).
    FormatTyped {
        value: String,
        locale: String,
    },
    /// A decimal string with exactly `digits` decimals (a multiplier's `1,0102`).
    FormatDecimal {
        value: String,
        digits: u32,
        locale: String,
    },
    /// A decimal string in percent with exactly `digits` decimals (`98,99 %`).
    FormatPercent {
        value: String,
        digits: u32,
        locale: String,
    },
    /// Formats an instant (Unix milliseconds) as `YYYY.MM.DD hh:mm:ss`.
    FormatDatetime {
        millis: i64,
    },
    FormatDate {
        millis: i64,
    },
}

/// The result of a check: `ok`, the normalised `value` where the rule produces one, or the failure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Outcome {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub value: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub error: Option<RuleFailure>,
}

impl Outcome {
    fn ok(value: Option<String>) -> Outcome {
        Outcome {
            ok: true,
            value,
            error: None,
        }
    }
    fn fail(e: RuleError) -> Outcome {
        Outcome {
            ok: false,
            value: None,
            error: Some(e.to_failure()),
        }
    }
}

/// The currency and language a check shows its amounts in; an unknown one is refused.
fn shown_in(currency: &str, locale: &str) -> Result<(Currency, Locale), RuleError> {
    Currency::parse(currency)
        .zip(Locale::parse(locale))
        .ok_or(RuleError::ChoiceInvalid)
}

/// An amount's check, its refusal written as `locale` writes money in `currency`.
fn amount_in(
    currency: &str,
    locale: &str,
    check: impl FnOnce() -> Result<Decimal, RuleError>,
) -> Outcome {
    match shown_in(currency, locale) {
        Ok((c, l)) => match check() {
            Ok(v) => Outcome::ok(Some(to_json_string(v))),
            Err(e) => Outcome {
                ok: false,
                value: None,
                error: Some(e.to_failure_in(l, c)),
            },
        },
        Err(e) => Outcome::fail(e),
    }
}

/// A number formatted for display once its language is known.
fn shown(locale: &str, value: &str, format: impl FnOnce(Decimal, Locale) -> String) -> Outcome {
    match Locale::parse(locale) {
        Some(l) => {
            signed_amount_any(value).map_or_else(Outcome::fail, |v| Outcome::ok(Some(format(v, l))))
        }
        None => Outcome::fail(RuleError::ChoiceInvalid),
    }
}

fn unit(r: Result<(), RuleError>) -> Outcome {
    r.map_or_else(Outcome::fail, |()| Outcome::ok(None))
}

fn amount(r: Result<Decimal, RuleError>) -> Outcome {
    r.map_or_else(Outcome::fail, |v| Outcome::ok(Some(to_json_string(v))))
}

/// The most decimals a displayed number has (a multiplier's four, with room to spare).
const MAX_DIGITS: u32 = 8;

/// A decimal string with any number of decimals, signed: a multiplier, a percentage.
fn signed_amount_any(value: &str) -> Result<Decimal, RuleError> {
    let v = value.trim();
    let digits = v.strip_prefix('-').unwrap_or(v);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || int.len() > 12 || frac.len() > 12 || !all_digits(int) || !all_digits(frac)
    {
        return Err(RuleError::NumberInvalid);
    }
    v.parse::<Decimal>().map_err(|_| RuleError::NumberInvalid)
}

/// A JSON amount string, negative ones included (the history shows debits).
fn signed_amount(value: &str) -> Result<Decimal, RuleError> {
    parse_amount(value.strip_prefix('-').unwrap_or(value))
        .map(|v| if value.starts_with('-') { -v } else { v })
}

fn day(s: &str) -> Result<NaiveDate, RuleError> {
    parse_iso_date(s).ok_or(RuleError::DateInvalid)
}

pub fn run(check: &Check) -> Outcome {
    match check {
        Check::Required { value } => unit(validate::required(value)),
        Check::Voucher { value } => unit(validate::plain_text(value, validate::VOUCHER_MAX)),
        Check::CommissionNote { value } => unit(validate::plain_text(
            value,
            crate::payments::COMMISSION_NOTE_MAX,
        )),
        Check::Email { value } => unit(validate::email(value)),
        Check::MobilePhone { value } => validate::mobile_phone(value)
            .map_or_else(Outcome::fail, |()| {
                Outcome::ok(Some(validate::normalise_phone(value)))
            }),
        Check::Number { value } => amount(validate::number(value)),
        Check::BreakLength { kind, value } => unit(
            crate::responsible::Break::parse(kind)
                .ok_or(RuleError::ChoiceInvalid)
                .and_then(|k| crate::responsible::break_end(k, value, 0).map(|_| ())),
        ),
        Check::Amount {
            value,
            min,
            max,
            currency,
            locale,
        } => amount_in(currency, locale, || validate::amount(value, *min, *max)),
        Check::AmountBetween {
            value,
            min,
            max,
            currency,
            locale,
        } => amount_in(currency, locale, || {
            validate::amount_between(value, *min, *max)
        }),
        Check::WithdrawalAmount {
            value,
            balance,
            currency,
            locale,
        } => amount_in(currency, locale, || {
            validate::withdrawal_amount(value, *balance)
        }),
        Check::LoyaltyPoints { value } => validate::loyalty_points(value)
            .map_or_else(Outcome::fail, |p| Outcome::ok(Some(p.to_string()))),
        Check::ConfirmPassword {
            password,
            confirmation,
        } => unit(validate::confirm_password(password, confirmation)),
        Check::Password { value, policy } => unit(validate::password(value, *policy)),
        Check::CardNumber { value } => unit(validate::card_number(value)),
        Check::Cvv { value } => unit(validate::cvv(value)),
        Check::CardExpiry { month, year, today } => {
            unit(day(today).and_then(|t| validate::card_expiry(month, year, t)))
        }
        Check::Iban { value } => unit(validate::iban(value)),
        Check::BankAccount { value } => unit(validate::bank_account(value)),
        Check::Bic { value } => unit(validate::bic(value)),
        Check::BitcoinAddress { value } => unit(crate::payments::bitcoin_address(value)),
        Check::BirthDate { value, today } => day(today)
            .and_then(|t| validate::birth_date(value, t))
            .map_or_else(Outcome::fail, |b| Outcome::ok(Some(to_iso_date(b)))),
        Check::FormatAmount { value, locale } => match Locale::parse(locale) {
            Some(l) => signed_amount(value)
                .map_or_else(Outcome::fail, |v| Outcome::ok(Some(format_amount(v, l)))),
            None => Outcome::fail(RuleError::ChoiceInvalid),
        },
        Check::FormatMoney {
            value,
            currency,
            locale,
        } => match shown_in(currency, locale) {
            Ok((c, l)) => signed_amount(value)
                .map_or_else(Outcome::fail, |v| Outcome::ok(Some(format_money(v, c, l)))),
            Err(e) => Outcome::fail(e),
        },
        Check::FormatTyped { value, locale } => match Locale::parse(locale) {
            Some(l) => signed_amount(value)
                .map_or_else(Outcome::fail, |v| Outcome::ok(Some(format_typed(v, l)))),
            None => Outcome::fail(RuleError::ChoiceInvalid),
        },
        Check::FormatDecimal {
            value,
            digits,
            locale,
        } => shown(locale, value, |v, l| {
            format_decimal(v, *digits.min(&MAX_DIGITS), l)
        }),
        Check::FormatPercent {
            value,
            digits,
            locale,
        } => shown(locale, value, |v, l| {
            format_percent(v, *digits.min(&MAX_DIGITS), l)
        }),
        Check::FormatDatetime { millis } => format_datetime(*millis).map_or_else(
            || Outcome::fail(RuleError::DateInvalid),
            |s| Outcome::ok(Some(s)),
        ),
        Check::FormatDate { millis } => format_date(*millis).map_or_else(
            || Outcome::fail(RuleError::DateInvalid),
            |s| Outcome::ok(Some(s)),
        ),
    }
}

/// A shared test vector: a check and the outcome both builds must produce.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vector {
    pub name: String,
    pub check: Check,
    pub expect: Outcome,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn typed(cents: i64) -> String {
        to_json_string(crate::money::from_cents(cents))
    }

    fn any_check() -> impl Strategy<Value = Check> {
        let text = || "\\PC{0,16}|[0-9.,+ -]{0,16}";
        let amount = || (0i64..100_000_000).prop_map(crate::money::from_cents);
        let date = || {
            (0i64..50_000).prop_map(|d| {
                to_iso_date(
                    NaiveDate::from_ymd_opt(1950, 1, 1).unwrap() + chrono::Duration::days(d),
                )
            })
        };
        // A currency and a language, known ones mostly, in any case, and unknown ones.
        let shown = || {
            (
                "EUR|USD|INR|usd|GBP|",
                "fr|en|fi|de|it|sv|nb|ru|tr|zh|hi|en-GB|se|in|xx|",
            )
                .prop_map(|(c, l)| (c.to_owned(), l.to_owned()))
        };
        prop_oneof![
            text().prop_map(|value| Check::Required { value }),
            text().prop_map(|value| Check::Voucher { value }),
            text().prop_map(|value| Check::CommissionNote { value }),
            text().prop_map(|value| Check::Email { value }),
            text().prop_map(|value| Check::MobilePhone { value }),
            text().prop_map(|value| Check::Number { value }),
            (text(), amount(), amount(), shown()).prop_map(
                |(value, min, max, (currency, locale))| {
                    Check::Amount {
                        value,
                        min,
                        max,
                        currency,
                        locale,
                    }
                }
            ),
            (text(), amount(), amount(), shown()).prop_map(
                |(value, min, max, (currency, locale))| {
                    Check::AmountBetween {
                        value,
                        min,
                        max,
                        currency,
                        locale,
                    }
                }
            ),
            (text(), amount(), shown()).prop_map(|(value, balance, (currency, locale))| {
                Check::WithdrawalAmount {
                    value,
                    balance,
                    currency,
                    locale,
                }
            }),
            text().prop_map(|value| Check::LoyaltyPoints { value }),
            (text(), text()).prop_map(|(password, confirmation)| Check::ConfirmPassword {
                password,
                confirmation
            }),
            (text(), any::<bool>()).prop_map(|(value, terms)| Check::Password {
                value,
                policy: if terms {
                    PasswordPolicy::Terms
                } else {
                    PasswordPolicy::Interface
                },
            }),
            text().prop_map(|value| Check::CardNumber { value }),
            text().prop_map(|value| Check::Cvv { value }),
            ("[0-9]{0,3}", "[0-9]{0,5}", prop_oneof![date(), text()])
                .prop_map(|(month, year, today)| Check::CardExpiry { month, year, today }),
            text().prop_map(|value| Check::Iban { value }),
            text().prop_map(|value| Check::BankAccount { value }),
            text().prop_map(|value| Check::Bic { value }),
            text().prop_map(|value| Check::BitcoinAddress { value }),
            (prop_oneof![date(), text()], prop_oneof![date(), text()])
                .prop_map(|(value, today)| Check::BirthDate { value, today }),
            (text(), shown())
                .prop_map(|(value, (_, locale))| Check::FormatAmount { value, locale }),
            (text(), shown()).prop_map(|(value, (_, locale))| Check::FormatTyped { value, locale }),
            (text(), shown()).prop_map(|(value, (currency, locale))| Check::FormatMoney {
                value,
                currency,
                locale
            }),
            (text(), 0u32..12, shown()).prop_map(|(value, digits, (_, locale))| {
                Check::FormatDecimal {
                    value,
                    digits,
                    locale,
                }
            }),
            (text(), 0u32..12, shown()).prop_map(|(value, digits, (_, locale))| {
                Check::FormatPercent {
                    value,
                    digits,
                    locale,
                }
            }),
            any::<i64>().prop_map(|millis| Check::FormatDatetime { millis }),
            any::<i64>().prop_map(|millis| Check::FormatDate { millis }),
        ]
    }

    proptest! {
        #[test]
        fn every_check_answers_a_value_or_a_failure_never_both(check in any_check()) {
            let out = run(&check);
            prop_assert_eq!(out.ok, out.error.is_none());
            if !out.ok {
                prop_assert!(out.value.is_none());
            }
            #[cfg(feature = "catalogue")]
            if let Some(e) = &out.error {
                prop_assert!(crate::i18n::has_message(&e.code), "{}", e.code);
            }
            // Both sides read the same check and the same outcome from the wire.
            let wire = serde_json::to_string(&check).unwrap();
            prop_assert_eq!(serde_json::from_str::<Check>(&wire).unwrap(), check);
            let wire = serde_json::to_string(&out).unwrap();
            prop_assert_eq!(serde_json::from_str::<Outcome>(&wire).unwrap(), out);
        }

        #[test]
        fn a_normalised_value_is_valid_and_normalises_to_itself(check in any_check()) {
            let out = run(&check);
            let Some(value) = out.value else { return Ok(()) };
            let again = match &check {
                Check::MobilePhone { .. } => Check::MobilePhone { value: value.clone() },
                Check::Number { .. } => Check::Number { value: value.clone() },
                Check::Amount { min, max, currency, locale, .. } => Check::Amount {
                    value: value.clone(), min: *min, max: *max, currency: currency.clone(), locale: locale.clone(),
                },
                Check::AmountBetween { min, max, currency, locale, .. } => Check::AmountBetween {
                    value: value.clone(), min: *min, max: *max, currency: currency.clone(), locale: locale.clone(),
                },
                Check::WithdrawalAmount { balance, currency, locale, .. } => Check::WithdrawalAmount {
                    value: value.clone(), balance: *balance, currency: currency.clone(), locale: locale.clone(),
                },
                Check::LoyaltyPoints { .. } => Check::LoyaltyPoints { value: value.clone() },
                Check::BirthDate { today, .. } => Check::BirthDate { value: value.clone(), today: today.clone() },
                // Display forms are not inputs.
                _ => return Ok(()),
            };
            prop_assert_eq!(run(&again), Outcome::ok(Some(value)));
        }

        #[test]
        fn signed_amounts_display_as_the_money_format(
            cents in -1_000_000_000_000i64..1_000_000_000_000,
            l in proptest::sample::select(Locale::ALL.to_vec()),
        ) {
            let value = if cents < 0 { format!("-{}", typed(-cents)) } else { typed(cents) };
            let locale = l.tag().to_owned();
            prop_assert_eq!(
                run(&Check::FormatAmount { value: value.clone(), locale: locale.clone() }),
                Outcome::ok(Some(format_amount(crate::money::from_cents(cents), l)))
            );
            prop_assert_eq!(
                run(&Check::FormatMoney { value: value.clone(), currency: "USD".into(), locale: locale.clone() }),
                Outcome::ok(Some(format_money(crate::money::from_cents(cents), Currency::Usd, l)))
            );
            prop_assert_eq!(
                run(&Check::FormatPercent { value, digits: 2, locale }),
                Outcome::ok(Some(format_percent(crate::money::from_cents(cents), 2, l)))
            );
        }

        #[test]
        fn a_refused_amount_shows_its_bounds_as_money(l in proptest::sample::select(Locale::ALL.to_vec())) {
            let out = run(&Check::Amount {
                value: "5".into(),
                min: Decimal::new(10, 0),
                max: Decimal::new(5000, 0),
                currency: "INR".into(),
                locale: l.tag().into(),
            });
            let min = out.error.unwrap().params["min"].clone();
            prop_assert_eq!(min, format_money(Decimal::new(10, 0), Currency::Inr, l));
        }

        #[test]
        fn instants_display_or_fail_as_dates(millis in any::<i64>()) {
            let out = run(&Check::FormatDatetime { millis });
            match format_datetime(millis) {
                Some(s) => prop_assert_eq!(out, Outcome::ok(Some(s))),
                None => prop_assert_eq!(out.error.map(|e| e.code), Some("date_invalid".to_owned())),
            }
        }
    }
}
