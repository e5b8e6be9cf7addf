//! The rules of deposits and withdrawals: the card and bank forms, the
//! bitcoin withdrawal address, and the withdrawal quote that decides whether a withdrawal may go
//! and what it costs. The deposit and withdrawal pages run these through WebAssembly; the server
//! runs them again before money moves.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::Currency;
use crate::error::{RuleError, by_field};
use crate::money::from_cents;
use crate::validate;

/// A deposit must be wagered this many times before it may be withdrawn freely.
pub const WAGER_MULTIPLIER: u32 = 3;
/// Fee on a withdrawal of unwagered deposits, in percent, capped at the same share of the deposit.
pub const UNWAGERED_FEE_PERCENT: u32 = 10;
/// Card orders allowed per 24 hours for one e-mail address and terminal.
pub const CARD_ORDERS_PER_DAY: u32 = 10;

/// How many units of `currency` one euro of the site's limits is worth: a dollar counts as a
/// euro (a dollar is worth less, so this is the stricter reading) and 90 rupees make a euro.
pub fn units_per_euro(currency: Currency) -> i64 {
    match currency {
        Currency::Eur | Currency::Usd => 1,
        Currency::Inr => 90,
    }
}

/// Withdrawals allowed per calendar month: 50,000 EUR.
pub fn monthly_withdrawal_limit(currency: Currency) -> Decimal {
    Decimal::from(50_000 * units_per_euro(currency))
}

/// While a player has a deposit or loss limit in force, withdrawals are capped at this share of
/// the monthly withdrawal limit (10 %: 5,000 EUR a month). A limit is the player saying their
/// play needs a frame; the cap keeps money moving slowly both ways while it stands.
pub const LIMITED_WITHDRAWAL_PERCENT: i64 = 10;

/// The most a player may withdraw in a calendar month, with or without a limit in force.
pub fn monthly_withdrawal_cap(currency: Currency, limits_active: bool) -> Decimal {
    let full = monthly_withdrawal_limit(currency);
    if limits_active {
        full * Decimal::from(LIMITED_WITHDRAWAL_PERCENT) / Decimal::from(100)
    } else {
        full
    }
}

/// An affiliate commission the casino pays into a player's balance: from 1 to 100,000 EUR (in
/// units of `currency`). Two administrators record and confirm each one.
pub fn commission_limits(currency: Currency) -> (Decimal, Decimal) {
    let units = units_per_euro(currency);
    (Decimal::from(units), Decimal::from(100_000 * units))
}

/// What a commission is for (the period, the programme), as the staff log and the player's
/// history show it: required, plain text, at most this many characters.
pub const COMMISSION_NOTE_MAX: u32 = 100;

/// Above this amount a withdrawal needs the extra verification: 2,500 EUR.
pub fn extra_verification_threshold(currency: Currency) -> Decimal {
    Decimal::from(2_500 * units_per_euro(currency))
}

/// Why a player asks for a deposit back (SPEC section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundReason {
    /// The player's own change of mind or mistake: within 24 hours of the deposit.
    Mistake,
    /// Someone else, or a minor, used the account: within 30 days.
    ThirdParty,
}

impl RefundReason {
    pub const ALL: [RefundReason; 2] = [RefundReason::Mistake, RefundReason::ThirdParty];

    pub fn code(self) -> &'static str {
        match self {
            RefundReason::Mistake => "mistake",
            RefundReason::ThirdParty => "third_party",
        }
    }

    pub fn parse(s: &str) -> Option<RefundReason> {
        RefundReason::ALL.into_iter().find(|r| r.code() == s)
    }

    /// How long after the deposit a refund may be asked for.
    pub fn window_ms(self) -> i64 {
        match self {
            RefundReason::Mistake => 24 * HOUR_MS,
            RefundReason::ThirdParty => 30 * 24 * HOUR_MS,
        }
    }
}

const HOUR_MS: i64 = 3_600_000;

/// A refund waits for the player's identity; without the documents this many days after the
/// request, it is not made, its money is forfeited and the account is closed.
pub const REFUND_DOCUMENTS_DAYS: i64 = 5;

/// When the documents a refund waits for are due.
pub fn refund_documents_due(requested_at: i64) -> i64 {
    requested_at + REFUND_DOCUMENTS_DAYS * 24 * HOUR_MS
}

/// What a refund request is judged on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefundFacts {
    /// When the deposit was made (Unix milliseconds).
    pub deposited_at: i64,
    /// Whether any real-money bet was placed since: a played deposit cannot come back.
    pub played_since: bool,
    /// The deposit and the player's real balance, in cents.
    pub amount: i64,
    pub balance: i64,
}

