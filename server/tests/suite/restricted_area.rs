//! Closing and suspending accounts on every backend, on a moved clock: staff's closure is
//! announced a day ahead by e-mail and mail box in the player's language, a sign-in does not call
//! it off, and the lifecycle job carries it out. A closed or suspended player still signs in, to a
//! restricted area: a closed one withdraws the balance, a suspended one moves no money; neither
//! deposits nor plays. A suspended member of staff does not sign in at all.

use crate::common;

use casino_server::accounts::run_lifecycle_once;
use casino_server::clock::Clock;
use common::players::{
    CARD, admin, audit, call, moto, newest_message, player, real_balance, staff,
};
use common::{TestApp, backends, spawn_at};
use serde_json::json;

/// 2027-01-15 08:00 UTC.
const NOW: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;
const ADDRESS: &str = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

/// A fresh token of `username` after the clock moved past the first one's life.
async fn sign_in_as(t: &TestApp, username: &str) -> String {
    let r = t.login(username, "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn set_state(t: &TestApp, agent: &str, action: &str) -> common::TestResponse {
    let body = json!({ "username": "joueur1", "action": action, "reason": "Asked by the player" });
    call(t, "/api/support/set_player_state", agent, body).await
}

async fn withdraw(t: &TestApp, token: &str, key: &str) -> common::TestResponse {
    let body = json!({ "processor": "bitcoin", "amount": "30.00", "currency": "EUR",
                       "idempotency_key": common::idem(key), "address": ADDRESS });
    call(t, "/api/payment/send_withdrawal_request", token, body).await
}

/// What a player of the restricted area may not do: deposit, bet, take a bonus; each refused
/// with the account's state.
async fn refused_money_in(t: &TestApp, token: &str, code: &str, key: &str) {
    let bet = json!({ "game_id": "classic-blackjack", "mode": "real",
                      "bet": { "engine": "blackjack", "stake": 100 },
                      "idempotency_key": common::idem(format!("{key}-bet")) });
    let refused = [
        moto(t, token, "20.00", &format!("{key}-deposit"), CARD).await,
        call(t, "/api/game/bet", token, bet).await,
        call(
            t,
            "/api/front/bonuscode_deposit_processor",
            token,
            json!({ "code": "WELCOME100" }),
        )
        .await,
    ];
    for r in refused {
        assert_eq!((r.status, r.code()), (403, code.to_owned()), "{}", r.text());
    }
}

#[tokio::test]
async fn a_closure_is_announced_a_day_ahead_and_the_closed_player_withdraws_the_balance() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let lea = player(&t, 1).await;
        let r = call(
            &t,
            "/api/front/update_profile",
            &lea,
            json!({ "language": "fr", "newsletter": false }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = moto(&t, &lea, "50.00", "lea-1", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = staff(&t, 2, "support").await;
        admin(&t).await;

        let r = set_state(&t, &agent, "close").await;
        assert_eq!(r.json()["code"], "player_closing", "{}", r.text());
        // Announced once: a second closure, or one while the first runs, changes nothing.
        let r = set_state(&t, &agent, "close").await;
        assert_eq!(
            (r.status, r.code()),
            (409, "account_state_unchanged".to_owned())
        );
        let subject = "Votre compte ferme le 2027.01.16 08:00:00";
        let mails = t.outbox();
        let sent = |m: &&String| m.contains(&format!("Subject: {subject}"));
        assert_eq!(mails.iter().filter(sent).count(), 1);
        assert_eq!(
            newest_message(&t, &lea).await,
            (json!("account_closing"), json!(subject))
        );

        // During the notice the account works, and signing in does not call the closure off.
        clock.set(NOW + 23 * HOUR);
        let lea = sign_in_as(&t, "joueur1").await;
        let r = moto(&t, &lea, "10.00", "lea-2", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            run_lifecycle_once(&t.state.accounts).await.unwrap().closed,
            0
        );
        clock.set(NOW + 24 * HOUR);
        assert_eq!(
            run_lifecycle_once(&t.state.accounts).await.unwrap().closed,
            1
        );
        assert_eq!(
            run_lifecycle_once(&t.state.accounts).await.unwrap().closed,
            0
        );

        // Closed: the session ended; a new one opens the restricted area.
        let r = call(&t, "/api/front/get_player_balance", &lea, json!({})).await;
        assert_eq!(r.status, 401);
        let lea = sign_in_as(&t, "joueur1").await;
        let me = t.get_with_token("/api/front/auth/player", &lea).await;
        assert_eq!(me.json()["player"]["status"], "closed");
        assert_eq!(real_balance(&t, &lea).await, "60.00");
        let r = call(&t, "/api/front/get_messages", &lea, json!({})).await;
        assert_eq!(r.status, 200, "{}", r.text());
        refused_money_in(&t, &lea, "account_closed", "closed").await;

        // The balance goes out once the identity is verified, as for anyone; the deposits
        // never played take the fee rather than a refusal, as a closed account cannot play them.
        let boss = sign_in_as(&t, "joueur999").await;
        let body = json!({ "username": "joueur1", "verification": "verified" });
        let r = call(&t, "/api/admin/set_player_verification", &boss, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = withdraw(&t, &lea, "out-1").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(real_balance(&t, &lea).await, "30.00");

        // The staff log names who announced the closure, then its taking effect.
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let closures: Vec<_> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["action"] == "close_player")
            .map(|a| (a["staff"].as_str().unwrap(), a["detail"].as_str().unwrap()))
            .collect();
        assert_eq!(
            closures,
            [
                (
                    "joueur2",
                    "the closure announced for 2027.01.16 08:00:00 takes effect"
                ),
                ("joueur2", "Asked by the player"),
            ]
        );
        audit(&t);
    }
}

#[tokio::test]
async fn a_suspended_player_signs_in_to_read_but_moves_no_money_and_only_a_reopening_calls_off_a_closure()
 {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let lea = player(&t, 1).await;
        let r = moto(&t, &lea, "50.00", "lea-1", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = staff(&t, 2, "support").await;
        let boss = admin(&t).await;
        let body = json!({ "username": "joueur1", "verification": "verified" });
        let r = call(&t, "/api/admin/set_player_verification", &boss, body).await;
        assert_eq!(r.status, 200, "{}", r.text());

        let r = set_state(&t, &agent, "suspend").await;
        assert_eq!(r.json()["code"], "player_suspended", "{}", r.text());
        let r = call(&t, "/api/front/get_player_balance", &lea, json!({})).await;
        assert_eq!(r.status, 401);
        let lea = sign_in_as(&t, "joueur1").await;
        assert_eq!(real_balance(&t, &lea).await, "50.00");
        refused_money_in(&t, &lea, "account_suspended", "suspended").await;
        let r = withdraw(&t, &lea, "out-1").await;
        assert_eq!(
            (r.status, r.code()),
            (403, "account_suspended".to_owned()),
            "{}",
            r.text()
        );
        let r = call(
            &t,
            "/api/front/generate_wallet",
            &lea,
            json!({ "asset": "BTC" }),
        )
        .await;
        assert_eq!((r.status, r.code()), (403, "account_suspended".to_owned()));
        assert_eq!(real_balance(&t, &lea).await, "50.00");

        // A closure announced on a suspended account, then called off by the reopening.
        let r = set_state(&t, &agent, "close").await;
        assert_eq!(r.json()["code"], "player_closing", "{}", r.text());
        let r = set_state(&t, &agent, "reopen").await;
        assert_eq!(r.json()["code"], "player_reopened", "{}", r.text());
        clock.set(NOW + 25 * HOUR);
        assert_eq!(
            run_lifecycle_once(&t.state.accounts).await.unwrap().closed,
            0
        );
        let lea = sign_in_as(&t, "joueur1").await;
        let me = t.get_with_token("/api/front/auth/player", &lea).await;
        assert_eq!(me.json()["player"]["status"], "kyc_verified");
        // Open again: a withdrawal meets the usual rules (here, the deposit not yet played).
        let r = withdraw(&t, &lea, "out-2").await;
        assert_eq!((r.status, r.code()), (422, "wager_not_met".to_owned()));
        // Nothing left to call off.
        let agent = sign_in_as(&t, "joueur2").await;
        let r = set_state(&t, &agent, "reopen").await;
        assert_eq!(
            (r.status, r.code()),
            (409, "account_state_unchanged".to_owned())
        );

        // A suspension during the notice keeps the announced closure, which takes effect.
        let r = set_state(&t, &agent, "close").await;
        assert_eq!(r.json()["code"], "player_closing", "{}", r.text());
        let r = set_state(&t, &agent, "suspend").await;
        assert_eq!(r.json()["code"], "player_suspended", "{}", r.text());
        clock.set(NOW + 49 * HOUR);
        assert_eq!(
            run_lifecycle_once(&t.state.accounts).await.unwrap().closed,
            1
        );
        let lea = sign_in_as(&t, "joueur1").await;
        let me = t.get_with_token("/api/front/auth/player", &lea).await;
        assert_eq!(me.json()["player"]["status"], "closed");
        audit(&t);
    }
}

#[tokio::test]
async fn a_suspended_member_of_staff_does_not_sign_in() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        let agent = staff(&t, 2, "support").await;
        let boss = admin(&t).await;
        let body =
            json!({ "username": "joueur2", "action": "suspend", "reason": "Left the company" });
        let r = call(&t, "/api/support/set_player_state", &boss, body).await;
        assert_eq!(r.json()["code"], "player_suspended", "{}", r.text());
        let r = call(
            &t,
            "/api/support/find_players",
            &agent,
            json!({ "query": "jo" }),
        )
        .await;
        assert_eq!(r.status, 401);
        let r = t.login("joueur2", "Secret#2026").await;
        assert_eq!((r.status, r.code()), (403, "account_suspended".to_owned()));
    }
}

