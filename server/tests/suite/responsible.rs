//! Responsible gaming on every backend, on a moved clock: deposit limits (a lower one at once, a
//! higher one after 24 hours, two deposits at once never passing one) and breaks (no deposit and
//! no real-money bet until they end, never shortened, withdrawals still open).

use crate::common;

use casino_server::clock::Clock;
use common::players::{CARD, admin, audit, call, moto, player, real_balance};
use common::{TestApp, backends, spawn_at};
use serde_json::{Value, json};

const NOW: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;

async fn limits(
    t: &TestApp,
    token: &str,
    day: &str,
    week: &str,
    month: &str,
) -> common::TestResponse {
    let body = json!({ "deposit_day": day, "deposit_week": week, "deposit_month": month });
    call(t, "/api/front/set_limits", token, body).await
}

async fn view(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_responsible_gaming", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

/// A fresh token after the clock moved past the first one's life.
async fn sign_in_again(t: &TestApp) -> String {
    let r = t.login("joueur1", "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

fn day_limit(v: &Value) -> (Value, Value, Value) {
    let d = &v["limits"][0];
    assert_eq!(
        (&d["kind"], &d["period"]),
        (&json!("deposit"), &json!("day"))
    );
    (d["amount"].clone(), d["used"].clone(), d["pending"].clone())
}

#[tokio::test]
async fn a_lower_limit_applies_at_once_and_a_higher_one_after_a_day() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;

        // A week's limit below the day's makes no sense: named on the week.
        let r = limits(&t, &token, "100", "50", "").await;
        assert_eq!(
            (r.status, r.field("deposit_week")),
            (422, "limit_below_shorter".into())
        );
        assert_eq!(
            r.json()["error"]["fields"]["deposit_week"]["message"],
            "This limit must be at least the shorter period's: €100.00."
        );

        let r = limits(&t, &token, "100", "", "").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "limits_saved");
        assert_eq!(
            day_limit(&r.json()["responsible"]),
            (json!("100.00"), json!("0.00"), Value::Null)
        );

        assert_eq!(moto(&t, &token, "80", "d-1", CARD).await.status, 200);
        let r = moto(&t, &token, "30", "d-2", CARD).await;
        assert_eq!(
            (
                r.status,
                r.field("amount"),
                r.json()["error"]["fields"]["amount"]["message"].clone()
            ),
            (
                422,
                "deposit_limit_day".into(),
                json!("This is over your 24-hour deposit limit: €20.00 left.")
            )
        );
        assert_eq!(real_balance(&t, &token).await, "80.00");

        // A raise waits 24 hours; the limit in force still holds meanwhile.
        let r = limits(&t, &token, "500", "", "").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            day_limit(&r.json()["responsible"]),
            (
                json!("100.00"),
                json!("80.00"),
                json!({ "amount": "500.00", "from": NOW + 24 * HOUR })
            )
        );
        assert_eq!(moto(&t, &token, "30", "d-3", CARD).await.status, 422);
        clock.advance(24 * HOUR);
        let token = sign_in_again(&t).await;
        assert_eq!(
            day_limit(&view(&t, &token).await),
            (json!("500.00"), json!("0.00"), Value::Null)
        );
        assert_eq!(moto(&t, &token, "300", "d-4", CARD).await.status, 200);

        // Lowering applies at once; typing the limit in force back cancels a waiting raise.
        let r = limits(&t, &token, "300", "", "").await;
        assert_eq!(day_limit(&r.json()["responsible"]).0, json!("300.00"));
        let r = limits(&t, &token, "", "", "").await;
        assert_eq!(
            day_limit(&r.json()["responsible"]).2,
            json!({ "amount": null, "from": NOW + 48 * HOUR })
        );
        let r = limits(&t, &token, "300", "", "").await;
        assert_eq!(
            day_limit(&r.json()["responsible"]),
            (json!("300.00"), json!("300.00"), Value::Null)
        );
        clock.advance(25 * HOUR);
        let token = sign_in_again(&t).await;
        assert_eq!(day_limit(&view(&t, &token).await).0, json!("300.00"));
        audit(&t);
    }
}

