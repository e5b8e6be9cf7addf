//! The weekly bonus every Wednesday and the monthly bonus on the 1st on every backend: given once
//! per player and period even when two instances look at once or one looks again, told in the
//! mail box, taken with a deposit while it lasts (not claimed alone), never given to a player on
//! a break or whose account is closed, and gone when its time runs out. Every test ends with the
//! ledger audit.

use crate::common;

use casino_server::AppState;
use casino_server::bonuses::{BonusSchedule, run_due_periodic, run_schedule_once};
use casino_server::clock::Clock;
use casino_server::db::Backend;
use casino_server::ids::PlayerId;
use casino_server::player::{self, Status};
use common::players::{
    CARD, audit, call, card, deposit_offers, player, player_bonuses, real_and_bonus,
};
use common::{TestApp, TestResponse, backends, spawn_at};
use diesel::prelude::*;
use serde_json::{Value, json};

const DAY: i64 = 24 * 60 * 60 * 1000;
const HOUR: i64 = 60 * 60 * 1000;
/// Wednesday 25 November 2026, 00:05 UTC (ISO week 2026-W48).
const WEDNESDAY: i64 = 1_795_564_800_000 + 5 * 60 * 1000;
/// Tuesday 1 December 2026, 00:05 UTC.
const FIRST_OF_DECEMBER: i64 = 1_796_083_200_000 + 5 * 60 * 1000;

async fn sign_in(t: &TestApp, n: usize) -> String {
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

fn id_of(t: &TestApp, n: usize) -> PlayerId {
    let mut c = t.state.db.pool.get().unwrap();
    player::find_by_login(&mut c, &format!("joueur{n}"))
        .unwrap()
        .unwrap()
        .id
}

/// Every bonus source the database holds for player `n`.
fn sources(t: &TestApp, n: usize) -> Vec<String> {
    use casino_server::db::schema::player_bonuses::dsl::*;
    let who = id_of(t, n);
    let mut c = t.state.db.pool.get().unwrap();
    player_bonuses
        .filter(player_id.eq(&who))
        .select(source)
        .order(source)
        .load(&mut c)
        .unwrap()
}

/// The subjects of the player's mail box messages of kind `bonus_offered`.
async fn bonus_news(t: &TestApp, token: &str) -> Vec<String> {
    let r = call(t, "/api/front/get_messages", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "bonus_offered")
        .map(|m| m["subject"].as_str().unwrap().to_owned())
        .collect()
}

async fn deposit(t: &TestApp, token: &str, amount: &str, key: &str, bonus: &str) -> TestResponse {
    let body = json!({ "amount": amount, "currency": "EUR", "idempotency_key": common::idem(key),
                       "card": card(CARD), "bonus": bonus });
    call(t, "/api/front/moto_deposit_processor", token, body).await
}

fn of_kind<'a>(list: &'a Value, kind: &str) -> &'a Value {
    let found: Vec<&Value> = list
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["kind"] == kind)
        .collect();
    assert_eq!(found.len(), 1, "{list}");
    found[0]
}

fn only(list: &Value) -> &Value {
    let all = list.as_array().unwrap();
    assert_eq!(all.len(), 1, "{list}");
    &all[0]
}

