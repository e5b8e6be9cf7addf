//! Rule failures: typed, with a stable machine code and named parameters, never a sentence.
//! The code is the i18n key; `i18n` renders the localised message.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::money::{Currency, format_money, to_json_string};
use crate::responsible::Period;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("field_required")]
    Required,
    #[error("email_invalid")]
    EmailInvalid,
    #[error("phone_invalid")]
    PhoneInvalid,
    #[error("phone_too_short")]
    PhoneTooShort { min: u32 },
    #[error("number_invalid")]
    NumberInvalid,
    #[error("amount_below_min")]
    AmountBelowMin { min: Decimal },
    #[error("amount_above_max")]
    AmountAboveMax { max: Decimal },
    #[error("amount_out_of_range")]
    AmountOutOfRange { min: Decimal, max: Decimal },
    #[error("amount_above_balance")]
    AmountAboveBalance { balance: Decimal },
    #[error("loyalty_not_multiple")]
    LoyaltyNotMultiple { step: u32 },
    #[error("password_mismatch")]
    PasswordMismatch,
    #[error("password_too_short")]
    PasswordTooShort { min: u32 },
    #[error("password_weak")]
    PasswordWeak { min: u32 },
    #[error("card_invalid")]
    CardInvalid,
    #[error("card_expired")]
    CardExpired,
    #[error("iban_invalid")]
    IbanInvalid,
    #[error("bank_account_invalid")]
    BankAccountInvalid,
    #[error("bic_invalid")]
    BicInvalid,
    #[error("date_invalid")]
    DateInvalid,
    #[error("underage")]
    Underage { min_age: u32 },
    #[error("username invalid")]
    UsernameInvalid { min: u32, max: u32 },
    #[error("terms not accepted")]
    TermsNotAccepted,
    #[error("currency not confirmed")]
    CurrencyNotConfirmed,
    #[error("choice invalid")]
    ChoiceInvalid,
    #[error("withdrawal_monthly_limit")]
    WithdrawalMonthlyLimit { limit: Decimal },
    #[error("verification_required")]
    VerificationRequired,
    #[error("extra_verification_required")]
    ExtraVerificationRequired { threshold: Decimal },
    #[error("wager_not_met")]
    WagerNotMet,
    #[error("bitcoin_address_invalid")]
    BitcoinAddressInvalid,
    #[error("bet_above_balance")]
    BetAboveBalance,
    #[error("bonus_active")]
    BonusActive,
    #[error("bonus_min_deposit")]
    BonusMinDeposit { min: Decimal },
    #[error("bonus_max_bet")]
    BonusMaxBet { max: Decimal },
    #[error("cashout_more_bets")]
    CashoutMoreBets,
    #[error("loyalty_not_enough")]
    LoyaltyNotEnough,
    #[error("number_out_of_range")]
    NumberOutOfRange { min: u32, max: u32 },
    #[error("slug_invalid")]
    SlugInvalid { min: u32, max: u32 },
    #[error("bonus_amount_choice")]
    BonusAmountChoice,
    #[error("code_invalid")]
    CodeInvalid { min: u32, max: u32 },
    #[error("text_length")]
    TextLength { min: u32, max: u32 },
    #[error("text_invalid")]
    TextInvalid,
    #[error("link_invalid")]
    LinkInvalid,
    #[error("placeholder_missing")]
    PlaceholderMissing { placeholder: &'static str },
    #[error("country_invalid")]
    CountryInvalid,
    #[error("ip_range_invalid")]
    IpRangeInvalid,
    #[error("deposit_limit")]
    DepositLimitReached { period: Period, left: Decimal },
    #[error("loss_limit")]
    LossLimitReached { period: Period, left: Decimal },
    #[error("limit_below_shorter")]
    LimitBelowShorter { period: Period, min: Decimal },
    #[error("document_format")]
    DocumentFormat,
    #[error("document_too_large")]
    DocumentTooLarge { max_mb: u32 },
    #[error("documents_limit")]
    DocumentsLimit { max: u32 },
    #[error("document_greyscale")]
    DocumentGreyscale,
    #[error("document_resolution")]
    DocumentResolution { width: u32, height: u32 },
    #[error("document_too_old")]
    DocumentTooOld { months: u32 },
    #[error("refund_too_late")]
    RefundTooLate {
        reason: crate::payments::RefundReason,
    },
    #[error("refund_deposit_played")]
    RefundDepositPlayed,
    #[error("winnings_cap_reached")]
    WinningsCapReached {
        limit: Decimal,
        /// When real-money play reopens (Unix milliseconds).
        until: i64,
    },
    #[error("session_limit_reached")]
    SessionLimitReached { minutes: u32 },
    #[error("on_break")]
    OnBreak {
        kind: crate::responsible::Break,
        /// When the break ends (Unix milliseconds).
        until: i64,
    },
}