/// A withdrawal already past its session check when a suspension commits is refused: the status
/// is read again under the player's row lock, which the suspension holds until it commits. The
/// suspension's transaction is held open here until PostgreSQL shows the withdrawal waiting on it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_withdrawal_racing_a_suspension_waits_for_it_and_is_refused() {
    use casino_server::db::Backend;
    use casino_server::player::{self, Status};
    use diesel::prelude::*;

    for b in backends().into_iter().filter(|b| *b == Backend::Postgres) {
        let t = spawn_at(b, &[("WITHDRAWAL_UNWAGERED", "fee")], Clock::real());
        let (id, token) = common::players::seated(&t, "race", 1).remove(0);
        {
            let mut c = t.state.db.pool.get().unwrap();
            let verified = casino_core::payments::Verification::Verified;
            player::set_verification(&mut c, &id, verified, 0).unwrap();
        }
        let before = real_balance(&t, &token).await;

        let (locked_tx, locked) = std::sync::mpsc::channel();
        let (commit_tx, commit) = std::sync::mpsc::channel::<()>();
        let pool = t.state.db.pool.clone();
        let suspender = {
            let id = id.clone();
            std::thread::spawn(move || {
                let mut c = pool.get().unwrap();
                c.transaction(|c| {
                    player::set_status(c, &id, Status::Suspended, 1).unwrap();
                    locked_tx.send(()).unwrap();
                    commit.recv().unwrap();
                    diesel::QueryResult::Ok(())
                })
                .unwrap();
            })
        };
        locked.recv().unwrap();
        let withdrawal = withdraw(&t, &token, "race-1");
        let watch = async {
            let mut c = t.state.db.pool.get().unwrap();
            loop {
                #[derive(QueryableByName)]
                struct Waiting {
                    #[diesel(sql_type = diesel::sql_types::BigInt)]
                    n: i64,
                }
                let w: Waiting = diesel::sql_query(
                    "SELECT count(*) AS n FROM pg_stat_activity \
                     WHERE datname = current_database() AND wait_event_type = 'Lock'",
                )
                .get_result(&mut c)
                .unwrap();
                if w.n > 0 {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
            commit_tx.send(()).unwrap();
        };
        let (r, ()) = tokio::join!(withdrawal, watch);
        suspender.join().unwrap();
        assert_eq!(
            (r.status, r.code()),
            (403, "account_suspended".to_owned()),
            "{}",
            r.text()
        );
        let token = sign_in_token(&t, &id);
        assert_eq!(real_balance(&t, &token).await, before);
        audit(&t);
    }
}

/// A new session of player `id` (the suspension ended the old one).
fn sign_in_token(t: &TestApp, id: &casino_server::ids::PlayerId) -> String {
    let mut c = t.state.db.pool.get().unwrap();
    let p = casino_server::player::find(&mut c, id).unwrap().unwrap();
    let now = chrono::Utc::now().timestamp();
    t.state.accounts.keys.issue(id, p.session_version, now)
}
