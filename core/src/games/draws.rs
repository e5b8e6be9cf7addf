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
