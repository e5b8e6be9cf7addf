//! The double-entry ledger on every backend, under concurrency: the ledger's invariants hold
//! after every test (postings sum to zero per transaction, wallets equal their
//! postings, no negative balance, one effect per idempotency key).

use crate::common;

use casino_core::Currency;
use casino_server::ids::PlayerId;
use casino_server::wallet::ledger::{self, Account, Balance, Movement, MovementKind, Posted};
use common::{TestApp, backends, spawn};

fn new_player(t: &TestApp, n: usize) -> PlayerId {
    common::players::insert_player(t, "player", n)
}

fn deposit(player: &PlayerId, key: &str, cents: i64) -> Movement {
    Movement {
        key: key.into(),
        kind: MovementKind::Deposit,
        player_id: Some(player.clone()),
        currency: Currency::Eur,
        legs: vec![
            (Account::Clearing("card"), -cents),
            (Account::PlayerReal(player.clone()), cents),
        ],
    }
}

fn withdrawal(player: &PlayerId, key: &str, cents: i64) -> Movement {
    Movement {
        key: key.into(),
        kind: MovementKind::Withdrawal,
        player_id: Some(player.clone()),
        currency: Currency::Eur,
        legs: vec![
            (Account::PlayerReal(player.clone()), -cents),
            (Account::Clearing("bank"), cents),
        ],
    }
}

async fn post(t: &TestApp, m: Movement) -> Result<Posted, String> {
    t.state
        .db
        .run(move |c| ledger::post(c, &m, 1))
        .await
        .map_err(|e| e.code.to_owned())
}

async fn balance(t: &TestApp, player: &PlayerId) -> Balance {
    let p = player.clone();
    t.state
        .db
        .run(move |c| ledger::balance(c, &p, Currency::Eur))
        .await
        .unwrap()
}

async fn assert_sound(t: &TestApp) {
    let breaches = t.state.db.run(ledger::audit).await.unwrap();
    assert!(breaches.is_empty(), "{breaches:#?}");
}

#[tokio::test]
async fn a_movement_happens_once_and_never_overdraws() {
    for b in backends() {
        let t = spawn(b);
        let p = new_player(&t, 1);
        let first = post(&t, deposit(&p, "dep-1", 10_000)).await.unwrap();
        assert!(matches!(first, Posted::New(_)));
        let again = post(&t, deposit(&p, "dep-1", 10_000)).await.unwrap();
        assert_eq!(again, Posted::Repeated(first.id().to_owned()));
        assert_eq!(
            balance(&t, &p).await,
            Balance {
                real: 10_000,
                bonus: 0
            }
        );

        assert_eq!(
            post(&t, withdrawal(&p, "wd-1", 10_001)).await,
            Err("amount_above_balance".into())
        );
        // The refused key was not used up: the same request for less goes through.
        assert!(matches!(
            post(&t, withdrawal(&p, "wd-1", 2_500)).await,
            Ok(Posted::New(_))
        ));
        assert_eq!(balance(&t, &p).await.real, 7_500);

        let unbalanced = Movement {
            legs: vec![(Account::PlayerReal(p.clone()), 5)],
            ..deposit(&p, "odd", 5)
        };
        assert_eq!(post(&t, unbalanced).await, Err("internal_error".into()));
        assert_eq!(balance(&t, &p).await.real, 7_500);
        assert_sound(&t).await;
    }
}

#[tokio::test]
async fn many_players_moving_money_at_once_keep_the_books_balanced() {
    for b in backends() {
        let t = spawn(b);
        let players: Vec<PlayerId> = (0..12).map(|n| new_player(&t, n)).collect();
        let mut tasks = Vec::new();
        for (n, p) in players.iter().enumerate() {
            for round in 0..4 {
                let t2 = t.state.db.clone();
                let p = p.clone();
                tasks.push(tokio::spawn(async move {
                    let m = deposit(&p, &format!("dep-{n}-{round}"), 5_000);
                    t2.run(move |c| ledger::post(c, &m, 1)).await.unwrap();
                    let w = withdrawal(&p, &format!("wd-{n}-{round}"), 3_000);
                    t2.run(move |c| ledger::post(c, &w, 1)).await.unwrap();
                }));
            }
        }
        for task in tasks {
            task.await.unwrap();
        }
        for p in &players {
            assert_eq!(balance(&t, p).await.real, 4 * (5_000 - 3_000));
        }
        assert_sound(&t).await;
    }
}