#[tokio::test]
async fn two_deposits_at_once_never_pass_a_limit() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let token = player(&t, 1).await;
        assert_eq!(limits(&t, &token, "100", "", "").await.status, 200);
        let (a, b2) = tokio::join!(
            moto(&t, &token, "60", "d-a", CARD),
            moto(&t, &token, "60", "d-b", CARD)
        );
        let mut statuses = [a.status, b2.status];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 422], "{} / {}", a.text(), b2.text());
        assert_eq!(real_balance(&t, &token).await, "60.00");
        audit(&t);
    }
}

#[tokio::test]
async fn a_break_refuses_deposits_and_real_bets_until_it_ends_but_not_withdrawals() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let boss = admin(&t).await;
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100", "d-1", CARD).await.status, 200);
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            json!({ "username": "joueur1", "verification": "verified" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        // 9 spins of 1.00 on every number: 333.00 staked (the deposit is wagered 3 times), 9.00 lost.
        let bets: Vec<Value> = (0..37)
            .map(|n| json!({ "kind": "straight", "numbers": [n], "cents": 100 }))
            .collect();
        let spin = |key: String| {
            json!({ "game_id": "classic-european-roulette", "mode": "real",
                    "bet": { "engine": "roulette", "bets": bets.clone() }, "idempotency_key": common::idem(key) })
        };
        for i in 0..9 {
            let r = call(&t, "/api/game/bet", &token, spin(format!("s-{i}"))).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }

        for (kind, length, code) in [
            ("holiday", "1", "choice_invalid"),
            ("time_out", "5", "choice_invalid"),
        ] {
            let r = call(
                &t,
                "/api/front/take_break",
                &token,
                json!({ "kind": kind, "length": length }),
            )
            .await;
            assert_eq!(r.status, 422, "{kind}");
            assert!(
                r.field("kind") == code || r.field("length") == code,
                "{}",
                r.text()
            );
        }
        let r = call(
            &t,
            "/api/front/take_break",
            &token,
            json!({ "kind": "self_exclusion", "length": "2" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "break_started");
        assert_eq!(
            r.json()["responsible"]["break"],
            json!({ "kind": "self_exclusion", "until": NOW + 48 * HOUR })
        );
        // A shorter time-out does not shorten it.
        let r = call(
            &t,
            "/api/front/take_break",
            &token,
            json!({ "kind": "time_out", "length": "1" }),
        )
        .await;
        assert_eq!(r.json()["responsible"]["break"]["until"], NOW + 48 * HOUR);

        let said = "You have excluded yourself until 2027.01.17 08:00:00 (UTC): no deposits or play until then. You can still withdraw.";
        let r = moto(&t, &token, "10", "d-2", CARD).await;
        assert_eq!((r.status, r.message()), (403, said.to_owned()));
        let r = call(&t, "/api/game/bet", &token, spin("s-break".into())).await;
        assert_eq!((r.status, r.message()), (403, said.to_owned()));
        // The game page knows before any bet: the break and its end, in either mode.
        let game_url = |mode: &str| json!({ "game_id": "classic-european-roulette", "mode": mode, "fun_session": null });
        for mode in ["real", "fun"] {
            let r = call(&t, "/api/front/get_game_url", &token, game_url(mode)).await;
            assert_eq!(
                r.json()["on_break"],
                json!({ "code": "self_exclusion_active", "until": NOW + 48 * HOUR }),
                "{mode}"
            );
        }
        let body = json!({ "processor": "bitcoin", "amount": "50", "currency": "EUR", "idempotency_key": common::idem("w-1"),
                           "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
        let r = call(&t, "/api/payment/send_withdrawal_request", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());

        clock.advance(48 * HOUR);
        let token = sign_in_again(&t).await;
        assert_eq!(view(&t, &token).await["break"], Value::Null);
        let r = call(&t, "/api/front/get_game_url", &token, game_url("real")).await;
        assert_eq!(r.json()["on_break"], Value::Null);
        let r = call(&t, "/api/game/bet", &token, spin("s-after".into())).await;
        assert_eq!(r.status, 200, "{}", r.text());
        audit(&t);
    }
}

#[tokio::test]
async fn a_loss_limit_refuses_a_bet_whose_whole_stake_could_pass_it() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100", "d-1", CARD).await.status, 200);
        let body = json!({ "deposit_day": "", "deposit_week": "", "deposit_month": "",
                           "loss_day": "10", "loss_week": "", "loss_month": "" });
        let r = call(&t, "/api/front/set_limits", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let loss = &r.json()["responsible"]["limits"][3];
        assert_eq!(
            (
                &loss["kind"],
                &loss["period"],
                &loss["amount"],
                &loss["used"]
            ),
            (
                &json!("loss"),
                &json!("day"),
                &json!("10.00"),
                &json!("0.00")
            )
        );

        let red = |cents: u32, key: &str| {
            json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem(key),
                    "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": cents }] } })
        };
        let r = call(&t, "/api/game/bet", &token, red(1_100, "b-1")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "This bet could pass your 24-hour loss limit: €10.00 left.".to_owned()
            )
        );
        assert_eq!(real_balance(&t, &token).await, "100.00");
        // A stake that fits is played; what it lost counts against the limit.
        let r = call(&t, "/api/game/bet", &token, red(1_000, "b-2")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let won = r.json()["win"].as_str().unwrap_or("0.00").to_owned();
        let after = view(&t, &token).await;
        let used = if won == "0.00" { "10.00" } else { "0.00" };
        assert_eq!(after["limits"][3]["used"], used, "{after}");
        audit(&t);
    }
}

