//! The administrators' bonus calls on every backend: a campaign change is a new version that new
//! bonuses take while a bonus already taken keeps its terms; a new campaign shows on the
//! promotions page; every failing field is refused at once and nothing is written; codes name a
//! campaign; a player's bonuses are read by username; players are refused every call.

use crate::common;

use casino_core::payments::Verification;
use casino_server::clock::Clock;
use casino_server::player::{find_by_username, set_verification};
use common::players::{CARD, admin, audit, call, card, player, player_bonuses};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, noon UTC.
const TUESDAY_NOON: i64 = 1_795_521_600_000;

const STAFF_CALLS: [&str; 4] = [
    "/api/admin/get_bonus_campaigns",
    "/api/admin/save_bonus_campaign",
    "/api/admin/save_bonus_code",
    "/api/admin/get_player_bonuses",
];

fn contributions() -> Value {
    json!([{ "category": "slots", "percent": "100" }, { "category": "roulette", "percent": "10" }])
}

/// The welcome campaign's EUR terms as shipped, with `changes` on top.
fn welcome(changes: Value) -> Value {
    let mut body = json!({
        "id": "welcome", "currency": "EUR", "kind": "welcome", "percent": "100", "fixed": "0",
        "min_deposit": "20.00", "max_bonus": "200.00", "wagering_multiple": "30",
        "validity_days": "30", "max_bet": "5.00", "position": "1", "active": true,
        "contributions": contributions()
    });
    for (k, v) in changes.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

async fn deposit_with_welcome(t: &TestApp, token: &str, key: &str) {
    let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem(key),
                       "card": card(CARD), "bonus": "welcome" });
    let r = call(t, "/api/front/moto_deposit_processor", token, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

async fn campaigns(t: &TestApp, token: &str) -> Value {
    let r = call(t, STAFF_CALLS[0], token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

#[tokio::test]
async fn a_changed_campaign_is_a_new_version_and_a_taken_bonus_keeps_its_terms() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let boss = admin(&t).await;
        let before = player(&t, 1).await;
        deposit_with_welcome(&t, &before, "d-1").await;

        let r = call(
            &t,
            STAFF_CALLS[1],
            &boss,
            welcome(json!({ "wagering_multiple": "10" })),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["message"], "The campaign is saved as version 2.");
        let saved = &r.json()["campaign"];
        assert_eq!(
            (
                &saved["version"],
                &saved["wagering_multiple"],
                &saved["changed_by"]
            ),
            (&json!(2), &json!("10"), &json!("joueur999"))
        );
        assert_eq!(saved["texts"].as_array().unwrap().len(), 11);

        // The list shows the newest version; the other currencies are untouched.
        let list = campaigns(&t, &boss).await;
        let versions: Vec<(String, i64)> = list["campaigns"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["id"] == "welcome")
            .map(|c| {
                (
                    c["currency"].as_str().unwrap().to_owned(),
                    c["version"].as_i64().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            versions,
            [
                ("EUR".to_owned(), 2),
                ("INR".to_owned(), 1),
                ("USD".to_owned(), 1)
            ]
        );

        let after = player(&t, 2).await;
        deposit_with_welcome(&t, &after, "d-2").await;
        let required = |v: &Value| {
            v["active"]["wagering_required"]
                .as_str()
                .unwrap()
                .to_owned()
        };
        assert_eq!(required(&player_bonuses(&t, &before).await), "1500.00");
        assert_eq!(required(&player_bonuses(&t, &after).await), "500.00");
        audit(&t);
    }
}

#[tokio::test]
async fn a_new_campaign_and_its_code_reach_the_page_and_the_player() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let boss = admin(&t).await;
        let body = json!({
            "id": "quick-code", "currency": "EUR", "kind": "code", "percent": "0", "fixed": "5",
            "min_deposit": "0", "max_bonus": "0", "wagering_multiple": "1", "validity_days": "7",
            "max_bet": "2", "position": "9", "active": true, "contributions": contributions(),
            "texts": [{ "lang": "fr", "title": "Code express", "summary": "5 € pour essayer.",
                        "terms": "{bonus} misés {wagering} fois en {days} jours." }]
        });
        let r = call(&t, STAFF_CALLS[1], &boss, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["campaign"]["version"], 1);

        let page = t
            .post_with(
                "/api/front/get_promotion_template",
                r#"{"id":"quick-code"}"#,
                &[("accept-language", "fr")],
            )
            .await;
        assert_eq!(page.status, 200, "{}", page.text());
        let shown = &page.json()["promotions"][0];
        assert_eq!(shown["title"], "Code express");
        assert_eq!(shown["terms"], "5,00\u{a0}€ misés 1 fois en 7 jours.");

        let code = json!({ "code": " quick5 ", "campaign_id": "quick-code", "single_use": false, "active": true });
        let r = call(&t, STAFF_CALLS[2], &boss, code).await;
        assert_eq!(
            (r.status, r.json()["code"].clone()),
            (200, json!("bonus_code_saved"))
        );
        let codes = campaigns(&t, &boss).await["codes"].clone();
        assert!(
            codes.as_array().unwrap().contains(
                &json!({ "code": "QUICK5", "campaign_id": "quick-code", "single_use": false, "active": true })
            ),
            "{codes}"
        );

        let token = player(&t, 1).await;
        {
            let mut c = t.state.db.pool.get().unwrap();
            let p = find_by_username(&mut c, "joueur1").unwrap().unwrap();
            set_verification(&mut c, &p.id, Verification::Verified, TUESDAY_NOON).unwrap();
        }
        let r = call(
            &t,
            "/api/front/bonuscode_deposit_processor",
            &token,
            json!({ "code": "QUICK5" }),
        )
        .await;
        assert_eq!(
            (r.status, r.json()["code"].clone()),
            (200, json!("bonus_code_applied"))
        );

        let r = call(&t, STAFF_CALLS[3], &boss, json!({ "username": "JOUEUR1" })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let seen = r.json();
        assert_eq!(seen["username"], "joueur1");
        assert_eq!(
            (
                &seen["bonuses"]["active"]["campaign_id"],
                &seen["bonuses"]["active"]["amount"],
                &seen["bonuses"]["active"]["wagering_required"]
            ),
            (&json!("quick-code"), &json!("5.00"), &json!("5.00"))
        );
        let r = call(&t, STAFF_CALLS[3], &boss, json!({ "username": "nobody" })).await;
        assert_eq!((r.status, r.code()), (404, "player_not_found".to_owned()));
        audit(&t);
    }
}

#[tokio::test]
async fn bad_campaigns_and_codes_are_refused_field_by_field_and_nothing_is_written() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let boss = admin(&t).await;
        let bad = welcome(json!({
            "currency": "GBP", "percent": "0", "wagering_multiple": "101", "validity_days": "",
            "max_bet": "1,5.0", "position": "-1",
            "contributions": [{ "category": "lottery-x", "percent": "50" }]
        }));
        let r = call(&t, STAFF_CALLS[1], &boss, bad).await;
        assert_eq!(r.status, 422, "{}", r.text());
        let fields = r.json()["error"]["fields"].clone();
        let message = |f: &str| fields[f]["message"].as_str().unwrap_or_default().to_owned();
        assert_eq!(message("currency"), "Please choose a value from the list.");
        assert_eq!(
            message("percent"),
            "A bonus is either a percent of the deposit or a fixed amount: fill in one of the two."
        );
        assert_eq!(
            message("wagering_multiple"),
            "The number must be between 1 and 100."
        );
        assert_eq!(message("validity_days"), "Field required");
        assert_eq!(message("max_bet"), "Please enter valid number.");
        assert_eq!(message("position"), "Please enter valid number.");
        assert_eq!(
            message("contributions"),
            "Please choose a value from the list."
        );
        assert_eq!(fields.as_object().unwrap().len(), 7, "{fields}");

        // A new campaign needs its words; a wrong slug is named.
        let r = call(
            &t,
            STAFF_CALLS[1],
            &boss,
            welcome(json!({ "id": "new-one" })),
        )
        .await;
        assert_eq!(
            (r.status, r.field("texts")),
            (422, "field_required".to_owned())
        );
        let r = call(
            &t,
            STAFF_CALLS[1],
            &boss,
            welcome(json!({ "id": "Nouvelle offre" })),
        )
        .await;
        assert_eq!(
            r.json()["error"]["fields"]["id"]["message"],
            "Use 2 to 40 lowercase letters, digits or hyphens, starting with a letter."
        );
        let list = campaigns(&t, &boss).await;
        assert!(
            list["campaigns"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["version"] == 1)
        );

        let r = call(
            &t,
            STAFF_CALLS[2],
            &boss,
            json!({ "code": "ab", "campaign_id": null, "single_use": true, "active": true }),
        )
        .await;
        assert_eq!(
            (r.status, r.message()),
            (422, "Use 4 to 32 capital letters or digits.".to_owned())
        );
        let r = call(&t, STAFF_CALLS[2], &boss,
            json!({ "code": "NOPE2026", "campaign_id": "no-such", "single_use": true, "active": true })).await;
        assert_eq!((r.status, r.code()), (422, "campaign_not_found".to_owned()));
        assert!(
            !campaigns(&t, &boss).await["codes"]
                .to_string()
                .contains("NOPE2026")
        );
    }
}

#[tokio::test]
async fn players_are_refused_every_bonus_staff_call() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        for path in STAFF_CALLS {
            let r = call(&t, path, &token, json!({})).await;
            assert_eq!(
                (r.status, r.code()),
                (403, "forbidden".to_owned()),
                "{path}"
            );
        }
    }
}
