//! Playing cards for the card games: a standard 52-card deck (or a shoe of several), shuffled by
//! Fisher-Yates from the fair stream, dealt from the top.

use serde::{Deserialize, Serialize};

use super::FairStream;

/// Rank 2..=14 (11 jack, 12 queen, 13 king, 14 ace) and suit 0..=3 (clubs, diamonds, hearts,
/// spades). Serialised as the two-character code the screens draw, such as `"As"` or `"Td"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: u8,
    pub suit: u8,
}

const RANKS: &[u8; 13] = b"23456789TJQKA";
const SUITS: &[u8; 4] = b"cdhs";

impl Card {
    pub fn new(rank: u8, suit: u8) -> Card {
        debug_assert!((2..=14).contains(&rank) && suit < 4);
        Card { rank, suit }
    }

    pub fn code(&self) -> String {
        let r = RANKS[usize::from(self.rank - 2)] as char;
        let s = SUITS[usize::from(self.suit)] as char;
        format!("{r}{s}")
    }

    pub fn parse(code: &str) -> Option<Card> {
        let b = code.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let rank = RANKS.iter().position(|&r| r == b[0])? as u8 + 2;
        let suit = SUITS.iter().position(|&s| s == b[1])? as u8;
        Some(Card { rank, suit })
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let code = String::deserialize(d)?;
        Card::parse(&code).ok_or_else(|| serde::de::Error::custom("card code"))
    }
}

// Cards cross to TypeScript as their codes (see the serde impls above).
#[cfg(feature = "wasm")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const CARD_TS: &str = r#"/** A card as its two-character code: rank 23456789TJQKA, suit cdhs ("As", "Td"). */
export type Card = string;"#;

/// `decks` ordered decks, unshuffled.
pub fn shoe(decks: u8) -> Vec<Card> {
    let mut cards = Vec::with_capacity(52 * usize::from(decks));
    for _ in 0..decks {
        for suit in 0..4 {
            for rank in 2..=14 {
                cards.push(Card { rank, suit });
            }
        }
    }
    cards
}

/// A freshly shuffled shoe of `decks` decks: the first card dealt is `cards[0]`.
pub fn shuffled(decks: u8, rng: &mut FairStream) -> Vec<Card> {
    let mut cards = shoe(decks);
    rng.shuffle(&mut cards);
    cards
}

/// A shoe dealt one card at a time: card `n` of the round is chosen by step `n` of a forward
/// Fisher-Yates shuffle (`swap(n, n + below(len - n))`), so the deal is a uniform permutation of
/// the shoe, fixed by the stream alone whatever the player decides between cards, and a round
/// reads only as many bytes as it deals cards.
#[derive(Debug, Clone)]
pub struct Shoe {
    cards: Vec<Card>,
    dealt: usize,
}

impl Shoe {
    pub fn new(decks: u8) -> Shoe {
        Shoe {
            cards: shoe(decks.max(1)),
            dealt: 0,
        }
    }

    /// The next card. A round never deals a whole shoe; should one try, the cards dealt are
    /// shuffled back in rather than failing.
    pub fn deal(&mut self, rng: &mut FairStream) -> Card {
        if self.dealt == self.cards.len() {
            self.dealt = 0;
        }
        let n = self.dealt;
        let j = n + rng.below((self.cards.len() - n) as u32) as usize;
        self.cards.swap(n, j);
        self.dealt += 1;
        self.cards[n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in shoe(1) {
            assert_eq!(Card::parse(&c.code()), Some(c));
        }
        assert_eq!(Card::new(14, 3).code(), "As");
        assert_eq!(Card::parse("1s"), None);
        assert_eq!(serde_json::to_string(&Card::new(10, 1)).unwrap(), "\"Td\"");
    }

    #[test]
    fn a_shuffled_shoe_holds_every_card_once_per_deck() {
        let mut rng = FairStream::new(b"s", "c", 0);
        let mut cards = shuffled(6, &mut rng);
        assert_eq!(cards.len(), 312);
        cards.sort();
        let mut expected = shoe(6);
        expected.sort();
        assert_eq!(cards, expected);
    }

    #[test]
    fn a_shoe_deals_distinct_cards_in_stream_order() {
        let mut rng = FairStream::new(b"s", "c", 0);
        let mut dealer = Shoe::new(1);
        let mut dealt: Vec<Card> = (0..52).map(|_| dealer.deal(&mut rng)).collect();
        let mut again = FairStream::new(b"s", "c", 0);
        let mut replay = Shoe::new(1);
        assert_eq!(replay.deal(&mut again), dealt[0]);
        dealt.sort();
        let mut expected = shoe(1);
        expected.sort();
        assert_eq!(dealt, expected);
        // Exhausted: it starts over instead of panicking.
        let _ = dealer.deal(&mut rng);
    }

    use proptest::prelude::*;

    fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
        cards.sort();
        cards
    }

    proptest! {
        #[test]
        fn only_two_character_codes_of_a_rank_and_a_suit_parse(code in "\\PC{0,3}|[2-9TJQKA1][cdhsCDHS]") {
            match Card::parse(&code) {
                Some(card) => {
                    prop_assert_eq!(card.code(), code);
                    prop_assert!((2..=14).contains(&card.rank) && card.suit < 4);
                }
                None => prop_assert!(shoe(1).iter().all(|c| c.code() != code)),
            }
        }

        #[test]
        fn a_shuffled_shoe_is_the_same_cards_in_another_order(decks in 1u8..9, nonce in any::<u64>()) {
            let mut rng = FairStream::new(b"s", "c", nonce);
            let cards = shuffled(decks, &mut rng);
            prop_assert_eq!(sorted(cards), sorted(shoe(decks)));
        }

        #[test]
        fn a_shoe_deals_each_card_of_its_decks_once_before_starting_over(
            decks in 0u8..4, nonce in any::<u64>(), extra in 0usize..20,
        ) {
            let mut rng = FairStream::new(b"s", "c", nonce);
            let mut dealer = Shoe::new(decks);
            let size = 52 * usize::from(decks.max(1));
            let dealt: Vec<Card> = (0..size).map(|_| dealer.deal(&mut rng)).collect();
            prop_assert_eq!(sorted(dealt), sorted(shoe(decks.max(1))));
            // Past the end it deals again from the whole shoe, never failing.
            for _ in 0..extra {
                let c = dealer.deal(&mut rng);
                prop_assert!((2..=14).contains(&c.rank) && c.suit < 4);
            }
        }

        #[test]
        fn the_deal_is_fixed_by_the_stream_alone(nonce in any::<u64>(), n in 1usize..52) {
            let deal = |n: usize| {
                let mut rng = FairStream::new(b"s", "c", nonce);
                let mut dealer = Shoe::new(1);
                (0..n).map(|_| dealer.deal(&mut rng)).collect::<Vec<_>>()
            };
            // The first cards of a longer deal are the whole of a shorter one.
            prop_assert_eq!(&deal(52)[..n], &deal(n)[..]);
        }
    }
}
