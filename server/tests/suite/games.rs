//! Games on every backend, through the API: the lobby's catalog, fun play on play money, real
//! play through the ledger with the seamless wallet, provably fair seeds and the replay of a
//! round with the revealed seed, resumable multi-step rounds, and the bet history. The ledger's
//! invariants are audited after every test that moves money.

use crate::common;

use casino_core::games::{Action, FairStream, GameBet, fair};
use common::players::{CARD, audit, call, moto, player, real_balance};
use common::{TestApp, TestResponse, backends, spawn};
use serde_json::{Value, json};

const ROULETTE: &str = "classic-european-roulette";
const BLACKJACK: &str = "classic-blackjack";

fn key() -> String {
    uuid::Uuid::new_v4().to_string()
}

fn red(cents: i64) -> Value {
    json!({ "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": cents }] })
}

async fn anonymous(t: &TestApp, path: &str, body: Value) -> TestResponse {
    t.post_with(path, &body.to_string(), &[]).await
}

/// A fun session for `game`: its id.
async fn fun_session(t: &TestApp, game: &str) -> String {
    let r = anonymous(
        t,
        "/api/front/get_game_url",
        json!({ "game_id": game, "mode": "fun" }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.json()["currency"], "FUN");
    r.json()["fun_session"].as_str().unwrap().to_owned()
}

/// Replays a round from what the API shows, with casino-core natively: what a player's browser
/// does with the WebAssembly build of the same engine.
fn replay(t: &TestApp, round: &Value) -> casino_core::games::Play<casino_core::games::GameView> {
    let game = t
        .state
        .games
        .catalog
        .get(round["game_id"].as_str().unwrap())
        .unwrap();
    let bet: GameBet = serde_json::from_value(round["bet"].clone()).unwrap();
    let actions: Vec<Action> = serde_json::from_value(round["actions"].clone()).unwrap();
    let seed = fair::unhex(round["server_seed"].as_str().unwrap()).unwrap();
    assert_eq!(
        fair::commitment(&seed),
        round["commitment"],
        "the seed matches its commitment"
    );
    let mut stream = FairStream::new(
        &seed,
        round["client_seed"].as_str().unwrap(),
        round["nonce"].as_u64().unwrap(),
    );
    game.config().play(&bet, &actions, &mut stream).unwrap()
}

fn cents(v: &Value) -> i64 {
    let d: rust_decimal::Decimal = v.as_str().unwrap().parse().unwrap();
    casino_core::money::to_cents(d).unwrap()
}

#[tokio::test]
async fn the_lobby_lists_over_400_games_with_filters_orders_and_thumbnails() {
    let t = spawn(casino_server::db::Backend::Sqlite);
    let r = anonymous(&t, "/api/front/get_games", json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let all = r.json();
    assert!(all["total"].as_u64().unwrap() >= 400, "{}", all["total"]);
    assert_eq!(all["games"].as_array().unwrap().len(), 24);

    let r = anonymous(&t, "/api/front/get_game_group_list", json!({})).await;
    let groups = r.json()["groups"].as_array().unwrap().clone();
    assert_eq!(groups.len(), 3 + 31);
    for g in &groups {
        assert!(g["count"].as_u64().unwrap() >= 1, "{g}");
    }
    let r = anonymous(
        &t,
        "/api/front/get_games",
        json!({ "category": "french-roulette", "page_size": 100 }),
    )
    .await;
    let french = r.json();
    assert!(french["total"].as_u64().unwrap() >= 4);
    for g in french["games"].as_array().unwrap() {
        assert!(
            g["categories"]
                .as_array()
                .unwrap()
                .contains(&json!("french-roulette"))
        );
        assert_eq!(g["engine"], "roulette");
        assert_eq!(g["rtp"], "97.30", "the worst bet of a French table");
        assert_eq!(g["rtp_method"], "enumeration");
        assert_eq!(g["rtp_interval"], Value::Null);
        // A straight-up number alone pays 35 to 1.
        assert_eq!(g["max_win"], "36");
    }
    let r = anonymous(
        &t,
        "/api/front/get_games",
        json!({ "search": "BLACKJACK classic" }),
    )
    .await;
    let blackjack = &r.json()["games"][0];
    assert_eq!(blackjack["id"], BLACKJACK);
    // Simulated under basic strategy: its figure carries the 99 % interval.
    assert_eq!(blackjack["rtp_method"], "simulated");
    assert_eq!(blackjack["rtp_interval"], "0.047");
    // A split, both hands doubled and won: four stakes paid even money.
    assert_eq!(blackjack["max_win"], "8");

    let providers = anonymous(&t, "/api/front/get_game_providers", json!({}))
        .await
        .json();
    let first = providers["providers"][0].clone();
    let r = anonymous(
        &t,
        "/api/front/get_games",
        json!({ "provider": first["slug"], "order": "name", "page": 2, "page_size": 5 }),
    )
    .await;
    let page = r.json();
    assert_eq!(page["total"], first["count"]);
    let names: Vec<&str> = page["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted);

    let r = anonymous(
        &t,
        "/api/front/get_games",
        json!({ "category": "pachinko" }),
    )
    .await;
    assert_eq!((r.status, r.code()), (422, "choice_invalid".to_owned()));
    let r = anonymous(&t, "/api/front/get_games", json!({ "order": "random" })).await;
    assert_eq!(r.field("order"), "choice_invalid");
    // A closed set on the wire (the play mode) refuses another word as the same choice.
    let r = anonymous(
        &t,
        "/api/front/get_game_url",
        json!({ "game_id": ROULETTE, "mode": "demo" }),
    )
    .await;
    assert_eq!((r.status, r.field("mode")), (422, "choice_invalid".into()));

    let r = t.get(&format!("/api/thumbnails/{ROULETTE}.svg")).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "image/svg+xml");
    assert!(r.text().starts_with("<svg") && r.text().contains("Classic European Roulette"));
    assert!(
        r.body.len() < 2048,
        "a thumbnail is small: {} bytes",
        r.body.len()
    );
    assert_eq!(t.get("/api/thumbnails/nope.svg").await.status, 404);

    // The game screens draw the symbols with the thumbnails' art: a slot's 4 dearest (the first
    // the thumbnail's), nothing for a roulette.
    let slots = anonymous(&t, "/api/front/get_games", json!({ "category": "slots" })).await;
    let slot = slots.json()["games"][0]["id"].as_str().unwrap().to_owned();
    let url = anonymous(
        &t,
        "/api/front/get_game_url",
        json!({ "game_id": slot, "mode": "fun" }),
    )
    .await
    .json();
    let art = url["art"].as_array().unwrap();
    assert_eq!(art.len(), 4);
    assert_eq!(url["art_icons"].as_array().unwrap().len(), 4);
    assert!(
        art.iter()
            .all(|a| a.as_str().unwrap().contains("currentColor"))
    );
    let thumbnail = t.get(&format!("/api/thumbnails/{slot}.svg")).await;
    assert!(thumbnail.text().contains(art[0].as_str().unwrap()));
    let url = anonymous(
        &t,
        "/api/front/get_game_url",
        json!({ "game_id": ROULETTE, "mode": "fun" }),
    )
    .await
    .json();
    assert_eq!((&url["art"], &url["art_icons"]), (&json!([]), &json!([])));
}

#[tokio::test]
async fn fun_play_moves_play_money_only() {
    for backend in backends() {
        let t = spawn(backend);
        let session = fun_session(&t, ROULETTE).await;
        let r = anonymous(&t, "/api/game/bet", json!({
            "game_id": ROULETTE, "mode": "fun", "fun_session": session, "bet": red(1000), "idempotency_key": key()
        })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let round = r.json();
        assert_eq!(
            (
                round["mode"].clone(),
                round["currency"].clone(),
                round["stake"].clone()
            ),
            (json!("fun"), json!("FUN"), json!("10.00"))
        );
        let expected = 1_000_000 - 1000 + cents(&round["win"]);
        assert_eq!(cents(&round["balance"]), expected);
        // Red pays double or nothing: a win with its net, or a loss of the stake.
        let won = cents(&round["win"]) > 0;
        assert_eq!(
            (round["result"].clone(), round["net"].clone()),
            if won {
                (json!("win"), json!("10.00"))
            } else {
                (json!("loss"), json!("-10.00"))
            }
        );
        assert!(
            round["server_seed"].is_null(),
            "the seed stays secret until rotated"
        );

        let mut c = t.state.db.pool.get().unwrap();
        use casino_server::db::schema::ledger_transactions as lt;
        use diesel::prelude::*;
        let moves: i64 = lt::table.count().get_result(&mut c).unwrap();
        assert_eq!(moves, 0, "fun play never touches the ledger");

        let r = anonymous(&t, "/api/game/bet", json!({
            "game_id": ROULETTE, "mode": "fun", "fun_session": "not-a-session", "bet": red(1000), "idempotency_key": key()
        })).await;
        assert_eq!(
            (r.status, r.code()),
            (404, "fun_session_unknown".to_owned())
        );
        let r = anonymous(
            &t,
            "/api/game/bet",
            json!({
                "game_id": ROULETTE, "mode": "real", "bet": red(1000), "idempotency_key": key()
            }),
        )
        .await;
        assert_eq!(r.status, 401);
    }
}

#[tokio::test]
async fn real_play_goes_through_the_ledger_and_replays_after_rotation() {
    for backend in backends() {
        let t = spawn(backend);
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "100.00", &key(), CARD).await.status, 200);

        let bet_key = key();
        let body = json!({ "game_id": ROULETTE, "mode": "real", "bet": red(1000), "idempotency_key": common::idem(bet_key) });
        let r = call(&t, "/api/game/bet", &token, body.clone()).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let round = r.json();
        let win = cents(&round["win"]);
        assert!(win == 0 || win == 2000, "red pays 1:1: {win}");
        let after = 10_000 - 1000 + win;
        assert_eq!(cents(&round["balance"]), after);
        assert_eq!(cents(&json!(real_balance(&t, &token).await)), after);

        // The same key again: the first round, and no money moves twice.
        let again = call(&t, "/api/game/bet", &token, body).await.json();
        assert_eq!(again["id"], round["id"]);
        assert_eq!(cents(&json!(real_balance(&t, &token).await)), after);

        let seeds = call(&t, "/api/game/seeds", &token, json!({ "mode": "real" }))
            .await
            .json();
        assert_eq!(seeds["commitment"], round["commitment"]);
        assert_eq!(seeds["nonce"], 1);
        let r = call(
            &t,
            "/api/game/rotate_seed",
            &token,
            json!({ "mode": "real", "client_seed": "my lucky seed" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("client_seed")),
            (422, "client_seed_invalid".to_owned())
        );
        let rotated = call(
            &t,
            "/api/game/rotate_seed",
            &token,
            json!({ "mode": "real", "client_seed": "lucky-seed" }),
        )
        .await
        .json();
        assert_eq!(rotated["client_seed"], "lucky-seed");
        assert_eq!(rotated["nonce"], 0);
        assert_eq!(rotated["previous"]["commitment"], round["commitment"]);

        let shown = call(
            &t,
            "/api/game/round",
            &token,
            json!({ "round_id": round["id"] }),
        )
        .await
        .json();
        // The code that decided it: the engines' version and the games module served.
        assert_eq!(
            shown["engine"],
            json!({
                "version": casino_core::games::ENGINE_VERSION,
                "module_hash": casino_core::games::module_hash(common::GAMES_MODULE),
            })
        );
        let replayed = replay(&t, &shown);
        assert_eq!(replayed.win, win);
        assert_eq!(serde_json::to_value(&replayed.view).unwrap(), shown["view"]);

        let history = call(&t, "/api/front/get_bet_list", &token, json!({}))
            .await
            .json();
        assert_eq!(history["total"], 1);
        let row = &history["bets"][0];
        assert_eq!(
            (row["game_name"].clone(), row["bet"].clone()),
            (json!("Classic European Roulette"), json!("10.00"))
        );
        assert_eq!(cents(&row["total"]), win - 1000);

        // A table up to 500.00 (the tiers of the catalog), above the balance.
        let r = call(&t, "/api/game/bet", &token, json!({
            "game_id": "royal-european-roulette", "mode": "real", "bet": red(50_000), "idempotency_key": key()
        })).await;
        assert_eq!((r.status, r.code()), (422, "bet_above_balance".to_owned()));
        let r = call(
            &t,
            "/api/game/bet",
            &token,
            json!({
                "game_id": ROULETTE, "mode": "real", "bet": red(1_000_000), "idempotency_key": key()
            }),
        )
        .await;
        assert_eq!(
            (r.status, r.message()),
            (422, "The maximum bet is 100.00.".to_owned())
        );
        let r = call(&t, "/api/game/bet", &token, json!({
            "game_id": ROULETTE, "mode": "real", "bet": { "engine": "dice", "stake": 100 }, "idempotency_key": key()
        })).await;
        assert_eq!(r.field("bet"), "bet_invalid");
        assert_eq!(
            cents(&json!(real_balance(&t, &token).await)),
            after,
            "refused bets move nothing"
        );
        // Nor do they use a nonce: the next round draws the new pair's first (on PostgreSQL it
        // is taken by the bet's first read, which a refusal rolls back).
        let next = call(
            &t,
            "/api/game/bet",
            &token,
            json!({
                "game_id": ROULETTE, "mode": "real", "bet": red(1000), "idempotency_key": key()
            }),
        )
        .await
        .json();
        assert_eq!(
            (next["nonce"].clone(), next["commitment"].clone()),
            (json!(0), rotated["commitment"].clone())
        );
        audit(&t);

        // The audit ties every real round to its postings: a round recording a win the ledger
        // never paid, and money moved for a round that does not exist, are each named.
        use casino_server::db::schema::game_rounds as g;
        use casino_server::wallet::ledger::{self, Account, Movement, MovementKind};
        use diesel::prelude::*;
        let id = round["id"].as_str().unwrap().to_owned();
        let mut c = t.state.db.pool.get().unwrap();
        diesel::update(g::table.find(&id))
            .set(g::win_cents.eq(g::win_cents + 500))
            .execute(&mut c)
            .unwrap();
        let owner: Option<String> = g::table
            .find(&id)
            .select(g::player_id)
            .first(&mut c)
            .unwrap();
        let owner = casino_server::ids::PlayerId::from(owner.unwrap());
        let ghost = Movement {
            key: "game:no-such-round:win".into(),
            kind: MovementKind::Win,
            player_id: Some(owner.clone()),
            currency: casino_core::Currency::Eur,
            legs: vec![(Account::PlayerReal(owner), 100), (Account::House, -100)],
        };
        ledger::post(&mut c, &ghost, 0).unwrap();
        assert_eq!(
            ledger::audit(&mut c).unwrap(),
            vec![
                format!(
                    "round {id}: stakes 1000, paid {}, so {} to the player, postings {}",
                    win + 500,
                    win + 500 - 1000,
                    win - 1000
                ),
                "postings for round no-such-round, which no real-money round is".to_owned(),
            ]
        );
    }
}

/// A slot round waiting for the player's picks shows its win so far, which is paid when the
/// round finishes: the ledger audit, run meanwhile, finds the stake taken and nothing owed.
#[tokio::test]
async fn an_audit_during_a_feature_finds_the_win_so_far_unpaid_and_no_breach() {
    for backend in backends() {
        let t = spawn(backend);
        let (_, token) = common::players::seated(&t, "feature", 1).remove(0);
        let mut waiting = None;
        for _ in 0..1_500 {
            let body = json!({ "game_id": "golden-pharaoh", "mode": "real",
                "bet": { "engine": "slots", "stake": 100 }, "idempotency_key": key() });
            let r = call(&t, "/api/game/bet", &token, body).await;
            assert_eq!(r.status, 200, "{}", r.text());
            let round = r.json();
            if round["finished"] == false && round["win"] != "0.00" {
                waiting = Some(round);
                break;
            }
        }
        let round = waiting.expect("a feature with a win so far within 1,500 spins");
        let breaches = t
            .state
            .db
            .run(casino_server::wallet::ledger::audit)
            .await
            .unwrap();
        assert_eq!(breaches, Vec::<String>::new(), "{backend:?}: {round}");
    }
}

#[tokio::test]
async fn a_blackjack_hand_resumes_and_takes_each_decision_once() {
    for backend in backends() {
        let t = spawn(backend);
        let session = fun_session(&t, BLACKJACK).await;
        // A natural or a dealer's blackjack ends a hand at once: deal until one stays open.
        let mut open = None;
        for _ in 0..30 {
            let r = anonymous(
                &t,
                "/api/game/bet",
                json!({
                    "game_id": BLACKJACK, "mode": "fun", "fun_session": session,
                    "bet": { "engine": "blackjack", "stake": 1000 }, "idempotency_key": key()
                }),
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
            if !r.json()["finished"].as_bool().unwrap() {
                open = Some(r.json());
                break;
            }
        }
        let hand = open.expect("an open hand within 30 deals");
        assert!(
            hand["allowed"]
                .as_array()
                .unwrap()
                .contains(&json!("stand"))
        );

        // A reload finds the hand where it stopped.
        let resumed = anonymous(
            &t,
            "/api/game/open_round",
            json!({ "game_id": BLACKJACK, "mode": "fun", "fun_session": session }),
        )
        .await
        .json();
        assert_eq!(resumed["id"], hand["id"]);
        assert_eq!(resumed["view"], hand["view"]);

        // Revealing the seed now would reveal the dealer's hole card.
        let r = anonymous(
            &t,
            "/api/game/rotate_seed",
            json!({ "mode": "fun", "fun_session": session }),
        )
        .await;
        assert_eq!((r.status, r.code()), (409, "round_open".to_owned()));

        // The hand was dealt by an older build (a release came in between): the decision
        // records the build that settles it.
        {
            use diesel::RunQueryDsl;
            let mut c = t.state.db.pool.get().unwrap();
            diesel::sql_query(format!(
                "UPDATE game_rounds SET engine_version = '0.0.1', engine_hash = 'older' WHERE id = '{}'",
                hand["id"].as_str().unwrap()
            ))
            .execute(&mut c)
            .unwrap();
        }
        let stand = json!({ "round_id": hand["id"], "fun_session": session, "action": { "type": "stand" }, "step": 0 });
        let r = anonymous(&t, "/api/game/act", json!({ "round_id": hand["id"], "fun_session": session, "action": { "type": "stand" }, "step": 3 })).await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].clone()),
            (409, json!("round_changed"))
        );
        let done = anonymous(&t, "/api/game/act", stand.clone()).await.json();
        assert_eq!(done["finished"], true);
        assert_eq!(
            done["engine"],
            json!({
                "version": casino_core::games::ENGINE_VERSION,
                "module_hash": casino_core::games::module_hash(common::GAMES_MODULE),
            })
        );
        assert_eq!(done["actions"], json!([{ "type": "stand" }]));
        let retried = anonymous(&t, "/api/game/act", stand).await.json();
        assert_eq!(
            (retried["win"].clone(), retried["balance"].clone()),
            (done["win"].clone(), done["balance"].clone())
        );
        let r = anonymous(&t, "/api/game/act", json!({ "round_id": hand["id"], "fun_session": session, "action": { "type": "hit" }, "step": 1 })).await;
        assert_eq!(r.status, 409);

        let r = anonymous(
            &t,
            "/api/game/rotate_seed",
            json!({ "mode": "fun", "fun_session": session }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let shown = anonymous(
            &t,
            "/api/game/round",
            json!({ "round_id": hand["id"], "fun_session": session }),
        )
        .await
        .json();
        let replayed = replay(&t, &shown);
        assert_eq!(serde_json::to_value(&replayed.view).unwrap(), shown["view"]);
        assert_eq!(cents(&shown["win"]), replayed.win);
    }
}

#[tokio::test]
async fn concurrent_bets_never_overdraw_and_keep_the_ledger_sound() {
    for backend in backends() {
        let t = std::sync::Arc::new(spawn(backend));
        let token = player(&t, 2).await;
        assert_eq!(moto(&t, &token, "50.00", &key(), CARD).await.status, 200);
        let tasks: Vec<_> = (0..40)
            .map(|_| {
                let (t, token) = (t.clone(), token.clone());
                tokio::spawn(async move {
                    let body = json!({ "game_id": ROULETTE, "mode": "real", "bet": red(1000), "idempotency_key": key() });
                    call(&t, "/api/game/bet", &token, body).await
                })
            })
            .collect();
        let mut answers = Vec::new();
        for task in tasks {
            answers.push(task.await.unwrap());
        }
        let mut net = 0;
        for r in &answers {
            match r.status {
                200 => net += cents(&r.json()["win"]) - 1000,
                422 => assert_eq!(r.json()["error"]["code"], "bet_above_balance"),
                other => panic!("unexpected {other}: {}", r.text()),
            }
        }
        assert!(answers.iter().any(|r| r.status == 200));
        assert_eq!(cents(&json!(real_balance(&t, &token).await)), 5000 + net);
        audit(&t);
    }
}

#[tokio::test]
async fn the_seamless_wallet_takes_pays_and_rolls_back_once_per_transaction() {
    use casino_server::games::Purse;
    for backend in backends() {
        let t = spawn(backend);
        let token = player(&t, 3).await;
        assert_eq!(moto(&t, &token, "100.00", &key(), CARD).await.status, 200);
        let id = {
            let mut c = t.state.db.pool.get().unwrap();
            casino_server::player::find_by_login(&mut c, "joueur3")
                .unwrap()
                .unwrap()
                .id
        };
        let purse = Purse::Real {
            player: id,
            currency: casino_core::Currency::Eur,
        };
        let balance = |t: &TestApp| {
            let mut c = t.state.db.pool.get().unwrap();
            purse.balance(&mut c).unwrap()
        };
        let mut c = t.state.db.pool.get().unwrap();
        purse.bet(&mut c, "provider-1", 2500, 1).unwrap();
        purse.bet(&mut c, "provider-1", 2500, 1).unwrap();
        drop(c);
        assert_eq!(balance(&t), 7500, "a repeated bet id takes the stake once");
        let mut c = t.state.db.pool.get().unwrap();
        purse.rollback(&mut c, "provider-1", 2500, 2).unwrap();
        purse.rollback(&mut c, "provider-1", 2500, 2).unwrap();
        purse.rollback(&mut c, "never-bet", 2500, 2).unwrap();
        drop(c);
        assert_eq!(
            balance(&t),
            10_000,
            "one rollback gives the stake back; an unknown one nothing"
        );
        let mut c = t.state.db.pool.get().unwrap();
        purse.win(&mut c, "provider-2", 1234, 3).unwrap();
        purse.win(&mut c, "provider-2", 1234, 3).unwrap();
        let refused = purse.bet(&mut c, "provider-3", 1_000_000, 4).unwrap_err();
        drop(c);
        assert_eq!(refused.code, "bet_above_balance");
        assert_eq!(balance(&t), 11_234);
        audit(&t);
    }
}

/// `game/verifiable_rounds`: what the verifier keeps for offline checks is the player's own
/// finished rounds of the last 30 days whose seed is revealed, each with its configuration, a
/// page of 100 at a time.
#[tokio::test]
async fn the_verifier_keeps_the_revealed_rounds_of_30_days_page_by_page() {
    use diesel::RunQueryDsl;
    for backend in backends() {
        let t = spawn(backend);
        let token = player(&t, 1).await;
        let other = player(&t, 2).await;
        for who in [&token, &other] {
            assert_eq!(moto(&t, who, "100.00", &key(), CARD).await.status, 200);
        }
        let mut played = Vec::new();
        for _ in 0..102 {
            played.push(red_round(&t, &token).await);
        }
        // The first round is 31 days old: past what is kept.
        let mut c = t.state.db.pool.get().unwrap();
        diesel::sql_query(format!(
            "UPDATE game_rounds SET created_at = created_at - {} WHERE id = '{}'",
            31 * 86_400_000_i64,
            played[0]
        ))
        .execute(&mut c)
        .unwrap();
        drop(c);
        assert_eq!(rotate(&t, &token).await.status, 200);
        // Played after the rotation: its seed is still secret, it cannot be verified yet.
        let unrevealed = red_round(&t, &token).await;
        let others = red_round(&t, &other).await;
        assert_eq!(rotate(&t, &other).await.status, 200);

        let page = |after: Value| {
            call(
                &t,
                "/api/game/verifiable_rounds",
                &token,
                json!({ "after": after }),
            )
        };
        let first = page(Value::Null).await;
        assert_eq!(first.status, 200, "{}", first.text());
        let first = first.json();
        let ids = |p: &Value| -> Vec<String> {
            p["rounds"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_str().unwrap().to_owned())
                .collect()
        };
        let newest: Vec<String> = played[1..].iter().rev().cloned().collect();
        assert_eq!(
            ids(&first),
            newest[..100].to_vec(),
            "newest first, 100 a page"
        );
        let last = &first["rounds"][99];
        assert_eq!(
            first["next"],
            json!({ "created_at": last["created_at"], "round_id": last["id"] })
        );
        let body = json!({ "after": first["next"] });
        let second = call(&t, "/api/game/verifiable_rounds", &token, body)
            .await
            .json();
        assert_eq!(ids(&second), newest[100..].to_vec());
        assert_eq!(second["next"], Value::Null);
        for id in [&played[0], &unrevealed, &others] {
            assert!(
                !ids(&first).contains(id) && !ids(&second).contains(id),
                "{id}"
            );
        }
        // Each round carries what a replay needs: its revealed seed and its configuration.
        let catalog =
            serde_json::to_value(t.state.games.catalog.get(ROULETTE).unwrap().config()).unwrap();
        for round in first["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .chain(second["rounds"].as_array().unwrap())
        {
            assert_eq!(round["config"], catalog);
            let replayed = replay(&t, round);
            assert_eq!(serde_json::to_value(&replayed.view).unwrap(), round["view"]);
        }
        let r = call(&t, "/api/game/verifiable_rounds", "not-a-token", json!({})).await;
        assert_eq!(r.status, 401);
        audit(&t);
    }
}

/// A real-money bet of 0.10 on red; its round's id.
async fn red_round(t: &TestApp, token: &str) -> String {
    let body =
        json!({ "game_id": ROULETTE, "mode": "real", "bet": red(10), "idempotency_key": key() });
    let r = call(t, "/api/game/bet", token, body).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["id"].as_str().unwrap().to_owned()
}

async fn rotate(t: &TestApp, token: &str) -> TestResponse {
    call(t, "/api/game/rotate_seed", token, json!({ "mode": "real" })).await
}
