//! What a deposit earns: the bonus amount and the wagering it brings.

use serde::{Deserialize, Serialize};

use super::terms::BonusTerms;
use super::{mul_div, percent_of};
use crate::error::RuleError;
use crate::money::from_cents;

/// A bonus awarded on a deposit, in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Award {
    /// The bonus money credited.
    pub bonus: i64,
    /// The total stakes needed before the bonus can be cashed out.
    pub wagering_required: i64,
}

/// The bonus a deposit of `deposit` cents earns under `terms`.
///
/// - A deposit below the offer's minimum deposit earns nothing and is refused with the minimum.
/// - A percentage bonus is that percent of the deposit, rounded down to the cent, and no more than
///   the offer's maximum bonus when there is one; a fixed bonus amount is added to it.
/// - The bonus must be wagered the offer's wagering multiple times: wagering required = bonus ×
///   multiple (a deposit of 50.00 with a 100 % bonus and a multiple of 30 gives a bonus of 50.00
///   and 1,500.00 to wager).
pub fn award(terms: &BonusTerms, deposit: i64) -> Result<Award, RuleError> {
    if deposit < 0 {
        return Err(RuleError::NumberInvalid);
    }
    if deposit < terms.min_deposit {
        return Err(RuleError::BonusMinDeposit {
            min: from_cents(terms.min_deposit),
        });
    }
    let mut share = percent_of(deposit, terms.percent);
    if terms.max_bonus > 0 {
        share = share.min(terms.max_bonus);
    }
    let bonus = share.saturating_add(terms.fixed.max(0));
    Ok(Award {
        bonus,
        wagering_required: mul_div(bonus, i64::from(terms.wagering_multiple), 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bonus::terms::tests::{any_terms, welcome};
    use rust_decimal::Decimal;

    #[test]
    fn a_hundred_percent_on_fifty_wagers_fifteen_hundred() {
        let a = award(&welcome(), 5_000).unwrap();
        assert_eq!(
            a,
            Award {
                bonus: 5_000,
                wagering_required: 150_000
            }
        );
    }

    #[test]
    fn minimum_deposit_is_inclusive() {
        let t = welcome();
        assert_eq!(award(&t, 2_000).unwrap().bonus, 2_000);
        let err = award(&t, 1_999).unwrap_err();
        assert_eq!(
            err,
            RuleError::BonusMinDeposit {
                min: Decimal::new(2_000, 2)
            }
        );
        assert_eq!(err.params()["min"], "20.00");
        assert_eq!(award(&t, -1), Err(RuleError::NumberInvalid));
    }

    #[test]
    fn the_maximum_caps_the_percentage_and_the_fixed_part_is_added() {
        let mut t = welcome();
        assert_eq!(award(&t, 50_000).unwrap().bonus, 20_000);
        t.max_bonus = 0;
        assert_eq!(award(&t, 50_000).unwrap().bonus, 50_000);
        t.percent = 0;
        t.fixed = 1_000;
        t.min_deposit = 0;
        assert_eq!(
            award(&t, 0).unwrap(),
            Award {
                bonus: 1_000,
                wagering_required: 30_000
            }
        );
        t.percent = 50;
        t.max_bonus = 2_000;
        assert_eq!(award(&t, 10_000).unwrap().bonus, 3_000);
    }

    #[test]
    fn percentages_round_down_to_the_cent() {
        let mut t = welcome();
        t.percent = 33;
        t.min_deposit = 0;
        // 33 % of 10.01 is 3.3033: the bonus is 3.30.
        assert_eq!(award(&t, 1_001).unwrap().bonus, 330);
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_bonus_is_the_capped_share_plus_the_fixed_part(
            t in any_terms(), deposit in -1_000i64..1_000_000_000,
        ) {
            match award(&t, deposit) {
                Ok(a) => {
                    prop_assert!(deposit >= 0 && deposit >= t.min_deposit);
                    let share = deposit * i64::from(t.percent) / 100;
                    let capped = if t.max_bonus > 0 { share.min(t.max_bonus) } else { share };
                    prop_assert_eq!(a.bonus, capped + t.fixed);
                    prop_assert_eq!(a.wagering_required, a.bonus * i64::from(t.wagering_multiple));
                    if t.max_bonus > 0 {
                        prop_assert!(a.bonus <= t.max_bonus + t.fixed);
                    }
                }
                Err(e) if deposit < 0 => prop_assert_eq!(e, RuleError::NumberInvalid),
                Err(e) => {
                    prop_assert!(deposit < t.min_deposit);
                    prop_assert_eq!(e, RuleError::BonusMinDeposit { min: from_cents(t.min_deposit) });
                }
            }
        }

        #[test]
        fn a_larger_deposit_never_earns_less(
            t in any_terms(), deposit in 0i64..1_000_000_000, more in 0i64..1_000_000,
        ) {
            if let Ok(a) = award(&t, deposit) {
                let b = award(&t, deposit + more).unwrap();
                prop_assert!(b.bonus >= a.bonus && b.wagering_required >= a.wagering_required);
            }
        }
    }
}
