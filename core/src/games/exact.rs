//! Exact return and variance of a bet from its enumerated outcomes, for the engines whose
//! `profile` is `RtpMethod::Enumeration`.
//!
//! Every outcome has an integer weight (its probability times a common denominator, such as a
//! count of equally likely draws) and returns `ret / ret_den` per unit staked (stake included).
//! The variance `E[X²] - E[X]²` needs the square of the weight total, which overflows `u128` for
//! the largest draws (bingo's C(75, n)), so it is formed in 256 bits and reduced; it stays exact
//! whenever the reduced fraction fits in 100 bits, otherwise both terms are shifted down to fit
//! (a relative error near 2^-100, far below anything the volatility class or a test can see).
//! 100 bits leave room for `Ratio::percent` and the volatility thresholds to multiply without
//! overflow; `Ratio::lt` would overflow on two such wide fractions, so `worst` compares in
//! 256 bits.

use super::{Profile, Ratio, RtpMethod};

/// Accumulates the outcomes of one bet.
#[derive(Debug, Clone)]
pub struct Outcomes {
    ret_den: u128,
    weight: u128,
    /// Σ weight · ret.
    s1: u128,
    /// Σ weight · ret².
    s2: U256,
}

impl Outcomes {
    /// Returns are counted in `1 / ret_den` of the stake (100 for multipliers in hundredths).
    pub fn new(ret_den: u64) -> Outcomes {
        Outcomes {
            ret_den: u128::from(ret_den.max(1)),
            weight: 0,
            s1: 0,
            s2: U256::ZERO,
        }
    }

    /// An outcome of weight `weight` returning `ret / ret_den` per unit staked. Sums saturate
    /// rather than wrap: a configuration that large gives a wrong profile, never a panic.
    pub fn add(&mut self, weight: u128, ret: u128) {
        let wr = weight.saturating_mul(ret);
        self.weight = self.weight.saturating_add(weight);
        self.s1 = self.s1.saturating_add(wr);
        self.s2 = self.s2.add(U256::mul(wr, ret));
    }

    pub fn total_weight(&self) -> u128 {
        self.weight
    }

    pub fn rtp(&self) -> Ratio {
        let den = U256::mul(self.weight, self.ret_den);
        fraction(U256 { hi: 0, lo: self.s1 }, den)
    }

    pub fn profile(&self) -> Profile {
        let rtp = self.rtp();
        let variance = if self.weight == 0 {
            Ratio::new(0, 1)
        } else {
            // (s2·W - s1²) / (W·D)²
            let wd = self.weight.saturating_mul(self.ret_den);
            let num = self
                .s2
                .mul_u128(self.weight)
                .sub(U256::mul(self.s1, self.s1));
            fraction(num, U256::mul(wd, wd))
        };
        Profile {
            rtp,
            variance,
            method: RtpMethod::Enumeration,
        }
    }
}

/// The binomial coefficient C(n, k) (0 when k > n); exact while it fits `u128`.
pub fn choose(n: u64, k: u64) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut c: u128 = 1;
    for i in 0..k {
        // c · (n - i) is divisible by (i + 1) after the multiplication: C(n, i+1) is whole.
        c = c.saturating_mul(u128::from(n - i)) / u128::from(i + 1);
    }
    c
}

/// How many of the C(population, drawn) draws hold exactly `hits` of the player's `picks`
/// numbers: C(drawn, hits) · C(population - drawn, picks - hits), 0 when `hits > picks`.
pub fn hypergeometric(population: u64, drawn: u64, picks: u64, hits: u64) -> u128 {
    match picks.checked_sub(hits) {
        Some(misses) => choose(drawn, hits) * choose(population.saturating_sub(drawn), misses),
        None => 0,
    }
}

/// The most favourable of several bets to the player: the highest return, then the smallest
/// variance.
pub fn best(profiles: impl IntoIterator<Item = Profile>) -> Profile {
    pick(profiles, |p, kept| {
        let by_rtp = compare(p.rtp, kept.rtp);
        by_rtp.is_gt() || (by_rtp.is_eq() && compare(p.variance, kept.variance).is_lt())
    })
}