#[tokio::test]
async fn the_wednesday_bonus_is_given_once_per_player_by_two_instances_and_told() {
    for b in backends() {
        let clock = Clock::manual(WEDNESDAY - DAY);
        let t = spawn_at(b, &[], clock.clone());
        player(&t, 1).await;
        let resting = player(&t, 2).await;
        player(&t, 3).await;
        let r = call(
            &t,
            "/api/front/take_break",
            &resting,
            json!({ "kind": "self_exclusion", "length": "10" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        {
            let mut c = t.state.db.pool.get().unwrap();
            player::set_status(&mut c, &id_of(&t, 3), Status::Closed, WEDNESDAY - DAY).unwrap();
        }

        // Wednesday: two instances on one database look at the same moment.
        clock.set(WEDNESDAY);
        let second = AppState::with_clock((*t.state.config).clone(), clock.clone()).unwrap();
        let (one, two) = tokio::join!(
            run_due_periodic(&t.state.db, BonusSchedule::Weekly, WEDNESDAY),
            run_due_periodic(&second.db, BonusSchedule::Weekly, WEDNESDAY),
        );
        assert_eq!(one.unwrap() + two.unwrap(), 1, "{}", b.name());
        // A later look or a restart gives nothing more. The whole schedule gives the month's
        // bonus too, November's still running (down on the 1st, it is caught up), once.
        run_schedule_once(&second.bonuses).await;
        run_schedule_once(&t.state.bonuses).await;
        assert_eq!(
            run_due_periodic(&t.state.db, BonusSchedule::Weekly, WEDNESDAY + 6 * DAY)
                .await
                .unwrap(),
            0
        );
        let player1 = id_of(&t, 1);
        assert_eq!(
            sources(&t, 1),
            [
                format!("monthly:{player1}:2026-11"),
                format!("weekly:{player1}:2026-W48")
            ]
        );
        // On a break, or closed: nothing.
        assert_eq!(sources(&t, 2), Vec::<String>::new());
        assert_eq!(sources(&t, 3), Vec::<String>::new());

        let playing = sign_in(&t, 1).await;
        let mine = player_bonuses(&t, &playing).await;
        let weekly = of_kind(&mine["claimable"], "weekly");
        assert_eq!(
            (
                weekly["status"].as_str(),
                weekly["with_deposit"].as_bool(),
                weekly["amount"].as_str(),
                weekly["expires_at"].as_i64(),
            ),
            (
                Some("offered"),
                Some(true),
                Some("0.00"),
                Some(WEDNESDAY - 5 * 60 * 1000 + 7 * DAY)
            )
        );
        assert_eq!(
            of_kind(&mine["claimable"], "monthly")["expires_at"],
            FIRST_OF_DECEMBER - 5 * 60 * 1000
        );
        let mut news = bonus_news(&t, &playing).await;
        news.sort();
        assert_eq!(
            news,
            [
                "\"Monthly bonus\" is yours until 2026.12.01 00:00:00",
                "\"Weekly bonus\" is yours until 2026.12.02 00:00:00"
            ]
        );
        // Taken with a deposit, not claimed alone.
        let id = weekly["id"].as_str().unwrap();
        let r = call(&t, "/api/front/claim_bonus", &playing, json!({ "id": id })).await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "This bonus needs a deposit of at least €20.00.".to_owned()
            )
        );
        assert_eq!(
            deposit_offers(&t, &playing).await,
            ["welcome", "weekly", "monthly"]
        );
        let resting = sign_in(&t, 2).await;
        assert_eq!(bonus_news(&t, &resting).await, Vec::<String>::new());

        // Unused, it runs out with the week; the next Wednesday gives the next one.
        clock.set(WEDNESDAY + 7 * DAY);
        assert_eq!(
            run_due_periodic(&t.state.db, BonusSchedule::Weekly, WEDNESDAY + 7 * DAY)
                .await
                .unwrap(),
            1
        );
        let playing = sign_in(&t, 1).await;
        let mine = player_bonuses(&t, &playing).await;
        let ended: Vec<&str> = mine["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["status"].as_str().unwrap())
            .collect();
        assert_eq!(ended, ["expired", "expired"]);
        assert_eq!(
            only(&mine["claimable"])["expires_at"],
            WEDNESDAY - 5 * 60 * 1000 + 14 * DAY
        );
        assert_eq!(bonus_news(&t, &playing).await.len(), 3);
        assert_eq!(
            real_and_bonus(&t, &playing).await,
            ("0.00".into(), "0.00".into())
        );
        audit(&t);
    }
}

/// Player 1, two days before the 1st of December, with a first deposit of 50.00 whose welcome
/// bonus they gave up: free for the monthly bonus.
async fn free_of_bonuses_before_the_first(b: Backend) -> (TestApp, Clock) {
    let clock = Clock::manual(FIRST_OF_DECEMBER - 2 * DAY);
    let t = spawn_at(b, &[], clock.clone());
    let token = player(&t, 1).await;
    let r = deposit(&t, &token, "50", "d-1", "welcome").await;
    assert_eq!(r.status, 200, "{}", r.text());
    let id = player_bonuses(&t, &token).await["active"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let r = call(&t, "/api/front/cancel_bonus", &token, json!({ "id": id })).await;
    assert_eq!(r.status, 200, "{}", r.text());
    (t, clock)
}

#[tokio::test]
async fn the_monthly_bonus_is_given_on_the_first_once_told_and_taken_with_a_deposit() {
    for b in backends() {
        let (t, clock) = free_of_bonuses_before_the_first(b).await;

        // The 1st: given once, however many looks.
        clock.set(FIRST_OF_DECEMBER);
        let second = AppState::with_clock((*t.state.config).clone(), clock.clone()).unwrap();
        let (one, two) = tokio::join!(
            run_due_periodic(&t.state.db, BonusSchedule::Monthly, FIRST_OF_DECEMBER),
            run_due_periodic(&second.db, BonusSchedule::Monthly, FIRST_OF_DECEMBER),
        );
        assert_eq!(one.unwrap() + two.unwrap(), 1, "{}", b.name());
        assert_eq!(
            run_due_periodic(
                &t.state.db,
                BonusSchedule::Monthly,
                FIRST_OF_DECEMBER + HOUR
            )
            .await
            .unwrap(),
            0
        );
        let player1 = id_of(&t, 1);
        let monthly = format!("monthly:{player1}:2026-12");
        assert!(sources(&t, 1).contains(&monthly), "{:?}", sources(&t, 1));

        // Told in the mail box, with the terms in the player's language and currency.
        let token = sign_in(&t, 1).await;
        let r = call(&t, "/api/front/get_messages", &token, json!({})).await;
        let messages = r.json();
        let told: Vec<&Value> = messages["messages"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["kind"] == "bonus_offered")
            .collect();
        assert_eq!(told.len(), 1, "{}", r.text());
        assert_eq!(
            told[0]["subject"],
            "\"Monthly bonus\" is yours until 2026.12.31 00:00:00"
        );
        let body = told[0]["body"].as_str().unwrap();
        assert!(
            body.contains("25% of your deposit up to €250.00, from a deposit of €20.00."),
            "{body}"
        );

        // Four days later, still there: a deposit below its minimum is refused and it waits on.
        clock.set(FIRST_OF_DECEMBER + 4 * DAY);
        let token = sign_in(&t, 1).await;
        assert_eq!(deposit_offers(&t, &token).await, ["reload", "monthly"]);
        let r = deposit(&t, &token, "10", "d-2", "monthly").await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "This bonus needs a deposit of at least €20.00.".to_owned()
            )
        );
        let waiting = player_bonuses(&t, &token).await;
        assert_eq!(only(&waiting["claimable"])["kind"], "monthly");

        // Taken with a deposit of 40.00: 25 % of it, wagered 30 times.
        let r = deposit(&t, &token, "40", "d-3", "monthly").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("90.00".into(), "10.00".into())
        );
        let mine = player_bonuses(&t, &token).await;
        assert_eq!(mine["claimable"], json!([]));
        let active = &mine["active"];
        assert_eq!(
            (
                active["kind"].as_str(),
                active["deposit"].as_str(),
                active["amount"].as_str(),
                active["wagering_required"].as_str(),
                active["with_deposit"].as_bool(),
                active["expires_at"].as_i64(),
            ),
            (
                Some("monthly"),
                Some("40.00"),
                Some("10.00"),
                Some("300.00"),
                Some(false),
                Some(FIRST_OF_DECEMBER + 4 * DAY + 30 * DAY)
            )
        );
        // Once a month: no second one, and no other offer while it is active.
        assert_eq!(deposit_offers(&t, &token).await, Vec::<String>::new());
        assert_eq!(
            run_due_periodic(
                &t.state.db,
                BonusSchedule::Monthly,
                FIRST_OF_DECEMBER + 4 * DAY
            )
            .await
            .unwrap(),
            0
        );
        let given: Vec<String> = sources(&t, 1)
            .into_iter()
            .filter(|s| s.starts_with("monthly:"))
            .collect();
        assert_eq!(given, [monthly]);
        audit(&t);
    }
}

