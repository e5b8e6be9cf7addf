//! Refunds of deposits on every backend, on a moved clock: asked within 24 hours (30 days when
//! someone else or a minor used the account), refused once the deposit was played, held until
//! the identity is verified, paid back then, or forfeited with the account closed when the
//! documents did not come within 5 days. The ledger balances throughout.

use crate::common;

use casino_server::clock::Clock;
use common::players::{CARD, admin, audit, call, moto, player, real_balance};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

const NOW: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

async fn transactions(t: &TestApp, token: &str) -> Vec<Value> {
    let r = call(t, "/api/front/get_financial_transactions", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["items"].as_array().unwrap().clone()
}

/// The id of the player's newest transaction.
async fn newest(t: &TestApp, token: &str) -> String {
    transactions(t, token).await[0]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn refund(
    t: &TestApp,
    token: &str,
    id: &str,
    reason: &str,
    key: &str,
) -> common::TestResponse {
    let body = json!({ "id": id, "reason": reason, "idempotency_key": common::idem(key) });
    call(t, "/api/front/request_refund", token, body).await
}

async fn sign_in(t: &TestApp) -> String {
    let r = t.login("joueur1", "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn verify(t: &TestApp) {
    let boss = admin(t).await;
    let body = json!({ "username": "joueur1", "verification": "verified" });
    let r = call(t, "/api/admin/set_player_verification", &boss, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

/// The e-mails whose text holds `words` (their subjects are encoded: the euro sign).
fn mails_with(t: &TestApp, words: &str) -> usize {
    t.outbox().iter().filter(|m| m.contains(words)).count()
}

#[tokio::test]
async fn a_refund_is_asked_in_time_held_and_paid_once_verified() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "50", "d-1", CARD).await.status, 200);
        clock.advance(1_000);
        assert_eq!(moto(&t, &token, "30", "d-2", CARD).await.status, 200);
        let list = transactions(&t, &token).await;
        let (second, first) = (
            list[0]["id"].as_str().unwrap().to_owned(),
            list[1]["id"].as_str().unwrap().to_owned(),
        );
        assert_eq!(
            (&list[0]["refundable"], &list[1]["refundable"]),
            (&json!(true), &json!(true))
        );

        // A reason that is not one of the two, then 25 hours later: too late for a mistake,
        // in time when someone else used the account.
        let r = refund(&t, &token, &first, "changed", "r-0").await;
        assert_eq!(
            (r.status, r.field("reason")),
            (422, "choice_invalid".to_owned())
        );
        clock.advance(25 * HOUR);
        let token = sign_in(&t).await;
        let r = refund(&t, &token, &first, "mistake", "r-1").await;
        assert_eq!((r.status, r.code()), (422, "refund_too_late".to_owned()));
        let r = refund(&t, &token, &first, "third_party", "r-2").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let v = r.json();
        assert_eq!(
            (
                &v["code"],
                &v["transaction"]["type"],
                &v["transaction"]["amount"],
                &v["transaction"]["state"]
            ),
            (
                &json!("refund_requested"),
                &json!("refund"),
                &json!("50.00"),
                &json!("pending")
            )
        );
        assert_eq!(v["code"], "refund_requested");
        // The same key again is the same refund; another key for the same deposit is refused.
        let again = refund(&t, &token, &first, "third_party", "r-2").await;
        assert_eq!(again.json()["transaction"]["id"], v["transaction"]["id"]);
        let r = refund(&t, &token, &first, "third_party", "r-3").await;
        assert_eq!((r.status, r.code()), (409, "refund_exists".to_owned()));
        assert_eq!(real_balance(&t, &token).await, "30.00");
        assert_eq!(
            mails_with(&t, "in the Documents tab, by 2027.01.21 09:00:01 (UTC)"),
            1
        );
        let list = transactions(&t, &token).await;
        assert_eq!(
            list.iter()
                .map(|x| (x["type"].clone(), x["refundable"].clone()))
                .collect::<Vec<_>>(),
            vec![
                (json!("refund"), json!(false)),
                (json!("deposit"), json!(true)),
                (json!("deposit"), json!(false))
            ]
        );

        // Nothing happens while the identity is not verified and the 5 days run; once
        // verified, the next look pays it back and tells the player.
        assert_eq!(t.state.payments.settle_refunds().await.unwrap(), 0);
        verify(&t).await;
        assert_eq!(t.state.payments.settle_refunds().await.unwrap(), 1);
        assert_eq!(t.state.payments.settle_refunds().await.unwrap(), 0);
        let list = transactions(&t, &token).await;
        assert_eq!(
            (&list[0]["type"], &list[0]["state"]),
            (&json!("refund"), &json!("complete"))
        );
        assert_eq!(
            mails_with(&t, "Your deposit of €50.00 has been refunded"),
            1
        );
        assert_eq!(real_balance(&t, &token).await, "30.00");

        // A deposit played since cannot come back.
        let red = json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem("b-1"),
                          "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] } });
        assert_eq!(call(&t, "/api/game/bet", &token, red).await.status, 200);
        let r = refund(&t, &token, &second, "third_party", "r-4").await;
        assert_eq!(
            (r.status, r.code()),
            (422, "refund_deposit_played".to_owned())
        );
        audit(&t);
    }
}

#[tokio::test]
async fn without_documents_in_five_days_the_refund_is_forfeited_and_the_account_closed() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "40", "d-1", CARD).await.status, 200);
        let deposit = newest(&t, &token).await;
        let r = refund(&t, &token, &deposit, "mistake", "r-1").await;
        assert_eq!(r.status, 200, "{}", r.text());

        clock.advance(5 * DAY - 1);
        assert_eq!(t.state.payments.settle_refunds().await.unwrap(), 0);
        clock.advance(1);
        assert_eq!(t.state.payments.settle_refunds().await.unwrap(), 1);
        assert_eq!(mails_with(&t, "the refund of €40.00 is not made"), 1);
        // Closed: the player signs in to the restricted area, where a deposit is refused.
        let r = t.login("joueur1", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let token = r.json()["accessToken"].as_str().unwrap().to_owned();
        let r = moto(&t, &token, "20.00", "after-closure", CARD).await;
        assert_eq!((r.status, r.code()), (403, "account_closed".to_owned()));
        audit(&t);
    }
}

/// A deposit taken back takes its bonus with it: the welcome bonus it carried is forfeited in
/// the refund's transaction, its whole balance back to the house, so no bonus stays paid for by
/// money that went back.
#[tokio::test]
async fn a_refunded_deposit_forfeits_the_bonus_it_carried() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let token = player(&t, 1).await;
        let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem("d-1"),
                           "card": common::players::card(CARD), "bonus": "welcome" });
        let r = call(&t, "/api/front/moto_deposit_processor", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let (_, bonus) = common::players::real_and_bonus(&t, &token).await;
        assert_ne!(bonus, "0.00", "the welcome bonus came with the deposit");

        let deposit = newest(&t, &token).await;
        let r = refund(&t, &token, &deposit, "mistake", "r-1").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            common::players::real_and_bonus(&t, &token).await,
            ("0.00".into(), "0.00".into())
        );
        let mine = common::players::player_bonuses(&t, &token).await;
        assert!(mine["active"].is_null());
        assert_eq!(mine["history"][0]["status"], "forfeited");
        assert_eq!(mine["history"][0]["forfeited"], bonus.as_str());
        audit(&t);
    }
}
