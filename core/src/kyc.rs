//! Identity documents (KYC): what a picture must be before the KYC team looks at it. The browser
//! runs these rules on the chosen file before sending it, the server runs them again on what it
//! received; both read the file's own bytes, never its name or the type the browser claims.
//!
//! - Only PNG, JPEG and GIF pictures, told by their first bytes (a PDF or anything else is
//!   refused), of at most 5 MB.
//! - In colour: decided by the picture's colour model. A greyscale PNG or JPEG, or a palette whose
//!   every entry is grey, is black and white. (Reading every pixel would need the decoders in the
//!   browser's download; a scan in black and white is saved in a grey model by every scanner.)
//! - At least 300 dpi: the dots-per-inch a file states are not to be trusted (phones write 72 on
//!   a 12-megapixel photo), so the rule is on pixels: enough of them to hold the document at
//!   300 dpi. An identity or payment card (ID-1, 85.60 × 53.98 mm) needs 1011 × 638; a proof of
//!   address (an A4 letter, 210 × 297 mm) needs 2480 × 3508. Either orientation.
//! - A proof of address is dated within the last 3 months; the KYC team checks the date the
//!   player gives against the paper. Whether a picture is cropped only a person can tell.

use chrono::{Months, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::error::RuleError;

/// The largest file taken, in bytes: 5 MB.
pub const DOCUMENT_MAX_BYTES: usize = 5 * 1024 * 1024;
/// The most documents a player keeps with the KYC team at once (replaced pictures do not count).
pub const DOCUMENTS_MAX: usize = 20;
/// The most bytes of documents a player keeps with the KYC team at once.
pub const DOCUMENTS_MAX_BYTES: u64 = 50 * 1024 * 1024;
/// The resolution a document must be readable at.
pub const MIN_DPI: u32 = 300;
/// How old a proof of address may be, in months.
pub const PROOF_MAX_AGE_MONTHS: u32 = 3;
/// Documents are due within this many days of registration.
pub const DOCUMENTS_DUE_DAYS: i64 = 30;
/// The KYC team's promise: a result within this many hours of the documents.
pub const REVIEW_PROMISE_HOURS: i64 = 24;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Reminders before the documents are due, in days ahead.
pub const REMINDER_DAYS: [i64; 2] = [7, 1];

/// When the documents of a player registered at `registered_at` are due (Unix milliseconds).
pub fn documents_due_at(registered_at: i64) -> i64 {
    registered_at + DOCUMENTS_DUE_DAYS * DAY_MS
}

/// The reminder owed at `now` (its days ahead), if any: the latest one whose moment has come,
/// while the deadline is still ahead. A job missing a moment sends only the latest one.
pub fn reminder_due(registered_at: i64, now: i64) -> Option<i64> {
    let due = documents_due_at(registered_at);
    if now >= due {
        return None;
    }
    REMINDER_DAYS
        .into_iter()
        .filter(|days| now >= due - days * DAY_MS)
        .min()
}

/// The documents a player sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
#[cfg_attr(feature = "wire", derive(ts_rs::TS, utoipa::ToSchema))]
pub enum DocumentKind {
    IdentityFront,
    IdentityBack,
    ProofOfAddress,
    PaymentMethod,
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 4] = [
        DocumentKind::IdentityFront,
        DocumentKind::IdentityBack,
        DocumentKind::ProofOfAddress,
        DocumentKind::PaymentMethod,
    ];

    /// The documents that verify an identity; the payment method adds the extra verification
    /// that larger withdrawals need.
    pub const IDENTITY: [DocumentKind; 3] = [
        DocumentKind::IdentityFront,
        DocumentKind::IdentityBack,
        DocumentKind::ProofOfAddress,
    ];

    pub fn code(self) -> &'static str {
        match self {
            DocumentKind::IdentityFront => "identity_front",
            DocumentKind::IdentityBack => "identity_back",
            DocumentKind::ProofOfAddress => "proof_of_address",
            DocumentKind::PaymentMethod => "payment_method",
        }
    }

    pub fn parse(s: &str) -> Option<DocumentKind> {
        DocumentKind::ALL.into_iter().find(|k| k.code() == s)
    }

    /// The fewest pixels (long side, short side) that hold this document at 300 dpi.
    pub fn min_pixels(self) -> (u32, u32) {
        // Hundredths of a millimetre to pixels at 300 dpi, to the nearest: 85.60 mm is 1011 px.
        let px = |hundredths: u32| (hundredths * MIN_DPI + 1270) / 2540;
        match self {
            DocumentKind::ProofOfAddress => (px(29700), px(21000)),
            _ => (px(8560), px(5398)),
        }
    }

    /// Whether the player states the date on the paper.
    pub fn is_dated(self) -> bool {
        self == DocumentKind::ProofOfAddress
    }
}

