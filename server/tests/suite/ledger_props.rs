//! The double-entry ledger under random sequences of money moves, on every backend: deposits,
//! bets and wins (with and without bonus money, written idempotently or inside the caller's
//! transaction as a game round does), bonus awards, withdrawals and their return, refunds and
//! their settlement, with random amounts and idempotency keys drawn from a small pool so that
//! keys repeat. A model of the wallet says what each move must do; after every move the wallet
//! must equal the model, and after the sequence every transaction balances, each balance is the
//! sum of its postings, each key moved money at most once (with the legs of its first
//! movement), and no balance is negative.

use crate::common;

use std::cell::Cell;
use std::collections::BTreeMap;

use casino_core::Currency;
use casino_server::db::DbConnection;
use casino_server::db::batch::Batch;
use casino_server::db::schema::{ledger_postings, ledger_transactions};
use casino_server::ids::PlayerId;
use casino_server::wallet::ledger::{self, Account, Balance, Movement, MovementKind, Posted};
use common::{TestApp, backends, spawn};
use diesel::prelude::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// One move a player's money can make.
#[derive(Debug, Clone)]
enum Op {
    Deposit {
        cents: i64,
    },
    /// A stake: `bonus` cents of it from the bonus balance.
    Bet {
        real: i64,
        bonus: i64,
    },
    Win {
        real: i64,
        bonus: i64,
    },
    /// A round's stake and its win, written together as a round that finishes at once writes
    /// them (`post_fresh_all`; on PostgreSQL one statement): (real, bonus) cents of each, bonus
    /// money taking part in some.
    Round {
        stake: (i64, i64),
        win: (i64, i64),
    },
    BonusAward {
        cents: i64,
    },
    Withdrawal {
        cents: i64,
        fee: i64,
    },
    /// A pending withdrawal cancelled: its amount comes back (the `which`-th one made so far).
    WithdrawalReturn {
        which: usize,
    },
    Refund {
        cents: i64,
    },
    /// A waiting refund paid to the processor or forfeited to the house (only one of the two).
    RefundSettled {
        which: usize,
        paid: bool,
    },
}

/// A move under an idempotency key of the pool; game moves may be written as a game round
/// writes them, inside the caller's transaction (`post_fresh`).
#[derive(Debug, Clone)]
struct Step {
    op: Op,
    key: u8,
    fresh: bool,
}

fn cents() -> impl Strategy<Value = i64> {
    // Mostly small amounts, now and then one above any balance.
    prop_oneof![4 => 1i64..5_000, 1 => 0i64..200_000]
}

fn any_step() -> impl Strategy<Value = Step> {
    let op = prop_oneof![
        3 => cents().prop_map(|cents| Op::Deposit { cents }),
        3 => (cents(), prop_oneof![Just(0i64), cents()]).prop_map(|(real, bonus)| Op::Bet { real, bonus }),
        3 => (cents(), prop_oneof![Just(0i64), cents()]).prop_map(|(real, bonus)| Op::Win { real, bonus }),
        3 => (cents(), 1i64..10_000, prop_oneof![0i64..1, 1i64..3_000], 0i64..3_000)
            .prop_map(|(stake, win, stake_bonus, win_bonus)| Op::Round {
                stake: (stake, stake_bonus),
                win: (win, win_bonus),
            }),
        1 => cents().prop_map(|cents| Op::BonusAward { cents }),
        2 => (cents(), 0i64..100).prop_map(|(cents, fee)| Op::Withdrawal { cents, fee: fee.min(cents) }),
        1 => (0usize..8).prop_map(|which| Op::WithdrawalReturn { which }),
        1 => cents().prop_map(|cents| Op::Refund { cents }),
        1 => (0usize..8, any::<bool>()).prop_map(|(which, paid)| Op::RefundSettled { which, paid }),
    ];
    (op, 0u8..12, any::<bool>()).prop_map(|(op, key, fresh)| Step { op, key, fresh })
}

/// What the ledger must hold after each move.
#[derive(Default)]
struct Model {
    balance: Balance,
    /// Every key that moved money, with the legs of the movement that did (account key, cents).
    moved: BTreeMap<String, Vec<(String, i64)>>,
    /// Withdrawals and refunds made: their key and amounts.
    withdrawals: Vec<(String, i64, i64)>,
    refunds: Vec<(String, i64)>,
}

