//! The attacks a real-money casino must withstand, one test each, on SQLite and PostgreSQL: keys,
//! callbacks and roles that must never move money, and limits that must hold under concurrency.
//! Each test names the attack it tries and asserts that nothing moved.

use crate::common;

use casino_core::Currency;
use casino_core::payments::Processor;
use casino_server::db::schema::payment_orders;
use casino_server::ids::PlayerId;
use casino_server::player;
use casino_server::wallet::orders::{self, Kind, NewOrder};
use common::players::{audit, call, fund, player, real_balance};
use common::{TestApp, backends, signed_callback, spawn_with};
use diesel::prelude::*;
use serde_json::{Value, json};

const BTC_ADDRESS: &str = "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu";

fn player_id(t: &TestApp, username: &str) -> PlayerId {
    let mut c = t.state.db.pool.get().unwrap();
    player::find_by_login(&mut c, username).unwrap().unwrap().id
}

fn order_count(t: &TestApp) -> i64 {
    let mut c = t.state.db.pool.get().unwrap();
    payment_orders::table.count().get_result(&mut c).unwrap()
}

/// The player's bitcoin deposit address (the first player's is `BTC_ADDRESS`).
async fn btc_address(t: &TestApp, token: &str) -> String {
    let r = call(
        t,
        "/api/front/generate_wallet",
        token,
        json!({ "asset": "BTC" }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["address"].as_str().unwrap().to_owned()
}

/// Posts a processor's callback; its status and code.
async fn deliver(t: &TestApp, path_processor: &str, body: &str, signature: &str) -> (u16, Value) {
    let r = t
        .post_with(
            &format!("/api/payment/callback/{path_processor}"),
            body,
            &[("x-signature", signature)],
        )
        .await;
    (r.status, r.json()["error"]["code"].clone())
}

fn coins(reference: &str, address: &str, cents: i64) -> Value {
    json!({ "reference": reference, "address": address, "outcome": "approved", "amount_cents": cents })
}

/// Production's processors: wire transfers and crypto only.
fn live_site(b: casino_server::db::Backend) -> TestApp {
    spawn_with(b, &[("PAYMENTS_SANDBOX", "off")])
}

#[tokio::test]
async fn a_client_key_that_is_not_a_uuid_is_refused_and_writes_nothing() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        for key in ["callback:bitcoin:tx-1", "w-1", ""] {
            let body = json!({ "amount": "50000", "currency": "EUR", "idempotency_key": key });
            let r = call(&t, "/api/front/wire_deposit_processor", &token, body).await;
            assert_eq!(r.status, 422, "{key}: {}", r.text());
            assert_eq!(r.json()["error"]["code"], "invalid_request");
            assert!(
                r.json()["error"]["params"]["reason"]
                    .as_str()
                    .unwrap()
                    .contains("idempotency_key: a UUID"),
                "{}",
                r.text()
            );
        }
        assert_eq!(order_count(&t), 0);
    }
}

/// The attack reproduced on the release server: a wire order under the key a coin callback
/// makes, then a signed 20.00 coin payment with that reference. Client keys are UUIDs now, so
/// the order is written straight to the database, as one made before keys were checked.
#[tokio::test]
async fn a_coin_callback_never_credits_a_wire_order_sharing_its_key() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let id = player_id(&t, "joueur1");
        {
            let mut c = t.state.db.pool.get().unwrap();
            let new = NewOrder {
                player_id: &id,
                kind: Kind::Deposit,
                processor: Processor::Wire,
                currency: Currency::Eur,
                amount_cents: 5_000_000,
                fee_cents: 0,
                request_key: &orders::server_key("callback", "bitcoin", "tx-attack"),
                details: None,
                destination: None,
                email: "joueur1@example.fr",
            };
            orders::insert(&mut c, &new, t.state.payments.clock.now_millis())
                .unwrap()
                .unwrap();
        }
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-attack", &address, 2000));
        let (status, code) = deliver(&t, "bitcoin", &body, &sig).await;
        assert_eq!((status, code), (404, json!("not_found")));
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let mut c = t.state.db.pool.get().unwrap();
        let states: Vec<String> = payment_orders::table
            .select(payment_orders::state)
            .load(&mut c)
            .unwrap();
        assert_eq!(states, vec!["pending"]);
        audit(&t);
    }
}

#[tokio::test]
async fn a_coin_callback_must_match_the_first_ones_amount_and_address() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
        // The same transaction reported again with a bigger amount credits nothing more.
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 5_000_000));
        assert_eq!(
            deliver(&t, "bitcoin", &body, &sig).await,
            (404, json!("not_found"))
        );
        assert_eq!(real_balance(&t, &token).await, "20.00");
        audit(&t);
    }
}

#[tokio::test]
async fn a_callback_signed_with_another_processors_key_or_naming_another_is_refused() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        // Signed with the usdt processor's key, sent as bitcoin's.
        let (body, _) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        let usdt_sig = t
            .state
            .payments
            .callback_keys
            .sign(Processor::Usdt, body.as_bytes());
        assert_eq!(
            deliver(&t, "bitcoin", &body, &usdt_sig).await,
            (401, json!("unauthorized"))
        );
        // Signed by the site's master secret itself: no processor signs with it.
        let secret = t.state.config.callback_secret.clone().unwrap_or_default();
        let master_sig = casino_server::payments::sign_with_key(secret.as_bytes(), body.as_bytes());
        assert_eq!(deliver(&t, "bitcoin", &body, &master_sig).await.0, 401);
        // A body naming usdt, signed with usdt's key, sent to bitcoin's path.
        let (body, sig) = signed_callback(&t, "usdt", coins("tx-2", &address, 2000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 401);
        // The same body on usdt's path: the address is a bitcoin one.
        assert_eq!(
            deliver(&t, "usdt", &body, &sig).await,
            (404, json!("not_found"))
        );
        assert_eq!(real_balance(&t, &token).await, "0.00");
        assert_eq!(order_count(&t), 0);
    }
}

#[tokio::test]
async fn a_stale_or_replayed_callback_is_refused() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let now = t.state.payments.clock.now_millis();
        let mut old = coins("tx-old", &address, 2000);
        old["sent_at"] = (now - 301_000).into();
        let (body, sig) = signed_callback(&t, "bitcoin", old);
        assert_eq!(
            deliver(&t, "bitcoin", &body, &sig).await,
            (401, json!("callback_stale"))
        );
        let mut early = coins("tx-early", &address, 2000);
        early["sent_at"] = (now + 301_000).into();
        let (body, sig) = signed_callback(&t, "bitcoin", early);
        assert_eq!(
            deliver(&t, "bitcoin", &body, &sig).await,
            (401, json!("callback_stale"))
        );

        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
        assert_eq!(
            deliver(&t, "bitcoin", &body, &sig).await,
            (409, json!("callback_replayed"))
        );
        assert_eq!(real_balance(&t, &token).await, "20.00");
        audit(&t);
    }
}

