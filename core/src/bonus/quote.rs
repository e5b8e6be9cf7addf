//! The cash-out quote: what the player keeps and loses by cashing out (or cancelling the bonus)
//! now. The server runs the same function before a withdrawal or a bonus cancellation.

use serde::{Deserialize, Serialize};

use super::caps::conversion;
use super::terms::BonusTerms;

/// A player's active bonus, amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ActiveBonus {
    pub terms: BonusTerms,
    /// The deposit the bonus was awarded on (0 for a bonus given without one).
    pub deposit: i64,
    /// The bonus amount awarded.
    pub amount: i64,
    pub wagering_required: i64,
    /// The stakes counted towards the requirement so far.
    pub wagered: i64,
    /// The bonus money the player holds now.
    pub bonus_balance: i64,
}

/// What cashing out now means, in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CashoutQuote {
    /// Real money the player can cash out.
    pub keep: i64,
    /// Bonus money lost.
    pub forfeit: i64,
    /// Stakes still needed to meet the wagering requirement (0 once it is met).
    pub wagering_left: i64,
}

/// Cashing out with an active bonus: once the wagering requirement is met, the player keeps the
/// real balance plus the bonus balance converted up to the cap, and loses what lies above it.
/// Before it is met, the player keeps the real balance and loses the whole bonus balance.
pub fn cashout_quote(active: &ActiveBonus, real_balance: i64) -> CashoutQuote {
    let real = real_balance.max(0);
    let left = active.wagering_required.saturating_sub(active.wagered);
    if left <= 0 {
        let c = conversion(
            &active.terms,
            active.deposit,
            active.amount,
            active.bonus_balance,
        );
        CashoutQuote {
            keep: real.saturating_add(c.to_real),
            forfeit: c.forfeited,
            wagering_left: 0,
        }
    } else {
        CashoutQuote {
            keep: real,
            forfeit: active.bonus_balance.max(0),
            wagering_left: left,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bonus::terms::tests::welcome;

    fn active(wagered: i64, bonus_balance: i64) -> ActiveBonus {
        // 100 % on 50.00: cap 30 × 50.00 = 1,500.00.
        ActiveBonus {
            terms: welcome(),
            deposit: 5_000,
            amount: 5_000,
            wagering_required: 150_000,
            wagered,
            bonus_balance,
        }
    }

    #[test]
    fn before_the_wagering_is_met_the_bonus_is_lost() {
        assert_eq!(
            cashout_quote(&active(100_000, 8_000), 2_000),
            CashoutQuote {
                keep: 2_000,
                forfeit: 8_000,
                wagering_left: 50_000
            }
        );
    }

    #[test]
    fn once_met_the_bonus_converts_up_to_the_cap() {
        assert_eq!(
            cashout_quote(&active(150_000, 8_000), 2_000),
            CashoutQuote {
                keep: 10_000,
                forfeit: 0,
                wagering_left: 0
            }
        );
        assert_eq!(
            cashout_quote(&active(200_000, 160_000), 2_000),
            CashoutQuote {
                keep: 152_000,
                forfeit: 10_000,
                wagering_left: 0
            }
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn the_quote_accounts_for_every_cent(
                wagered in 0i64..300_000, balance in 0i64..1_000_000, real in 0i64..1_000_000,
            ) {
                let q = cashout_quote(&active(wagered, balance), real);
                prop_assert_eq!(q.keep + q.forfeit, real + balance);
                prop_assert!(q.keep >= real && q.keep <= real + 150_000);
                prop_assert_eq!(q.wagering_left, (150_000 - wagered).max(0));
            }
        }
    }
}
