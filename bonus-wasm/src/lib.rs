//! The bonus math for the browser: the deposit preview ("deposit 50.00, get 50.00, wager
//! 1,500.00"), the bonuses tab's progress and the cash-out quote run casino-core's own bonus rules,
//! so a player sees exactly what the server will do.
//!
//! A module of its own, loaded only by the pages that show a bonus: its inputs are structured
//! (terms with their categories' contributions) and cross as JavaScript objects through
//! serde-wasm-bindgen, whose decoder the form rulebook's size budget has no room for, and the
//! game pages need none of it. Types are declared by tsify (`BonusCalc`, `BonusOutcome`, ...).

use casino_core::bonus::{self, BonusTerms, Calc, DepositPreview, Outcome, run};
use casino_core::error::RuleFailure;
use casino_core::{Currency, Locale};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A bonus rule (a `BonusCalc` object: `{rule: "award", terms: ..., deposit: 5000}`) run by
/// casino-core: its `BonusOutcome` (`{ok: true, value}`, or `{ok: false, error: {code, params}}`);
/// a value that is not a `BonusCalc` answers `invalid_request`.
#[wasm_bindgen(unchecked_return_type = "BonusOutcome")]
pub fn bonus_calc(#[wasm_bindgen(unchecked_param_type = "BonusCalc")] calc: JsValue) -> JsValue {
    let outcome = match serde_wasm_bindgen::from_value::<Calc>(calc) {
        Ok(calc) => run(&calc),
        Err(_) => Outcome {
            ok: false,
            value: None,
            error: Some(RuleFailure {
                code: "invalid_request".into(),
                params: Default::default(),
            }),
        },
    };
    outcome
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// The deposit form's bonus preview (`DepositPreview`, written as the language `lang` writes money
/// in `currency`) of a deposit of `amount` as typed under `terms` (a `BonusTerms` object), or the
/// rule's failure (`{code, params}`: not an amount, below the offer's minimum deposit).
#[wasm_bindgen(
    unchecked_return_type = "{ ok: true, value: DepositPreview } | { ok: false, error: RuleFailure }"
)]
pub fn deposit_preview(
    #[wasm_bindgen(unchecked_param_type = "BonusTerms")] terms: JsValue,
    amount: &str,
    currency: &str,
    lang: &str,
) -> JsValue {
    let answer = match (
        serde_wasm_bindgen::from_value::<BonusTerms>(terms),
        Currency::parse(currency),
        Locale::parse(lang),
    ) {
        (Ok(terms), Some(currency), Some(locale)) => {
            match bonus::deposit_preview(&terms, amount, currency, locale) {
                Ok(value) => Preview::Done { ok: true, value },
                Err(e) => Preview::Failed {
                    ok: false,
                    error: e.to_failure_in(locale, currency),
                },
            }
        }
        _ => Preview::Failed {
            ok: false,
            error: RuleFailure {
                code: "invalid_request".into(),
                params: Default::default(),
            },
        },
    };
    answer
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

#[derive(Serialize)]
#[serde(untagged)]
enum Preview {
    Done { ok: bool, value: DepositPreview },
    Failed { ok: bool, error: RuleFailure },
}

/// The account area's limits forms (amounts as typed, empty for none): every failing field as a
/// `RuleFailure`, by field name, its amounts written as the language `lang` writes money in
/// `currency`. They sit with the bonus math, the account area's other lazily loaded rules,
/// because the form rulebook has no room left in its size budget.
fn limits_out(
    kind: casino_core::responsible::LimitKind,
    typed: [&str; 3],
    currency: &str,
    lang: &str,
) -> JsValue {
    let Some((currency, locale)) = Currency::parse(currency).zip(Locale::parse(lang)) else {
        return JsValue::NULL;
    };
    let failures: std::collections::BTreeMap<&str, RuleFailure> =
        casino_core::responsible::limits_failures(kind, typed)
            .iter()
            .map(|(field, e)| (*field, e.to_failure_in(locale, currency)))
            .collect();
    failures
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// The deposit limits (`deposit_day`, `deposit_week`, `deposit_month`).
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn deposit_limits_failures(
    day: &str,
    week: &str,
    month: &str,
    currency: &str,
    lang: &str,
) -> JsValue {
    limits_out(
        casino_core::responsible::LimitKind::Deposit,
        [day, week, month],
        currency,
        lang,
    )
}

/// The loss limits (`loss_day`, `loss_week`, `loss_month`).
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn loss_limits_failures(
    day: &str,
    week: &str,
    month: &str,
    currency: &str,
    lang: &str,
) -> JsValue {
    limits_out(
        casino_core::responsible::LimitKind::Loss,
        [day, week, month],
        currency,
        lang,
    )
}

/// A failure as the browser reads it: a `RuleFailure`, or null when the rule holds.
fn failure_out(result: Result<(), casino_core::error::RuleError>) -> JsValue {
    match result {
        Ok(()) => JsValue::NULL,
        Err(e) => e
            .to_failure()
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .unwrap_or(JsValue::NULL),
    }
}

/// An identity document's file (its bytes) for the document `kind` (`identity_front`, ...):
/// format, size, colour and resolution, as the server will judge it; null when it is taken.
#[wasm_bindgen(unchecked_return_type = "RuleFailure | null")]
pub fn document_failure(kind: &str, bytes: &[u8]) -> JsValue {
    use casino_core::kyc::{DocumentKind, check_document};
    failure_out(match DocumentKind::parse(kind) {
        Some(kind) => check_document(kind, bytes).map(|_| ()),
        None => Err(casino_core::error::RuleError::ChoiceInvalid),
    })
}

/// The date typed for a document of `kind` (`YYYY-MM-DD`; a proof of address is dated within
/// the last 3 months), on the day `today` (`YYYY-MM-DD`); null when it is taken.
#[wasm_bindgen(unchecked_return_type = "RuleFailure | null")]
pub fn issued_on_failure(kind: &str, typed: &str, today: &str) -> JsValue {
    use casino_core::kyc::{DocumentKind, check_issued_on};
    let (kind, today) = (
        DocumentKind::parse(kind),
        casino_core::datetime::parse_iso_date(today),
    );
    failure_out(match (kind, today) {
        (Some(kind), Some(today)) => check_issued_on(kind, typed, today).map(|_| ()),
        _ => Err(casino_core::error::RuleError::ChoiceInvalid),
    })
}

/// A session time limit as chosen (`""` for none, else one of the minutes the server offers):
/// null when it is taken, else why not.
#[wasm_bindgen(unchecked_return_type = "RuleFailure | null")]
pub fn session_limit_failure(typed: &str) -> JsValue {
    failure_out(casino_core::responsible::session_limit_value(typed).map(|_| ()))
}

/// Whether a refund of a deposit completed at `deposited_at` may be asked for `reason`
/// (`mistake`, `third_party`) at `now` (Unix milliseconds), when it was `played_since` and the
/// deposit's `amount` and the real `balance` are as given (cents): null when it may, else the
/// refusal the server gives. The refund dialog runs it for the reason's window.
#[wasm_bindgen(unchecked_return_type = "RuleFailure | null")]
pub fn refund_failure(
    reason: &str,
    deposited_at: i64,
    now: i64,
    played_since: bool,
    amount: i64,
    balance: i64,
) -> JsValue {
    use casino_core::payments::{RefundFacts, RefundReason, refund_refusal};
    let facts = RefundFacts {
        deposited_at,
        played_since,
        amount,
        balance,
    };
    failure_out(match RefundReason::parse(reason) {
        Some(reason) => refund_refusal(reason, &facts, now).map_or(Ok(()), Err),
        None => Err(casino_core::error::RuleError::ChoiceInvalid),
    })
}
