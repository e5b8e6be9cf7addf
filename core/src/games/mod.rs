//! Game engines: pure functions from a configuration, a bet, the player's
//! actions so far and a provably fair byte stream to the state of a round.
//!
//! The contract every engine module follows:
//! - `Config`: the data of one catalog entry (reels and paytable, table limits, variant), serde.
//! - `Bet`: what the player chooses when the round opens (stake, numbers, target...), serde.
//! - `play(&Config, &Bet, &[Action], &mut FairStream) -> Result<Play<View>, GameError>`:
//!   replays the whole round from its start. A multi-step round (blackjack, hi-lo, video poker,
//!   free spins) is stored as its bet plus the actions taken; the server re-runs `play` with one
//!   more action, a reload resumes by re-running it, and the browser verifies a finished round by
//!   running the very same function in WebAssembly. Given the same inputs, the same result.
//! - `profile(&Config) -> Profile`: the return to player and volatility of the configuration,
//!   exact where enumeration allows it.
//!
//! Money inside engines is whole cents (`i64`); every win is computed with integer arithmetic,
//! rounded down to the cent. No engine uses floating point.

pub mod andar_bahar;
pub(crate) mod ante;
pub mod baccarat;
pub mod bingo;
pub mod blackjack;
pub mod cards;
pub mod casino_holdem;
pub mod catalog;
pub mod crash;
pub mod dice;
pub(crate) mod draws;
pub mod engines;
pub mod exact;
pub mod fair;
pub mod hilo;
pub mod keno;
pub mod live;
pub mod lottery;
pub mod outcome;
pub mod paytable;
pub mod poker_hands;
pub mod racing;
pub mod roulette;
pub mod russian_poker;
pub mod scratch;
pub mod sic_bo;
pub mod slots;
pub mod teen_patti;
pub mod video_poker;
pub mod wheel;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

pub use engines::{GameBet, GameConfig, GameView, Limits};
pub use fair::FairStream;

/// The engines' version, stored with every round beside the SHA-256 of the games WebAssembly
/// the site serves (built from the same source), so a round names the code that decided it.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Lower-case hex of the SHA-256 of a compiled engine module: how the server names the module
/// it serves and how the verifier names the module it runs, by the same function.
pub fn module_hash(module: &[u8]) -> String {
    fair::commitment(module)
}

/// The state of a round after the bet and the actions given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Play<V> {
    /// Total staked so far, in cents (a double or a split adds to the opening stake).
    pub stake: i64,
    /// Total won so far, in cents (what the wallet credits when the round finishes).
    pub win: i64,
    /// `false` while the player still has a decision to make.
    pub finished: bool,
    /// The actions the player may take next; empty once finished.
    pub allowed: Vec<ActionKind>,
    /// What the screen draws: reels, cards, the ball, the drawn numbers...
    pub view: V,
}

/// Every decision a player can take in some game; each engine accepts its own subset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    Hit,
    Stand,
    Double,
    Split,
    /// Video poker: which of the five cards to keep.
    Hold {
        held: [bool; 5],
    },
    Higher,
    Lower,
    /// Hi-lo: change the current card without betting on it.
    Skip,
    /// Hi-lo, crash: take the current win and end the round.
    Cashout,
    /// Casino hold'em, teen patti, russian poker: play the hand (adds the call stake).
    Call,
    Fold,
    /// Scratch cards and pick games: uncover one position.
    Reveal {
        index: u8,
    },
    /// Free spins and bonus rounds: play the next one.
    Spin,
}

/// The kind of an action, as listed in `Play::allowed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    Hit,
    Stand,
    Double,
    Split,
    Hold,
    Higher,
    Lower,
    Skip,
    Cashout,
    Call,
    Fold,
    Reveal,
    Spin,
}

