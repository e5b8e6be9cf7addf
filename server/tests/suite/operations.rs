//! What an operator runs beside the site, on every backend: the readiness check a load
//! balancer asks, the request id every answer carries, and the `audit` and `backup` commands of
//! the server's binary against a database players have used.

use crate::common;

use std::process::{Command, Output};

use axum::body::Body;
use axum::http::Request;
use std::net::SocketAddr;
use std::time::Duration;

use casino_core::payments::Processor;
use casino_server::db::Backend;
use casino_server::db::schema::{self, game_rounds, wallets};
use casino_server::payments::{Asset, crypto_address_for};
use common::players::{fund, seated};
use common::served::{Client, Served};
use common::{backends, spawn};
use diesel::prelude::*;
use serde_json::json;

/// The server's binary run with the app's configuration and `args`.
fn command(vars: &[(String, String)], args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_casino-server"))
        .args(args)
        .envs(vars.iter().map(|(k, v)| (k, v)))
        .env("RUST_LOG", "warn")
        .output()
        .expect("the server's binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[tokio::test]
async fn the_ready_check_says_the_database_answers_migrated() {
    for b in backends() {
        let t = spawn(b);
        let r = t.get("/readyz").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json(), json!({"status": "ok", "database": b.name()}));
    }
}

#[tokio::test]
async fn every_answer_carries_its_request_id_and_keeps_the_proxys() {
    let t = spawn(Backend::Sqlite);
    let made = t.get("/healthz").await.header("x-request-id");
    assert!(uuid::Uuid::parse_str(&made).is_ok(), "a new id: {made:?}");
    assert_ne!(made, t.get("/healthz").await.header("x-request-id"));
    // A refusal carries it too: it is what a player's report of a failed call names.
    let r = t
        .send(
            Request::get("/api/front/auth/player")
                .header("x-request-id", "nginx-5f3a9c")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(r.status, 401);
    assert_eq!(r.header("x-request-id"), "nginx-5f3a9c");
    // What is not an id (too long, or with characters an id has no use for) is replaced.
    for sent in [
        "a".repeat(65),
        "id with spaces".to_owned(),
        "<b>hi</b>".to_owned(),
    ] {
        let r = t
            .send(
                Request::get("/healthz")
                    .header("x-request-id", sent.as_str())
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        let given = r.header("x-request-id");
        assert!(
            uuid::Uuid::parse_str(&given).is_ok(),
            "{sent:?} kept as {given:?}"
        );
    }
    let longest = "b".repeat(64);
    let r = t
        .send(
            Request::get("/healthz")
                .header("x-request-id", longest.as_str())
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(r.header("x-request-id"), longest);
}

#[tokio::test]
async fn the_audit_command_passes_a_sound_ledger_and_names_each_breach() {
    for b in backends() {
        let t = spawn(b);
        let players = seated(&t, "audited", 2);
        let o = command(&t.vars, &["audit"]);
        assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
        assert_eq!(stdout(&o), "the ledger is sound\n");
        // A wallet that no longer equals its postings: someone wrote to it outside the ledger.
        let mut c = t.state.db.pool.get().unwrap();
        diesel::update(wallets::table.filter(wallets::player_id.eq(&players[1].0)))
            .set(wallets::real_cents.eq(wallets::real_cents + 1))
            .execute(&mut c)
            .unwrap();
        let o = command(&t.vars, &["audit"]);
        assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
        let account = format!("player:{}:real", players[1].0);
        let out = stdout(&o);
        let named: Vec<&str> = out.lines().collect();
        assert_eq!(named.len(), 1, "{named:?}");
        assert!(named[0].contains(&account), "{named:?}");
        assert!(
            stderr(&o).contains("1 breach(es) of the ledger"),
            "{}",
            stderr(&o)
        );
    }
}

#[tokio::test]
async fn the_grant_role_command_gives_a_staff_role_and_refuses_unknown_players_and_roles() {
    use casino_server::player::{self, Role};
    for b in backends() {
        let t = spawn(b);
        let id = seated(&t, "granted", 1).remove(0).0;
        let mut c = t.state.db.pool.get().unwrap();
        let username = player::find(&mut c, &id).unwrap().unwrap().username;
        let o = command(&t.vars, &["grant-role", &username, "support"]);
        assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
        assert_eq!(stdout(&o), format!("{username} now has the support role\n"));
        let roles = player::find(&mut c, &id).unwrap().unwrap().scopes;
        assert!(roles.has(Role::Support) && roles.has(Role::Player));
        assert!(!roles.has(Role::Admin));
        // Neither a role players have nor a player who does not exist.
        let o = command(&t.vars, &["grant-role", &username, "player"]);
        assert!(!o.status.success());
        assert!(
            stderr(&o).contains("the role must be admin, support, manager or kyc: player"),
            "{}",
            stderr(&o)
        );
        let o = command(&t.vars, &["grant-role", "nobody_here", "admin"]);
        assert!(!o.status.success());
        assert!(
            stderr(&o).contains("no player is named nobody_here"),
            "{}",
            stderr(&o)
        );
        assert!(
            !player::find(&mut c, &id)
                .unwrap()
                .unwrap()
                .scopes
                .has(Role::Admin)
        );
    }
}

#[tokio::test]
async fn a_backup_is_a_sound_copy_of_the_live_database() {
    let t = spawn(Backend::Sqlite);
    let players = seated(&t, "kept", 3);
    fund(&t, &players[0].0, 2_500);
    let copy = t.dir().join("backup.db");
    let path = copy.display().to_string();
    let o = command(&t.vars, &["backup", &path]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(
        stdout(&o).starts_with(&format!("backed up to {path}: ")),
        "{}",
        stdout(&o)
    );
    // The copy is a database of its own: the audit passes on it and every wallet is in it.
    let mut on_copy = t.vars.clone();
    on_copy.retain(|(k, _)| k != "DATABASE_URL");
    on_copy.push(("DATABASE_URL".into(), path.clone()));
    let o = command(&on_copy, &["audit"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let mut live = t.state.db.pool.get().unwrap();
    let mut copied = casino_server::db::Db::connect(&path, 2)
        .unwrap()
        .pool
        .get()
        .unwrap();
    let read = |c: &mut casino_server::db::DbConnection| -> Vec<(String, String, i64)> {
        wallets::table
            .select((wallets::player_id, wallets::currency, wallets::real_cents))
            .order(wallets::player_id)
            .load(c)
            .unwrap()
    };
    assert_eq!(read(&mut copied), read(&mut live));
    assert_eq!(read(&mut copied).len(), 3);
    // A backup never overwrites: the same file again is refused, the copy untouched.
    let o = command(&t.vars, &["backup", &path]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("exists already"), "{}", stderr(&o));
}

#[tokio::test]
async fn a_postgresql_backup_is_pg_dumps_work() {
    for b in backends().into_iter().filter(|b| *b == Backend::Postgres) {
        let t = spawn(b);
        let path = t.dir().join("backup.db").display().to_string();
        let o = command(&t.vars, &["backup", &path]);
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("use pg_dump"), "{}", stderr(&o));
    }
}

/// One sample of a scrape: the value of the series `name` whose labels include `labels`.
fn sample(scrape: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    scrape
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            let (series_name, rest) = series.split_once('{').unwrap_or((series, "}"));
            let has_all = labels
                .iter()
                .all(|(k, v)| rest.contains(&format!("{k}=\"{v}\"")));
            (series_name == name && has_all).then(|| value.parse().ok())?
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_count_exactly_what_happened() {
    for b in backends() {
        let t = spawn(b);
        let (id, token) = seated(&t, "measured", 1).remove(0);
        let address = {
            let mut c = t.state.db.pool.get().unwrap();
            diesel::update(schema::players::table.find(&id))
                .set(schema::players::verification.eq("verified"))
                .execute(&mut c)
                .unwrap();
            crypto_address_for(&mut c, &id, Asset::Btc, &t.state.config.btc_xpub, 0).unwrap()
        };
        let metrics_addr: SocketAddr = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .unwrap();
        let mut vars = t.vars.clone();
        vars.push(("METRICS_ADDR".into(), metrics_addr.to_string()));
        vars.push(("LIVE_TABLES".into(), "off".into()));
        let log = t.dir().join("server.log");
        let mut server = Served::start(env!("CARGO_BIN_EXE_casino-server").into(), vars, log).await;
        let mut client = Client::new(server.addr);
        let bet = |key: &str| {
            json!({ "game_id": "classic-european-roulette", "mode": "real",
                "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] },
                "idempotency_key": common::idem(key) })
            .to_string()
        };
        // Three rounds, then a retry of the last, answered from the stored round: not a round more.
        for key in ["bet-0", "bet-1", "bet-2", "bet-2"] {
            let r = client
                .post("/api/game/bet", &token, bet(key), &[])
                .await
                .unwrap();
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let deposit = json!({ "processor": "bitcoin", "reference": "tx-1", "address": address,
            "outcome": "approved", "amount_cents": 5000,
            "sent_at": chrono::Utc::now().timestamp_millis() })
        .to_string();
        let signature = t
            .state
            .payments
            .callback_keys
            .sign(Processor::Bitcoin, deposit.as_bytes());
        let r = client
            .post(
                "/api/payment/callback/bitcoin",
                &token,
                deposit,
                &[("x-signature", signature)],
            )
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.text());
        let won: i64 = {
            let mut c = t.state.db.pool.get().unwrap();
            game_rounds::table
                .select(game_rounds::win_cents)
                .load::<i64>(&mut c)
                .unwrap()
                .iter()
                .sum()
        };
        // The audit the instance runs at start-up is in the background: scrape until it shows.
        let mut scraper = Client::new(metrics_addr);
        let mut scrape = String::new();
        for _ in 0..100 {
            scrape = scraper.get("/metrics").await.unwrap().text();
            if sample(&scrape, "casino_ledger_audit_breaches", &[]).is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // The public port never serves the figures.
        let public = client.get("/metrics").await.unwrap();
        assert!(!public.text().contains("casino_rounds_total"));
        server.kill();
        let roulette = [("engine", "roulette"), ("mode", "real")];
        assert_eq!(
            sample(&scrape, "casino_rounds_total", &roulette),
            Some(3.0),
            "{scrape}"
        );
        let in_euros = [
            ("engine", "roulette"),
            ("mode", "real"),
            ("currency", "EUR"),
        ];
        assert_eq!(
            sample(&scrape, "casino_round_stakes_cents_total", &in_euros),
            Some(3000.0)
        );
        let wins = sample(&scrape, "casino_round_wins_cents_total", &in_euros).unwrap_or_default();
        assert_eq!(wins, won as f64);
        let bets = [
            ("route", "/api/game/bet"),
            ("method", "POST"),
            ("status", "200"),
        ];
        assert_eq!(
            sample(&scrape, "casino_http_requests_total", &bets),
            Some(4.0)
        );
        let paid = [
            ("kind", "deposit"),
            ("processor", "bitcoin"),
            ("state", "complete"),
            ("currency", "EUR"),
        ];
        assert_eq!(sample(&scrape, "casino_payment_orders", &paid), Some(1.0));
        assert_eq!(
            sample(&scrape, "casino_payment_order_amounts_cents", &paid),
            Some(5000.0)
        );
        assert_eq!(
            sample(&scrape, "casino_ledger_audit_breaches", &[]),
            Some(0.0),
            "{scrape}"
        );
        assert!(sample(&scrape, "casino_db_pool_connections", &[]).is_some_and(|n| n >= 1.0));
        assert!(
            scrape.contains("casino_http_request_duration_seconds_bucket"),
            "{scrape}"
        );
    }
}
