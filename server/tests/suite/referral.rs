//! Refer a friend on every backend: a player's referral code, friends signing up with it (an
//! unknown code never stops a sign-up), and the referrer's bonus once a friend is verified and has
//! deposited, in either order and once per friend, claimed from the bonuses tab. Every test ends
//! with the ledger audit.

use crate::common;

use casino_server::clock::Clock;
use common::players::{CARD, admin, audit, call, form, moto, player};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, noon UTC.
const TUESDAY_NOON: i64 = 1_795_521_600_000;

/// Signs player `n` up with the referral code `code`; their token.
async fn friend(t: &TestApp, n: usize, code: &str) -> String {
    let mut f: Value = serde_json::from_str(&form(n)).unwrap();
    f["referral"] = json!(code);
    let r = t
        .post_with("/api/front/register_player", &f.to_string(), &[])
        .await;
    assert_eq!(r.status, 201, "{}", r.text());
    common::players::activate(t, &format!("joueur{n}@example.fr")).await;
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn referral(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_referral", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

async fn waiting(t: &TestApp, token: &str) -> Vec<String> {
    let r = call(t, "/api/front/get_player_bonuses", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["claimable"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            format!(
                "{} {}",
                b["kind"].as_str().unwrap(),
                b["amount"].as_str().unwrap()
            )
        })
        .collect()
}

async fn verify(t: &TestApp, admin: &str, username: &str) {
    let body = json!({ "username": username, "verification": "verified" });
    let r = call(t, "/api/admin/set_player_verification", admin, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

#[tokio::test]
async fn a_friend_verified_and_deposited_gives_the_referrer_a_bonus_once() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let staff = admin(&t).await;
        let referrer = player(&t, 1).await;
        let mine = referral(&t, &referrer).await;
        let code = mine["code"].as_str().unwrap().to_owned();
        assert_eq!(code.len(), 8);
        assert_eq!(
            (
                &mine["friends"],
                &mine["rewarded"],
                &mine["bonus"],
                &mine["currency"]
            ),
            (&json!(0), &json!(0), &json!("25.00"), &json!("EUR"))
        );
        // The same code every time.
        assert_eq!(referral(&t, &referrer).await["code"], code.as_str());

        // Two friends with the link (the code as typed, any case); a stale code signs up too.
        let (one, two) = (
            friend(&t, 2, &code.to_lowercase()).await,
            friend(&t, 3, &code).await,
        );
        friend(&t, 4, "ZZZZ9999").await;
        assert_eq!(referral(&t, &referrer).await["friends"], 2);

        // The first deposits, then is verified: the bonus comes with the verification.
        assert_eq!(moto(&t, &one, "50", "d-1", CARD).await.status, 200);
        assert!(waiting(&t, &referrer).await.is_empty());
        verify(&t, &staff, "joueur2").await;
        assert_eq!(waiting(&t, &referrer).await, ["referral 25.00"]);
        // Again: nothing more for the same friend.
        assert_eq!(moto(&t, &one, "20", "d-2", CARD).await.status, 200);
        verify(&t, &staff, "joueur2").await;
        assert_eq!(waiting(&t, &referrer).await, ["referral 25.00"]);

        // The second is verified first, then deposits: the bonus comes with the deposit.
        verify(&t, &staff, "joueur3").await;
        assert_eq!(waiting(&t, &referrer).await.len(), 1);
        assert_eq!(moto(&t, &two, "30", "d-3", CARD).await.status, 200);
        assert_eq!(
            waiting(&t, &referrer).await,
            ["referral 25.00", "referral 25.00"]
        );
        assert_eq!(referral(&t, &referrer).await["rewarded"], 2);

        // Claimed: 25.00 of bonus money, to be wagered.
        let r = call(&t, "/api/front/get_player_bonuses", &referrer, json!({})).await;
        let id = r.json()["claimable"][0]["id"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/front/claim_bonus", &referrer, json!({ "id": id })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["balance"], "25.00");
        assert_eq!(r.json()["wagering_required"], "750.00");
        audit(&t);
    }
}

/// A friend who takes their only deposit back takes the referral bonus with it: the referrer's
/// bonus, still waiting to be claimed, is withdrawn in the refund's transaction.
#[tokio::test]
async fn a_refunded_deposit_withdraws_the_referral_bonus_it_gave() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let staff = admin(&t).await;
        let referrer = player(&t, 1).await;
        let code = referral(&t, &referrer).await["code"]
            .as_str()
            .unwrap()
            .to_owned();
        let one = friend(&t, 2, &code).await;
        assert_eq!(moto(&t, &one, "50", "d-1", CARD).await.status, 200);
        verify(&t, &staff, "joueur2").await;
        assert_eq!(waiting(&t, &referrer).await, ["referral 25.00"]);

        let r = call(&t, "/api/front/get_financial_transactions", &one, json!({})).await;
        let deposit = r.json()["items"][0]["id"].as_str().unwrap().to_owned();
        let body =
            json!({ "id": deposit, "reason": "mistake", "idempotency_key": common::idem("r-1") });
        let r = call(&t, "/api/front/request_refund", &one, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert!(waiting(&t, &referrer).await.is_empty());
        audit(&t);
    }
}