fn new_player(t: &TestApp, n: usize) -> PlayerId {
    common::players::insert_player(t, "prop", n)
}

/// Legs between the player's balances and the house, zero legs left out (as a bonus round's).
fn with_house(player: &PlayerId, real: i64, bonus: i64) -> Vec<(Account, i64)> {
    [
        (Account::PlayerReal(player.clone()), real),
        (Account::PlayerBonus(player.clone()), bonus),
        (Account::House, -(real + bonus)),
    ]
    .into_iter()
    .filter(|(_, cents)| *cents != 0)
    .collect()
}

/// The movement a step makes, whether it may be written fresh, and what it does to the
/// player's (real, bonus) balances; `None` when the step has nothing to act on yet.
fn movement(player: &PlayerId, step: &Step, model: &Model) -> Option<(Movement, bool, i64, i64)> {
    let key = format!("{player}:{}", step.key);
    let m = |key: String, kind: MovementKind, legs: Vec<(Account, i64)>| Movement {
        key,
        kind,
        player_id: Some(player.clone()),
        currency: Currency::Eur,
        legs,
    };
    let real = || Account::PlayerReal(player.clone());
    Some(match step.op {
        // Two movements: `round_case`.
        Op::Round { .. } => return None,
        Op::Deposit { cents } => (
            m(
                key,
                MovementKind::Deposit,
                vec![(Account::Clearing("card"), -cents), (real(), cents)],
            ),
            false,
            cents,
            0,
        ),
        Op::Bet { real: r, bonus: b } => {
            // A round with bonus money always has a leg to write; one without keeps the
            // house's two legs even for nothing (a free round's stake of zero).
            let legs = if b > 0 {
                with_house(player, -r, -b)
            } else {
                vec![(real(), -r), (Account::House, r)]
            };
            (m(key, MovementKind::Bet, legs), step.fresh, -r, -b)
        }
        Op::Win { real: r, bonus: b } => {
            let legs = if b > 0 {
                with_house(player, r, b)
            } else {
                vec![(real(), r), (Account::House, -r)]
            };
            (m(key, MovementKind::Win, legs), step.fresh, r, b)
        }
        Op::BonusAward { cents } => (
            m(
                key,
                MovementKind::BonusAward,
                vec![
                    (Account::House, -cents),
                    (Account::PlayerBonus(player.clone()), cents),
                ],
            ),
            false,
            0,
            cents,
        ),
        Op::Withdrawal { cents, fee } => (
            m(
                key,
                MovementKind::Withdrawal,
                vec![
                    (real(), -cents),
                    (Account::Clearing("withdrawals"), cents - fee),
                    (Account::Fees, fee),
                ],
            ),
            false,
            -cents,
            0,
        ),
        Op::WithdrawalReturn { which } => {
            let (of, cents, fee) = model
                .withdrawals
                .get(which % model.withdrawals.len().max(1))?
                .clone();
            (
                m(
                    format!("{of}:return"),
                    MovementKind::WithdrawalReturn,
                    vec![
                        (Account::Clearing("withdrawals"), -(cents - fee)),
                        (Account::Fees, -fee),
                        (real(), cents),
                    ],
                ),
                false,
                cents,
                0,
            )
        }
        Op::Refund { cents } => (
            m(
                key,
                MovementKind::Refund,
                vec![(real(), -cents), (Account::Clearing("refunds"), cents)],
            ),
            false,
            -cents,
            0,
        ),
        Op::RefundSettled { which, paid } => {
            let (of, cents) = model
                .refunds
                .get(which % model.refunds.len().max(1))?
                .clone();
            let (kind, to) = if paid {
                (MovementKind::RefundPaid, Account::Clearing("card"))
            } else {
                (MovementKind::RefundForfeited, Account::House)
            };
            (
                m(
                    format!("{of}:settled"),
                    kind,
                    vec![(Account::Clearing("refunds"), -cents), (to, cents)],
                ),
                false,
                0,
                0,
            )
        }
    })
}

fn legs_of(m: &Movement) -> Vec<(String, i64)> {
    let mut legs: Vec<(String, i64)> = m.legs.iter().map(|(a, c)| (a.key(), *c)).collect();
    legs.sort();
    legs
}

