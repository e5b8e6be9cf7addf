//! A player's bonuses on every backend: the welcome bonus chosen with a first deposit, its money
//! in the ledger's bonus account, real money staked first, wagering counted by the game's
//! category, the largest bet, the cash-out refusal, the end (wagered or played away), cancelling
//! with the quote, expiry on the clock, and one bonus at a time. Every test ends with the ledger
//! audit, which covers the bonus accounts.

use crate::common;

use casino_server::AppState;
use casino_server::bonuses::run_schedule_once;
use casino_server::clock::Clock;
use common::players::{CARD, audit, call, card, deposit_offers, player};
use common::{TestApp, TestResponse, backends, spawn_at};
use serde_json::{Value, json};

/// Tuesday 24 November 2026, noon UTC: no weekly (Wednesday) or monthly (1st) bonus today.
const TUESDAY_NOON: i64 = 1_795_521_600_000;
const DAY: i64 = 24 * 60 * 60 * 1000;
const ROULETTE: &str = "classic-european-roulette";

/// A new version of the welcome bonus in euros that roulette wagers fully, twice the bonus, with
/// a maximum bet of 20.00: short enough to play through in a test. Version 1 stays as it was.
fn quick_welcome(t: &TestApp) {
    use diesel::RunQueryDsl;
    let mut c = t.state.db.pool.get().unwrap();
    diesel::sql_query(
        "INSERT INTO bonus_campaigns (id, currency, version, kind, percent, fixed_cents, \
         min_deposit_cents, max_bonus_cents, wagering_multiple, validity_days, max_bet_cents, \
         contributions, active, position, created_at) VALUES ('welcome', 'EUR', 2, 'welcome', \
         100, 0, 2000, 20000, 2, 30, 2000, '[{\"category\":\"roulette\",\"percent\":100}]', \
         TRUE, 1, 0)",
    )
    .execute(&mut c)
    .unwrap();
}

async fn deposit(
    t: &TestApp,
    token: &str,
    amount: &str,
    key: &str,
    bonus: Option<&str>,
) -> TestResponse {
    let mut body = json!({ "amount": amount, "currency": "EUR", "idempotency_key": common::idem(key), "card": card(CARD) });
    if let Some(b) = bonus {
        body["bonus"] = json!(b);
    }
    call(t, "/api/front/moto_deposit_processor", token, body).await
}

async fn wallet(t: &TestApp, token: &str) -> (String, String, String) {
    let r = call(t, "/api/front/get_player_balance", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let w = &r.json()["wallets"][0];
    let s = |k: &str| w[k].as_str().unwrap().to_owned();
    (s("total"), s("real"), s("bonus"))
}

async fn bonuses(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_player_bonuses", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

/// The player has no active bonus, and the last one expired with `forfeited` going back.
async fn assert_expired(t: &TestApp, token: &str, forfeited: &str) {
    let list = bonuses(t, token).await;
    assert!(list["active"].is_null());
    assert_eq!(
        (
            list["history"][0]["status"].as_str(),
            list["history"][0]["forfeited"].as_str()
        ),
        (Some("expired"), Some(forfeited))
    );
}

async fn red(t: &TestApp, token: &str, cents: i64, key: &str) -> TestResponse {
    let bet =
        json!({ "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": cents }] });
    let body = json!({ "game_id": ROULETTE, "mode": "real", "bet": bet, "idempotency_key": common::idem(key) });
    call(t, "/api/game/bet", token, body).await
}

/// The subject and first paragraph of each of the player's mail box messages of `kind`.
async fn news(t: &TestApp, token: &str, kind: &str) -> Vec<(String, String)> {
    let r = call(t, "/api/front/get_messages", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == kind)
        .map(|m| {
            let body = m["body"].as_str().unwrap();
            let paragraph = body.split("\n\n").nth(1).unwrap_or_default();
            (
                m["subject"].as_str().unwrap().to_owned(),
                paragraph.to_owned(),
            )
        })
        .collect()
}