#[tokio::test]
async fn no_callback_confirms_a_wire_deposit_and_none_credits_a_withdrawal() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let body =
            json!({ "amount": "100", "currency": "EUR", "idempotency_key": common::idem("w") });
        let r = call(&t, "/api/front/wire_deposit_processor", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let wire = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let approve = |id: &str| json!({ "reference": "R", "order_id": id, "outcome": "approved" });
        let (body, sig) = signed_callback(&t, "wire", approve(&wire));
        assert_eq!(
            deliver(&t, "wire", &body, &sig).await,
            (404, json!("not_found"))
        );

        // A withdrawal's order id in a processor's approval.
        let id = player_id(&t, "joueur1");
        let withdrawal = {
            let mut c = t.state.db.pool.get().unwrap();
            let new = NewOrder {
                player_id: &id,
                kind: Kind::Withdrawal,
                processor: Processor::Bitcoin,
                currency: Currency::Eur,
                amount_cents: 100_000,
                fee_cents: 0,
                request_key: &common::idem("x"),
                details: None,
                destination: Some(BTC_ADDRESS.into()),
                email: "joueur1@example.fr",
            };
            orders::insert(&mut c, &new, t.state.payments.clock.now_millis())
                .unwrap()
                .unwrap()
                .id
        };
        let (body, sig) = signed_callback(&t, "bitcoin", approve(&withdrawal));
        assert_eq!(
            deliver(&t, "bitcoin", &body, &sig).await,
            (404, json!("not_found"))
        );
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let mut c = t.state.db.pool.get().unwrap();
        let states: Vec<String> = payment_orders::table
            .select(payment_orders::state)
            .load(&mut c)
            .unwrap();
        assert_eq!(states, vec!["pending", "pending"]);
        audit(&t);
    }
}

/// Rotation racing bets that open blackjack hands: a revealed server seed would show the
/// dealer's hole card of a hand still being played. Each turn fires a bet and a rotation at
/// once; whichever wins, no revealed seed may belong to an unfinished round.
#[tokio::test]
async fn rotating_the_seed_never_reveals_the_seed_of_an_open_round() {
    use casino_server::db::schema::{fair_seeds, game_rounds};
    for b in backends() {
        let t = spawn_with(b, &[]);
        let token = player(&t, 1).await;
        let deposit = common::players::moto(&t, &token, "1000.00", "fund", common::players::CARD);
        assert_eq!(deposit.await.status, 200);
        let (mut rotated, mut refused) = (0, 0);
        for turn in 0..30 {
            let bet = json!({ "game_id": "classic-blackjack", "mode": "real",
                              "bet": { "engine": "blackjack", "stake": 100 },
                              "idempotency_key": common::idem(format!("bj-{turn}")) });
            let rotate = json!({ "mode": "real" });
            let (r, s) = tokio::join!(
                call(&t, "/api/game/bet", &token, bet),
                call(&t, "/api/game/rotate_seed", &token, rotate)
            );
            assert_eq!(r.status, 200, "{}", r.text());
            match s.status {
                200 => rotated += 1,
                409 => refused += 1,
                other => panic!("rotation answered {other}: {}", s.text()),
            }
            {
                let mut c = t.state.db.pool.get().unwrap();
                let leaked: i64 = game_rounds::table
                    .inner_join(fair_seeds::table)
                    .filter(game_rounds::finished.eq(false))
                    .filter(fair_seeds::revealed_at.is_not_null())
                    .count()
                    .get_result(&mut c)
                    .unwrap();
                assert_eq!(leaked, 0, "turn {turn}: an open round's seed was revealed");
            }
            if !r.json()["finished"].as_bool().unwrap() {
                let stand =
                    json!({ "round_id": r.json()["id"], "action": { "type": "stand" }, "step": 0 });
                let done = call(&t, "/api/game/act", &token, stand).await;
                assert_eq!(done.status, 200, "{}", done.text());
            }
        }
        println!(
            "{}: {rotated} rotations, {refused} refused",
            t.backend.name()
        );
        audit(&t);
    }
}

/// Parallel withdrawals of one player: each alone fits this month's 50,000.00, together they
/// do not. Only as many as fit may pass, whichever order they commit in.
#[tokio::test]
async fn parallel_withdrawals_never_pass_the_monthly_cap() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let token = player(&t, 1).await;
        let id = player_id(&t, "joueur1");
        fund(&t, &id, 10_000_000);
        set_verification(&t, &id, "enhanced");
        let ask = |n: usize| {
            json!({ "processor": "bitcoin", "amount": "10000", "currency": "EUR",
                    "idempotency_key": common::idem(format!("w-{n}")), "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })
        };
        let answers = futures_util::future::join_all(
            (0..8).map(|n| call(&t, "/api/payment/send_withdrawal_request", &token, ask(n))),
        )
        .await;
        let accepted = answers.iter().filter(|r| r.status == 200).count();
        for r in answers.iter().filter(|r| r.status != 200) {
            assert_eq!(r.status, 422, "{}", r.text());
            assert_eq!(
                r.json()["error"]["fields"]["amount"]["code"],
                "withdrawal_monthly_limit"
            );
        }
        assert_eq!(
            accepted, 5,
            "{} withdrawals of 10,000.00 passed a 50,000.00 cap",
            accepted
        );
        assert_eq!(real_balance(&t, &token).await, "50000.00");
        audit(&t);
    }
}

async fn sign_in_from(t: &TestApp, login: &str, password: &str, ip: &str) -> u16 {
    let body = json!({ "username": login, "password": password }).to_string();
    t.post_with("/api/front/auth/login/", &body, &[("x-forwarded-for", ip)])
        .await
        .status
}

/// Parallel requests read the clock before they queue for the counter's row, so an earlier
/// reading may be written after a later one: it is counted like any other hit, while a slowed
/// account's wait still refuses until it is over.
#[tokio::test]
async fn clock_readings_out_of_order_count_and_only_a_wait_refuses() {
    use casino_server::accounts::{SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_PAIR_LIMIT, take_limit_hits};
    for b in backends() {
        let t = spawn_with(b, &[]);
        let mut conn = t.state.db.pool.get().unwrap();
        let mut take = |subject: &str, limit, now: i64| {
            take_limit_hits(&mut conn, &[(subject, limit)], now).map_err(|e| e.code)
        };
        let t0 = 1_800_000_000_000;
        assert_eq!(take("pair", SIGN_IN_PAIR_LIMIT, t0 + 5), Ok(()));
        assert_eq!(
            take("pair", SIGN_IN_PAIR_LIMIT, t0),
            Ok(()),
            "an earlier reading"
        );
        for n in 0..5 {
            assert_eq!(
                take("account", SIGN_IN_ACCOUNT_LIMIT, t0 + 10 - n),
                Ok(()),
                "hit {n}"
            );
        }
        // The fifth hit set a wait of one second from its own reading.
        assert_eq!(
            take("account", SIGN_IN_ACCOUNT_LIMIT, t0 + 999),
            Err("rate_limited")
        );
        assert_eq!(
            take("account", SIGN_IN_ACCOUNT_LIMIT, t0 + 6 + 1000),
            Ok(())
        );
    }
}

/// 40 wrong passwords for one account sent at once: each attempt is counted before its password
/// is checked, so only the account and address's first five are ever checked.
#[tokio::test]
async fn parallel_guesses_check_at_most_five_passwords() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        player(&t, 1).await;
        let answers = futures_util::future::join_all(
            (0..40).map(|_| sign_in_from(&t, "joueur1", "Wrong#2026", "198.51.100.7")),
        )
        .await;
        let checked = answers.iter().filter(|s| **s == 401).count();
        let refused = answers.iter().filter(|s| **s == 429).count();
        assert_eq!((checked, refused), (5, 35), "{answers:?}");
        // By e-mail instead of username: the same account, the same count.
        assert_eq!(
            sign_in_from(&t, "joueur1@example.fr", "Wrong#2026", "198.51.100.7").await,
            429
        );
    }
}

