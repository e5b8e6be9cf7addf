//! Slot machines, entirely data-driven: one engine for every slot of the catalog.
//!
//! **Reels.** `Config::reels` holds one strip per reel (3 or 5 reels) of symbol indices, read
//! cyclically: a stop `t` shows `strip[t]`, `strip[t + 1]`, ... top to bottom for `rows` rows
//! (3 or 4). A spin draws one stop per reel, `below(strip.len())`, reel 1 first.
//!
//! **Money.** The stake is split into `Config::coins` coins and every pay of the paytable is a
//! whole number of coins, so a win of `c` coins is `stake * c / coins` cents. Stakes must be a
//! multiple of `coins` cents (one coin is then a whole number of cents), which makes every win an
//! exact integer and the RTP exact for every allowed stake. Line games use `coins` = number of
//! lines, so a line pay is a multiple of the line bet; ways games use a fixed number of coins
//! (25 or 50) and pay per way; a scatter pay of `k` times the stake is `k * coins` coins.
//!
//! **Evaluation.** Lines: left to right along each line (a row index per reel); the line symbol is
//! the first non-wild one, wilds substitute for it, and a run of leading wilds may pay as wilds
//! instead when that pays more (one win per line, the best). Ways: for each regular symbol, the
//! reels from the left that show it or a wild; the pay for `k` of a kind is multiplied by the
//! number of ways (the product of the matching positions per reel); wilds only substitute there.
//! Scatters pay anywhere, on their count over the whole window (3, 4, 5 or more).
//!
//! **Free spins.** Three or more scatters award `spins` free spins on the same reels, every win
//! (scatter pays included) multiplied by `multiplier`, with or without retriggers. The round then
//! stays open with `allowed = [Spin]`; each `Action::Spin` plays the next free spin from the same
//! stream, continuing where the previous spin stopped.
//!
//! **Profile.** Exact: the moments of one spin's win by a dynamic programme over the reels (see
//! `profile.rs`), free spins as a branching process (a geometric series with retriggers).
//!
//! **Maximum win.** The best spin, exactly, by the same programme keeping maxima (`maximum.rs`);
//! a round's best is the best triggering spin and every free spin at the best spin. Retriggers
//! without limit leave a round unbounded, so the catalog's designs never retrigger.

mod big;
#[cfg(any(test, feature = "measure"))]
pub mod calibration;
mod design;
mod evaluate;
mod maximum;
mod profile;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::{Action, ActionKind, FairStream, GameError, Play, check_stake};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = SlotsConfig;
pub type Bet = SlotsBet;
pub type View = SlotsView;