/// What `write` did: posted idempotently, or written fresh with the balances it read back.
#[derive(Debug, PartialEq)]
enum Written {
    Posted(Posted),
    Fresh(Option<Balance>),
}

/// Writes a movement as the step says: idempotently (`post`), or inside a transaction of the
/// caller's that a refusal rolls back (`post_fresh`, as a game round).
fn write(c: &mut DbConnection, m: &Movement, fresh: bool) -> Result<Written, String> {
    let result = if fresh {
        c.transaction(|c| ledger::post_fresh(c, m, 1))
            .map(Written::Fresh)
    } else {
        ledger::post(c, m, 1).map(Written::Posted)
    };
    result.map_err(|e| e.code.to_owned())
}

fn run_case(t: &TestApp, player: &PlayerId, steps: &[Step]) -> Result<(), TestCaseError> {
    let mut c = t.state.db.pool.get().unwrap();
    let mut model = Model::default();
    let mut ids = BTreeMap::<String, String>::new();
    for step in steps {
        if let Op::Round { stake, win } = step.op {
            round_case(&mut c, player, step.key, (stake, win), &mut model, &mut ids)?;
            continue;
        }
        let Some((m, fresh, d_real, d_bonus)) = movement(player, step, &model) else {
            continue;
        };
        let got = write(&mut c, &m, fresh);
        let repeated = model.moved.contains_key(&m.key);
        let after = Balance {
            real: model.balance.real + d_real,
            bonus: model.balance.bonus + d_bonus,
        };
        if repeated {
            // A key moves money once: the first movement's id again, or (written fresh, where
            // the key must be new) a refusal.
            match (&got, fresh) {
                (Ok(Written::Posted(Posted::Repeated(id))), false) => {
                    prop_assert_eq!(Some(id), ids.get(&m.key))
                }
                (Err(_), true) => {}
                _ => {
                    return Err(TestCaseError::fail(format!(
                        "key {} moved again: {got:?}",
                        m.key
                    )));
                }
            }
        } else if after.real < 0 || after.bonus < 0 {
            // A debit beyond the balance is refused, and the key is not used up.
            prop_assert_eq!(got, Err("amount_above_balance".to_owned()), "{:?}", step);
        } else {
            match got {
                Ok(Written::Posted(Posted::New(id))) => {
                    ids.insert(m.key.clone(), id);
                }
                Ok(Written::Fresh(returned)) if fresh => {
                    // The balances the writing statement read back are the ledger's.
                    prop_assert_eq!(returned, Some(after), "{:?}", step);
                    // Written inside the caller's transaction: the id is read back by its key.
                    let id = ledger_transactions::table
                        .filter(ledger_transactions::idempotency_key.eq(&m.key))
                        .select(ledger_transactions::id)
                        .first::<String>(&mut *c)
                        .unwrap();
                    ids.insert(m.key.clone(), id);
                }
                other => {
                    return Err(TestCaseError::fail(format!(
                        "{step:?} was not written: {other:?}"
                    )));
                }
            }
            model.balance = after;
            model.moved.insert(m.key.clone(), legs_of(&m));
            match step.op {
                Op::Withdrawal { cents, fee } => {
                    model.withdrawals.push((m.key.clone(), cents, fee))
                }
                Op::Refund { cents } => model.refunds.push((m.key.clone(), cents)),
                _ => {}
            }
        }
        prop_assert_eq!(
            ledger::balance(&mut c, player, Currency::Eur).unwrap(),
            model.balance,
            "after {:?}",
            step
        );
    }

    // Every key that moved money has one transaction, with the legs of its first movement, and
    // no other transaction of this player's keys exists.
    let rows: Vec<(String, String)> = ledger_transactions::table
        .filter(ledger_transactions::idempotency_key.like(format!("{player}:%")))
        .select((
            ledger_transactions::idempotency_key,
            ledger_transactions::id,
        ))
        .load(&mut *c)
        .unwrap();
    prop_assert_eq!(rows.len(), model.moved.len());
    for (key, id) in &rows {
        let mut legs: Vec<(String, i64)> = ledger_postings::table
            .filter(ledger_postings::transaction_id.eq(id))
            .select((ledger_postings::account, ledger_postings::amount_cents))
            .load(&mut *c)
            .unwrap();
        legs.sort();
        prop_assert_eq!(Some(&legs), model.moved.get(key), "{}", key);
        // Each transaction balances to zero.
        prop_assert_eq!(
            legs.iter().map(|(_, cents)| cents).sum::<i64>(),
            0,
            "{}",
            key
        );
    }
    // Each balance is the sum of its history.
    for (account, held) in [
        (Account::PlayerReal(player.clone()), model.balance.real),
        (Account::PlayerBonus(player.clone()), model.balance.bonus),
    ] {
        let history: Vec<i64> = ledger_postings::table
            .filter(ledger_postings::account.eq(account.key()))
            .select(ledger_postings::amount_cents)
            .load(&mut *c)
            .unwrap();
        prop_assert_eq!(history.iter().sum::<i64>(), held, "{}", account.key());
        prop_assert!(held >= 0);
    }
    // And the ledger's own audit (every transaction, every wallet, no negative balance) agrees.
    let breaches = ledger::audit(&mut c).unwrap();
    prop_assert!(breaches.is_empty(), "{:#?}", breaches);
    Ok(())
}