/// A stranger guessing from many addresses slows the account down but cannot keep its owner
/// out: past five failures each attempt waits (at most 30 seconds), and the owner, from an
/// address that has not failed, signs in once the wait is over.
#[tokio::test]
async fn a_stranger_slows_an_account_but_never_locks_its_owner_out() {
    for b in backends() {
        let t = common::spawn_at(b, &[], casino_server::Clock::manual(1_800_000_000_000));
        player(&t, 1).await;
        let mut statuses = Vec::new();
        for n in 0..12 {
            let ip = format!("203.0.113.{n}");
            statuses.push(sign_in_from(&t, "joueur1", "Wrong#2026", &ip).await);
            t.state.clock.advance(500);
        }
        // Five failures pass at once; then the account waits 1 s, 2 s, 4 s... between attempts.
        assert_eq!(
            statuses,
            [401, 401, 401, 401, 401, 429, 401, 429, 429, 429, 401, 429]
        );
        assert_eq!(
            sign_in_from(&t, "joueur1", "Secret#2026", "192.0.2.1").await,
            429
        );
        t.state.clock.advance(30_000);
        assert_eq!(
            sign_in_from(&t, "joueur1", "Secret#2026", "192.0.2.1").await,
            200
        );
        // Signed in: the account starts again.
        assert_eq!(
            sign_in_from(&t, "joueur1", "Wrong#2026", "192.0.2.1").await,
            401
        );
    }
}

/// One IPv6 subscriber holds a whole /64: its addresses count together.
#[tokio::test]
async fn an_ipv6_network_counts_as_one_address() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        for n in 1..=20 {
            let ip = format!("2a01:cb00:7:1::{n:x}");
            assert_eq!(
                sign_in_from(&t, &format!("nobody{n}"), "Wrong#2026", &ip).await,
                401
            );
        }
        assert_eq!(
            sign_in_from(&t, "nobody21", "Wrong#2026", "2a01:cb00:7:1:ffff::1").await,
            429
        );
        assert_eq!(
            sign_in_from(&t, "nobody21", "Wrong#2026", "2a01:cb00:7:2::1").await,
            401
        );
    }
}

/// Calls that send e-mails or tell whether an account exists are limited per address.
#[tokio::test]
async fn sign_ups_name_checks_and_contact_messages_are_limited_per_address() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let from = |ip: &'static str| [("x-forwarded-for", ip)];
        let message = json!({ "name": "Léa", "email": "lea@example.fr", "subject": "Question",
                              "message": "Bonjour, une question sur les retraits." })
        .to_string();
        for _ in 0..5 {
            let r = t
                .post_with(
                    "/api/front/player_send_message",
                    &message,
                    &from("198.51.100.1"),
                )
                .await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &message,
                &from("198.51.100.1"),
            )
            .await;
        assert_eq!((r.status, r.code()), (429, "rate_limited".into()));
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &message,
                &from("198.51.100.2"),
            )
            .await;
        assert_eq!(r.status, 200);

        let name = json!({ "username": "free_name" }).to_string();
        for _ in 0..120 {
            let r = t
                .post_with(
                    "/api/front/validate_player_name",
                    &name,
                    &from("198.51.100.3"),
                )
                .await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let r = t
            .post_with(
                "/api/front/validate_player_name",
                &name,
                &from("198.51.100.3"),
            )
            .await;
        assert_eq!(r.status, 429);

        let form = common::players::form(1);
        let first = t
            .post_with("/api/front/register_player", &form, &from("198.51.100.4"))
            .await;
        assert_eq!(first.status, 201, "{}", first.text());
        for _ in 0..9 {
            let r = t
                .post_with("/api/front/register_player", &form, &from("198.51.100.4"))
                .await;
            assert_eq!(r.status, 409, "{}", r.text());
        }
        let r = t
            .post_with("/api/front/register_player", &form, &from("198.51.100.4"))
            .await;
        assert_eq!(r.status, 429);
    }
}

/// An administrator closes the site: a player already signed in can no longer bet, deposit or
/// read his account, and fun play stops too; staff go on working (to open it again). A visitor
/// from a refused country is turned away on every call, signed in or not.
#[tokio::test]
async fn a_closed_site_or_a_refused_country_stops_every_call_of_a_signed_in_player() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let token = player(&t, 1).await;
        let boss = common::players::admin(&t).await;
        let deposit = common::players::moto(&t, &token, "100.00", "d-1", common::players::CARD);
        assert_eq!(deposit.await.status, 200);
        let bet = |n: usize| {
            json!({ "game_id": "classic-european-roulette", "mode": "real",
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] },
            "idempotency_key": common::idem(format!("bet-{n}")) })
        };
        assert_eq!(call(&t, "/api/game/bet", &token, bet(1)).await.status, 200);
        let settings = |open: bool, refused: Value| json!({ "brand": "Émeraude", "site_enabled": open, "country_blacklist": refused, "ip_blacklist": [] });
        let r = call(
            &t,
            "/api/admin/update_settings",
            &boss,
            settings(false, json!([])),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let closed = (403, "You can't access the site.".to_owned());
        for (path, body) in [
            ("/api/game/bet", bet(2)),
            (
                "/api/front/moto_deposit_processor",
                json!({ "amount": "200", "currency": "EUR",
                "idempotency_key": common::idem("d-2"), "card": common::players::card(common::players::CARD) }),
            ),
            ("/api/front/get_player_balance", json!({})),
            (
                "/api/front/get_game_url",
                json!({ "game_id": "classic-european-roulette", "mode": "fun" }),
            ),
        ] {
            let r = call(&t, path, &token, body.clone()).await;
            assert_eq!((r.status, r.message()), closed, "{path}");
        }
        let fun = t
            .post_with(
                "/api/front/get_game_url",
                &json!({ "game_id": "classic-european-roulette", "mode": "fun" }).to_string(),
                &[],
            )
            .await;
        assert_eq!((fun.status, fun.message()), closed);
        assert_eq!(
            call(&t, "/api/admin/get_wire_deposits", &boss, json!({}))
                .await
                .status,
            200
        );
        assert_eq!(real_balance_unchecked(&t, &boss).await, 200);

        let r = call(
            &t,
            "/api/admin/update_settings",
            &boss,
            settings(true, json!(["JP"])),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(call(&t, "/api/game/bet", &token, bet(3)).await.status, 200);
        let from_japan = [
            ("authorization", format!("Bearer {token}")),
            ("x-forwarded-for", "133.242.0.3".into()),
        ];
        let headers: Vec<(&str, &str)> = from_japan.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let r = t
            .post_with("/api/game/bet", &bet(4).to_string(), &headers)
            .await;
        assert_eq!((r.status, r.code()), (403, "country_restricted".to_owned()));
        audit(&t);
    }
}

async fn real_balance_unchecked(t: &TestApp, token: &str) -> u16 {
    call(t, "/api/front/get_player_balance", token, json!({}))
        .await
        .status
}

fn set_verification(t: &TestApp, id: &str, level: &str) {
    use casino_server::db::schema::players;
    let mut c = t.state.db.pool.get().unwrap();
    diesel::update(players::table.find(id))
        .set(players::verification.eq(level))
        .execute(&mut c)
        .unwrap();
}

