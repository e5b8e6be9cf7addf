//! Money calls: balances, processors, deposits,
//! withdrawals, the transaction history and the administrators' queue. Amounts are decimal
//! strings (`"25.00"`); instants are Unix milliseconds.
//!
//! The card and bank forms mirror casino-core's `CardForm` and `BankForm` field for field: the
//! browser checks them with those types through WebAssembly, the server converts these into them
//! and checks again.

use casino_core::Currency;
use casino_core::payments::{Processor, UnwageredPolicy};
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::VerificationLevel;

use crate::IdempotencyKey;
use crate::kinds::{
    AdminAction, AmlFlagKind, OrderState, ProcessorFlow, TransactionKind, TransactionStatus,
};

/// One wallet's balances: `total` is `real + bonus`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WalletBalance {
    pub currency: Currency,
    pub total: String,
    pub real: String,
    pub bonus: String,
}

/// `front/get_player_balance` and `front/add_currency`: the player's main wallet first (the
/// currency chosen at registration), then the others in the order they were opened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct BalanceView {
    pub wallets: Vec<WalletBalance>,
}

/// `front/add_currency`: opens a wallet in another currency (`EUR`, `USD` or `INR`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CurrencyRequest {
    pub currency: Currency,
}

/// A deposit processor as the deposit screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ProcessorView {
    pub id: Processor,
    /// The flow the screen runs: `card_3ds`, `card`, `redirect`, `voucher`, `wire` or `crypto`.
    pub kind: ProcessorFlow,
    pub currency: Currency,
    pub min: String,
    pub max: String,
    /// True while the processor runs in its sandbox (the screen labels it, and offers the
    /// sandbox's simulated payment where the real flow happens elsewhere).
    pub sandbox: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ProcessorList {
    pub processors: Vec<ProcessorView>,
}

/// The card form: never stored or logged; only brand and last 4 digits are kept.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct CardInput {
    pub holder: String,
    pub number: String,
    pub month: String,
    pub year: String,
    pub cvv: String,
}

/// A deposit: `front/altitudepay_deposit_processor` and `front/moto_deposit_processor` need
/// `card`, `front/cashlib_deposit_processor` needs `voucher`, `front/carespay_deposit_processor`
/// and `front/wire_deposit_processor` need neither. `idempotency_key`: a UUID the page makes once
/// per attempt, so a retried request never opens a second order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DepositRequest {
    pub amount: String,
    pub currency: Currency,
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
    #[serde(default)]
    #[ts(optional)]
    pub card: Option<CardInput>,
    #[serde(default)]
    #[ts(optional)]
    pub voucher: Option<String>,
    /// The deposit bonus this deposit carries (a campaign's slug from
    /// `front/get_deposit_bonuses`); absent for none.
    #[serde(default)]
    #[ts(optional)]
    pub bonus: Option<String>,
}

/// Bank details to send a wire transfer to, with the reference that identifies the deposit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WireInstructions {
    pub beneficiary: String,
    pub iban: String,
    pub bic: String,
    pub bank_name: String,
    pub reference: String,
}

/// The answer of a deposit call: the order, and what the page does next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DepositAnswer {
    pub transaction: TransactionView,
    /// `deposit_complete`, `deposit_failed`, `threeds_started` or `deposit_pending`.
    pub code: String,
    pub message: String,
    /// Card with 3-D Secure: the challenge page to open in a pop-up window.
    #[ts(optional)]
    pub three_d_auth_url: Option<String>,
    /// Redirect flows (carespay): the processor's payment page.
    #[ts(optional)]
    pub redirect_url: Option<String>,
    #[ts(optional)]
    pub wire: Option<WireInstructions>,
}

/// `front/generate_wallet`: `asset` is `BTC` or `USDT`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WalletRequest {
    pub asset: String,
}

/// The player's own deposit address, derived from the site's extended public key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct CryptoWallet {
    pub asset: String,
    /// `bitcoin` or `ethereum` (USDT as an ERC-20 token).
    pub network: String,
    pub address: String,
    /// The address as a QR code, an SVG document.
    pub qr_svg: String,
    /// The wallet credited (the player's main currency) at the processor's rate.
    pub currency: Currency,
    pub sandbox: bool,
}

/// `POST /api/sandbox/crypto_payment`, sandbox only: the processor's signed callback for a
/// payment of `amount` (in the credited currency) to `address`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SandboxCryptoPayment {
    pub address: String,
    pub amount: String,
}

