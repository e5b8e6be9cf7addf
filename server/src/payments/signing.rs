//! Processor callbacks are signed: HMAC-SHA256 of the exact body with the shared secret, hex in
//! the `X-Signature` header. An unsigned or wrongly signed callback moves nothing.

use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const HEADER: &str = "x-signature";

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
}
