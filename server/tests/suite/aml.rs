//! The anti-money-laundering flags on every backend, from payments made through the API on one
//! day: deposits withdrawn with no play, deposits kept just under the due-diligence threshold,
//! an account closed the day it deposited, and a payout address two accounts share. Another day
//! flags nothing, and a player may not read them.

use crate::common;

use casino_server::accounts::run_lifecycle_once;
use casino_server::clock::Clock;
use common::players::{CARD, admin, call, moto, player, staff};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, 12:00 UTC.
const TUESDAY_NOON: i64 = 1_795_521_600_000;
const DAY: i64 = 24 * 3_600_000;
const ADDRESS: &str = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

async fn deposit(t: &TestApp, token: &str, amount: &str, key: &str) {
    let r = moto(t, token, amount, key, CARD).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

async fn withdraw(
    t: &TestApp,
    boss: &str,
    (token, username): (&str, &str),
    amount: &str,
    key: &str,
) {
    let body = json!({ "username": username, "verification": "verified" });
    let r = call(t, "/api/admin/set_player_verification", boss, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let body = json!({ "processor": "bitcoin", "amount": amount, "currency": "EUR",
                       "idempotency_key": common::idem(key), "address": ADDRESS });
    let r = call(t, "/api/payment/send_withdrawal_request", token, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

async fn player_token(t: &TestApp, username: &str) -> String {
    let r = t.login(username, "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn flags(t: &TestApp, token: &str, day: &str) -> Vec<Value> {
    let body = json!({ "from": day, "to": day });
    let r = call(t, "/api/admin/get_aml_flags", token, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["flags"].as_array().unwrap().clone()
}

fn flag(
    kind: &str,
    user: &str,
    currency: Option<&str>,
    figures: [&str; 3],
    count: u32,
    others: &[&str],
) -> Value {
    json!({ "kind": kind, "username": user, "currency": currency, "deposits": figures[0],
            "stakes": figures[1], "withdrawn": figures[2], "count": count, "others": others })
}

#[tokio::test]
async fn the_days_payments_raise_each_flag_once_for_staff_to_review() {
    for b in backends() {
        // Under the fee policy an unwagered deposit may be withdrawn (for a fee): the flag's case.
        let clock = Clock::manual(TUESDAY_NOON);
        let t = spawn_at(b, &[("WITHDRAWAL_UNWAGERED", "fee")], clock.clone());
        let boss = admin(&t).await;
        let agent = staff(&t, 998, "support").await;
        let first = player(&t, 1).await;
        deposit(&t, &first, "100", "d-1").await;
        withdraw(&t, &boss, (&first, "joueur1"), "50", "w-1").await;
        let second = player(&t, 2).await;
        deposit(&t, &second, "100", "d-2").await;
        withdraw(&t, &boss, (&second, "joueur2"), "20", "w-2").await;
        let third = player(&t, 3).await;
        for n in 0..3 {
            deposit(&t, &third, "1900", &format!("d-3-{n}")).await;
        }
        deposit(&t, &third, "1799.99", "d-3-3").await;
        let fourth = player(&t, 4).await;
        deposit(&t, &fourth, "10", "d-4").await;
        let close =
            json!({ "username": "joueur4", "action": "close", "reason": "Asked by the player" });
        let r = call(&t, "/api/support/set_player_state", &agent, close).await;
        assert_eq!(r.status, 200, "{}", r.text());

        let zero = "0.00";
        assert_eq!(
            flags(&t, &boss, "2026-11-24").await,
            [
                flag(
                    "just_under",
                    "joueur3",
                    Some("EUR"),
                    ["5700.00", zero, zero],
                    3,
                    &[]
                ),
                flag(
                    "little_play",
                    "joueur1",
                    Some("EUR"),
                    ["100.00", zero, "50.00"],
                    0,
                    &[]
                ),
                flag(
                    "little_play",
                    "joueur2",
                    Some("EUR"),
                    ["100.00", zero, "20.00"],
                    0,
                    &[]
                ),
                flag(
                    "shared_destination",
                    "joueur1",
                    None,
                    [zero; 3],
                    2,
                    &["joueur2"]
                ),
                flag(
                    "shared_destination",
                    "joueur2",
                    None,
                    [zero; 3],
                    2,
                    &["joueur1"]
                ),
            ]
        );
        assert_eq!(flags(&t, &boss, "2026-11-23").await, Vec::<Value>::new());

        // The closure takes effect after its day of notice: flagged on the day it does.
        clock.set(TUESDAY_NOON + DAY);
        run_lifecycle_once(&t.state.accounts).await.unwrap();
        let boss = player_token(&t, "joueur999").await;
        let closure = [flag(
            "quick_closure",
            "joueur4",
            Some("EUR"),
            ["10.00", zero, zero],
            1,
            &[],
        )];
        assert_eq!(flags(&t, &boss, "2026-11-25").await, closure);
        // A change the closed player makes the next day in the restricted area (their language)
        // leaves the closure on its day.
        clock.set(TUESDAY_NOON + 2 * DAY);
        let closed = player_token(&t, "joueur4").await;
        let change = json!({ "language": "en", "newsletter": false });
        let r = call(&t, "/api/front/update_profile", &closed, change).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let boss = player_token(&t, "joueur999").await;
        assert_eq!(flags(&t, &boss, "2026-11-25").await, closure);
        assert_eq!(flags(&t, &boss, "2026-11-26").await, Vec::<Value>::new());
        let first = player_token(&t, "joueur1").await;
        let r = call(
            &t,
            "/api/admin/get_aml_flags",
            &first,
            json!({ "from": "2026-11-24", "to": "2026-11-24" }),
        )
        .await;
        assert_eq!(r.status, 403);
        let r = call(
            &t,
            "/api/admin/get_aml_flags",
            &boss,
            json!({ "from": "2026-11-24", "to": "2026-11-23" }),
        )
        .await;
        assert_eq!((r.status, r.field("to")), (422, "date_invalid".into()));
    }
}