/// Signs joueur1 in again: moving the clock by days outlives any access token.
async fn sign_in_again(t: &TestApp) -> String {
    let r = t.login("joueur1", "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

fn cents(amount: &str) -> i64 {
    let d: rust_decimal::Decimal = amount.parse().unwrap();
    casino_core::money::to_cents(d).unwrap()
}

#[tokio::test]
async fn the_welcome_bonus_is_wagered_with_real_money_first_then_becomes_real_money() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        quick_welcome(&t);
        let token = player(&t, 1).await;
        assert_eq!(deposit_offers(&t, &token).await, ["welcome"]);

        // Below the bonus's minimum deposit: refused, and nothing is written.
        let r = deposit(&t, &token, "10", "d-0", Some("welcome")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "This bonus needs a deposit of at least €20.00.".to_owned()
            )
        );
        assert_eq!(wallet(&t, &token).await.0, "0.00");
        let r = deposit(&t, &token, "50", "d-x", Some("weekly")).await;
        assert_eq!(r.code(), "bonus_unavailable");

        let r = deposit(&t, &token, "50", "d-1", Some("welcome")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // The answer, and the transaction read again, say the bonus its credit gave.
        assert_eq!(r.json()["transaction"]["bonus"], "50.00");
        let id = r.json()["transaction"]["id"].clone();
        let read = call(
            &t,
            "/api/front/get_financial_transaction",
            &token,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(read.json()["bonus"], "50.00");
        assert_eq!(
            wallet(&t, &token).await,
            ("100.00".into(), "50.00".into(), "50.00".into())
        );
        let list = bonuses(&t, &token).await;
        let active = &list["active"];
        assert_eq!(
            (
                active["status"].as_str(),
                active["amount"].as_str(),
                active["wagering_required"].as_str(),
                active["wagered"].as_str(),
                active["progress"].as_u64(),
                active["max_bet"].as_str(),
                active["expires_at"].as_i64(),
            ),
            (
                Some("active"),
                Some("50.00"),
                Some("100.00"),
                Some("0.00"),
                Some(0),
                // 30 % of the 50.00 deposit is 15.00: the largest bet stays below it.
                Some("14.99"),
                Some(TUESDAY_NOON + 30 * DAY)
            )
        );
        assert_eq!(
            active["quote"],
            json!({ "keep": "50.00", "forfeit": "50.00", "wagering_left": "100.00" })
        );
        // One bonus at a time.
        assert_eq!(deposit_offers(&t, &token).await, Vec::<String>::new());
        let r = deposit(&t, &token, "50", "d-2", Some("welcome")).await;
        assert_eq!(r.code(), "bonus_active");
        // No cash-out before the wagering is met: the withdrawal page's facts say what is left.
        let r = call(
            &t,
            "/api/front/get_withdrawal_processors",
            &token,
            json!({ "currency": "EUR" }),
        )
        .await;
        assert_eq!(r.json()["context"]["bonus_wagering_left"], "100.00");
        let bank = json!({ "account": "FR76 3000 6000 0112 3456 7890 189", "beneficiary": "Léa Martin",
                           "bic": "AGRIFRPP", "bank_name": "Crédit Agricole", "zip_code": "75002",
                           "address": "1 rue de la Paix, Paris" });
        let withdrawal = json!({ "processor": "bank", "amount": "20", "currency": "EUR", "idempotency_key": common::idem("w-1"), "bank": bank });
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdrawal.clone(),
        )
        .await;
        assert_eq!((r.status, r.code()), (422, "cashout_more_bets".to_owned()));
        // Above the largest bet while wagering.
        let r = red(&t, &token, 1_500, "b-big").await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "While a bonus is active, a bet may be at most €14.99.".to_owned()
            )
        );

        // Real money is staked first: the first bet leaves the bonus money untouched.
        let r = red(&t, &token, 1_000, "b-0").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(wallet(&t, &token).await.2, "50.00");
        audit(&t);
        let mut n = 1;
        loop {
            let list = bonuses(&t, &token).await;
            if list["active"].is_null() {
                break;
            }
            assert_eq!(
                list["active"]["wagered"].as_str().map(cents),
                Some(1_000 * n),
                "every bet counts fully on roulette"
            );
            assert!(n < 10, "the wagering of 100.00 is met in 10 bets of 10.00");
            let (_, real, bonus) = wallet(&t, &token).await;
            let stake = 1_000.min(cents(&real) + cents(&bonus));
            let r = red(&t, &token, stake, &format!("b-{n}")).await;
            assert_eq!(r.status, 200, "{}", r.text());
            // The round's answer shows the balance the wallet now holds (both parts).
            assert_eq!(
                r.json()["balance"].as_str().unwrap(),
                wallet(&t, &token).await.0
            );
            n += 1;
            audit(&t);
        }
        let ended = &bonuses(&t, &token).await["history"][0];
        let (total, real, bonus) = wallet(&t, &token).await;
        assert_eq!(bonus, "0.00", "an ended bonus leaves no bonus money");
        assert_eq!(total, real);
        match ended["status"].as_str() {
            Some("wagered") => {
                // Met after 10 bets of 10.00: the bonus money became real money (far below the
                // cap of 30 × 50.00).
                assert_eq!(n, 10);
                assert_eq!(ended["progress"], 100);
                assert_eq!(ended["forfeited"], "0.00");
                let converted = ended["converted"].as_str().unwrap();
                let told = news(&t, &token, "bonus_converted").await;
                if cents(converted) > 0 {
                    assert_eq!(told.len(), 1, "{told:?}");
                    assert_eq!(told[0].0, "Your bonus \"Welcome bonus\" is now real money");
                    assert!(
                        told[0].1.contains(&format!("€{converted} moved")),
                        "{told:?}"
                    );
                } else {
                    assert_eq!(told, []);
                }
            }
            // Every cent was played away before the wagering was met.
            Some("lost") => assert_eq!(total, "0.00"),
            other => panic!("ended as {other:?}"),
        }
        audit(&t);
    }
}