/// Whether a deposit may be refunded for `reason` at `now`: asked in time, not played, and still
/// in the balance.
pub fn refund_refusal(reason: RefundReason, f: &RefundFacts, now: i64) -> Option<RuleError> {
    if now - f.deposited_at > reason.window_ms() {
        return Some(RuleError::RefundTooLate { reason });
    }
    if f.played_since {
        return Some(RuleError::RefundDepositPlayed);
    }
    (f.amount > f.balance).then(|| RuleError::AmountAboveBalance {
        balance: from_cents(f.balance),
    })
}

/// What the site does with a withdrawal of deposits not yet wagered 3 times: refuse it ('You
/// don't meet the wager requirement!') or charge the 10 % fee. The site policy chooses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "wire", derive(ts_rs::TS, utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum UnwageredPolicy {
    #[default]
    Refuse,
    Fee,
}

impl UnwageredPolicy {
    pub fn parse(s: &str) -> Option<UnwageredPolicy> {
        match s {
            "refuse" => Some(UnwageredPolicy::Refuse),
            "fee" => Some(UnwageredPolicy::Fee),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            UnwageredPolicy::Refuse => "refuse",
            UnwageredPolicy::Fee => "fee",
        }
    }
}

/// How far a player's identity is verified (the KYC team, or until the KYC flow exists, an
/// administrator, sets it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum Verification {
    #[default]
    None,
    /// Identity documents checked: withdrawals up to the extra-verification threshold.
    Verified,
    /// The extra verification of larger withdrawals done too.
    Enhanced,
}

impl Verification {
    pub const ALL: [Verification; 3] = [
        Verification::None,
        Verification::Verified,
        Verification::Enhanced,
    ];

    pub fn parse(s: &str) -> Option<Verification> {
        match s {
            "none" => Some(Verification::None),
            "verified" => Some(Verification::Verified),
            "enhanced" => Some(Verification::Enhanced),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Verification::None => "none",
            Verification::Verified => "verified",
            Verification::Enhanced => "enhanced",
        }
    }
}

/// Who moves an order's money: the deposit processors, the withdrawal methods, and the house
/// itself for affiliate commissions. Orders store it, and the ledger names each one's clearing
/// account after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
#[cfg_attr(feature = "wire", derive(ts_rs::TS, utoipa::ToSchema))]
pub enum Processor {
    /// Card payments with a 3-D Secure challenge.
    Altitudepay,
    /// Card payments answered at once (mail and telephone order).
    Moto,
    /// The processor's own payment page.
    Carespay,
    /// Prepaid vouchers.
    Cashlib,
    /// Wire transfers, confirmed by staff when the money arrives.
    Wire,
    Bitcoin,
    Usdt,
    /// Withdrawals to a bank account.
    Bank,
    /// Affiliate commissions, paid by the house.
    Affiliate,
}

impl Processor {
    pub const ALL: [Processor; 9] = [
        Processor::Altitudepay,
        Processor::Moto,
        Processor::Carespay,
        Processor::Cashlib,
        Processor::Wire,
        Processor::Bitcoin,
        Processor::Usdt,
        Processor::Bank,
        Processor::Affiliate,
    ];

    /// The processors a deposit call starts (`front/<id>_deposit_processor`); crypto deposits
    /// arrive at an address instead.
    pub const DEPOSIT_CALLS: [Processor; 5] = [
        Processor::Altitudepay,
        Processor::Moto,
        Processor::Carespay,
        Processor::Cashlib,
        Processor::Wire,
    ];

    /// The processors that call back with a signed body, each of which may have a key of its own.
    pub const CALLING_BACK: [Processor; 6] = [
        Processor::Altitudepay,
        Processor::Moto,
        Processor::Carespay,
        Processor::Cashlib,
        Processor::Bitcoin,
        Processor::Usdt,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Processor::Altitudepay => "altitudepay",
            Processor::Moto => "moto",
            Processor::Carespay => "carespay",
            Processor::Cashlib => "cashlib",
            Processor::Wire => "wire",
            Processor::Bitcoin => "bitcoin",
            Processor::Usdt => "usdt",
            Processor::Bank => "bank",
            Processor::Affiliate => "affiliate",
        }
    }

    pub fn parse(s: &str) -> Option<Processor> {
        Processor::ALL.into_iter().find(|p| p.code() == s)
    }
}

