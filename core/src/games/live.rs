//! Live tables: the rules of a round shared by everyone seated at one. The table draws one
//! result per round from the round's seed, and every bet of the round replays to that same
//! result (the engine draws the same way for a bet as for the table).

use serde::{Deserialize, Serialize};

use super::engines::{GameBet, GameConfig};
use super::{FairStream, GameError, baccarat, roulette};

/// What a table round came to, the same for every seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "engine", rename_all = "snake_case")]
pub enum TableResult {
    /// The winning pocket (37 is 00).
    Roulette {
        number: u8,
    },
    Baccarat(baccarat::Coup),
}

/// Whether `config` can run as a live table.
pub fn is_table_engine(config: &GameConfig) -> bool {
    matches!(config, GameConfig::Roulette(_) | GameConfig::Baccarat(_))
}

/// The round's result, drawn from its stream exactly as each bet's replay draws it.
pub fn table_result(config: &GameConfig, rng: &mut FairStream) -> Result<TableResult, GameError> {
    match config {
        GameConfig::Roulette(c) => Ok(TableResult::Roulette {
            number: roulette::spin(c, rng),
        }),
        GameConfig::Baccarat(c) => Ok(TableResult::Baccarat(baccarat::deal_coup(c.decks, rng))),
        _ => Err(GameError::GameMismatch),
    }
}

/// All of a player's chips on one round as a single bet, so the table's limits hold for them
/// together: nobody passes the table maximum by placing chips a few at a time.
pub fn combined(bets: &[GameBet]) -> Result<GameBet, GameError> {
    let Some(first) = bets.first() else {
        return Err(GameError::BetInvalid);
    };
    match first {
        GameBet::Roulette(_) => {
            let mut all = roulette::RouletteBet { bets: Vec::new() };
            for bet in bets {
                let GameBet::Roulette(b) = bet else {
                    return Err(GameError::GameMismatch);
                };
                all.bets.extend(b.bets.iter().cloned());
            }
            Ok(GameBet::Roulette(all))
        }
        GameBet::Baccarat(_) => {
            let mut all = baccarat::BaccaratBet {
                player: 0,
                banker: 0,
                tie: 0,
            };
            for bet in bets {
                let GameBet::Baccarat(b) = bet else {
                    return Err(GameError::GameMismatch);
                };
                all.player = all.player.saturating_add(b.player);
                all.banker = all.banker.saturating_add(b.banker);
                all.tie = all.tie.saturating_add(b.tie);
            }
            Ok(GameBet::Baccarat(all))
        }
        _ => Err(GameError::GameMismatch),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::catalog;

    fn table(engine: &str) -> GameConfig {
        catalog::catalog()
            .into_iter()
            .find(|g| g.live && g.config.engine() == engine)
            .map(|g| g.config)
            .unwrap_or_else(|| panic!("a live {engine} table"))
    }

    #[test]
    fn every_bet_of_a_round_replays_to_the_tables_result() {
        for engine in ["roulette", "baccarat"] {
            let config = table(engine);
            for nonce in 1..200 {
                let seed = [7u8; 32];
                let result = table_result(&config, &mut FairStream::new(&seed, "t", nonce));
                let bet: GameBet = match engine {
                    "roulette" => serde_json::from_value(serde_json::json!({
                        "engine": "roulette", "bets": [{"kind": "red", "numbers": [], "cents": 100}]
                    })),
                    _ => serde_json::from_value(serde_json::json!({
                        "engine": "baccarat", "player": 100, "banker": 0, "tie": 0
                    })),
                }
                .expect("a bet");
                let play = config
                    .play(&bet, &[], &mut FairStream::new(&seed, "t", nonce))
                    .expect("a valid bet");
                let view = serde_json::to_value(&play.view).expect("a view");
                match result.expect("a table engine") {
                    TableResult::Roulette { number } => {
                        assert_eq!(view["number"], serde_json::json!(number));
                    }
                    TableResult::Baccarat(coup) => {
                        assert_eq!(view["player"], serde_json::json!(coup.player));
                        assert_eq!(view["banker"], serde_json::json!(coup.banker));
                        assert_eq!(view["winner"], serde_json::json!(coup.winner));
                    }
                }
            }
        }
    }

    #[test]
    fn chips_placed_apart_are_limited_together() {
        let config = table("baccarat");
        let GameConfig::Baccarat(c) = &config else {
            unreachable!()
        };
        let half = baccarat::BaccaratBet {
            player: c.max_bet / 2 + 100,
            banker: 0,
            tie: 0,
        };
        let one = GameBet::Baccarat(half.clone());
        assert!(config.check(&one).is_ok());
        let both = combined(&[one.clone(), one]).expect("one engine");
        assert_eq!(
            config.check(&both),
            Err(GameError::BetAboveMax { max: c.max_bet })
        );
        let mixed = combined(&[
            GameBet::Baccarat(half),
            serde_json::from_value(serde_json::json!({"engine": "roulette", "bets": []}))
                .expect("a bet"),
        ]);
        assert_eq!(mixed, Err(GameError::GameMismatch));
    }
}
