//! What a bonus may turn into: the cap on bonus winnings, and the conversion of the bonus balance
//! into real money once the wagering is complete.

use serde::{Deserialize, Serialize};

use super::mul_div;
use super::terms::BonusTerms;

/// How many times the deposit (or, for a bonus given without a deposit, the bonus amount) the
/// bonus balance may bring in real money:
///
/// - a bonus of less than 100 % of the deposit (a fixed bonus included): 50 times the deposit;
/// - a bonus of 100 % to 199 %: 30 times the deposit;
/// - a bonus of 200 % or more: 20 times the deposit;
/// - a cashback or loyalty bonus, or any bonus given without a deposit (a referral or code bonus
///   on its own): 30 times the bonus amount.
pub fn cap_multiple(terms: &BonusTerms) -> u32 {
    if terms.kind.without_deposit() {
        return NO_DEPOSIT_CAP as u32;
    }
    match terms.percent {
        0..=99 => 50,
        100..=199 => 30,
        _ => 20,
    }
}

/// The most real money, in cents, a bonus balance may become: the cap multiple times the initial
/// deposit, or 30 times the bonus amount for a bonus given without a deposit (a cap of 50 times
/// nothing would take a referral or code bonus away entirely).
pub fn cap(terms: &BonusTerms, deposit: i64, bonus_amount: i64) -> i64 {
    if terms.kind.without_deposit() || deposit <= 0 {
        return mul_div(bonus_amount.max(0), NO_DEPOSIT_CAP, 1);
    }
    mul_div(deposit, i64::from(cap_multiple(terms)), 1)
}

/// The cap of a bonus given without a deposit, in times the bonus amount.
const NO_DEPOSIT_CAP: i64 = 30;

/// What happens to the bonus balance once the wagering is complete, in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Conversion {
    /// Moved to the real balance: the bonus balance, up to the cap.
    pub to_real: i64,
    /// What the cap takes away: the rest of the bonus balance.
    pub forfeited: i64,
}

/// Once the wagering requirement is met, the bonus balance becomes real money up to the cap
/// (see `cap`); whatever lies above the cap is forfeited.
pub fn conversion(
    terms: &BonusTerms,
    deposit: i64,
    bonus_amount: i64,
    bonus_balance: i64,
) -> Conversion {
    let balance = bonus_balance.max(0);
    let to_real = balance.min(cap(terms, deposit, bonus_amount));
    Conversion {
        to_real,
        forfeited: balance - to_real,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bonus::terms::BonusKind;
    use crate::bonus::terms::tests::welcome;

    fn at(percent: u32) -> BonusTerms {
        BonusTerms {
            percent,
            ..welcome()
        }
    }

    #[test]
    fn tiers_by_bonus_percent() {
        for (percent, multiple) in [
            (0, 50),
            (24, 50),
            (25, 50),
            (99, 50),
            (100, 30),
            (199, 30),
            (200, 20),
            (400, 20),
        ] {
            assert_eq!(cap_multiple(&at(percent)), multiple, "{percent} %");
        }
    }

    #[test]
    fn bonuses_without_deposit_cap_on_the_bonus() {
        for kind in [BonusKind::Cashback, BonusKind::Loyalty] {
            let t = BonusTerms { kind, ..at(0) };
            assert_eq!(cap(&t, 0, 1_000), 30_000);
            assert_eq!(cap(&t, 99_999, 1_000), 30_000);
        }
        assert_eq!(cap(&at(100), 5_000, 5_000), 150_000);
    }

    #[test]
    fn the_balance_converts_up_to_the_cap() {
        let t = at(200);
        // Deposit 10.00 at 200 %: the cap is 200.00.
        assert_eq!(
            conversion(&t, 1_000, 2_000, 25_000),
            Conversion {
                to_real: 20_000,
                forfeited: 5_000
            }
        );
        assert_eq!(
            conversion(&t, 1_000, 2_000, 20_000),
            Conversion {
                to_real: 20_000,
                forfeited: 0
            }
        );
        assert_eq!(conversion(&t, 1_000, 2_000, 0), Conversion::default());
    }

    use crate::bonus::terms::tests::any_terms;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_balance_splits_into_converted_and_forfeited_money_without_a_cent_lost(
            t in any_terms(), deposit in -1_000i64..100_000_000, amount in -1_000i64..100_000_000,
            balance in -1_000i64..10_000_000_000,
        ) {
            let c = conversion(&t, deposit, amount, balance);
            prop_assert_eq!(c.to_real + c.forfeited, balance.max(0));
            prop_assert!(c.to_real >= 0 && c.forfeited >= 0);
            prop_assert_eq!(c.to_real, balance.max(0).min(cap(&t, deposit, amount)));
        }

        #[test]
        fn the_cap_is_its_multiple_of_the_deposit_or_thirty_times_the_bonus(
            t in any_terms(), deposit in -1_000i64..100_000_000, amount in -1_000i64..100_000_000,
        ) {
            let expected = if t.kind.without_deposit() || deposit <= 0 {
                30 * amount.max(0)
            } else {
                deposit * i64::from(cap_multiple(&t))
            };
            prop_assert_eq!(cap(&t, deposit, amount), expected);
        }

        #[test]
        fn a_larger_bonus_percent_never_raises_the_cap_multiple(
            t in any_terms(), more in 0u32..500,
        ) {
            let higher = BonusTerms { percent: t.percent + more, ..t.clone() };
            prop_assert!(cap_multiple(&higher) <= cap_multiple(&t));
            prop_assert!([20, 30, 50].contains(&cap_multiple(&t)));
        }
    }
}
