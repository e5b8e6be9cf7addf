//! Bonus and promo codes on every backend: a promo code given at sign-up is queued and becomes
//! active with the first deposit; a code applied by a player not yet verified is queued, by a
//! verified player applied at once; one bonus at a time leaves a code unused; used, unknown and
//! single-use codes are refused with the spec's message. Every test ends with the ledger audit.

use crate::common;

use casino_core::payments::Verification;
use casino_server::clock::Clock;
use casino_server::player::{find_by_username, set_verification};
use common::players::{CARD, audit, call, form, moto, player, player_bonuses, real_and_bonus};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, noon UTC.
const TUESDAY_NOON: i64 = 1_795_521_600_000;
const USED: &str = "The bonus code is either not exist or already used.";

async fn apply(t: &TestApp, token: &str, code: &str) -> common::TestResponse {
    call(
        t,
        "/api/front/bonuscode_deposit_processor",
        token,
        json!({ "code": code }),
    )
    .await
}

fn verify(t: &TestApp, username: &str) {
    let mut c = t.state.db.pool.get().unwrap();
    let p = find_by_username(&mut c, username).unwrap().unwrap();
    set_verification(&mut c, &p.id, Verification::Verified, TUESDAY_NOON).unwrap();
}

#[tokio::test]
async fn a_promo_code_given_at_sign_up_comes_with_the_first_deposit() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let mut f: Value = serde_json::from_str(&form(1)).unwrap();
        f["promo_code"] = json!(" welcome100 ");
        let r = t
            .post_with("/api/front/register_player", &f.to_string(), &[])
            .await;
        assert_eq!(r.status, 201, "{}", r.text());
        common::players::activate(&t, "joueur1@example.fr").await;
        let r = t.login("joueur1", "Secret#2026").await;
        let token = r.json()["accessToken"].as_str().unwrap().to_owned();

        let mine = player_bonuses(&t, &token).await;
        assert_eq!(mine["queued"][0]["kind"], "code");
        assert_eq!(mine["queued"][0]["status"], "queued");
        assert_eq!(mine["queued"][0]["amount"], "10.00");
        assert!(mine["active"].is_null());
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("0.00".into(), "0.00".into())
        );

        assert_eq!(moto(&t, &token, "50", "d-1", CARD).await.status, 200);
        let mine = player_bonuses(&t, &token).await;
        assert_eq!(mine["queued"], json!([]));
        assert_eq!(mine["active"]["kind"], "code");
        assert_eq!(mine["active"]["deposit"], "50.00");
        assert_eq!(mine["active"]["amount"], "10.00");
        assert_eq!(mine["active"]["wagering_required"], "300.00");
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("50.00".into(), "10.00".into())
        );
        // The same code again: once per player.
        let r = apply(&t, &token, "WELCOME100").await;
        assert_eq!((r.status, r.message()), (422, USED.to_owned()));
        audit(&t);
    }
}

#[tokio::test]
async fn codes_are_queued_until_verified_applied_once_and_wait_for_the_active_bonus() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        {
            use diesel::RunQueryDsl;
            let mut c = t.state.db.pool.get().unwrap();
            diesel::sql_query(
                "INSERT INTO promo_codes (code, active, campaign_id, single_use) VALUES \
                 ('NOEL-7Q2K', TRUE, 'bonus-code', TRUE)",
            )
            .execute(&mut c)
            .unwrap();
        }
        let (unverified, verified, other) = (
            player(&t, 1).await,
            player(&t, 2).await,
            player(&t, 3).await,
        );
        verify(&t, "joueur2");
        verify(&t, "joueur3");

        // Not yet verified: queued for the next deposit.
        let r = apply(&t, &unverified, "emeraude").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "bonus_code_queued");
        assert_eq!(r.json()["bonus"]["status"], "queued");
        assert_eq!(
            real_and_bonus(&t, &unverified).await,
            ("0.00".into(), "0.00".into())
        );

        // Unknown, or used by this player: refused on the code field.
        for code in ["NOPE", "EMERAUDE", ""] {
            let r = apply(&t, &unverified, code).await;
            assert_eq!((r.status, r.message()), (422, USED.to_owned()), "{code}");
            assert_eq!(r.field("code"), "bonus_code_invalid");
        }

        // Verified: at once.
        let r = apply(&t, &verified, "EMERAUDE").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            (&r.json()["code"], &r.json()["code"]),
            (&json!("bonus_code_applied"), &json!("bonus_code_applied"))
        );
        assert_eq!(r.json()["bonus"]["status"], "active");
        assert_eq!(r.json()["bonus"]["balance"], "10.00");
        assert_eq!(
            real_and_bonus(&t, &verified).await,
            ("0.00".into(), "10.00".into())
        );
        // The player reads of it in the mail box, in their language.
        let title = r.json()["bonus"]["title"].as_str().unwrap().to_owned();
        let inbox = call(&t, "/api/front/get_messages", &verified, json!({})).await;
        let news = &inbox.json()["messages"][0];
        assert_eq!(
            (&news["kind"], &news["subject"]),
            (
                &json!("bonus_credited"),
                &json!(format!("Your bonus \"{title}\" is credited"))
            )
        );
        let body = news["body"].as_str().unwrap();
        assert!(
            body.starts_with("Hello joueur2,\n\n€10.00 of bonus money"),
            "{body}"
        );
        assert_eq!(inbox.json()["unread"], 1);

        // One bonus at a time: the single-use code is refused and stays unused.
        let r = apply(&t, &verified, "NOEL-7Q2K").await;
        assert_eq!((r.status, r.code()), (422, "bonus_active".to_owned()));
        let id = player_bonuses(&t, &verified).await["active"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = call(
            &t,
            "/api/front/cancel_bonus",
            &verified,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = apply(&t, &verified, "NOEL-7Q2K").await;
        assert_eq!(r.json()["code"], "bonus_code_applied", "{}", r.text());

        // Single use: nobody else can have it.
        let r = apply(&t, &other, "noel-7q2k").await;
        assert_eq!((r.status, r.message()), (422, USED.to_owned()));
        assert_eq!(
            real_and_bonus(&t, &other).await,
            ("0.00".into(), "0.00".into())
        );
        audit(&t);
    }
}