fn withdrawal(n: &str, amount: &str) -> Value {
    json!({ "processor": "bitcoin", "amount": amount, "currency": "EUR", "idempotency_key": common::idem(n),
            "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })
}

/// An administrator who plays: his own wire, withdrawal, verification level and account are
/// another staff member's to decide.
#[tokio::test]
async fn staff_never_decide_on_their_own_account_or_orders() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let boss = common::players::admin(&t).await;
        let other = common::players::staff(&t, 998, "admin").await;
        let own = (403, "Staff cannot decide on their own account, orders or documents: ask another member of staff.".to_owned());
        let body =
            json!({ "amount": "100", "currency": "EUR", "idempotency_key": common::idem("wire") });
        let r = call(&t, "/api/front/wire_deposit_processor", &boss, body).await;
        let wire = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let r = call(
            &t,
            "/api/admin/confirm_wire_deposit",
            &boss,
            json!({ "id": wire }),
        )
        .await;
        assert_eq!((r.status, r.message()), own);

        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            json!({ "username": "joueur999", "verification": "verified" }),
        )
        .await;
        assert_eq!((r.status, r.message()), own);
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &other,
            json!({ "username": "joueur999", "verification": "verified" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());

        fund(&t, &player_id(&t, "joueur999"), 50_000);
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &boss,
            withdrawal("w", "100"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        for decision in ["approve_withdrawal", "reject_withdrawal"] {
            let r = call(
                &t,
                &format!("/api/admin/{decision}"),
                &boss,
                json!({ "id": id }),
            )
            .await;
            assert_eq!((r.status, r.message()), own, "{decision}");
        }
        let r = call(
            &t,
            "/api/support/set_player_state",
            &boss,
            json!({ "username": "joueur999", "action": "close", "reason": "Leaving the company" }),
        )
        .await;
        assert_eq!((r.status, r.message()), own);
        let r = call(
            &t,
            "/api/admin/approve_withdrawal",
            &other,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        audit(&t);
    }
}

/// A payout above 2,500.00 needs two administrators: the first one's approval is recorded and
/// logged, the same one cannot give the second, another one pays it out.
#[tokio::test]
async fn a_large_payout_needs_a_second_administrator() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let token = player(&t, 1).await;
        let id = player_id(&t, "joueur1");
        fund(&t, &id, 500_000);
        set_verification(&t, &id, "enhanced");
        let boss = common::players::admin(&t).await;
        let other = common::players::staff(&t, 998, "admin").await;
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdrawal("big", "3000"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let order = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let decide = |path: &'static str, token: String| {
            let body = json!({ "id": order });
            let t = &t;
            async move { call(t, path, &token, body).await }
        };
        assert_eq!(
            decide("/api/admin/approve_withdrawal", boss.clone())
                .await
                .status,
            200
        );
        let r = decide("/api/admin/complete_withdrawal", boss.clone()).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "second_approval_recorded");
        assert_eq!(r.json()["transaction"]["state"], "scheduled");
        let r = decide("/api/admin/complete_withdrawal", boss.clone()).await;
        assert_eq!(r.status, 409);
        let r = decide("/api/admin/complete_withdrawal", other.clone()).await;
        assert_eq!(r.json()["code"], "withdrawal_completed");
        assert_eq!(r.json()["transaction"]["state"], "complete");
        let log = call(&t, "/api/admin/get_staff_actions", &other, json!({}))
            .await
            .json();
        let actions: Vec<(Value, Value)> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["target"] == order.as_str())
            .map(|a| (a["staff"].clone(), a["detail"].clone()))
            .collect();
        assert_eq!(
            actions,
            [
                (json!("joueur998"), json!("€3,000.00")),
                (
                    json!("joueur999"),
                    json!("€3,000.00: first approval, waiting for a second administrator")
                ),
                (json!("joueur999"), json!("€3,000.00")),
            ]
        );
        audit(&t);
    }
}

/// Whatever code runs, the database keeps every line of the staff log as written.
#[tokio::test]
async fn the_staff_log_cannot_be_changed_or_erased() {
    use diesel::connection::SimpleConnection;
    for b in backends() {
        let t = spawn_with(b, &[]);
        let boss = common::players::admin(&t).await;
        let settings = json!({ "brand": "Émeraude", "site_enabled": true, "country_blacklist": [], "ip_blacklist": [] });
        assert_eq!(
            call(&t, "/api/admin/update_settings", &boss, settings)
                .await
                .status,
            200
        );
        let mut c = t.state.db.pool.get().unwrap();
        for statement in [
            "UPDATE staff_actions SET detail = 'nothing happened'",
            "DELETE FROM staff_actions",
        ] {
            let e = c.batch_execute(statement).unwrap_err();
            assert!(
                e.to_string().contains("the staff log is append-only"),
                "{statement}: {e}"
            );
        }
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        assert_eq!(log["actions"][0]["action"], "update_settings");
    }
}

