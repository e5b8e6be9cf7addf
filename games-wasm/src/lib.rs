//! The game engines for the browser: the game player checks a bet before sending it, and the
//! verifier replays any past round from its revealed seeds, with the very engines the server
//! runs (also offline: the module is cached like the rest of the app).
//!
//! This module is separate from the rulebook's (`casino-core-wasm`) so that pages without a game
//! never download the engines. Values cross as JSON text in the shapes of casino-core's types,
//! whose TypeScript declarations tsify adds to this package (`GameConfig`, `GameBet`, `Action`,
//! `Play`, `GameView`...).

use casino_core::games::{Action, FairStream, GameBet, GameConfig, GameError, fair};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `{"ok": value}` or `{"error": {"code": ..., params}}`.
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Answer<T> {
    Ok(T),
    Error(serde_json::Value),
}

fn answer<T: Serialize>(result: Result<T, serde_json::Value>) -> String {
    let a = match result {
        Ok(v) => Answer::Ok(v),
        Err(e) => Answer::Error(e),
    };
    serde_json::to_string(&a).unwrap_or_else(|_| r#"{"error":{"code":"invalid_request"}}"#.into())
}

fn code(code: &str) -> serde_json::Value {
    serde_json::json!({ "code": code })
}

fn game_error(e: GameError) -> serde_json::Value {
    serde_json::to_value(&e).unwrap_or_else(|_| code(e.code()))
}

fn parse<T: serde::de::DeserializeOwned>(json: &str) -> Result<T, serde_json::Value> {
    serde_json::from_str(json).map_err(|_| code("invalid_request"))
}

/// Replays a round: `{"ok": Play<GameView>}` or `{"error": {"code": ...}}`. The same function the server
/// ran, on the same inputs: the result is the round as it was played.
#[wasm_bindgen]
pub fn replay_round(
    config: &str,
    bet: &str,
    actions: &str,
    server_seed_hex: &str,
    client_seed: &str,
    nonce: u64,
) -> String {
    let run = || {
        let config: GameConfig = parse(config)?;
        let bet: GameBet = parse(bet)?;
        let actions: Vec<Action> = parse(actions)?;
        let seed = fair::unhex(server_seed_hex).ok_or_else(|| code("server_seed_invalid"))?;
        let mut stream = FairStream::new(&seed, client_seed, nonce);
        config.play(&bet, &actions, &mut stream).map_err(game_error)
    };
    answer(run())
}

/// Checks a bet before it is sent, as the server will: `{"ok": null}` or `{"error": {"code":
/// "bet_below_min", "min": 10}}` (limits in cents).
#[wasm_bindgen]
pub fn check_bet(config: &str, bet: &str) -> String {
    let run = || {
        let config: GameConfig = parse(config)?;
        let bet: GameBet = parse(bet)?;
        config.check(&bet).map(drop).map_err(game_error)
    };
    answer(run())
}

/// `SHA-256(server_seed)` in hex: the commitment shown before the seed was used.
#[wasm_bindgen]
pub fn seed_commitment(server_seed_hex: &str) -> Option<String> {
    fair::unhex(server_seed_hex).map(|seed| fair::commitment(&seed))
}

/// The engines' version (casino-core's crate version), shown beside the module's hash.
#[wasm_bindgen]
pub fn engine_version() -> String {
    casino_core::games::ENGINE_VERSION.to_owned()
}

/// The SHA-256 of a module's bytes, lower-case hex: the verifier hashes the games module it
/// runs, to compare it with the one a round was recorded with.
#[wasm_bindgen]
pub fn module_hash(module: &[u8]) -> String {
    casino_core::games::module_hash(module)
}

/// The total stake of a bet in cents, as the engine counts it (`{"ok": 1500}`), so the page
/// never adds up money itself: a roulette layout is a list of chips, the engine sums them.
#[wasm_bindgen]
pub fn stake_cents(config: &str, bet: &str) -> String {
    let run = || {
        let config: GameConfig = parse(config)?;
        let bet: GameBet = parse(bet)?;
        config.check(&bet).map_err(game_error)
    };
    answer(run())
}

/// An amount the player typed ("2.50") in cents (`{"ok": 250}`), or the rule it breaks.
#[wasm_bindgen]
pub fn amount_cents(value: &str) -> String {
    let run = || {
        let amount = casino_core::money::parse_amount(value).map_err(|e| code(e.code()))?;
        casino_core::money::to_cents(amount).map_err(|_| code("number_invalid"))
    };
    answer(run())
}

/// Cents as the decimal text the API uses ("2.50").
#[wasm_bindgen]
pub fn cents_text(cents: i32) -> String {
    casino_core::money::to_json_string(casino_core::money::from_cents(i64::from(cents)))
}

/// What each hand or bet of a fixed-odds game pays to one, strongest first
/// (`{"ok": [{"key": "full_house", "to_one": 9}, ...]}`): the screens' paytables.
#[wasm_bindgen]
pub fn paytable(config: &str) -> String {
    let run = || {
        let config: GameConfig = parse(config)?;
        Ok(casino_core::games::paytable::paytable(&config))
    };
    answer(run())
}

/// The highest dice roll, and so the highest target a player can pick.
#[wasm_bindgen]
pub fn dice_max_roll() -> u32 {
    casino_core::games::dice::MAX_ROLL
}

/// The roll of a target typed on the players' scale (`"49.5"` → 4950), or -1 when it is not one.
#[wasm_bindgen]
pub fn dice_target(text: &str) -> i32 {
    casino_core::games::dice::point_of_text(text)
        .and_then(|roll| i32::try_from(roll).ok())
        .unwrap_or(-1)
}

/// The stakes a slot's screen offers, in cents (`{"ok": [30, 60, 75, ...]}`); other games have
/// none (`{"ok": []}`).
#[wasm_bindgen]
pub fn stake_options(config: &str) -> String {
    let run = || {
        let config: GameConfig = parse(config)?;
        Ok(match &config {
            GameConfig::Slots(slots) => casino_core::games::slots::stake_options(slots),
            _ => Vec::new(),
        })
    };
    answer(run())
}
