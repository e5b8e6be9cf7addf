//! Complaints through the contact form on every backend, on a moved clock: a signed-in player
//! names one of their bets (admissible for 30 days) or transactions (twelve weeks); the ticket
//! opens with what the complaint is about; a visitor, someone else's reference or a late
//! complaint is refused on the reference field, and nothing is kept.

use crate::common;

use casino_server::clock::Clock;
use common::players::{CARD, call, moto, player, staff};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// 2027-01-15 08:00 UTC.
const NOW: i64 = 1_800_000_000_000;
const DAY: i64 = 24 * 3_600_000;

fn complaint(reference: &str) -> Value {
    json!({ "name": "Léa Martin", "email": "joueur1@example.fr", "subject": "Complaint",
            "message": "This result looks wrong to me.", "reference": reference })
}

async fn sign_in(t: &TestApp, n: usize) -> String {
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn ticket_count(t: &TestApp, agent: &str) -> usize {
    let r = call(
        t,
        "/api/support/get_tickets",
        agent,
        json!({ "status": null }),
    )
    .await;
    r.json()["tickets"].as_array().unwrap().len()
}

#[tokio::test]
async fn a_complaint_names_its_bet_or_transaction_within_its_window() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        let agent = staff(&t, 2, "support").await;
        let deposit = moto(&t, &token, "100", "d-1", CARD).await.json();
        let order = deposit["transaction"]["id"].as_str().unwrap().to_owned();
        let bet = json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem("b-1"),
                          "bet": { "engine": "roulette", "bets": [{ "kind": "straight", "numbers": [7], "cents": 100 }] } });
        let round = call(&t, "/api/game/bet", &token, bet).await.json()["id"]
            .as_str()
            .unwrap()
            .to_owned();

        // A visitor cannot name one; nor can a player name someone else's.
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &complaint(&round).to_string(),
                &[],
            )
            .await;
        assert_eq!(
            (r.status, r.field("reference")),
            (422, "complaint_sign_in".into())
        );
        let other = player(&t, 3).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &other,
            complaint(&round),
        )
        .await;
        assert_eq!(
            r.json()["error"]["fields"]["reference"]["code"],
            "complaint_reference_unknown"
        );
        assert_eq!(ticket_count(&t, &agent).await, 0);

        // On the 30th day the bet is still admissible, and the ticket says what it is about.
        clock.set(NOW + 30 * DAY);
        let token = sign_in(&t, 1).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            complaint(&round),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = sign_in(&t, 2).await;
        let tickets = call(
            &t,
            "/api/support/get_tickets",
            &agent,
            json!({ "status": null }),
        )
        .await
        .json();
        let id = tickets["tickets"][0]["id"].as_str().unwrap().to_owned();
        let view = call(&t, "/api/support/get_ticket", &agent, json!({ "id": id }))
            .await
            .json();
        assert_eq!(
            view["messages"][0]["body"],
            format!(
                "Complaint about bet {round} of 2027.01.15 08:00:00 (UTC)\n\nThis result looks wrong to me."
            )
        );

        // A day later it is not; the deposit still is, until twelve weeks have passed.
        clock.set(NOW + 31 * DAY);
        let token = sign_in(&t, 1).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            complaint(&round),
        )
        .await;
        assert_eq!(
            (
                r.status,
                r.json()["error"]["fields"]["reference"]["message"].clone()
            ),
            (
                422,
                json!(
                    "A complaint about a bet must reach us within 30 days: this bet was placed on 2027.01.15 08:00:00 (UTC)."
                )
            )
        );
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            complaint(&order),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        clock.set(NOW + 84 * DAY + 1);
        let token = sign_in(&t, 1).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            complaint(&order),
        )
        .await;
        assert_eq!(r.field("reference"), "complaint_too_late");
        // Without a reference, a message is a message, whenever it is sent.
        let mut plain = complaint("");
        plain["reference"] = Value::Null;
        let r = call(&t, "/api/front/player_send_message", &token, plain).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = sign_in(&t, 2).await;
        assert_eq!(ticket_count(&t, &agent).await, 3);
    }
}