#[tokio::test]
async fn with_a_limit_in_force_withdrawals_are_capped_at_a_tenth_a_month() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let token = player(&t, 1).await;
        for (i, amount) in ["2600", "2600"].iter().enumerate() {
            let r = moto(&t, &token, amount, &format!("d-{i}"), CARD).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let boss = admin(&t).await;
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            json!({ "username": "joueur1", "verification": "enhanced" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let withdraw = |amount: &str, key: &str| {
            json!({ "processor": "bitcoin", "amount": amount, "currency": "EUR", "idempotency_key": common::idem(key),
                    "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })
        };
        let context = |v: Value| v["context"]["limits_active"].clone();

        // Without a limit, 5,000.01 passes the monthly limit (and meets the wagering rule next).
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdraw("5000.01", "w-1"),
        )
        .await;
        assert_eq!(r.field("amount"), "wager_not_met", "{}", r.text());
        let r = call(
            &t,
            "/api/front/get_withdrawal_processors",
            &token,
            json!({ "currency": "EUR" }),
        )
        .await;
        assert_eq!(context(r.json()), json!("false"));
        // Refused for its wagering, the player is told what is left to stake: 3 × 5,200.00.
        assert_eq!(r.json()["context"]["wagering_left"], "15600.00");

        // A deposit limit in force caps the month at 5,000.00.
        assert_eq!(limits(&t, &token, "100", "", "").await.status, 200);
        let r = call(
            &t,
            "/api/front/get_withdrawal_processors",
            &token,
            json!({ "currency": "EUR" }),
        )
        .await;
        assert_eq!(context(r.json()), json!("true"));
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdraw("5000.01", "w-2"),
        )
        .await;
        assert_eq!(
            (
                r.status,
                r.field("amount"),
                r.json()["error"]["fields"]["amount"]["message"].clone()
            ),
            (
                422,
                "withdrawal_monthly_limit".into(),
                json!("Withdrawals are limited to €5,000.00 per month.")
            )
        );
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdraw("5000", "w-3"),
        )
        .await;
        assert_eq!(r.field("amount"), "wager_not_met", "{}", r.text());
        audit(&t);
    }
}

