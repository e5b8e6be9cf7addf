//! One serialisable entry point to every bonus rule, like `check::run` for the form rules: the
//! shared vectors in `tests/vectors/bonus/` call it natively, and the WebAssembly facade can call
//! it in the browser, so both are held to the same answers. Inputs and answers are plain
//! integers (cents, points, percent), strings and small structs.

use serde::{Deserialize, Serialize};

use super::award::{Award, award};
use super::caps::{Conversion, cap, conversion};
use super::cashback::cashback;
use super::claim::can_claim;
use super::loyalty::{Redemption, points_earned, redeem};
use super::quote::{ActiveBonus, CashoutQuote, cashout_quote};
use super::terms::BonusTerms;
use super::wagering::{
    StakeSplit, check_bet, contribution, max_bet, progress, require_wagered, split_stake, split_win,
};
use crate::Currency;
use crate::error::{RuleError, RuleFailure};

// The types carry the module's name so their TypeScript declarations (tsify) do not clash with
// the form rules' `Outcome`; inside casino-core they keep the short names.
pub type Calc = BonusCalc;
pub type Answer = BonusAnswer;
pub type Outcome = BonusOutcome;

fn full_weight() -> u32 {
    100
}

/// A bonus rule and its inputs; amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "rule", rename_all = "snake_case", deny_unknown_fields)]
pub enum BonusCalc {
    Award {
        terms: BonusTerms,
        deposit: i64,
    },
    Contribution {
        terms: BonusTerms,
        category: String,
        stake: i64,
        /// The game's weight (`game_weight`); a vector without one is a game of full weight.
        #[serde(default = "full_weight")]
        weight: u32,
    },
    SplitStake {
        stake: i64,
        real: i64,
        bonus: i64,
    },
    SplitWin {
        win: i64,
        stake: StakeSplit,
    },
    MaxBet {
        terms: BonusTerms,
        deposit: i64,
        bonus: i64,
    },
    CheckBet {
        terms: BonusTerms,
        deposit: i64,
        bonus: i64,
        stake: i64,
    },
    Progress {
        required: i64,
        wagered: i64,
    },
    RequireWagered {
        required: i64,
        wagered: i64,
    },
    Cap {
        terms: BonusTerms,
        deposit: i64,
        bonus_amount: i64,
    },
    Conversion {
        terms: BonusTerms,
        deposit: i64,
        bonus_amount: i64,
        bonus_balance: i64,
    },
    Cashback {
        percent: u32,
        net_loss: i64,
    },
    PointsEarned {
        /// `EUR`, `USD` or `INR`.
        currency: String,
        wagered_before: i64,
        wagered_after: i64,
    },
    Redeem {
        currency: String,
        /// The points as typed.
        requested: String,
        available: u64,
    },
    CashoutQuote {
        active: ActiveBonus,
        real_balance: i64,
    },
    CanClaim {
        has_active: bool,
    },
}

/// What a bonus rule answers. Serialised without a tag: the rule asked says which shape it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum BonusAnswer {
    Award(Award),
    Split(StakeSplit),
    Conversion(Conversion),
    Redemption(Redemption),
    Quote(CashoutQuote),
    /// The largest bet, `null` when nothing limits it.
    MaxBet {
        max: Option<i64>,
    },
    /// An amount in cents, a count of points or a percent.
    Number(i64),
}

/// The result of a bonus rule: `ok`, the answer where the rule gives one, or the failure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BonusOutcome {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub value: Option<Answer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub error: Option<RuleFailure>,
}

impl Outcome {
    fn answer(value: Answer) -> Outcome {
        Outcome {
            ok: true,
            value: Some(value),
            error: None,
        }
    }

    fn from(r: Result<Option<Answer>, RuleError>) -> Outcome {
        match r {
            Ok(value) => Outcome {
                ok: true,
                value,
                error: None,
            },
            Err(e) => Outcome {
                ok: false,
                value: None,
                error: Some(e.to_failure()),
            },
        }
    }
}

fn currency(code: &str) -> Result<Currency, RuleError> {
    Currency::parse(code).ok_or(RuleError::ChoiceInvalid)
}

