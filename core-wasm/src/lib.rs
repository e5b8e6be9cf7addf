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
use wasm_bindgen::prelude::*;

/// Sets `key` of a plain object.
fn set(object: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), value);
}

/// An `Outcome` as a plain `{ ok, value?, error? }` object, built field by field: a serde
/// serializer costs the module kilobytes for these few shapes.
fn out(outcome: Outcome) -> JsValue {
    let object = js_sys::Object::new();
    set(&object, "ok", &JsValue::from_bool(outcome.ok));
    if let Some(value) = &outcome.value {
        set(&object, "value", &JsValue::from_str(value));
    }
    if let Some(error) = &outcome.error {
        set(&object, "error", &rule_failure_out(error));
    }
    object.into()
}

/// A rule failure as `{ code, params }` (parameters already formatted as text).
fn rule_failure_out(failure: &casino_core::error::RuleFailure) -> JsValue {
    let params = js_sys::Object::new();
    for (key, value) in &failure.params {
        set(&params, key, &JsValue::from_str(value));
    }
    let object = js_sys::Object::new();
    set(&object, "code", &JsValue::from_str(&failure.code));
    set(&object, "params", &params);
    object.into()
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
    voucher => Voucher,
    commission_note => CommissionNote,
    email => Email,
    mobile_phone => MobilePhone,
    number => Number,
    loyalty_points => LoyaltyPoints,
    card_number => CardNumber,
    cvv => Cvv,
    iban => Iban,
    bank_account => BankAccount,
    bic => Bic,
    bitcoin_address => BitcoinAddress,
}

/// A JSON amount string with two decimals as the language `lang` writes numbers (`1 234,50`).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_amount(value: String, lang: String) -> JsValue {
    run(Check::FormatAmount {
        value,
        locale: lang,
    })
}

/// A JSON amount string as a player of `lang` types it, to fill a field (`1500,00` in French).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_typed(value: String, lang: String) -> JsValue {
    run(Check::FormatTyped {
        value,
        locale: lang,
    })
}

/// A decimal string with exactly `digits` decimals as `lang` writes numbers (`1,0102`).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_decimal(value: String, digits: u32, lang: String) -> JsValue {
    run(Check::FormatDecimal {
        value,
        digits,
        locale: lang,
    })
}

/// A decimal string in percent with exactly `digits` decimals as `lang` writes it (`98,99 %`).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_percent(value: String, digits: u32, lang: String) -> JsValue {
    run(Check::FormatPercent {
        value,
        digits,
        locale: lang,
    })
}

/// A break's length for its kind (`time_out` hours, `self_exclusion` days).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn break_length(kind: String, value: String) -> JsValue {
    run(Check::BreakLength { kind, value })
}

/// The numbers the staff's forms offer and hold to, as casino-core states them: a break's
/// lengths, the highest FAQ number, and the pictures the content editor takes.
#[wasm_bindgen(typescript_custom_section)]
const FORM_LIMITS: &str = r#"
export interface FormLimits {
  time_out_hours: number[];
  exclusion_days_max: number;
  content_number_max: number;
  image_max_bytes: number;
  image_media_types: string[];
  commission_note_max: number;
}
"#;

#[wasm_bindgen(unchecked_return_type = "FormLimits")]
pub fn form_limits() -> JsValue {
    use casino_core::content::{IMAGE_FORMATS, IMAGE_MAX_BYTES, NUMBER_MAX};
    use casino_core::responsible::{EXCLUSION_DAYS_MAX, TIME_OUT_HOURS};
    let hours = js_sys::Array::new();
    for h in TIME_OUT_HOURS {
        hours.push(&JsValue::from(h));
    }
    let media = js_sys::Array::new();
    for (_, m) in IMAGE_FORMATS {
        media.push(&JsValue::from_str(m));
    }
    let object = js_sys::Object::new();
    set(&object, "time_out_hours", &hours);
    set(
        &object,
        "exclusion_days_max",
        &JsValue::from(EXCLUSION_DAYS_MAX),
    );
    set(&object, "content_number_max", &JsValue::from(NUMBER_MAX));
    set(
        &object,
        "image_max_bytes",
        &JsValue::from(IMAGE_MAX_BYTES as u32),
    );
    set(&object, "image_media_types", &media);
    set(
        &object,
        "commission_note_max",
        &JsValue::from(casino_core::payments::COMMISSION_NOTE_MAX),
    );
    object.into()
}

