//! Money: the double-entry ledger and the players' wallets.

pub mod ledger;
