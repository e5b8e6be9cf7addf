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

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde::de::DeserializeOwned;

    /// Each value goes over the API as the word the database stores for it, and comes back.
    fn sent_as_stored<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug + Copy>(
        all: &[T],
        code: fn(T) -> &'static str,
    ) {
        for &value in all {
            let sent = serde_json::to_string(&value).unwrap();
            assert_eq!(sent, format!("\"{}\"", code(value)));
            assert_eq!(serde_json::from_str::<T>(&sent).unwrap(), value);
        }
    }

    #[test]
    fn the_api_sends_each_closed_set_as_its_stored_word() {
        sent_as_stored(&crate::Currency::ALL, crate::Currency::code);
        sent_as_stored(
            &crate::kyc::DocumentKind::ALL,
            crate::kyc::DocumentKind::code,
        );
        sent_as_stored(
            &crate::content::ContentKind::ALL,
            crate::content::ContentKind::code,
        );
        sent_as_stored(
            &crate::payments::Processor::ALL,
            crate::payments::Processor::code,
        );
    }
}
