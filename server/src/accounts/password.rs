//! Password hashing with argon2id (the crate's defaults: m = 19 MiB, t = 2, p = 1, ~40 ms here).

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

use crate::error::{AppError, AppResult};

pub fn hash(password: &str) -> AppResult<String> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(AppError::internal)
}

/// Whether `password` matches `stored`. A malformed stored hash never matches.
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash to verify against when the account does not exist, so that an unknown username costs
/// the same time as a wrong password and the answer says nothing about which it was.
static DUMMY: LazyLock<String> =
    LazyLock::new(|| hash("not a password of anyone").unwrap_or_default());

pub fn verify_nobody(password: &str) {
    let _ = verify(password, &DUMMY);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let h = hash("Secret#2026").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("Secret#2026", &h));
        assert!(!verify("Secret#2027", &h));
        assert!(!verify("Secret#2026", "not a hash"));
        assert_ne!(h, hash("Secret#2026").unwrap(), "salted");
    }
}
