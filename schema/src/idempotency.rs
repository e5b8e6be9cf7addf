//! The key of a money-moving request.

use serde::{Deserialize, Deserializer, Serialize};
use ts_rs::TS;

/// What makes a retried request answer its first result instead of moving money twice. One rule
/// for every call: 1 to 100 printable characters, spaces around it not counted. The web app
/// sends a UUID it makes once per attempt; a processor's own reference fits too. A body with any
/// other key is refused as an invalid request before anything is read or written.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(transparent)]
#[ts(type = "string")]
pub struct IdempotencyKey(String);

impl IdempotencyKey {
    pub const MAX_LEN: usize = 100;

    pub fn parse(key: &str) -> Option<IdempotencyKey> {
        let key = key.trim();
        let fits = !key.is_empty() && key.chars().count() <= Self::MAX_LEN;
        (fits && !key.chars().any(char::is_control)).then(|| IdempotencyKey(key.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for IdempotencyKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<IdempotencyKey, D::Error> {
        let raw = String::deserialize(d)?;
        IdempotencyKey::parse(&raw).ok_or_else(|| {
            serde::de::Error::custom("idempotency_key: 1 to 100 printable characters")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_1_to_100_printable_characters() {
        let uuid = "0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1b";
        assert_eq!(IdempotencyKey::parse(uuid).unwrap().as_str(), uuid);
        assert_eq!(IdempotencyKey::parse("  w-1 ").unwrap().as_str(), "w-1");
        assert_eq!(
            IdempotencyKey::parse(&"k".repeat(100)).map(|k| k.0.len()),
            Some(100)
        );
        assert_eq!(IdempotencyKey::parse(&"k".repeat(101)), None);
        assert_eq!(IdempotencyKey::parse("   "), None);
        assert_eq!(IdempotencyKey::parse("a\u{0}b"), None);
        let bad: Result<IdempotencyKey, _> = serde_json::from_str("\"\"");
        assert!(bad.unwrap_err().to_string().contains("idempotency_key"));
    }
}
