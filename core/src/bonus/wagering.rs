//! Playing with a bonus: what a stake counts towards wagering, which balance pays it and receives
//! its win, the largest bet allowed, and how far the wagering has come.

use serde::{Deserialize, Serialize};

use super::terms::BonusTerms;
use super::{mul_div, percent_of};
use crate::error::RuleError;
use crate::games::Ratio;
use crate::money::from_cents;

/// Share of the deposit or of the bonus at or above which a single bet is irregular play.
pub const IRREGULAR_BET_PERCENT: u32 = 30;

/// A game whose best bet leaves the house less than this percent of the stake is a low-edge game
/// (blackjack, baccarat's banker, video poker): wagering a bonus there costs the player almost
/// nothing, so its stakes count for little.
pub const LOW_EDGE_BELOW_PERCENT: u32 = 2;
/// The most a low-edge game's stakes count towards wagering, in percent.
pub const LOW_EDGE_WEIGHT_PERCENT: u32 = 10;

/// The most a stake on a game counts towards a bonus's wagering, in percent, from the return of
/// its most favourable bet (`GameConfig::best_profile`): 10 for a house edge under 2 %, else 100.
pub fn game_weight(best_rtp: Ratio) -> u32 {
    let edge_floor = Ratio::new(u128::from(100 - LOW_EDGE_BELOW_PERCENT), 100);
    if edge_floor.lt(&best_rtp) {
        LOW_EDGE_WEIGHT_PERCENT
    } else {
        100
    }
}

/// The part of a stake that counts towards the wagering requirement: the stake times the
/// percent the terms give its game category, never more than the game's weight (`game_weight`),
/// rounded down to the cent. A category the terms do not list counts for nothing.
pub fn contribution(terms: &BonusTerms, category: &str, stake: i64, weight: u32) -> i64 {
    percent_of(
        stake.max(0),
        terms.contribution_percent(category).min(weight),
    )
}

/// How an amount divides between the real balance and the bonus balance, in cents: a stake, or
/// the win it brings back.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct StakeSplit {
    pub real: i64,
    pub bonus: i64,
}

/// Which balance pays a stake: real money is staked first, and bonus money only once the real
/// balance is used up. A stake larger than both balances together is refused.
pub fn split_stake(stake: i64, real: i64, bonus: i64) -> Result<StakeSplit, RuleError> {
    if stake < 0 {
        return Err(RuleError::NumberInvalid);
    }
    let from_real = stake.min(real.max(0));
    let from_bonus = stake - from_real;
    if from_bonus > bonus.max(0) {
        return Err(RuleError::BetAboveBalance);
    }
    Ok(StakeSplit {
        real: from_real,
        bonus: from_bonus,
    })
}

/// Where a win goes: back to the balances in the proportion the stake came from them. The bonus
/// part is the win times the bonus share of the stake, rounded down to the cent; the real balance
/// receives the rest. A round staked nothing from the bonus (or staked nothing at all) pays
/// everything to the real balance.
pub fn split_win(win: i64, stake: StakeSplit) -> StakeSplit {
    let total = stake.real.saturating_add(stake.bonus);
    let win = win.max(0);
    let bonus = if total <= 0 || stake.bonus <= 0 {
        0
    } else {
        mul_div(win, stake.bonus, total)
    };
    StakeSplit {
        real: win - bonus,
        bonus,
    }
}