#[tokio::test]
async fn support_starts_a_break_the_player_asked_for() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let token = player(&t, 1).await;
        let agent = common::players::staff(&t, 2, "support").await;
        let ask = |kind: &str, length: &str, reason: &str| json!({ "username": "joueur1", "kind": kind, "length": length, "reason": reason });
        let r = call(
            &t,
            "/api/support/set_player_break",
            &token,
            ask("time_out", "24", "Asked by phone"),
        )
        .await;
        assert_eq!(r.status, 403);
        let r = call(
            &t,
            "/api/support/set_player_break",
            &agent,
            ask("nap", "99", ""),
        )
        .await;
        assert_eq!(r.status, 422, "{}", r.text());
        assert_eq!(r.field("reason"), "field_required");
        let r = call(
            &t,
            "/api/support/set_player_break",
            &agent,
            ask("nap", "99", "Asked by phone"),
        )
        .await;
        assert_eq!(r.field("kind"), "choice_invalid");
        let r = call(
            &t,
            "/api/support/set_player_break",
            &agent,
            ask("self_exclusion", "31", "Asked by phone"),
        )
        .await;
        assert_eq!(r.status, 422, "{}", r.text());
        assert_eq!(
            r.json()["error"]["fields"]["length"]["code"],
            "number_out_of_range"
        );

        let r = call(
            &t,
            "/api/support/set_player_break",
            &agent,
            ask("self_exclusion", "3", "Asked by phone"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["message"],
            "The break is set: the player cannot deposit or play real money until 2027.01.18 08:00:00 (UTC)."
        );
        assert_eq!(
            view(&t, &token).await["break"],
            json!({ "kind": "self_exclusion", "until": NOW + 72 * HOUR })
        );
        let r = moto(&t, &token, "10", "d-1", CARD).await;
        assert_eq!(r.status, 403, "{}", r.text());
        // A staff member's account is an administrator's to change.
        let r = call(&t, "/api/support/set_player_break", &agent,
            json!({ "username": "joueur2", "kind": "time_out", "length": "1", "reason": "Testing a break" })).await;
        assert_eq!(r.status, 403);
        let boss = admin(&t).await;
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let a = &log["actions"][0];
        assert_eq!(
            (&a["action"], &a["target"], &a["detail"]),
            (
                &json!("set_player_break"),
                &json!("joueur1"),
                // The code and the moment in the reader's words, the agent's reason as written.
                &json!("Self-exclusion until 2027.01.18 08:00:00 — Asked by phone")
            )
        );
    }
}

async fn session_summary(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_session_summary", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

#[tokio::test]
async fn the_session_summary_counts_real_play_since_the_sign_in() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100", "d-1", CARD).await.status, 200);
        // Thirty-seven straight bets of 1.00 cover the wheel: 37.00 staked, 36.00 back, always.
        let bets: Vec<Value> = (0..37)
            .map(|n| json!({ "kind": "straight", "numbers": [n], "cents": 100 }))
            .collect();
        let spin = |key: &str| {
            json!({ "game_id": "classic-european-roulette", "mode": "real",
                    "bet": { "engine": "roulette", "bets": bets.clone() }, "idempotency_key": common::idem(key) })
        };
        let r = call(&t, "/api/game/bet", &token, spin("before")).await;
        assert_eq!(r.status, 200, "{}", r.text());

        clock.advance(HOUR);
        let token = sign_in_again(&t).await;
        let s = session_summary(&t, &token).await;
        assert_eq!(
            s,
            json!({ "started_at": NOW + HOUR, "currency": "EUR", "rounds": 0, "staked": "0.00",
                    "returned": "0.00", "net": "0.00", "reality_check_minutes": [15, 30, 45, 60],
                    "limit_minutes": null })
        );
        clock.advance(60_000);
        for key in ["after-1", "after-2"] {
            let r = call(&t, "/api/game/bet", &token, spin(key)).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let s = session_summary(&t, &token).await;
        assert_eq!(
            (&s["rounds"], &s["staked"], &s["returned"], &s["net"]),
            (&json!(2), &json!("74.00"), &json!("72.00"), &json!("-2.00"))
        );
        assert_eq!(real_balance(&t, &token).await, "97.00");
        let r = t
            .post_json("/api/front/get_session_summary", "{}", None)
            .await;
        assert_eq!(r.status, 401);
    }
}