/// The audit run while money moves (the daily audit does not wait for a quiet hour) reads one
/// moment of the ledger: a movement committed between its reads is not a breach.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_audit_while_money_moves_finds_nothing() {
    for b in backends() {
        let t = spawn(b);
        let players: Vec<PlayerId> = (0..4).map(|n| new_player(&t, n)).collect();
        // A ledger of some size, so the audit's first read takes a while.
        for (n, p) in players.iter().enumerate() {
            for k in 0..50 {
                post(&t, deposit(p, &format!("seed-{n}-{k}"), 100))
                    .await
                    .unwrap();
            }
        }
        let moving = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let writers: Vec<_> = players
            .iter()
            .enumerate()
            .map(|(n, p)| {
                let (db, p, moving) = (t.state.db.clone(), p.clone(), moving.clone());
                tokio::spawn(async move {
                    let mut k = 0;
                    while moving.load(std::sync::atomic::Ordering::Relaxed) {
                        let m = deposit(&p, &format!("live-{n}-{k}"), 1);
                        db.run(move |c| ledger::post(c, &m, 1)).await.unwrap();
                        k += 1;
                    }
                    k
                })
            })
            .collect();
        for _ in 0..20 {
            let breaches = t.state.db.run(ledger::audit).await.unwrap();
            assert_eq!(breaches, Vec::<String>::new(), "{}", b.name());
        }
        moving.store(false, std::sync::atomic::Ordering::Relaxed);
        let mut moved = 0;
        for w in writers {
            moved += w.await.unwrap();
        }
        assert!(moved > 20, "{}: the audits met too few movements", b.name());
        assert_sound(&t).await;
    }
}

#[tokio::test]
async fn a_storm_of_one_key_moves_money_once() {
    for b in backends() {
        let t = spawn(b);
        let p = new_player(&t, 7);
        let tasks: Vec<_> = (0..40)
            .map(|_| {
                let db = t.state.db.clone();
                let m = deposit(&p, "storm", 1_234);
                tokio::spawn(async move { db.run(move |c| ledger::post(c, &m, 1)).await })
            })
            .collect();
        let mut new = 0;
        let mut ids = std::collections::BTreeSet::new();
        for task in tasks {
            let posted = task.await.unwrap().unwrap();
            new += usize::from(matches!(posted, Posted::New(_)));
            ids.insert(posted.id().to_owned());
        }
        assert_eq!((new, ids.len()), (1, 1));
        assert_eq!(balance(&t, &p).await.real, 1_234);
        assert_sound(&t).await;
    }
}

#[tokio::test]
async fn fifty_withdrawals_of_the_whole_balance_pay_once() {
    for b in backends() {
        let t = spawn(b);
        let p = new_player(&t, 9);
        post(&t, deposit(&p, "dep", 50_000)).await.unwrap();
        let tasks: Vec<_> = (0..50)
            .map(|n| {
                let db = t.state.db.clone();
                let m = withdrawal(&p, &format!("wd-{n}"), 50_000);
                tokio::spawn(async move { db.run(move |c| ledger::post(c, &m, 1)).await })
            })
            .collect();
        let mut paid = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(_) => paid += 1,
                Err(e) => assert_eq!(e.code, "amount_above_balance"),
            }
        }
        assert_eq!(paid, 1);
        assert_eq!(balance(&t, &p).await.real, 0);
        assert_sound(&t).await;
    }
}
