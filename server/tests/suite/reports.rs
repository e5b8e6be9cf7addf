//! The operator's report on every backend: a day's stakes, winnings, gross and net gaming
//! revenue, bonus cost, affiliate commissions, players, each game's play and each processor's payments, read from the ledger, tying out
//! with the house account; refused to players and for dates that are not a range of days.

use crate::common;

use casino_server::clock::Clock;
use common::players::{CARD, admin, audit, call, card, player, staff};
use common::{backends, spawn_at};
use diesel::prelude::*;
use serde_json::{Value, json};

/// Tuesday 24 November 2026, 12:00 UTC.
const TUESDAY_NOON: i64 = 1_795_521_600_000;
const ROULETTE: &str = "classic-european-roulette";

fn cents(v: &Value) -> i64 {
    let d: rust_decimal::Decimal = v.as_str().unwrap().parse().unwrap();
    casino_core::money::to_cents(d).unwrap()
}

#[tokio::test]
async fn the_report_reads_the_days_play_and_payments_from_the_ledger() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let boss = admin(&t).await;
        let token = player(&t, 1).await;
        let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem("d-1"),
                           "card": card(CARD), "bonus": "welcome" });
        let r = call(&t, "/api/front/moto_deposit_processor", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let mut won = 0;
        for n in 0..3 {
            let bet = json!({ "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] });
            let body = json!({ "game_id": ROULETTE, "mode": "real", "bet": bet,
                               "idempotency_key": common::idem(format!("bet-{n}")) });
            let r = call(&t, "/api/game/bet", &token, body).await;
            assert_eq!(r.status, 200, "{}", r.text());
            won += cents(&r.json()["win"]);
        }
        // The bonus given up: its money goes back to the house.
        let bonuses = call(&t, "/api/front/get_player_bonuses", &token, json!({}))
            .await
            .json();
        let id = bonuses["active"]["id"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/front/cancel_bonus", &token, json!({ "id": id })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // An affiliate commission of 20.00, recorded by one administrator, paid on a second's
        // confirmation: a cost of the day beside the net, not a part of it.
        let second = staff(&t, 998, "admin").await;
        let body = json!({ "username": "joueur1", "amount": "20", "currency": "EUR",
                           "note": "Affiliate programme", "idempotency_key": common::idem("c-1") });
        let r = call(&t, "/api/admin/record_affiliate_commission", &boss, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let commission = json!({ "id": r.json()["transaction"]["id"] });
        let r = call(
            &t,
            "/api/admin/confirm_affiliate_commission",
            &second,
            commission,
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());

        let r = call(
            &t,
            "/api/admin/get_report",
            &boss,
            json!({ "from": "2026-11-23", "to": "2026-11-24" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let report = r.json();
        let days = report["days"].as_array().unwrap();
        assert_eq!(days.len(), 1, "{report}");
        let day = &days[0];
        assert_eq!(
            (
                day["day"].as_str(),
                day["currency"].as_str(),
                day["players"].as_u64()
            ),
            (Some("2026-11-24"), Some("EUR"), Some(1))
        );
        assert_eq!(cents(&day["stakes"]), 300);
        assert_eq!(cents(&day["wins"]), won);
        assert_eq!(cents(&day["ggr"]), 300 - won);
        // 50.00 given; what was left of it when cancelled came back.
        let history = call(&t, "/api/front/get_player_bonuses", &token, json!({}))
            .await
            .json();
        let forfeited = cents(&history["history"][0]["forfeited"]);
        assert_eq!(cents(&day["bonus_cost"]), 5_000 - forfeited);
        assert_eq!(cents(&day["ngr"]), 300 - won - (5_000 - forfeited));
        assert_eq!(day["commissions"], "20.00");
        // By game: the three rounds of the one table, tying out with the day.
        let returned = casino_core::games::Ratio::new(won as u128, 300)
            .percent(2)
            .to_string();
        assert_eq!(
            report["games"],
            json!([{ "game_id": ROULETTE, "name": "Classic European Roulette", "engine": "roulette",
                     "currency": "EUR", "rounds": 3, "players": 1, "stakes": "3.00",
                     "wins": day["wins"], "ggr": day["ggr"], "returned": returned, "rtp": "97.30" }])
        );
        assert_eq!(
            report["payments"],
            json!([{ "day": "2026-11-24", "currency": "EUR", "processor": "moto",
                     "deposits": "50.00", "withdrawals": "0.00" }])
        );
        // It ties out with the ledger: the day's net less its commissions is what the house
        // account holds.
        let house: i64 = {
            use casino_server::db::schema::ledger_postings::dsl::*;
            let mut c = t.state.db.pool.get().unwrap();
            let all: Vec<i64> = ledger_postings
                .filter(account.eq("house"))
                .select(amount_cents)
                .load(&mut c)
                .unwrap();
            all.iter().sum()
        };
        assert_eq!(cents(&day["ngr"]) - cents(&day["commissions"]), house);

        // Another day holds nothing.
        let r = call(
            &t,
            "/api/admin/get_report",
            &boss,
            json!({ "from": "2026-11-25", "to": "2026-11-30" }),
        )
        .await;
        assert_eq!(r.json(), json!({ "days": [], "games": [], "payments": [] }));
        audit(&t);
    }
}

#[tokio::test]
async fn the_report_is_the_administrators_and_asks_for_a_range_of_days() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let boss = admin(&t).await;
        let token = player(&t, 1).await;
        let days = json!({ "from": "2026-11-01", "to": "2026-11-30" });
        let r = call(&t, "/api/admin/get_report", &token, days.clone()).await;
        assert_eq!(r.status, 403, "{}", r.text());
        for (from, to, field) in [
            ("2026-13-01", "2026-11-30", "from"),
            ("2026-11-30", "2026-11-01", "to"),
            ("2025-01-01", "2026-11-30", "to"),
            ("", "2026-11-30", "from"),
        ] {
            let r = call(
                &t,
                "/api/admin/get_report",
                &boss,
                json!({ "from": from, "to": to }),
            )
            .await;
            assert_eq!(r.status, 422, "{from}..{to}: {}", r.text());
            assert_eq!(
                r.json()["error"]["fields"][field]["code"],
                "date_invalid",
                "{from}..{to}: {}",
                r.text()
            );
        }
        let r = call(&t, "/api/admin/get_report", &boss, days).await;
        assert_eq!(r.json(), json!({ "days": [], "games": [], "payments": [] }));
    }
}