/// The number the player's next European roulette round will draw: the test reads the active
/// seed pair (as the server holds it) and runs casino-core's spin on the next nonce.
fn next_number(t: &TestApp, username: &str) -> u8 {
    use casino_core::games::{FairStream, GameConfig, fair::unhex, roulette};
    let mut c = t.state.db.pool.get().unwrap();
    let id = casino_server::player::find_by_login(&mut c, username)
        .unwrap()
        .unwrap()
        .id;
    let seed = casino_server::games::active_seed(&mut c, &format!("player:{id}"), NOW).unwrap();
    let GameConfig::Roulette(cfg) = casino_core::games::catalog::catalog()
        .into_iter()
        .find(|e| e.id == "classic-european-roulette")
        .unwrap()
        .config
    else {
        panic!("not a roulette")
    };
    let mut stream = FairStream::new(
        &unhex(&seed.server_seed).unwrap(),
        &seed.client_seed,
        seed.next_nonce as u64,
    );
    roulette::spin(&cfg, &mut stream)
}

fn straight(number: u8, cents: u32, key: &str) -> Value {
    json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem(key),
            "bet": { "engine": "roulette", "bets": [{ "kind": "straight", "numbers": [number], "cents": cents }] } })
}

#[tokio::test]
async fn a_win_past_the_net_winnings_cap_is_paid_up_to_it_then_play_waits_a_day() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "1000", "d-1", CARD).await.status, 200);

        // 100.00 on the number the wheel will draw: 3,600.00 back, 3,500.00 net, paid whole.
        let r = call(
            &t,
            "/api/game/bet",
            &token,
            straight(next_number(&t, "joueur1"), 10_000, "b-1"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let v = r.json();
        assert_eq!(
            (
                &v["win"],
                &v["net"],
                &v["withheld"],
                &v["result"],
                &v["balance"]
            ),
            (
                &json!("3600.00"),
                &json!("3500.00"),
                &Value::Null,
                &json!("win"),
                &json!("4500.00")
            )
        );
        // 36 times the stake: a huge win's moment on screen.
        assert_eq!(v["moment"], json!("huge"));

        // Again: 3,500.00 more would make 7,000.00 net in 24 hours. The round pays what brings
        // the day to 5,000.00 (the stake and 1,500.00); the engine's 3,600.00 stays on record.
        clock.advance(60_000);
        let r = call(
            &t,
            "/api/game/bet",
            &token,
            straight(next_number(&t, "joueur1"), 10_000, "b-2"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let v = r.json();
        assert_eq!(
            (
                &v["win"],
                &v["net"],
                &v["withheld"],
                &v["result"],
                &v["balance"]
            ),
            (
                &json!("3600.00"),
                &json!("1500.00"),
                &json!({ "amount": "2000.00", "limit": "5000.00" }),
                &json!("win"),
                &json!("6000.00")
            )
        );
        // The moment follows what was paid: 16 times the stake is a big win, no more.
        assert_eq!(v["moment"], json!("big"));
        assert_eq!(real_balance(&t, &token).await, "6000.00");
        let history = call(&t, "/api/front/get_bet_list", &token, json!({}))
            .await
            .json();
        assert_eq!(
            (&history["bets"][0]["win"], &history["bets"][0]["total"]),
            (&json!("1600.00"), &json!("1500.00"))
        );

        // Then no real-money bet for 24 hours from that round.
        let r = call(&t, "/api/game/bet", &token, straight(0, 100, "b-3")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "You have reached the most the site pays in 24 hours (€5,000.00 in net winnings): \
                 real-money play reopens on 2027.01.16 08:01:00 (UTC). Fun play stays open, and you can withdraw."
                    .to_owned()
            )
        );
        assert_eq!(real_balance(&t, &token).await, "6000.00");
        clock.advance(24 * HOUR);
        let token = sign_in_again(&t).await;
        let r = call(&t, "/api/game/bet", &token, straight(0, 100, "b-4")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        audit(&t);
    }
}

/// The 24 hours of the net winnings cap end to the millisecond, whole hours counted from their
/// sums and the first hour round by round: a win whose withheld part shows what the cap counted.
#[tokio::test]
async fn the_net_winnings_cap_counts_exactly_the_rounds_opened_in_the_last_24_hours() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "1000", "d-1", CARD).await.status, 200);
        let play = |number: u8, key: &'static str| {
            let (t, token) = (&t, &token);
            async move {
                let r = call(t, "/api/game/bet", token, straight(number, 10_000, key)).await;
                assert_eq!(r.status, 200, "{}", r.text());
                r.json()
            }
        };
        let miss = |t: &TestApp| (next_number(t, "joueur1") + 1) % 37;

        // 00:10, a loss of 100.00 (out of the window at the end); 00:40, another (still in);
        // 01:10, a win of 3,500.00 net (in the next hour).
        clock.advance(10 * 60_000);
        assert_eq!(play(miss(&t), "b-1").await["net"], json!("-100.00"));
        clock.advance(30 * 60_000);
        assert_eq!(play(miss(&t), "b-2").await["net"], json!("-100.00"));
        clock.advance(30 * 60_000);
        assert_eq!(
            play(next_number(&t, "joueur1"), "b-3").await["net"],
            json!("3500.00")
        );

        // 24:30 the next day: the window starts at 00:30. It holds -100.00 (00:40) and 3,500.00
        // (01:10): 3,400.00 before this win, so of the 3,600.00 it drew it pays 1,700.00.
        clock.advance(23 * HOUR + 20 * 60_000);
        let token = sign_in_again(&t).await;
        let r = call(
            &t,
            "/api/game/bet",
            &token,
            straight(next_number(&t, "joueur1"), 10_000, "b-4"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            (&r.json()["net"], &r.json()["withheld"]),
            (
                &json!("1600.00"),
                &json!({ "amount": "1900.00", "limit": "5000.00" })
            )
        );
        audit(&t);
    }
}

