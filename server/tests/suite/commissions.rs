//! Affiliate commissions on every backend: one administrator records a commission, a second one
//! confirms it and it is paid from the house into the player's real balance, once. It is no
//! deposit (no welcome offer is used up, no deposit limit counts it), nobody acts on their own
//! account, bad entries get their field's message, and the ledger balances throughout.

use crate::common;

use casino_server::db::schema::payment_orders as o;
use casino_server::wallet::ledger;
use common::players::{admin, audit, call, player, real_balance, staff};
use common::{TestApp, TestResponse, backends, spawn};
use diesel::prelude::*;
use serde_json::{Value, json};

/// The id of the player `joueur1`.
fn owner(t: &TestApp) -> String {
    use casino_server::db::schema::players;
    let mut c = t.state.db.pool.get().unwrap();
    players::table
        .filter(players::username.eq("joueur1"))
        .select(players::id)
        .first(&mut c)
        .unwrap()
}

async fn record(t: &TestApp, token: &str, body: Value) -> TestResponse {
    call(t, "/api/admin/record_affiliate_commission", token, body).await
}

fn entry(username: &str, amount: &str, key: &str) -> Value {
    json!({
        "username": username,
        "amount": amount,
        "currency": "EUR",
        "note": "Affiliate programme, October 2026",
        "idempotency_key": common::idem(key),
    })
}

async fn decide(t: &TestApp, token: &str, call_name: &str, id: &str) -> TestResponse {
    let path = format!("/api/admin/{call_name}_affiliate_commission");
    call(t, &path, token, json!({ "id": id })).await
}

async fn welcome_offered(t: &TestApp, token: &str) -> bool {
    let body = json!({ "currency": "EUR" });
    let r = call(t, "/api/front/get_deposit_bonuses", token, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["offers"]
        .as_array()
        .unwrap()
        .iter()
        .any(|o| o["promotion"]["kind"] == "welcome")
}

#[tokio::test]
async fn two_administrators_pay_a_commission_once_and_it_is_no_deposit() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let first = admin(&t).await;
        let second = staff(&t, 998, "admin").await;
        assert!(welcome_offered(&t, &token).await);

        let r = record(&t, &first, entry("joueur1", "250", "c-1")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["message"],
            "Your approval of €250.00 is recorded. A second administrator must confirm it before it is carried out."
        );
        let tx = &r.json()["transaction"];
        assert_eq!(
            (&tx["type"], &tx["provider"], &tx["state"], &tx["details"]),
            (
                &json!("commission"),
                &json!("affiliate"),
                &json!("pending"),
                &json!("Affiliate programme, October 2026")
            )
        );
        let id = tx["id"].as_str().unwrap().to_owned();
        // The same entry sent again (a retry) finds the first.
        let again = record(&t, &first, entry("joueur1", "250", "c-1")).await;
        assert_eq!(again.json()["transaction"]["id"], id.as_str());

        let queue = call(
            &t,
            "/api/admin/get_affiliate_commissions",
            &second,
            json!({}),
        )
        .await;
        let items = queue.json()["items"].as_array().unwrap().clone();
        assert_eq!(items.len(), 1);
        assert_eq!(
            (
                &items[0]["username"],
                &items[0]["approved_by"],
                &items[0]["actions"]
            ),
            (
                &json!("joueur1"),
                &json!("joueur999"),
                &json!(["confirm_commission", "reject_commission"])
            )
        );
        // Who recorded it cannot confirm it too.
        let r = decide(&t, &first, "confirm", &id).await;
        assert_eq!((r.status, r.code()), (409, "second_approval_needed".into()));
        assert_eq!(real_balance(&t, &token).await, "0.00");

        let r = decide(&t, &second, "confirm", &id).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["message"],
            "The commission of €250.00 is paid into the player's balance."
        );
        assert_eq!(r.json()["transaction"]["status"], "complete");
        let r = decide(&t, &second, "confirm", &id).await;
        assert_eq!((r.status, r.code()), (409, "action_failed".into()));
        let r = decide(&t, &first, "reject", &id).await;
        assert_eq!((r.status, r.code()), (409, "action_failed".into()));
        assert_eq!(real_balance(&t, &token).await, "250.00");

        // The player's history says what it was; the welcome offer still waits for a deposit.
        let body = json!({ "type": "commission" });
        let r = call(&t, "/api/front/get_financial_transactions", &token, body).await;
        let items = r.json()["items"].as_array().unwrap().clone();
        assert_eq!(items.len(), 1);
        assert_eq!(
            (&items[0]["type"], &items[0]["status"], &items[0]["amount"]),
            (&json!("commission"), &json!("complete"), &json!("250.00"))
        );
        assert!(welcome_offered(&t, &token).await);
        let log = call(&t, "/api/admin/get_staff_actions", &first, json!({})).await;
        let log = log.json();
        let actions: Vec<&str> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|a| a["action"].as_str())
            .filter(|a| a.ends_with("_commission"))
            .collect();
        assert_eq!(actions, ["confirm_commission", "record_commission"]);
        audit(&t);

        // The audit ties each paid commission to its movement: an order put back to pending
        // (as a bad edit of the database would) leaves money no paid commission explains.
        let mut c = t.state.db.pool.get().unwrap();
        diesel::update(o::table.find(&id))
            .set(o::state.eq("pending"))
            .execute(&mut c)
            .unwrap();
        assert_eq!(
            ledger::audit(&mut c).unwrap(),
            [format!(
                "commission movement commission:{id}: 25000 to player:{}:real, which no paid commission is",
                owner(&t)
            )]
        );
    }
}

