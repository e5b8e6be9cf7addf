//! Poker hand values shared by the card games: five-card hands (video poker, casino hold'em's
//! best five of seven, russian poker) and the three-card hands of teen patti.
//!
//! A value orders hands exactly as the rules do, so games compare them with `<` and `==`: the
//! category first, then the ranks that break ties inside it, most significant first.

use serde::{Deserialize, Serialize};

use super::cards::Card;

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Category = PokerHandsCategory;

/// Five-card categories, weakest first. A royal flush is kept apart from the other straight
/// flushes because paytables pay it apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum PokerHandsCategory {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl PokerHandsCategory {
    pub const ALL: [PokerHandsCategory; 10] = [
        PokerHandsCategory::HighCard,
        PokerHandsCategory::Pair,
        PokerHandsCategory::TwoPair,
        PokerHandsCategory::ThreeOfAKind,
        PokerHandsCategory::Straight,
        PokerHandsCategory::Flush,
        PokerHandsCategory::FullHouse,
        PokerHandsCategory::FourOfAKind,
        PokerHandsCategory::StraightFlush,
        PokerHandsCategory::RoyalFlush,
    ];
}

/// A five-card hand's value: `ranks` holds the tie-breakers in order (the pair's rank before
/// the kickers, the trips before the pair of a full house, a straight's top card with the wheel
/// topped by its five), zero-filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue {
    pub category: PokerHandsCategory,
    pub ranks: [u8; 5],
}

/// The value of five cards. Cards are assumed distinct (one deck); with a multi-deck shoe
/// duplicates would read as pairs, which is what they are.
pub fn evaluate(cards: &[Card; 5]) -> HandValue {
    let mut counts = [0u8; 15];
    for c in cards {
        counts[usize::from(c.rank.min(14))] += 1;
    }
    // Ranks grouped by multiplicity, then by rank: the tie-break order of every category.
    let mut groups = [(0u8, 0u8); 5];
    let mut n = 0;
    for r in (2..=14u8).rev() {
        let k = counts[usize::from(r)];
        if k > 0 && n < 5 {
            groups[n] = (k, r);
            n += 1;
        }
    }
    groups[..n].sort_by(|a, b| b.cmp(a));
    let mut ranks = [0u8; 5];
    for (slot, &(_, r)) in ranks.iter_mut().zip(&groups[..n]) {
        *slot = r;
    }
    let flush = cards.iter().all(|c| c.suit == cards[0].suit);
    let straight_top = match n {
        5 if groups[0].1 - groups[4].1 == 4 => Some(groups[0].1),
        5 if groups[0].1 == 14 && groups[1].1 == 5 => Some(5),
        _ => None,
    };
    let category = match (straight_top, flush, groups[0].0, groups[1].0) {
        (Some(14), true, ..) => PokerHandsCategory::RoyalFlush,
        (Some(_), true, ..) => PokerHandsCategory::StraightFlush,
        (_, _, 4, _) => PokerHandsCategory::FourOfAKind,
        (_, _, 3, 2) => PokerHandsCategory::FullHouse,
        (_, true, ..) => PokerHandsCategory::Flush,
        (Some(_), false, ..) => PokerHandsCategory::Straight,
        (_, _, 3, _) => PokerHandsCategory::ThreeOfAKind,
        (_, _, 2, 2) => PokerHandsCategory::TwoPair,
        (_, _, 2, _) => PokerHandsCategory::Pair,
        _ => PokerHandsCategory::HighCard,
    };
    if let Some(top) = straight_top {
        ranks = [top, 0, 0, 0, 0];
    }
    HandValue { category, ranks }
}

