//! Just enough unsigned big-integer arithmetic for the exact variance of a slot: its terms have
//! denominators like `D * (D - N t)^3` (D = product of the strip lengths) that overflow u128.

use std::cmp::Ordering;

/// Little-endian 64-bit limbs, no trailing zero limb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Big(Vec<u64>);

impl Big {
    pub fn from_u128(v: u128) -> Big {
        Big(vec![v as u64, (v >> 64) as u64]).trim()
    }

    fn trim(mut self) -> Big {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        self
    }

    pub fn add(&self, other: &Big) -> Big {
        let n = self.0.len().max(other.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u128;
        for i in 0..n {
            let sum = u128::from(self.limb(i)) + u128::from(other.limb(i)) + carry;
            out.push(sum as u64);
            carry = sum >> 64;
        }
        out.push(carry as u64);
        Big(out).trim()
    }

    /// `self - other`, saturating at zero.
    pub fn sub(&self, other: &Big) -> Big {
        if self.cmp(other) != Ordering::Greater {
            return Big(Vec::new());
        }
        let mut out = Vec::with_capacity(self.0.len());
        let mut borrow = 0u64;
        for i in 0..self.0.len() {
            let (d, b1) = self.0[i].overflowing_sub(other.limb(i));
            let (d, b2) = d.overflowing_sub(borrow);
            out.push(d);
            borrow = u64::from(b1 || b2);
        }
        Big(out).trim()
    }

    pub fn mul(&self, other: &Big) -> Big {
        let mut out = vec![0u64; self.0.len() + other.0.len() + 1];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.0.iter().enumerate() {
                let cur = u128::from(out[i + j]) + u128::from(a) * u128::from(b) + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
            let mut k = i + other.0.len();
            while carry != 0 {
                let cur = u128::from(out[k]) + carry;
                out[k] = cur as u64;
                carry = cur >> 64;
                k += 1;
            }
        }
        Big(out).trim()
    }

    pub fn cmp(&self, other: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    fn limb(&self, i: usize) -> u64 {
        self.0.get(i).copied().unwrap_or(0)
    }

    fn bits(&self) -> usize {
        self.0
            .last()
            .map_or(0, |top| self.0.len() * 64 - top.leading_zeros() as usize)
    }

    /// `ceil(self / d)` as u128, saturating; `d` must not be zero.
    pub fn div_ceil_u128(&self, d: &Big) -> u128 {
        // Binary long division: a few hundred bits, done once per profile.
        let mut quotient = Big(Vec::new());
        let mut rest = Big(Vec::new());
        for i in (0..self.bits()).rev() {
            rest = rest.add(&rest);
            if self.0[i / 64] >> (i % 64) & 1 == 1 {
                rest = rest.add(&Big::from_u128(1));
            }
            quotient = quotient.add(&quotient);
            if rest.cmp(d) != Ordering::Less {
                rest = rest.sub(d);
                quotient = quotient.add(&Big::from_u128(1));
            }
        }
        if !rest.0.is_empty() {
            quotient = quotient.add(&Big::from_u128(1));
        }
        if quotient.0.len() > 2 {
            u128::MAX
        } else {
            u128::from(quotient.limb(0)) | u128::from(quotient.limb(1)) << 64
        }
    }
}

/// A non-negative fraction of big integers, never reduced (only rounded once, at the end).
#[derive(Debug, Clone)]
pub struct Frac {
    pub num: Big,
    pub den: Big,
}

impl Frac {
    pub fn new(num: u128, den: u128) -> Frac {
        Frac {
            num: Big::from_u128(num),
            den: Big::from_u128(den),
        }
    }

    pub fn int(v: u128) -> Frac {
        Frac::new(v, 1)
    }

    pub fn add(&self, o: &Frac) -> Frac {
        Frac {
            num: self.num.mul(&o.den).add(&o.num.mul(&self.den)),
            den: self.den.mul(&o.den),
        }
    }

    /// `self - o`, saturating at zero.
    pub fn sub(&self, o: &Frac) -> Frac {
        Frac {
            num: self.num.mul(&o.den).sub(&o.num.mul(&self.den)),
            den: self.den.mul(&o.den),
        }
    }

    pub fn mul(&self, o: &Frac) -> Frac {
        Frac {
            num: self.num.mul(&o.num),
            den: self.den.mul(&o.den),
        }
    }

    pub fn div(&self, o: &Frac) -> Frac {
        Frac {
            num: self.num.mul(&o.den),
            den: self.den.mul(&o.num),
        }
    }

    /// `ceil(self * scale)`: rounded up, so a variance never looks smaller than it is.
    pub fn ceil_scaled(&self, scale: u128) -> u128 {
        if self.den.0.is_empty() {
            return u128::MAX;
        }
        self.num
            .mul(&Big::from_u128(scale))
            .div_ceil_u128(&self.den)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_arithmetic_matches_u128() {
        let a = Big::from_u128(0xffff_ffff_ffff_ffff_ffff);
        let b = Big::from_u128(0x1234_5678_9abc_def0_1234);
        let p = a.mul(&b).mul(&Big::from_u128(3));
        let q = Frac {
            num: p.clone(),
            den: b.clone(),
        };
        assert_eq!(q.ceil_scaled(1), 3 * 0xffff_ffff_ffff_ffff_ffff);
        assert_eq!(p.sub(&p), Big::from_u128(0));
        assert_eq!(
            Big::from_u128(u128::MAX).add(&Big::from_u128(1)).bits(),
            129
        );
        assert_eq!(Frac::new(7, 2).ceil_scaled(1), 4);
        assert_eq!(Frac::new(1, 3).sub(&Frac::new(1, 4)).ceil_scaled(12), 1);
        assert_eq!(Frac::new(1, 3).div(&Frac::new(1, 6)).ceil_scaled(1), 2);
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn big_integers_compute_as_u128_does(a in any::<u64>(), b in any::<u64>(), c in any::<u128>(), d in any::<u128>()) {
            let (a, b) = (u128::from(a), u128::from(b));
            let big = Big::from_u128;
            prop_assert_eq!(big(a).mul(&big(b)), big(a * b));
            prop_assert_eq!(big(c).cmp(&big(d)), c.cmp(&d));
            prop_assert_eq!(big(c).sub(&big(d)), big(c.saturating_sub(d)));
            match c.checked_add(d) {
                Some(sum) => prop_assert_eq!(big(c).add(&big(d)), big(sum)),
                None => prop_assert!(big(c).add(&big(d)).bits() == 129),
            }
            // Adding then taking away gives back the number.
            prop_assert_eq!(big(c).add(&big(d)).sub(&big(d)), big(c));
        }

        #[test]
        fn division_rounds_up(n in any::<u128>(), d in 1u128..=u128::MAX) {
            let q = Big::from_u128(n).div_ceil_u128(&Big::from_u128(d));
            prop_assert_eq!(q, n.div_ceil(d));
        }

        #[test]
        fn fractions_scale_up_to_the_next_whole_number(
            n in 0u128..1_000_000_000, d in 1u128..1_000_000_000, m in 0u128..1_000_000_000, e in 1u128..1_000_000_000,
            scale in 1u128..1_000_000,
        ) {
            let (x, y) = (Frac::new(n, d), Frac::new(m, e));
            prop_assert_eq!(x.ceil_scaled(scale), (n * scale).div_ceil(d));
            prop_assert_eq!(x.add(&y).ceil_scaled(scale), ((n * e + m * d) * scale).div_ceil(d * e));
            prop_assert_eq!(x.mul(&y).ceil_scaled(scale), (n * m * scale).div_ceil(d * e));
            let diff = (n * e).saturating_sub(m * d);
            prop_assert_eq!(x.sub(&y).ceil_scaled(scale), (diff * scale).div_ceil(d * e));
        }
    }
}