/// A round's stake and win written together in the caller's transaction: both or neither (a
/// used key or a stake above the balance refuses the pair), and the balances it returns are
/// the ledger's.
fn round_case(
    c: &mut DbConnection,
    player: &PlayerId,
    key: u8,
    (stake, win): ((i64, i64), (i64, i64)),
    model: &mut Model,
    ids: &mut BTreeMap<String, String>,
) -> Result<(), TestCaseError> {
    let m = |key: String, kind: MovementKind, (real, bonus): (i64, i64)| Movement {
        key,
        kind,
        player_id: Some(player.clone()),
        currency: Currency::Eur,
        legs: with_house(player, real, bonus),
    };
    let key = format!("{player}:{key}");
    let pair = [
        m(key.clone(), MovementKind::Bet, (-stake.0, -stake.1)),
        m(format!("{key}:win"), MovementKind::Win, win),
    ];
    let got = c
        .transaction(|c| ledger::post_fresh_all(c, &pair, 1, &mut Batch::new()))
        .map_err(|e| e.code.to_owned());
    let used = pair.iter().any(|m| model.moved.contains_key(&m.key));
    if used {
        prop_assert!(got.is_err(), "key {} moved again: {:?}", key, got);
    } else if model.balance.real < stake.0 || model.balance.bonus < stake.1 {
        prop_assert_eq!(got, Err("amount_above_balance".to_owned()), "{}", key);
    } else {
        let after = Balance {
            real: model.balance.real - stake.0 + win.0,
            bonus: model.balance.bonus - stake.1 + win.1,
        };
        prop_assert_eq!(got, Ok(Some(after)), "{}", key);
        model.balance = after;
        for m in &pair {
            let id = ledger_transactions::table
                .filter(ledger_transactions::idempotency_key.eq(&m.key))
                .select(ledger_transactions::id)
                .first::<String>(c)
                .unwrap();
            ids.insert(m.key.clone(), id);
            model.moved.insert(m.key.clone(), legs_of(m));
        }
    }
    prop_assert_eq!(
        ledger::balance(c, player, Currency::Eur).unwrap(),
        model.balance,
        "after round {}",
        key
    );
    Ok(())
}

#[test]
fn random_money_moves_keep_the_books_balanced() {
    // The app's state may start tasks of its own: give it a runtime.
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let _inside = runtime.enter();
    for b in backends() {
        let t = spawn(b);
        let players = Cell::new(0usize);
        let mut runner = TestRunner::new(Config {
            cases: 32,
            max_shrink_iters: 200,
            failure_persistence: None,
            ..Config::default()
        });
        let result = runner.run(&proptest::collection::vec(any_step(), 1..40), |steps| {
            // Each case plays a new player, so every case starts from an empty wallet.
            players.set(players.get() + 1);
            let player = new_player(&t, players.get());
            run_case(&t, &player, &steps)
        });
        if let Err(e) = result {
            panic!("on {}: {e}", b.name());
        }
    }
}
