//! Provably fair randomness.
//!
//! The server commits to a 32-byte seed by publishing `SHA-256(server_seed)` before play; the
//! player chooses a client seed; each bet has a nonce. The bytes of a round are
//! `HMAC-SHA256(key = server_seed, msg = "{client_seed}:{nonce}:{round}")` for `round` = 0, 1, 2, ...
//! read 32 bytes at a time. Everything a game draws comes from this stream through the unbiased
//! helpers below, so anyone holding the revealed seed can replay a bet exactly.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

type HmacSha256 = Hmac<Sha256>;

/// Lower-case hex of `SHA-256(server_seed)`: the commitment shown before the seed is used.
pub fn commitment(server_seed: &[u8]) -> String {
    hex(&Sha256::digest(server_seed))
}

pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 15)] as char);
    }
    out
}

/// Parses lower- or upper-case hex; `None` on odd length or a non-hex digit.
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let digits = s.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let value = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits
        .chunks(2)
        .map(|pair| Some(value(pair[0])? << 4 | value(pair[1])?))
        .collect()
}

/// The byte stream of one bet.
#[derive(Clone)]
pub struct FairStream {
    mac: HmacSha256,
    client_seed: String,
    nonce: u64,
    round: u64,
    block: [u8; 32],
    used: usize,
}

impl FairStream {
    pub fn new(server_seed: &[u8], client_seed: &str, nonce: u64) -> FairStream {
        // HMAC accepts keys of any length, so this cannot fail.
        let mac = HmacSha256::new_from_slice(server_seed).expect("HMAC takes any key length");
        let mut stream = FairStream {
            mac,
            client_seed: client_seed.to_owned(),
            nonce,
            round: 0,
            block: [0; 32],
            used: 32,
        };
        stream.refill();
        stream
    }

    fn refill(&mut self) {
        let mut mac = self.mac.clone();
        mac.update(format!("{}:{}:{}", self.client_seed, self.nonce, self.round).as_bytes());
        self.block = mac.finalize().into_bytes().into();
        self.round += 1;
        self.used = 0;
    }

    pub fn next_byte(&mut self) -> u8 {
        if self.used == 32 {
            self.refill();
        }
        let b = self.block[self.used];
        self.used += 1;
        b
    }

    /// Four bytes, big-endian: the "float in [0,1)" of the fairness scheme as the fixed-point fraction
    /// `value / 2^32`, kept as an integer so no game draws through floating point.
    pub fn next_u32(&mut self) -> u32 {
        u32::from_be_bytes([
            self.next_byte(),
            self.next_byte(),
            self.next_byte(),
            self.next_byte(),
        ])
    }

    /// A uniform integer in `0..n` without modulo bias: draws falling in the incomplete last
    /// block of `2^32` are rejected and redrawn (see `RangeMap`). Panics if `n` is 0 (a bug of
    /// the caller).
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        let range = RangeMap::new(n, 32);
        loop {
            if let Some(v) = range.map(u64::from(self.next_u32())) {
                return v;
            }
        }
    }

    /// An index drawn with probability proportional to its weight. Panics if all weights are 0.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let total = u32::try_from(total).expect("weights sum within u32");
        weighted_index(weights, self.below(total))
    }

    /// Fisher-Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        shuffle_by(items, |n| self.below(n));
    }

    /// `k` distinct values of `0..n`, in draw order (keno, bingo, lottery).
    pub fn draw_distinct(&mut self, n: u32, k: usize) -> Vec<u32> {
        draw_distinct_by(n, k, |n| self.below(n))
    }
}

/// The range mapping of `below` for words of `bits` bits: 32 in play, fewer so that a test can
/// enumerate every word of the very same mapping. A word below the largest multiple of `n` that
/// fits in `2^bits` maps to `word % n`, so each value of `0..n` has exactly `2^bits / n`
/// (rounded down) words; the `2^bits % n` words above are drawn again.
#[derive(Debug, Clone, Copy)]
pub(super) struct RangeMap {
    n: u64,
    zone: u64,
}

