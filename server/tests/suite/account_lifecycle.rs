//! The accounts' scheduled jobs on every backend, on a moved clock and with two instances on
//! one database: reminders of identity documents due (a week and a day ahead), deposits and
//! real-money play closed past the deadline until the documents are sent, and dormant accounts
//! (twelve months without a sign-in) told a day ahead and closed, unless they sign in. Each
//! happens once per account and period, whichever instance runs it.

use crate::common;

use casino_server::accounts::{LifecycleDone, run_lifecycle_once};
use casino_server::clock::Clock;
use casino_server::db::Backend;
use casino_server::state::AppState;
use common::players::{CARD, admin, call, moto, newest_message, player};
use common::{TestApp, backends, spawn_at};
use serde_json::json;

/// 2027-01-15 08:00 UTC.
const NOW: i64 = 1_800_000_000_000;
const DAY: i64 = 24 * 3_600_000;

/// A second instance of the server on the same database and clock.
fn second_instance(t: &TestApp) -> AppState {
    AppState::with_clock((*t.state.config).clone(), t.state.clock.clone()).unwrap()
}

/// Both instances look (at once on PostgreSQL; one after the other on SQLite, whose one file
/// has one writer: several instances are a PostgreSQL deployment); what they did together.
async fn both_run(t: &TestApp, other: &AppState) -> LifecycleDone {
    let (a, b) = if t.backend == Backend::Sqlite {
        let a = run_lifecycle_once(&t.state.accounts).await;
        (a, run_lifecycle_once(&other.accounts).await)
    } else {
        tokio::join!(
            run_lifecycle_once(&t.state.accounts),
            run_lifecycle_once(&other.accounts)
        )
    };
    let (a, b) = (a.unwrap(), b.unwrap());
    LifecycleDone {
        reminders: a.reminders + b.reminders,
        dormant: a.dormant + b.dormant,
        closed: a.closed + b.closed,
    }
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    b.extend(width.to_be_bytes());
    b.extend(height.to_be_bytes());
    b.extend([8, 2, 0, 0, 0, 0, 0, 0, 0]);
    b
}

async fn send_documents(t: &TestApp, token: &str) {
    for (query, bytes) in [
        ("kind=identity_front", png(1011, 638)),
        ("kind=identity_back", png(1011, 638)),
        (
            "kind=proof_of_address&issued_on=2027-01-02",
            png(2480, 3508),
        ),
    ] {
        let req = axum::http::Request::post(format!("/api/front/upload_document?{query}"))
            .header("authorization", format!("Bearer {token}"))
            .body(axum::body::Body::from(bytes))
            .unwrap();
        let r = t.send(req).await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
}

async fn sign_in(t: &TestApp, n: usize) -> String {
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

fn mails_with(t: &TestApp, subject: &str) -> usize {
    t.outbox()
        .iter()
        .filter(|m| m.contains(&format!("Subject: {subject}")))
        .count()
}

#[tokio::test]
async fn documents_due_are_reminded_once_then_close_deposits_and_play() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let other = second_instance(&t);
        player(&t, 1).await;
        player(&t, 2).await;
        let staff = admin(&t).await;
        drop(staff);

        // Nothing is owed yet.
        assert_eq!(both_run(&t, &other).await, LifecycleDone::default());

        // A week ahead: one reminder each for the two players (never for staff), once.
        clock.set(NOW + 23 * DAY);
        let lea = sign_in(&t, 1).await;
        send_documents(&t, &lea).await;
        assert_eq!(
            both_run(&t, &other).await,
            LifecycleDone {
                reminders: 1,
                ..LifecycleDone::default()
            }
        );
        assert_eq!(both_run(&t, &other).await, LifecycleDone::default());
        let subject = "Your identity documents are due on 2027.02.14 08:00:00";
        assert_eq!(mails_with(&t, subject), 1);
        let paul = sign_in(&t, 2).await;
        assert_eq!(
            newest_message(&t, &paul).await,
            (json!("documents_due"), json!(subject))
        );

        // A day ahead, the second reminder.
        clock.set(NOW + 29 * DAY);
        assert_eq!(both_run(&t, &other).await.reminders, 1);
        assert_eq!(both_run(&t, &other).await.reminders, 0);
        assert_eq!(mails_with(&t, subject), 2);

        // Past the deadline: deposits and real-money bets wait for the documents.
        clock.set(NOW + 30 * DAY);
        assert_eq!(both_run(&t, &other).await, LifecycleDone::default());
        let paul = sign_in(&t, 2).await;
        let r = moto(&t, &paul, "20", "late-1", CARD).await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "Your identity documents were due on 2027.02.14: deposits and play are closed until you send them (Account, Documents tab).".into()
            )
        );
        let bet = json!({ "game_id": "classic-european-roulette", "mode": "real",
                          "idempotency_key": common::idem("bet-late-1"),
                          "bet": { "engine": "roulette",
                                   "bets": [{ "kind": "straight", "numbers": [7], "cents": 100 }] } });
        let r = call(&t, "/api/game/bet", &paul, bet).await;
        assert_eq!(
            r.json()["error"]["code"],
            "documents_overdue",
            "{}",
            r.text()
        );
        send_documents(&t, &paul).await;
        let r = moto(&t, &paul, "20", "late-2", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());

        // Léa sent hers in time: she was never reminded and is not refused.
        let lea = sign_in(&t, 1).await;
        let inbox = call(&t, "/api/front/get_messages", &lea, json!({}))
            .await
            .json();
        assert_eq!(inbox["messages"], json!([]));
        let r = moto(&t, &lea, "20", "lea-1", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
}

#[tokio::test]
async fn a_dormant_account_is_told_a_day_ahead_and_closed_unless_its_player_returns() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let other = second_instance(&t);
        player(&t, 1).await;
        player(&t, 2).await;

        // Twelve months less a millisecond: not yet.
        clock.set(NOW + 365 * DAY - 1);
        assert_eq!(both_run(&t, &other).await.dormant, 0);
        clock.set(NOW + 365 * DAY);
        let done = both_run(&t, &other).await;
        // The documents' reminders went out long ago, once each (the latest one owed).
        assert_eq!((done.dormant, done.closed), (2, 0));
        assert_eq!(both_run(&t, &other).await, LifecycleDone::default());
        let subject = "Your account will be closed on 2028.01.16 08:00:00";
        assert_eq!(mails_with(&t, subject), 2);

        // Léa signs in within the day: her closure is called off. Paul does not.
        clock.set(NOW + 365 * DAY + DAY / 2);
        sign_in(&t, 1).await;
        clock.set(NOW + 366 * DAY);
        let done = both_run(&t, &other).await;
        assert_eq!((done.dormant, done.closed), (0, 1));
        assert_eq!(both_run(&t, &other).await, LifecycleDone::default());
        let paul = sign_in(&t, 2).await;
        let r = moto(&t, &paul, "20", "paul-9", CARD).await;
        assert_eq!(r.code(), "account_closed");
        sign_in(&t, 1).await;

        let boss = admin(&t).await;
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let closures: Vec<_> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["action"] == "close_player")
            .map(|a| (a["staff"].clone(), a["target"].clone(), a["detail"].clone()))
            .collect();
        assert_eq!(
            closures,
            [(
                json!("system"),
                json!("joueur2"),
                json!("dormant: 12 months without a sign-in")
            )]
        );
    }
}