#[tokio::test]
async fn a_cancelled_bonus_loses_its_bonus_money_and_keeps_the_real_money() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "50", "d-1", Some("welcome")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // Version 1 of the welcome bonus: 100 % up to 200.00, wagered 30 times.
        let active = bonuses(&t, &token).await["active"].clone();
        assert_eq!(active["wagering_required"], "1500.00");
        assert_eq!(active["max_bet"], "5.00");
        let id = active["id"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/front/cancel_bonus", &token, json!({ "id": id })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            (r.json()["status"].as_str(), r.json()["forfeited"].as_str()),
            (Some("forfeited"), Some("50.00"))
        );
        assert_eq!(
            wallet(&t, &token).await,
            ("50.00".into(), "50.00".into(), "0.00".into())
        );
        // A second cancellation moves nothing.
        let r = call(&t, "/api/front/cancel_bonus", &token, json!({ "id": id })).await;
        assert_eq!(r.status, 409);
        let list = bonuses(&t, &token).await;
        assert!(list["active"].is_null());
        assert_eq!(list["history"][0]["status"], "forfeited");
        // The welcome bonus was the first deposit's: the next deposits carry the reload bonus.
        assert_eq!(deposit_offers(&t, &token).await, ["reload"]);
        audit(&t);
    }
}

#[tokio::test]
async fn a_bonus_expires_on_the_clock_and_its_money_goes_back() {
    for b in backends() {
        let clock = Clock::manual(TUESDAY_NOON);
        let t = spawn_at(b, &[], clock.clone());
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "40", "d-1", Some("welcome")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(wallet(&t, &token).await.2, "40.00");
        clock.set(TUESDAY_NOON + 30 * DAY - 1);
        let token = sign_in_again(&t).await;
        assert_eq!(bonuses(&t, &token).await["active"]["status"], "active");
        // The schedule ends it at its time, whether the player comes back or not, and tells
        // them once, however many instances look: two at once (on PostgreSQL really together),
        // then one again.
        clock.set(TUESDAY_NOON + 30 * DAY);
        let second = AppState::with_clock((*t.state.config).clone(), clock.clone()).unwrap();
        tokio::join!(
            run_schedule_once(&t.state.bonuses),
            run_schedule_once(&second.bonuses)
        );
        run_schedule_once(&t.state.bonuses).await;
        assert_eq!(
            wallet(&t, &token).await,
            ("40.00".into(), "40.00".into(), "0.00".into())
        );
        assert_expired(&t, &token, "40.00").await;
        assert_eq!(
            news(&t, &token, "bonus_expired").await,
            [(
                "Your bonus \"Welcome bonus\" has expired".to_owned(),
                "The time to wager \"Welcome bonus\" ran out before its wagering was complete, \
                 so the €40.00 of bonus money left on it has been removed. Your real money is not \
                 affected."
                    .to_owned()
            )]
        );
        audit(&t);
    }
}

