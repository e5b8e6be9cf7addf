//! The restore drill, on every backend: players bet and deposit without pause while a backup is
//! taken (the server's `backup` command on SQLite, `pg_dump` on PostgreSQL, as the README says);
//! the backup is restored into a fresh database, a fresh server starts on it, the ledger audit
//! passes there, and every bet and deposit acknowledged before the backup began is in it.

use crate::common;

use std::process::{Command, Output};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use casino_server::db::Backend;
use casino_server::db::schema::{game_rounds, payment_orders, wallets};
use common::players::{CARD, call, moto, seated};
use common::scratch_db::ScratchDb;
use common::{TestApp, backends, spawn, spawn_with};
use diesel::prelude::*;
use serde_json::json;

const PLAYERS: usize = 6;
/// The card processor takes 10 orders a day per e-mail address (SPEC).
const DEPOSITS_EACH: usize = 10;

/// What the load had acknowledged, and when.
#[derive(Default)]
struct Acknowledged {
    rounds: Vec<(String, Instant)>,
    deposits: Vec<(String, Instant)>,
}

fn run(program: &str, args: &[&str], vars: &[(String, String)]) -> Output {
    Command::new(program)
        .args(args)
        .envs(vars.iter().map(|(k, v)| (k, v)))
        .env("RUST_LOG", "warn")
        .output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"))
}

fn said(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// One player's load until `stop`: roulette rounds, and a card deposit every 25 of them (spread
/// across the backup: the card processor takes 10 a day).
async fn play(t: &TestApp, n: usize, token: &str, stop: &AtomicBool, seen: &Mutex<Acknowledged>) {
    let mut i = 0;
    while !stop.load(Ordering::SeqCst) {
        let bet = json!({
            "game_id": "classic-european-roulette", "mode": "real",
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 100 }] },
            "idempotency_key": common::idem(format!("drill-{n}-{i}")),
        });
        let r = call(t, "/api/game/bet", token, bet).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["id"].as_str().unwrap().to_owned();
        seen.lock().unwrap().rounds.push((id, Instant::now()));
        if i % 25 == 0 && i / 25 < DEPOSITS_EACH {
            let r = moto(t, token, "25.00", &format!("drill-d-{n}-{i}"), CARD).await;
            assert_eq!(r.status, 200, "{}", r.text());
            let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
            seen.lock().unwrap().deposits.push((id, Instant::now()));
        }
        i += 1;
    }
}

/// Takes the backup of `t`'s database into a file of `dir` with the tool of its backend.
fn back_up(t: &TestApp, dir: &std::path::Path) -> std::path::PathBuf {
    let url = &t.vars.iter().find(|(k, _)| k == "DATABASE_URL").unwrap().1;
    let (file, o) = match t.backend {
        Backend::Sqlite => {
            let file = dir.join("backup.sqlite3");
            let path = file.display().to_string();
            let o = run(
                env!("CARGO_BIN_EXE_casino-server"),
                &["backup", &path],
                &t.vars,
            );
            (file, o)
        }
        Backend::Postgres => {
            let file = dir.join("backup.dump");
            let path = file.display().to_string();
            let o = run("pg_dump", &["-Fc", "-d", url, "-f", &path], &[]);
            (file, o)
        }
    };
    assert!(o.status.success(), "{}", said(&o));
    file
}

/// Restores `file` into `fresh`'s empty database.
fn restore(backend: Backend, file: &std::path::Path, fresh: &ScratchDb) {
    match backend {
        Backend::Sqlite => {
            std::fs::copy(file, &fresh.url).unwrap();
        }
        Backend::Postgres => {
            let path = file.display().to_string();
            let o = run("pg_restore", &["--no-owner", "-d", &fresh.url, &path], &[]);
            assert!(o.status.success(), "{}", said(&o));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_under_load_restores_into_a_sound_casino_with_every_acknowledged_operation()
{
    for b in backends() {
        let t = spawn(b);
        let players = seated(&t, "drill", PLAYERS);
        let stop = AtomicBool::new(false);
        let seen = Mutex::new(Acknowledged::default());
        let dir = tempfile::tempdir().unwrap();

        let load = futures_util::future::join_all(
            players
                .iter()
                .enumerate()
                .map(|(n, (_, token))| play(&t, n, token, &stop, &seen)),
        );
        let backup = async {
            tokio::time::sleep(Duration::from_millis(1500)).await;
            let began = Instant::now();
            let file = tokio::task::block_in_place(|| back_up(&t, dir.path()));
            let took = began.elapsed();
            tokio::time::sleep(Duration::from_millis(500)).await;
            stop.store(true, Ordering::SeqCst);
            (file, began, took)
        };
        let (_, (file, began, took)) = tokio::join!(load, backup);

        let admin = std::env::var("TEST_POSTGRES_URL").ok();
        let fresh = ScratchDb::empty(b, admin.as_deref());
        restore(b, &file, &fresh);

        // A fresh server starts on the restored database, and the audit passes there.
        let restored = spawn_with(b, &[("DATABASE_URL", fresh.url.as_str())]);
        let o = run(
            env!("CARGO_BIN_EXE_casino-server"),
            &["audit"],
            &restored.vars,
        );
        assert!(o.status.success(), "{}", said(&o));

        // Every operation acknowledged before the backup began is in it.
        let seen = seen.into_inner().unwrap();
        let before = |ops: &[(String, Instant)]| -> Vec<String> {
            ops.iter()
                .filter(|(_, at)| *at < began)
                .map(|(id, _)| id.clone())
                .collect()
        };
        let (rounds, deposits) = (before(&seen.rounds), before(&seen.deposits));
        assert!(!rounds.is_empty() && !deposits.is_empty());
        let mut c = restored.state.db.pool.get().unwrap();
        let kept_rounds: i64 = game_rounds::table
            .filter(game_rounds::id.eq_any(&rounds))
            .count()
            .get_result(&mut c)
            .unwrap();
        let kept_deposits: i64 = payment_orders::table
            .filter(payment_orders::id.eq_any(&deposits))
            .filter(payment_orders::state.eq("complete"))
            .count()
            .get_result(&mut c)
            .unwrap();
        assert_eq!(
            (kept_rounds, kept_deposits),
            (rounds.len() as i64, deposits.len() as i64)
        );

        // The restored server answers a player with the balance its ledger holds.
        let (id, _) = &players[0];
        let real: i64 = wallets::table
            .filter(wallets::player_id.eq(id))
            .select(wallets::real_cents)
            .first(&mut c)
            .unwrap();
        let p = casino_server::player::find(&mut c, id).unwrap().unwrap();
        let token = restored.state.accounts.keys.issue(
            id,
            p.session_version,
            chrono::Utc::now().timestamp(),
        );
        let r = call(
            &restored,
            "/api/front/get_player_balance",
            &token,
            json!({}),
        )
        .await;
        let shown = r.json()["wallets"][0]["real"].as_str().unwrap().to_owned();
        assert_eq!(shown, format!("{}.{:02}", real / 100, real % 100));

        println!(
            "restore drill on {b:?}: backup {} bytes in {} ms under load; {} rounds and {} \
             deposits acknowledged before it began, all restored ({} and {} in all)",
            std::fs::metadata(&file).unwrap().len(),
            took.as_millis(),
            rounds.len(),
            deposits.len(),
            seen.rounds.len(),
            seen.deposits.len()
        );
    }
}
