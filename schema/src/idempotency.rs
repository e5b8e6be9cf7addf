//! The key of a money-moving request.

use serde::{Deserialize, Deserializer, Serialize};
use ts_rs::TS;

/// What makes a retried request answer its first result instead of moving money twice. One rule
/// for every call: a UUID in its hyphenated form (any case, spaces around it not counted), kept
/// in lower case. The web app makes one per attempt. Keys the server makes itself (a processor's
/// callback, a job, a round) are never UUIDs (`callback:bitcoin:<txid>`, `game:<round>:bet`), so
/// no client key can ever name one of them. A body with any other key is refused as an invalid
/// request before anything is read or written.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(transparent)]
#[ts(type = "string")]
pub struct IdempotencyKey(String);

impl IdempotencyKey {
    /// The hyphenated form's length: 32 hexadecimal digits and 4 hyphens.
    pub const LEN: usize = 36;

    pub fn parse(key: &str) -> Option<IdempotencyKey> {
        let key = key.trim();
        let hyphen = |i: usize| matches!(i, 8 | 13 | 18 | 23);
        let uuid = key.len() == Self::LEN
            && key.bytes().enumerate().all(|(i, b)| {
                if hyphen(i) {
                    b == b'-'
                } else {
                    b.is_ascii_hexdigit()
                }
            });
        uuid.then(|| IdempotencyKey(key.to_ascii_lowercase()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for IdempotencyKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<IdempotencyKey, D::Error> {
        let raw = String::deserialize(d)?;
        IdempotencyKey::parse(&raw).ok_or_else(|| {
            serde::de::Error::custom(
                "idempotency_key: a UUID such as 0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1b",
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_a_uuid_and_nothing_else() {
        let uuid = "0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1b";
        assert_eq!(IdempotencyKey::parse(uuid).unwrap().as_str(), uuid);
        assert_eq!(
            IdempotencyKey::parse(" 0B4F3C2E-9F1A-4C7E-8D2B-6A5E4F3D2C1B ")
                .unwrap()
                .as_str(),
            uuid
        );
        for bad in [
            "w-1",
            "",
            "   ",
            "callback:bitcoin:0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1b",
            "0b4f3c2e9f1a4c7e8d2b6a5e4f3d2c1b",
            "0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1g",
            "0b4f3c2e-9f1a-4c7e-8d2b_6a5e4f3d2c1b",
            "0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1bb",
            "0b4f3c2e-9f1a-4c7e-8d2b-6a5e4f3d2c1\u{0}",
        ] {
            assert_eq!(IdempotencyKey::parse(bad), None, "{bad:?}");
        }
        let bad: Result<IdempotencyKey, _> = serde_json::from_str("\"w-1\"");
        assert!(
            bad.unwrap_err()
                .to_string()
                .contains("idempotency_key: a UUID")
        );
    }
}
