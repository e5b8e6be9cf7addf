//! The weekly cashback.

use super::percent_of;

/// The cashback paid for a week, in cents: the given percent of the week's net loss (stakes
/// minus wins), rounded down to the cent; nothing when the week was not a loss.
pub fn cashback(percent: u32, net_loss: i64) -> i64 {
    if net_loss <= 0 {
        return 0;
    }
    percent_of(net_loss, percent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_of_a_losing_week_rounded_down() {
        assert_eq!(cashback(10, 25_000), 2_500);
        assert_eq!(cashback(10, 12_345), 1_234);
        assert_eq!(cashback(10, 0), 0);
        assert_eq!(cashback(10, -5_000), 0);
        assert_eq!(cashback(0, 5_000), 0);
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn cashback_is_the_share_of_a_loss_rounded_down_and_nothing_otherwise(
            percent in 0u32..=100, net_loss in -1_000_000_000i64..1_000_000_000, more in 0i64..1_000_000,
        ) {
            let paid = cashback(percent, net_loss);
            if net_loss <= 0 {
                prop_assert_eq!(paid, 0);
            } else {
                prop_assert_eq!(paid, net_loss * i64::from(percent) / 100);
                prop_assert!(paid <= net_loss);
            }
            // A bigger loss never earns less back.
            prop_assert!(cashback(percent, net_loss + more) >= paid);
        }
    }
}
