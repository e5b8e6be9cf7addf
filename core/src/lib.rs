//! `casino-core`: every rule of the casino, written once.
//!
//! The crate is pure (no I/O, no clock, no randomness of its own): the current date, seeds and
//! configuration are arguments. It compiles natively for the server and to WebAssembly for the
//! browser (through `casino-core-wasm`), so a player sees exactly the rule the server enforces.

pub mod account;
pub mod aml;
pub mod bonus;
pub mod check;
pub mod content;
pub mod datetime;
pub mod error;
pub mod games;
#[cfg(feature = "catalogue")]
pub mod i18n;
pub mod kyc;
pub mod linking;
pub mod locale;
pub mod money;
pub mod numbers;
pub mod payments;
pub mod registration;
pub mod responsible;
pub mod site;
#[cfg(feature = "diesel")]
pub mod stored;
pub mod support;
pub mod validate;

pub use error::RuleError;
pub use locale::Locale;
pub use money::{Currency, Money};
