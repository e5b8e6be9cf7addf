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

    use proptest::prelude::*;

    // Instants from 1970 to about 2100: a sign-in or a registration.
    const ERA: std::ops::Range<i64> = 0..4_102_444_800_000;

    proptest! {
        #[test]
        fn dormancy_starts_exactly_a_year_after_the_last_sign_in(
            last_seen in ERA, gap in -DORMANT_AFTER_MS..3 * DORMANT_AFTER_MS,
        ) {
            prop_assert_eq!(dormant(last_seen, last_seen + gap), gap >= DORMANT_AFTER_MS);
        }

        #[test]
        fn once_dormant_an_account_stays_dormant_until_a_sign_in(
            last_seen in ERA, now in ERA, later in 0i64..DORMANT_AFTER_MS,
        ) {
            // Time passing alone never wakes an account up.
            if dormant(last_seen, now) {
                prop_assert!(dormant(last_seen, now + later));
            }
        }

        #[test]
        fn closure_comes_a_full_day_after_the_notice(now in ERA) {
            prop_assert_eq!(closes_at(now) - now, CLOSURE_NOTICE_MS);
            prop_assert_eq!(CLOSURE_NOTICE_MS, 24 * HOUR_MS);
        }
    }
}