/// The staff log is read a page at a time, newest first, each line once.
#[tokio::test]
async fn the_staff_log_is_read_page_after_page() {
    for b in backends() {
        let t = common::spawn_at(b, &[], casino_server::Clock::manual(1_800_000_000_000));
        let boss = common::players::admin(&t).await;
        for n in 0..60 {
            t.state.clock.advance(1000);
            let settings = json!({ "brand": format!("Émeraude {n}"), "site_enabled": true, "country_blacklist": [], "ip_blacklist": [] });
            assert_eq!(
                call(&t, "/api/admin/update_settings", &boss, settings)
                    .await
                    .status,
                200
            );
        }
        let first = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        assert_eq!(first["actions"].as_array().unwrap().len(), 50);
        assert_eq!(
            first["actions"][0]["detail"],
            "Émeraude 59; open: true; refused: ; networks: "
        );
        let next = first["next"].as_str().unwrap().to_owned();
        let second = call(
            &t,
            "/api/admin/get_staff_actions",
            &boss,
            json!({ "before": next }),
        )
        .await
        .json();
        let details: Vec<&str> = second["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["detail"].as_str().unwrap())
            .collect();
        assert_eq!(details.len(), 10);
        assert_eq!(details[9], "Émeraude 0; open: true; refused: ; networks: ");
        assert!(second.get("next").is_none());
        let r = call(
            &t,
            "/api/admin/get_staff_actions",
            &boss,
            json!({ "before": "yesterday" }),
        )
        .await;
        assert_eq!(r.status, 422);
    }
}

/// Coins sent to a self-excluded or suspended player's address are held, not credited and not
/// lost: an administrator credits them later, or marks them returned to their sender.
#[tokio::test]
async fn coins_for_a_player_who_may_not_deposit_are_held_for_staff() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let boss = common::players::admin(&t).await;
        let r = call(
            &t,
            "/api/front/take_break",
            &token,
            json!({ "kind": "self_exclusion", "length": "2" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        let (status, _) = deliver(&t, "bitcoin", &body, &sig).await;
        assert_eq!(status, 200);
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
            .await
            .json();
        let item = &queue["items"][0];
        assert_eq!(
            (
                &item["hold_reason"],
                &item["transaction"]["state"],
                &item["transaction"]["status"],
                &item["actions"]
            ),
            (
                &json!("self_exclusion_active"),
                &json!("held"),
                &json!("pending"),
                &json!(["credit_held", "return_held"])
            )
        );
        // The same transaction reported again stays held.
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let id = item["transaction"]["id"].as_str().unwrap().to_owned();
        let r = call(
            &t,
            "/api/admin/credit_held_payment",
            &boss,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(
            r.json()["message"],
            "The deposit for €20.00 is complete!",
            "{}",
            r.text()
        );
        assert_eq!(real_balance(&t, &token).await, "20.00");
        let r = call(
            &t,
            "/api/admin/credit_held_payment",
            &boss,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.status, 409);

        let player_id = player_id(&t, "joueur1");
        {
            use casino_server::db::schema::players;
            let mut c = t.state.db.pool.get().unwrap();
            diesel::update(players::table.find(&player_id))
                .set(players::status.eq("suspended"))
                .execute(&mut c)
                .unwrap();
        }
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-2", &address, 5000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
        let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
            .await
            .json();
        assert_eq!(queue["items"][0]["hold_reason"], "account_suspended");
        let id = queue["items"][0]["transaction"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = call(
            &t,
            "/api/admin/return_held_payment",
            &boss,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(
            r.json()["message"],
            "The held payment of €50.00 is marked as returned to its sender."
        );
        assert_eq!(r.json()["transaction"]["state"], "rejected");
        let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
            .await
            .json();
        assert_eq!(queue["items"], json!([]));
        audit(&t);
    }
}

/// A name that reads differently from what is stored, an invisible one, or one too long for any
/// statement or e-mail: refused with the field's message, and a refused deposit writes nothing.
#[tokio::test]
async fn names_holders_and_vouchers_are_short_visible_plain_text() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let invalid = "Please write it with visible letters, digits and punctuation only: control characters, direction marks and invisible characters are not accepted.";
        let mut form: Value = serde_json::from_str(&common::players::form(1)).unwrap();
        form["last_name"] = json!("nitraM\u{202E}");
        form["first_name"] = json!("\u{200B}\u{200B}");
        form["city"] = json!("P".repeat(61));
        let r = t
            .post_with("/api/front/register_player", &form.to_string(), &[])
            .await;
        assert_eq!(r.status, 422, "{}", r.text());
        let fields = &r.json()["error"]["fields"];
        assert_eq!(
            (
                &fields["last_name"]["message"],
                &fields["first_name"]["message"],
                &fields["city"]["message"]
            ),
            (
                &json!(invalid),
                &json!(invalid),
                &json!("Please write 1 to 60 characters.")
            )
        );

        let token = player(&t, 1).await;
        let mut card = common::players::card(common::players::CARD);
        card["holder"] = json!("LEA\u{0}MARTIN");
        let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem("d-1"), "card": card });
        let r = call(&t, "/api/front/moto_deposit_processor", &token, body).await;
        assert_eq!(
            (
                r.status,
                r.json()["error"]["fields"]["holder"]["message"].clone()
            ),
            (422, json!(invalid))
        );
        let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem("v-1"),
                           "voucher": "1234 5678 9012 3456 7890 1234 5678 9" });
        let r = call(&t, "/api/front/cashlib_deposit_processor", &token, body).await;
        assert_eq!(
            (
                r.status,
                r.json()["error"]["fields"]["voucher"]["message"].clone()
            ),
            (422, json!("Please write 1 to 32 characters."))
        );
        assert_eq!(order_count(&t), 0);
    }
}

/// The example bonus codes of a development site do not exist on a production one.
#[tokio::test]
async fn a_production_site_has_no_example_bonus_codes() {
    for b in backends() {
        let code = |c: &str| json!({ "code": c }).to_string();
        let dev = spawn_with(b, &[]);
        let r = dev
            .post_with("/api/front/validate_promo_code", &code("WELCOME100"), &[])
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let live = spawn_with(b, &[("CASINO_ENV", "production")]);
        for c in ["WELCOME100", "EMERAUDE"] {
            let r = live
                .post_with("/api/front/validate_promo_code", &code(c), &[])
                .await;
            assert_eq!(
                (r.status, r.code()),
                (422, "promo_code_invalid".to_owned()),
                "{c}"
            );
        }
    }
}

/// Signing out ends the session on the server: a copy of the token is refused from then on, for
/// reading and for betting alike.
#[tokio::test]
async fn a_signed_out_token_is_refused_everywhere() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let token = player(&t, 1).await;
        let bearer = format!("Bearer {token}");
        let r = t
            .post_with(
                "/api/front/auth/logout",
                "{}",
                &[("authorization", &bearer)],
            )
            .await;
        assert_eq!(
            (r.status, r.json()["code"].clone()),
            (200, json!("signed_out"))
        );
        assert_eq!(
            call(&t, "/api/front/get_player_balance", &token, json!({}))
                .await
                .status,
            401
        );
        let bet = json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem("b"),
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] } });
        assert_eq!(call(&t, "/api/game/bet", &token, bet).await.status, 401);
        let r = t
            .post_with(
                "/api/front/auth/logout",
                "{}",
                &[("authorization", &bearer)],
            )
            .await;
        assert_eq!(r.status, 401);
        let again = t.login("joueur1", "Secret#2026").await.json()["accessToken"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_eq!(
            call(&t, "/api/front/get_player_balance", &again, json!({}))
                .await
                .status,
            200
        );
    }
}

/// The realtime socket takes its token as its first message (never in the URL), refuses a
/// socket without a genuine one, and closes as soon as its session ends (a new password, a
/// sign-out, a suspension by an administrator), not at its next regular look 10 seconds on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_realtime_socket_is_signed_in_by_its_first_message_and_closes_with_its_session() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    for b in backends() {
        let t = spawn_with(b, &[]);
        let token = player(&t, 1).await;
        let served = served(&t).await;
        let url = format!("ws://{}/api/ws", served.addr);
        let closed_with = |m: Option<Result<Message, _>>| match m {
            Some(Ok(Message::Close(Some(frame)))) => Some(frame.code),
            _ => None,
        };
        let (mut forged, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
        forged
            .send(Message::Text(
                json!({ "token": "forged" }).to_string().into(),
            ))
            .await
            .unwrap();
        assert_eq!(
            closed_with(forged.next().await),
            Some(CloseCode::Library(4401))
        );

        let id = t.state.accounts.session_for_token(&token).await.unwrap();
        common::players::fund(&t, &id.player_id().into(), 10_000);
        let mut client = common::served::Client::new(served.addr);
        // Each socket hears its player before the session ends, so it is the end that closes
        // it, not its hello read too late.
        let mut socket = heard_socket(&url, &mut client, &token).await;
        let change = json!({ "old_password": "Secret#2026", "password": "Renewed#2027", "confirm_password": "Renewed#2027" });
        // Through the served instance, whose sockets these are.
        let r = client
            .post(
                "/api/front/update_player_password",
                &token,
                change.to_string(),
                &[],
            )
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.text());
        let soon = std::time::Duration::from_secs(3);
        assert_eq!(
            close_within(soon, &mut socket).await,
            Some(CloseCode::Library(4401))
        );

        let answer: Value = serde_json::from_slice(&r.body).unwrap();
        let renewed = answer["accessToken"].as_str().unwrap().to_owned();
        let mut socket = heard_socket(&url, &mut client, &renewed).await;
        let r = client
            .post("/api/front/auth/logout", &renewed, "{}".into(), &[])
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            close_within(soon, &mut socket).await,
            Some(CloseCode::Library(4401))
        );

        // An administrator suspends the account: the page open on it stops hearing at once.
        let r = t.login("joueur1", "Renewed#2027").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let signed_in = r.json()["accessToken"].as_str().unwrap().to_owned();
        let mut socket = heard_socket(&url, &mut client, &signed_in).await;
        let boss = common::players::admin(&t).await;
        let suspend = json!({ "username": "joueur1", "action": "suspend", "reason": "Fraud suspected by the bank" });
        let r = client
            .post(
                "/api/support/set_player_state",
                &boss,
                suspend.to_string(),
                &[],
            )
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            close_within(soon, &mut socket).await,
            Some(CloseCode::Library(4401))
        );
        drop(served);
    }
}

