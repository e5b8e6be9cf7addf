//! The terms of a bonus offer, as the back office sets them and the player reads them.

use serde::{Deserialize, Serialize};

/// What a bonus is given for. The kind decides how its winnings are capped: bonuses given without
/// a deposit of their own (cashback and loyalty) are capped on the bonus amount, the others on
/// the deposit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum BonusKind {
    /// The bonus on a player's first deposit.
    Welcome,
    /// A bonus on a later deposit.
    Reload,
    /// A bonus granted by a promo or bonus code.
    Code,
    /// The bonus for a friend the player referred (per friend).
    Referral,
    /// A share of the week's net loss, paid every Monday.
    Cashback,
    /// The weekly bonus, every Wednesday.
    Weekly,
    /// The monthly bonus, on the 1st of the month.
    Monthly,
    /// Loyalty points exchanged for bonus money.
    Loyalty,
}

impl BonusKind {
    pub const ALL: [BonusKind; 8] = [
        BonusKind::Welcome,
        BonusKind::Reload,
        BonusKind::Code,
        BonusKind::Referral,
        BonusKind::Cashback,
        BonusKind::Weekly,
        BonusKind::Monthly,
        BonusKind::Loyalty,
    ];

    /// The kind's word, as serde writes it (`welcome`, `reload`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            BonusKind::Welcome => "welcome",
            BonusKind::Reload => "reload",
            BonusKind::Code => "code",
            BonusKind::Referral => "referral",
            BonusKind::Cashback => "cashback",
            BonusKind::Weekly => "weekly",
            BonusKind::Monthly => "monthly",
            BonusKind::Loyalty => "loyalty",
        }
    }

    pub fn parse(word: &str) -> Option<BonusKind> {
        BonusKind::ALL.into_iter().find(|k| k.as_str() == word)
    }

    /// True for the bonuses given without a deposit of their own (cashback and loyalty).
    pub fn without_deposit(self) -> bool {
        matches!(self, BonusKind::Cashback | BonusKind::Loyalty)
    }

    /// True for the bonuses a schedule gives (the weekly bonus every Wednesday, the monthly one
    /// on the 1st): the player is given the right to one for its period, and takes it with a
    /// deposit made before it runs out, which its percent is of.
    pub fn scheduled(self) -> bool {
        matches!(self, BonusKind::Weekly | BonusKind::Monthly)
    }
}

/// How much of a stake on one game category counts towards the wagering requirement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub struct Contribution {
    /// The game category's slug (`slots`, `table`, `live`...).
    pub category: String,
    /// Whole percent of the stake that counts (100 counts the whole stake).
    pub percent: u32,
}

/// The terms of a bonus. Every amount is in whole cents of the wallet's currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub struct BonusTerms {
    pub kind: BonusKind,
    /// The bonus as a whole percent of the deposit (0 for a fixed bonus).
    pub percent: u32,
    /// A fixed bonus amount, in cents (0 for a percentage bonus).
    pub fixed: i64,
    /// The smallest deposit that earns the bonus, in cents.
    pub min_deposit: i64,
    /// The largest percentage bonus, in cents (0: no maximum).
    pub max_bonus: i64,
    /// The bonus must be wagered this many times before it can be cashed out.
    pub wagering_multiple: u32,
    /// Days the bonus stays valid after it is awarded.
    pub validity_days: u32,
    /// The largest bet allowed while the bonus is active, in cents (0: no limit besides the
    /// irregular-play rule).
    pub max_bet: i64,
    /// What share of a stake counts towards wagering, by game category. A category that is not
    /// listed contributes nothing.
    pub contributions: Vec<Contribution>,
}

