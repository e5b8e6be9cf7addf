//! The rulebook for the browser: thin wasm-bindgen exports over `casino-core`. Nothing here decides
//! anything: each export builds the `Check` it names and runs `casino_core::check::run`, the same
//! dispatcher the server and the native vector tests use.
//!
//! Inputs cross as plain strings and numbers (decoding a tagged `Check` object in WebAssembly
//! would double the module's size); the `Outcome` crosses as a plain object, typed by tsify.
//! Messages are not rendered here: the web app loads the same catalogue files as the server.

use std::str::FromStr;

use casino_core::check::{self, Check, Outcome};
use casino_core::validate::PasswordPolicy;
use rust_decimal::Decimal;
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn out(outcome: Outcome) -> JsValue {
    outcome
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

fn run(c: Check) -> JsValue {
    out(check::run(&c))
}

/// Bounds and balances come from the server as decimal strings; a malformed one is a bug of the
/// caller, reported as `invalid_request` rather than thrown.
fn with_decimals<const N: usize>(
    values: [&str; N],
    f: impl FnOnce([Decimal; N]) -> Check,
) -> JsValue {
    let mut parsed = [Decimal::ZERO; N];
    for (slot, v) in parsed.iter_mut().zip(values) {
        match Decimal::from_str(v) {
            Ok(d) => *slot = d,
            Err(_) => return invalid(),
        }
    }
    run(f(parsed))
}

fn invalid() -> JsValue {
    out(Outcome {
        ok: false,
        value: None,
        error: Some(casino_core::error::RuleFailure {
            code: "invalid_request".into(),
            params: Default::default(),
        }),
    })
}

macro_rules! value_rules {
    ($($name:ident => $variant:ident),* $(,)?) => {$(
        #[wasm_bindgen(unchecked_return_type = "Outcome")]
        pub fn $name(value: String) -> JsValue {
            run(Check::$variant { value })
        }
    )*};
}

value_rules! {
    required => Required,
    email => Email,
    mobile_phone => MobilePhone,
    number => Number,
    loyalty_points => LoyaltyPoints,
    card_number => CardNumber,
    cvv => Cvv,
    iban => Iban,
    bank_account => BankAccount,
    bic => Bic,
    format_amount => FormatAmount,
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn amount(value: String, min: &str, max: &str) -> JsValue {
    with_decimals([min, max], |[min, max]| Check::Amount { value, min, max })
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn amount_between(value: String, min: &str, max: &str) -> JsValue {
    with_decimals([min, max], |[min, max]| Check::AmountBetween {
        value,
        min,
        max,
    })
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn withdrawal_amount(value: String, balance: &str) -> JsValue {
    with_decimals([balance], |[balance]| Check::WithdrawalAmount {
        value,
        balance,
    })
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn confirm_password(password: String, confirmation: String) -> JsValue {
    run(Check::ConfirmPassword {
        password,
        confirmation,
    })
}

/// `policy`: `terms` (the default) or `interface`.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn password(value: String, policy: &str) -> JsValue {
    match PasswordPolicy::parse(policy) {
        Some(policy) => run(Check::Password { value, policy }),
        None => invalid(),
    }
}

/// `today`: `YYYY-MM-DD`.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn card_expiry(month: String, year: String, today: String) -> JsValue {
    run(Check::CardExpiry { month, year, today })
}

/// `value` and `today`: `YYYY-MM-DD`.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn birth_date(value: String, today: String) -> JsValue {
    run(Check::BirthDate { value, today })
}

/// A JS time value (`Date.getTime()`, a double) as whole milliseconds. `as` saturates and maps
/// NaN to 0, so an absurd value reaches the rule, which answers `date_invalid`.
fn millis(js_time: f64) -> i64 {
    if js_time.is_finite() {
        js_time as i64
    } else {
        i64::MAX
    }
}

/// `js_time`: Unix milliseconds (a JS `Date.getTime()`), formatted `YYYY.MM.DD hh:mm:ss` in UTC.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_datetime(js_time: f64) -> JsValue {
    run(Check::FormatDatetime {
        millis: millis(js_time),
    })
}

/// `js_time` as for `format_datetime`, formatted `YYYY.MM.DD`.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_date(js_time: f64) -> JsValue {
    run(Check::FormatDate {
        millis: millis(js_time),
    })
}