/// The least favourable of several bets: the lowest return, then the largest variance.
pub fn worst(profiles: impl IntoIterator<Item = Profile>) -> Profile {
    pick(profiles, |p, kept| {
        let by_rtp = compare(p.rtp, kept.rtp);
        by_rtp.is_lt() || (by_rtp.is_eq() && compare(p.variance, kept.variance).is_gt())
    })
}

/// The profile `prefer` keeps over each other in turn (none: a return of nothing).
fn pick(
    profiles: impl IntoIterator<Item = Profile>,
    prefer: impl Fn(&Profile, &Profile) -> bool,
) -> Profile {
    let mut iter = profiles.into_iter();
    let mut kept = iter.next().unwrap_or(Profile {
        rtp: Ratio::new(0, 1),
        variance: Ratio::new(0, 1),
        method: RtpMethod::Enumeration,
    });
    for p in iter {
        if prefer(&p, &kept) {
            kept = p;
        }
    }
    kept
}

/// Compares two ratios exactly, whatever their width.
pub fn compare(a: Ratio, b: Ratio) -> std::cmp::Ordering {
    U256::mul(a.num, b.den).cmp(&U256::mul(b.num, a.den))
}

/// Widest numerator or denominator a profile holds.
const MAX_BITS: u32 = 100;

/// `num / den` reduced, or a close fraction of at most `MAX_BITS` bits when still too wide.
fn fraction(num: U256, den: U256) -> Ratio {
    if den.is_zero() {
        return Ratio::new(0, 1);
    }
    let g = num.gcd(den);
    let (mut num, mut den) = (num.div_rem(g).0, den.div_rem(g).0);
    let bits = num.bits().max(den.bits());
    if bits > MAX_BITS {
        num = num.shr(bits - MAX_BITS);
        den = den.shr(bits - MAX_BITS);
    }
    Ratio::new(num.lo, den.lo.max(1))
}

/// Just enough unsigned 256-bit arithmetic for the variance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct U256 {
    // Field order matters: the derived ordering compares `hi` first.
    hi: u128,
    lo: u128,
}

impl U256 {
    const ZERO: U256 = U256 { hi: 0, lo: 0 };

    fn is_zero(&self) -> bool {
        self.hi == 0 && self.lo == 0
    }

    fn bits(&self) -> u32 {
        if self.hi > 0 {
            256 - self.hi.leading_zeros()
        } else {
            128 - self.lo.leading_zeros()
        }
    }

    /// The full product of two `u128`.
    fn mul(a: u128, b: u128) -> U256 {
        let mask = u128::from(u64::MAX);
        let (a1, a0, b1, b0) = (a >> 64, a & mask, b >> 64, b & mask);
        let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let (mid, mid_carry) = p01.overflowing_add(p10);
        let (lo, lo_carry) = p00.overflowing_add(mid << 64);
        let hi = p11 + (mid >> 64) + (u128::from(mid_carry) << 64) + u128::from(lo_carry);
        U256 { hi, lo }
    }

    /// Saturates at the maximum on overflow.
    fn mul_u128(self, b: u128) -> U256 {
        let low = U256::mul(self.lo, b);
        let high = U256::mul(self.hi, b);
        match (high.hi, low.hi.checked_add(high.lo)) {
            (0, Some(hi)) => U256 { hi, lo: low.lo },
            _ => U256 {
                hi: u128::MAX,
                lo: u128::MAX,
            },
        }
    }

    fn add(self, b: U256) -> U256 {
        let (lo, carry) = self.lo.overflowing_add(b.lo);
        match self
            .hi
            .checked_add(b.hi)
            .and_then(|h| h.checked_add(u128::from(carry)))
        {
            Some(hi) => U256 { hi, lo },
            None => U256 {
                hi: u128::MAX,
                lo: u128::MAX,
            },
        }
    }

    /// Saturates at zero.
    fn sub(self, b: U256) -> U256 {
        if self < b {
            return U256::ZERO;
        }
        let (lo, borrow) = self.lo.overflowing_sub(b.lo);
        U256 {
            hi: self.hi - b.hi - u128::from(borrow),
            lo,
        }
    }

    fn shl1(self) -> U256 {
        U256 {
            hi: self.hi << 1 | self.lo >> 127,
            lo: self.lo << 1,
        }
    }