/// A bet after the bonus's validity has run out ends it (its money back to the house) and plays
/// real money only: the bonus the bet reads with the player's row is checked for expiry too.
#[tokio::test]
async fn a_bet_after_the_expiry_ends_the_bonus_and_plays_real_money_only() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "40", "d-1", Some("welcome")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // While it is active, a stake above its largest bet is refused.
        let r = red(&t, &token, 1500, "bet-1").await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "While a bonus is active, a bet may be at most €5.00.".to_owned()
            )
        );
        {
            use diesel::RunQueryDsl;
            let mut c = t.state.db.pool.get().unwrap();
            let ended = diesel::sql_query(format!(
                "UPDATE player_bonuses SET expires_at = {TUESDAY_NOON}"
            ))
            .execute(&mut c)
            .unwrap();
            assert_eq!(ended, 1);
        }
        let r = red(&t, &token, 1500, "bet-2").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_expired(&t, &token, "40.00").await;
        let (total, real, bonus) = wallet(&t, &token).await;
        assert_eq!((bonus.as_str(), &total), ("0.00", &real));
        assert!(["25.00", "55.00"].contains(&real.as_str()), "{real}");
        audit(&t);
    }
}

#[tokio::test]
async fn a_deposit_without_a_bonus_stays_a_plain_deposit_and_the_welcome_bonus_is_gone() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "50", "d-1", None).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["transaction"]["bonus"], Value::Null);
        assert_eq!(
            wallet(&t, &token).await,
            ("50.00".into(), "50.00".into(), "0.00".into())
        );
        assert_eq!(deposit_offers(&t, &token).await, ["reload"]);
        let r = deposit(&t, &token, "50", "d-2", Some("welcome")).await;
        assert_eq!(r.code(), "bonus_unavailable");
        assert_eq!(
            bonuses(&t, &token).await,
            json!({ "active": null, "claimable": [], "history": [], "queued": [] })
        );
        audit(&t);
    }
}

#[tokio::test]
async fn the_reload_bonus_comes_with_deposits_after_the_first() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        // The first deposit carries the welcome bonus, never the reload bonus.
        assert_eq!(deposit_offers(&t, &token).await, ["welcome"]);
        let r = deposit(&t, &token, "50", "d-0", Some("reload")).await;
        assert_eq!((r.status, r.code()), (422, "bonus_unavailable".to_owned()));
        assert_eq!(wallet(&t, &token).await.0, "0.00");
        let r = deposit(&t, &token, "50", "d-1", None).await;
        assert_eq!(r.status, 200, "{}", r.text());

        assert_eq!(deposit_offers(&t, &token).await, ["reload"]);
        let r = deposit(&t, &token, "10", "d-2", Some("reload")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "This bonus needs a deposit of at least €20.00.".to_owned()
            )
        );
        let r = deposit(&t, &token, "40", "d-3", Some("reload")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // 50 % of 40.00, wagered 30 times, for 14 days.
        assert_eq!(
            wallet(&t, &token).await,
            ("110.00".into(), "90.00".into(), "20.00".into())
        );
        let active = bonuses(&t, &token).await["active"].clone();
        assert_eq!(
            (
                active["kind"].as_str(),
                active["deposit"].as_str(),
                active["amount"].as_str(),
                active["wagering_required"].as_str(),
                active["expires_at"].as_i64()
            ),
            (
                Some("reload"),
                Some("40.00"),
                Some("20.00"),
                Some("600.00"),
                Some(TUESDAY_NOON + 14 * DAY)
            )
        );
        // One bonus at a time; once it has ended, the next deposit carries one again.
        assert_eq!(deposit_offers(&t, &token).await, Vec::<String>::new());
        let id = active["id"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/front/cancel_bonus", &token, json!({ "id": id })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(deposit_offers(&t, &token).await, ["reload"]);
        let r = deposit(&t, &token, "20", "d-4", Some("reload")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            wallet(&t, &token).await,
            ("120.00".into(), "110.00".into(), "10.00".into())
        );
        audit(&t);
    }
}