/// A picture format the KYC team takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Png,
    Jpeg,
    Gif,
}

impl ImageFormat {
    pub fn media_type(self) -> &'static str {
        match self {
            ImageFormat::Png => "image/png",
            ImageFormat::Jpeg => "image/jpeg",
            ImageFormat::Gif => "image/gif",
        }
    }
}

/// What a picture's header says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Picture {
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
    pub colour: bool,
}

/// Whether a player holding `count` documents of `bytes` in all (the new one included) may keep
/// them: past `DOCUMENTS_MAX` or `DOCUMENTS_MAX_BYTES`, the KYC team must answer first.
pub fn check_documents_kept(count: usize, bytes: u64) -> Result<(), RuleError> {
    if count > DOCUMENTS_MAX || bytes > DOCUMENTS_MAX_BYTES {
        return Err(RuleError::DocumentsLimit {
            max: DOCUMENTS_MAX as u32,
        });
    }
    Ok(())
}

/// A document's file checked in order: size, format, colour, resolution.
pub fn check_document(kind: DocumentKind, bytes: &[u8]) -> Result<Picture, RuleError> {
    if bytes.len() > DOCUMENT_MAX_BYTES {
        return Err(RuleError::DocumentTooLarge {
            max_mb: (DOCUMENT_MAX_BYTES / (1024 * 1024)) as u32,
        });
    }
    let picture = inspect(bytes).ok_or(RuleError::DocumentFormat)?;
    if !picture.colour {
        return Err(RuleError::DocumentGreyscale);
    }
    let (long, short) = kind.min_pixels();
    let (w, h) = (picture.width, picture.height);
    if w.max(h) < long || w.min(h) < short {
        return Err(RuleError::DocumentResolution {
            width: long,
            height: short,
        });
    }
    Ok(picture)
}

/// The date on a proof of address (`YYYY-MM-DD`): not in the future, within the last 3 months.
/// Other documents carry no date (None).
pub fn check_issued_on(
    kind: DocumentKind,
    typed: &str,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, RuleError> {
    if !kind.is_dated() {
        return Ok(None);
    }
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(RuleError::Required);
    }
    let day = crate::datetime::parse_iso_date(typed).ok_or(RuleError::DateInvalid)?;
    if day > today {
        return Err(RuleError::DateInvalid);
    }
    let oldest = today
        .checked_sub_months(Months::new(PROOF_MAX_AGE_MONTHS))
        .ok_or(RuleError::DateInvalid)?;
    if day < oldest {
        return Err(RuleError::DocumentTooOld {
            months: PROOF_MAX_AGE_MONTHS,
        });
    }
    Ok(Some(day))
}

/// The header of a PNG, JPEG or GIF picture; None for anything else or a header cut short.
pub fn inspect(bytes: &[u8]) -> Option<Picture> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        png(bytes)
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        jpeg(bytes)
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        gif(bytes)
    } else {
        None
    }
}

fn be16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_be_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn le16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_le_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}

/// A palette (RGB triples) with a colour in it.
fn palette_has_colour(rgb: &[u8]) -> bool {
    rgb.chunks_exact(3).any(|c| c[0] != c[1] || c[1] != c[2])
}

/// PNG: the IHDR chunk comes first; an indexed picture's colours are in its PLTE chunk.
fn png(b: &[u8]) -> Option<Picture> {
    if b.get(12..16)? != b"IHDR" {
        return None;
    }
    let (width, height, colour_type) = (be32(b, 16)?, be32(b, 20)?, *b.get(25)?);
    let colour = match colour_type {
        0 | 4 => false,
        2 | 6 => true,
        3 => {
            let mut at = 8;
            loop {
                let len = be32(b, at)? as usize;
                let body = b.get(at + 8..(at + 8).checked_add(len)?)?;
                if b.get(at + 4..at + 8)? == b"PLTE" {
                    break palette_has_colour(body);
                }
                at += 12 + len;
            }
        }
        _ => return None,
    };
    Some(Picture {
        format: ImageFormat::Png,
        width,
        height,
        colour,
    })
}