/// Two deposits sent at once, both naming the one waiting monthly bonus: one takes it, the other
/// is refused whole (no money moves for it), and the bonus is paid once. On PostgreSQL the two
/// requests really run together.
#[tokio::test]
async fn two_deposits_racing_for_one_waiting_bonus_take_it_once() {
    for b in backends() {
        let (t, clock) = free_of_bonuses_before_the_first(b).await;
        clock.set(FIRST_OF_DECEMBER);
        assert_eq!(
            run_due_periodic(&t.state.db, BonusSchedule::Monthly, FIRST_OF_DECEMBER)
                .await
                .unwrap(),
            1
        );
        let token = sign_in(&t, 1).await;

        let (one, two) = tokio::join!(
            deposit(&t, &token, "40", "race-1", "monthly"),
            deposit(&t, &token, "40", "race-2", "monthly"),
        );
        let mut statuses = [one.status, two.status];
        statuses.sort_unstable();
        assert_eq!(
            statuses,
            [200, 422],
            "{}: {} / {}",
            b.name(),
            one.text(),
            two.text()
        );
        // 50.00 first, then one deposit of 40.00 with its 25 %: the refused one left nothing.
        assert_eq!(
            real_and_bonus(&t, &token).await,
            ("90.00".into(), "10.00".into()),
            "{}",
            b.name()
        );
        let mine = player_bonuses(&t, &token).await;
        assert_eq!(mine["active"]["kind"], "monthly");
        assert_eq!(mine["active"]["amount"], "10.00");
        assert_eq!(mine["claimable"], json!([]));
        audit(&t);
    }
}
