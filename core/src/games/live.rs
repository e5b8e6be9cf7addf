//! Live tables: the rules of a round shared by everyone seated at one. The table draws one
//! result per round from the round's seed, and every bet of the round replays to that same
//! result (the engine draws the same way for a bet as for the table). At a blackjack table the
//! seats share the opening hand and the dealer's hand, and each decides its own play of it
//! while the table waits (`blackjack`'s shared deal).

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::engines::{GameBet, GameConfig, GameView};
use super::{Action, FairStream, GameError, Play, baccarat, blackjack, roulette};

/// What a table round came to, the same for every seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "engine", rename_all = "snake_case")]
pub enum TableResult {
    /// The winning pocket (37 is 00).
    Roulette {
        number: u8,
    },
    Baccarat(baccarat::Coup),
    /// The seats' opening hand and the dealer's hand (the up card first; only the up card
    /// while the seats decide, see `face_up`).
    Blackjack {
        player: Vec<Card>,
        dealer: Vec<Card>,
    },
}

impl TableResult {
    /// What the table shows while the seats decide: a blackjack dealer's up card only.
    pub fn face_up(&self) -> TableResult {
        match self {
            TableResult::Blackjack { player, dealer } => TableResult::Blackjack {
                player: player.clone(),
                dealer: dealer.iter().take(1).copied().collect(),
            },
            other => other.clone(),
        }
    }
}

/// Whether `config` can run as a live table.
pub fn is_table_engine(config: &GameConfig) -> bool {
    match config {
        GameConfig::Roulette(_) | GameConfig::Baccarat(_) => true,
        GameConfig::Blackjack(c) => c.shared,
        _ => false,
    }
}

/// Whether the seats decide after the deal (a blackjack table): the table deals when betting
/// closes, waits for the decisions, then settles. A deal that ends at the peek has nothing to
/// decide and settles at once.
pub fn has_decisions(config: &GameConfig, result: &TableResult) -> bool {
    match (config, result) {
        (GameConfig::Blackjack(_), TableResult::Blackjack { player, dealer }) => {
            !blackjack::ends_at_peek(&blackjack::SharedDeal {
                player: player.clone(),
                dealer: dealer.clone(),
            })
        }
        _ => false,
    }
}

/// The round's result, drawn from its stream exactly as each bet's replay draws it.
pub fn table_result(config: &GameConfig, rng: &mut FairStream) -> Result<TableResult, GameError> {
    match config {
        GameConfig::Roulette(c) => Ok(TableResult::Roulette {
            number: roulette::spin(c, rng),
        }),
        GameConfig::Baccarat(c) => Ok(TableResult::Baccarat(baccarat::deal_coup(c.decks, rng))),
        GameConfig::Blackjack(c) if c.shared => {
            let deal = blackjack::shared_deal(c, rng);
            Ok(TableResult::Blackjack {
                player: deal.player,
                dealer: deal.dealer,
            })
        }
        _ => Err(GameError::GameMismatch),
    }
}

/// A seat's play while the table waits for decisions: its own cards and the dealer's up card,
/// nothing settled (the dealer's hand shows when the table settles, for every seat at once).
/// What the seat may do next is kept.
pub fn while_deciding(play: Play<GameView>) -> Play<GameView> {
    let view = match play.view {
        GameView::Blackjack(mut v) => {
            v.dealer.truncate(1);
            v.dealer_total = blackjack::total(&v.dealer).0;
            for hand in &mut v.hands {
                hand.outcome = None;
                hand.win = 0;
            }
            GameView::Blackjack(v)
        }
        other => other,
    };
    Play {
        stake: play.stake,
        win: 0,
        finished: false,
        allowed: play.allowed,
        view,
    }
}

/// A seat's play as the table settles it: a turn left unfinished stands, hand after hand (the
/// stands join `actions`, so the round replays as settled). `stream` gives the round's stream
/// afresh for each replay.
pub fn settle_seat(
    config: &GameConfig,
    bet: &GameBet,
    actions: &mut Vec<Action>,
    stream: impl Fn() -> FairStream,
) -> Result<Play<GameView>, GameError> {
    // A blackjack round has at most two hands to stand.
    for _ in 0..3 {
        let play = config.play(bet, actions, &mut stream())?;
        if play.finished {
            return Ok(play);
        }
        actions.push(Action::Stand);
    }
    Err(GameError::ActionNotAllowed)
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
        // One hand per seat and round.
        GameBet::Blackjack(_) if bets.len() == 1 => Ok(first.clone()),
        GameBet::Blackjack(_) => Err(GameError::BetInvalid),
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
                    TableResult::Blackjack { .. } => unreachable!("no blackjack here"),
                }
            }
        }
    }

    #[test]
    fn a_blackjack_seat_decides_unseen_and_stands_when_it_does_not() {
        let config = table("blackjack");
        let bet: GameBet = serde_json::from_value(serde_json::json!({
            "engine": "blackjack", "stake": 1000
        }))
        .expect("a bet");
        let mut decided = 0;
        for nonce in 1..300 {
            let seed = [9u8; 32];
            let stream = || FairStream::new(&seed, "t", nonce);
            let result = table_result(&config, &mut stream()).expect("a table engine");
            let TableResult::Blackjack { player, dealer } = &result else {
                panic!("a blackjack deal");
            };
            if !has_decisions(&config, &result) {
                continue;
            }
            decided += 1;
            let open = config.play(&bet, &[], &mut stream()).expect("a bet");
            assert!(!open.finished);
            let shown = while_deciding(
                config
                    .play(&bet, &[Action::Stand], &mut stream())
                    .expect("a stand"),
            );
            assert!(!shown.finished && shown.win == 0);
            let GameView::Blackjack(v) = &shown.view else {
                panic!("a blackjack view")
            };
            assert_eq!(&v.hands[0].cards, player);
            assert_eq!(v.dealer, dealer[..1].to_vec(), "the hole card stays hidden");
            assert_eq!(v.hands[0].outcome, None);
            assert_eq!(
                result.face_up(),
                TableResult::Blackjack {
                    player: player.clone(),
                    dealer: dealer[..1].to_vec(),
                }
            );
            // A seat that never decided stands, and the stand is recorded for the replay.
            let mut actions = Vec::new();
            let settled = settle_seat(&config, &bet, &mut actions, stream).expect("settled");
            assert_eq!(actions, vec![Action::Stand]);
            let GameView::Blackjack(v) = &settled.view else {
                panic!("a blackjack view")
            };
            assert_eq!(&v.dealer, dealer, "the table's dealer hand");
            assert!(settled.finished);
        }
        assert!(decided > 200);
        let two = combined(&[bet.clone(), bet]);
        assert_eq!(two, Err(GameError::BetInvalid), "one hand per seat");
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
