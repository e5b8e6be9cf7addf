//! Date display of the spec: `YYYY.MM.DD hh:mm:ss` (24-hour clock) and the date-only `YYYY.MM.DD`.
//! Times are UTC instants in milliseconds; the caller passes them (the core has no clock).

use chrono::{DateTime, Datelike, NaiveDate, Timelike};

// Formatting by hand rather than with chrono's `format`: its formatter would be most of the
// WebAssembly module's size.

/// `2026.11.23 14:05:09`, or `None` for an instant outside chrono's range.
pub fn format_datetime(unix_millis: i64) -> Option<String> {
    let t = DateTime::from_timestamp_millis(unix_millis)?;
    Some(format!(
        "{} {:02}:{:02}:{:02}",
        ymd(t.date_naive()),
        t.hour(),
        t.minute(),
        t.second()
    ))
}

/// `2026.11.23`.
pub fn format_date(unix_millis: i64) -> Option<String> {
    DateTime::from_timestamp_millis(unix_millis).map(|t| ymd(t.date_naive()))
}

fn ymd(d: NaiveDate) -> String {
    format!("{:04}.{:02}.{:02}", d.year(), d.month(), d.day())
}

/// ISO form, as HTML date inputs use it (`2001-02-28`).
pub fn to_iso_date(d: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
}

/// Parses an ISO calendar date (`2001-02-28`), as HTML date inputs send it.
pub fn parse_iso_date(s: &str) -> Option<NaiveDate> {
    let s = s.trim();
    // chrono accepts a sign and more than four year digits; a birth date never has them.
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        let part = &s[r];
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    NaiveDate::from_ymd_opt(i32::try_from(num(0..4)?).ok()?, num(5..7)?, num(8..10)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_like_the_spec() {
        // 2023-03-04T05:06:07.890Z
        let t = 1_677_906_367_890;
        assert_eq!(format_datetime(t).as_deref(), Some("2023.03.04 05:06:07"));
        assert_eq!(format_date(t).as_deref(), Some("2023.03.04"));
        assert_eq!(format_datetime(0).as_deref(), Some("1970.01.01 00:00:00"));
        assert_eq!(format_datetime(i64::MAX), None);
    }

    #[test]
    fn parses_iso_dates_only() {
        assert_eq!(
            parse_iso_date("2000-02-29"),
            NaiveDate::from_ymd_opt(2000, 2, 29)
        );
        assert_eq!(parse_iso_date("2001-02-29"), None);
        assert_eq!(parse_iso_date("29/02/2000"), None);
        assert_eq!(parse_iso_date("+2000-02-29"), None);
        assert_eq!(parse_iso_date(""), None);
    }

    use proptest::prelude::*;

    /// 0000-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years written with four digits.
    const FOUR_DIGIT_YEARS: std::ops::RangeInclusive<i64> =
        -62_167_219_200_000..=253_402_300_799_999;

    proptest! {
        #[test]
        fn instants_format_as_chrono_does(millis in FOUR_DIGIT_YEARS) {
            let t = DateTime::from_timestamp_millis(millis).unwrap();
            let shown = format_datetime(millis).unwrap();
            prop_assert_eq!(&shown, &t.format("%Y.%m.%d %H:%M:%S").to_string());
            // The date alone is the first part of the date and time.
            prop_assert_eq!(format_date(millis).unwrap(), shown[..10].to_owned());
        }

        #[test]
        fn iso_dates_round_trip(days in 0i64..3_652_059, pad_left in 0usize..3, pad_right in 0usize..3) {
            // Day 0 is 0001-01-01; 3,652,058 days later is 9999-12-31.
            let d = NaiveDate::from_ymd_opt(1, 1, 1).unwrap() + chrono::Duration::days(days);
            let iso = to_iso_date(d);
            prop_assert_eq!(iso.len(), 10);
            let typed = format!("{}{iso}{}", " ".repeat(pad_left), " ".repeat(pad_right));
            prop_assert_eq!(parse_iso_date(&typed), Some(d));
        }

        #[test]
        fn date_shaped_text_parses_exactly_when_the_calendar_has_the_day(
            y in 0i32..10_000, m in 0u32..14, d in 0u32..33,
        ) {
            let typed = format!("{y:04}-{m:02}-{d:02}");
            prop_assert_eq!(parse_iso_date(&typed), NaiveDate::from_ymd_opt(y, m, d));
        }

        #[test]
        fn only_canonical_dates_parse(s in "\\PC{0,14}") {
            // Whatever parses is the date written back, so no other spelling is accepted.
            if let Some(d) = parse_iso_date(&s) {
                prop_assert_eq!(to_iso_date(d), s.trim().to_owned());
            }
        }
    }
}
