//! Rule failures: typed, with a stable machine code and named parameters, never a sentence.
//! The code is the i18n key; `i18n` renders the localised message.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::money::format_amount;
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
    #[error("link_invalid")]
    LinkInvalid,
    #[error("placeholder_missing")]
    PlaceholderMissing { placeholder: &'static str },
    #[error("country_invalid")]
    CountryInvalid,
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

/// The wire form of a rule failure: what the API error envelope and the WebAssembly facade carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RuleFailure {
    pub code: String,
    /// Parameters already formatted for display (amounts as `1,234.56`).
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
            RuleError::LinkInvalid => "link_invalid",
            RuleError::PlaceholderMissing { .. } => "placeholder_missing",
            RuleError::CountryInvalid => "country_invalid",
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

    /// Named parameters, formatted for display.
    pub fn params(&self) -> BTreeMap<String, String> {
        let amount = |d: &Decimal| format_amount(*d);
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
        pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
    }

    pub fn to_failure(&self) -> RuleFailure {
        RuleFailure {
            code: self.code().to_owned(),
            params: self.params(),
        }
    }
}
