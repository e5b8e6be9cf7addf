//! Live tables on every backend: a roulette round shared by fun and real players, its betting
//! window, one settlement for everyone on one number, the seed committed before the chips and
//! revealed after, and the ledger's invariants. The tables' clock is off (`LIVE_TABLES=off`):
//! the tests move the tables with `tick_live_tables` at chosen instants.

use crate::common;

use casino_core::games::{Action, FairStream, GameBet, GameView, fair};
use casino_schema::{CoupWinner, LiveResult};
use casino_server::games::tick_live_tables;
use common::players::{CARD, audit, call, moto, player, real_balance};
use common::{TestApp, TestResponse, backends, spawn_with};
use serde_json::{Value, json};

fn key() -> String {
    uuid::Uuid::new_v4().to_string()
}

fn cents(v: &Value) -> i64 {
    let d: rust_decimal::Decimal = v.as_str().unwrap().parse().unwrap();
    casino_core::money::to_cents(d).unwrap()
}

fn app(backend: casino_server::db::Backend) -> TestApp {
    spawn_with(backend, &[("LIVE_TABLES", "off")])
}

/// The first live table of `engine`.
fn table_of(t: &TestApp, engine: &str) -> String {
    t.state
        .games
        .catalog
        .live_tables()
        .find(|g| g.config().engine() == engine)
        .unwrap_or_else(|| panic!("a live {engine} table"))
        .entry
        .id
        .clone()
}

fn table(t: &TestApp) -> String {
    table_of(t, "roulette")
}

fn chips(kind: &str, numbers: &[u8], cents: i64) -> Value {
    json!({ "engine": "roulette", "bets": [{ "kind": kind, "numbers": numbers, "cents": cents }] })
}

async fn anonymous(t: &TestApp, path: &str, body: Value) -> TestResponse {
    t.post_with(path, &body.to_string(), &[]).await
}