pub use design::{Design, Layout, design, design_profiled, in_range};
pub use evaluate::{Spin, settle, window};
pub use maximum::max_return;
pub use profile::profile;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SlotsConfig {
    /// Rows shown per reel: 3 or 4.
    pub rows: u8,
    /// One strip of symbol indices per reel: 3 or 5 reels.
    pub reels: Vec<Vec<u8>>,
    pub symbols: Vec<Symbol>,
    pub evaluation: Evaluation,
    /// Coins per stake: the unit of every pay (see the module documentation).
    pub coins: u32,
    pub free_spins: Option<FreeSpins>,
    /// Table limits in cents, both multiples of `coins`.
    pub min_stake: i64,
    pub max_stake: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Symbol {
    pub kind: SymbolKind,
    /// Coins paid for 3, 4 and 5 of a kind (per line, or per way); for the scatter, for 3, 4
    /// and 5 or more anywhere. Three-reel games only use the first.
    pub pays: [u32; 3],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum SymbolKind {
    Regular,
    Wild,
    Scatter,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Evaluation {
    /// Paylines, each a row index per reel.
    Lines { lines: Vec<Vec<u8>> },
    /// Every combination of one position per reel, left to right (243 on 5x3, 1024 on 5x4).
    Ways,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FreeSpins {
    /// Free spins awarded for 3 or more scatters.
    pub spins: u32,
    /// Multiplier of every win during free spins.
    pub multiplier: u32,
    /// Whether 3 or more scatters during free spins award `spins` more.
    pub retrigger: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SlotsBet {
    /// Total stake per spin in cents, a multiple of `Config::coins`.
    pub stake: i64,
}

/// What the screen draws: the last spin's window and wins, and where the free spins stand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SlotsView {
    /// Symbol indices of the last spin, `window[reel][row]`, row 0 on top.
    pub window: Vec<Vec<u8>>,
    /// The stops drawn for the last spin, one per reel.
    pub stops: Vec<u32>,
    /// The wins of the last spin.
    pub wins: Vec<Win>,
    /// Multiplier of the last spin's wins (1 in the base game).
    pub multiplier: u32,
    /// Win of each spin in cents: the base spin, then each free spin played.
    pub spin_wins: Vec<i64>,
    pub free_spins_left: u32,
    /// Free spins awarded in this round, retriggers included.
    pub free_spins_total: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Win {
    pub kind: WinKind,
    /// Index of the payline, for line wins.
    pub line: Option<u16>,
    pub symbol: u8,
    /// How many of a kind (reels from the left), or how many scatters.
    pub count: u8,
    /// Number of ways combined in this win (1 for lines and scatters).
    pub ways: u32,
    /// The `[reel, row]` positions making the win.
    pub positions: Vec<[u8; 2]>,
    /// The paytable's coins for this win, ways included, before the multiplier.
    pub coins: u64,
    /// Cents won, multiplier included.
    pub win: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum WinKind {
    Line,
    Ways,
    Scatter,
}

/// Why a configuration is refused (a catalog bug, never a player's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfigError {
    Shape,
    Symbols,
    Lines,
    Stakes,
    FreeSpins,
}

// Bounds that keep every exact computation of the profile inside u128.
const MAX_STRIP: usize = 128;
const MAX_SYMBOLS: usize = 32;
pub(super) const MAX_PAY: u32 = 100_000;
const MAX_LINES: usize = 100;
const MAX_COINS: u32 = 10_000;
const MAX_SPINS: u32 = 100;
const MAX_MULTIPLIER: u32 = 100;

impl SlotsConfig {
    pub fn wild(&self) -> Option<u8> {
        self.find(SymbolKind::Wild)
    }

    pub fn scatter(&self) -> Option<u8> {
        self.find(SymbolKind::Scatter)
    }

    fn find(&self, kind: SymbolKind) -> Option<u8> {
        self.symbols
            .iter()
            .position(|s| s.kind == kind)
            .map(|i| i as u8)
    }

    /// Checks the shape, the paytable, the limits, and that retriggers end (their expected
    /// number is finite) so the profile is well defined.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let reels = self.reels.len();
        if !matches!(self.rows, 3 | 4) || !matches!(reels, 3 | 5) {
            return Err(ConfigError::Shape);
        }
        let rows = usize::from(self.rows);
        if self.reels.iter().any(|s| {
            s.len() < rows
                || s.len() > MAX_STRIP
                || s.iter().any(|&x| usize::from(x) >= self.symbols.len())
        }) {
            return Err(ConfigError::Shape);
        }
        let count = |kind| self.symbols.iter().filter(|s| s.kind == kind).count();
        if self.symbols.is_empty()
            || self.symbols.len() > MAX_SYMBOLS
            || count(SymbolKind::Wild) > 1
            || count(SymbolKind::Scatter) > 1
            || self
                .symbols
                .iter()
                .any(|s| s.pays.iter().any(|&p| p > MAX_PAY))
        {
            return Err(ConfigError::Symbols);
        }
        if let Evaluation::Lines { lines } = &self.evaluation
            && (lines.is_empty()
                || lines.len() > MAX_LINES
                || lines
                    .iter()
                    .any(|l| l.len() != reels || l.iter().any(|&r| r >= self.rows)))
        {
            return Err(ConfigError::Lines);
        }
        let coins = i64::from(self.coins);
        if self.coins == 0
            || self.coins > MAX_COINS
            || self.min_stake < coins
            || self.max_stake < self.min_stake
            || self.min_stake % coins != 0
            || self.max_stake % coins != 0
        {
            return Err(ConfigError::Stakes);
        }
        if let Some(fs) = self.free_spins {
            if self.scatter().is_none()
                || !(1..=MAX_SPINS).contains(&fs.spins)
                || !(1..=MAX_MULTIPLIER).contains(&fs.multiplier)
            {
                return Err(ConfigError::FreeSpins);
            }
            if fs.retrigger {
                let (triggers, all) = profile::trigger_odds(self);
                if u128::from(fs.spins) * triggers >= all {
                    return Err(ConfigError::FreeSpins);
                }
            }
        }
        Ok(())
    }
}

/// Coin values (cents per coin) the stakes offered are made of: the usual denominations.
const DENOMINATIONS: [i64; 19] = [
    1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000,
    100000,
];

/// The stakes a screen offers, in cents, ascending: `coins` coins at each usual coin value within
/// the limits, and the limits themselves (multiples of `coins` too), so every one is a stake the
/// engine accepts.
pub fn stake_options(cfg: &SlotsConfig) -> Vec<i64> {
    let coins = i64::from(cfg.coins.max(1));
    let mut stakes: Vec<i64> = DENOMINATIONS
        .iter()
        .filter_map(|d| d.checked_mul(coins))
        .chain([cfg.min_stake, cfg.max_stake])
        .filter(|s| (cfg.min_stake..=cfg.max_stake).contains(s) && *s > 0)
        .collect();
    stakes.sort_unstable();
    stakes.dedup();
    stakes
}

/// Plays the base spin, then one free spin per `Action::Spin`, all from `stream` in order.
pub fn play(
    cfg: &SlotsConfig,
    bet: &SlotsBet,
    actions: &[Action],
    stream: &mut FairStream,
) -> Result<Play<SlotsView>, GameError> {
    cfg.validate().map_err(|_| GameError::BetInvalid)?;
    check_stake(bet.stake, cfg.min_stake, cfg.max_stake)?;
    if bet.stake % i64::from(cfg.coins) != 0 {
        return Err(GameError::BetInvalid);
    }
    let stops = |stream: &mut FairStream| -> Vec<u32> {
        cfg.reels
            .iter()
            .map(|strip| stream.below(strip.len() as u32))
            .collect()
    };
    let mut drawn = stops(stream);
    let mut spin = settle(cfg, bet.stake, &window(cfg, &drawn), 1);
    let mut multiplier = 1;
    let mut win = spin.win;
    let mut spin_wins = vec![spin.win];
    let award = cfg.free_spins.map_or(0, |fs| fs.spins);
    let (mut left, mut total) = if spin.triggers {
        (award, award)
    } else {
        (0, 0)
    };
    for action in actions {
        if left == 0 || *action != Action::Spin {
            return Err(GameError::ActionNotAllowed);
        }
        left -= 1;
        multiplier = cfg.free_spins.map_or(1, |fs| fs.multiplier);
        drawn = stops(stream);
        spin = settle(cfg, bet.stake, &window(cfg, &drawn), multiplier);
        win = win.saturating_add(spin.win);
        spin_wins.push(spin.win);
        if spin.triggers && cfg.free_spins.is_some_and(|fs| fs.retrigger) {
            left = left.saturating_add(award);
            total = total.saturating_add(award);
        }
    }
    Ok(Play {
        stake: bet.stake,
        win,
        finished: left == 0,
        allowed: if left == 0 {
            Vec::new()
        } else {
            vec![ActionKind::Spin]
        },
        view: SlotsView {
            window: spin.window,
            stops: drawn,
            wins: spin.wins,
            multiplier,
            spin_wins,
            free_spins_left: left,
            free_spins_total: total,
        },
    })
}
