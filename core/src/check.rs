//! One serialisable entry point to every rule: the browser calls it through WebAssembly, the shared
//! test vectors call it natively and in WebAssembly, so both sides are proven to agree.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::Currency;
use crate::datetime::{format_date, format_datetime, parse_iso_date, to_iso_date};
use crate::error::{RuleError, RuleFailure};
use crate::money::{format_amount, format_money, parse_amount, to_json_string};
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
    },
    AmountBetween {
        value: String,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        min: Decimal,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        max: Decimal,
    },
    WithdrawalAmount {
        value: String,
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        balance: Decimal,
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
    /// Not a rule but the formatting every screen shows: `value` is a JSON amount string.
    FormatAmount {
        value: String,
    },
    /// An amount with its currency's symbol, as messages show it (`25.00€`, `$25.00`).
    FormatMoney {
        value: String,
        currency: String,
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

fn unit(r: Result<(), RuleError>) -> Outcome {
    r.map_or_else(Outcome::fail, |()| Outcome::ok(None))
}

fn amount(r: Result<Decimal, RuleError>) -> Outcome {
    r.map_or_else(Outcome::fail, |v| Outcome::ok(Some(to_json_string(v))))
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
        Check::Amount { value, min, max } => amount(validate::amount(value, *min, *max)),
        Check::AmountBetween { value, min, max } => {
            amount(validate::amount_between(value, *min, *max))
        }
        Check::WithdrawalAmount { value, balance } => {
            amount(validate::withdrawal_amount(value, *balance))
        }
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
        Check::FormatAmount { value } => {
            signed_amount(value).map_or_else(Outcome::fail, |v| Outcome::ok(Some(format_amount(v))))
        }
        Check::FormatMoney { value, currency } => match Currency::parse(currency) {
            Some(c) => signed_amount(value)
                .map_or_else(Outcome::fail, |v| Outcome::ok(Some(format_money(v, c)))),
            None => Outcome::fail(RuleError::ChoiceInvalid),
        },
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
        prop_oneof![
            text().prop_map(|value| Check::Required { value }),
            text().prop_map(|value| Check::Voucher { value }),
            text().prop_map(|value| Check::Email { value }),
            text().prop_map(|value| Check::MobilePhone { value }),
            text().prop_map(|value| Check::Number { value }),
            (text(), amount(), amount()).prop_map(|(value, min, max)| Check::Amount {
                value,
                min,
                max
            }),
            (text(), amount(), amount()).prop_map(|(value, min, max)| Check::AmountBetween {
                value,
                min,
                max
            }),
            (text(), amount())
                .prop_map(|(value, balance)| Check::WithdrawalAmount { value, balance }),
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
            text().prop_map(|value| Check::FormatAmount { value }),
            (text(), "EUR|USD|INR|usd|GBP|")
                .prop_map(|(value, currency)| Check::FormatMoney { value, currency }),
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
                Check::Amount { min, max, .. } => Check::Amount { value: value.clone(), min: *min, max: *max },
                Check::AmountBetween { min, max, .. } => {
                    Check::AmountBetween { value: value.clone(), min: *min, max: *max }
                }
                Check::WithdrawalAmount { balance, .. } => {
                    Check::WithdrawalAmount { value: value.clone(), balance: *balance }
                }
                Check::LoyaltyPoints { .. } => Check::LoyaltyPoints { value: value.clone() },
                Check::BirthDate { today, .. } => Check::BirthDate { value: value.clone(), today: today.clone() },
                // Display forms are not inputs.
                _ => return Ok(()),
            };
            prop_assert_eq!(run(&again), Outcome::ok(Some(value)));
        }

        #[test]
        fn signed_amounts_display_as_the_money_format(cents in -1_000_000_000_000i64..1_000_000_000_000) {
            let value = if cents < 0 { format!("-{}", typed(-cents)) } else { typed(cents) };
            prop_assert_eq!(
                run(&Check::FormatAmount { value: value.clone() }),
                Outcome::ok(Some(format_amount(crate::money::from_cents(cents))))
            );
            prop_assert_eq!(
                run(&Check::FormatMoney { value, currency: "USD".into() }),
                Outcome::ok(Some(format_money(crate::money::from_cents(cents), Currency::Usd)))
            );
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
