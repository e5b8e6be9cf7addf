//! Loyalty points: earned on real-money wagering, exchanged for bonus money.

use serde::{Deserialize, Serialize};

use super::mul_div;
use crate::Currency;
use crate::error::RuleError;
use crate::payments::units_per_euro;
use crate::validate::{self, LOYALTY_STEP};

/// Bonus money, in euro cents, that one step of points (1000 points) is worth: 10.00 €.
pub const STEP_VALUE_EURO_CENTS: i64 = 1_000;

/// Loyalty points earned by real-money stakes, from the player's total real-money wager before
/// and after them (in cents of `currency`): one point per full euro wagered (90 rupees count as a
/// euro). Counting on the running total keeps the fractions: two stakes of 0.50 € earn a point.
pub fn points_earned(currency: Currency, wagered_before: i64, wagered_after: i64) -> u64 {
    let per_point = 100 * units_per_euro(currency);
    let whole = |wagered: i64| wagered.max(0) / per_point;
    u64::try_from(whole(wagered_after) - whole(wagered_before)).unwrap_or(0)
}

/// The part of real-money stakes of `cents` on games of `weight` (`game_weight`) that earns
/// points: a low-edge game's stakes earn at the weight they count towards wagering.
pub fn loyalty_stake(cents: i64, weight: u32) -> i64 {
    super::percent_of(cents.max(0), weight.min(100))
}

/// Points exchanged for bonus money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Redemption {
    /// The points taken from the player's total.
    pub points: u64,
    /// The bonus credited, in cents of the wallet's currency.
    pub bonus: i64,
}

/// Exchanges points for bonus money: points are redeemed in multiples of 1000, never more than
/// the player has, and every 1000 points give 10.00 € of bonus (in rupees, 900.00 ₹).
pub fn redeem(
    currency: Currency,
    requested: &str,
    available: u64,
) -> Result<Redemption, RuleError> {
    let points = validate::loyalty_points(requested)?;
    if points > available {
        return Err(RuleError::LoyaltyNotEnough);
    }
    let steps = i64::try_from(points / u64::from(LOYALTY_STEP)).unwrap_or(i64::MAX);
    let bonus = mul_div(steps, STEP_VALUE_EURO_CENTS * units_per_euro(currency), 1);
    Ok(Redemption { points, bonus })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_per_euro_on_the_running_total() {
        assert_eq!(points_earned(Currency::Eur, 0, 99), 0);
        assert_eq!(points_earned(Currency::Eur, 0, 100), 1);
        assert_eq!(points_earned(Currency::Eur, 50, 150), 1);
        assert_eq!(points_earned(Currency::Eur, 150, 199), 0);
        assert_eq!(points_earned(Currency::Usd, 0, 12_345), 123);
        assert_eq!(points_earned(Currency::Eur, 500, 100), 0);
        // 100.00 on blackjack earns as 10.00 on a slot.
        assert_eq!(
            loyalty_stake(10_000, crate::bonus::LOW_EDGE_WEIGHT_PERCENT),
            1_000
        );
        assert_eq!(loyalty_stake(10_000, 100), 10_000);
    }

    #[test]
    fn ninety_rupees_make_a_point() {
        assert_eq!(points_earned(Currency::Inr, 0, 8_999), 0);
        assert_eq!(points_earned(Currency::Inr, 0, 9_000), 1);
        assert_eq!(points_earned(Currency::Inr, 8_999, 18_000), 2);
    }

    #[test]
    fn redemptions_in_thousands_within_the_balance() {
        assert_eq!(
            redeem(Currency::Eur, "1000", 1_500),
            Ok(Redemption {
                points: 1_000,
                bonus: 1_000
            })
        );
        assert_eq!(
            redeem(Currency::Inr, "3000", 3_000),
            Ok(Redemption {
                points: 3_000,
                bonus: 270_000
            })
        );
        assert_eq!(
            redeem(Currency::Eur, "999", 5_000),
            Err(RuleError::LoyaltyNotMultiple { step: 1_000 })
        );
        assert_eq!(
            redeem(Currency::Eur, "2000", 1_999),
            Err(RuleError::LoyaltyNotEnough)
        );
        assert_eq!(redeem(Currency::Eur, " ", 1_999), Err(RuleError::Required));
    }

    use proptest::prelude::*;

    fn any_currency() -> impl Strategy<Value = Currency> {
        proptest::sample::select(Currency::ALL.to_vec())
    }

    proptest! {
        #[test]
        fn points_count_the_whole_euros_of_the_running_total(
            c in any_currency(), a in 0i64..1_000_000_000, b in 0i64..1_000_000_000, d in 0i64..1_000_000_000,
        ) {
            let mut w = [a, b, d];
            w.sort_unstable();
            let [a, b, d] = w;
            let unit = 100 * units_per_euro(c);
            prop_assert_eq!(points_earned(c, a, d), u64::try_from(d / unit - a / unit).unwrap());
            // Earning in two steps earns what one step over both does: no fraction is lost.
            prop_assert_eq!(points_earned(c, a, b) + points_earned(c, b, d), points_earned(c, a, d));
            // Going back never earns (nor takes) points.
            prop_assert_eq!(points_earned(c, d, a), 0);
        }

        #[test]
        fn redeeming_gives_ten_euros_of_bonus_per_thousand_points_held(
            c in any_currency(), points in 0u64..100_000, available in 0u64..100_000,
        ) {
            let got = redeem(c, &points.to_string(), available);
            if points == 0 || points % 1000 != 0 {
                prop_assert_eq!(got, Err(RuleError::LoyaltyNotMultiple { step: LOYALTY_STEP }));
            } else if points > available {
                prop_assert_eq!(got, Err(RuleError::LoyaltyNotEnough));
            } else {
                let bonus = i64::try_from(points / 1000).unwrap() * 1_000 * units_per_euro(c);
                prop_assert_eq!(got, Ok(Redemption { points, bonus }));
            }
        }
    }
}
