//! Runs the account area's rule vectors (`tests/vectors/account/*.json`: identity documents,
//! their dates, and the responsible gaming limits) natively. The web tests run the same files
//! through the WebAssembly build, so both are held to identical answers.

use std::collections::BTreeMap;

use casino_core::datetime::parse_iso_date;
use casino_core::error::{RuleError, RuleFailure};
use casino_core::kyc::{DocumentKind, check_document, check_issued_on};
use casino_core::responsible::{LimitKind, limits_failures};
use casino_core::{Currency, Locale};
use serde::Deserialize;

use super::{vector_files, vectors};

#[derive(Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
enum Vector {
    Document {
        name: String,
        kind: String,
        hex: String,
        expect: Option<RuleFailure>,
    },
    IssuedOn {
        name: String,
        kind: String,
        typed: String,
        today: String,
        expect: Option<RuleFailure>,
    },
    Limits {
        name: String,
        kind: String,
        typed: [String; 3],
        /// What the refusals write their amounts in.
        currency: String,
        locale: String,
        expect: BTreeMap<String, RuleFailure>,
    },
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn failure(r: Result<(), RuleError>) -> Option<RuleFailure> {
    r.err().map(|e| e.to_failure())
}

#[test]
fn account_vectors_hold_natively() {
    let mut count = 0;
    for (file, text) in vector_files("account") {
        for v in vectors::<Vector>(&file, &text) {
            count += 1;
            match v {
                Vector::Document {
                    name,
                    kind,
                    hex,
                    expect,
                } => {
                    let got = match DocumentKind::parse(&kind) {
                        Some(k) => failure(check_document(k, &unhex(&hex)).map(|_| ())),
                        None => failure(Err(RuleError::ChoiceInvalid)),
                    };
                    assert_eq!(got, expect, "{name}");
                }
                Vector::IssuedOn {
                    name,
                    kind,
                    typed,
                    today,
                    expect,
                } => {
                    let k = DocumentKind::parse(&kind).unwrap();
                    let today = parse_iso_date(&today).unwrap();
                    let got = failure(check_issued_on(k, &typed, today).map(|_| ()));
                    assert_eq!(got, expect, "{name}");
                }
                Vector::Limits {
                    name,
                    kind,
                    typed,
                    currency,
                    locale,
                    expect,
                } => {
                    let k = LimitKind::parse(&kind).unwrap();
                    let (c, l) = (
                        Currency::parse(&currency).unwrap(),
                        Locale::parse(&locale).unwrap(),
                    );
                    let got: BTreeMap<String, RuleFailure> =
                        limits_failures(k, [&typed[0], &typed[1], &typed[2]])
                            .into_iter()
                            .map(|(f, e)| (f.to_owned(), e.to_failure_in(l, c)))
                            .collect();
                    assert_eq!(got, expect, "{name}");
                }
            }
        }
    }
    assert!(count >= 30, "only {count} vectors");
}