/// Seats a visitor at the table in fun play: the fun session.
async fn seat_fun(t: &TestApp, game: &str) -> String {
    let r = anonymous(
        t,
        "/api/front/get_live_game_url",
        json!({ "game_id": game, "mode": "fun" }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["fun_session"].as_str().unwrap().to_owned()
}

/// What the table's sockets were last told.
fn board(t: &TestApp, game: &str) -> casino_schema::LiveTableEvent {
    t.state
        .games
        .live
        .last(game)
        .expect("the table has a round")
}

async fn fun_bet(t: &TestApp, game: &str, round: &str, session: &str, bet: Value) -> TestResponse {
    let body = json!({ "game_id": game, "live_round_id": round, "mode": "fun",
        "fun_session": session, "bet": bet, "idempotency_key": key() });
    anonymous(t, "/api/game/live_bet", body).await
}

async fn round(t: &TestApp, id: &str, session: Option<&str>, token: Option<&str>) -> Value {
    let body = json!({ "round_id": id, "fun_session": session });
    let r = match token {
        Some(token) => call(t, "/api/game/round", token, body).await,
        None => anonymous(t, "/api/game/round", body).await,
    };
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

/// Replays a settled bet from what the API shows, as the browser's verifier does.
fn verify(t: &TestApp, bet: &Value) -> casino_core::games::Play<GameView> {
    let seed = fair::unhex(bet["server_seed"].as_str().unwrap()).unwrap();
    assert_eq!(fair::commitment(&seed), bet["commitment"]);
    let config: casino_core::games::GameConfig =
        serde_json::from_value(bet["config"].clone()).unwrap();
    let game = t
        .state
        .games
        .catalog
        .get(bet["game_id"].as_str().unwrap())
        .unwrap();
    assert_eq!(&config, game.config(), "the round's configuration is given");
    let chips: GameBet = serde_json::from_value(bet["bet"].clone()).unwrap();
    let actions: Vec<Action> = serde_json::from_value(bet["actions"].clone()).unwrap();
    let mut stream = FairStream::new(
        &seed,
        bet["client_seed"].as_str().unwrap(),
        bet["nonce"].as_u64().unwrap(),
    );
    config.play(&chips, &actions, &mut stream).unwrap()
}

#[tokio::test]
async fn a_live_round_is_shared_settled_once_and_verifiable() {
    for backend in backends() {
        let t = app(backend);
        let game = table(&t);
        let betting = t.state.config.live_betting_ms;

        // The game page opens a live table with the same call as any game (which wakes it).
        let r = anonymous(
            &t,
            "/api/front/get_game_url",
            json!({ "game_id": game, "mode": "fun" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["game"]["live"], true);

        let (ann, bob) = (seat_fun(&t, &game).await, seat_fun(&t, &game).await);
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "50.00", &key(), CARD).await.status, 200);
        let r = call(
            &t,
            "/api/front/get_live_game_url",
            &token,
            json!({ "game_id": game, "mode": "real" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["balance"], "50.00");

        let t0 = t.state.clock.now_millis();
        tick_live_tables(&t.state.games, t0).await;
        let open = board(&t, &game);
        assert_eq!((open.round_no, open.phase.as_str()), (1, "betting"));
        assert_eq!(open.closes_at, t0 + betting);
        assert_eq!(
            open.server_seed, None,
            "the seed stays secret while chips come"
        );
        assert_eq!(open.client_seed, game);

        let a = fun_bet(&t, &game, &open.round_id, &ann, chips("red", &[], 500)).await;
        assert_eq!(a.status, 200, "{}", a.text());
        let a = a.json();
        assert_eq!(
            (a["stake"].as_str(), a["finished"].as_bool()),
            (Some("5.00"), Some(false))
        );
        assert_eq!(a["balance"], "9995.00");
        assert_eq!(a["view"], Value::Null, "no number before the window closes");
        assert_eq!(a["live_round_id"], open.round_id.as_str());
        let b = fun_bet(&t, &game, &open.round_id, &bob, chips("black", &[], 1000)).await;
        assert_eq!(b.status, 200, "{}", b.text());
        let b = b.json();

        // A real bet, sent twice with one key: one stake taken.
        let body = json!({ "game_id": game, "live_round_id": open.round_id, "mode": "real",
            "bet": chips("straight", &[17], 100), "idempotency_key": key() });
        let p = call(&t, "/api/game/live_bet", &token, body.clone()).await;
        assert_eq!(p.status, 200, "{}", p.text());
        let again = call(&t, "/api/game/live_bet", &token, body).await;
        assert_eq!(again.json()["id"], p.json()["id"]);
        let p = p.json();
        assert_eq!(real_balance(&t, &token).await, "49.00");

        // Bad chips and unknown rounds are refused with the table's messages.
        let r = fun_bet(&t, &game, &open.round_id, &ann, chips("red", &[], 1)).await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].as_str()),
            (422, Some("bet_below_min"))
        );
        let r = fun_bet(&t, &game, "no-such-round", &ann, chips("red", &[], 500)).await;
        assert_eq!(r.status, 409);
        assert_eq!(r.code(), "betting_closed");
        // The table maximum holds for a player's chips on the round together.
        let max = t
            .state
            .games
            .catalog
            .get(&game)
            .unwrap()
            .config()
            .limits()
            .1;
        let r = fun_bet(
            &t,
            &game,
            &open.round_id,
            &ann,
            chips("black", &[], max - 400),
        )
        .await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].as_str()),
            (422, Some("bet_above_max"))
        );
        let r = fun_bet(
            &t,
            &game,
            &open.round_id,
            &ann,
            chips("black", &[], max - 500),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let ann_black = r.json();
        assert_eq!(cents(&ann_black["balance"]), 1_000_000 - max);
        tick_live_tables(&t.state.games, t0 + 1).await;
        assert_eq!(
            board(&t, &game).bets,
            4,
            "the board counts the round's bets"
        );

        // A release came in while the chips were down: the settlement records its build.
        {
            use diesel::RunQueryDsl;
            let mut c = t.state.db.pool.get().unwrap();
            diesel::sql_query("UPDATE game_rounds SET engine_hash = 'older'")
                .execute(&mut c)
                .unwrap();
        }
        // The window closes: two instants race to settle, one settlement happens.
        let close = t0 + betting;
        tokio::join!(
            tick_live_tables(&t.state.games, close),
            tick_live_tables(&t.state.games, close)
        );
        let done = board(&t, &game);
        assert_eq!(
            (done.round_id.as_str(), done.phase.as_str()),
            (open.round_id.as_str(), "settled")
        );
        let Some(LiveResult::Roulette { number }) = done.result.clone() else {
            panic!("a roulette result: {:?}", done.result);
        };
        let seed = done.server_seed.clone().unwrap();
        assert_eq!(Some(done.commitment.clone()), live_commitment(&seed));
        assert_eq!(done.history, vec![LiveResult::Roulette { number }]);
        assert_eq!(done.players, 3, "two fun sessions and one player");

        let late = fun_bet(&t, &game, &open.round_id, &ann, chips("red", &[], 500)).await;
        assert_eq!(
            (late.status, late.json()["error"]["code"].as_str()),
            (409, Some("betting_closed"))
        );

        let black = round(&t, ann_black["id"].as_str().unwrap(), Some(&ann), None).await;
        let settled = [
            round(&t, a["id"].as_str().unwrap(), Some(&ann), None).await,
            round(&t, b["id"].as_str().unwrap(), Some(&bob), None).await,
            round(&t, p["id"].as_str().unwrap(), None, Some(&token)).await,
        ];
        for bet in &settled {
            assert_eq!(bet["finished"], true);
            assert_eq!(
                bet["engine"]["module_hash"],
                casino_core::games::module_hash(common::GAMES_MODULE)
            );
            assert_eq!(
                bet["view"]["number"].as_u64(),
                Some(u64::from(number)),
                "one number for all"
            );
            assert_eq!(bet["server_seed"].as_str(), Some(seed.as_str()));
            assert_eq!(bet["nonce"], 1);
            let replayed = verify(&t, bet);
            assert_eq!(serde_json::to_value(&replayed.view).unwrap(), bet["view"]);
            assert_eq!(replayed.win, cents(&bet["win"]));
        }
        let [a, b, p] = settled;
        assert_eq!(
            cents(&black["balance"]),
            1_000_000 - max + cents(&a["win"]) + cents(&black["win"])
        );
        assert_eq!(cents(&b["balance"]), 1_000_000 - 1000 + cents(&b["win"]));
        assert_eq!(
            cents(&Value::String(real_balance(&t, &token).await)),
            5000 - 100 + cents(&p["win"])
        );
        // Red and black cannot both win.
        assert!(cents(&a["win"]) == 0 || cents(&b["win"]) == 0);

        // The bet history shows the real bet like any other.
        let h = call(&t, "/api/front/get_bet_list", &token, json!({})).await;
        assert_eq!(h.json()["bets"][0]["round_id"], p["id"]);
        assert_eq!(h.json()["bets"][0]["bet"], "1.00");

        // The result shows, then the next round opens with a new committed seed.
        let pause = t.state.config.live_result_ms;
        tick_live_tables(&t.state.games, close + pause - 1).await;
        assert_eq!(board(&t, &game).round_no, 1);
        tick_live_tables(&t.state.games, close + pause).await;
        let next = board(&t, &game);
        assert_eq!((next.round_no, next.phase.as_str()), (2, "betting"));
        assert_ne!(next.commitment, done.commitment);
        assert_eq!(next.history, vec![LiveResult::Roulette { number }]);
        assert_eq!(next.players, 0);
        audit(&t);
    }
}