impl BonusTerms {
    /// The whole percent of a stake on `category` that counts towards wagering (0 when the
    /// category is not listed).
    pub fn contribution_percent(&self, category: &str) -> u32 {
        self.contributions
            .iter()
            .find(|c| c.category == category)
            .map_or(0, |c| c.percent)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A welcome bonus of 100 % up to 200.00, wagered 30 times; slots count fully, table games
    /// for a tenth.
    pub(crate) fn welcome() -> BonusTerms {
        BonusTerms {
            kind: BonusKind::Welcome,
            percent: 100,
            fixed: 0,
            min_deposit: 2_000,
            max_bonus: 20_000,
            wagering_multiple: 30,
            validity_days: 30,
            max_bet: 0,
            contributions: vec![
                Contribution {
                    category: "slots".into(),
                    percent: 100,
                },
                Contribution {
                    category: "table".into(),
                    percent: 10,
                },
            ],
        }
    }

    /// Terms as a campaign may set them (see `campaign::check_campaign`'s bounds).
    pub(crate) fn any_terms() -> impl Strategy<Value = BonusTerms> {
        (
            proptest::sample::select(BonusKind::ALL.to_vec()),
            0u32..=1000,
            prop_oneof![Just(0i64), 1i64..=100_000_000],
            0i64..=100_000_000,
            prop_oneof![Just(0i64), 1i64..=100_000_000],
            1u32..=100,
            1u32..=365,
            prop_oneof![Just(0i64), 1i64..=100_000_000],
            proptest::collection::btree_map("slots|table|live|[a-z]{2,8}", 0u32..=100, 0..4),
        )
            .prop_map(
                |(
                    kind,
                    percent,
                    fixed,
                    min_deposit,
                    max_bonus,
                    wagering_multiple,
                    validity_days,
                    max_bet,
                    contributions,
                )| BonusTerms {
                    kind,
                    percent,
                    fixed,
                    min_deposit,
                    max_bonus,
                    wagering_multiple,
                    validity_days,
                    max_bet,
                    contributions: contributions
                        .into_iter()
                        .map(|(category, percent)| Contribution { category, percent })
                        .collect(),
                },
            )
    }

    #[test]
    fn unlisted_categories_contribute_nothing() {
        let t = welcome();
        assert_eq!(t.contribution_percent("slots"), 100);
        assert_eq!(t.contribution_percent("table"), 10);
        assert_eq!(t.contribution_percent("live"), 0);
    }

    #[test]
    fn terms_read_from_snake_case_json() {
        let t: BonusTerms = serde_json::from_str(
            r#"{"kind":"welcome","percent":100,"fixed":0,"min_deposit":2000,"max_bonus":20000,
                "wagering_multiple":30,"validity_days":30,"max_bet":0,
                "contributions":[{"category":"slots","percent":100},{"category":"table","percent":10}]}"#,
        )
        .unwrap();
        assert_eq!(t, welcome());
        assert!(BonusKind::Cashback.without_deposit() && BonusKind::Loyalty.without_deposit());
        assert!(!BonusKind::Referral.without_deposit());
        let scheduled: Vec<BonusKind> = BonusKind::ALL
            .into_iter()
            .filter(|k| k.scheduled())
            .collect();
        assert_eq!(scheduled, [BonusKind::Weekly, BonusKind::Monthly]);
    }

    #[test]
    fn a_kinds_word_is_its_serde_name() {
        for kind in BonusKind::ALL {
            let serde = serde_json::to_value(kind).unwrap();
            assert_eq!(serde.as_str(), Some(kind.as_str()));
            assert_eq!(BonusKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(BonusKind::parse("jackpot"), None);
    }

    proptest! {
        #[test]
        fn terms_round_trip_through_json(t in any_terms()) {
            let json = serde_json::to_string(&t).unwrap();
            prop_assert_eq!(serde_json::from_str::<BonusTerms>(&json).unwrap(), t);
        }

        #[test]
        fn a_category_contributes_its_listed_percent_or_nothing(t in any_terms(), category in "slots|table|live|[a-z]{2,8}") {
            let listed = t.contributions.iter().find(|c| c.category == category);
            prop_assert_eq!(t.contribution_percent(&category), listed.map_or(0, |c| c.percent));
            prop_assert!(t.contribution_percent(&category) <= 100);
        }
    }
}
