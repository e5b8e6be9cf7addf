//! Exact optimal play (tests and the `measure` feature only): for every subset `X` of at most five cards, the sum of the
//! pays (and squared pays) of the five-card hands containing `X`. The draws of a hold that keeps
//! `H` and throws `D` away are the hands containing `H` and no card of `D`, so by
//! inclusion-exclusion their pay sum is `Σ over T ⊆ D of (-1)^|T| · sum(H ∪ T)`: 243 look-ups
//! value all 32 holds of a deal, exactly.

use std::collections::HashMap;

use super::*;
use crate::games::cards::shoe;

const SUBSETS: usize = 1 + 52 + 1_326 + 22_100 + 270_725 + 2_598_960;
const DEALS: u128 = 2_598_960;

pub struct Analyzer {
    binom: [[u32; 6]; 53],
    offset: [u32; 6],
    /// Per subset: the sum of pays and of squared pays of the hands containing it.
    sums: Vec<[u32; 2]>,
    /// The least common multiple of C(47, n), n = 0..=5: every hold's expectation over it.
    pub lcm: u64,
}

/// Card index 0..52 in `shoe(1)` order.
fn index(c: Card) -> usize {
    usize::from(c.suit) * 13 + usize::from(c.rank - 2)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A hold's exact value: the pay sum and squared pay sum of its draws, both scaled to the
/// common denominator `lcm`.
#[derive(Debug, Clone, Copy)]
pub struct Value {
    pub first: u64,
    pub second: u64,
}

impl Analyzer {
    pub fn new(paytable: Paytable) -> Analyzer {
        let mut binom = [[0u32; 6]; 53];
        for (n, row) in binom.iter_mut().enumerate() {
            for (k, slot) in row.iter_mut().enumerate() {
                // Multiplying before dividing keeps every partial product a binomial.
                *slot = (1..=k as u64)
                    .fold(1u64, |acc, i| acc * (n as u64 + 1).saturating_sub(i) / i)
                    as u32;
            }
        }
        let mut offset = [0u32; 6];
        for k in 1..6 {
            offset[k] = offset[k - 1] + binom[52][k - 1];
        }
        let lcm = (0..=5).fold(1u64, |l, n| {
            let c = u64::from(binom[47][n]);
            l / gcd(l, c) * c
        });
        let mut a = Analyzer {
            binom,
            offset,
            sums: vec![[0, 0]; SUBSETS],
            lcm,
        };
        let deck = shoe(1);
        let pays = paytable.pays();
        let mut idx = [0usize; 5];
        for i0 in 0..48 {
            idx[0] = i0;
            for i1 in i0 + 1..49 {
                idx[1] = i1;
                for i2 in i1 + 1..50 {
                    idx[2] = i2;
                    for i3 in i2 + 1..51 {
                        idx[3] = i3;
                        for i4 in i3 + 1..52 {
                            idx[4] = i4;
                            let cards = idx.map(|i| deck[i]);
                            let Some(hand) = hand_of(&cards) else {
                                continue;
                            };
                            let p = pays[hand as usize];
                            for mask in 0..32u32 {
                                let s = a.subset(&idx, mask);
                                a.sums[s][0] += p;
                                a.sums[s][1] += p * p;
                            }
                        }
                    }
                }
            }
        }
        a
    }

    /// The index of the subset of the sorted `idx` chosen by `mask`.
    fn subset(&self, idx: &[usize; 5], mask: u32) -> usize {
        let mut s = 0u32;
        let mut k = 0;
        for (bit, &i) in idx.iter().enumerate() {
            if mask & (1 << bit) != 0 {
                k += 1;
                s += self.binom[i][k];
            }
        }
        (self.offset[k] + s) as usize
    }

    /// The value of every hold of the deal, by mask over the cards sorted by index.
    fn holds(&self, sorted: &[usize; 5]) -> [Value; 32] {
        let subsets: [usize; 32] = std::array::from_fn(|m| self.subset(sorted, m as u32));
        std::array::from_fn(|hold| {
            let hold = hold as u32;
            let (mut first, mut second) = (0i64, 0i64);
            for m in 0..32u32 {
                if m & hold == hold {
                    let [p, q] = self.sums[subsets[m as usize]];
                    let sign = if (m ^ hold).count_ones().is_multiple_of(2) {
                        1
                    } else {
                        -1
                    };
                    first += sign * i64::from(p);
                    second += sign * i64::from(q);
                }
            }
            let scale = self.lcm / u64::from(self.binom[47][5 - hold.count_ones() as usize]);
            Value {
                first: first as u64 * scale,
                second: second as u64 * scale,
            }
        })
    }

    /// The hold of highest expectation (the first in mask order on a tie) and its value.
    pub fn best(&self, cards: &[Card; 5]) -> ([bool; 5], Value) {
        let mut order: [usize; 5] = [0, 1, 2, 3, 4];
        order.sort_by_key(|&p| index(cards[p]));
        let sorted = order.map(|p| index(cards[p]));
        let values = self.holds(&sorted);
        let mut best = 0;
        for (m, v) in values.iter().enumerate() {
            if v.first > values[best].first {
                best = m;
            }
        }
        let mut held = [false; 5];
        for (bit, &p) in order.iter().enumerate() {
            held[p] = best & (1 << bit) != 0;
        }
        (held, values[best])
    }

    /// The exact return and variance per unit staked of optimal play, over every deal: deals
    /// equal up to a renaming of suits are valued once.
    pub fn profile(&self) -> (Ratio, Ratio) {
        let deck = shoe(1);
        let mut classes: HashMap<u64, (u64, [usize; 5])> = HashMap::new();
        for i0 in 0..48 {
            for i1 in i0 + 1..49 {
                for i2 in i1 + 1..50 {
                    for i3 in i2 + 1..51 {
                        for i4 in i3 + 1..52 {
                            let idx = [i0, i1, i2, i3, i4];
                            let mut suits = [0u16; 4];
                            for i in idx {
                                suits[i / 13] |= 1 << (i % 13);
                            }
                            suits.sort_unstable();
                            let key = suits.iter().fold(0u64, |k, &s| k << 16 | u64::from(s));
                            classes.entry(key).or_insert((0, idx)).0 += 1;
                        }
                    }
                }
            }
        }
        let (mut first, mut second) = (0u128, 0u128);
        for (count, idx) in classes.values() {
            let (_, v) = self.best(&idx.map(|i| deck[i]));
            first += u128::from(*count) * u128::from(v.first);
            second += u128::from(*count) * u128::from(v.second);
        }
        let den = DEALS * u128::from(self.lcm);
        let rtp = Ratio::new(first, den);
        let variance = Ratio::new(second * den - first * first, den * den);
        (rtp, variance)
    }
}