/// The failing checks of a form, by field name (a later check of the same field replaces an
/// earlier one). Built by insertion rather than collected: a collected map sorts its entries, and
/// each form's sort would be a copy of the sorting code in the WebAssembly rulebook.
pub fn by_field(
    checks: impl IntoIterator<Item = (&'static str, Result<(), RuleError>)>,
) -> BTreeMap<&'static str, RuleError> {
    let mut failures = BTreeMap::new();
    for (field, result) in checks {
        if let Err(e) = result {
            failures.insert(field, e);
        }
    }
    failures
}

/// The wire form of a rule failure: what the API error envelope and the WebAssembly facade carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RuleFailure {
    pub code: String,
    /// Parameters formatted for display (amounts as money in the page's language), or amounts in
    /// their JSON form where the language is not known yet (`RuleError::to_failure`).
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, string>"))]
    pub params: BTreeMap<String, String>,
}

impl RuleError {
    /// Stable machine code; also the i18n key of the message.
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::Required => "field_required",
            RuleError::EmailInvalid => "email_invalid",
            RuleError::PhoneInvalid => "phone_invalid",
            RuleError::PhoneTooShort { .. } => "phone_too_short",
            RuleError::NumberInvalid => "number_invalid",
            RuleError::AmountBelowMin { .. } => "amount_below_min",
            RuleError::AmountAboveMax { .. } => "amount_above_max",
            RuleError::AmountOutOfRange { .. } => "amount_out_of_range",
            RuleError::AmountAboveBalance { .. } => "amount_above_balance",
            RuleError::LoyaltyNotMultiple { .. } => "loyalty_not_multiple",
            RuleError::PasswordMismatch => "password_mismatch",
            RuleError::PasswordTooShort { .. } => "password_too_short",
            RuleError::PasswordWeak { .. } => "password_weak",
            RuleError::CardInvalid => "card_invalid",
            RuleError::CardExpired => "card_expired",
            RuleError::IbanInvalid => "iban_invalid",
            RuleError::BankAccountInvalid => "bank_account_invalid",
            RuleError::BicInvalid => "bic_invalid",
            RuleError::DateInvalid => "date_invalid",
            RuleError::Underage { .. } => "underage",
            RuleError::UsernameInvalid { .. } => "username_invalid",
            RuleError::TermsNotAccepted => "terms_not_accepted",
            RuleError::CurrencyNotConfirmed => "currency_not_confirmed",
            RuleError::ChoiceInvalid => "choice_invalid",
            RuleError::WithdrawalMonthlyLimit { .. } => "withdrawal_monthly_limit",
            RuleError::VerificationRequired => "verification_required",
            RuleError::ExtraVerificationRequired { .. } => "extra_verification_required",
            RuleError::WagerNotMet => "wager_not_met",
            RuleError::BitcoinAddressInvalid => "bitcoin_address_invalid",
            RuleError::BetAboveBalance => "bet_above_balance",
            RuleError::BonusActive => "bonus_active",
            RuleError::BonusMinDeposit { .. } => "bonus_min_deposit",
            RuleError::BonusMaxBet { .. } => "bonus_max_bet",
            RuleError::CashoutMoreBets => "cashout_more_bets",
            RuleError::LoyaltyNotEnough => "loyalty_not_enough",
            RuleError::NumberOutOfRange { .. } => "number_out_of_range",
            RuleError::SlugInvalid { .. } => "slug_invalid",
            RuleError::BonusAmountChoice => "bonus_amount_choice",
            RuleError::CodeInvalid { .. } => "code_invalid",
            RuleError::TextLength { .. } => "text_length",
            RuleError::TextInvalid => "text_invalid",
            RuleError::LinkInvalid => "link_invalid",
            RuleError::PlaceholderMissing { .. } => "placeholder_missing",
            RuleError::CountryInvalid => "country_invalid",
            RuleError::IpRangeInvalid => "ip_range_invalid",
            RuleError::DepositLimitReached { period, .. } => match period {
                Period::Day => "deposit_limit_day",
                Period::Week => "deposit_limit_week",
                Period::Month => "deposit_limit_month",
            },
            RuleError::LossLimitReached { period, .. } => match period {
                Period::Day => "loss_limit_day",
                Period::Week => "loss_limit_week",
                Period::Month => "loss_limit_month",
            },
            RuleError::LimitBelowShorter { .. } => "limit_below_shorter",
            RuleError::DocumentFormat => "document_format",
            RuleError::DocumentTooLarge { .. } => "document_too_large",
            RuleError::DocumentsLimit { .. } => "documents_limit",
            RuleError::DocumentGreyscale => "document_greyscale",
            RuleError::DocumentResolution { .. } => "document_resolution",
            RuleError::DocumentTooOld { .. } => "document_too_old",
            RuleError::SessionLimitReached { .. } => "session_limit_reached",
            RuleError::WinningsCapReached { .. } => "winnings_cap_reached",
            RuleError::RefundTooLate { reason } => match reason {
                crate::payments::RefundReason::Mistake => "refund_too_late",
                crate::payments::RefundReason::ThirdParty => "refund_too_late_third_party",
            },
            RuleError::RefundDepositPlayed => "refund_deposit_played",
            RuleError::OnBreak { kind, .. } => match kind {
                crate::responsible::Break::TimeOut => "time_out_active",
                crate::responsible::Break::SelfExclusion => "self_exclusion_active",
            },
        }
    }

    /// Named parameters with their amounts in the JSON form (`1234.50`), for a caller that learns
    /// the language and currency later (the server's envelope, through `AppError`).
    pub fn params(&self) -> BTreeMap<String, String> {
        self.params_with(&|d| to_json_string(*d))
    }

    /// Named parameters formatted for display in `locale`, every amount as money in `currency`
    /// (`5,00 €` in French, `€5.00` in English).
    pub fn params_in(&self, locale: Locale, currency: Currency) -> BTreeMap<String, String> {
        self.params_with(&|d| format_money(*d, currency, locale))
    }

    /// The names of the parameters that are amounts of money.
    pub fn amount_params(&self) -> Vec<&'static str> {
        match self {
            RuleError::AmountBelowMin { .. }
            | RuleError::BonusMinDeposit { .. }
            | RuleError::LimitBelowShorter { .. } => vec!["min"],
            RuleError::AmountAboveMax { .. } | RuleError::BonusMaxBet { .. } => vec!["max"],
            RuleError::AmountOutOfRange { .. } => vec!["min", "max"],
            RuleError::AmountAboveBalance { .. } => vec!["balance"],
            RuleError::DepositLimitReached { .. } | RuleError::LossLimitReached { .. } => {
                vec!["left"]
            }
            RuleError::WithdrawalMonthlyLimit { .. } | RuleError::WinningsCapReached { .. } => {
                vec!["limit"]
            }
            RuleError::ExtraVerificationRequired { .. } => vec!["threshold"],
            _ => vec![],
        }
    }

    fn params_with(&self, amount: &dyn Fn(&Decimal) -> String) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            RuleError::PhoneTooShort { min }
            | RuleError::PasswordTooShort { min }
            | RuleError::PasswordWeak { min } => vec![("min", min.to_string())],
            RuleError::AmountBelowMin { min } | RuleError::BonusMinDeposit { min } => {
                vec![("min", amount(min))]
            }
            RuleError::AmountAboveMax { max } | RuleError::BonusMaxBet { max } => {
                vec![("max", amount(max))]
            }
            RuleError::AmountOutOfRange { min, max } => {
                vec![("min", amount(min)), ("max", amount(max))]
            }
            RuleError::AmountAboveBalance { balance } => vec![("balance", amount(balance))],
            RuleError::DepositLimitReached { left, .. }
            | RuleError::LossLimitReached { left, .. } => {
                vec![("left", amount(left))]
            }
            RuleError::LimitBelowShorter { min, .. } => vec![("min", amount(min))],
            RuleError::OnBreak { until, .. } => vec![(
                "until",
                crate::datetime::format_datetime(*until).unwrap_or_default(),
            )],
            RuleError::WithdrawalMonthlyLimit { limit } => vec![("limit", amount(limit))],
            RuleError::WinningsCapReached { limit, until } => vec![
                ("limit", amount(limit)),
                (
                    "until",
                    crate::datetime::format_datetime(*until).unwrap_or_default(),
                ),
            ],
            RuleError::ExtraVerificationRequired { threshold } => {
                vec![("threshold", amount(threshold))]
            }
            RuleError::LoyaltyNotMultiple { step } => vec![("step", step.to_string())],
            RuleError::PlaceholderMissing { placeholder } => {
                vec![("placeholder", (*placeholder).to_owned())]
            }
            RuleError::DocumentTooLarge { max_mb } => vec![("max", max_mb.to_string())],
            RuleError::DocumentsLimit { max } => vec![("max", max.to_string())],
            RuleError::DocumentResolution { width, height } => {
                vec![("width", width.to_string()), ("height", height.to_string())]
            }
            RuleError::DocumentTooOld { months } => vec![("months", months.to_string())],
            RuleError::SessionLimitReached { minutes } => {
                vec![("minutes", minutes.to_string())]
            }
            RuleError::Underage { min_age } => vec![("min_age", min_age.to_string())],
            RuleError::UsernameInvalid { min, max }
            | RuleError::NumberOutOfRange { min, max }
            | RuleError::SlugInvalid { min, max }
            | RuleError::CodeInvalid { min, max }
            | RuleError::TextLength { min, max } => {
                vec![("min", min.to_string()), ("max", max.to_string())]
            }
            _ => vec![],
        };
        // Inserted one by one: collecting would sort the pairs, and every sort is code the
        // WebAssembly rulebook carries.
        let mut params = BTreeMap::new();
        for (k, v) in pairs {
            params.insert(k.to_owned(), v);
        }
        params
    }

    /// The wire form with amounts in their JSON form (see `params`).
    pub fn to_failure(&self) -> RuleFailure {
        RuleFailure {
            code: self.code().to_owned(),
            params: self.params(),
        }
    }

    /// The wire form as `locale` shows it, amounts as money in `currency`.
    pub fn to_failure_in(&self, locale: Locale, currency: Currency) -> RuleFailure {
        RuleFailure {
            code: self.code().to_owned(),
            params: self.params_in(locale, currency),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::payments::RefundReason;
    use crate::responsible::Break;
    use proptest::prelude::*;

    /// How many variants `rule_error` builds: one per variant of `RuleError`, and for the
    /// variants whose code depends on a field, one per code.
    pub(crate) const VARIANTS: usize = 71;

    /// Every rule failure, its parameters drawn from the numbers given.
    pub(crate) fn rule_error(which: usize, cents: i64, n: u32, m: u32, at: i64) -> RuleError {
        use RuleError::*;
        let amount = crate::money::from_cents(cents);
        let period = Period::ALL[(n % 3) as usize];
        match which {
            0 => Required,
            1 => EmailInvalid,
            2 => PhoneInvalid,
            3 => PhoneTooShort { min: n },
            4 => NumberInvalid,
            5 => AmountBelowMin { min: amount },
            6 => AmountAboveMax { max: amount },
            7 => AmountOutOfRange {
                min: amount,
                max: amount,
            },
            8 => AmountAboveBalance { balance: amount },
            9 => LoyaltyNotMultiple { step: n },
            10 => PasswordMismatch,
            11 => PasswordTooShort { min: n },
            12 => PasswordWeak { min: n },
            13 => CardInvalid,
            14 => CardExpired,
            15 => IbanInvalid,
            16 => BankAccountInvalid,
            17 => BicInvalid,
            18 => DateInvalid,
            19 => Underage { min_age: n },
            20 => UsernameInvalid { min: n, max: m },
            21 => TermsNotAccepted,
            22 => CurrencyNotConfirmed,
            23 => ChoiceInvalid,
            24 => WithdrawalMonthlyLimit { limit: amount },
            25 => VerificationRequired,
            26 => ExtraVerificationRequired { threshold: amount },
            27 => WagerNotMet,
            28 => BitcoinAddressInvalid,
            29 => BetAboveBalance,
            30 => BonusActive,
            31 => BonusMinDeposit { min: amount },
            32 => BonusMaxBet { max: amount },
            33 => CashoutMoreBets,
            34 => LoyaltyNotEnough,
            35 => NumberOutOfRange { min: n, max: m },
            36 => SlugInvalid { min: n, max: m },
            37 => BonusAmountChoice,
            38 => CodeInvalid { min: n, max: m },
            39 => TextLength { min: n, max: m },
            40 => LinkInvalid,
            41 => PlaceholderMissing {
                placeholder: crate::content::MAILS[(n as usize) % crate::content::MAILS.len()].1[0],
            },
            42 => CountryInvalid,
            43..=45 => DepositLimitReached {
                period: Period::ALL[which - 43],
                left: amount,
            },
            46..=48 => LossLimitReached {
                period: Period::ALL[which - 46],
                left: amount,
            },
            49 => LimitBelowShorter {
                period,
                min: amount,
            },
            50 => DocumentFormat,
            51 => DocumentTooLarge { max_mb: n },
            52 => DocumentGreyscale,
            53 => DocumentResolution {
                width: n,
                height: m,
            },
            54 => DocumentTooOld { months: n },
            55 => RefundTooLate {
                reason: RefundReason::Mistake,
            },
            56 => RefundTooLate {
                reason: RefundReason::ThirdParty,
            },
            57 => RefundDepositPlayed,
            58 => WinningsCapReached {
                limit: amount,
                until: at,
            },
            59 => SessionLimitReached { minutes: n },
            60 => OnBreak {
                kind: Break::TimeOut,
                until: at,
            },
            61 => OnBreak {
                kind: Break::SelfExclusion,
                until: at,
            },
            // Negative amounts and the largest ones.
            62 => AmountBelowMin { min: -amount },
            63 => AmountAboveBalance {
                balance: crate::money::from_cents(i64::MAX),
            },
            64 => DepositLimitReached {
                period,
                left: Decimal::ZERO,
            },
            65 => LoyaltyNotMultiple { step: u32::MAX },
            66 => WinningsCapReached {
                limit: amount,
                until: 0,
            },
            67 => TextInvalid,
            68 => DocumentsLimit { max: n },
            69 => IpRangeInvalid,
            _ => OnBreak {
                kind: Break::SelfExclusion,
                until: i64::MAX,
            },
        }
    }

    pub(crate) fn any_rule_error() -> impl Strategy<Value = RuleError> {
        (
            0..VARIANTS,
            -1_000_000_000_000i64..1_000_000_000_000,
            any::<u32>(),
            any::<u32>(),
            0i64..4_102_444_800_000,
        )
            .prop_map(|(which, cents, n, m, at)| rule_error(which, cents, n, m, at))
    }

    #[test]
    fn every_code_is_built() {
        // 65 codes: the variants, the limits' three periods each, and the two kinds of refund
        // and of break.
        let codes: std::collections::BTreeSet<&str> = (0..VARIANTS)
            .map(|i| rule_error(i, 1, 1, 2, 0).code())
            .collect();
        assert_eq!(codes.len(), 65);
    }

    proptest! {
        #[test]
        fn a_failure_carries_its_code_and_parameters_formatted_for_display(e in any_rule_error()) {
            let f = e.to_failure();
            prop_assert_eq!(f.code.as_str(), e.code());
            prop_assert_eq!(&e.to_failure_in(Locale::Fr, Currency::Eur).code, &f.code);
            prop_assert!(!f.code.is_empty() && f.code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
            prop_assert_eq!(&f.params, &e.params());
            for (name, value) in &f.params {
                prop_assert!(!value.is_empty() || name == "until", "{} of {}", name, f.code);
                // An amount travels in its JSON form, and shows as money once the language is
                // known: the same amount with the currency's sign.
                if e.amount_params().contains(&name.as_str()) {
                    let amount = value.parse::<Decimal>().unwrap();
                    prop_assert_eq!(value.split_once('.').map(|(_, f)| f.len()), Some(2));
                    let shown = &e.params_in(Locale::En, Currency::Usd)[name];
                    prop_assert_eq!(shown, &format_money(amount, Currency::Usd, Locale::En));
                } else {
                    prop_assert_eq!(value, &e.params_in(Locale::Fr, Currency::Eur)[name]);
                }
            }
            let wire = serde_json::to_string(&f).unwrap();
            prop_assert_eq!(serde_json::from_str::<RuleFailure>(&wire).unwrap(), f);
        }
    }
}