#[tokio::test]
async fn a_session_time_limit_ends_real_play_for_the_session_and_rises_only_after_a_day() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100", "d-1", CARD).await.status, 200);
        let set = |minutes: &str| json!({ "minutes": minutes });

        let r = call(&t, "/api/front/set_session_limit", &token, set("45")).await;
        assert_eq!(
            (r.status, r.field("minutes")),
            (422, "choice_invalid".to_owned()),
            "{}",
            r.text()
        );
        let r = call(&t, "/api/front/set_session_limit", &token, set("30")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["responsible"]["session_limit"],
            json!({ "minutes": 30, "pending": null, "choices": [30, 60, 120, 180, 240, 360, 480] })
        );
        let red = |key: &str| {
            json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem(key),
                    "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] } })
        };
        clock.advance(29 * 60_000);
        let r = call(&t, "/api/game/bet", &token, red("b-1")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            session_summary(&t, &token).await["limit_minutes"],
            json!(30)
        );

        // Thirty minutes after signing in, the session's real-money play is over.
        clock.advance(60_000);
        let before = real_balance(&t, &token).await;
        let r = call(&t, "/api/game/bet", &token, red("b-2")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "Your session time limit of 30 minutes is reached: play is closed for this session. \
                 Take a break, then sign in again to play."
                    .to_owned()
            )
        );
        assert_eq!(real_balance(&t, &token).await, before);

        // Signing in again at once goes on with the same session; after a pause of 30 minutes
        // the next sign-in starts a new one. A longer limit waits 24 hours.
        let token = sign_in_again(&t).await;
        let r = call(&t, "/api/game/bet", &token, red("b-3")).await;
        assert_eq!(r.status, 403, "{}", r.text());
        clock.advance(30 * 60_000);
        let token = sign_in_again(&t).await;
        let r = call(&t, "/api/game/bet", &token, red("b-3b")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(&t, "/api/front/set_session_limit", &token, set("120")).await;
        assert_eq!(
            r.json()["responsible"]["session_limit"],
            json!({ "minutes": 30, "pending": { "minutes": 120, "from": NOW + 60 * 60_000 + 24 * HOUR },
                    "choices": [30, 60, 120, 180, 240, 360, 480] })
        );
        clock.advance(31 * 60_000);
        let r = call(&t, "/api/game/bet", &token, red("b-4")).await;
        assert_eq!(r.status, 403, "{}", r.text());
        clock.advance(24 * HOUR);
        let token = sign_in_again(&t).await;
        let r = call(&t, "/api/front/get_responsible_gaming", &token, json!({})).await;
        assert_eq!(r.json()["session_limit"]["minutes"], json!(120));
        audit(&t);
    }
}