impl Action {
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::Hit => ActionKind::Hit,
            Action::Stand => ActionKind::Stand,
            Action::Double => ActionKind::Double,
            Action::Split => ActionKind::Split,
            Action::Hold { .. } => ActionKind::Hold,
            Action::Higher => ActionKind::Higher,
            Action::Lower => ActionKind::Lower,
            Action::Skip => ActionKind::Skip,
            Action::Cashout => ActionKind::Cashout,
            Action::Call => ActionKind::Call,
            Action::Fold => ActionKind::Fold,
            Action::Reveal { .. } => ActionKind::Reveal,
            Action::Spin => ActionKind::Spin,
        }
    }
}

/// Why a bet or an action is refused. The code is the i18n key of the message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum GameError {
    /// The stake is under the table minimum (cents).
    #[error("bet_below_min")]
    BetBelowMin { min: i64 },
    /// The stake is over the table maximum (cents).
    #[error("bet_above_max")]
    BetAboveMax { max: i64 },
    /// The bet does not fit the game (a number off the table, an empty selection...).
    #[error("bet_invalid")]
    BetInvalid,
    /// This action is not one of `Play::allowed` at this point of the round.
    #[error("action_not_allowed")]
    ActionNotAllowed,
    /// The bet was made for another engine than the configuration's.
    #[error("game_mismatch")]
    GameMismatch,
}

impl GameError {
    pub fn code(&self) -> &'static str {
        match self {
            GameError::BetBelowMin { .. } => "bet_below_min",
            GameError::BetAboveMax { .. } => "bet_above_max",
            GameError::BetInvalid => "bet_invalid",
            GameError::ActionNotAllowed => "action_not_allowed",
            GameError::GameMismatch => "game_mismatch",
        }
    }
}

/// Checks a stake in cents against table limits.
pub fn check_stake(stake: i64, min: i64, max: i64) -> Result<(), GameError> {
    if stake < min {
        Err(GameError::BetBelowMin { min })
    } else if stake > max {
        Err(GameError::BetAboveMax { max })
    } else {
        Ok(())
    }
}

/// `amount * num / den`, rounded down to the cent: how every multiplier is applied to a stake.
pub fn pay(amount: i64, num: u64, den: u64) -> i64 {
    let v = i128::from(amount) * i128::from(num) / i128::from(den.max(1));
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// An exact non-negative fraction (returns over stakes, variances).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ratio {
    pub num: u128,
    pub den: u128,
}