#[tokio::test]
async fn a_commission_is_refused_on_ones_own_account_and_for_bad_entries_and_may_be_cancelled() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let first = admin(&t).await;
        let second = staff(&t, 998, "admin").await;
        let support = staff(&t, 2, "support").await;

        let r = record(&t, &first, entry("joueur999", "100", "own")).await;
        assert_eq!((r.status, r.code()), (403, "own_account_decision".into()));
        let r = record(&t, &support, entry("joueur1", "100", "agent")).await;
        assert_eq!(r.status, 403);
        let r = record(&t, &first, entry("nobody", "100", "nobody")).await;
        assert_eq!(
            (r.status, r.field("username")),
            (404, "player_not_found".into())
        );
        let r = record(&t, &first, entry("joueur1", "0.50", "low")).await;
        assert_eq!(
            (r.status, &r.json()["error"]["fields"]["amount"]["message"]),
            (
                422,
                &json!("Sorry but the amount can not be less than €1.00")
            )
        );
        let r = record(&t, &first, entry("joueur1", "100000.01", "high")).await;
        assert_eq!(r.field("amount"), "amount_above_max");
        let mut inr = entry("joueur1", "100", "inr");
        inr["currency"] = json!("INR");
        let r = record(&t, &first, inr).await;
        assert_eq!(
            (r.status, r.field("currency")),
            (422, "currency_not_held".into())
        );
        let mut blank = entry("joueur1", "100", "blank");
        blank["note"] = json!("  ");
        let r = record(&t, &first, blank).await;
        assert_eq!((r.status, r.field("note")), (422, "field_required".into()));

        // An entry made in error is cancelled, by its own author too: nothing is paid.
        let r = record(&t, &first, entry("joueur1", "40", "error")).await;
        let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let r = decide(&t, &first, "reject", &id).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["message"],
            "The commission is cancelled: nothing was paid."
        );
        assert_eq!(r.json()["transaction"]["state"], "rejected");
        let r = decide(&t, &second, "confirm", &id).await;
        assert_eq!((r.status, r.code()), (409, "action_failed".into()));
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let queue = call(
            &t,
            "/api/admin/get_affiliate_commissions",
            &second,
            json!({}),
        )
        .await;
        assert_eq!(queue.json()["items"], json!([]));
        audit(&t);
    }
}

#[tokio::test]
async fn two_confirmations_at_once_pay_a_commission_once() {
    for b in backends() {
        let t = std::sync::Arc::new(spawn(b));
        let token = player(&t, 1).await;
        let first = admin(&t).await;
        let seconds = [staff(&t, 997, "admin").await, staff(&t, 998, "admin").await];
        for round in 0..5 {
            let r = record(&t, &first, entry("joueur1", "10", &format!("race-{round}"))).await;
            let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
            let confirms = seconds.clone().map(|token| {
                let (t, id) = (t.clone(), id.clone());
                tokio::spawn(async move { decide(&t, &token, "confirm", &id).await })
            });
            let mut statuses = Vec::new();
            for c in confirms {
                statuses.push(c.await.unwrap().status);
            }
            statuses.sort();
            assert_eq!(statuses, [200, 409], "round {round}");
        }
        assert_eq!(real_balance(&t, &token).await, "50.00");
        audit(&t);
    }
}

#[tokio::test]
async fn an_administrator_cannot_confirm_or_cancel_a_commission_for_himself() {
    for b in backends() {
        let t = spawn(b);
        let colleague = admin(&t).await;
        let own = staff(&t, 998, "admin").await;
        // A colleague records a commission for the administrator joueur998 as an affiliate.
        let r = record(&t, &colleague, entry("joueur998", "500", "for-998")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        for decision in ["confirm", "reject"] {
            let r = decide(&t, &own, decision, &id).await;
            assert_eq!(
                (r.status, r.code()),
                (403, "own_account_decision".into()),
                "{decision}"
            );
        }
        assert_eq!(real_balance(&t, &own).await, "0.00");
        let queue = call(
            &t,
            "/api/admin/get_affiliate_commissions",
            &colleague,
            json!({}),
        )
        .await;
        assert_eq!(queue.json()["items"][0]["transaction"]["state"], "pending");
        audit(&t);
    }
}

#[tokio::test]
async fn a_confirmation_racing_a_cancellation_leaves_one_of_them_done() {
    for b in backends() {
        let t = std::sync::Arc::new(spawn(b));
        let token = player(&t, 1).await;
        let first = admin(&t).await;
        let second = staff(&t, 998, "admin").await;
        let mut paid = 0;
        for round in 0..5 {
            let r = record(&t, &first, entry("joueur1", "10", &format!("duel-{round}"))).await;
            let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
            let [confirm, reject] = [(second.clone(), "confirm"), (first.clone(), "reject")].map(
                |(token, decision)| {
                    let (t, id) = (t.clone(), id.clone());
                    tokio::spawn(async move { decide(&t, &token, decision, &id).await.status })
                },
            );
            let (confirmed, rejected) = (confirm.await.unwrap(), reject.await.unwrap());
            let mut statuses = [confirmed, rejected];
            statuses.sort();
            assert_eq!(statuses, [200, 409], "round {round}");
            paid += i32::from(confirmed == 200) * 10;
        }
        assert_eq!(real_balance(&t, &token).await, format!("{paid}.00"));
        audit(&t);
    }
}