impl RangeMap {
    /// Panics unless `1 <= n <= 2^bits` and `bits <= 32`.
    pub(super) fn new(n: u32, bits: u32) -> RangeMap {
        assert!(bits <= 32, "words of at most 32 bits");
        let span = 1u64 << bits;
        let n = u64::from(n);
        assert!((1..=span).contains(&n), "1 <= n <= 2^bits");
        RangeMap {
            n,
            zone: span - span % n,
        }
    }

    /// The value of a word, or `None` when the word must be drawn again.
    pub(super) fn map(&self, word: u64) -> Option<u32> {
        (word < self.zone).then(|| (word % self.n) as u32)
    }
}

/// The index whose share of the cumulative weights holds `pick` (`pick` < the weights' sum).
pub(super) fn weighted_index(weights: &[u32], mut pick: u32) -> usize {
    for (i, &w) in weights.iter().enumerate() {
        if pick < w {
            return i;
        }
        pick -= w;
    }
    unreachable!("pick < total")
}

/// Fisher-Yates from the last position down, `below(m)` giving a uniform integer of `0..m`.
pub(super) fn shuffle_by<T>(items: &mut [T], mut below: impl FnMut(u32) -> u32) {
    for i in (1..items.len()).rev() {
        let j = below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The first `k` steps of a forward Fisher-Yates shuffle of `0..n`, `below` as in `shuffle_by`.
pub(super) fn draw_distinct_by(n: u32, k: usize, mut below: impl FnMut(u32) -> u32) -> Vec<u32> {
    let mut pool: Vec<u32> = (0..n).collect();
    let k = k.min(pool.len());
    for i in 0..k {
        let j = i + below((pool.len() - i) as u32) as usize;
        pool.swap(i, j);
    }
    pool.truncate(k);
    pool
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_is_the_sha256_of_the_seed() {
        assert_eq!(
            commitment(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(unhex(&hex(&[0, 1, 254, 255])), Some(vec![0, 1, 254, 255]));
        assert_eq!(unhex("0g"), None);
        assert_eq!(unhex("abc"), None);
    }

    #[test]
    fn the_stream_is_hmac_sha256_of_client_seed_nonce_and_round() {
        // RFC 4231-independent check: recompute the first two blocks by hand.
        let seed = [7u8; 32];
        let mut s = FairStream::new(&seed, "player", 3);
        let mut expected = Vec::new();
        for round in 0..2 {
            let mut mac = HmacSha256::new_from_slice(&seed).unwrap();
            mac.update(format!("player:3:{round}").as_bytes());
            expected.extend_from_slice(&mac.finalize().into_bytes());
        }
        let got: Vec<u8> = (0..64).map(|_| s.next_byte()).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn below_rejects_the_biased_zone() {
        // 2^32 % 3 == 1: only the value 2^32 - 1 is rejected; every draw stays in range.
        let mut s = FairStream::new(b"seed", "c", 0);
        for n in [1u32, 2, 3, 37, 52, 1000, u32::MAX] {
            for _ in 0..200 {
                assert!(s.below(n) < n);
            }
        }
    }

    #[test]
    fn shuffle_and_draws_are_permutations() {
        let mut s = FairStream::new(b"seed", "c", 1);
        let mut deck: Vec<u32> = (0..52).collect();
        s.shuffle(&mut deck);
        let mut sorted = deck.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>());
        let drawn = s.draw_distinct(80, 20);
        let mut unique = drawn.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 20);
        assert!(drawn.iter().all(|&v| v < 80));
    }

    #[test]
    fn weighted_follows_the_weights() {
        let mut s = FairStream::new(b"seed", "c", 2);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[s.weighted(&[1, 0, 2])] += 1;
        }
        assert_eq!(counts[1], 0);
        assert!(counts[2] > counts[0]);
    }

    use proptest::prelude::*;

    /// A stream's seed, client seed and nonce (a stream itself has no `Debug` to report).
    fn any_stream() -> impl Strategy<Value = (Vec<u8>, String, u64)> {
        (
            proptest::collection::vec(any::<u8>(), 0..40),
            "\\PC{0,12}",
            any::<u64>(),
        )
    }

    fn open((seed, client, nonce): (Vec<u8>, String, u64)) -> FairStream {
        FairStream::new(&seed, &client, nonce)
    }

    proptest! {
        #[test]
        fn hex_round_trips_in_either_case(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            let h = hex(&bytes);
            prop_assert_eq!(h.len(), 2 * bytes.len());
            prop_assert!(h.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)));
            prop_assert_eq!(unhex(&h), Some(bytes.clone()));
            prop_assert_eq!(unhex(&h.to_uppercase()), Some(bytes));
        }

        #[test]
        fn only_hex_text_of_even_length_unhexes(s in "\\PC{0,12}|[0-9a-fA-F]{0,12}") {
            let shaped = s.len().is_multiple_of(2) && s.chars().all(|c| c.is_ascii_hexdigit());
            prop_assert_eq!(unhex(&s).is_some(), shaped);
            if let Some(bytes) = unhex(&s) {
                prop_assert_eq!(hex(&bytes), s.to_lowercase());
            }
        }

        #[test]
        fn the_commitment_is_sixty_four_hex_digits_of_the_seed(seed in proptest::collection::vec(any::<u8>(), 0..64), other in any::<u8>()) {
            let c = commitment(&seed);
            prop_assert_eq!(c.len(), 64);
            prop_assert_eq!(unhex(&c).map(|b| b.len()), Some(32));
            let mut changed = seed.clone();
            changed.push(other);
            prop_assert_ne!(commitment(&changed), c);
        }

        #[test]
        fn a_stream_replays_from_its_seed_client_seed_and_nonce(
            seed in proptest::collection::vec(any::<u8>(), 0..40), client in "\\PC{0,12}", nonce in any::<u64>(),
            n in 1usize..100,
        ) {
            let mut a = FairStream::new(&seed, &client, nonce);
            let mut b = FairStream::new(&seed, &client, nonce);
            let first: Vec<u8> = (0..n).map(|_| a.next_byte()).collect();
            let again: Vec<u8> = (0..n).map(|_| b.next_byte()).collect();
            prop_assert_eq!(&first, &again);
            // The next nonce is another stream: its first 32 bytes differ.
            let mut c = FairStream::new(&seed, &client, nonce.wrapping_add(1));
            let mut d = FairStream::new(&seed, &client, nonce);
            let x: Vec<u8> = (0..32).map(|_| c.next_byte()).collect();
            let y: Vec<u8> = (0..32).map(|_| d.next_byte()).collect();
            prop_assert_ne!(x, y);
        }

        #[test]
        fn draws_stay_in_range(stream in any_stream(), n in 1u32..=u32::MAX, small in 1u32..60) {
            let mut s = open(stream);
            prop_assert!(s.below(n) < n);
            prop_assert!(s.below(small) < small);
            prop_assert_eq!(s.below(1), 0);
        }

        #[test]
        fn a_weighted_draw_never_picks_a_zero_weight(
            stream in any_stream(), weights in proptest::collection::vec(prop_oneof![Just(0u32), 1u32..1_000], 1..10),
        ) {
            let mut s = open(stream);
            prop_assume!(weights.iter().any(|&w| w > 0));
            for _ in 0..20 {
                let i = s.weighted(&weights);
                prop_assert!(weights[i] > 0);
            }
        }

        #[test]
        fn a_shuffle_is_a_permutation(stream in any_stream(), n in 0usize..120) {
            let mut s = open(stream);
            let mut items: Vec<usize> = (0..n).collect();
            s.shuffle(&mut items);
            let mut sorted = items.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, (0..n).collect::<Vec<_>>());
        }

        #[test]
        fn distinct_draws_are_distinct_and_in_range(stream in any_stream(), n in 0u32..100, k in 0usize..120) {
            let mut s = open(stream);
            let drawn = s.draw_distinct(n, k);
            prop_assert_eq!(drawn.len(), k.min(n as usize));
            let unique: std::collections::BTreeSet<u32> = drawn.iter().copied().collect();
            prop_assert_eq!(unique.len(), drawn.len());
            prop_assert!(drawn.iter().all(|&v| v < n));
        }
    }
}