impl std::fmt::Display for Processor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Everything a withdrawal rule looks at, in whole cents of the wallet's currency. (Cents, not
/// `Decimal`: integer arithmetic keeps the WebAssembly module kilobytes smaller.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WithdrawalFacts {
    pub currency: Currency,
    /// Real balance (bonus money is never withdrawn).
    pub balance: i64,
    /// Every deposit the player made in this currency.
    pub deposited: i64,
    /// Every stake the player placed in this currency.
    pub wagered: i64,
    /// Withdrawals requested this calendar month and not cancelled or rejected.
    pub withdrawn_this_month: i64,
    pub verification: Verification,
    pub policy: UnwageredPolicy,
    /// The active bonus's stakes still needed before cash-out, in this currency (0 without one).
    pub bonus_wagering_left: i64,
    /// A deposit or loss limit is in force (`LIMITED_WITHDRAWAL_PERCENT`).
    pub limits_active: bool,
}

/// What a withdrawal costs, in cents: the fee (zero once deposits are wagered) and what the
/// player receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithdrawalQuote {
    pub amount: i64,
    pub fee: i64,
    pub payout: i64,
    /// The part of the deposits still to be wagered 3 times (zero when the requirement is met).
    pub unwagered: i64,
    pub policy: UnwageredPolicy,
}

/// The part of the deposits not yet wagered `WAGER_MULTIPLIER` times, rounded up to the cent.
pub fn unwagered_deposit(deposited: i64, wagered: i64) -> i64 {
    let m = i128::from(WAGER_MULTIPLIER);
    let missing = (i128::from(deposited) * m - i128::from(wagered)).max(0);
    i64::try_from((missing + m - 1) / m).unwrap_or(i64::MAX)
}

/// The stakes still needed before the deposits are wagered `WAGER_MULTIPLIER` times (zero once
/// they are): what a player refused a withdrawal for unwagered deposits has left to play.
pub fn deposit_wagering_left(deposited: i64, wagered: i64) -> i64 {
    let needed = i128::from(deposited) * i128::from(WAGER_MULTIPLIER);
    i64::try_from((needed - i128::from(wagered)).max(0)).unwrap_or(i64::MAX)
}

fn cents_of(amount: Decimal) -> i64 {
    crate::money::to_cents(amount).unwrap_or(i64::MAX)
}

/// Decides a withdrawal of `value`: every withdrawal rule in the order a player
/// can act on them (amount, an active bonus's wagering, monthly limit, identity, wagering), and the fee when the policy
/// charges one (10 % of the amount, capped at 10 % of the unwagered deposits, rounded down in
/// the player's favour).
pub fn withdrawal_quote(value: &str, f: &WithdrawalFacts) -> Result<WithdrawalQuote, RuleError> {
    let amount = cents_of(validate::withdrawal_amount(value, from_cents(f.balance))?);
    // An active bonus's wagering comes first (the player can meet it, or cancel the bonus).
    if f.bonus_wagering_left > 0 {
        return Err(RuleError::CashoutMoreBets);
    }
    let limit = cents_of(monthly_withdrawal_cap(f.currency, f.limits_active));
    if f.withdrawn_this_month.saturating_add(amount) > limit {
        return Err(RuleError::WithdrawalMonthlyLimit {
            limit: from_cents(limit),
        });
    }
    if f.verification == Verification::None {
        return Err(RuleError::VerificationRequired);
    }
    // The month's withdrawals together: splitting a large one in parts needs the same check.
    let threshold = extra_verification_threshold(f.currency);
    if f.withdrawn_this_month.saturating_add(amount) > cents_of(threshold)
        && f.verification < Verification::Enhanced
    {
        return Err(RuleError::ExtraVerificationRequired { threshold });
    }
    let unwagered = unwagered_deposit(f.deposited, f.wagered);
    let fee = if unwagered == 0 {
        0
    } else if f.policy == UnwageredPolicy::Refuse {
        return Err(RuleError::WagerNotMet);
    } else {
        let base = i128::from(amount.min(unwagered));
        i64::try_from(base * i128::from(UNWAGERED_FEE_PERCENT) / 100).unwrap_or(0)
    };
    Ok(WithdrawalQuote {
        amount,
        fee,
        payout: amount - fee,
        unwagered,
        policy: f.policy,
    })
}

/// The card form of the deposit page, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
pub struct CardForm {
    pub holder: String,
    pub number: String,
    pub month: String,
    pub year: String,
    pub cvv: String,
}

