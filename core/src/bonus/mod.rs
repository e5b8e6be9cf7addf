//! Bonuses: what a deposit earns, how the bonus is wagered, what it may turn into, cashback,
//! loyalty points and the cash-out quote. Pure integer arithmetic on whole cents of the wallet's
//! currency (never floating point); a share of an amount is rounded down to the cent.
//!
//! The doc comments of the public functions are the terms shown to players: they state each rule
//! in words.

pub mod award;
pub mod calc;
pub mod campaign;
pub mod caps;
pub mod cashback;
pub mod claim;
pub mod loyalty;
pub mod preview;
pub mod quote;
pub mod terms;
pub mod wagering;

pub use award::{Award, award};
pub use calc::{Answer, Calc, Outcome, Vector, run};
pub use campaign::{CampaignForm, CheckedCampaign, check_campaign};
pub use caps::{Conversion, cap, cap_multiple, conversion};
pub use cashback::cashback;
pub use claim::can_claim;
pub use loyalty::{Redemption, loyalty_stake, points_earned, redeem};
pub use preview::{DepositPreview, deposit_preview};
pub use quote::{ActiveBonus, CashoutQuote, cashout_quote};
pub use terms::{BonusKind, BonusTerms, Contribution};
pub use wagering::{
    LOW_EDGE_BELOW_PERCENT, LOW_EDGE_WEIGHT_PERCENT, StakeSplit, check_bet, contribution,
    game_weight, max_bet, progress, require_wagered, split_stake, split_win,
};

/// `amount × numerator / denominator`, rounded down, without overflow on the way (the product is
/// taken in 128 bits; a result beyond `i64` saturates). `denominator` must not be zero.
pub(crate) fn mul_div(amount: i64, numerator: i64, denominator: i64) -> i64 {
    let exact = (i128::from(amount) * i128::from(numerator)).div_euclid(i128::from(denominator));
    i64::try_from(exact).unwrap_or(if exact < 0 { i64::MIN } else { i64::MAX })
}

/// `percent` whole percent of `amount`, rounded down.
pub(crate) fn percent_of(amount: i64, percent: u32) -> i64 {
    mul_div(amount, i64::from(percent), 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_round_down_and_do_not_overflow() {
        assert_eq!(percent_of(999, 10), 99);
        assert_eq!(percent_of(5_000, 100), 5_000);
        assert_eq!(percent_of(i64::MAX, 200), i64::MAX);
        assert_eq!(mul_div(-1, 1, 3), -1);
        assert_eq!(mul_div(7, 2, 3), 4);
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_share_is_the_exact_product_rounded_down(
            amount in any::<i64>(), numerator in any::<i64>(),
            denominator in prop_oneof![1i64..1_000, 1i64..=i64::MAX],
        ) {
            let exact = i128::from(amount) * i128::from(numerator);
            let d = i128::from(denominator);
            let got = i128::from(mul_div(amount, numerator, denominator));
            if exact < i128::from(i64::MIN) * d {
                prop_assert_eq!(got, i128::from(i64::MIN));
            } else if exact >= (i128::from(i64::MAX) + 1) * d {
                prop_assert_eq!(got, i128::from(i64::MAX));
            } else {
                // The largest whole number whose product with the denominator is at most the exact one.
                prop_assert!(got * d <= exact && exact < (got + 1) * d);
            }
        }

        #[test]
        fn a_percent_of_an_amount_never_exceeds_it_and_grows_with_it(
            amount in 0i64..1_000_000_000_000, more in 0i64..1_000_000, percent in 0u32..=100,
        ) {
            let share = percent_of(amount, percent);
            prop_assert!((0..=amount).contains(&share));
            prop_assert_eq!(share, amount * i64::from(percent) / 100);
            prop_assert!(percent_of(amount + more, percent) >= share);
        }
    }
}
