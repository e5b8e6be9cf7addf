//! Money: the double-entry ledger, the players' wallets, and the payment orders that move money
//! in (deposits) and out (withdrawals).

pub mod announce;
pub mod balance;
pub mod crypto_addresses;
pub mod deposits;
pub mod ledger;
pub mod orders;
pub mod withdrawals;
