//! An account's life apart from money: twelve months without a sign-in make it dormant, and a
//! dormant account is closed after a notice of at least 24 hours, which a sign-in cancels.

const HOUR_MS: i64 = 60 * 60 * 1000;

/// Twelve months (365 days) without a sign-in.
pub const DORMANT_AFTER_MS: i64 = 365 * 24 * HOUR_MS;
/// The notice a player gets before their account is closed.
pub const CLOSURE_NOTICE_MS: i64 = 24 * HOUR_MS;

/// Whether an account last seen at `last_seen` (a sign-in, or the registration) is dormant.
pub fn dormant(last_seen: i64, now: i64) -> bool {
    now - last_seen >= DORMANT_AFTER_MS
}

/// When an account announced for closure at `now` closes.
pub fn closes_at(now: i64) -> i64 {
    now + CLOSURE_NOTICE_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twelve_months_then_a_day_of_notice() {
        assert!(!dormant(0, DORMANT_AFTER_MS - 1));
        assert!(dormant(0, DORMANT_AFTER_MS));
        assert_eq!(closes_at(10), 10 + 24 * 3_600_000);
    }
}