#[tokio::test]
async fn loyalty_points_are_earned_on_real_stakes_and_redeemed_in_thousands() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "1500", "d-1", None).await;
        assert_eq!(r.status, 200, "{}", r.text());
        // 1,234.56 € of real-money stakes (a provider's rounds, through the seamless wallet).
        {
            let mut c = t.state.db.pool.get().unwrap();
            let id = casino_server::player::find_by_login(&mut c, "joueur1")
                .unwrap()
                .unwrap()
                .id;
            let purse = casino_server::games::Purse::Real {
                player: id,
                currency: casino_core::Currency::Eur,
            };
            purse
                .bet(&mut c, "provider-1", 123_456, TUESDAY_NOON)
                .unwrap();
        }
        let r = call(&t, "/api/front/get_loyalty", &token, json!({})).await;
        assert_eq!(
            r.json(),
            json!({ "points": 1234, "earned": 1234, "redeemed": 0, "step": 1000, "step_value": "10.00", "currency": "EUR",
                    "low_edge_below": 2, "low_edge_weight": 10 })
        );
        let redeem = |points: &str, key: &str| json!({ "points": points, "idempotency_key": common::idem(key) });
        let path = "/api/front/loyalty_redeem_processor";
        let r = call(&t, path, &token, redeem("1500", "r-0")).await;
        assert_eq!(
            (r.status, r.message()),
            (
                422,
                "Please insert available value like 1000x (1000, 2000, ...).".to_owned()
            )
        );
        let r = call(&t, path, &token, redeem("2000", "r-0")).await;
        assert_eq!(r.code(), "loyalty_not_enough");
        let r = call(&t, path, &token, redeem("1000", "r-1")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            (
                r.json()["code"].as_str(),
                r.json()["bonus"].as_str(),
                r.json()["loyalty"]["points"].as_u64()
            ),
            (Some("loyalty_redeemed"), Some("10.00"), Some(234))
        );
        // The same request again: the first redemption, nothing twice.
        let again = call(&t, path, &token, redeem("1000", "r-1")).await;
        assert_eq!(again.json()["bonus"], "10.00");
        assert_eq!(wallet(&t, &token).await.2, "10.00");
        let active = &bonuses(&t, &token).await["active"];
        assert_eq!(
            (
                active["kind"].as_str(),
                active["amount"].as_str(),
                active["wagering_required"].as_str()
            ),
            (Some("loyalty"), Some("10.00"), Some("10.00"))
        );
        // One bonus at a time.
        let r = call(&t, path, &token, redeem("1000", "r-2")).await;
        assert_eq!(r.code(), "bonus_active");
        audit(&t);
    }
}

/// A bonus is not wagered on games that cost the player almost nothing: French roulette's even
/// chances give back 98.65 %, so its stakes count a tenth towards the wagering and earn a tenth
/// of the loyalty points, where European roulette's count whole.
#[tokio::test]
async fn a_low_edge_game_counts_a_tenth_towards_wagering_and_loyalty() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(TUESDAY_NOON));
        quick_welcome(&t);
        let token = player(&t, 1).await;
        let r = deposit(&t, &token, "50", "d-1", Some("welcome")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        for (game, key) in [("lucky-french-roulette", "fr"), (ROULETTE, "eu")] {
            let body = json!({
                "game_id": game, "mode": "real", "idempotency_key": common::idem(key),
                "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] },
            });
            let r = call(&t, "/api/game/bet", &token, body).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        // 10.00 on each, real money first: 1.00 counted on the French table, 10.00 on the
        // European one; a point per euro counted.
        let list = bonuses(&t, &token).await;
        assert_eq!(list["active"]["wagered"], "11.00");
        let r = call(&t, "/api/front/get_loyalty", &token, json!({})).await;
        assert_eq!(r.json()["earned"], 11);
        audit(&t);
    }
}
