//! Two server processes on one PostgreSQL database behind a round-robin proxy on loopback, as a
//! load balancer would put them: a player's socket on one instance hears the money moved by a
//! request the other instance served (balance pushes through `NOTIFY`), both instances show the
//! same live table, and a live round one instance settles reaches the player's socket.

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use casino_server::db::Backend;
use common::served::{Client, Served};
use common::{TestApp, backends, players};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;

const LIVE: &str = "live-roulette-paris";

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_pushes_and_live_tables() {
    // The shared bus is PostgreSQL's; SQLite serves one instance.
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let t = common::spawn_with(
        Backend::Postgres,
        &[("LIVE_BETTING_SECONDS", "2"), ("LIVE_RESULT_SECONDS", "1")],
    );
    let a = start(&t, "a").await;
    let b = start(&t, "b").await;
    let proxy = round_robin(vec![a.addr, b.addr]).await;
    let (_, token) = players::seated(&t, "twin", 1).remove(0);

    // Connection 1 goes to instance a, connection 2 to b, and so on.
    let mut pushes = connect(proxy, "/api/ws").await;
    let hello = json!({ "token": token }).to_string();
    pushes.send(Message::Text(hello.into())).await.unwrap();
    let mut on_b = Client::new(proxy);
    let mut on_a = Client::new(proxy);
    let bet = |key: &str| {
        json!({ "game_id": "classic-european-roulette", "mode": "real", "idempotency_key": common::idem(key),
            "bet": { "engine": "roulette", "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] } })
    };
    // Instance a tells the others that it has a socket open within milliseconds: bet through b
    // until a push comes, then through a.
    let mut heard = false;
    for attempt in 0..20 {
        post(
            &mut on_b,
            "/api/game/bet",
            &token,
            bet(&format!("b{attempt}")),
        )
        .await;
        let balance = balance_of(&mut on_b, &token).await;
        let wait = Duration::from_millis(500);
        if tokio::time::timeout(wait, balance_reaches(&mut pushes, &balance))
            .await
            .is_ok()
        {
            heard = true;
            break;
        }
    }
    assert!(heard, "a bet served by b never reached the socket on a");
    post(&mut on_a, "/api/game/bet", &token, bet("through-a")).await;
    let balance = balance_of(&mut on_a, &token).await;
    balance_reaches(&mut pushes, &balance).await;

    // Both instances run the same table: each one's socket shows the same round.
    let mut table_a = connect(a.addr, &format!("/api/live/ws?game_id={LIVE}")).await;
    let mut table_b = connect(b.addr, &format!("/api/live/ws?game_id={LIVE}")).await;
    let open = next_where(&mut table_a, |e| e["phase"] == "betting").await;
    let same = next_where(&mut table_b, |e| e["round_id"] == open["round_id"]).await;
    assert_eq!(
        (&same["round_no"], &same["commitment"]),
        (&open["round_no"], &open["commitment"])
    );

    // A chip placed through b settles; the socket on a hears the settled balance.
    let chip = json!({ "game_id": LIVE, "live_round_id": open["round_id"], "mode": "real",
        "idempotency_key": common::idem("live-chip"), "bet": { "engine": "roulette",
        "bets": [{ "kind": "red", "numbers": [], "cents": 1000 }] } });
    post(&mut on_b, "/api/game/live_bet", &token, chip).await;
    let settled = next_where(&mut table_a, |e| {
        e["round_id"] == open["round_id"] && e["phase"] == "settled"
    })
    .await;
    let balance = balance_of(&mut on_a, &token).await;
    balance_reaches(&mut pushes, &balance).await;
    println!(
        "settled on {}: the socket on a heard {}",
        settled["number"], balance
    );
}

/// One instance on the test's database, with live tables on.
async fn start(t: &TestApp, name: &str) -> Served {
    let log = t.dir().join(format!("server-{name}.log"));
    Served::start(
        env!("CARGO_BIN_EXE_casino-server").into(),
        t.vars.clone(),
        log,
    )
    .await
}

/// A TCP proxy on loopback that hands each new connection to the next backend in turn.
async fn round_robin(backends: Vec<SocketAddr>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        for backend in backends.iter().cycle() {
            let Ok((mut inbound, _)) = listener.accept().await else {
                return;
            };
            let backend = *backend;
            tokio::spawn(async move {
                if let Ok(mut outbound) = TcpStream::connect(backend).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    });
    addr
}

async fn connect(addr: SocketAddr, path: &str) -> Socket {
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}{path}"))
        .await
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    socket
}

/// A POST that must succeed: its JSON answer.
async fn post(client: &mut Client, path: &str, token: &str, body: Value) -> Value {
    let answer = client
        .post(path, token, body.to_string(), &[])
        .await
        .unwrap();
    assert_eq!(answer.status, 200, "{path}: {}", answer.text());
    serde_json::from_slice(&answer.body).unwrap()
}

/// The player's balances as `front/get_player_balance` answers them.
async fn balance_of(client: &mut Client, token: &str) -> Value {
    post(client, "/api/front/get_player_balance", token, json!({})).await
}

/// The next message of `socket` that `wanted` accepts (within 10 seconds).
async fn next_where(socket: &mut Socket, wanted: impl Fn(&Value) -> bool) -> Value {
    let waited = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(message) = socket.next().await {
            if let Message::Text(text) = message.unwrap() {
                let event: Value = serde_json::from_str(&text).unwrap();
                if wanted(&event) {
                    return event;
                }
            }
        }
        panic!("the socket closed");
    });
    waited.await.expect("no such message within 10 s")
}

/// Reads balance pushes until one shows `balance` (within 10 seconds).
async fn balance_reaches(socket: &mut Socket, balance: &Value) {
    next_where(socket, |e| {
        e["type"] == "balance" && e["balance"] == *balance
    })
    .await;
}
