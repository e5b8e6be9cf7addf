//! Numbered-ball draws shared by keno and the lottery: the player's numbers, the balls drawn
//! and the numbers they match.

use super::FairStream;

/// Whether every number is in `1..=max` and none repeats.
pub fn distinct_in_range(numbers: &[u8], max: u8) -> bool {
    let mut seen = 0u128;
    for &n in numbers {
        if n == 0 || n > max || seen & 1 << n != 0 {
            return false;
        }
        seen |= 1 << n;
    }
    true
}

/// `count` distinct balls of `1..=balls`, in the order `draw_distinct` draws them.
pub fn draw(rng: &mut FairStream, balls: u8, count: usize) -> Vec<u8> {
    rng.draw_distinct(u32::from(balls), count)
        .into_iter()
        .map(|n| n as u8 + 1)
        .collect()
}

/// The player's numbers that were drawn, in the player's order.
pub fn matched(picks: &[u8], drawn: &[u8]) -> Vec<u8> {
    picks
        .iter()
        .copied()
        .filter(|n| drawn.contains(n))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::stats;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn numbers_are_valid_when_in_range_and_never_repeated(
            numbers in proptest::collection::vec(0u8..=120, 0..12), max in 1u8..=100,
        ) {
            let mut seen = std::collections::BTreeSet::new();
            let expected = numbers.iter().all(|&n| (1..=max).contains(&n) && seen.insert(n));
            prop_assert_eq!(distinct_in_range(&numbers, max), expected);
        }

        #[test]
        fn a_draw_is_distinct_balls_of_the_machine(balls in 1u8..=90, count in 0usize..100, nonce in 0u64..1_000) {
            let drawn = draw(&mut stats::stream(nonce), balls, count);
            prop_assert_eq!(drawn.len(), count.min(usize::from(balls)));
            prop_assert!(distinct_in_range(&drawn, balls));
            // The same stream draws the same balls.
            prop_assert_eq!(draw(&mut stats::stream(nonce), balls, count), drawn);
        }

        #[test]
        fn the_matched_numbers_are_the_picks_drawn_in_the_picks_order(
            picks in proptest::collection::vec(1u8..=80, 0..12), drawn in proptest::collection::vec(1u8..=80, 0..20),
        ) {
            let m = matched(&picks, &drawn);
            let expected: Vec<u8> = picks.iter().copied().filter(|p| drawn.contains(p)).collect();
            prop_assert_eq!(&m, &expected);
            prop_assert!(m.len() <= picks.len());
        }
    }
}
