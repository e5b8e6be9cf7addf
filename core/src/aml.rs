//! The anti-money-laundering flags staff review (GLI-19 A.8.2, the EU's anti-money-laundering
//! directive for casinos): patterns of money that may be laundered rather than played. A flag is
//! a reason to look at an account, never a decision: the server lists them, staff judge.

use crate::Currency;
use crate::payments::{WAGER_MULTIPLIER, units_per_euro};

/// A casino checks a customer's identity for any transaction of 2,000 EUR or more (directive
/// (EU) 2015/849, article 11): deposits kept just under it are the classic way round it.
pub const DUE_DILIGENCE_EUR: i64 = 2_000;
/// "Just under": within this share of the threshold below it (10 %: from 1,800 EUR).
pub const JUST_UNDER_PERCENT: i64 = 10;
/// This many deposits just under the threshold in the period make a flag.
pub const JUST_UNDER_COUNT: u32 = 3;
/// An account closed within this many days of its registration, after a deposit, is flagged.
pub const QUICK_CLOSURE_DAYS: i64 = 30;
/// A payout destination (a bank account, a coin address) used by this many accounts is flagged.
pub const SHARED_DESTINATION_ACCOUNTS: u32 = 2;

/// Whether a player who withdrew staked less than the wagering rule asks of what they deposited
/// (in cents of one currency): money in and out with little play.
pub fn little_play(deposits_cents: i64, stakes_cents: i64) -> bool {
    deposits_cents > 0 && stakes_cents < deposits_cents.saturating_mul(i64::from(WAGER_MULTIPLIER))
}

/// The deposits (in cents of `currency`) that count as "just under" the due-diligence threshold.
pub fn just_under(currency: Currency) -> std::ops::Range<i64> {
    let threshold = DUE_DILIGENCE_EUR * units_per_euro(currency) * 100;
    threshold - threshold * JUST_UNDER_PERCENT / 100..threshold
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_in_and_out_needs_the_wagering_multiple_of_play() {
        assert!(little_play(10_000, 29_999));
        assert!(!little_play(10_000, 30_000));
        assert!(!little_play(0, 0));
    }

    #[test]
    fn just_under_is_the_tenth_below_two_thousand_euros_in_each_currency() {
        assert_eq!(just_under(Currency::Eur), 180_000..200_000);
        assert_eq!(just_under(Currency::Usd), 180_000..200_000);
        assert_eq!(just_under(Currency::Inr), 16_200_000..18_000_000);
    }
}