/// Each realtime socket hears its own player's events and nobody else's, keeps hearing them
/// while the player's other pages open and close, and a message past 16 KiB is refused rather
/// than read (here a genuine token padded out: read, it would sign in).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_realtime_socket_hears_only_its_player_and_refuses_a_large_message() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    for b in backends() {
        let t = spawn_with(b, &[]);
        let seats = common::players::seated(&t, "ear", 2);
        let served = served(&t).await;
        let url = format!("ws://{}/api/ws", served.addr);
        let mut sockets = Vec::new();
        for (_, token) in &seats {
            let (mut socket, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
            let hello = json!({ "token": token }).to_string();
            socket.send(Message::Text(hello.into())).await.unwrap();
            sockets.push(socket);
        }
        let mut client = common::served::Client::new(served.addr);
        for (seat, socket) in sockets.iter_mut().enumerate() {
            let heard = until_heard(&mut client, &seats[seat].1, socket).await;
            assert!(heard, "player {seat}'s socket heard nothing");
        }
        // Stakes of 10.00 and 3.00 from equal balances: the two balances never match.
        let mut bet =
            async |seat: usize, cents: i64| roulette_bet(&mut client, &seats[seat].1, cents).await;
        // Each socket's next balance is its own player's: the other's never came to it.
        let wait = std::time::Duration::from_secs(10);
        for (seat, cents) in [(0, 1000), (1, 300)] {
            let own = bet(seat, cents).await;
            let pushed = tokio::time::timeout(wait, next_balance(&mut sockets[seat])).await;
            assert_eq!(pushed.ok().flatten(), Some(own), "player {seat}");
        }
        // More pages of the first player open and close at once while they bet: the channel
        // their first socket shares with them must outlive every one of them.
        let churn: Vec<_> = (0..20u64)
            .map(|i| {
                let (url, token) = (url.clone(), seats[0].1.clone());
                tokio::spawn(async move {
                    let (mut page, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
                    let hello = json!({ "token": token }).to_string();
                    page.send(Message::Text(hello.into())).await.unwrap();
                    tokio::time::sleep(std::time::Duration::from_millis(10 * (i % 5))).await;
                    let _ = page.close(None).await;
                })
            })
            .collect();
        for _ in 0..3 {
            bet(0, 1000).await;
        }
        for page in churn {
            page.await.unwrap();
        }
        for _ in 0..3 {
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            let own = bet(0, 1000).await;
            let heard = tokio::time::timeout(wait, async {
                while let Some(pushed) = next_balance(&mut sockets[0]).await {
                    if pushed == own {
                        return true;
                    }
                }
                false
            });
            assert_eq!(heard.await, Ok(true), "the first socket went deaf");
        }

        let (mut large, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
        let padded = json!({ "token": seats[0].1, "pad": "x".repeat(20 * 1024) });
        large
            .send(Message::Text(padded.to_string().into()))
            .await
            .unwrap();
        let ended = tokio::time::timeout(wait, async {
            loop {
                match large.next().await {
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                    Some(Ok(_)) => {}
                }
            }
        });
        assert!(ended.await.is_ok(), "a 20 KiB message was read");
        drop(served);
    }
}

/// The server binary on `t`'s database, for its sockets.
async fn served(t: &TestApp) -> common::served::Served {
    common::served::Served::start(
        env!("CARGO_BIN_EXE_casino-server").into(),
        t.vars.clone(),
        t.dir().join("server.log"),
    )
    .await
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The close code the socket's server sends within `wait`, past the events still on their way
/// (`None`: no close frame came in time).
async fn close_within(
    wait: std::time::Duration,
    socket: &mut Ws,
) -> Option<tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let closed = async {
        loop {
            match socket.next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| f.code),
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return None,
            }
        }
    };
    tokio::time::timeout(wait, closed).await.ok().flatten()
}

/// A real-money bet of `cents` on red at the European roulette: the balance it left.
async fn roulette_bet(client: &mut common::served::Client, token: &str, cents: i64) -> Value {
    let body = json!({ "game_id": "classic-european-roulette", "mode": "real",
        "idempotency_key": common::idem(uuid::Uuid::new_v4().to_string()),
        "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": cents }] } });
    let r = client
        .post("/api/game/bet", token, body.to_string(), &[])
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.text());
    let r = client
        .post("/api/front/get_player_balance", token, "{}".into(), &[])
        .await;
    serde_json::from_slice::<Value>(&r.unwrap().body).unwrap()
}

/// A player's socket at `url`, signed in with `token` and hearing its player (`until_heard`).
async fn heard_socket(url: &str, client: &mut common::served::Client, token: &str) -> Ws {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let hello = json!({ "token": token }).to_string();
    socket.send(Message::Text(hello.into())).await.unwrap();
    assert!(until_heard(client, token, &mut socket).await);
    socket
}

/// Bets until `socket` shows the balance the bet left: then its hello has been read and it hears
/// its player (a late push of an earlier bet is passed over). False if it never does.
async fn until_heard(client: &mut common::served::Client, token: &str, socket: &mut Ws) -> bool {
    for _ in 0..20 {
        let balance = roulette_bet(client, token, 100).await;
        let wait = std::time::Duration::from_millis(500);
        let reached = tokio::time::timeout(wait, async {
            while let Some(pushed) = next_balance(socket).await {
                if pushed == balance {
                    return true;
                }
            }
            false
        });
        if reached.await == Ok(true) {
            return true;
        }
    }
    false
}

/// The balance of the socket's next balance event (`None`: the socket ended).
async fn next_balance(socket: &mut Ws) -> Option<Value> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    while let Some(Ok(message)) = socket.next().await {
        if let Message::Text(text) = message {
            let event: Value = serde_json::from_str(&text).unwrap();
            if event["type"] == "balance" {
                return Some(event["balance"].clone());
            }
        }
    }
    None
}