/// One entry of the transaction history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TransactionView {
    pub id: String,
    /// `deposit` or `withdrawal`.
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub kind: TransactionKind,
    /// Unix milliseconds.
    #[ts(type = "number")]
    pub created_at: i64,
    pub amount: String,
    /// Withdrawal fee (zero for deposits).
    pub fee: String,
    pub currency: Currency,
    pub provider: Processor,
    /// One of three: `pending`, `complete` or `cancelled`.
    pub status: TransactionStatus,
    /// The detailed state: deposits `pending`, `complete`, `failed`; withdrawals `pending`,
    /// `scheduled`, `complete`, `cancelled`, `rejected`.
    pub state: OrderState,
    /// Processor reference (wire reference, crypto transaction, voucher order).
    #[ts(optional)]
    pub reference: Option<String>,
    /// `visa •••• 1111` for card deposits; the destination for withdrawals.
    #[ts(optional)]
    pub details: Option<String>,
    /// When the order completed (Unix milliseconds): a deposit's refund windows run from it.
    #[ts(optional, type = "number")]
    pub completed_at: Option<i64>,
    /// A pending withdrawal the player may still cancel.
    pub cancellable: bool,
    /// A completed deposit the player may ask a refund of (within 30 days, none asked yet; the
    /// request's rules decide).
    pub refundable: bool,
    /// A completed deposit's bonus: the bonus money its credit gave (the bonus chosen with it,
    /// or a code's bonus it activated). Said with the deposit's confirmation.
    #[ts(optional)]
    pub bonus: Option<String>,
}

/// `front/request_refund`: a deposit back, for a reason: `mistake` (within 24 hours) or
/// `third_party` (someone else or a minor used the account: within 30 days).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefundRequest {
    /// The deposit's id.
    pub id: String,
    pub reason: String,
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// `front/get_financial_transactions`: filters (all optional) and the page wanted (from 1).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct TransactionFilter {
    /// `deposit` or `withdrawal`.
    #[serde(rename = "type")]
    #[ts(rename = "type", optional)]
    pub kind: Option<String>,
    /// `pending`, `complete` or `cancelled`.
    #[ts(optional)]
    pub status: Option<String>,
    /// Inclusive `YYYY-MM-DD` bounds.
    #[ts(optional)]
    pub from: Option<String>,
    #[ts(optional)]
    pub to: Option<String>,
    #[ts(optional)]
    pub page: Option<u32>,
    #[ts(optional)]
    pub per_page: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TransactionPage {
    pub items: Vec<TransactionView>,
    pub total: u32,
    pub page: u32,
    pub per_page: u32,
}

/// One transaction by id (`front/get_financial_transaction`, `front/cancel_withdrawal_request`,
/// the administrators' decisions) or by processor reference
/// (`front/get_eupayment_financial_transaction`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct TransactionRef {
    #[ts(optional)]
    pub id: Option<String>,
    #[ts(optional)]
    pub reference: Option<String>,
}

/// A withdrawal method and its bounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WithdrawalProcessorView {
    /// `bank` or `bitcoin`.
    pub id: Processor,
    pub min: String,
    pub max: String,
}

/// What the withdrawal rules look at (casino-core's `WithdrawalFacts`, amounts as decimal
/// strings): the page runs `withdrawal_quote` on it as the player types, to show the fee or the
/// rule that stops the withdrawal before the player confirms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WithdrawalContext {
    pub currency: Currency,
    pub balance: String,
    pub deposited: String,
    pub wagered: String,
    pub withdrawn_this_month: String,
    pub verification: VerificationLevel,
    /// What happens to deposits not yet wagered 3 times.
    pub policy: UnwageredPolicy,
    /// The active bonus's stakes still needed before a cash-out in this currency (`0.00`
    /// without one).
    pub bonus_wagering_left: String,
    /// The stakes still needed before the deposits are wagered 3 times (casino-core's
    /// `deposit_wagering_left`; `0.00` once they are): what the `refuse` policy waits for.
    pub wagering_left: String,
    /// `true` while a deposit or loss limit is in force: withdrawals are then capped at 10 % of
    /// the monthly limit (a string, as the WebAssembly rule reads every fact as text).
    pub limits_active: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WithdrawalProcessorList {
    pub processors: Vec<WithdrawalProcessorView>,
    pub context: WithdrawalContext,
}

/// The bank withdrawal form (checked by `casino_core::payments::bank_failures`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct BankInput {
    pub account: String,
    pub beneficiary: String,
    pub bic: String,
    pub bank_name: String,
    pub zip_code: String,
    pub address: String,
}

/// `payment/send_withdrawal_request`: `bank` for the bank method, `address` for bitcoin.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WithdrawalRequest {
    pub processor: String,
    pub amount: String,
    pub currency: Currency,
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
    #[serde(default)]
    #[ts(optional)]
    pub bank: Option<BankInput>,
    #[serde(default)]
    #[ts(optional)]
    pub address: Option<String>,
}

/// A success about one transaction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TransactionAnswer {
    pub code: String,
    pub message: String,
    pub transaction: TransactionView,
}

/// A transaction in the administrators' queues, with whose it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AdminTransactionView {
    pub username: String,
    pub verification: VerificationLevel,
    pub transaction: TransactionView,
    /// What may be done with it now (the server's order state machine decides).
    pub actions: Vec<AdminAction>,
    /// The administrator who approved it first, when the decision waits for a second one (a
    /// large payout, a wire deposit's receipt).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub approved_by: Option<String>,
    /// Why held coins were not credited when they arrived: `account_suspended`,
    /// `account_closed`, `time_out_active`, `self_exclusion_active`, `documents_overdue`,
    /// `deposit_limit_day`, `deposit_limit_week` or `deposit_limit_month`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub hold_reason: Option<String>,
}

