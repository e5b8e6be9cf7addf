//! Runs the vectors of the rules that hold real-money play and refunds
//! (`tests/vectors/play_limits/*.json`: the net winnings cap and its pause, the session time
//! limit, refunds). They are the server's alone (the browser never computes what a win pays or
//! whether a deposit was played), so they run natively; the account area's rules that the
//! browser also runs are in `account.rs`.

use casino_core::Currency;
use casino_core::error::{RuleError, RuleFailure};
use casino_core::payments::{RefundFacts, RefundReason, refund_refusal};
use casino_core::responsible::{
    net_winnings_max, paid_win, session_limit_value, session_refusal, winnings_refusal,
};
use serde::Deserialize;

use super::{vector_files, vectors};

#[derive(Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
enum Vector {
    PaidWin {
        name: String,
        currency: String,
        win: i64,
        stake: i64,
        net_before: i64,
        expect: i64,
    },
    WinningsPause {
        name: String,
        currency: String,
        last_cut: Option<i64>,
        now: i64,
        expect: Option<RuleFailure>,
    },
    SessionLimit {
        name: String,
        typed: String,
        expect: serde_json::Value,
    },
    SessionPlay {
        name: String,
        limit: Option<u32>,
        started_at: i64,
        now: i64,
        expect: Option<RuleFailure>,
    },
    Refund {
        name: String,
        reason: String,
        deposited_at: i64,
        now: i64,
        played_since: bool,
        amount: i64,
        balance: i64,
        expect: Option<RuleFailure>,
    },
}

fn currency(code: &str) -> Currency {
    Currency::parse(code).unwrap()
}

fn failure(e: Option<RuleError>) -> Option<RuleFailure> {
    e.map(|e| e.to_failure())
}

#[test]
fn play_limit_vectors_hold() {
    let mut count = 0;
    for (file, text) in vector_files("play_limits") {
        for v in vectors::<Vector>(&file, &text) {
            count += 1;
            match v {
                Vector::PaidWin {
                    name,
                    currency: code,
                    win,
                    stake,
                    net_before,
                    expect,
                } => {
                    let max = net_winnings_max(currency(&code));
                    assert_eq!(paid_win(win, stake, net_before, max), expect, "{name}");
                }
                Vector::WinningsPause {
                    name,
                    currency: code,
                    last_cut,
                    now,
                    expect,
                } => {
                    let got = failure(winnings_refusal(last_cut, currency(&code), now));
                    assert_eq!(got, expect, "{name}");
                }
                Vector::SessionLimit {
                    name,
                    typed,
                    expect,
                } => {
                    let got = match session_limit_value(&typed) {
                        Ok(minutes) => serde_json::json!({ "minutes": minutes }),
                        Err(e) => serde_json::to_value(e.to_failure()).unwrap(),
                    };
                    assert_eq!(got, expect, "{name}");
                }
                Vector::SessionPlay {
                    name,
                    limit,
                    started_at,
                    now,
                    expect,
                } => {
                    let got = failure(session_refusal(limit, started_at, now));
                    assert_eq!(got, expect, "{name}");
                }
                Vector::Refund {
                    name,
                    reason,
                    deposited_at,
                    now,
                    played_since,
                    amount,
                    balance,
                    expect,
                } => {
                    let facts = RefundFacts {
                        deposited_at,
                        played_since,
                        amount,
                        balance,
                    };
                    let reason = RefundReason::parse(&reason).unwrap();
                    assert_eq!(
                        failure(refund_refusal(reason, &facts, now)),
                        expect,
                        "{name}"
                    );
                }
            }
        }
    }
    assert!(count >= 25, "only {count} vectors");
}
