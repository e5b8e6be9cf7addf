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
    /// block of `2^32` are rejected and redrawn. Panics if `n` is 0 (a bug of the caller).
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        let n64 = u64::from(n);
        let zone = (1u64 << 32) - (1u64 << 32) % n64;
        loop {
            let v = u64::from(self.next_u32());
            if v < zone {
                return (v % n64) as u32;
            }
        }
    }

    /// An index drawn with probability proportional to its weight. Panics if all weights are 0.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let total = u32::try_from(total).expect("weights sum within u32");
        let mut pick = self.below(total);
        for (i, &w) in weights.iter().enumerate() {
            if pick < w {
                return i;
            }
            pick -= w;
        }
        unreachable!("pick < total")
    }

    /// Fisher-Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// `k` distinct values of `0..n`, in draw order (keno, bingo, lottery).
    pub fn draw_distinct(&mut self, n: u32, k: usize) -> Vec<u32> {
        let mut pool: Vec<u32> = (0..n).collect();
        let k = k.min(pool.len());
        for i in 0..k {
            let j = i + self.below((pool.len() - i) as u32) as usize;
            pool.swap(i, j);
        }
        pool.truncate(k);
        pool
    }
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
}
