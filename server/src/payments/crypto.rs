//! Crypto deposit addresses, derived per player from the site's extended public keys:
//! no private key is ever on the web server. Bitcoin: BIP84 native SegWit (P2WPKH)
//! at `0/index` of the configured account key. USDT: an ERC-20 token, so an Ethereum address
//! (Keccak-256 of the public key, EIP-55 checksum) at `0/index` of the BIP44 account key.

use bip32::{ChildNumber, PublicKey as _, XPub};
use casino_core::payments::Processor;
use qrcode::QrCode;
use qrcode::render::svg;
use sha2::{Digest, Sha256};
use sha3::Keccak256;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asset {
    Btc,
    Usdt,
}

impl Asset {
    pub fn parse(s: &str) -> Option<Asset> {
        match s {
            "BTC" => Some(Asset::Btc),
            "USDT" => Some(Asset::Usdt),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Asset::Btc => "BTC",
            Asset::Usdt => "USDT",
        }
    }

    /// The deposit processor of the asset.
    pub fn processor(self) -> Processor {
        match self {
            Asset::Btc => Processor::Bitcoin,
            Asset::Usdt => Processor::Usdt,
        }
    }

    pub fn network(self) -> &'static str {
        match self {
            Asset::Btc => "bitcoin",
            Asset::Usdt => "ethereum",
        }
    }
}

/// The account key, whatever its SLIP-132 prefix (`xpub`, `zpub`): only the key matters here.
fn account_key(extended: &str) -> Result<XPub, String> {
    let (prefix, rest) = extended.split_at(extended.len().min(4));
    let normalised = match prefix {
        "zpub" | "ypub" => {
            // Re-encode with the plain xpub version bytes: bip32 parses those.
            let mut data = bs58_decode_check(extended).ok_or("not a base58check key")?;
            data[..4].copy_from_slice(&[0x04, 0x88, 0xB2, 0x1E]);
            bs58_encode_check(&data)
        }
        _ => format!("{prefix}{rest}"),
    };
    normalised
        .parse::<XPub>()
        .map_err(|e| format!("extended public key: {e}"))
}

/// The deposit address at `index` of the account key.
pub fn address(asset: Asset, extended: &str, index: u32) -> Result<String, String> {
    let account = account_key(extended)?;
    let child = account
        .derive_child(ChildNumber::new(0, false).map_err(|e| e.to_string())?)
        .and_then(|k| k.derive_child(ChildNumber::new(index, false)?))
        .map_err(|e| e.to_string())?;
    let key = child.public_key();
    Ok(match asset {
        Asset::Btc => {
            let sha = Sha256::digest(key.to_bytes());
            let hash160 = ripemd::Ripemd160::digest(sha);
            bech32::segwit::encode_v0(bech32::hrp::BC, &hash160).map_err(|e| e.to_string())?
        }
        Asset::Usdt => {
            let point = key.to_encoded_point(false);
            let hash = Keccak256::digest(&point.as_bytes()[1..]);
            eip55(&hex::encode(&hash[12..]))
        }
    })
}

/// EIP-55 mixed-case checksum of a lower-case hex address.
fn eip55(lower_hex: &str) -> String {
    let hash = hex::encode(Keccak256::digest(lower_hex.as_bytes()));
    let mut out = String::from("0x");
    for (c, h) in lower_hex.chars().zip(hash.chars()) {
        let upper = h.to_digit(16).is_some_and(|d| d >= 8);
        out.push(if upper { c.to_ascii_uppercase() } else { c });
    }
    out
}

/// The address as a QR code, an SVG document.
pub fn qr_svg(text: &str) -> String {
    QrCode::new(text.as_bytes())
        .map(|code| {
            code.render::<svg::Color<'_>>()
                .min_dimensions(200, 200)
                .quiet_zone(true)
                .build()
        })
        .unwrap_or_default()
}

fn bs58_decode_check(s: &str) -> Option<Vec<u8>> {
    const ALPHABET: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    let mut bytes: Vec<u8> = vec![0; 82];
    for c in s.bytes() {
        let mut carry = ALPHABET.iter().position(|&x| x == c)? as u32;
        for b in bytes.iter_mut().rev() {
            carry += u32::from(*b) * 58;
            *b = (carry & 0xff) as u8;
            carry >>= 8;
        }
    }
    let first = bytes.iter().position(|&b| b != 0).unwrap_or(bytes.len());
    let data = bytes.split_off(first);
    let (payload, checksum) = data.split_at(data.len().checked_sub(4)?);
    (Sha256::digest(Sha256::digest(payload))[..4] == *checksum).then(|| payload.to_vec())
}

fn bs58_encode_check(payload: &[u8]) -> String {
    const ALPHABET: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    let mut data = payload.to_vec();
    data.extend_from_slice(&Sha256::digest(Sha256::digest(payload))[..4]);
    let mut digits: Vec<u8> = Vec::new();
    for &byte in &data {
        let mut carry = u32::from(byte);
        for d in digits.iter_mut() {
            carry += u32::from(*d) << 8;
            *d = (carry % 58) as u8;
            carry /= 58;
        }
        while carry > 0 {
            digits.push((carry % 58) as u8);
            carry /= 58;
        }
    }
    let zeros = data.iter().take_while(|&&b| b == 0).count();
    std::iter::repeat_n('1', zeros)
        .chain(digits.iter().rev().map(|&d| ALPHABET[d as usize] as char))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{SANDBOX_BTC_XPUB, SANDBOX_USDT_XPUB};

    #[test]
    fn addresses_match_the_published_test_vectors() {
        // BIP84: m/84'/0'/0'/0/0 and /0/1 of the "abandon … about" mnemonic.
        assert_eq!(
            address(Asset::Btc, SANDBOX_BTC_XPUB, 0).unwrap(),
            "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"
        );
        assert_eq!(
            address(Asset::Btc, SANDBOX_BTC_XPUB, 1).unwrap(),
            "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"
        );
        // The same mnemonic's first Ethereum address, with its EIP-55 checksum.
        assert_eq!(
            address(Asset::Usdt, SANDBOX_USDT_XPUB, 0).unwrap(),
            "0x9858EfFD232B4033E47d90003D41EC34EcaEda94"
        );
        assert_eq!(
            casino_core::payments::bitcoin_address(
                &address(Asset::Btc, SANDBOX_BTC_XPUB, 7).unwrap()
            ),
            Ok(())
        );
    }

    #[test]
    fn a_bad_key_is_an_error_not_a_panic() {
        assert!(address(Asset::Btc, "zpubnonsense", 0).is_err());
        assert!(qr_svg("bc1q").starts_with("<?xml"));
    }
}
