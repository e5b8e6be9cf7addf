//! Basic strategy, the play behind the profile's figures. Compiled for the tests and for the
//! `measure` feature (the `measure_games` example), never for the server or the browser.

use super::{Bet, Config, View, play, value};
use crate::games::{Action, ActionKind, FairStream, GameError, Play};

/// Basic strategy for six decks, double after split, no surrender (the standard chart), for the
/// decision `p` waits for.
pub fn basic_strategy(p: &Play<View>, h17: bool) -> Action {
    let hand = &p.view.hands[usize::from(p.view.active.unwrap_or(0))];
    let up = match p.view.dealer[0].rank {
        14 => 11,
        r if r >= 10 => 10,
        r => r,
    };
    let can_double = p.allowed.contains(&ActionKind::Double);
    let double_or = |otherwise: Action| {
        if can_double {
            Action::Double
        } else {
            otherwise
        }
    };
    if p.allowed.contains(&ActionKind::Split) {
        let pair = value(hand.cards[0]);
        let split = match pair {
            1 | 8 => true,
            2 | 3 | 7 => up <= 7,
            4 => up == 5 || up == 6,
            6 => up <= 6,
            9 => up <= 9 && up != 7,
            _ => false,
        };
        if split {
            return Action::Split;
        }
    }
    let (t, soft) = (hand.total, hand.soft);
    if soft {
        return match t {
            13 | 14 if (5..=6).contains(&up) => double_or(Action::Hit),
            15 | 16 if (4..=6).contains(&up) => double_or(Action::Hit),
            17 if (3..=6).contains(&up) => double_or(Action::Hit),
            18 if (3..=6).contains(&up) || (h17 && up == 2) => double_or(Action::Stand),
            18 if up <= 8 => Action::Stand,
            19 if h17 && up == 6 => double_or(Action::Stand),
            18 => Action::Hit,
            t if t >= 19 => Action::Stand,
            _ => Action::Hit,
        };
    }
    match t {
        9 if (3..=6).contains(&up) => double_or(Action::Hit),
        10 if up <= 9 => double_or(Action::Hit),
        11 if up <= 10 || h17 => double_or(Action::Hit),
        12 if (4..=6).contains(&up) => Action::Stand,
        13..=16 if up <= 6 => Action::Stand,
        t if t >= 17 => Action::Stand,
        _ => Action::Hit,
    }
}

/// A round played to the end with basic strategy. It is replayed from the bet and the actions
/// at every decision, as the server does, so `stream` makes the round's stream afresh each time.
pub fn basic_round(
    cfg: &Config,
    bet: &Bet,
    stream: impl Fn() -> FairStream,
) -> Result<Play<View>, GameError> {
    let mut actions = Vec::new();
    loop {
        let p = play(cfg, bet, &actions, &mut stream())?;
        if p.finished {
            return Ok(p);
        }
        actions.push(basic_strategy(&p, cfg.dealer_hits_soft_17));
    }
}
