//! Processor callbacks are signed: HMAC-SHA256 of the exact body, hex in the `X-Signature`
//! header, with a key of that processor's own. An unsigned or wrongly signed callback moves
//! nothing, and one processor's key never speaks for another.
//!
//! Each processor's key is `PAYMENT_CALLBACK_SECRET_<PROCESSOR>` when set, and otherwise derived
//! from the site's `PAYMENT_CALLBACK_SECRET` (HMAC of the processor's id), so a leaked card
//! processor's key cannot credit coins. The body names its processor and the moment it was
//! signed: a callback older than `FRESH_MILLIS` is refused, and one received before is refused
//! (`record_once`), so a captured callback cannot be played again.

use std::collections::BTreeMap;
use std::sync::Arc;

use casino_core::payments::Processor;
use diesel::RunQueryDsl;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::db::DbConnection;
use crate::db::statement::sql;
use crate::error::{AppError, AppResult, ErrorKind};

pub const HEADER: &str = "x-signature";

/// How far a callback's `sent_at` may lie from the server's clock, either way (5 minutes).
pub const FRESH_MILLIS: i64 = 300_000;

pub fn sign(secret: &[u8], body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

/// Constant-time comparison (through `verify_slice`) of the given signature with the body's.
pub fn verify(secret: &[u8], body: &[u8], signature: &str) -> bool {
    let Ok(given) = hex::decode(signature.trim()) else {
        return false;
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(body);
    mac.verify_slice(&given).is_ok()
}

/// The processors' callback keys.
#[derive(Clone)]
pub struct CallbackKeys {
    site: Arc<Vec<u8>>,
    own: Arc<BTreeMap<Processor, Vec<u8>>>,
}

impl CallbackKeys {
    /// `site`: the site's callback secret; `own`: the keys set per processor, by processor id.
    pub fn new(site: &[u8], own: BTreeMap<Processor, Vec<u8>>) -> CallbackKeys {
        CallbackKeys {
            site: Arc::new(site.to_vec()),
            own: Arc::new(own),
        }
    }

    /// The key `processor` signs its callbacks with.
    pub fn key(&self, processor: Processor) -> Vec<u8> {
        if let Some(k) = self.own.get(&processor) {
            return k.clone();
        }
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.site).expect("any key length");
        mac.update(b"payment-callback:");
        mac.update(processor.code().as_bytes());
        mac.finalize().into_bytes().to_vec()
    }

    /// `body` signed with `processor`'s key, as that processor would send it.
    pub fn sign(&self, processor: Processor, body: &[u8]) -> String {
        sign(&self.key(processor), body)
    }

    pub fn verify(&self, processor: Processor, body: &[u8], signature: &str) -> bool {
        verify(&self.key(processor), body, signature)
    }
}

/// Refuses a callback signed more than `FRESH_MILLIS` away from `now`.
pub fn check_fresh(sent_at: i64, now: i64) -> AppResult<()> {
    if (now - sent_at).abs() > FRESH_MILLIS {
        return Err(AppError::new(ErrorKind::Unauthorized, "callback_stale"));
    }
    Ok(())
}

/// Notes a callback's body as received, in the caller's transaction; refused when it was
/// received before. Bodies older than twice the freshness window are forgotten as we go: their
/// `sent_at` refuses them anyway.
pub fn record_once(
    c: &mut DbConnection,
    processor: Processor,
    body: &[u8],
    now_millis: i64,
) -> AppResult<()> {
    let digest = hex::encode(Sha256::digest(body));
    let inserted = sql(
        "INSERT INTO payment_callbacks (digest, processor, received_at) VALUES (?, ?, ?) \
         ON CONFLICT DO NOTHING",
    )
    .text(digest)
    .text(processor.code())
    .big_int(now_millis)
    .execute(c)?;
    if inserted == 0 {
        return Err(AppError::new(ErrorKind::Conflict, "callback_replayed"));
    }
    sql("DELETE FROM payment_callbacks WHERE received_at < ?")
        .big_int(now_millis - 2 * FRESH_MILLIS)
        .execute(c)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_fits_only_its_body_and_key() {
        let s = sign(b"key", b"{\"a\":1}");
        assert!(verify(b"key", b"{\"a\":1}", &s));
        assert!(!verify(b"key", b"{\"a\":2}", &s));
        assert!(!verify(b"other", b"{\"a\":1}", &s));
        assert!(!verify(b"key", b"{\"a\":1}", "zz"));
    }

    #[test]
    fn each_processor_has_its_own_key() {
        let own = BTreeMap::from([(Processor::Usdt, b"usdt-own-key".to_vec())]);
        let keys = CallbackKeys::new(b"site secret", own);
        let s = keys.sign(Processor::Bitcoin, b"{}");
        assert!(keys.verify(Processor::Bitcoin, b"{}", &s));
        assert!(!keys.verify(Processor::Altitudepay, b"{}", &s));
        assert!(!verify(b"site secret", b"{}", &s));
        assert_eq!(keys.key(Processor::Usdt), b"usdt-own-key".to_vec());
        assert!(keys.verify(Processor::Usdt, b"{}", &sign(b"usdt-own-key", b"{}")));
    }

    #[test]
    fn a_callback_is_fresh_for_five_minutes_either_way() {
        assert!(check_fresh(1_000, 301_000).is_ok());
        assert!(check_fresh(301_000, 1_000).is_ok());
        assert_eq!(
            check_fresh(1_000, 301_001).unwrap_err().code,
            "callback_stale"
        );
        assert_eq!(
            check_fresh(301_002, 1_001).unwrap_err().code,
            "callback_stale"
        );
    }
}