fn number(n: impl TryInto<i64>) -> Answer {
    Answer::Number(n.try_into().unwrap_or(i64::MAX))
}

pub fn run(calc: &Calc) -> Outcome {
    match calc {
        Calc::Award { terms, deposit } => {
            Outcome::from(award(terms, *deposit).map(|a| Some(Answer::Award(a))))
        }
        Calc::Contribution {
            terms,
            category,
            stake,
            weight,
        } => Outcome::answer(number(contribution(terms, category, *stake, *weight))),
        Calc::SplitStake { stake, real, bonus } => {
            Outcome::from(split_stake(*stake, *real, *bonus).map(|s| Some(Answer::Split(s))))
        }
        Calc::SplitWin { win, stake } => Outcome::answer(Answer::Split(split_win(*win, *stake))),
        Calc::MaxBet {
            terms,
            deposit,
            bonus,
        } => Outcome::answer(Answer::MaxBet {
            max: max_bet(terms, *deposit, *bonus),
        }),
        Calc::CheckBet {
            terms,
            deposit,
            bonus,
            stake,
        } => Outcome::from(check_bet(terms, *deposit, *bonus, *stake).map(|()| None)),
        Calc::Progress { required, wagered } => {
            Outcome::answer(number(progress(*required, *wagered)))
        }
        Calc::RequireWagered { required, wagered } => {
            Outcome::from(require_wagered(*required, *wagered).map(|()| None))
        }
        Calc::Cap {
            terms,
            deposit,
            bonus_amount,
        } => Outcome::answer(number(cap(terms, *deposit, *bonus_amount))),
        Calc::Conversion {
            terms,
            deposit,
            bonus_amount,
            bonus_balance,
        } => Outcome::answer(Answer::Conversion(conversion(
            terms,
            *deposit,
            *bonus_amount,
            *bonus_balance,
        ))),
        Calc::Cashback { percent, net_loss } => {
            Outcome::answer(number(cashback(*percent, *net_loss)))
        }
        Calc::PointsEarned {
            currency: code,
            wagered_before,
            wagered_after,
        } => Outcome::from(
            currency(code).map(|c| Some(number(points_earned(c, *wagered_before, *wagered_after)))),
        ),
        Calc::Redeem {
            currency: code,
            requested,
            available,
        } => Outcome::from(
            currency(code)
                .and_then(|c| redeem(c, requested, *available))
                .map(|r| Some(Answer::Redemption(r))),
        ),
        Calc::CashoutQuote {
            active,
            real_balance,
        } => Outcome::answer(Answer::Quote(cashout_quote(active, *real_balance))),
        Calc::CanClaim { has_active } => Outcome::from(can_claim(*has_active).map(|()| None)),
    }
}

