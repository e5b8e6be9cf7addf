//! From stops to the window, and from a window to its wins: the settling half of the engine,
//! separate from drawing so tests can pay hand-set windows.

use super::{Evaluation, SlotsConfig, SymbolKind, Win, WinKind};
use crate::games::pay;

/// One settled spin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spin {
    pub window: Vec<Vec<u8>>,
    pub wins: Vec<Win>,
    pub scatters: u8,
    /// Three or more scatters on a configuration with free spins.
    pub triggers: bool,
    /// Cents, multiplier included.
    pub win: i64,
}

/// The symbols shown for the given stops, `window[reel][row]`.
pub fn window(cfg: &SlotsConfig, stops: &[u32]) -> Vec<Vec<u8>> {
    cfg.reels
        .iter()
        .zip(stops)
        .map(|(strip, &stop)| {
            (0..usize::from(cfg.rows))
                .map(|row| strip[(stop as usize + row) % strip.len()])
                .collect()
        })
        .collect()
}

/// Pays a window for `stake` cents with every win multiplied by `multiplier`.
pub fn settle(cfg: &SlotsConfig, stake: i64, window: &[Vec<u8>], multiplier: u32) -> Spin {
    let (mut wins, scatters) = evaluate(cfg, window);
    let mut total = 0i64;
    for w in &mut wins {
        w.win = pay(
            stake,
            w.coins.saturating_mul(u64::from(multiplier)),
            u64::from(cfg.coins),
        );
        total = total.saturating_add(w.win);
    }
    Spin {
        window: window.to_vec(),
        wins,
        scatters,
        triggers: cfg.free_spins.is_some() && scatters >= 3,
        win: total,
    }
}

/// The symbol pay for `count` of a kind: nothing under 3, the 5 pay above 5 (scatters).
pub(super) fn symbol_pay(cfg: &SlotsConfig, symbol: u8, count: usize) -> u64 {
    match cfg.symbols.get(usize::from(symbol)) {
        Some(s) if count >= 3 => u64::from(s.pays[count.min(5) - 3]),
        _ => 0,
    }
}

/// The wins of a window in coins (their `win` left at 0) and the number of scatters.
fn evaluate(cfg: &SlotsConfig, window: &[Vec<u8>]) -> (Vec<Win>, u8) {
    let mut wins = match &cfg.evaluation {
        Evaluation::Lines { lines } => lines
            .iter()
            .enumerate()
            .filter_map(|(i, line)| line_win(cfg, window, i, line))
            .collect(),
        Evaluation::Ways => ways_wins(cfg, window),
    };
    let mut scatters = 0u8;
    if let Some(sc) = cfg.scatter() {
        let positions = positions(window, window.len(), |x| x == sc);
        scatters = positions.len().min(usize::from(u8::MAX)) as u8;
        let coins = symbol_pay(cfg, sc, positions.len());
        if coins > 0 {
            wins.push(Win {
                kind: WinKind::Scatter,
                line: None,
                symbol: sc,
                count: scatters,
                ways: 1,
                positions,
                coins,
                win: 0,
            });
        }
    }
    (wins, scatters)
}

fn positions(window: &[Vec<u8>], reels: usize, matches: impl Fn(u8) -> bool) -> Vec<[u8; 2]> {
    let mut out = Vec::new();
    for (r, column) in window.iter().take(reels).enumerate() {
        for (row, &x) in column.iter().enumerate() {
            if matches(x) {
                out.push([r as u8, row as u8]);
            }
        }
    }
    out
}

/// The best win of one line: the first non-wild symbol with the wilds substituting for it, or
/// the leading wilds alone when they pay more.
fn line_win(cfg: &SlotsConfig, window: &[Vec<u8>], index: usize, line: &[u8]) -> Option<Win> {
    let wild = cfg.wild();
    // Off-window rows (only in hand-made windows) read as a symbol that matches nothing.
    let at = |r: usize| {
        let row = usize::from(*line.get(r)?);
        window.get(r)?.get(row).copied()
    };
    let reels = window.len().min(line.len());
    let is_wild = |x: Option<u8>| x.is_some() && x == wild;
    let mut leading = 0;
    while leading < reels && is_wild(at(leading)) {
        leading += 1;
    }
    let wild_coins = wild.map_or(0, |w| symbol_pay(cfg, w, leading));
    let (symbol, run) = match at(leading) {
        Some(s)
            if leading < reels
                && cfg
                    .symbols
                    .get(usize::from(s))
                    .is_some_and(|x| x.kind == SymbolKind::Regular) =>
        {
            let mut run = leading + 1;
            while run < reels && (at(run) == Some(s) || is_wild(at(run))) {
                run += 1;
            }
            (Some(s), run)
        }
        _ => (None, leading),
    };
    let symbol_coins = symbol.map_or(0, |s| symbol_pay(cfg, s, run));
    let (symbol, count, coins) = if wild_coins > symbol_coins {
        (wild?, leading, wild_coins)
    } else {
        (symbol?, run, symbol_coins)
    };
    if coins == 0 {
        return None;
    }
    Some(Win {
        kind: WinKind::Line,
        line: Some(index as u16),
        symbol,
        count: count as u8,
        ways: 1,
        positions: (0..count).map(|r| [r as u8, line[r]]).collect(),
        coins,
        win: 0,
    })
}

fn ways_wins(cfg: &SlotsConfig, window: &[Vec<u8>]) -> Vec<Win> {
    let wild = cfg.wild();
    let mut wins = Vec::new();
    for (s, symbol) in cfg.symbols.iter().enumerate() {
        if symbol.kind != SymbolKind::Regular {
            continue;
        }
        let s = s as u8;
        let matches = |x: u8| x == s || Some(x) == wild;
        let mut ways = 1u64;
        let mut count = 0;
        for column in window {
            let c = column.iter().filter(|&&x| matches(x)).count() as u64;
            if c == 0 {
                break;
            }
            ways = ways.saturating_mul(c);
            count += 1;
        }
        let coins = symbol_pay(cfg, s, count);
        if coins > 0 {
            wins.push(Win {
                kind: WinKind::Ways,
                line: None,
                symbol: s,
                count: count as u8,
                ways: u32::try_from(ways).unwrap_or(u32::MAX),
                positions: positions(window, count, matches),
                coins: coins.saturating_mul(ways),
                win: 0,
            });
        }
    }
    wins
}