    fn shr(self, n: u32) -> U256 {
        match n {
            0 => self,
            1..=127 => U256 {
                hi: self.hi >> n,
                lo: self.lo >> n | self.hi << (128 - n),
            },
            128..=255 => U256 {
                hi: 0,
                lo: self.hi >> (n - 128),
            },
            _ => U256::ZERO,
        }
    }

    fn bit(&self, i: u32) -> bool {
        if i >= 128 {
            self.hi >> (i - 128) & 1 == 1
        } else {
            self.lo >> i & 1 == 1
        }
    }

    /// Shift-and-subtract long division; `d` must not be zero.
    fn div_rem(self, d: U256) -> (U256, U256) {
        let (mut q, mut r) = (U256::ZERO, U256::ZERO);
        for i in (0..self.bits()).rev() {
            r = r.shl1();
            if self.bit(i) {
                r.lo |= 1;
            }
            q = q.shl1();
            if r >= d {
                r = r.sub(d);
                q.lo |= 1;
            }
        }
        (q, r)
    }

    fn gcd(self, other: U256) -> U256 {
        let (mut a, mut b) = (self, other);
        while !b.is_zero() {
            let r = a.div_rem(b).1;
            a = b;
            b = r;
        }
        if a.is_zero() {
            U256 { hi: 0, lo: 1 }
        } else {
            a
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypergeometric_weights_count_every_draw_once() {
        // 6 of 49: 1 draw matches all six, 258 match five, 13,545 four.
        assert_eq!(hypergeometric(49, 6, 6, 6), 1);
        assert_eq!(hypergeometric(49, 6, 6, 5), 258);
        assert_eq!(hypergeometric(49, 6, 6, 4), 13_545);
        assert_eq!(hypergeometric(49, 6, 6, 7), 0);
        let keno: u128 = (0..=10).map(|m| hypergeometric(80, 20, 10, m)).sum();
        assert_eq!(keno, choose(80, 10));
    }

    #[test]
    fn a_single_zero_straight_up() {
        // 1 pocket in 37 returns 36 units.
        let mut o = Outcomes::new(1);
        o.add(1, 36);
        o.add(36, 0);
        let p = o.profile();
        assert_eq!(p.rtp, Ratio::new(36, 37));
        assert_eq!(p.variance, Ratio::new(36 * 36 * 36, 37 * 37));
    }

    #[test]
    fn wide_variances_are_reduced_in_256_bits() {
        // Weights near 2^100 make (W·D)² overflow u128; the variance of a fair coin paying 2
        // is still exactly 1.
        let big = 1u128 << 100;
        let mut o = Outcomes::new(100);
        o.add(big, 200);
        o.add(big, 0);
        let p = o.profile();
        assert_eq!(p.rtp, Ratio::new(1, 1));
        assert_eq!(p.variance, Ratio::new(1, 1));
        // A variance whose reduced denominator is too wide is approximated closely.
        let mut o = Outcomes::new(1);
        o.add((1u128 << 90) + 1, 3);
        o.add((1u128 << 90) - 1, 0);
        let v = o.profile().variance;
        // Exact: 9·(1/2 + 2^-91)(1/2 - 2^-91) = 2.25 - tiny.
        assert!(compare(v, Ratio::new(9, 4)).is_le());
        assert!(compare(Ratio::new(2_249_999, 1_000_000), v).is_lt());
        assert!(v.den < 1 << MAX_BITS && v.num < 1 << MAX_BITS);
    }

    #[test]
    fn u256_arithmetic() {
        let a = U256::mul(u128::MAX, u128::MAX);
        assert_eq!(
            a,
            U256 {
                hi: u128::MAX - 1,
                lo: 1
            }
        );
        let (q, r) = a.div_rem(U256 {
            hi: 0,
            lo: u128::MAX,
        });
        assert_eq!(
            (q, r),
            (
                U256 {
                    hi: 0,
                    lo: u128::MAX
                },
                U256::ZERO
            )
        );
        assert_eq!(
            U256::mul(12, 18).gcd(U256::mul(8, 1)),
            U256 { hi: 0, lo: 8 }
        );
        assert_eq!(U256::mul(1 << 127, 4).shr(129), U256 { hi: 0, lo: 1 });
    }

    #[test]
    fn binomials_and_the_worst_bet() {
        assert_eq!(choose(80, 20), 3_535_316_142_212_174_320);
        assert_eq!(choose(49, 6), 13_983_816);
        assert_eq!(choose(5, 7), 0);
        let p = |n, d, v| Profile {
            rtp: Ratio::new(n, d),
            variance: Ratio::new(v, 1),
            method: RtpMethod::Enumeration,
        };
        assert_eq!(
            worst([p(36, 37, 1), p(35, 38, 2), p(36, 38, 3)]),
            p(35, 38, 2)
        );
        assert_eq!(worst([p(36, 37, 1), p(36, 37, 34)]), p(36, 37, 34));
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn binomials_are_symmetric_and_follow_pascal(n in 1u64..60, k in 0u64..62) {
            prop_assert_eq!(choose(n, k), if k > n { 0 } else { choose(n, n - k) });
            if (1..=n).contains(&k) {
                prop_assert_eq!(choose(n, k), choose(n - 1, k - 1) + choose(n - 1, k));
            }
        }

        #[test]
        fn the_hits_of_every_draw_add_up_to_all_the_draws(
            population in 1u64..90, drawn in 0u64..90, picks in 0u64..16,
        ) {
            prop_assume!(drawn <= population && picks <= population);
            // Vandermonde: each of the C(population, picks) choices has some number of hits.
            let total: u128 = (0..=picks).map(|h| hypergeometric(population, drawn, picks, h)).sum();
            prop_assert_eq!(total, choose(population, picks));
            prop_assert_eq!(hypergeometric(population, drawn, picks, picks + 1), 0);
        }

        #[test]
        fn a_bets_return_is_the_weighted_mean_of_its_outcomes(
            outcomes in proptest::collection::vec((0u128..1_000_000, 0u128..10_000), 1..8), den in 1u64..1_000,
        ) {
            let mut o = Outcomes::new(den);
            for &(w, r) in &outcomes {
                o.add(w, r);
            }
            let weight: u128 = outcomes.iter().map(|o| o.0).sum();
            prop_assert_eq!(o.total_weight(), weight);
            prop_assume!(weight > 0);
            let s1: u128 = outcomes.iter().map(|&(w, r)| w * r).sum();
            let p = o.profile();
            prop_assert_eq!(p.rtp, Ratio::new(s1, weight * u128::from(den)));
            // E[X²] − E[X]² over (W·D)², exactly (the sums here are small enough).
            let s2: u128 = outcomes.iter().map(|&(w, r)| w * r * r).sum();
            let (wd, v_num) = (weight * u128::from(den), s2 * weight - s1 * s1);
            prop_assert_eq!(compare(p.variance, Ratio { num: v_num, den: wd * wd }), std::cmp::Ordering::Equal);
        }

        #[test]
        fn ratios_compare_as_their_cross_products(
            a in 0u128..u128::MAX, b in 1u128..u128::MAX, c in 0u128..1_000_000_000_000, d in 1u128..1_000_000_000_000,
        ) {
            let (x, y) = (Ratio { num: a, den: b }, Ratio { num: c, den: d });
            prop_assert_eq!(compare(x, y), compare(y, x).reverse());
            prop_assert_eq!(compare(x, x), std::cmp::Ordering::Equal);
            if a < u128::MAX / 2 && b < u128::MAX / 2 {
                // Doubling both parts is the same ratio.
                prop_assert_eq!(compare(x, Ratio { num: 2 * a, den: 2 * b }), std::cmp::Ordering::Equal);
            }
        }

        #[test]
        fn the_worst_bet_has_the_lowest_return(
            bets in proptest::collection::vec((0u128..1_000, 1u128..1_000, 0u128..1_000), 1..6),
        ) {
            let profiles: Vec<Profile> = bets
                .iter()
                .map(|&(n, d, v)| Profile { rtp: Ratio::new(n, d), variance: Ratio::new(v, 1), method: RtpMethod::Enumeration })
                .collect();
            let w = worst(profiles.clone());
            prop_assert!(profiles.contains(&w));
            for p in &profiles {
                prop_assert!(compare(w.rtp, p.rtp).is_le());
                if compare(w.rtp, p.rtp).is_eq() {
                    prop_assert!(compare(w.variance, p.variance).is_ge());
                }
            }
        }
    }
}
