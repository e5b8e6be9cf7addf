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
}