/// The live baccarat table: one coup for every seat, each spot paid by the coup's winner, the
/// table's limits on a player's chips together, and the ledger's invariants.
#[tokio::test]
async fn a_live_baccarat_coup_is_dealt_once_for_every_seat() {
    for backend in backends() {
        let t = app(backend);
        let game = table_of(&t, "baccarat");
        let spots = |player: i64, banker: i64, tie: i64| json!({ "engine": "baccarat", "player": player, "banker": banker, "tie": tie });
        let (ann, bob) = (seat_fun(&t, &game).await, seat_fun(&t, &game).await);
        let token = player(&t, 1).await;
        assert_eq!(moto(&t, &token, "50.00", &key(), CARD).await.status, 200);

        let t0 = t.state.clock.now_millis();
        tick_live_tables(&t.state.games, t0).await;
        let open = board(&t, &game);
        assert_eq!(
            (open.phase.as_str(), open.result.clone()),
            ("betting", None)
        );

        let a = fun_bet(&t, &game, &open.round_id, &ann, spots(1000, 0, 200)).await;
        assert_eq!(a.status, 200, "{}", a.text());
        let b = fun_bet(&t, &game, &open.round_id, &bob, spots(0, 1000, 0)).await;
        assert_eq!(b.status, 200, "{}", b.text());
        let body = json!({ "game_id": game, "live_round_id": open.round_id, "mode": "real",
            "bet": spots(500, 0, 0), "idempotency_key": key() });
        let p = call(&t, "/api/game/live_bet", &token, body).await;
        assert_eq!(p.status, 200, "{}", p.text());
        assert_eq!(real_balance(&t, &token).await, "45.00");

        // Chips placed apart are limited together: the banker spot's maximum holds for Bob's
        // two bets on it.
        let max = match t.state.games.catalog.get(&game).unwrap().config() {
            casino_core::games::GameConfig::Baccarat(c) => c.max_bet,
            _ => unreachable!(),
        };
        let r = fun_bet(&t, &game, &open.round_id, &bob, spots(0, max - 999, 0)).await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].as_str()),
            (422, Some("bet_above_max"))
        );
        assert_eq!(
            fun_bet(&t, &game, &open.round_id, &bob, spots(0, max - 1000, 0))
                .await
                .status,
            200
        );

        tick_live_tables(&t.state.games, open.closes_at).await;
        let done = board(&t, &game);
        assert_eq!(done.phase.as_str(), "settled");
        assert_eq!(done.players, 3);
        let Some(LiveResult::Baccarat {
            player: p_cards,
            banker: b_cards,
            winner,
            ..
        }) = done.result.clone()
        else {
            panic!("a coup: {:?}", done.result);
        };
        assert_eq!(done.history, vec![done.result.clone().unwrap()]);
        let seed = done.server_seed.clone().unwrap();
        let bets = [
            (
                round(&t, a.json()["id"].as_str().unwrap(), Some(&ann), None).await,
                (1000, 0, 200),
            ),
            (
                round(&t, b.json()["id"].as_str().unwrap(), Some(&bob), None).await,
                (0, 1000, 0),
            ),
            (
                round(&t, p.json()["id"].as_str().unwrap(), None, Some(&token)).await,
                (500, 0, 0),
            ),
        ];
        for (bet, (on_player, on_banker, on_tie)) in &bets {
            assert_eq!(bet["finished"], true);
            assert_eq!(bet["server_seed"].as_str(), Some(seed.as_str()));
            assert_eq!(bet["view"]["player"], json!(p_cards), "one coup for all");
            assert_eq!(bet["view"]["banker"], json!(b_cards));
            let replayed = verify(&t, bet);
            assert_eq!(serde_json::to_value(&replayed.view).unwrap(), bet["view"]);
            // Player 1:1, banker 19:20, tie 8:1 with the other spots returned.
            let expected = match winner {
                CoupWinner::Player => on_player * 2,
                CoupWinner::Banker => on_banker + on_banker * 19 / 20,
                CoupWinner::Tie => on_player + on_banker + on_tie * 9,
            };
            assert_eq!(cents(&bet["win"]), expected, "{winner:?}");
        }
        assert_eq!(
            cents(&Value::String(real_balance(&t, &token).await)),
            5000 - 500 + cents(&bets[2].0["win"])
        );
        audit(&t);
    }
}