/// Every failing field of the card form.
pub fn card_failures(form: &CardForm, today: NaiveDate) -> BTreeMap<&'static str, RuleError> {
    let checks = [
        (
            "holder",
            validate::plain_text(&form.holder, validate::NAME_MAX),
        ),
        ("number", validate::card_number(&form.number)),
        (
            "month",
            validate::card_expiry(&form.month, &form.year, today),
        ),
        ("cvv", validate::cvv(&form.cvv)),
    ];
    by_field(checks)
}

/// The brand of a card number, from its leading digits, and its last four digits: all the site
/// keeps of a card.
pub fn card_summary(number: &str) -> (&'static str, String) {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let prefix = |n: usize| digits.get(..n).and_then(|p| p.parse::<u32>().ok());
    let brand = match (prefix(1), prefix(2), prefix(4)) {
        (Some(4), _, _) => "visa",
        (_, Some(51..=55), _) | (_, _, Some(2221..=2720)) => "mastercard",
        (_, Some(34 | 37), _) => "amex",
        (_, Some(50 | 56..=69), _) => "maestro",
        _ => "card",
    };
    let last4 = digits[digits.len().saturating_sub(4)..].to_owned();
    (brand, last4)
}

/// The bank withdrawal form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
pub struct BankForm {
    /// IBAN or domestic account number.
    pub account: String,
    pub beneficiary: String,
    pub bic: String,
    pub bank_name: String,
    pub zip_code: String,
    pub address: String,
}

/// Every failing field of the bank withdrawal form.
pub fn bank_failures(form: &BankForm) -> BTreeMap<&'static str, RuleError> {
    let checks = [
        ("account", validate::bank_account(&form.account)),
        (
            "beneficiary",
            validate::plain_text(&form.beneficiary, validate::ADDRESS_MAX),
        ),
        ("bic", validate::bic(&form.bic)),
        (
            "bank_name",
            validate::plain_text(&form.bank_name, validate::ADDRESS_MAX),
        ),
        (
            "zip_code",
            validate::plain_text(&form.zip_code, validate::POSTAL_CODE_MAX),
        ),
        (
            "address",
            validate::plain_text(&form.address, validate::ADDRESS_MAX),
        ),
    ];
    by_field(checks)
}

/// A bitcoin address to withdraw to: SegWit (`bc1…`, bech32 or bech32m checksum) or legacy
/// (`1…`, `3…`, base58 with its double-SHA-256 checksum), main network only.
pub fn bitcoin_address(value: &str) -> Result<(), RuleError> {
    validate::required(value)?;
    let v = value.trim();
    // `get`, not an index: the third byte may fall inside a character of whatever was typed.
    let ok = if v.len() > 3 && v.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("bc1")) {
        segwit_ok(v)
    } else {
        base58check_ok(v)
    };
    if ok {
        Ok(())
    } else {
        Err(RuleError::BitcoinAddressInvalid)
    }
}

const BECH32_CHARSET: &[u8; 32] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";

fn bech32_polymod(values: impl Iterator<Item = u8>) -> u32 {
    const GEN: [u32; 5] = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
    let mut chk: u32 = 1;
    for v in values {
        let top = chk >> 25;
        chk = ((chk & 0x1ff_ffff) << 5) ^ u32::from(v);
        for (i, g) in GEN.iter().enumerate() {
            if (top >> i) & 1 == 1 {
                chk ^= g;
            }
        }
    }
    chk
}

/// BIP 173 / BIP 350: version 0 programs use bech32, later versions bech32m.
fn segwit_ok(address: &str) -> bool {
    if address.len() > 90
        || (address.to_ascii_lowercase() != address && address.to_ascii_uppercase() != address)
    {
        return false;
    }
    let lower = address.to_ascii_lowercase();
    let Some((hrp, data)) = lower.rsplit_once('1') else {
        return false;
    };
    if hrp != "bc" || data.len() < 7 {
        return false;
    }
    let Some(values) = data
        .bytes()
        .map(|c| BECH32_CHARSET.iter().position(|&x| x == c).map(|p| p as u8))
        .collect::<Option<Vec<u8>>>()
    else {
        return false;
    };
    let expanded = hrp
        .bytes()
        .map(|b| b >> 5)
        .chain([0])
        .chain(hrp.bytes().map(|b| b & 31))
        .chain(values.iter().copied());
    let version = values[0];
    let constant = if version == 0 { 1 } else { 0x2bc830a3 };
    if version > 16 || bech32_polymod(expanded) != constant {
        return false;
    }
    // The witness program, regrouped from 5-bit to 8-bit, is 2 to 40 bytes (20 or 32 for v0).
    let bits = (values.len() - 7) * 5;
    let program_len = bits / 8;
    (2..=40).contains(&program_len) && (version != 0 || program_len == 20 || program_len == 32)
}