impl Ratio {
    pub fn new(num: u128, den: u128) -> Ratio {
        let g = gcd(num, den).max(1);
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    /// As a percentage with `scale` decimals, rounded half up (96.15 for 0.96153...).
    pub fn percent(&self, scale: u32) -> Decimal {
        let factor = 100 * 10u128.pow(scale);
        let scaled = (self.num * factor * 2 + self.den) / (self.den * 2);
        Decimal::from_i128_with_scale(scaled as i128, scale)
    }

    /// Rounded down to `scale` decimals, without trailing zeros (`1749.3`, `36`): for a figure
    /// that must never be overstated.
    pub fn floor(&self, scale: u32) -> Decimal {
        let scaled = self.num * 10u128.pow(scale) / self.den;
        Decimal::from_i128_with_scale(scaled as i128, scale).normalize()
    }

    /// `self < other`, exactly (through 256-bit products: profiles hold up to 100-bit parts).
    pub fn lt(&self, other: &Ratio) -> bool {
        exact::compare(*self, *other).is_lt()
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// How much a configuration's results swing around its return: the standard deviation of the
/// return of one round per unit staked, below 3 low, below 10 medium, otherwise high.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Volatility {
    Low,
    Medium,
    High,
}

impl Volatility {
    /// From the variance of the return per unit staked (so the thresholds are 9 and 100).
    pub fn from_variance(variance: Ratio) -> Volatility {
        if variance.lt(&Ratio::new(9, 1)) {
            Volatility::Low
        } else if variance.lt(&Ratio::new(100, 1)) {
            Volatility::Medium
        } else {
            Volatility::High
        }
    }
}

/// Return to player and volatility of a configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// Expected return per unit staked, with the strategy named by `method` for games of choice.
    pub rtp: Ratio,
    /// Variance of the return of one round per unit staked.
    pub variance: Ratio,
    pub method: RtpMethod,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RtpMethod {
    /// Every outcome enumerated with its exact probability.
    Enumeration,
    /// Exact for the optimal strategy of a game of choice: every deal enumerated, every choice
    /// valued.
    Strategy,
    /// Simulated on the engine itself under the game's stated strategy, over `rounds` rounds:
    /// the true return lies within `half_width` (per unit staked) of the figure at 99 %
    /// confidence (2.5758 standard errors of the mean).
    Simulated { rounds: u64, half_width: Ratio },
}

/// The rounds each simulated return to player was measured over (`just measure-games 40000000`).
pub const SIMULATED_ROUNDS: u64 = 40_000_000;

impl RtpMethod {
    /// A figure simulated over `rounds` rounds of a game whose return per unit staked has this
    /// `variance`: the interval's half-width is 2.5758 standard errors of the mean,
    /// `2.5758 × sqrt(variance / rounds)`, in millionths rounded to the nearest (exact integer
    /// arithmetic: the square root of the squared width in millionths²).
    pub fn simulated(variance: Ratio, rounds: u64) -> RtpMethod {
        let squared =
            25_758u128.pow(2) * 10_000 * variance.num / (variance.den * u128::from(rounds));
        let floor = squared.isqrt();
        let nearest = if (2 * floor + 1).pow(2) <= 4 * squared {
            floor + 1
        } else {
            floor
        };
        RtpMethod::Simulated {
            rounds,
            half_width: Ratio::new(nearest, 1_000_000),
        }
    }

    /// The figure's 99 % confidence interval in percentage points with three decimals
    /// (`"0.047"`), for a simulated one.
    pub fn interval_percent(&self) -> Option<String> {
        match self {
            RtpMethod::Simulated { half_width, .. } => Some(half_width.percent(3).to_string()),
            RtpMethod::Enumeration | RtpMethod::Strategy => None,
        }
    }
}

impl Profile {
    pub fn volatility(&self) -> Volatility {
        Volatility::from_variance(self.variance)
    }
}

#[cfg(test)]
mod fairness_tests;
#[cfg(test)]
pub(crate) mod stats;
#[cfg(test)]
pub(crate) mod testing;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_print_as_percentages() {
        assert_eq!(Ratio::new(36, 37).percent(2).to_string(), "97.30");
        assert_eq!(Ratio::new(1, 2).percent(2).to_string(), "50.00");
        assert_eq!(Ratio::new(2, 3).percent(1).to_string(), "66.7");
        assert!(Ratio::new(1, 3).lt(&Ratio::new(1, 2)));
        assert_eq!(Ratio::new(17_493, 10).floor(2).to_string(), "1749.3");
        assert_eq!(Ratio::new(36, 1).floor(2).to_string(), "36");
        assert_eq!(Ratio::new(2, 3).floor(2).to_string(), "0.66");
    }

    #[test]
    fn a_simulated_return_carries_its_99_percent_interval() {
        // 2.5758 x sqrt(1.3144 / 40e6) = 0.000467 (blackjack standing on soft 17).
        let method = RtpMethod::simulated(Ratio::new(13_144, 10_000), SIMULATED_ROUNDS);
        assert_eq!(
            method,
            RtpMethod::Simulated {
                rounds: 40_000_000,
                half_width: Ratio::new(467, 1_000_000)
            }
        );
        assert_eq!(method.interval_percent().as_deref(), Some("0.047"));
        // Casino hold'em's 6.9331 and Russian poker's 5.4095: 0.107 and 0.095 points.
        let width =
            |v| RtpMethod::simulated(Ratio::new(v, 10_000), SIMULATED_ROUNDS).interval_percent();
        assert_eq!(width(69_331).as_deref(), Some("0.107"));
        assert_eq!(width(54_095).as_deref(), Some("0.095"));
        assert_eq!(RtpMethod::Strategy.interval_percent(), None);
    }

    #[test]
    fn pays_round_down_to_the_cent() {
        assert_eq!(pay(155, 5, 2), 387);
        assert_eq!(pay(100, 36, 1), 3600);
        assert_eq!(
            check_stake(5, 10, 100),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            check_stake(500, 10, 100),
            Err(GameError::BetAboveMax { max: 100 })
        );
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_multiplier_applies_to_the_stake_rounded_down(
            amount in 0i64..1_000_000_000_000, num in 0u64..1_000_000, den in 0u64..1_000_000,
        ) {
            let got = i128::from(pay(amount, num, den));
            let exact = i128::from(amount) * i128::from(num);
            let d = i128::from(den.max(1));
            prop_assert!(got * d <= exact && exact < (got + 1) * d);
            // Never more than the exact product.
            prop_assert!(pay(amount, num, den) >= 0);
        }

        #[test]
        fn a_stake_is_within_the_table_limits_or_named_by_the_one_it_breaks(
            stake in any::<i64>(), min in -1_000i64..1_000_000, span in 0i64..1_000_000,
        ) {
            let max = min + span;
            let expected = if stake < min {
                Err(GameError::BetBelowMin { min })
            } else if stake > max {
                Err(GameError::BetAboveMax { max })
            } else {
                Ok(())
            };
            prop_assert_eq!(check_stake(stake, min, max), expected);
        }

        #[test]
        fn ratios_are_reduced_and_keep_their_value(
            num in 0u128..1_000_000_000_000, den in 1u128..1_000_000_000_000, k in 1u128..1_000_000,
        ) {
            let r = Ratio::new(num * k, den * k);
            prop_assert_eq!(gcd(r.num, r.den), 1);
            prop_assert_eq!(r.num * den, num * r.den);
            prop_assert_eq!(r, Ratio::new(num, den));
            // Ordering is exact: a ratio is never below itself and is below a larger one.
            prop_assert!(!r.lt(&r));
            prop_assert!(r.lt(&Ratio::new(num + 1, den)));
        }

        #[test]
        fn a_percentage_is_the_ratio_rounded_half_up(num in 0u128..1_000_000_000, den in 1u128..1_000_000_000, scale in 0u32..5) {
            let p = Ratio::new(num, den).percent(scale);
            // |p − 100·num/den| ≤ half a unit of the last decimal.
            let unit = 10u128.pow(scale);
            let scaled = p.mantissa() as u128;
            prop_assert_eq!(p.scale(), scale);
            prop_assert!(2 * (scaled * den).abs_diff(100 * unit * num) <= den);
        }

        #[test]
        fn volatility_rises_with_the_variance(a in 0u128..1_000_000, b in 0u128..1_000_000, den in 1u128..10_000) {
            let rank = |v: Volatility| match v {
                Volatility::Low => 0,
                Volatility::Medium => 1,
                Volatility::High => 2,
            };
            let (lo, hi) = (a.min(b), a.max(b));
            prop_assert!(
                rank(Volatility::from_variance(Ratio::new(lo, den))) <= rank(Volatility::from_variance(Ratio::new(hi, den)))
            );
            let v = Volatility::from_variance(Ratio::new(a, den));
            let expected = if a < 9 * den { 0 } else if a < 100 * den { 1 } else { 2 };
            prop_assert_eq!(rank(v), expected);
        }

        #[test]
        fn any_action_keeps_its_kind_through_the_wire(
            which in 0usize..15,
        ) {
            let action = crate::games::testing::every_action()[which].clone();
            let json = serde_json::to_string(&action).unwrap();
            let back: Action = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back.kind(), action.kind());
            prop_assert_eq!(back, action);
        }
    }
}