/// The largest bet, in cents, while a bonus is active; `None` when nothing limits it.
///
/// A single bet at or above 30 % of the deposit, or at or above 30 % of the bonus, is irregular
/// play: a bet must stay below 30 % of the smaller of the two. A bonus given without a deposit is
/// bounded by the bonus alone. When the terms set a maximum bet, the smaller limit applies.
pub fn max_bet(terms: &BonusTerms, deposit: i64, bonus: i64) -> Option<i64> {
    let base = [deposit, bonus].into_iter().filter(|a| *a > 0).min();
    // Strictly below base × 30 %: one cent under that share rounded up.
    let irregular = base.map(|b| {
        let hundredths = i128::from(b) * i128::from(IRREGULAR_BET_PERCENT);
        i64::try_from((hundredths + 99) / 100 - 1).unwrap_or(i64::MAX)
    });
    let fixed = (terms.max_bet > 0).then_some(terms.max_bet);
    match (irregular, fixed) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Refuses a stake above the largest bet allowed while the bonus is active, naming that largest
/// bet.
pub fn check_bet(
    terms: &BonusTerms,
    deposit: i64,
    bonus: i64,
    stake: i64,
) -> Result<(), RuleError> {
    match max_bet(terms, deposit, bonus) {
        Some(max) if stake > max => Err(RuleError::BonusMaxBet {
            max: from_cents(max),
        }),
        _ => Ok(()),
    }
}

/// How far the wagering has come, in whole percent from 0 to 100, rounded down: 100 only once the
/// requirement is met (a requirement of nothing is met).
pub fn progress(required: i64, wagered: i64) -> u32 {
    if required <= 0 {
        return 100;
    }
    let p = mul_div(wagered.max(0), 100, required).clamp(0, 100);
    u32::try_from(p).unwrap_or(100)
}

/// Refuses a cash-out while the bonus's wagering requirement is not met.
pub fn require_wagered(required: i64, wagered: i64) -> Result<(), RuleError> {
    if wagered >= required {
        Ok(())
    } else {
        Err(RuleError::CashoutMoreBets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bonus::terms::tests::welcome;
    use rust_decimal::Decimal;

    #[test]
    fn contributions_follow_the_category() {
        let t = welcome();
        assert_eq!(contribution(&t, "slots", 1_000, 100), 1_000);
        assert_eq!(contribution(&t, "table", 1_005, 100), 100);
        assert_eq!(contribution(&t, "live", 1_000, 100), 0);
        assert_eq!(contribution(&t, "slots", 0, 100), 0);
        // A low-edge game counts its weight at most, whatever its category gives.
        assert_eq!(
            contribution(&t, "slots", 1_000, LOW_EDGE_WEIGHT_PERCENT),
            100
        );
        assert_eq!(
            contribution(&t, "table", 1_000, LOW_EDGE_WEIGHT_PERCENT),
            100
        );
    }

    #[test]
    fn real_money_is_staked_first() {
        assert_eq!(
            split_stake(1_000, 700, 5_000),
            Ok(StakeSplit {
                real: 700,
                bonus: 300
            })
        );
        assert_eq!(
            split_stake(500, 700, 5_000),
            Ok(StakeSplit {
                real: 500,
                bonus: 0
            })
        );
        assert_eq!(split_stake(0, 0, 0), Ok(StakeSplit::default()));
        assert_eq!(
            split_stake(5_701, 700, 5_000),
            Err(RuleError::BetAboveBalance)
        );
        assert_eq!(
            split_stake(5_700, 700, 5_000),
            Ok(StakeSplit {
                real: 700,
                bonus: 5_000
            })
        );
        assert_eq!(split_stake(-1, 700, 5_000), Err(RuleError::NumberInvalid));
    }

    #[test]
    fn wins_split_in_proportion_with_the_bonus_part_rounded_down() {
        let stake = StakeSplit {
            real: 100,
            bonus: 200,
        };
        assert_eq!(
            split_win(1_000, stake),
            StakeSplit {
                real: 334,
                bonus: 666
            }
        );
        assert_eq!(split_win(0, stake), StakeSplit::default());
        assert_eq!(
            split_win(
                900,
                StakeSplit {
                    real: 300,
                    bonus: 0
                }
            ),
            StakeSplit {
                real: 900,
                bonus: 0
            }
        );
        assert_eq!(
            split_win(500, StakeSplit::default()),
            StakeSplit {
                real: 500,
                bonus: 0
            }
        );
    }

    #[test]
    fn a_bet_stays_below_thirty_percent_of_the_smaller_amount() {
        let t = welcome();
        // 30 % of 100.00 is exactly 30.00: 30.00 itself is irregular.
        assert_eq!(max_bet(&t, 10_000, 20_000), Some(2_999));
        assert_eq!(check_bet(&t, 10_000, 20_000, 2_999), Ok(()));
        assert_eq!(
            check_bet(&t, 10_000, 20_000, 3_000),
            Err(RuleError::BonusMaxBet {
                max: Decimal::new(2_999, 2)
            })
        );
        // 30 % of 10.01 is 3.003: 3.00 is below it.
        assert_eq!(max_bet(&t, 5_000, 1_001), Some(300));
        // Without a deposit the bonus alone bounds the bet.
        assert_eq!(max_bet(&t, 0, 1_000), Some(299));
        assert_eq!(max_bet(&t, 0, 0), None);
        assert_eq!(check_bet(&t, 0, 0, 1_000_000), Ok(()));
        assert_eq!(check_bet(&t, 10_000, 20_000, 0), Ok(()));
    }

    #[test]
    fn the_terms_maximum_bet_applies_when_smaller() {
        let mut t = welcome();
        t.max_bet = 500;
        assert_eq!(max_bet(&t, 10_000, 20_000), Some(500));
        t.max_bet = 5_000;
        assert_eq!(max_bet(&t, 10_000, 20_000), Some(2_999));
        assert_eq!(max_bet(&t, 0, 0), Some(5_000));
        let err = check_bet(&t, 100_000, 100_000, 5_001).unwrap_err();
        assert_eq!(err.params()["max"], "50.00");
    }

    #[test]
    fn progress_is_whole_percent_and_reaches_100_only_when_met() {
        assert_eq!(progress(150_000, 0), 0);
        assert_eq!(progress(150_000, 75_000), 50);
        assert_eq!(progress(150_000, 149_999), 99);
        assert_eq!(progress(150_000, 150_000), 100);
        assert_eq!(progress(150_000, 300_000), 100);
        assert_eq!(progress(0, 0), 100);
        assert_eq!(require_wagered(150_000, 150_000), Ok(()));
        assert_eq!(
            require_wagered(150_000, 149_999),
            Err(RuleError::CashoutMoreBets)
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn stakes_and_wins_are_split_without_losing_a_cent(
                stake in 0i64..10_000_000, real in 0i64..10_000_000, bonus in 0i64..10_000_000,
                win in 0i64..100_000_000,
            ) {
                match split_stake(stake, real, bonus) {
                    Ok(s) => {
                        prop_assert_eq!(s.real + s.bonus, stake);
                        prop_assert!(s.real <= real && s.bonus <= bonus);
                        // Bonus money is touched only once the real balance is used up.
                        prop_assert!(s.bonus == 0 || s.real == real);
                        let w = split_win(win, s);
                        prop_assert_eq!(w.real + w.bonus, win);
                        prop_assert!(w.bonus >= 0 && w.real >= 0);
                    }
                    Err(e) => {
                        prop_assert_eq!(e, RuleError::BetAboveBalance);
                        prop_assert!(stake > real + bonus);
                    }
                }
            }

            #[test]
            fn the_largest_bet_is_below_thirty_percent_and_one_cent_more_is_not(
                deposit in 1i64..10_000_000, bonus in 1i64..10_000_000,
            ) {
                let max = max_bet(&welcome(), deposit, bonus).unwrap();
                let smaller = i128::from(deposit.min(bonus));
                prop_assert!(i128::from(max) * 100 < smaller * 30);
                prop_assert!(i128::from(max + 1) * 100 >= smaller * 30);
            }

            #[test]
            fn a_stake_counts_its_category_share_rounded_down(
                t in crate::bonus::terms::tests::any_terms(), category in "slots|table|live|[a-z]{2,8}",
                stake in -1_000i64..100_000_000,
            ) {
                let counted = contribution(&t, &category, stake, 100);
                let percent = i64::from(t.contribution_percent(&category));
                prop_assert_eq!(counted, stake.max(0) * percent / 100);
                prop_assert!((0..=stake.max(0)).contains(&counted));
            }

            #[test]
            fn a_bet_is_allowed_exactly_up_to_the_largest_bet(
                t in crate::bonus::terms::tests::any_terms(), deposit in -1_000i64..10_000_000,
                bonus in -1_000i64..10_000_000, stake in 0i64..10_000_000,
            ) {
                let max = max_bet(&t, deposit, bonus);
                let expected = match max {
                    Some(m) if stake > m => Err(RuleError::BonusMaxBet { max: from_cents(m) }),
                    _ => Ok(()),
                };
                prop_assert_eq!(check_bet(&t, deposit, bonus, stake), expected);
                // The terms' own maximum, when set, is never exceeded.
                if t.max_bet > 0 {
                    prop_assert!(max.is_some_and(|m| m <= t.max_bet));
                }
                prop_assert_eq!(max.is_none(), t.max_bet == 0 && deposit <= 0 && bonus <= 0);
            }

            #[test]
            fn progress_grows_with_the_stakes_and_is_whole_only_when_met(
                required in -1_000i64..100_000_000, wagered in -1_000i64..200_000_000, more in 0i64..1_000_000,
            ) {
                let p = progress(required, wagered);
                prop_assert!(p <= 100);
                prop_assert!(progress(required, wagered + more) >= p);
                prop_assert_eq!(p == 100, required <= 0 || wagered >= required);
                prop_assert_eq!(require_wagered(required, wagered).is_ok(), wagered >= required);
                if wagered < required {
                    prop_assert_eq!(require_wagered(required, wagered), Err(RuleError::CashoutMoreBets));
                }
            }
        }
    }
}
