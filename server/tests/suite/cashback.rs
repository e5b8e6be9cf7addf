//! The Monday cashback on every backend: a share of the week's net real-money loss, given once
//! per player and week even when two instances on one database look at once, caught up after
//! downtime, claimed by the player from the bonuses tab (one bonus at a time), and expired when
//! left unclaimed. Every test ends with the ledger audit.

use crate::common;

use casino_server::AppState;
use casino_server::bonuses::{run_due_cashback, run_schedule_once};
use casino_server::clock::Clock;
use casino_server::ids::PlayerId;
use common::players::{
    CARD, audit, call, deposit_offers, fund, moto, player, player_bonuses, real_and_bonus,
};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, noon UTC (ISO week 2026-W48).
const TUESDAY_NOON: i64 = 1_795_521_600_000;
const DAY: i64 = 24 * 60 * 60 * 1000;
const HOUR: i64 = 60 * 60 * 1000;
/// Monday 30 November 2026, 00:05 UTC: the first look of week 2026-W49.
const NEXT_MONDAY: i64 = TUESDAY_NOON + 5 * DAY + 12 * HOUR + 5 * 60 * 1000;

/// `spins` rounds of European roulette with 1.00 on each of the 37 numbers: 37.00 staked and
/// 36.00 won back every time, so each spin loses exactly 1.00 whatever the ball does.
async fn lose(t: &TestApp, token: &str, spins: usize, key: &str) {
    let bets: Vec<Value> = (0..37)
        .map(|n| json!({ "kind": "straight", "numbers": [n], "cents": 100 }))
        .collect();
    for i in 0..spins {
        let body = json!({
            "game_id": "classic-european-roulette", "mode": "real",
            "bet": { "engine": "roulette", "bets": bets }, "idempotency_key": common::idem(format!("{key}-{i}")),
        });
        let r = call(t, "/api/game/bet", token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
}

async fn sign_in(t: &TestApp, n: usize) -> String {
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

/// The cashback bonuses of a list, leaving out the other kinds the schedule gives.
fn cashbacks(list: &Value) -> Value {
    list.as_array()
        .unwrap()
        .iter()
        .filter(|b| b["kind"] == "cashback")
        .cloned()
        .collect()
}

fn field<'a>(list: &'a Value, key: &str) -> Vec<&'a str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|b| b[key].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn monday_cashback_is_given_once_by_two_instances_and_claimed() {
    for b in backends() {
        let clock = Clock::manual(TUESDAY_NOON);
        let t = spawn_at(b, &[], clock.clone());
        let (loser, idle) = (player(&t, 1).await, player(&t, 2).await);
        assert_eq!(moto(&t, &loser, "100", "d-1", CARD).await.status, 200);
        assert_eq!(moto(&t, &idle, "100", "d-2", CARD).await.status, 200);
        lose(&t, &loser, 20, "w48").await;
        assert_eq!(
            real_and_bonus(&t, &loser).await,
            ("80.00".into(), "0.00".into())
        );

        // The first look ever, on Tuesday, owes only week 47, when nobody played.
        let now = clock.now_millis();
        assert_eq!(run_due_cashback(&t.state.db, now).await.unwrap(), 0);

        // Monday: two instances on one database look at the same moment.
        clock.set(NEXT_MONDAY);
        let second = AppState::with_clock((*t.state.config).clone(), clock.clone()).unwrap();
        let (one, two) = tokio::join!(
            run_due_cashback(&t.state.db, NEXT_MONDAY),
            run_due_cashback(&second.db, NEXT_MONDAY),
        );
        assert_eq!(one.unwrap() + two.unwrap(), 1, "{}", b.name());
        // A later look, or a restart, gives nothing more (the whole schedule gives the week's
        // and the month's bonuses, which wait for a deposit: `scheduled_bonuses`).
        run_schedule_once(&second.bonuses).await;
        assert_eq!(
            run_due_cashback(&t.state.db, NEXT_MONDAY + HOUR)
                .await
                .unwrap(),
            0
        );

        // 10 % of the 20.00 lost, waiting to be claimed; nothing for the player who did not play.
        let (loser, idle) = (sign_in(&t, 1).await, sign_in(&t, 2).await);
        let mine = player_bonuses(&t, &loser).await;
        assert_eq!(field(&cashbacks(&mine["claimable"]), "kind"), ["cashback"]);
        assert_eq!(field(&cashbacks(&mine["claimable"]), "amount"), ["2.00"]);
        assert_eq!(field(&cashbacks(&mine["claimable"]), "status"), ["offered"]);
        assert_eq!(
            field(&cashbacks(&mine["claimable"]), "wagering_required"),
            ["2.00"]
        );
        assert!(mine["active"].is_null());
        assert_eq!(
            cashbacks(&player_bonuses(&t, &idle).await["claimable"]),
            json!([])
        );
        assert_eq!(
            real_and_bonus(&t, &loser).await,
            ("80.00".into(), "0.00".into())
        );

        let id = cashbacks(&mine["claimable"])[0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        // Not the other player's to claim.
        let r = call(&t, "/api/front/claim_bonus", &idle, json!({ "id": id })).await;
        assert_eq!(
            (r.status, r.code()),
            (409, "bonus_not_claimable".to_owned())
        );
        let r = call(&t, "/api/front/claim_bonus", &loser, json!({ "id": id })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["status"], "active");
        assert_eq!(r.json()["balance"], "2.00");
        assert_eq!(r.json()["expires_at"], NEXT_MONDAY + 7 * DAY);
        assert_eq!(
            real_and_bonus(&t, &loser).await,
            ("80.00".into(), "2.00".into())
        );
        let mine = player_bonuses(&t, &loser).await;
        assert_eq!(mine["active"]["id"], id.as_str());
        assert_eq!(cashbacks(&mine["claimable"]), json!([]));
        // Claimed once: a second claim moves nothing.
        let r = call(&t, "/api/front/claim_bonus", &loser, json!({ "id": id })).await;
        assert_eq!(
            (r.status, r.code()),
            (409, "bonus_not_claimable".to_owned())
        );
        assert_eq!(
            real_and_bonus(&t, &loser).await,
            ("80.00".into(), "2.00".into())
        );
        audit(&t);
    }
}

#[tokio::test]
async fn weeks_missed_in_downtime_are_caught_up_once_and_unclaimed_cashback_expires() {
    for b in backends() {
        let clock = Clock::manual(TUESDAY_NOON);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100", "d-1", CARD).await.status, 200);
        assert_eq!(
            run_due_cashback(&t.state.db, TUESDAY_NOON).await.unwrap(),
            0
        );
        lose(&t, &token, 10, "w48").await;

        // Down from Tuesday to the Tuesday after next: week 49 is played but nobody looks on
        // its Monday.
        clock.set(TUESDAY_NOON + 7 * DAY);
        let token = sign_in(&t, 1).await;
        lose(&t, &token, 30, "w49").await;
        clock.set(TUESDAY_NOON + 14 * DAY);
        let now = clock.now_millis();
        assert_eq!(run_due_cashback(&t.state.db, now).await.unwrap(), 2);
        assert_eq!(run_due_cashback(&t.state.db, now).await.unwrap(), 0);

        let token = sign_in(&t, 1).await;
        let mine = player_bonuses(&t, &token).await;
        let mut amounts = field(&mine["claimable"], "amount");
        amounts.sort_unstable();
        assert_eq!(amounts, ["1.00", "3.00"]);
        let id_of = |amount: &str| {
            mine["claimable"]
                .as_array()
                .unwrap()
                .iter()
                .find(|b| b["amount"] == amount)
                .unwrap()["id"]
                .as_str()
                .unwrap()
                .to_owned()
        };
        let (week48, week49) = (id_of("1.00"), id_of("3.00"));

        // One bonus at a time: the second waits until the first has ended.
        let r = call(
            &t,
            "/api/front/claim_bonus",
            &token,
            json!({ "id": week49 }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(
            &t,
            "/api/front/claim_bonus",
            &token,
            json!({ "id": week48 }),
        )
        .await;
        assert_eq!((r.status, r.code()), (422, "bonus_active".to_owned()));
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("60.00".into(), "3.00".into())
        );

        // A week later both have run out: the claimed one's money goes back, the unclaimed one
        // was never money.
        clock.advance(7 * DAY + 1);
        let token = sign_in(&t, 1).await;
        let mine = player_bonuses(&t, &token).await;
        assert!(mine["active"].is_null());
        assert_eq!(mine["claimable"], json!([]));
        assert_eq!(field(&mine["history"], "status"), ["expired", "expired"]);
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("60.00".into(), "0.00".into())
        );
        let r = call(
            &t,
            "/api/front/claim_bonus",
            &token,
            json!({ "id": week48 }),
        )
        .await;
        assert_eq!(r.status, 409, "{}", r.text());
        audit(&t);
    }
}

fn player_id(t: &TestApp, login: &str) -> PlayerId {
    let mut c = t.state.db.pool.get().unwrap();
    casino_server::player::find_by_login(&mut c, login)
        .unwrap()
        .unwrap()
        .id
}

/// A self-excluded player is not courted: no cashback for the week they lost in, no deposit
/// bonus on offer, and a code or a loyalty redemption is refused with their break's message.
#[tokio::test]
async fn a_player_on_a_break_gets_no_cashback_offer_code_or_loyalty_bonus() {
    const EXCLUDED: &str = "You have excluded yourself until 2026.12.04 12:00:00 (UTC): no deposits or play until then. You can still withdraw.";
    for b in backends() {
        let clock = Clock::manual(TUESDAY_NOON);
        let t = spawn_at(b, &[], clock.clone());
        let (playing, resting) = (player(&t, 1).await, player(&t, 2).await);
        assert_eq!(moto(&t, &playing, "100", "d-1", CARD).await.status, 200);
        // Money without a processor's deposit: the welcome bonus stays on offer.
        fund(&t, &player_id(&t, "joueur2"), 10_000);
        lose(&t, &playing, 20, "w48-1").await;
        lose(&t, &resting, 20, "w48-2").await;
        assert_eq!(deposit_offers(&t, &resting).await, ["welcome"]);

        let r = call(
            &t,
            "/api/front/take_break",
            &resting,
            json!({ "kind": "self_exclusion", "length": "10" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert!(deposit_offers(&t, &resting).await.is_empty());
        let code = call(
            &t,
            "/api/front/bonuscode_deposit_processor",
            &resting,
            json!({ "code": "WELCOME100" }),
        )
        .await;
        let points = json!({ "points": "1000", "idempotency_key": common::idem("redeem") });
        let redeem = call(&t, "/api/front/loyalty_redeem_processor", &resting, points).await;
        for r in [code, redeem] {
            assert_eq!(r.status, 403, "{}", r.text());
            assert_eq!(r.json()["error"]["code"], "self_exclusion_active");
            assert_eq!(r.json()["error"]["message"], EXCLUDED);
        }

        clock.set(NEXT_MONDAY);
        assert_eq!(run_due_cashback(&t.state.db, NEXT_MONDAY).await.unwrap(), 1);
        let (playing, resting) = (sign_in(&t, 1).await, sign_in(&t, 2).await);
        assert_eq!(
            field(&player_bonuses(&t, &playing).await["claimable"], "amount"),
            ["2.00"]
        );
        assert_eq!(player_bonuses(&t, &resting).await["claimable"], json!([]));
        assert_eq!(player_bonuses(&t, &resting).await["active"], Value::Null);
        audit(&t);
    }
}