/// A live blackjack table on a manual clock (the window to decide closes when the test says)
/// and a player with 50.00 of real money: the app, its clock, the table and the player's token.
async fn blackjack_table(
    backend: casino_server::db::Backend,
) -> (TestApp, casino_server::Clock, String, String) {
    let clock = casino_server::Clock::manual(1_800_000_000_000);
    let t = common::spawn_at(backend, &[("LIVE_TABLES", "off")], clock.clone());
    let game = table_of(&t, "blackjack");
    let token = player(&t, 1).await;
    assert_eq!(moto(&t, &token, "50.00", &key(), CARD).await.status, 200);
    (t, clock, game, token)
}

/// The live blackjack table: one opening hand and one dealer hand for every seat, each seat's
/// decisions taken (and a double's stake) while the table waits, a seat that does not decide
/// standing, nothing of the dealer's hand shown before the table settles, and the ledger.
#[tokio::test]
async fn a_live_blackjack_hand_is_shared_and_each_seat_decides() {
    for backend in backends() {
        let (t, clock, game, token) = blackjack_table(backend).await;
        let hand = json!({ "engine": "blackjack", "stake": 1000 });
        let (ann, bob) = (seat_fun(&t, &game).await, seat_fun(&t, &game).await);
        let (deciding, pause) = (
            t.state.config.live_deciding_ms,
            t.state.config.live_result_ms,
        );
        let mut now = clock.now_millis();
        let mut real_staked = 0;
        let mut real_won = 0;
        // A deal with a natural ends at the peek: the round settles at once and the next one
        // is dealt, until one leaves the seats something to decide.
        let mut decided = false;
        for _ in 0..8 {
            tick_live_tables(&t.state.games, now).await;
            let open = board(&t, &game);
            assert_eq!(open.phase.as_str(), "betting");
            let a = fun_bet(&t, &game, &open.round_id, &ann, hand.clone()).await;
            assert_eq!(a.status, 200, "{}", a.text());
            let b = fun_bet(&t, &game, &open.round_id, &bob, hand.clone()).await;
            assert_eq!(b.status, 200, "{}", b.text());
            // One hand per seat and round.
            let again = fun_bet(&t, &game, &open.round_id, &bob, hand.clone()).await;
            assert_eq!(
                (again.status, again.json()["error"]["code"].as_str()),
                (422, Some("bet_invalid"))
            );
            let body = json!({ "game_id": game, "live_round_id": open.round_id, "mode": "real",
                "bet": json!({ "engine": "blackjack", "stake": 500 }), "idempotency_key": key() });
            let p = call(&t, "/api/game/live_bet", &token, body).await;
            assert_eq!(p.status, 200, "{}", p.text());
            real_staked += 500;
            // No decision before the cards are out.
            let early = anonymous(
                &t,
                "/api/game/act",
                json!({ "round_id": a.json()["id"],
                "fun_session": ann, "action": { "type": "stand" }, "step": 0 }),
            )
            .await;
            assert_eq!(
                (early.status, early.json()["error"]["code"].as_str()),
                (409, Some("decisions_closed"))
            );
            assert_eq!(
                round(&t, a.json()["id"].as_str().unwrap(), Some(&ann), None).await["allowed"],
                json!([]),
                "nothing to decide while betting"
            );

            now = open.closes_at;
            clock.set(now);
            tick_live_tables(&t.state.games, now).await;
            let dealt = board(&t, &game);
            let (a, b, p) = (a.json(), b.json(), p.json());
            if dealt.phase.as_str() == "settled" {
                let done = round(&t, p["id"].as_str().unwrap(), None, Some(&token)).await;
                assert_eq!(done["finished"], true, "a deal ending at the peek settles");
                real_won += cents(&done["win"]);
                now += pause;
                clock.set(now);
                continue;
            }
            assert_eq!(dealt.phase.as_str(), "deciding");
            assert_eq!(dealt.closes_at, now + deciding);
            assert_eq!(dealt.server_seed, None);
            let Some(LiveResult::Blackjack {
                player: shared,
                dealer: up,
                ..
            }) = dealt.result.clone()
            else {
                panic!("the cards face up: {:?}", dealt.result);
            };
            assert_eq!(
                (shared.len(), up.len()),
                (2, 1),
                "the opening hand and the up card"
            );

            // Nobody decides for another seat: Bob's session and the real player do not find
            // Ann's hand, and nothing of it moves.
            let theirs = json!({ "round_id": a["id"], "fun_session": bob,
                "action": { "type": "hit" }, "step": 0 });
            let r = anonymous(&t, "/api/game/act", theirs).await;
            assert_eq!(
                (r.status, r.code().as_str()),
                (404, "not_found"),
                "{}",
                r.text()
            );
            let r = call(
                &t,
                "/api/game/act",
                &token,
                json!({ "round_id": a["id"],
                "fun_session": null, "action": { "type": "hit" }, "step": 0 }),
            )
            .await;
            assert_eq!(
                (r.status, r.code().as_str()),
                (404, "not_found"),
                "{}",
                r.text()
            );

            // Ann decides: a double if she may, else a hit. Her stake follows at once; the
            // dealer's hand stays hidden.
            let seen = round(&t, a["id"].as_str().unwrap(), Some(&ann), None).await;
            let allowed: Vec<String> = serde_json::from_value(seen["allowed"].clone()).unwrap();
            assert!(allowed.contains(&"stand".to_owned()), "{allowed:?}");
            let doubles = allowed.contains(&"double".to_owned());
            let action = if doubles { "double" } else { "hit" };
            let body = json!({ "round_id": a["id"], "fun_session": ann,
                "action": { "type": action }, "step": 0 });
            let acted = anonymous(&t, "/api/game/act", body.clone()).await;
            assert_eq!(acted.status, 200, "{}", acted.text());
            let acted = acted.json();
            assert_eq!(acted["finished"], false);
            assert_eq!(acted["view"]["dealer"], json!([up[0]]), "the up card only");
            assert_eq!(acted["view"]["hands"][0]["cards"][0], json!(shared[0]));
            assert_eq!(acted["view"]["hands"][0]["cards"][1], json!(shared[1]));
            let ann_stake = if doubles { 2000 } else { 1000 };
            assert_eq!(cents(&acted["stake"]), ann_stake);
            // Earlier rounds (ended at the peek) moved her play money: count from this bet.
            let ann_left = cents(&a["balance"]) - (ann_stake - 1000);
            assert_eq!(cents(&acted["balance"]), ann_left);
            // The same decision sent again is the same step, not a second one.
            let retried = anonymous(&t, "/api/game/act", body).await;
            assert_eq!(retried.status, 200, "{}", retried.text());
            assert_eq!(cents(&retried.json()["balance"]), ann_left);
            let r = call(
                &t,
                "/api/game/act",
                &token,
                json!({ "round_id": p["id"],
                "fun_session": null, "action": { "type": "stand" }, "step": 0 }),
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());

            // Time is up: Bob, who did not decide, stands; the table settles every seat on
            // one dealer hand.
            now = dealt.closes_at;
            clock.set(now);
            let late = anonymous(
                &t,
                "/api/game/act",
                json!({ "round_id": b["id"],
                "fun_session": bob, "action": { "type": "hit" }, "step": 0 }),
            )
            .await;
            assert_eq!(
                (late.status, late.json()["error"]["code"].as_str()),
                (409, Some("decisions_closed"))
            );
            tick_live_tables(&t.state.games, now).await;
            let done = board(&t, &game);
            assert_eq!(done.phase.as_str(), "settled");
            let Some(LiveResult::Blackjack { player, dealer, .. }) = done.result.clone() else {
                panic!("the whole hand: {:?}", done.result);
            };
            assert_eq!(player, shared);
            assert_eq!(dealer[0], up[0]);
            assert!(dealer.len() >= 2);
            let seed = done.server_seed.clone().unwrap();
            let bets = [
                round(&t, a["id"].as_str().unwrap(), Some(&ann), None).await,
                round(&t, b["id"].as_str().unwrap(), Some(&bob), None).await,
                round(&t, p["id"].as_str().unwrap(), None, Some(&token)).await,
            ];
            for bet in &bets {
                assert_eq!(bet["finished"], true);
                assert_eq!(bet["server_seed"].as_str(), Some(seed.as_str()));
                assert_eq!(
                    bet["view"]["dealer"],
                    json!(dealer),
                    "one dealer hand for all"
                );
                let replayed = verify(&t, bet);
                assert_eq!(serde_json::to_value(&replayed.view).unwrap(), bet["view"]);
                assert_eq!(replayed.win, cents(&bet["win"]));
            }
            assert_eq!(
                bets[1]["actions"],
                json!([{ "type": "stand" }]),
                "Bob stood"
            );
            assert_eq!(
                cents(&bets[0]["balance"]),
                ann_left + cents(&bets[0]["win"])
            );
            real_won += cents(&bets[2]["win"]);
            decided = true;
            break;
        }
        assert!(decided, "a deal with decisions within eight rounds");
        assert_eq!(
            cents(&Value::String(real_balance(&t, &token).await)),
            5000 - real_staked + real_won
        );
        audit(&t);
    }
}