/// Support reads and helps, but an account an administrator suspended is an administrator's to
/// reopen.
#[tokio::test]
async fn only_an_administrator_reopens_what_an_administrator_suspended() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        player(&t, 1).await;
        let agent = common::players::staff(&t, 2, "support").await;
        let boss = common::players::admin(&t).await;
        let state = |action: &str, reason: &str| json!({ "username": "joueur1", "action": action, "reason": reason });
        let r = call(
            &t,
            "/api/support/set_player_state",
            &boss,
            state("suspend", "Fraud suspected by the bank"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            state("reopen", "The player called us"),
        )
        .await;
        assert_eq!(
            (r.status, r.code()),
            (403, "administrator_needed".to_owned())
        );
        let r = call(
            &t,
            "/api/support/set_player_state",
            &boss,
            state("reopen", "The bank cleared it"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        // What support suspended, support may reopen.
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            state("suspend", "Chargeback reported"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            state("reopen", "Chargeback withdrawn"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
}

/// The sandbox's coin payment tells a self-excluded player their coins are held, not credited.
#[tokio::test]
async fn held_coins_are_never_announced_as_credited() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let r = call(
            &t,
            "/api/front/take_break",
            &token,
            json!({ "kind": "time_out", "length": "24" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(
            &t,
            "/api/sandbox/crypto_payment",
            &token,
            json!({ "address": address, "amount": "10" }),
        )
        .await;
        assert_eq!(
            (
                r.json()["code"].clone(),
                r.json()["message"].clone(),
                r.json()["transaction"]["state"].clone()
            ),
            (
                json!("deposit_held"),
                json!(
                    "Your payment of €10.00 arrived while deposits are closed on your account: it is held, not credited. Our staff will credit it or send it back."
                ),
                json!("held")
            )
        );
        assert_eq!(real_balance(&t, &token).await, "0.00");
    }
}

/// The same signed callback delivered eight times at once: one is applied, the others are
/// refused as replays, and the coins are credited once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_delivered_many_times_at_once_credits_once() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-race", &address, 2000));
        let answers =
            futures_util::future::join_all((0..8).map(|_| deliver(&t, "bitcoin", &body, &sig)))
                .await;
        let applied = answers.iter().filter(|(s, _)| *s == 200).count();
        let replays = answers
            .iter()
            .filter(|a| **a == (409, json!("callback_replayed")))
            .count();
        assert_eq!((applied, replays), (1, 7), "{answers:?}");
        assert_eq!(real_balance(&t, &token).await, "20.00");
        audit(&t);
    }
}

/// The welcome e-mails sent to `email` so far.
fn welcome_mails(t: &TestApp, email: &str) -> usize {
    t.outbox()
        .iter()
        .filter(|m| m.contains("/welcome?token=") && m.contains(email))
        .count()
}

/// An account nobody activated (a typo in the e-mail, a bought list of addresses) signs in and
/// sees its area, and nothing more: no deposit, no real-money bet, no bonus, until the link of
/// the welcome e-mail, or of a new one the player asks for, is followed.
#[tokio::test]
async fn an_account_not_activated_neither_deposits_plays_nor_takes_a_bonus() {
    const NOT_ACTIVATED: &str = "Please activate your account first: follow the link in the welcome e-mail, or ask for a new link from your account.";
    for b in backends() {
        let t = spawn_with(b, &[]);
        let r = t
            .post_with("/api/front/register_player", &common::players::form(1), &[])
            .await;
        assert_eq!(r.status, 201, "{}", r.text());
        let r = t.login("joueur1", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let token = r.json()["accessToken"].as_str().unwrap().to_owned();
        let me = t.get_with_token("/api/front/auth/player", &token).await;
        assert_eq!(me.json()["player"]["status"], "registered");
        assert_eq!(real_balance(&t, &token).await, "0.00");

        let deposit = common::players::moto(&t, &token, "100.00", "d-1", common::players::CARD);
        let bet = json!({ "game_id": "classic-blackjack", "mode": "real",
                          "bet": { "engine": "blackjack", "stake": 100 },
                          "idempotency_key": common::idem("bet-1") });
        let code = json!({ "code": "WELCOME100" });
        let refused = [
            deposit.await,
            call(&t, "/api/game/bet", &token, bet.clone()).await,
            call(&t, "/api/front/bonuscode_deposit_processor", &token, code).await,
        ];
        for r in refused {
            assert_eq!(r.status, 403, "{}", r.text());
            assert_eq!(r.json()["error"]["code"], "account_not_activated");
            assert_eq!(r.json()["error"]["message"], NOT_ACTIVATED);
        }
        let offers = call(
            &t,
            "/api/front/get_deposit_bonuses",
            &token,
            json!({ "currency": "EUR" }),
        );
        assert_eq!(offers.await.json()["offers"], json!([]));
        assert_eq!(order_count(&t), 0);

        // A new link, three times an hour at most (each is an e-mail).
        for _ in 0..3 {
            let r = call(&t, "/api/front/resend_activation", &token, json!({})).await;
            assert_eq!(r.status, 200, "{}", r.text());
            assert_eq!(r.json()["code"], "activation_sent");
        }
        let r = call(&t, "/api/front/resend_activation", &token, json!({})).await;
        assert_eq!(r.status, 429, "{}", r.text());
        assert_eq!(welcome_mails(&t, "joueur1@example.fr"), 4);

        // The newest link activates; the account then deposits and plays.
        common::players::activate(&t, "joueur1@example.fr").await;
        let r = call(&t, "/api/front/resend_activation", &token, json!({})).await;
        assert_eq!(r.status, 409, "{}", r.text());
        assert_eq!(r.json()["error"]["code"], "account_already_activated");
        let deposit = common::players::moto(&t, &token, "100.00", "d-2", common::players::CARD);
        assert_eq!(deposit.await.status, 200);
        let r = call(&t, "/api/game/bet", &token, bet).await;
        assert_eq!(r.status, 200, "{}", r.text());
        audit(&t);
    }
}

/// Three administrators press "complete" on one large payout at the same moment (a shared
/// screen, a double click): one approval is recorded, one payout is made, and the third finds
/// the decision taken. The money leaves once.
#[tokio::test]
async fn three_administrators_at_once_pay_a_large_withdrawal_once() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let token = player(&t, 1).await;
        let id = player_id(&t, "joueur1");
        fund(&t, &id, 500_000);
        set_verification(&t, &id, "enhanced");
        let boss = common::players::admin(&t).await;
        let (two, three) = (
            common::players::staff(&t, 998, "admin").await,
            common::players::staff(&t, 997, "admin").await,
        );
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            withdrawal("big", "3000"),
        )
        .await;
        let order = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let r = call(
            &t,
            "/api/admin/approve_withdrawal",
            &boss,
            json!({ "id": order }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());

        let path = "/api/admin/complete_withdrawal";
        let body = json!({ "id": order });
        let (a, b2, c) = tokio::join!(
            call(&t, path, &boss, body.clone()),
            call(&t, path, &two, body.clone()),
            call(&t, path, &three, body)
        );
        let mut answers: Vec<String> = [a, b2, c]
            .iter()
            .map(|r| match r.status {
                200 => r.json()["code"].as_str().unwrap().to_owned(),
                409 => "conflict".to_owned(),
                other => panic!("{other}: {}", r.text()),
            })
            .collect();
        answers.sort();
        assert_eq!(
            answers,
            [
                "conflict",
                "second_approval_recorded",
                "withdrawal_completed"
            ],
            "{}",
            b.name()
        );
        use casino_server::db::schema::ledger_transactions as tx;
        let mut c = t.state.db.pool.get().unwrap();
        let paid: i64 = tx::table
            .filter(tx::kind.eq("withdrawal_paid"))
            .count()
            .get_result(&mut c)
            .unwrap();
        assert_eq!(paid, 1);
        drop(c);
        audit(&t);
    }
}

/// Two administrators decide on one held coin payment at the same moment, one crediting it and
/// one returning it: exactly one decision is taken, and the coins are credited at most once.
#[tokio::test]
async fn two_administrators_at_once_release_held_coins_once() {
    for b in backends() {
        let t = live_site(b);
        let token = player(&t, 1).await;
        let address = btc_address(&t, &token).await;
        let boss = common::players::admin(&t).await;
        let other = common::players::staff(&t, 998, "admin").await;
        let r = call(
            &t,
            "/api/front/take_break",
            &token,
            json!({ "kind": "self_exclusion", "length": "2" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-1", &address, 2000));
        assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
        let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
            .await
            .json();
        let id = queue["items"][0]["transaction"]["id"]
            .as_str()
            .unwrap()
            .to_owned();

        for round in 0..2 {
            // Twice the same decision, then (on a new payment) credit against return.
            let (first, second) = if round == 0 {
                (
                    "/api/admin/credit_held_payment",
                    "/api/admin/credit_held_payment",
                )
            } else {
                (
                    "/api/admin/credit_held_payment",
                    "/api/admin/return_held_payment",
                )
            };
            let id = if round == 0 {
                id.clone()
            } else {
                let (body, sig) = signed_callback(&t, "bitcoin", coins("tx-2", &address, 3000));
                assert_eq!(deliver(&t, "bitcoin", &body, &sig).await.0, 200);
                let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
                    .await
                    .json();
                queue["items"][0]["transaction"]["id"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            };
            let (x, y) = tokio::join!(
                call(&t, first, &boss, json!({ "id": id })),
                call(&t, second, &other, json!({ "id": id }))
            );
            let mut statuses = [x.status, y.status];
            statuses.sort();
            assert_eq!(
                statuses,
                [200, 409],
                "{}: {} / {}",
                b.name(),
                x.text(),
                y.text()
            );
        }
        // 20.00 credited in the first round; in the second, 30.00 only if the credit won.
        let balance = real_balance(&t, &token).await;
        assert!(balance == "20.00" || balance == "50.00", "{balance}");
        let queue = call(&t, "/api/admin/get_held_payments", &boss, json!({}))
            .await
            .json();
        assert_eq!(queue["items"], json!([]));
        audit(&t);
    }
}

/// Signs player `n` up with e-mail `email` and names `first last` (born 1990-05-04), with the
/// referral code `referral`, and activates the account: their token.
async fn signed_up_as(t: &TestApp, n: usize, email: &str, first: &str, referral: &str) -> String {
    let mut f: Value = serde_json::from_str(&common::players::form(n)).unwrap();
    f["email"] = json!(email);
    f["first_name"] = json!(first);
    f["referral"] = json!(referral);
    let r = t
        .post_with("/api/front/register_player", &f.to_string(), &[])
        .await;
    assert_eq!(r.status, 201, "{}", r.text());
    common::players::activate(t, email).await;
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

/// A player opens a second account to refer himself: the same Gmail inbox written another way,
/// or the same verified name and birth date. Staff see the accounts linked on the file, and the
/// referral earns nothing; a genuine friend's still does.
#[tokio::test]
async fn a_player_referring_his_own_second_account_earns_nothing() {
    for b in backends() {
        let t = spawn_with(b, &[]);
        let boss = common::players::admin(&t).await;
        let lea = signed_up_as(&t, 1, "lea.martin@gmail.com", "Léa", "").await;
        let r = call(&t, "/api/front/get_referral", &lea, json!({})).await;
        let code = r.json()["code"].as_str().unwrap().to_owned();
        let verify = |name: &'static str| {
            let body = json!({ "username": name, "verification": "verified" });
            call(&t, "/api/admin/set_player_verification", &boss, body)
        };
        assert_eq!(verify("joueur1").await.status, 200);
        // The same inbox; the same person by name and birth date; a friend.
        let same_inbox = signed_up_as(&t, 2, "LeaMartin+bis@googlemail.com", "Zoé", &code).await;
        let same_person = signed_up_as(&t, 3, "lm1990@example.fr", "  LÉA ", &code).await;
        let friend = signed_up_as(&t, 4, "paul@example.fr", "Paul", &code).await;
        for (token, name, n) in [
            (&same_inbox, "joueur2", 2),
            (&same_person, "joueur3", 3),
            (&friend, "joueur4", 4),
        ] {
            let key = format!("d-{n}");
            let deposit = common::players::moto(&t, token, "50", &key, common::players::CARD);
            assert_eq!(deposit.await.status, 200);
            assert_eq!(verify(name).await.status, 200);
        }
        let mine = common::players::player_bonuses(&t, &lea).await;
        let sources: Vec<&str> = mine["claimable"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["kind"].as_str().unwrap())
            .collect();
        assert_eq!(sources, ["referral"], "only the genuine friend's");

        let file = call(
            &t,
            "/api/support/get_player_file",
            &boss,
            json!({ "username": "joueur1" }),
        )
        .await;
        assert_eq!(
            file.json()["linked"],
            json!([
                { "username": "joueur2", "links": ["mailbox"] },
                { "username": "joueur3", "links": ["identity"] },
            ])
        );
        audit(&t);
    }
}

/// Accounts written before the keys existed get them when the server starts, so they are
/// linked like the others.
#[tokio::test]
async fn accounts_written_before_the_keys_are_linked_after_a_restart() {
    use casino_server::db::schema::players;
    for b in backends() {
        let t = spawn_with(b, &[]);
        let boss = common::players::admin(&t).await;
        signed_up_as(&t, 1, "lea.martin@gmail.com", "Léa", "").await;
        signed_up_as(&t, 2, "leamartin@gmail.com", "Zoé", "").await;
        {
            let mut c = t.state.db.pool.get().unwrap();
            diesel::update(players::table)
                .set((
                    players::mailbox_key.eq(None::<String>),
                    players::identity_key.eq(None::<String>),
                ))
                .execute(&mut c)
                .unwrap();
        }
        let path = "/api/support/get_player_file";
        let body = json!({ "username": "joueur1" });
        let file = call(&t, path, &boss, body.clone()).await;
        assert_eq!(file.json()["linked"], json!([]));
        let restarted =
            casino_server::AppState::with_clock((*t.state.config).clone(), t.state.clock.clone())
                .unwrap();
        let mut c = restarted.db.pool.get().unwrap();
        let missing: i64 = players::table
            .filter(
                players::mailbox_key
                    .is_null()
                    .or(players::identity_key.is_null()),
            )
            .count()
            .get_result(&mut c)
            .unwrap();
        assert_eq!(missing, 0);
        drop(c);
        let file = call(&t, path, &boss, body).await;
        assert_eq!(
            file.json()["linked"],
            json!([{ "username": "joueur2", "links": ["mailbox"] }])
        );
    }
}

/// Two accounts paid out to one coin address are flagged on each other's file.
#[tokio::test]
async fn accounts_paid_out_to_one_address_are_linked() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let boss = common::players::admin(&t).await;
        for (n, email, first) in [(1, "lea@example.fr", "Léa"), (2, "zoe@example.fr", "Zoé")] {
            let token = signed_up_as(&t, n, email, first, "").await;
            let id = player_id(&t, &format!("joueur{n}"));
            fund(&t, &id, 10_000);
            set_verification(&t, &id, "verified");
            let r = call(
                &t,
                "/api/payment/send_withdrawal_request",
                &token,
                withdrawal(&format!("w-{n}"), "30"),
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let file = call(
            &t,
            "/api/support/get_player_file",
            &boss,
            json!({ "username": "joueur2" }),
        )
        .await;
        assert_eq!(
            file.json()["linked"],
            json!([{ "username": "joueur1", "links": ["payout_destination"] }])
        );
        audit(&t);
    }
}
