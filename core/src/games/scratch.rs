//! Scratch cards: a ticket of `cells` symbols; three matching symbols win that symbol's prize.
//!
//! As on a printed ticket, the result is fixed when the round opens and the layout is drawn to
//! match it: the prize (or no prize) is one weighted draw, so the return is exactly the
//! prize table's weighted mean. Then, in this order: the winning symbol fills three cells; the
//! others get symbols drawn uniformly among those (other than the winner) shown fewer than
//! twice, so no other symbol makes three; and the cells are shuffled (Fisher-Yates).
//!
//! Uncovering is cosmetic: each `Action::Reveal { index }` shows one cell and the round finishes
//! when the last cell is shown, paying then. A "reveal all" button sends the remaining indices
//! as one list of actions. The view shows only uncovered cells, and the win only at the end.

use serde::{Deserialize, Serialize};

use super::exact::Outcomes;
use super::{Action, ActionKind, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = ScratchConfig;
pub type Bet = ScratchBet;
pub type View = ScratchView;

const MAX_CELLS: u8 = 25;
const MAX_SYMBOLS: usize = 32;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Prize {
    /// What three of this symbol return, in hundredths of the stake.
    pub multiplier: u32,
    /// The relative frequency of tickets winning this prize.
    pub weight: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ScratchConfig {
    /// 3..=25, and at most twice the number of symbols (a losing ticket shows each at most
    /// twice).
    pub cells: u8,
    /// Symbol `i` wins `prizes[i]`.
    pub prizes: Vec<Prize>,
    /// The relative frequency of losing tickets.
    pub lose_weight: u32,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ScratchBet {
    pub stake: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ScratchView {
    /// The symbol of each uncovered cell; `None` while covered.
    pub cells: Vec<Option<u8>>,
    /// Once finished: the winning symbol and its three cells, if the ticket wins.
    pub winning_symbol: Option<u8>,
    pub winning_cells: Vec<u8>,
    /// Once finished: the prize paid, in hundredths of the stake.
    pub multiplier: u32,
}

/// A drawn ticket (the layout behind the covered cells).
#[derive(Debug, Clone, PartialEq)]
struct Ticket {
    symbols: Vec<u8>,
    winner: Option<u8>,
}

fn weights(cfg: &ScratchConfig) -> Vec<u32> {
    cfg.prizes
        .iter()
        .map(|p| p.weight)
        .chain([cfg.lose_weight])
        .collect()
}

fn check_config(cfg: &ScratchConfig) -> Result<(), GameError> {
    let symbols = cfg.prizes.len();
    let total: u64 = weights(cfg).iter().map(|&w| u64::from(w)).sum();
    let ok = (1..=MAX_SYMBOLS).contains(&symbols)
        && (3..=MAX_CELLS).contains(&cfg.cells)
        && usize::from(cfg.cells) <= 2 * symbols
        && total > 0
        && total <= u64::from(u32::MAX);
    ok.then_some(()).ok_or(GameError::BetInvalid)
}

/// Draws the ticket; the configuration must have passed `check_config`.
fn draw(cfg: &ScratchConfig, rng: &mut FairStream) -> Ticket {
    let tier = rng.weighted(&weights(cfg));
    let winner = (tier < cfg.prizes.len()).then_some(tier as u8);
    let mut shown = vec![0u8; cfg.prizes.len()];
    let mut symbols = Vec::with_capacity(usize::from(cfg.cells));
    if let Some(w) = winner {
        symbols.extend([w; 3]);
        // Never offered as a filler: a fourth would change nothing, but the ticket reads
        // better with exactly three.
        shown[usize::from(w)] = 3;
    }
    while symbols.len() < usize::from(cfg.cells) {
        let open: Vec<u8> = (0..shown.len() as u8)
            .filter(|&s| shown[usize::from(s)] < 2)
            .collect();
        let s = open[rng.below(open.len() as u32) as usize];
        shown[usize::from(s)] += 1;
        symbols.push(s);
    }
    rng.shuffle(&mut symbols);
    Ticket { symbols, winner }
}

/// What the ticket returns on `stake`, and the multiplier in hundredths.
pub fn settle(cfg: &ScratchConfig, stake: i64, winner: Option<u8>) -> (i64, u32) {
    let multiplier = winner
        .and_then(|w| cfg.prizes.get(usize::from(w)))
        .map_or(0, |p| p.multiplier);
    (pay(stake, u64::from(multiplier), 100), multiplier)
}

pub fn play(
    cfg: &ScratchConfig,
    bet: &ScratchBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<ScratchView>, GameError> {
    check_config(cfg)?;
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)?;
    let ticket = draw(cfg, rng);
    let mut revealed = vec![false; ticket.symbols.len()];
    for action in actions {
        let Action::Reveal { index } = action else {
            return Err(GameError::ActionNotAllowed);
        };
        match revealed.get_mut(usize::from(*index)) {
            Some(r) if !*r => *r = true,
            _ => return Err(GameError::ActionNotAllowed),
        }
    }
    let finished = revealed.iter().all(|&r| r);
    let cells = ticket
        .symbols
        .iter()
        .zip(&revealed)
        .map(|(&s, &r)| r.then_some(s))
        .collect();
    let (win, multiplier, winning_cells) = if finished {
        let (win, multiplier) = settle(cfg, bet.stake, ticket.winner);
        let at: Vec<u8> = (0..ticket.symbols.len() as u8)
            .filter(|&i| Some(ticket.symbols[usize::from(i)]) == ticket.winner)
            .collect();
        (win, multiplier, at)
    } else {
        (0, 0, Vec::new())
    };
    Ok(Play {
        stake: bet.stake,
        win,
        finished,
        allowed: if finished {
            Vec::new()
        } else {
            vec![ActionKind::Reveal]
        },
        view: ScratchView {
            cells,
            winning_symbol: if finished { ticket.winner } else { None },
            winning_cells,
            multiplier,
        },
    })
}

/// Exact: the prize table's weighted mean.
pub fn profile(cfg: &ScratchConfig) -> Profile {
    let mut o = Outcomes::new(100);
    for p in &cfg.prizes {
        o.add(u128::from(p.weight), u128::from(p.multiplier));
    }
    o.add(u128::from(cfg.lose_weight), 0);
    o.profile()
}

/// The maximum win (`GameConfig::max_return`), reached by the ticket of the largest prize whose
/// weight is not zero (the ticket's result is that one weighted draw; a prize of weight 0 is never
/// drawn). Zero for a configuration that refuses every ticket.
pub fn max_return(cfg: &ScratchConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = cfg
        .prizes
        .iter()
        .filter(|p| p.weight > 0)
        .map(|p| p.multiplier)
        .max()
        .unwrap_or(0);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats};
    use proptest::prelude::*;

    /// Seven prizes from 1x to 1000x on one ticket in 2.77; returns 95 % exactly.
    fn cfg() -> ScratchConfig {
        let prize = |multiplier, weight| Prize { multiplier, weight };
        ScratchConfig {
            cells: 9,
            prizes: vec![
                prize(100, 200_000),
                prize(200, 100_000),
                prize(500, 40_000),
                prize(1000, 15_000),
                prize(2000, 5000),
                prize(10_000, 700),
                prize(100_000, 30),
            ],
            lose_weight: 639_270,
            min_bet: 10,
            max_bet: 10_000,
        }
    }

    fn reveal_all(n: u8) -> Vec<Action> {
        (0..n).map(|index| Action::Reveal { index }).collect()
    }

    #[test]
    fn known_tickets_pay_exactly() {
        assert_eq!(settle(&cfg(), 100, Some(0)), (100, 100));
        assert_eq!(settle(&cfg(), 150, Some(2)), (750, 500));
        assert_eq!(settle(&cfg(), 33, Some(6)), (33_000, 100_000));
        assert_eq!(settle(&cfg(), 100, None), (0, 0));
        assert_eq!(settle(&cfg(), 100, Some(9)), (0, 0));
    }

    #[test]
    fn tickets_read_as_their_result() {
        let c = cfg();
        for i in 0..2000 {
            let t = draw(&c, &mut stats::stream(i));
            assert_eq!(t.symbols.len(), 9);
            let mut shown = [0usize; 7];
            for &s in &t.symbols {
                shown[usize::from(s)] += 1;
            }
            for (s, &n) in shown.iter().enumerate() {
                let expected_max = if t.winner == Some(s as u8) { 3 } else { 2 };
                assert!(n <= expected_max, "{t:?}");
                if t.winner == Some(s as u8) {
                    assert_eq!(n, 3);
                }
            }
        }
    }

    #[test]
    fn cells_uncover_one_by_one_and_pay_at_the_end() {
        let c = cfg();
        let bet = ScratchBet { stake: 100 };
        let full = play(&c, &bet, &reveal_all(9), &mut stats::stream(7)).unwrap();
        assert!(full.finished && full.allowed.is_empty());
        assert!(full.view.cells.iter().all(Option::is_some));
        let opened = play(&c, &bet, &[], &mut stats::stream(7)).unwrap();
        assert!(!opened.finished);
        assert_eq!(opened.allowed, vec![ActionKind::Reveal]);
        assert_eq!(
            (
                opened.win,
                opened.view.multiplier,
                opened.view.winning_symbol
            ),
            (0, 0, None)
        );
        assert!(opened.view.cells.iter().all(Option::is_none));
        // Any order of reveals gives the same ticket.
        let mut backwards = reveal_all(9);
        backwards.reverse();
        let partial = play(&c, &bet, &backwards[..4], &mut stats::stream(7)).unwrap();
        for (i, cell) in partial.view.cells.iter().enumerate() {
            assert_eq!(cell.is_some(), i >= 5);
            if cell.is_some() {
                assert_eq!(*cell, full.view.cells[i]);
            }
        }
        assert_eq!(
            play(&c, &bet, &backwards, &mut stats::stream(7)).unwrap(),
            full
        );
        // Find a winning ticket and check its three cells.
        let won = (0..100)
            .map(|i| play(&c, &bet, &reveal_all(9), &mut stats::stream(i)).unwrap())
            .find(|p| p.win > 0)
            .unwrap();
        let s = won.view.winning_symbol.unwrap();
        assert_eq!(won.view.winning_cells.len(), 3);
        assert!(
            won.view
                .winning_cells
                .iter()
                .all(|&i| won.view.cells[usize::from(i)] == Some(s))
        );
        assert_eq!(won.win, settle(&c, 100, Some(s)).0);
    }

    #[test]
    fn bad_actions_and_bets_are_refused() {
        let c = cfg();
        let bet = ScratchBet { stake: 100 };
        let rng = || stats::stream(1);
        let r = |i| Action::Reveal { index: i };
        assert_eq!(
            play(&c, &bet, &[r(9)], &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
        assert_eq!(
            play(&c, &bet, &[r(2), r(2)], &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
        assert_eq!(
            play(&c, &bet, &[Action::Spin], &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
        let mut ten = reveal_all(9);
        ten.push(r(0));
        assert_eq!(
            play(&c, &bet, &ten, &mut rng()),
            Err(GameError::ActionNotAllowed)
        );
        assert_eq!(
            play(&c, &ScratchBet { stake: 0 }, &[], &mut rng()),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            play(&c, &ScratchBet { stake: 10_001 }, &[], &mut rng()),
            Err(GameError::BetAboveMax { max: 10_000 })
        );
        let too_many_cells = ScratchConfig { cells: 15, ..cfg() };
        assert_eq!(
            play(&too_many_cells, &bet, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
        let weightless = ScratchConfig {
            lose_weight: 0,
            prizes: vec![
                Prize {
                    multiplier: 100,
                    weight: 0
                };
                5
            ],
            ..cfg()
        };
        assert_eq!(
            play(&weightless, &bet, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
        let heavy = ScratchConfig {
            lose_weight: u32::MAX,
            ..cfg()
        };
        assert_eq!(
            play(&heavy, &bet, &[], &mut rng()),
            Err(GameError::BetInvalid)
        );
    }

    #[test]
    fn max_return_is_the_top_prize_drawn() {
        // 100000 hundredths: 1000 times the stake, one ticket in 33,333.
        assert_eq!(max_return(&cfg()), Some(Ratio::new(1_000, 1)));
        assert_eq!(settle(&cfg(), 100, Some(6)), (100_000, 100_000));
        // The catalog's tamer cards: 50x in place of 1000x leaves the 100x prize on top.
        let mut tamer = cfg();
        tamer.prizes[6] = Prize {
            multiplier: 5_000,
            weight: 600,
        };
        assert_eq!(max_return(&tamer), Some(Ratio::new(100, 1)));
        // A prize that is never drawn does not count.
        let mut never = cfg();
        never.prizes[6].weight = 0;
        assert_eq!(max_return(&never), Some(Ratio::new(100, 1)));
        let broken = ScratchConfig { cells: 2, ..cfg() };
        assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
    }

    #[test]
    fn the_profile_is_the_prize_table() {
        let p = profile(&cfg());
        assert_eq!(p.rtp, Ratio::new(95, 100));
        // E[X²] = 0.2·1 + 0.1·4 + 0.04·25 + 0.015·100 + 0.005·400 + 0.0007·10^4 + 0.00003·10^6
        // = 42.1, less 0.95².
        assert_eq!(p.variance, Ratio::new(421_000 - 9025, 10_000));
        assert_eq!(p.volatility(), Volatility::Medium);
    }

    #[test]
    fn prizes_come_as_often_as_weighed() {
        let c = cfg();
        let p = profile(&c);
        let mut counts = [0u64; 8];
        let mut rounds = Vec::new();
        for i in 0..200_000 {
            let t = draw(&c, &mut stats::stream(i));
            counts[t.winner.map_or(7, usize::from)] += 1;
            rounds.push((100, settle(&c, 100, t.winner).0));
        }
        let probs: Vec<f64> = weights(&c).iter().map(|&w| f64::from(w) / 1e6).collect();
        stats::assert_frequencies_fit("scratch prizes", &counts, &probs);
        stats::assert_return_within_99("scratch", rounds, p.rtp, p.variance);
        // The full round pays what the drawn ticket says.
        for i in 0..200 {
            let played = play(
                &c,
                &ScratchBet { stake: 100 },
                &reveal_all(9),
                &mut stats::stream(i),
            )
            .unwrap();
            assert_eq!(
                played.win,
                settle(&c, 100, draw(&c, &mut stats::stream(i)).winner).0
            );
        }
    }

    proptest! {
        #[test]
        fn any_input_is_refused_or_played_without_panic(
            stake in any::<i64>(),
            reveals in proptest::collection::vec(any::<u8>(), 0..12),
            cells in any::<u8>(),
            symbols in 0usize..6,
            weight in any::<u32>(),
        ) {
            let c = ScratchConfig { cells, prizes: vec![Prize { multiplier: 200, weight }; symbols], lose_weight: weight / 2, ..cfg() };
            let actions: Vec<Action> = reveals.into_iter().map(|index| Action::Reveal { index }).collect();
            if let Ok(p) = play(&c, &ScratchBet { stake }, &actions, &mut stats::stream(8)) {
                prop_assert!(p.win <= p.stake * 2);
            }
            let _ = play(&cfg(), &ScratchBet { stake: 100 }, &actions, &mut stats::stream(8));
        }
    }
}
