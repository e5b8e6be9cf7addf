//! The server's integration tests, one binary: each file below was a test binary of its own,
//! which linked the whole server again, built the game catalog again at start and ran its tests
//! apart from the others. Together they link once and share the catalog, and the test threads
//! keep both cores busy to the end instead of waiting on each file's slowest test.
//! (`payments.rs` stays apart: its log test reads every line the process writes.)

mod common;

mod account_area;
mod account_lifecycle;
mod accounts;
mod admin_bonuses;
mod aml;
mod architecture;
mod bonuses;
mod cashback;
mod codes;
mod commissions;
mod complaints;
mod content;
mod crash;
mod foundation;
mod games;
mod instances;
mod kyc;
mod ledger;
mod ledger_props;
mod live;
mod migrations;
mod openapi;
mod operations;
mod production;
mod promotions;
mod referral;
mod refunds;
mod reports;
mod responsible;
mod restore_drill;
mod restricted_area;
mod scheduled_bonuses;
mod security;
mod site_admin;
mod support;