fn base58check_ok(address: &str) -> bool {
    use sha2::{Digest, Sha256};
    const ALPHABET: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    if !(26..=35).contains(&address.len()) || !matches!(address.as_bytes()[0], b'1' | b'3') {
        return false;
    }
    // Big-endian base-58 to bytes: a legacy address is 25 bytes (version, hash, checksum).
    let mut bytes = [0u8; 25];
    for c in address.bytes() {
        let Some(mut carry) = ALPHABET.iter().position(|&x| x == c).map(|p| p as u32) else {
            return false;
        };
        for b in bytes.iter_mut().rev() {
            carry += u32::from(*b) * 58;
            *b = (carry & 0xff) as u8;
            carry >>= 8;
        }
        if carry != 0 {
            return false;
        }
    }
    let checksum = Sha256::digest(Sha256::digest(&bytes[..21]));
    matches!(bytes[0], 0x00 | 0x05) && checksum[..4] == bytes[21..]
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_commission_is_between_one_and_a_hundred_thousand_euros_in_each_currency() {
        let (min, max) = commission_limits(Currency::Eur);
        assert_eq!((min, max), (Decimal::from(1), Decimal::from(100_000)));
        let (min, max) = commission_limits(Currency::Inr);
        assert_eq!((min, max), (Decimal::from(90), Decimal::from(9_000_000)));
        assert!(
            validate::plain_text(
                &"x".repeat(COMMISSION_NOTE_MAX as usize),
                COMMISSION_NOTE_MAX
            )
            .is_ok()
        );
        assert!(
            validate::plain_text(
                &"x".repeat(COMMISSION_NOTE_MAX as usize + 1),
                COMMISSION_NOTE_MAX
            )
            .is_err()
        );
    }

    #[test]
    fn a_refund_is_asked_in_time_for_a_deposit_not_played_and_still_there() {
        const AT: i64 = 1_800_000_000_000;
        let facts = RefundFacts {
            deposited_at: AT,
            played_since: false,
            amount: 5_000,
            balance: 7_500,
        };
        let day = 24 * HOUR_MS;
        assert_eq!(
            refund_refusal(RefundReason::Mistake, &facts, AT + day),
            None
        );
        assert_eq!(
            refund_refusal(RefundReason::Mistake, &facts, AT + day + 1),
            Some(RuleError::RefundTooLate {
                reason: RefundReason::Mistake
            })
        );
        assert_eq!(
            refund_refusal(RefundReason::ThirdParty, &facts, AT + 30 * day),
            None
        );
        assert_eq!(
            refund_refusal(RefundReason::ThirdParty, &facts, AT + 30 * day + 1),
            Some(RuleError::RefundTooLate {
                reason: RefundReason::ThirdParty
            })
        );
        let played = RefundFacts {
            played_since: true,
            ..facts
        };
        assert_eq!(
            refund_refusal(RefundReason::Mistake, &played, AT + 1),
            Some(RuleError::RefundDepositPlayed)
        );
        let spent = RefundFacts {
            balance: 4_999,
            ..facts
        };
        assert_eq!(
            refund_refusal(RefundReason::Mistake, &spent, AT + 1),
            Some(RuleError::AmountAboveBalance {
                balance: Decimal::new(4_999, 2)
            })
        );
        assert_eq!(refund_documents_due(AT), AT + 5 * day);
    }

    use super::*;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    fn facts() -> WithdrawalFacts {
        WithdrawalFacts {
            currency: Currency::Eur,
            balance: 100_000,
            deposited: 50_000,
            wagered: 150_000,
            withdrawn_this_month: 0,
            verification: Verification::Verified,
            policy: UnwageredPolicy::Refuse,
            bonus_wagering_left: 0,
            limits_active: false,
        }
    }

    #[test]
    fn an_active_bonus_wagering_refuses_a_cash_out_before_the_other_rules() {
        let mut f = facts();
        f.bonus_wagering_left = 1;
        f.verification = Verification::None;
        assert_eq!(withdrawal_quote("250", &f), Err(RuleError::CashoutMoreBets));
        // The amount itself is checked first.
        assert_eq!(withdrawal_quote("", &f), Err(RuleError::Required));
        f.bonus_wagering_left = 0;
        assert_eq!(
            withdrawal_quote("250", &f),
            Err(RuleError::VerificationRequired)
        );
    }

    #[test]
    fn wagered_deposit_withdraws_without_fee() {
        let q = withdrawal_quote("250.00", &facts()).unwrap();
        assert_eq!((q.amount, q.fee, q.payout), (25_000, 0, 25_000));
    }

    #[test]
    fn unwagered_deposit_is_refused_or_charged() {
        let mut f = facts();
        f.wagered = 120_000; // 300 short: 100 of the deposit unwagered
        assert_eq!(withdrawal_quote("250", &f), Err(RuleError::WagerNotMet));
        assert_eq!(deposit_wagering_left(f.deposited, f.wagered), 30_000);
        assert_eq!(deposit_wagering_left(f.deposited, 150_000), 0);
        assert_eq!(deposit_wagering_left(f.deposited, 200_000), 0);
        f.policy = UnwageredPolicy::Fee;
        let q = withdrawal_quote("250", &f).unwrap();
        // 10 % of 250 is 25, capped at 10 % of the 100 unwagered: 10.
        assert_eq!((q.fee, q.payout, q.unwagered), (1_000, 24_000, 10_000));
        let q = withdrawal_quote("55.55", &f).unwrap();
        assert_eq!(q.fee, 555);
        f.wagered = 149_999; // a third of a cent short rounds up to one cent unwagered
        assert_eq!(unwagered_deposit(f.deposited, f.wagered), 1);
        assert_eq!(withdrawal_quote("10", &f).unwrap().fee, 0);
    }

    #[test]
    fn limits_and_verification() {
        let mut f = facts();
        // Enhanced: the month's total passes 2,500.00 here.
        f.verification = Verification::Enhanced;
        f.withdrawn_this_month = 4_990_000;
        f.balance = 10_000_000;
        assert_eq!(
            withdrawal_quote("200", &f),
            Err(RuleError::WithdrawalMonthlyLimit { limit: d("50000") })
        );
        // With a limit in force, a tenth of it.
        f.withdrawn_this_month = 490_000;
        f.limits_active = true;
        assert_eq!(
            withdrawal_quote("100.01", &f),
            Err(RuleError::WithdrawalMonthlyLimit { limit: d("5000") })
        );
        assert!(withdrawal_quote("100", &f).is_ok());
        f.limits_active = false;
        f.withdrawn_this_month = 0;
        f.verification = facts().verification;
        assert_eq!(
            withdrawal_quote("2500.01", &f),
            Err(RuleError::ExtraVerificationRequired {
                threshold: d("2500")
            })
        );
        assert!(withdrawal_quote("2500", &f).is_ok());
        // The month's earlier withdrawals count: 2,000.00 then 500.01 passes the threshold.
        f.withdrawn_this_month = 200_000;
        assert_eq!(
            withdrawal_quote("500.01", &f),
            Err(RuleError::ExtraVerificationRequired {
                threshold: d("2500")
            })
        );
        assert!(withdrawal_quote("500", &f).is_ok());
        f.withdrawn_this_month = 0;
        f.verification = Verification::Enhanced;
        assert!(withdrawal_quote("2500.01", &f).is_ok());
        f.verification = Verification::None;
        assert_eq!(
            withdrawal_quote("10", &f),
            Err(RuleError::VerificationRequired)
        );
        assert_eq!(
            withdrawal_quote("100001", &f),
            Err(RuleError::AmountAboveBalance {
                balance: d("100000")
            })
        );
    }

    #[test]
    fn card_summary_keeps_brand_and_last_four() {
        assert_eq!(card_summary("4111 1111 1111 1111"), ("visa", "1111".into()));
        assert_eq!(
            card_summary("5555-5555-5555-4444"),
            ("mastercard", "4444".into())
        );
        assert_eq!(card_summary("378282246310005"), ("amex", "0005".into()));
    }

    #[test]
    fn bitcoin_addresses() {
        for ok in [
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
            "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
            "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
            "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
        ] {
            assert_eq!(bitcoin_address(ok), Ok(()), "{ok}");
        }
        for bad in [
            "",
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
            "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
            "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
            "hello",
            // A character across the third byte, where a SegWit prefix would end.
            "aa€",
            "𮯰",
        ] {
            assert!(bitcoin_address(bad).is_err(), "{bad}");
        }
    }

    use proptest::prelude::*;

    fn any_facts() -> impl Strategy<Value = WithdrawalFacts> {
        (
            (
                proptest::sample::select(Currency::ALL.to_vec()),
                0i64..1_000_000_000,
                0i64..100_000_000,
                0i64..1_000_000_000,
                0i64..600_000_000,
            ),
            (
                proptest::sample::select(Verification::ALL.to_vec()),
                any::<bool>(),
                prop_oneof![Just(0i64), 1i64..100_000],
                any::<bool>(),
            ),
        )
            .prop_map(
                |(
                    (currency, balance, deposited, wagered, withdrawn_this_month),
                    (verification, fee, bonus_wagering_left, limits_active),
                )| WithdrawalFacts {
                    currency,
                    balance,
                    deposited,
                    wagered,
                    withdrawn_this_month,
                    verification,
                    policy: if fee {
                        UnwageredPolicy::Fee
                    } else {
                        UnwageredPolicy::Refuse
                    },
                    bonus_wagering_left,
                    limits_active,
                },
            )
    }

    fn typed(cents: i64) -> String {
        crate::money::to_json_string(from_cents(cents))
    }

    proptest! {
        #[test]
        fn a_withdrawal_quote_accounts_for_every_cent_and_keeps_every_rule(
            f in any_facts(), cents in 0i64..1_000_000_000,
        ) {
            match withdrawal_quote(&typed(cents), &f) {
                Ok(q) => {
                    prop_assert_eq!(q.amount, cents);
                    prop_assert_eq!(q.fee + q.payout, q.amount);
                    prop_assert!(q.amount > 0 && q.amount <= f.balance);
                    prop_assert_eq!(f.bonus_wagering_left, 0);
                    let cap = crate::money::to_cents(monthly_withdrawal_cap(f.currency, f.limits_active)).unwrap();
                    prop_assert!(f.withdrawn_this_month + q.amount <= cap);
                    prop_assert!(f.verification != Verification::None);
                    if q.amount > crate::money::to_cents(extra_verification_threshold(f.currency)).unwrap() {
                        prop_assert_eq!(f.verification, Verification::Enhanced);
                    }
                    prop_assert_eq!(q.unwagered, unwagered_deposit(f.deposited, f.wagered));
                    // The fee: none once wagered, else 10 % of the amount, never more than 10 %
                    // of the unwagered part, rounded down.
                    let base = q.amount.min(q.unwagered);
                    prop_assert_eq!(q.fee, base * 10 / 100);
                    prop_assert!(q.unwagered == 0 || f.policy == UnwageredPolicy::Fee);
                    prop_assert_eq!(q.policy, f.policy);
                }
                Err(e) => {
                    let known = matches!(
                        e,
                        RuleError::NumberInvalid
                            | RuleError::AmountAboveBalance { .. }
                            | RuleError::CashoutMoreBets
                            | RuleError::WithdrawalMonthlyLimit { .. }
                            | RuleError::VerificationRequired
                            | RuleError::ExtraVerificationRequired { .. }
                            | RuleError::WagerNotMet
                    );
                    prop_assert!(known, "{e:?}");
                }
            }
        }

        #[test]
        fn a_smaller_withdrawal_than_an_accepted_one_is_accepted(
            f in any_facts(), cents in 1i64..1_000_000_000, smaller in 1i64..1_000_000_000,
        ) {
            let smaller = smaller.min(cents);
            if let Ok(q) = withdrawal_quote(&typed(cents), &f) {
                let s = withdrawal_quote(&typed(smaller), &f).unwrap();
                prop_assert!(s.fee <= q.fee && s.payout <= q.payout);
            }
        }

        #[test]
        fn the_unwagered_part_is_a_third_of_the_missing_stakes_rounded_up(
            deposited in 0i64..1_000_000_000_000, wagered in 0i64..4_000_000_000_000,
        ) {
            let u = i128::from(unwagered_deposit(deposited, wagered));
            let missing = (3 * i128::from(deposited) - i128::from(wagered)).max(0);
            prop_assert!(3 * u >= missing && 3 * (u - 1) < missing || u == 0 && missing == 0);
            prop_assert_eq!(u == 0, i128::from(wagered) >= 3 * i128::from(deposited));
            prop_assert!(unwagered_deposit(deposited, wagered + 1) <= unwagered_deposit(deposited, wagered));
        }

        #[test]
        fn the_limited_monthly_cap_is_a_tenth_of_the_full_one(
            currency in proptest::sample::select(Currency::ALL.to_vec()),
        ) {
            let full = monthly_withdrawal_cap(currency, false);
            prop_assert_eq!(full, monthly_withdrawal_limit(currency));
            prop_assert_eq!(monthly_withdrawal_cap(currency, true) * Decimal::from(10), full);
            prop_assert!(extra_verification_threshold(currency) < monthly_withdrawal_cap(currency, true));
        }

        #[test]
        fn a_refund_is_refused_for_the_first_rule_it_breaks(
            mistake in any::<bool>(), deposited_at in 0i64..4_000_000_000_000,
            delay in -HOUR_MS..40 * 24 * HOUR_MS, played_since in any::<bool>(),
            amount in 1i64..10_000_000, balance in 0i64..20_000_000,
        ) {
            let reason = if mistake { RefundReason::Mistake } else { RefundReason::ThirdParty };
            let f = RefundFacts { deposited_at, played_since, amount, balance };
            let expected = if delay > reason.window_ms() {
                Some(RuleError::RefundTooLate { reason })
            } else if played_since {
                Some(RuleError::RefundDepositPlayed)
            } else if amount > balance {
                Some(RuleError::AmountAboveBalance { balance: from_cents(balance) })
            } else {
                None
            };
            prop_assert_eq!(refund_refusal(reason, &f, deposited_at + delay), expected);
            prop_assert_eq!(RefundReason::parse(reason.code()), Some(reason));
        }

        #[test]
        fn a_card_summary_keeps_only_the_brand_and_the_last_four_digits(number in "[0-9 -]{0,24}") {
            let (brand, last4) = card_summary(&number);
            let digits: String = number.chars().filter(char::is_ascii_digit).collect();
            prop_assert!(digits.ends_with(&last4));
            prop_assert_eq!(last4.len(), digits.len().min(4));
            prop_assert!(["visa", "mastercard", "amex", "maestro", "card"].contains(&brand));
            prop_assert_eq!(brand == "visa", digits.starts_with('4'));
        }

        #[test]
        fn any_text_is_judged_as_a_bitcoin_address_without_panicking(
            value in "\\PC{0,60}|(bc1|BC1|1|3)[0-9a-zA-Z]{0,60}",
        ) {
            let got = bitcoin_address(&value);
            prop_assert!(matches!(got, Ok(()) | Err(RuleError::Required | RuleError::BitcoinAddressInvalid)));
            prop_assert_eq!(got == Err(RuleError::Required), value.trim().is_empty());
        }

        #[test]
        fn a_changed_character_of_a_segwit_address_is_caught(
            which in 0usize..2, pos in 4usize..42, by in 1usize..32,
        ) {
            // bech32 finds every single substitution: its checksum guarantees it.
            let good = [
                "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
            ][which];
            prop_assert_eq!(bitcoin_address(good), Ok(()));
            prop_assert_eq!(bitcoin_address(&good.to_ascii_uppercase()), Ok(()));
            let mut bytes = good.as_bytes().to_vec();
            let at = BECH32_CHARSET.iter().position(|&c| c == bytes[pos]).unwrap();
            bytes[pos] = BECH32_CHARSET[(at + by) % 32];
            let changed = String::from_utf8(bytes).unwrap();
            prop_assert_eq!(bitcoin_address(&changed), Err(RuleError::BitcoinAddressInvalid));
        }

        #[test]
        fn the_forms_name_only_their_fields(
            holder in "\\PC{0,6}", number in "[0-9 ]{0,20}", month in "[0-9]{0,3}",
            year in "[0-9]{0,5}", cvv in "[0-9]{0,5}", account in "[A-Z0-9 ]{0,30}",
            bic in "[A-Z0-9]{0,12}", other in "\\PC{0,4}",
        ) {
            let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
            let card = CardForm { holder, number, month, year, cvv };
            let failures = card_failures(&card, today);
            prop_assert!(failures.keys().all(|f| ["holder", "number", "month", "cvv"].contains(f)));
            prop_assert_eq!(failures.get("cvv").cloned(), validate::cvv(&card.cvv).err());
            let bank = BankForm {
                account,
                beneficiary: other.clone(),
                bic,
                bank_name: other.clone(),
                zip_code: other.clone(),
                address: other,
            };
            let failures = bank_failures(&bank);
            prop_assert_eq!(failures.get("account").cloned(), validate::bank_account(&bank.account).err());
            prop_assert_eq!(failures.get("bic").cloned(), validate::bic(&bank.bic).err());
            // The four required texts fail together.
            let blank = bank.address.trim().is_empty();
            for field in ["beneficiary", "bank_name", "zip_code", "address"] {
                prop_assert_eq!(failures.get(field), blank.then_some(&RuleError::Required));
            }
        }
    }
}
