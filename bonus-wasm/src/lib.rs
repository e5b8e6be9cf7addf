//! The bonus math for the browser: the deposit preview ("deposit 50.00, get 50.00, wager
//! 1,500.00"), the bonuses tab's progress and the cash-out quote run casino-core's own bonus rules,
//! so a player sees exactly what the server will do.
//!
//! A module of its own, loaded only by the pages that show a bonus: its inputs are structured
//! (terms with their categories' contributions) and cross as JavaScript objects through
//! serde-wasm-bindgen, whose decoder the form rulebook's size budget has no room for, and the
//! game pages need none of it. Types are declared by tsify (`BonusCalc`, `BonusOutcome`, ...).

use casino_core::bonus::{Calc, Outcome, run};
use casino_core::error::RuleFailure;
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
