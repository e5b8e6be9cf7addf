//! The paytables the screens show, read from the engines' own pays so a page never keeps a copy
//! of a rule: what each hand or bet of a fixed-odds game pays to one, strongest first.

use serde::Serialize;

use super::poker_hands::PokerHandsCategory;
use super::roulette::BetKind;
use super::{GameConfig, casino_holdem, roulette, russian_poker, sic_bo, video_poker};

/// A hand, a bet kind or a sic bo total, as its JSON name (`"full_house"`, `"straight"`, `9`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum PayKey {
    Hand(video_poker::Hand),
    Category(PokerHandsCategory),
    Bet(BetKind),
    Total(u8),
}

/// One line of a paytable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct PayRow {
    pub key: PayKey,
    pub to_one: u64,
}

fn row(key: PayKey, to_one: u64) -> PayRow {
    PayRow { key, to_one }
}

/// The paytable of a configuration; empty for games whose pays are their configuration's own
/// data (slots, keno, scratch...) or computed per round (dice, crash, hi-lo).
pub fn paytable(config: &GameConfig) -> Vec<PayRow> {
    let strongest_first = PokerHandsCategory::ALL.iter().rev().copied();
    match config {
        GameConfig::VideoPoker(c) => {
            let pays = c.paytable.pays();
            video_poker::Hand::ALL
                .iter()
                .zip(pays)
                .rev()
                .map(|(h, p)| row(PayKey::Hand(*h), u64::from(p)))
                .collect()
        }
        // The ante pays more than even money only from a flush up.
        GameConfig::CasinoHoldem(_) => strongest_first
            .filter(|c| casino_holdem::ante_pays(*c) > 1)
            .map(|c| row(PayKey::Category(c), casino_holdem::ante_pays(c)))
            .collect(),
        GameConfig::RussianPoker(_) => strongest_first
            .filter(|c| russian_poker::call_pays(*c) > 1)
            .map(|c| row(PayKey::Category(c), russian_poker::call_pays(c)))
            .collect(),
        GameConfig::Roulette(c) => [
            BetKind::Straight,
            BetKind::Split,
            BetKind::Street,
            BetKind::Corner,
            BetKind::SixLine,
            BetKind::Basket,
            BetKind::Column,
            BetKind::Dozen,
            BetKind::Red,
        ]
        .into_iter()
        .map(|k| row(PayKey::Bet(k), roulette::odds(c.variant, k)))
        .collect(),
        GameConfig::SicBo(_) => (4..=17)
            .map(|t| row(PayKey::Total(t), sic_bo::total_odds(t)))
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(config: &str) -> String {
        let c: GameConfig = serde_json::from_str(config).unwrap();
        serde_json::to_string(&paytable(&c)).unwrap()
    }

    #[test]
    fn the_tables_are_the_engines_pays() {
        assert!(json(r#"{"engine":"video_poker","min_bet":10,"max_bet":100,"paytable":"eight_five"}"#).starts_with(
            r#"[{"key":"royal_flush","to_one":800},{"key":"straight_flush","to_one":50},{"key":"four_of_a_kind","to_one":25},{"key":"full_house","to_one":8},{"key":"flush","to_one":5},"#
        ));
        assert_eq!(
            json(r#"{"engine":"casino_holdem","min_bet":10,"max_bet":100}"#),
            r#"[{"key":"royal_flush","to_one":100},{"key":"straight_flush","to_one":20},{"key":"four_of_a_kind","to_one":10},{"key":"full_house","to_one":3},{"key":"flush","to_one":2}]"#
        );
        assert!(json(r#"{"engine":"roulette","variant":"american","min_bet":10,"min_total":10,"max_total":100}"#)
            .contains(r#"{"key":"basket","to_one":6}"#));
        assert!(
            json(r#"{"engine":"sic_bo","min_bet":10,"max_bet":100,"max_total":100}"#)
                .starts_with(r#"[{"key":4,"to_one":60},{"key":5,"to_one":30},"#)
        );
        assert_eq!(
            json(
                r#"{"engine":"wheel","segments":[{"multiplier":0,"weight":1}],"min_bet":1,"max_bet":2}"#
            ),
            "[]"
        );
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_table_lists_its_pays_strongest_first(
            which in 0usize..5, table in 0usize..5, variant in 0usize..3,
        ) {
            let config = match which {
                0 => format!(
                    r#"{{"engine":"video_poker","min_bet":1,"max_bet":2,"paytable":"{}"}}"#,
                    ["nine_six", "eight_six", "eight_five", "seven_five", "six_five"][table]
                ),
                1 => r#"{"engine":"casino_holdem","min_bet":1,"max_bet":2}"#.to_owned(),
                2 => r#"{"engine":"russian_poker","min_bet":1,"max_bet":2}"#.to_owned(),
                3 => format!(
                    r#"{{"engine":"roulette","variant":"{}","min_bet":1,"min_total":1,"max_total":2}}"#,
                    ["european", "french", "american"][variant]
                ),
                _ => r#"{"engine":"sic_bo","min_bet":1,"max_bet":2,"max_total":2}"#.to_owned(),
            };
            let c: GameConfig = serde_json::from_str(&config).unwrap();
            let rows = paytable(&c);
            prop_assert!(!rows.is_empty());
            prop_assert!(rows.iter().all(|r| r.to_one >= 1));
            if which < 3 {
                // Hands from the strongest (the rarest) down: the pays never rise.
                prop_assert!(rows.windows(2).all(|w| w[0].to_one >= w[1].to_one), "{:?}", rows);
            } else if which == 3 {
                // No bet pays more than the numbers it covers would fairly.
                let american = variant == 2;
                let pockets = if american { 38 } else { 37 };
                for r in &rows {
                    let PayKey::Bet(kind) = r.key else {
                        return Err(TestCaseError::fail("a roulette row is a bet"));
                    };
                    let covered = match kind {
                        BetKind::Straight => 1,
                        BetKind::Split => 2,
                        BetKind::Street => 3,
                        BetKind::Corner => 4,
                        BetKind::SixLine => 6,
                        BetKind::Basket if american => 5,
                        BetKind::Basket => 4,
                        BetKind::Column | BetKind::Dozen => 12,
                        _ => 18,
                    };
                    prop_assert!((r.to_one + 1) * covered <= pockets, "{:?}", r);
                }
            } else {
                // Sic bo totals pay alike from both ends: 4 as 17, 5 as 16...
                let pays: Vec<u64> = rows.iter().map(|r| r.to_one).collect();
                let mut mirrored = pays.clone();
                mirrored.reverse();
                prop_assert_eq!(pays, mirrored);
            }
        }
    }
}