/// The best five of seven cards (hold'em), with the five that make it.
pub fn best_five(cards: &[Card; 7]) -> (HandValue, [Card; 5]) {
    let first = [cards[0], cards[1], cards[2], cards[3], cards[4]];
    let mut best = (evaluate(&first), first);
    // Every five of seven is the seven minus a pair of left-out positions.
    for skip_a in 0..7 {
        for skip_b in skip_a + 1..7 {
            let mut five = first;
            let mut n = 0;
            for (i, &c) in cards.iter().enumerate() {
                if i != skip_a && i != skip_b {
                    five[n] = c;
                    n += 1;
                }
            }
            let value = evaluate(&five);
            if value > best.0 {
                best = (value, five);
            }
        }
    }
    best
}

/// Teen patti's three-card categories, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Category3 {
    HighCard,
    Pair,
    /// A flush.
    Colour,
    /// A straight.
    Sequence,
    /// A straight flush.
    PureSequence,
    /// Three of a kind.
    Trail,
}

impl Category3 {
    pub const ALL: [Category3; 6] = [
        Category3::HighCard,
        Category3::Pair,
        Category3::Colour,
        Category3::Sequence,
        Category3::PureSequence,
        Category3::Trail,
    ];
}

/// A three-card hand's value. Sequences rank A-K-Q highest, then A-2-3, then K-Q-J down to
/// 2-3-4 (the usual Indian order): their single tie-breaker is 16 for A-K-Q, 15 for A-2-3,
/// otherwise the top card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue3 {
    pub category: Category3,
    pub ranks: [u8; 3],
}

impl HandValue3 {
    /// The weakest hand that is at least queen high (Q-3-2): the dealer's qualifying hand.
    pub const QUEEN_HIGH: HandValue3 = HandValue3 {
        category: Category3::HighCard,
        ranks: [12, 3, 2],
    };
}