/// JPEG: segments follow one another up to a start-of-frame, which holds the size and the number
/// of components (1 is greyscale).
fn jpeg(b: &[u8]) -> Option<Picture> {
    let mut at = 2;
    loop {
        if *b.get(at)? != 0xff {
            return None;
        }
        let marker = *b.get(at + 1)?;
        match marker {
            // Fill bytes before a marker.
            0xff => at += 1,
            // Markers without a length.
            0x01 | 0xd0..=0xd7 => at += 2,
            0xc0..=0xcf if !matches!(marker, 0xc4 | 0xc8 | 0xcc) => {
                let (height, width) = (be16(b, at + 5)?, be16(b, at + 7)?);
                let components = *b.get(at + 9)?;
                return Some(Picture {
                    format: ImageFormat::Jpeg,
                    width,
                    height,
                    colour: components >= 3,
                });
            }
            // The scan began (or the picture ended) without a frame header.
            0xd9 | 0xda => return None,
            _ => at += 2 + be16(b, at + 2)? as usize,
        }
    }
}

/// GIF: the screen's size, and the global colour table or, without one, the first picture's own.
fn gif(b: &[u8]) -> Option<Picture> {
    let (width, height, flags) = (le16(b, 6)?, le16(b, 8)?, *b.get(10)?);
    let table = |flags: u8, at: usize| {
        let len = 3 * (1usize << ((flags & 7) + 1));
        b.get(at..at + len).map(palette_has_colour)
    };
    let colour = if flags & 0x80 != 0 {
        table(flags, 13)?
    } else {
        let mut at = 13;
        loop {
            match *b.get(at)? {
                // An extension: its label, then sub-blocks up to an empty one.
                0x21 => {
                    at += 2;
                    loop {
                        let len = *b.get(at)? as usize;
                        at += 1 + len;
                        if len == 0 {
                            break;
                        }
                    }
                }
                0x2c => {
                    let local = *b.get(at + 9)?;
                    if local & 0x80 == 0 {
                        return None;
                    }
                    break table(local, at + 10)?;
                }
                _ => return None,
            }
        }
    };
    Some(Picture {
        format: ImageFormat::Gif,
        width,
        height,
        colour,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_header(w: u32, h: u32, colour_type: u8) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        b.extend(w.to_be_bytes());
        b.extend(h.to_be_bytes());
        b.extend([8, colour_type, 0, 0, 0, 0, 0, 0, 0]);
        b
    }

    #[test]
    fn reminders_come_a_week_and_a_day_ahead() {
        let due = documents_due_at(0);
        assert_eq!(due, 30 * DAY_MS);
        assert_eq!(reminder_due(0, due - 7 * DAY_MS - 1), None);
        assert_eq!(reminder_due(0, due - 7 * DAY_MS), Some(7));
        assert_eq!(reminder_due(0, due - DAY_MS), Some(1));
        assert_eq!(reminder_due(0, due - 1), Some(1));
        assert_eq!(reminder_due(0, due), None);
    }

    #[test]
    fn pixels_at_300_dpi() {
        assert_eq!(DocumentKind::IdentityFront.min_pixels(), (1011, 638));
        assert_eq!(DocumentKind::ProofOfAddress.min_pixels(), (3508, 2480));
    }

    #[test]
    fn files_are_told_by_their_bytes() {
        let ok = png_header(1200, 800, 2);
        assert!(check_document(DocumentKind::IdentityFront, &ok).is_ok());
        assert_eq!(
            check_document(DocumentKind::IdentityFront, b"%PDF-1.7"),
            Err(RuleError::DocumentFormat)
        );
        assert_eq!(
            check_document(DocumentKind::IdentityFront, &png_header(1200, 800, 0)),
            Err(RuleError::DocumentGreyscale)
        );
        assert_eq!(
            check_document(DocumentKind::ProofOfAddress, &ok),
            Err(RuleError::DocumentResolution {
                width: 3508,
                height: 2480
            })
        );
        let big = vec![0u8; DOCUMENT_MAX_BYTES + 1];
        assert_eq!(
            check_document(DocumentKind::IdentityBack, &big),
            Err(RuleError::DocumentTooLarge { max_mb: 5 })
        );
    }

    #[test]
    fn a_grey_palette_is_black_and_white() {
        let mut grey = png_header(1200, 800, 3);
        grey.extend([0, 0, 0, 6]);
        grey.extend(b"PLTE");
        grey.extend([0, 0, 0, 200, 200, 200, 0, 0, 0, 0]);
        assert!(!inspect(&grey).unwrap().colour);
        let mut colour = png_header(1200, 800, 3);
        colour.extend([0, 0, 0, 6]);
        colour.extend(b"PLTE");
        colour.extend([0, 0, 0, 200, 10, 10, 0, 0, 0, 0]);
        assert!(inspect(&colour).unwrap().colour);
    }

    #[test]
    fn jpeg_and_gif_headers() {
        // SOI, an APP0 segment of 4 bytes, then SOF0: 8 bits, 800 high, 1200 wide, 3 components.
        let jpeg = [
            0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x03, 0x20, 0x04, 0xb0, 3,
        ];
        let p = inspect(&jpeg).unwrap();
        assert_eq!(
            (p.format, p.width, p.height, p.colour),
            (ImageFormat::Jpeg, 1200, 800, true)
        );
        let mut gif = b"GIF89a".to_vec();
        gif.extend([0xb0, 0x04, 0x20, 0x03, 0x80, 0, 0]);
        gif.extend([10, 10, 10, 20, 20, 20]);
        let p = inspect(&gif).unwrap();
        assert_eq!((p.width, p.height, p.colour), (1200, 800, false));
    }

    #[test]
    fn a_proof_of_address_is_recent() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        let proof = DocumentKind::ProofOfAddress;
        assert_eq!(
            check_issued_on(DocumentKind::IdentityFront, "", today),
            Ok(None)
        );
        assert_eq!(check_issued_on(proof, " ", today), Err(RuleError::Required));
        assert_eq!(
            check_issued_on(proof, "2026-08-26", today),
            Ok(NaiveDate::from_ymd_opt(2026, 8, 26))
        );
        assert_eq!(
            check_issued_on(proof, "2026-08-25", today),
            Err(RuleError::DocumentTooOld { months: 3 })
        );
        assert_eq!(
            check_issued_on(proof, "2026-11-27", today),
            Err(RuleError::DateInvalid)
        );
        assert_eq!(
            check_issued_on(proof, "26/11/2026", today),
            Err(RuleError::DateInvalid)
        );
    }

    use proptest::prelude::*;

    fn any_kind() -> impl Strategy<Value = DocumentKind> {
        proptest::sample::select(DocumentKind::ALL.to_vec())
    }

    /// What `check_document` must answer for a picture of this size and colour, by the rules.
    fn expected(kind: DocumentKind, w: u32, h: u32, colour: bool) -> Result<(), RuleError> {
        let (long, short) = kind.min_pixels();
        if !colour {
            Err(RuleError::DocumentGreyscale)
        } else if w.max(h) < long || w.min(h) < short {
            Err(RuleError::DocumentResolution {
                width: long,
                height: short,
            })
        } else {
            Ok(())
        }
    }

    proptest! {
        #[test]
        fn any_bytes_are_judged_without_panicking(
            kind in any_kind(),
            head in proptest::sample::select(vec![
                &b""[..], &b"\x89PNG\r\n\x1a\n"[..], &b"\xff\xd8\xff"[..], &b"GIF87a"[..],
                &b"GIF89a"[..], &b"%PDF"[..],
            ]),
            tail in proptest::collection::vec(any::<u8>(), 0..200),
        ) {
            let mut bytes = head.to_vec();
            bytes.extend(tail);
            match check_document(kind, &bytes) {
                Ok(p) => {
                    prop_assert_eq!(inspect(&bytes), Some(p));
                    prop_assert_eq!(expected(kind, p.width, p.height, p.colour), Ok(()));
                }
                Err(RuleError::DocumentFormat) => prop_assert_eq!(inspect(&bytes), None),
                Err(e) => {
                    let p = inspect(&bytes).unwrap();
                    prop_assert_eq!(expected(kind, p.width, p.height, p.colour), Err(e));
                }
            }
        }

        #[test]
        fn a_png_is_judged_on_its_colour_model_and_pixels(
            kind in any_kind(), w in 0u32..5_000, h in 0u32..5_000, colour_type in 0u8..8,
        ) {
            let got = check_document(kind, &png_header(w, h, colour_type));
            match colour_type {
                0 | 4 => prop_assert_eq!(got, Err(RuleError::DocumentGreyscale)),
                2 | 6 => prop_assert_eq!(got.map(|p| (p.format, p.width, p.height)), expected(kind, w, h, true).map(|()| (ImageFormat::Png, w, h))),
                // An indexed picture without its palette, or an unknown colour type.
                _ => prop_assert_eq!(got, Err(RuleError::DocumentFormat)),
            }
        }

        #[test]
        fn a_jpeg_is_in_colour_from_three_components(
            kind in any_kind(), w in 0u16..5_000, h in 0u16..5_000, components in 1u8..5,
            app_len in 2u16..40,
        ) {
            // SOI, an APP0 segment of `app_len` bytes, then the frame header (SOF2, progressive).
            let mut jpeg = vec![0xff, 0xd8, 0xff, 0xe0];
            jpeg.extend(app_len.to_be_bytes());
            jpeg.extend(vec![0; usize::from(app_len) - 2]);
            jpeg.extend([0xff, 0xc2, 0, 17, 8]);
            jpeg.extend(h.to_be_bytes());
            jpeg.extend(w.to_be_bytes());
            jpeg.push(components);
            let p = inspect(&jpeg).unwrap();
            prop_assert_eq!(
                (p.format, p.width, p.height, p.colour),
                (ImageFormat::Jpeg, u32::from(w), u32::from(h), components >= 3)
            );
            prop_assert_eq!(
                check_document(kind, &jpeg).map(|_| ()),
                expected(kind, u32::from(w), u32::from(h), components >= 3)
            );
        }

        #[test]
        fn a_gif_palette_is_grey_only_when_every_entry_is(
            w in 0u16..5_000, h in 0u16..5_000, size in 0u8..8,
            seed in proptest::collection::vec(any::<u8>(), 256), tint in proptest::option::of((0usize..256, 1u8..=255)),
        ) {
            let entries = 1usize << (size + 1);
            let mut gif = b"GIF89a".to_vec();
            gif.extend(w.to_le_bytes());
            gif.extend(h.to_le_bytes());
            gif.extend([0x80 | size, 0, 0]);
            // A grey palette, one entry of which may be tinted.
            let mut tinted = false;
            for (i, &g) in seed.iter().take(entries).enumerate() {
                let red = match tint {
                    Some((at, by)) if at % entries == i => {
                        tinted = true;
                        g.wrapping_add(by)
                    }
                    _ => g,
                };
                gif.extend([red, g, g]);
            }
            let p = inspect(&gif).unwrap();
            prop_assert_eq!((p.width, p.height, p.colour), (u32::from(w), u32::from(h), tinted));
            // One byte short of the palette is not a picture.
            gif.pop();
            prop_assert_eq!(inspect(&gif), None);
        }

        #[test]
        fn reminders_come_at_a_week_then_a_day_before_the_deadline(
            registered in 0i64..4_000_000_000_000, offset in -2 * DAY_MS..40 * DAY_MS,
        ) {
            let now = registered + offset;
            let due = documents_due_at(registered);
            prop_assert_eq!(due - registered, DOCUMENTS_DUE_DAYS * DAY_MS);
            let expected = if now >= due {
                None
            } else if now >= due - DAY_MS {
                Some(1)
            } else if now >= due - 7 * DAY_MS {
                Some(7)
            } else {
                None
            };
            prop_assert_eq!(reminder_due(registered, now), expected);
        }

        #[test]
        fn a_proof_of_address_is_dated_within_the_last_three_months(
            kind in any_kind(), today_days in 0i64..40_000, age in -60i64..200,
        ) {
            let today = NaiveDate::from_ymd_opt(1990, 1, 1).unwrap() + chrono::Duration::days(today_days);
            let day = today - chrono::Duration::days(age);
            let typed = crate::datetime::to_iso_date(day);
            let got = check_issued_on(kind, &typed, today);
            if !kind.is_dated() {
                prop_assert_eq!(got, Ok(None));
            } else if day > today {
                prop_assert_eq!(got, Err(RuleError::DateInvalid));
            } else if day < today.checked_sub_months(Months::new(3)).unwrap() {
                prop_assert_eq!(got, Err(RuleError::DocumentTooOld { months: 3 }));
                // Three months is at least 89 days.
                prop_assert!(age >= 89);
            } else {
                prop_assert_eq!(got, Ok(Some(day)));
                prop_assert!(age <= 92);
            }
        }
    }
}
