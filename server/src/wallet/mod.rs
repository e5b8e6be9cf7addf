//! Money: the double-entry ledger, the players' wallets, and the payment orders that move money
//! in (deposits) and out (withdrawals, refunds).

mod aml;
pub mod announce;
pub mod audits;
pub mod balance;
pub mod deposits;
pub mod history;
pub mod ledger;
pub mod orders;
pub mod refunds;
mod reports;
pub mod withdrawals;

pub use aml::flags as aml_flags;
pub use reports::report;