pub fn evaluate3(cards: &[Card; 3]) -> HandValue3 {
    let mut r = [cards[0].rank, cards[1].rank, cards[2].rank];
    r.sort_unstable_by(|a, b| b.cmp(a));
    let flush = cards[1].suit == cards[0].suit && cards[2].suit == cards[0].suit;
    let sequence = if r == [14, 3, 2] {
        Some(15)
    } else if r[0] == r[1] + 1 && r[1] == r[2] + 1 {
        Some(if r[0] == 14 { 16 } else { r[0] })
    } else {
        None
    };
    let (category, ranks) = if r[0] == r[2] {
        (Category3::Trail, [r[0], 0, 0])
    } else if let Some(top) = sequence {
        let c = if flush {
            Category3::PureSequence
        } else {
            Category3::Sequence
        };
        (c, [top, 0, 0])
    } else if flush {
        (Category3::Colour, r)
    } else if r[0] == r[1] {
        (Category3::Pair, [r[0], r[2], 0])
    } else if r[1] == r[2] {
        (Category3::Pair, [r[1], r[0], 0])
    } else {
        (Category3::HighCard, r)
    };
    HandValue3 { category, ranks }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cards::shoe;

    fn hand<const N: usize>(codes: &str) -> [Card; N] {
        let cards: Vec<Card> = codes.split(' ').map(|c| Card::parse(c).unwrap()).collect();
        cards.try_into().unwrap()
    }

    fn value(codes: &str) -> HandValue {
        evaluate(&hand(codes))
    }

    #[test]
    fn categories_of_known_hands() {
        let cases = [
            ("As Ks Qs Js Ts", PokerHandsCategory::RoyalFlush),
            ("9h Kh Qh Jh Th", PokerHandsCategory::StraightFlush),
            ("Ad 2d 3d 4d 5d", PokerHandsCategory::StraightFlush),
            ("7c 7d 7h 7s 2c", PokerHandsCategory::FourOfAKind),
            ("7c 7d 7h 2s 2c", PokerHandsCategory::FullHouse),
            ("2c 9c Jc Kc 4c", PokerHandsCategory::Flush),
            ("Ac 2d 3h 4s 5c", PokerHandsCategory::Straight),
            ("Tc Jd Qh Ks Ac", PokerHandsCategory::Straight),
            ("7c 7d 7h Ks 2c", PokerHandsCategory::ThreeOfAKind),
            ("7c 7d 2h Ks 2c", PokerHandsCategory::TwoPair),
            ("7c 7d 3h Ks 2c", PokerHandsCategory::Pair),
            ("Ac Kd 3h 9s 2c", PokerHandsCategory::HighCard),
            ("Qc Kd Ah 2s 3c", PokerHandsCategory::HighCard),
        ];
        for (codes, category) in cases {
            assert_eq!(value(codes).category, category, "{codes}");
        }
    }

    #[test]
    fn ties_break_on_the_ranks_in_order() {
        assert!(
            value("Ac 2d 3h 4s 5c") < value("2c 3d 4h 5s 6c"),
            "the wheel is the lowest straight"
        );
        assert!(value("Kc Kd 3h 4s 5c") > value("Qc Qd Ah Ks 5c"));
        assert!(value("Kc Kd Ah 4s 5c") > value("Kh Ks Qh Js 9c"), "kicker");
        assert!(
            value("Kc Kd 2h 2s 5c") < value("Kh Ks 3c 3d 4c"),
            "second pair before kicker"
        );
        assert!(value("Kc Kd 2h 2s 5c") < value("Kh Ks 2c 2d 6c"));
        assert!(
            value("3c 3d 3h 2s 2c") > value("2h 2s 2d As Ac"),
            "trips before the pair"
        );
        assert_eq!(value("Kc Kd 2h 2s 5c"), value("Kh Ks 2c 2d 5d"));
        assert!(value("As Ks Qs Js Ts") > value("Ks Qs Js Ts 9s"));
    }

    #[test]
    fn the_five_card_categories_have_their_combinatorial_counts() {
        let deck = shoe(1);
        let mut counts = [0u64; 10];
        for a in 0..48 {
            for b in a + 1..49 {
                for c in b + 1..50 {
                    for d in c + 1..51 {
                        for e in d + 1..52 {
                            let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            counts[evaluate(&five).category as usize] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4
            ]
        );
    }

    #[test]
    fn the_best_five_of_seven() {
        let (v, five) = best_five(&hand("As Ks 2d Qs 7c Js Ts"));
        assert_eq!(v.category, PokerHandsCategory::RoyalFlush);
        assert!(!five.contains(&Card::parse("2d").unwrap()));
        let (v, _) = best_five(&hand("2c 2d 2h 3s 3c 4d 4h"));
        assert_eq!(v, value("2c 2d 2h 4d 4h"));
        let (v, _) = best_five(&hand("9c 8d 7h 6s 5c 4d 3h"));
        assert_eq!(v.ranks[0], 9);
    }

    #[test]
    fn three_card_hands_rank_as_in_teen_patti() {
        let v = |codes: &str| evaluate3(&hand(codes));
        let ladder = [
            "2c 3d 5h", "Qc 3d 2h", "Ac Kd Jh", "2c 2d 3h", "2c 2d Ah", "3c 3d 2h", "Ac Ad Kh",
            "2c 3c 5c", "Ac Kc Jc", "2c 3d 4h", "Kc Qd Jh", "Ac 2d 3h", "Ac Kd Qh", "2c 3c 4c",
            "Ac 2c 3c", "Ac Kc Qc", "2c 2d 2h", "Ac Ad Ah",
        ];
        for w in ladder.windows(2) {
            assert!(v(w[0]) < v(w[1]), "{} < {}", w[0], w[1]);
        }
        assert!(v("Qc 3d 2h") >= HandValue3::QUEEN_HIGH);
        assert!(v("Jc Td 8h") < HandValue3::QUEEN_HIGH);
        assert_eq!(v("Ac Kd Qh"), v("Ah Ks Qd"));
    }

    #[test]
    fn the_three_card_categories_have_their_combinatorial_counts() {
        let deck = shoe(1);
        let mut counts = [0u32; 6];
        for a in 0..50 {
            for b in a + 1..51 {
                for c in b + 1..52 {
                    counts[evaluate3(&[deck[a], deck[b], deck[c]]).category as usize] += 1;
                }
            }
        }
        assert_eq!(counts, [16_440, 3_744, 1_096, 720, 48, 52]);
    }

    use proptest::prelude::*;

    /// `n` distinct cards of one deck, in a random order.
    fn distinct<const N: usize>() -> impl Strategy<Value = [Card; N]> {
        proptest::sample::subsequence(shoe(1), N)
            .prop_shuffle()
            .prop_map(|cards| cards.try_into().unwrap())
    }

    proptest! {
        #[test]
        fn a_hand_is_worth_the_same_in_any_order(cards in distinct::<5>(), order in Just((0..5).collect::<Vec<usize>>()).prop_shuffle()) {
            let moved: [Card; 5] = std::array::from_fn(|i| cards[order[i]]);
            prop_assert_eq!(evaluate(&moved), evaluate(&cards));
        }

        #[test]
        fn the_category_follows_the_ranks_and_suits(cards in distinct::<5>()) {
            let v = evaluate(&cards);
            let mut counts = [0u8; 15];
            for c in &cards {
                counts[usize::from(c.rank)] += 1;
            }
            let mut groups: Vec<u8> = counts.iter().copied().filter(|&k| k > 0).collect();
            groups.sort_unstable_by(|a, b| b.cmp(a));
            let flush = cards.iter().all(|c| c.suit == cards[0].suit);
            let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank).collect();
            ranks.sort_unstable();
            let straight = groups.len() == 5 && (ranks[4] - ranks[0] == 4 || ranks == [2, 3, 4, 5, 14]);
            use PokerHandsCategory::*;
            let expected = match (straight, flush, groups.as_slice()) {
                (true, true, _) if ranks[0] == 10 => RoyalFlush,
                (true, true, _) => StraightFlush,
                (_, _, [4, ..]) => FourOfAKind,
                (_, _, [3, 2]) => FullHouse,
                (_, true, _) => Flush,
                (true, false, _) => Straight,
                (_, _, [3, ..]) => ThreeOfAKind,
                (_, _, [2, 2, ..]) => TwoPair,
                (_, _, [2, ..]) => Pair,
                _ => HighCard,
            };
            prop_assert_eq!(v.category, expected);
            // Every tie-breaker is a rank of the hand (or zero padding).
            prop_assert!(v.ranks.iter().all(|r| *r == 0 || ranks.contains(r) || (*r == 5 && ranks == [2, 3, 4, 5, 14])));
        }

        #[test]
        fn the_best_five_of_seven_beats_every_other_five(cards in distinct::<7>(), skip in 0usize..7, skip2 in 0usize..7) {
            let (best, five) = best_five(&cards);
            prop_assert_eq!(evaluate(&five), best);
            prop_assert!(five.iter().all(|c| cards.contains(c)));
            prop_assume!(skip != skip2);
            let other: Vec<Card> = cards
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != skip && *i != skip2)
                .map(|(_, c)| *c)
                .collect();
            prop_assert!(evaluate(&other.try_into().unwrap()) <= best);
            // The seven in another order make the same best hand.
            let mut reversed = cards;
            reversed.reverse();
            prop_assert_eq!(best_five(&reversed).0, best);
        }

        #[test]
        fn a_three_card_hand_is_worth_the_same_in_any_order(cards in distinct::<3>(), rotate in 0usize..3, swap in any::<bool>()) {
            let mut moved = cards;
            moved.rotate_left(rotate);
            if swap {
                moved.swap(0, 1);
            }
            let v = evaluate3(&moved);
            prop_assert_eq!(v, evaluate3(&cards));
            let suits_match = cards.iter().all(|c| c.suit == cards[0].suit);
            prop_assert_eq!(
                matches!(v.category, Category3::Colour | Category3::PureSequence),
                suits_match && v.category != Category3::Trail
            );
        }
    }
}