/// A seat's double sent as its table's time to decide runs out, while the table settles: with
/// real concurrency on PostgreSQL either the double is in the settled hand (its stake taken
/// once) or it is refused and the hand stands; never a stake taken for a hand already settled.
/// The guard: the decision's update of the table's row (`live::act`).
#[tokio::test]
async fn a_decision_racing_the_settlement_is_in_the_hand_or_refused() {
    for backend in backends() {
        let (t, clock, game, token) = blackjack_table(backend).await;
        // Sitting down wakes the table.
        let r = call(
            &t,
            "/api/front/get_live_game_url",
            &token,
            json!({ "game_id": game, "mode": "real" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let mut now = clock.now_millis();
        let mut raced = false;
        for _ in 0..12 {
            tick_live_tables(&t.state.games, now).await;
            let open = board(&t, &game);
            let before = cents(&Value::String(real_balance(&t, &token).await));
            let body = json!({ "game_id": game, "live_round_id": open.round_id, "mode": "real",
                "bet": json!({ "engine": "blackjack", "stake": 500 }), "idempotency_key": key() });
            let p = call(&t, "/api/game/live_bet", &token, body).await;
            assert_eq!(p.status, 200, "{}", p.text());
            now = open.closes_at;
            clock.set(now);
            tick_live_tables(&t.state.games, now).await;
            let dealt = board(&t, &game);
            if dealt.phase.as_str() != "deciding" {
                now = dealt.next_at.unwrap();
                clock.set(now);
                continue;
            }
            // The decision's instant is the last one still open; the settlement's the close.
            clock.set(dealt.closes_at - 1);
            let double = json!({ "round_id": p.json()["id"], "fun_session": null,
                "action": { "type": "double" }, "step": 0 });
            let (acted, ()) = tokio::join!(
                call(&t, "/api/game/act", &token, double),
                tick_live_tables(&t.state.games, dealt.closes_at)
            );
            assert!(
                acted.status == 200 || acted.code() == "decisions_closed",
                "{}: {}",
                backend.name(),
                acted.text()
            );
            let done = round(&t, p.json()["id"].as_str().unwrap(), None, Some(&token)).await;
            assert_eq!(done["finished"], true);
            let (stake, actions) = if acted.status == 200 {
                (1000, json!([{ "type": "double" }]))
            } else {
                (500, json!([{ "type": "stand" }]))
            };
            assert_eq!(cents(&done["stake"]), stake, "{}", backend.name());
            assert_eq!(done["actions"], actions);
            assert_eq!(
                cents(&Value::String(real_balance(&t, &token).await)),
                before - stake + cents(&done["win"]),
                "{}",
                backend.name()
            );
            raced = true;
            break;
        }
        assert!(raced, "a deal with decisions within twelve rounds");
        audit(&t);
    }
}

fn live_commitment(seed: &str) -> Option<String> {
    fair::unhex(seed).map(|s| fair::commitment(&s))
}

/// Tables woken together do not settle together: each first round takes chips a little longer,
/// by some ticks of its own, so the results do not all leave in the same instant.
#[tokio::test]
async fn tables_woken_together_close_at_different_times() {
    for backend in backends() {
        let clock = casino_server::Clock::manual(1_800_000_000_000);
        let t = common::spawn_at(backend, &[("LIVE_TABLES", "off")], clock.clone());
        let tables: Vec<String> = t
            .state
            .games
            .catalog
            .live_tables()
            .map(|g| g.entry.id.clone())
            .collect();
        for game in &tables {
            seat_fun(&t, game).await;
        }
        let t0 = clock.now_millis();
        tick_live_tables(&t.state.games, t0).await;
        let closing: std::collections::BTreeSet<i64> =
            tables.iter().map(|g| board(&t, g).closes_at).collect();
        let betting = t.state.config.live_betting_ms;
        assert_eq!(closing.first(), Some(&(t0 + betting)), "{backend:?}");
        assert!(
            closing
                .last()
                .is_some_and(|last| *last < t0 + betting + 2_000)
        );
        assert_eq!(
            closing.len(),
            tables.len().min(8),
            "{backend:?}: {closing:?}"
        );
    }
}

#[tokio::test]
async fn the_server_clock_closes_the_betting_window() {
    for backend in backends() {
        let clock = casino_server::Clock::manual(1_800_000_000_000);
        let t = common::spawn_at(backend, &[("LIVE_TABLES", "off")], clock.clone());
        let game = table(&t);
        let ann = seat_fun(&t, &game).await;
        tick_live_tables(&t.state.games, clock.now_millis()).await;
        let open = board(&t, &game);
        assert_eq!(
            open.closes_at,
            1_800_000_000_000 + t.state.config.live_betting_ms
        );

        // One millisecond before the close the chips are taken; at the close they are not,
        // though no real time has passed.
        clock.set(open.closes_at - 1);
        let r = fun_bet(&t, &game, &open.round_id, &ann, chips("red", &[], 500)).await;
        assert_eq!(r.status, 200, "{backend:?}: {}", r.text());
        clock.set(open.closes_at);
        let r = fun_bet(&t, &game, &open.round_id, &ann, chips("red", &[], 500)).await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].as_str()),
            (409, Some("betting_closed")),
            "{backend:?}"
        );
    }
}

