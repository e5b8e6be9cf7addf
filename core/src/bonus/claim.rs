//! Claiming a bonus.

use crate::error::RuleError;

/// A player has one active bonus at a time: another can be claimed only once the current one is
/// wagered, cancelled or expired.
pub fn can_claim(has_active: bool) -> Result<(), RuleError> {
    if has_active {
        Err(RuleError::BonusActive)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_active_bonus_at_a_time() {
        assert_eq!(can_claim(false), Ok(()));
        assert_eq!(can_claim(true), Err(RuleError::BonusActive));
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_claim_is_refused_exactly_while_a_bonus_is_active(active in any::<bool>()) {
            let expected = if active { Err(RuleError::BonusActive) } else { Ok(()) };
            prop_assert_eq!(can_claim(active), expected);
        }
    }
}