/// A shared test vector: a bonus rule and the outcome every build must produce.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vector {
    pub name: String,
    pub calc: Calc,
    pub expect: Outcome,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_serialise_untagged() {
        let calc: Calc =
            serde_json::from_str(r#"{"rule":"split_stake","stake":1000,"real":700,"bonus":5000}"#)
                .unwrap();
        let out = serde_json::to_value(run(&calc)).unwrap();
        assert_eq!(
            out,
            serde_json::json!({"ok": true, "value": {"real": 700, "bonus": 300}})
        );
        let calc = Calc::CanClaim { has_active: true };
        let out = serde_json::to_value(run(&calc)).unwrap();
        assert_eq!(
            out,
            serde_json::json!({"ok": false, "error": {"code": "bonus_active", "params": {}}})
        );
        let calc = Calc::Redeem {
            currency: "XYZ".into(),
            requested: "1000".into(),
            available: 1000,
        };
        assert_eq!(run(&calc).error.unwrap().code, "choice_invalid");
    }

    use crate::bonus::terms::tests::any_terms;
    use proptest::prelude::*;

    fn any_calc() -> impl Strategy<Value = Calc> {
        let cents = || -1_000i64..100_000_000;
        let code = || "EUR|USD|INR|eur|XYZ|";
        prop_oneof![
            (any_terms(), cents()).prop_map(|(terms, deposit)| Calc::Award { terms, deposit }),
            (any_terms(), "slots|table|live", cents()).prop_map(|(terms, category, stake)| {
                Calc::Contribution {
                    terms,
                    category,
                    stake,
                    weight: 100,
                }
            }),
            (cents(), cents(), cents()).prop_map(|(stake, real, bonus)| Calc::SplitStake {
                stake,
                real,
                bonus
            }),
            (cents(), cents(), cents()).prop_map(|(win, real, bonus)| Calc::SplitWin {
                win,
                stake: StakeSplit { real, bonus }
            }),
            (any_terms(), cents(), cents()).prop_map(|(terms, deposit, bonus)| Calc::MaxBet {
                terms,
                deposit,
                bonus
            }),
            (any_terms(), cents(), cents(), cents()).prop_map(|(terms, deposit, bonus, stake)| {
                Calc::CheckBet {
                    terms,
                    deposit,
                    bonus,
                    stake,
                }
            }),
            (cents(), cents()).prop_map(|(required, wagered)| Calc::Progress { required, wagered }),
            (cents(), cents())
                .prop_map(|(required, wagered)| Calc::RequireWagered { required, wagered }),
            (any_terms(), cents(), cents()).prop_map(|(terms, deposit, bonus_amount)| Calc::Cap {
                terms,
                deposit,
                bonus_amount
            }),
            (any_terms(), cents(), cents(), cents()).prop_map(
                |(terms, deposit, bonus_amount, bonus_balance)| {
                    Calc::Conversion {
                        terms,
                        deposit,
                        bonus_amount,
                        bonus_balance,
                    }
                }
            ),
            (0u32..=100, cents())
                .prop_map(|(percent, net_loss)| Calc::Cashback { percent, net_loss }),
            (code(), cents(), cents()).prop_map(|(currency, wagered_before, wagered_after)| {
                Calc::PointsEarned {
                    currency,
                    wagered_before,
                    wagered_after,
                }
            }),
            (code(), "[0-9]{0,6}| ", 0u64..1_000_000).prop_map(
                |(currency, requested, available)| Calc::Redeem {
                    currency,
                    requested,
                    available
                }
            ),
            any::<bool>().prop_map(|has_active| Calc::CanClaim { has_active }),
        ]
    }

    proptest! {
        #[test]
        fn every_rule_answers_through_the_one_entry_point(calc in any_calc()) {
            let out = run(&calc);
            // An answer or a known failure, never both.
            prop_assert_eq!(out.ok, out.error.is_none());
            if let Some(e) = &out.error {
                prop_assert!(out.value.is_none());
                #[cfg(feature = "catalogue")]
                prop_assert!(crate::i18n::has_message(&e.code), "{}", e.code);
            }
            // The wire form says the same thing once read back.
            let json = serde_json::to_string(&out).unwrap();
            let back: Outcome = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back.ok, out.ok);
            prop_assert_eq!(back.error, out.error);
            let calc_json = serde_json::to_string(&calc).unwrap();
            prop_assert_eq!(serde_json::from_str::<Calc>(&calc_json).unwrap(), calc);
        }

        #[test]
        fn the_entry_point_gives_the_rules_own_answers(
            t in any_terms(), deposit in -1_000i64..100_000_000, stake in 0i64..10_000_000,
            real in 0i64..10_000_000, bonus in 0i64..10_000_000,
        ) {
            let failure = |e: RuleError| e.to_failure();
            prop_assert_eq!(
                run(&Calc::Award { terms: t.clone(), deposit }),
                Outcome::from(award(&t, deposit).map(|a| Some(Answer::Award(a))))
            );
            let split = run(&Calc::SplitStake { stake, real, bonus });
            match split_stake(stake, real, bonus) {
                Ok(s) => prop_assert_eq!(split.value, Some(Answer::Split(s))),
                Err(e) => prop_assert_eq!(split.error, Some(failure(e))),
            }
            prop_assert_eq!(
                run(&Calc::MaxBet { terms: t.clone(), deposit, bonus }).value,
                Some(Answer::MaxBet { max: max_bet(&t, deposit, bonus) })
            );
        }
    }
}