#[tokio::test]
async fn a_table_nobody_asked_for_sleeps_and_unknown_tables_are_refused() {
    let t = app(casino_server::db::Backend::Sqlite);
    let game = table(&t);
    tick_live_tables(&t.state.games, t.state.clock.now_millis()).await;
    assert!(t.state.games.live.last(&game).is_none(), "no round opened");
    let r = anonymous(
        &t,
        "/api/game/live_bet",
        json!({ "game_id": "classic-european-roulette", "live_round_id": "x", "mode": "fun",
            "fun_session": null, "bet": chips("red", &[], 500), "idempotency_key": key() }),
    )
    .await;
    assert_eq!(
        (r.status, r.json()["error"]["code"].as_str()),
        (422, Some("game_not_found"))
    );
    assert!(
        t.state
            .games
            .live
            .watch("classic-european-roulette")
            .is_none(),
        "no socket for it"
    );
}

/// A round keeps the hash of its configuration: replayed after the catalogue changed, it uses
/// the one it was played under.
#[tokio::test]
async fn a_round_replays_with_the_configuration_it_was_played_under() {
    use diesel::RunQueryDsl;
    for backend in backends() {
        let t = app(backend);
        let game = "classic-european-roulette";
        let r = anonymous(
            &t,
            "/api/front/get_game_url",
            json!({ "game_id": game, "mode": "fun" }),
        )
        .await;
        let session = r.json()["fun_session"].as_str().unwrap().to_owned();
        let body = json!({ "game_id": game, "mode": "fun", "fun_session": session,
        "bet": chips("red", &[], 500), "idempotency_key": key() });
        let played = anonymous(&t, "/api/game/bet", body).await.json();
        let shown = round(&t, played["id"].as_str().unwrap(), Some(&session), None).await;
        let today = t.state.games.catalog.get(game).unwrap();
        assert_eq!(
            shown["config"],
            serde_json::from_str::<Value>(&today.config_json).unwrap()
        );

        // An older release had another table limit: the stored configuration is the one shown.
        let mut older: Value = serde_json::from_str(&today.config_json).unwrap();
        older["max_total"] = json!(123_400);
        let mut c = t.state.db.pool.get().unwrap();
        diesel::sql_query(format!(
        "INSERT INTO game_configs (hash, game_id, config, created_at) VALUES ('older', '{game}', '{older}', 0)"
    ))
    .execute(&mut c)
    .unwrap();
        diesel::sql_query(format!(
            "UPDATE game_rounds SET config_hash = 'older' WHERE id = '{}'",
            played["id"].as_str().unwrap()
        ))
        .execute(&mut c)
        .unwrap();
        let shown = round(&t, played["id"].as_str().unwrap(), Some(&session), None).await;
        assert_eq!(shown["config"]["max_total"], 123_400);
        let stored: i64 = diesel::sql_query("SELECT COUNT(*) AS n FROM game_configs")
            .get_result::<Count>(&mut c)
            .unwrap()
            .n;
        assert_eq!(
            stored, 2,
            "the configuration was stored once, with the first round"
        );
    }
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}
