//! Money: the double-entry ledger, the players' wallets, and the payment orders that move money
//! in (deposits) and out (withdrawals, refunds).

mod aml;
mod announce;
mod audits;
mod balance;
mod deposits;
mod history;
// The wallet's two services, named by path wherever money moves: every domain that moves money
// posts through the ledger (`ledger::post`, `Account`, `Movement`), and payments keeps its orders
// in the order book (`orders::find`, `Order`, `State`). Their items read best with the module's
// name in front, so they stay modules rather than dozens of renamed re-exports.
pub mod ledger;
pub mod orders;
mod refunds;
mod reports;
mod withdrawals;

pub use aml::flags as aml_flags;
pub use announce::{announce, announce_later};
pub use audits::{last as last_audit, start as start_audits};
pub use balance::{open as open_wallet, view as balance_view};
pub use deposits::{Settled, credit as credit_deposit, fail as fail_deposit};
pub use history::page as history_page;
pub use refunds::{
    Ask as RefundAsk, Outcome as RefundOutcome, refunded_deposits, request as request_refund,
    settle_waiting as settle_waiting_refund,
};
pub use reports::report;
pub use withdrawals::{
    Request as WithdrawalAsk, facts as withdrawal_facts, give_back as give_back_withdrawal,
    pay_out as pay_out_withdrawal, request as request_withdrawal,
};