/// `admin/get_withdrawal_requests` and `admin/get_wire_deposits`: what waits for a decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AdminQueue {
    pub items: Vec<AdminTransactionView>,
}

/// `admin/record_affiliate_commission`: a commission the casino owes the player named `username`
/// as its affiliate, of `amount` in `currency` (one the player holds), for what `note` says (the
/// period, the programme). `idempotency_key`: a UUID the page makes once per entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CommissionRequest {
    pub username: String,
    pub amount: String,
    pub currency: Currency,
    pub note: String,
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// `admin/set_player_verification`: until the KYC flow exists, an administrator records a
/// verified identity by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerificationUpdate {
    pub username: String,
    /// `none`, `verified` or `enhanced`.
    pub verification: String,
}

/// What the realtime socket pushes to a signed-in player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RealtimeEvent {
    /// Money moved: the new balances.
    Balance { balance: BalanceView },
    /// A transaction changed state (a deposit credited, a withdrawal approved, ...).
    Transaction { transaction: Box<TransactionView> },
    /// A message arrived in the mail box: how many are unread now.
    Inbox { unread: u32 },
}

/// `admin/get_report`: the days to report on, inclusive `YYYY-MM-DD` bounds in UTC (at most 366
/// days).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    pub from: String,
    pub to: String,
}

/// One day's gaming figures in one currency, read from the ledger (decimal strings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ReportDay {
    /// `YYYY-MM-DD`, UTC.
    pub day: String,
    pub currency: Currency,
    /// Stakes the games took, real and bonus money, less stakes given back.
    pub stakes: String,
    /// Winnings the games paid.
    pub wins: String,
    /// Gross gaming revenue: stakes less winnings.
    pub ggr: String,
    /// Bonus money given (awards, cashback) less bonus money that came back (expired, forfeited,
    /// above a conversion's cap).
    pub bonus_cost: String,
    /// Net gaming revenue: the gross less the bonus cost.
    pub ngr: String,
    /// Affiliate commissions the house paid into players' real balances: a cost of the day
    /// beside the net gaming revenue, not a part of it.
    pub commissions: String,
    /// Players who placed at least one bet.
    pub players: u32,
}

/// One day's payments of one processor in one currency (decimal strings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ReportPayments {
    /// `YYYY-MM-DD`, UTC.
    pub day: String,
    pub currency: Currency,
    pub processor: Processor,
    /// Deposits credited.
    pub deposits: String,
    /// Withdrawals paid out.
    pub withdrawals: String,
}

/// The operator's report: gaming by day and currency, payments by day, processor and currency,
/// oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Report {
    pub days: Vec<ReportDay>,
    /// Each game's play over the whole range, by engine then name.
    pub games: Vec<ReportGame>,
    pub payments: Vec<ReportPayments>,
}

/// `admin/get_aml_flags` (the days of a `ReportRequest`): the accounts to review, by kind then
/// player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AmlFlags {
    pub flags: Vec<AmlFlag>,
}

/// One account to review and the figures the flag rests on (decimal strings in `currency`; what a
/// kind does not use is zero or empty).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct AmlFlag {
    pub kind: AmlFlagKind,
    pub username: String,
    /// The currency of the figures; none for a shared destination.
    pub currency: Option<Currency>,
    /// Deposits completed in the period (little play); all the account's deposits (quick
    /// closure); the deposits just under the threshold (just under).
    pub deposits: String,
    /// Real-money stakes in the period (little play).
    pub stakes: String,
    /// Withdrawals asked in the period (little play).
    pub withdrawn: String,
    /// Deposits just under the threshold; days the account was open, a part of a day counting as one
    /// (quick closure); accounts
    /// paid to the destination (shared destination).
    pub count: u32,
    /// The other accounts paid to the same destination.
    pub others: Vec<String>,
}

/// One game's real-money play over the report's days in one currency (decimal strings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ReportGame {
    pub game_id: String,
    /// The lobby's name (the id of a game no longer in the catalogue).
    pub name: String,
    /// The casino-core engine (`roulette`, `blackjack`...); empty for a game no longer offered.
    pub engine: String,
    pub currency: Currency,
    /// Real-money rounds opened on these days.
    pub rounds: u32,
    /// Players who opened them.
    pub players: u32,
    /// Stakes the game took, less stakes given back.
    pub stakes: String,
    pub wins: String,
    /// Gross gaming revenue: stakes less winnings.
    pub ggr: String,
    /// Winnings over stakes in percent with two decimals (`"96.50"`); none without stakes.
    pub returned: Option<String>,
    /// The return to player its configuration gives (the lobby's figure); empty for a game no
    /// longer offered.
    pub rtp: String,
}
