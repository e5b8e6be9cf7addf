//! Replays the shared round vectors natively (the web tests replay the same file through the
//! games WebAssembly module): every engine, from its seeds, bet and decisions, to the recorded
//! round. The file is written by `cargo run -p casino-core --example game_vectors`.

use casino_core::games::{Action, FairStream, GameBet, GameConfig, fair};
use serde_json::Value;

#[test]
fn every_engine_replays_its_vectors_natively() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/games/rounds.json"
    );
    let vectors: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut engines = std::collections::BTreeSet::new();
    for v in &vectors {
        let config: GameConfig = serde_json::from_value(v["config"].clone()).unwrap();
        let bet: GameBet = serde_json::from_value(v["bet"].clone()).unwrap();
        let actions: Vec<Action> = serde_json::from_value(v["actions"].clone()).unwrap();
        let seed = fair::unhex(v["server_seed"].as_str().unwrap()).unwrap();
        let mut stream = FairStream::new(
            &seed,
            v["client_seed"].as_str().unwrap(),
            v["nonce"].as_u64().unwrap(),
        );
        let play = config.play(&bet, &actions, &mut stream).unwrap();
        assert_eq!(
            serde_json::to_value(&play).unwrap(),
            v["expect"],
            "{}",
            v["name"]
        );
        engines.insert(config.engine());
    }
    assert_eq!(engines.len(), 19, "every engine has vectors: {engines:?}");
}
