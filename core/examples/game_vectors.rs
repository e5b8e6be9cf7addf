//! Writes the shared round vectors (core/tests/vectors/games/rounds.json): one round or more of
//! every engine, from catalog configurations, fixed seeds and typical bets and decisions, with the
//! result the engine gives. `cargo test` replays them natively and the web tests through the
//! games WebAssembly module, so both builds are held to identical rounds.
//!
//!     cargo run -p casino-core --example game_vectors > core/tests/vectors/games/rounds.json

use casino_core::games::catalog::catalog;
use casino_core::games::{Action, FairStream, GameBet, fair};
use serde_json::{Value, json};

/// A typical bet and decisions of each engine (stakes filled in from the table's minimum).
fn cases(engine: &str, min: i64) -> Vec<(Value, Vec<Value>)> {
    let stake = |extra: Value| {
        let mut v = json!({ "engine": engine, "stake": min });
        if let (Some(o), Value::Object(e)) = (v.as_object_mut(), extra) {
            o.extend(e);
        }
        v
    };
    let none = Vec::new;
    match engine {
        "roulette" => vec![(
            json!({ "engine": "roulette", "bets": [
                { "kind": "red", "numbers": [], "cents": min },
                { "kind": "straight", "numbers": [17], "cents": min },
                { "kind": "dozen", "numbers": [13,14,15,16,17,18,19,20,21,22,23,24], "cents": min }] }),
            none(),
        )],
        "dice" => vec![(
            stake(json!({ "target": 5000, "direction": "under" })),
            none(),
        )],
        "keno" => vec![(stake(json!({ "picks": [3, 7, 20, 41, 55] })), none())],
        "sic_bo" => vec![(
            json!({ "engine": "sic_bo", "bets": [{ "wager": { "type": "big" }, "cents": min },
                { "wager": { "type": "total", "total": 9 }, "cents": min }] }),
            none(),
        )],
        "baccarat" => vec![(
            json!({ "engine": "baccarat", "player": min, "banker": min, "tie": 0 }),
            none(),
        )],
        "andar_bahar" => vec![(
            json!({ "engine": "andar_bahar", "andar": min, "bahar": 0 }),
            none(),
        )],
        "scratch" => vec![(
            stake(json!({})),
            (0..9)
                .map(|i| json!({ "type": "reveal", "index": i }))
                .collect(),
        )],
        "crash" => vec![(stake(json!({ "target": 250 })), none())],
        "racing" => vec![(stake(json!({ "runner": 2 })), none())],
        "lottery" => vec![(stake(json!({ "numbers": [4, 8, 15, 16, 23, 42] })), none())],
        "blackjack" => vec![
            (stake(json!({})), vec![json!({ "type": "stand" })]),
            (stake(json!({})), vec![json!({ "type": "hit" })]),
        ],
        "hilo" => vec![
            (stake(json!({})), vec![json!({ "type": "higher" })]),
            (stake(json!({})), vec![json!({ "type": "lower" })]),
        ],
        "video_poker" => vec![(
            stake(json!({})),
            vec![json!({ "type": "hold", "held": [true, true, false, false, true] })],
        )],
        "casino_holdem" | "teen_patti" | "russian_poker" => {
            vec![
                (stake(json!({})), vec![json!({ "type": "call" })]),
                (stake(json!({})), vec![json!({ "type": "fold" })]),
            ]
        }
        _ => vec![(stake(json!({})), none())],
    }
}

fn main() {
    let seed = [42u8; 32];
    let games = catalog();
    let mut vectors = Vec::new();
    let mut engines_done = std::collections::BTreeMap::<&str, usize>::new();
    for entry in &games {
        let engine = entry.config.engine();
        // Slots differ by layout: take several; one of every other engine.
        let wanted = if engine == "slots" { 6 } else { 1 };
        let count = engines_done.entry(engine).or_default();
        if *count >= wanted || (engine == "slots" && entry.variant % 2 == 1) {
            continue;
        }
        *count += 1;
        let (min, _) = entry.config.limits();
        for (nonce, (bet, actions)) in cases(engine, min).into_iter().enumerate() {
            let typed: GameBet = serde_json::from_value(bet.clone()).expect("a bet of the engine");
            let mut acts: Vec<Action> =
                serde_json::from_value(Value::Array(actions)).expect("actions");
            let client_seed = format!("vector-{}", entry.id);
            let run = |acts: &[Action]| {
                let mut stream = FairStream::new(&seed, &client_seed, nonce as u64);
                entry.config.play(&typed, acts, &mut stream)
            };
            // A decision the deal does not allow (no "higher" on an ace) leaves the round open.
            while !acts.is_empty() && run(&acts).is_err() {
                acts.pop();
            }
            // Free spins and other open rounds: play them out when the engine asks for a spin.
            let mut play = run(&acts).expect("a valid round");
            while !play.finished && play.allowed.contains(&casino_core::games::ActionKind::Spin) {
                acts.push(Action::Spin);
                play = run(&acts).expect("a free spin");
            }
            vectors.push(json!({
                "name": format!("{} #{nonce}", entry.id),
                "config": entry.config,
                "bet": bet,
                "actions": acts,
                "server_seed": fair::hex(&seed),
                "client_seed": client_seed,
                "nonce": nonce,
                "expect": play,
            }));
        }
    }
    println!("{}", serde_json::to_string_pretty(&vectors).expect("JSON"));
}