/// An amount with its currency as the language `lang` writes money (`1 234,50 €`, `€1,234.50`).
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn format_money(value: String, currency: String, lang: String) -> JsValue {
    run(Check::FormatMoney {
        value,
        currency,
        locale: lang,
    })
}

/// The amount typed against the bounds; a refusal writes them as `lang` writes money in
/// `currency`.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn amount(value: String, min: &str, max: &str, currency: String, lang: String) -> JsValue {
    with_decimals([min, max], |[min, max]| Check::Amount {
        value,
        min,
        max,
        currency,
        locale: lang,
    })
}

/// An affiliate commission's amount in `currency` (a supported code), within casino-core's bounds
/// for that currency.
#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn commission_amount(value: String, code: String, lang: String) -> JsValue {
    let Some(c) = currency(&code) else {
        return invalid();
    };
    let (min, max) = casino_core::payments::commission_limits(c);
    run(Check::Amount {
        value,
        min,
        max,
        currency: code,
        locale: lang,
    })
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn amount_between(
    value: String,
    min: &str,
    max: &str,
    currency: String,
    lang: String,
) -> JsValue {
    with_decimals([min, max], |[min, max]| Check::AmountBetween {
        value,
        min,
        max,
        currency,
        locale: lang,
    })
}

#[wasm_bindgen(unchecked_return_type = "Outcome")]
pub fn withdrawal_amount(value: String, balance: &str, currency: String, lang: String) -> JsValue {
    with_decimals([balance], |[balance]| Check::WithdrawalAmount {
        value,
        balance,
        currency,
        locale: lang,
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

/// Failing fields as a plain `{ field: { code, params } }` object (built directly: a serde map
/// serializer costs kilobytes of module for nothing).
fn failures_out(
    failures: std::collections::BTreeMap<&'static str, casino_core::RuleError>,
) -> JsValue {
    let object = js_sys::Object::new();
    for (field, e) in failures {
        set(&object, field, &failure_out(&e));
    }
    object.into()
}

/// One rule failure as `{ code, params }`.
fn failure_out(e: &casino_core::RuleError) -> JsValue {
    rule_failure_out(&e.to_failure())
}

fn failure_out_code(code: &str) -> JsValue {
    rule_failure_out(&casino_core::error::RuleFailure {
        code: code.into(),
        params: Default::default(),
    })
}

/// Reads the form's fields one by one: a serde decoder of the object would add about 25 kB to
/// the module. A missing or mistyped field reads as empty, which the rules then report.
fn registration_form(obj: &JsValue) -> casino_core::registration::RegistrationForm {
    let text = |key: &str| text_field(obj, key);
    let flag = |key: &str| {
        js_sys::Reflect::get(obj, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_bool())
            .unwrap_or(false)
    };
    casino_core::registration::RegistrationForm {
        username: text("username"),
        password: text("password"),
        confirm_password: text("confirm_password"),
        email: text("email"),
        mobile: text("mobile"),
        promo_code: text("promo_code"),
        gender: text("gender"),
        birth_date: text("birth_date"),
        first_name: text("first_name"),
        last_name: text("last_name"),
        address: text("address"),
        postal_code: text("postal_code"),
        city: text("city"),
        country: text("country"),
        language: text("language"),
        currency: text("currency"),
        newsletter: flag("newsletter"),
        accept_terms: flag("accept_terms"),
        confirm_currency: flag("confirm_currency"),
        referral: text("referral"),
    }
}

/// The whole sign-up form, exactly as `front/register_player` checks it: every failing field.
/// `today`: `YYYY-MM-DD`; `policy`: `terms` or `interface`.
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn registration_failures(
    #[wasm_bindgen(unchecked_param_type = "RegistrationForm")] form: JsValue,
    today: &str,
    policy: &str,
) -> JsValue {
    let (Some(today), Some(policy)) = (
        casino_core::datetime::parse_iso_date(today),
        PasswordPolicy::parse(policy),
    ) else {
        return invalid_form();
    };
    let form = registration_form(&form);
    failures_out(casino_core::registration::failures(&form, today, policy))
}

/// A new password and its confirmation (password reset and change): every failing field.
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn new_password_failures(password: &str, confirmation: &str, policy: &str) -> JsValue {
    match PasswordPolicy::parse(policy) {
        Some(policy) => failures_out(casino_core::registration::new_password(
            password,
            confirmation,
            policy,
        )),
        None => invalid_form(),
    }
}

/// A caller's bug (a malformed form, date or policy), reported in the shape of the answer.
fn invalid_form() -> JsValue {
    let failure = failure_out_code("invalid_request");
    let object = js_sys::Object::new();
    set(&object, "form", &failure);
    object.into()
}

fn text_field(obj: &JsValue, key: &str) -> String {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The card form of the deposit page: every failing field. `today`: `YYYY-MM-DD`.
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn card_failures(
    #[wasm_bindgen(unchecked_param_type = "CardForm")] form: JsValue,
    today: &str,
) -> JsValue {
    let Some(today) = casino_core::datetime::parse_iso_date(today) else {
        return invalid_form();
    };
    let form = casino_core::payments::CardForm {
        holder: text_field(&form, "holder"),
        number: text_field(&form, "number"),
        month: text_field(&form, "month"),
        year: text_field(&form, "year"),
        cvv: text_field(&form, "cvv"),
    };
    failures_out(casino_core::payments::card_failures(&form, today))
}

/// The bank withdrawal form: every failing field.
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn bank_failures(#[wasm_bindgen(unchecked_param_type = "BankForm")] form: JsValue) -> JsValue {
    let form = casino_core::payments::BankForm {
        account: text_field(&form, "account"),
        beneficiary: text_field(&form, "beneficiary"),
        bic: text_field(&form, "bic"),
        bank_name: text_field(&form, "bank_name"),
        zip_code: text_field(&form, "zip_code"),
        address: text_field(&form, "address"),
    };
    failures_out(casino_core::payments::bank_failures(&form))
}

/// The contact form: every failing field.
#[wasm_bindgen(unchecked_return_type = "Record<string, RuleFailure>")]
pub fn contact_failures(
    #[wasm_bindgen(
        unchecked_param_type = "{ name: string; email: string; subject: string; message: string }"
    )]
    form: JsValue,
) -> JsValue {
    let form = casino_core::support::ContactForm {
        name: text_field(&form, "name"),
        email: text_field(&form, "email"),
        subject: text_field(&form, "subject"),
        message: text_field(&form, "message"),
    };
    failures_out(casino_core::support::contact_failures(&form))
}

/// The actions support may take on an account whose status is the word `status` and whose
/// closure staff has announced (`closure_announced`) or not: casino-core's `state_actions`, the
/// rule `support/set_player_state` applies.
#[wasm_bindgen(unchecked_return_type = "(\"suspend\" | \"close\" | \"reopen\")[]")]
pub fn state_actions(status: String, closure_announced: bool) -> Vec<String> {
    use casino_core::support::{Standing, state_actions};
    state_actions(Standing::of_status(&status), closure_announced)
        .into_iter()
        .map(|a| a.word().to_owned())
        .collect()
}

#[wasm_bindgen(typescript_custom_section)]
const WITHDRAWAL_QUOTE: &str = r#"
/** What a withdrawal costs (decimal strings): casino-core's `WithdrawalQuote`. */
export interface WithdrawalQuote { amount: string; fee: string; payout: string; unwagered: string; policy: "refuse" | "fee"; }
"#;

/// The withdrawal of `value` under the facts the server sent (`WithdrawalContext`: amounts as
/// decimal strings): `{ quote }` with the fee and payout, or `{ error }` with the rule it breaks,
/// its amounts written as the language `lang` writes money.
#[wasm_bindgen(unchecked_return_type = "{ quote?: WithdrawalQuote, error?: RuleFailure }")]
pub fn withdrawal_quote(value: &str, facts: JsValue, lang: &str) -> JsValue {
    use casino_core::payments::{UnwageredPolicy, Verification, WithdrawalFacts};
    let cents = |key: &str| {
        casino_core::money::parse_amount(&text_field(&facts, key))
            .ok()
            .and_then(|d| casino_core::money::to_cents(d).ok())
    };
    let read = || {
        Some(WithdrawalFacts {
            currency: casino_core::Currency::parse(&text_field(&facts, "currency"))?,
            balance: cents("balance")?,
            deposited: cents("deposited")?,
            wagered: cents("wagered")?,
            withdrawn_this_month: cents("withdrawn_this_month")?,
            verification: Verification::parse(&text_field(&facts, "verification"))?,
            policy: UnwageredPolicy::parse(&text_field(&facts, "policy"))?,
            bonus_wagering_left: cents("bonus_wagering_left")?,
            limits_active: text_field(&facts, "limits_active") == "true",
        })
    };
    let object = js_sys::Object::new();
    let facts = read();
    let shown_in = facts.as_ref().map(|f| f.currency).zip(locale(lang));
    match facts.map(|f| casino_core::payments::withdrawal_quote(value, &f)) {
        Some(Ok(q)) => {
            // Built field by field: a serde serializer of the struct costs kilobytes.
            let quote = js_sys::Object::new();
            let amount = |c| {
                JsValue::from_str(&casino_core::money::to_json_string(
                    casino_core::money::from_cents(c),
                ))
            };
            set(&quote, "amount", &amount(q.amount));
            set(&quote, "fee", &amount(q.fee));
            set(&quote, "payout", &amount(q.payout));
            set(&quote, "unwagered", &amount(q.unwagered));
            set(&quote, "policy", &JsValue::from_str(q.policy.code()));
            set(&object, "quote", &quote);
        }
        Some(Err(e)) => match shown_in {
            Some((c, l)) => set(&object, "error", &rule_failure_out(&e.to_failure_in(l, c))),
            None => set(&object, "error", &failure_out_code("invalid_request")),
        },
        None => set(&object, "error", &failure_out_code("invalid_request")),
    }
    object.into()
}

/// The locale of a language code as the web app names it (`fr`, `hi`), and a currency of its
/// code (`EUR`): exact matches, leaner in the module than the forgiving `parse` functions.
fn locale(lang: &str) -> Option<casino_core::locale::Locale> {
    casino_core::locale::Locale::ALL
        .into_iter()
        .find(|l| l.tag() == lang)
}

fn currency(code: &str) -> Option<casino_core::money::Currency> {
    casino_core::money::Currency::ALL
        .into_iter()
        .find(|c| c.code() == code)
}

/// Supported currencies of a comma-separated list (`EUR,USD`), in its order (others dropped).
/// Lists and answers cross as plain strings: wasm-bindgen's glue for arrays costs kilobytes.
fn currencies(codes: &str) -> Vec<casino_core::money::Currency> {
    codes.split(',').filter_map(currency).collect()
}

/// A currency code, or undefined.
fn code_out(c: Option<casino_core::money::Currency>) -> JsValue {
    c.map_or(JsValue::UNDEFINED, |c| JsValue::from_str(c.code()))
}

/// The symbol of a supported currency as the language `lang` writes it (`€`, `$US` in French);
/// undefined for any other code or language.
#[wasm_bindgen(unchecked_return_type = "string | undefined")]
pub fn currency_symbol(code: &str, lang: &str) -> JsValue {
    currency(code)
        .zip(locale(lang))
        .map_or(JsValue::UNDEFINED, |(c, l)| {
            JsValue::from_str(casino_core::numbers::currency_symbol(c, l))
        })
}

/// The currency the sign-up form offers first in the language `lang`, among those the site
/// offers (`offered`: comma-separated codes); undefined when it offers none.
#[wasm_bindgen(unchecked_return_type = "string | undefined")]
pub fn sign_up_currency(lang: &str, offered: &str) -> JsValue {
    code_out(locale(lang).and_then(|l| l.sign_up_currency(&currencies(offered))))
}

/// The wallet a deposit starts in on the site of `lang`, among the player's (`held`:
/// comma-separated codes, the main one first); undefined when the player holds none.
#[wasm_bindgen(unchecked_return_type = "string | undefined")]
pub fn deposit_currency(lang: &str, held: &str) -> JsValue {
    let held = currencies(held);
    code_out(match locale(lang) {
        Some(l) => l.deposit_currency(&held),
        None => held.first().copied(),
    })
}

/// A player's identity verification levels, lowest first, comma-separated
/// (`none,verified,enhanced`).
#[wasm_bindgen(unchecked_return_type = "string")]
pub fn verification_levels() -> JsValue {
    let codes: Vec<_> = casino_core::payments::Verification::ALL
        .iter()
        .map(|v| v.code())
        .collect();
    JsValue::from_str(&codes.join(","))
}
