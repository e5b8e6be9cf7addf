//! The generator behind the catalog's slots: from a layout, a volatility and a variant number to a
//! complete configuration whose exact RTP lies between 94.00 % and 97.50 %.
//!
//! Deterministic (a SplitMix64 sequence seeded by the design, no floating point):
//! 1. Strips: regular symbols from frequent (rank 0, cheap) to rare (the top symbol); the spread
//!    of their frequencies grows with the volatility; wilds on every reel but the first (so a line
//!    never starts with a wild and every pay enters the RTP linearly); one scatter per reel when
//!    the design has free spins; each reel shuffled.
//! 2. Paytable by shares: each pay entry (a symbol and a length, or a scatter count) is given a
//!    share of the return, and its pay is that share over its expected number of occurrences per
//!    spin, computed exactly (line pays factorise over the reels). Higher volatility moves the
//!    shares to rarer entries, whose pays grow, within a cap in multiples of the stake.
//! 3. Tuning: the return is linear in the pays, so floors are topped up greedily, entry by entry,
//!    until the exact RTP reaches the design's target (94.50 % to 97.00 % by variant).
//! 4. The exact variance is checked against the volatility asked for; shares tilt flatter or
//!    steeper and the paytable is rebuilt when it misses (rarely more than once).

use serde::{Deserialize, Serialize};

use super::{Evaluation, FreeSpins, SlotsConfig, Symbol, SymbolKind, profile};
use crate::games::{Profile, Ratio, Volatility};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// 3 reels, 3 rows, 5 lines.
    Classic3x3,
    /// 5 reels, 3 rows, 10 lines.
    Lines10,
    /// 5 reels, 3 rows, 20 lines.
    Lines20,
    /// 5 reels, 4 rows, 40 lines.
    Lines40,
    /// 5 reels, 3 rows, 243 ways.
    Ways243,
    /// 5 reels, 4 rows, 1024 ways.
    Ways1024,
}

impl Layout {
    pub const ALL: [Layout; 6] = [
        Layout::Classic3x3,
        Layout::Lines10,
        Layout::Lines20,
        Layout::Lines40,
        Layout::Ways243,
        Layout::Ways1024,
    ];

    fn reels(self) -> usize {
        if self == Layout::Classic3x3 { 3 } else { 5 }
    }

    fn rows(self) -> u8 {
        if matches!(self, Layout::Lines40 | Layout::Ways1024) {
            4
        } else {
            3
        }
    }

    /// Regular symbols: with few of them on many rows every symbol shows too often for a
    /// volatile paytable.
    fn min_symbols(self) -> u8 {
        match self {
            Layout::Classic3x3 => 3,
            Layout::Lines10 | Layout::Lines20 => 5,
            Layout::Ways243 => 6,
            Layout::Lines40 | Layout::Ways1024 => 7,
        }
    }

    fn max_symbols(self) -> u8 {
        if self == Layout::Classic3x3 { 8 } else { 12 }
    }

    fn coins(self) -> u32 {
        match self {
            Layout::Classic3x3 => 5,
            Layout::Lines10 => 10,
            Layout::Lines20 => 20,
            Layout::Lines40 => 40,
            Layout::Ways243 => 25,
            Layout::Ways1024 => 50,
        }
    }

    fn evaluation(self) -> Evaluation {
        let lines = match self {
            Layout::Classic3x3 => vec![
                vec![1, 1, 1],
                vec![0, 0, 0],
                vec![2, 2, 2],
                vec![0, 1, 2],
                vec![2, 1, 0],
            ],
            Layout::Lines10 => LINES_5X3[..10].iter().map(|l| l.to_vec()).collect(),
            Layout::Lines20 => LINES_5X3.iter().map(|l| l.to_vec()).collect(),
            Layout::Lines40 => lines_5x4(40),
            Layout::Ways243 | Layout::Ways1024 => return Evaluation::Ways,
        };
        Evaluation::Lines { lines }
    }
}

/// The usual 20 lines of a 5x3 slot (the first 10 make the 10-line game).
const LINES_5X3: [[u8; 5]; 20] = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
    [1, 0, 1, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
];

/// Lines on 4 rows: the paths moving at most one row per reel, the straightest first.
fn lines_5x4(count: usize) -> Vec<Vec<u8>> {
    let mut paths: Vec<Vec<u8>> = (0..4u32.pow(5))
        .map(|code| {
            (0..5)
                .map(|r| (code / 4u32.pow(4 - r) % 4) as u8)
                .collect::<Vec<u8>>()
        })
        .filter(|p| p.windows(2).all(|w| w[0].abs_diff(w[1]) <= 1))
        .collect();
    paths.sort_by_key(|p| (p.windows(2).filter(|w| w[0] != w[1]).count(), p.clone()));
    paths.truncate(count);
    paths
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Design {
    pub layout: Layout,
    pub volatility: Volatility,
    /// Regular symbols, clamped to the layout's range: 3 to 8 on the classic, 5 (lines on 3 rows),
    /// 6 (243 ways) or 7 (4 rows) to 12 on the others.
    pub symbols: u8,
    pub free_spins: bool,
    /// Any number: different variants give different strips, paytables and targets.
    pub variant: u32,
}

/// SplitMix64: a tiny deterministic sequence for the generator (not for play).
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `0..n`; the modulo bias is irrelevant for choosing designs.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

fn volatility_rank(v: Volatility) -> i32 {
    match v {
        Volatility::Low => 0,
        Volatility::Medium => 1,
        Volatility::High => 2,
    }
}

/// Designs the configuration (see the module documentation).
pub fn design(d: &Design) -> SlotsConfig {
    design_profiled(d).0
}

/// [`design`] with the configuration's profile, which the design computes anyway to check the
/// volatility: the catalog saves computing it twice.
pub fn design_profiled(d: &Design) -> (SlotsConfig, Profile) {
    let base = Base::new(d);
    let want = volatility_rank(d.volatility);
    let mut tilt = 0;
    let mut cfg = base.paytable(tilt);
    let mut p = profile(&cfg);
    for _ in 0..5 {
        let got = volatility_rank(p.volatility());
        if got == want && in_range(&p) {
            break;
        }
        // Out of range with the right volatility (rare): any other tilt rounds differently.
        tilt += if got == want {
            1
        } else {
            (want - got).signum() * 3
        };
        cfg = base.paytable(tilt);
        p = profile(&cfg);
    }
    (cfg, p)
}

/// 94.00 % <= RTP <= 97.50 %.
pub fn in_range(p: &Profile) -> bool {
    !p.rtp.lt(&Ratio::new(94, 100)) && !Ratio::new(975, 1000).lt(&p.rtp)
}

/// Everything but the pays: the strips, the free spins, the target.
struct Base {
    cfg: SlotsConfig,
    regular: usize,
    /// Target RTP in basis points.
    target: u128,
    volatility: i32,
}

impl Base {
    fn new(d: &Design) -> Base {
        let layout = d.layout;
        let volatility = volatility_rank(d.volatility);
        let mut rng = Mix(0);
        for part in [
            layout as u64,
            volatility as u64,
            u64::from(d.symbols),
            u64::from(d.free_spins),
            u64::from(d.variant),
        ] {
            rng.0 ^= part;
            rng.next();
        }
        let reels = layout.reels();
        let regular = usize::from(d.symbols.clamp(layout.min_symbols(), layout.max_symbols()));
        let wild = regular as u8;
        let scatter = wild + 1;
        let length = if reels == 3 {
            18 + rng.below(13)
        } else {
            28 + rng.below(13)
        } as usize;
        // Volatile games need rarer top symbols, so longer strips (classics most: one line).
        let stretch = if reels == 3 { 6 } else { 2 };
        let length = (length + stretch * volatility as usize + 6 * usize::from(layout.rows() == 4))
            .max(2 * regular + 4);
        // Frequencies from rank 0 (bottom) to the top symbol: the top is rarer when volatile.
        let (bottom, top) = [(12u64, 7u64), (12, 4), (12, 0)][volatility as usize];
        let mut strips = Vec::with_capacity(reels);
        for reel in 0..reels {
            // Ways games keep wilds off the last reel, or five of a kind would be common.
            let ways = matches!(layout, Layout::Ways243 | Layout::Ways1024);
            let wilds = match (reel, volatility) {
                (0, _) => 0,
                (4, _) if ways => 0,
                (_, 0) => 2 + usize::from(regular >= 10),
                (_, 1) => 1 + rng.below(2) as usize,
                _ => 1,
            };
            let scatters = usize::from(d.free_spins);
            let weights: Vec<u64> = (0..regular)
                .map(|j| {
                    let span = (bottom - top) * (regular - 1 - j) as u64 / (regular as u64 - 1);
                    (top + span) * 4 + rng.below(5)
                })
                .collect();
            let mut strip = Vec::with_capacity(length);
            for (j, n) in apportion(&weights, length - wilds - scatters)
                .into_iter()
                .enumerate()
            {
                strip.extend(std::iter::repeat_n(j as u8, n));
            }
            strip.extend(std::iter::repeat_n(wild, wilds));
            strip.extend(std::iter::repeat_n(scatter, scatters));
            for i in (1..strip.len()).rev() {
                strip.swap(i, rng.below(i as u64 + 1) as usize);
            }
            strips.push(strip);
        }
        let mut symbols = vec![
            Symbol {
                kind: SymbolKind::Regular,
                pays: [0; 3],
            };
            regular
        ];
        symbols.push(Symbol {
            kind: SymbolKind::Wild,
            pays: [0; 3],
        });
        let free_spins = d.free_spins.then(|| {
            symbols.push(Symbol {
                kind: SymbolKind::Scatter,
                pays: [0; 3],
            });
            let spins = [[5, 8, 10], [8, 10, 12], [10, 12, 15]][volatility as usize];
            let multipliers = [[1, 2], [2, 3], [3, 5]][volatility as usize];
            let fs = FreeSpins {
                spins: spins[rng.below(3) as usize] - if reels == 3 { 2 } else { 0 },
                multiplier: multipliers[rng.below(2) as usize],
                // Never: a retrigger without limit leaves the round's win without a maximum,
                // which every game states. The draw stays so that the rest of the design keeps
                // the strips and pays it was built with.
                retrigger: false,
            };
            rng.below(2);
            fs
        });
        let coins = layout.coins();
        let cfg = SlotsConfig {
            rows: layout.rows(),
            reels: strips,
            symbols,
            evaluation: layout.evaluation(),
            coins,
            free_spins,
            min_stake: i64::from(coins),
            max_stake: i64::from(coins) * 500,
        };
        Base {
            cfg,
            regular,
            target: 9450 + u128::from(rng.below(251) as u32),
            volatility,
        }
    }

    /// The configuration with its pays for the given tilt (0 as designed, positive steeper).
    fn paytable(&self, tilt: i32) -> SlotsConfig {
        let mut cfg = self.cfg.clone();
        let table = Table::new(&cfg, self.regular);
        // Below 0 the return moves to the frequent symbols, above to long runs of the top ones.
        let skew = ([-2, 5, 10][self.volatility as usize] + tilt).clamp(-6, 24) as i128;
        if let Some(fs) = &mut cfg.free_spins
            && skew < -2
        {
            // Calm games calm their free spins too when the paytable alone is not enough.
            fs.multiplier = 1;
        }
        let up = skew.max(0) as u128;
        let top = (self.regular - 1) as i128;
        let mut shares: Vec<u128> = table
            .entries
            .iter()
            .map(|e| match e.kind {
                Entry::Symbol { rank, count } => {
                    let tier = if table.tiers == 1 {
                        1
                    } else {
                        [14 - up.min(13), 6, up + 1][count - 3]
                    };
                    let r = rank as i128;
                    let steep = if skew > 0 { 8 * skew } else { skew };
                    // Past 12 the top symbols take ever more: with many high symbols, cubes
                    // alone leave too much of the return to the next ones.
                    let power = 3 + (skew - 12).max(0) as u32 / 4;
                    tier * (8 * top.pow(power) + steep * r.pow(power)) as u128
                }
                Entry::Scatter { .. } => 0,
            })
            .collect();
        // Scatter pays: a few per cent of the return, more on the rarer counts when volatile.
        let symbols: u128 = shares.iter().sum();
        let per_count = [[6, 3, 1], [5, 3, 2], [4, 3, 3]][self.volatility as usize];
        for (e, share) in table.entries.iter().zip(shares.iter_mut()) {
            if let Entry::Scatter { count } = e.kind {
                let weight = if table.tiers == 1 {
                    10
                } else {
                    per_count[count - 3]
                };
                *share = symbols * (4 + 2 * self.volatility as u128) * weight / 1000;
            }
        }
        // A soft cap on any one pay, in multiples of the stake.
        let cap = u128::from(cfg.coins) * (50u128 << (up / 2).min(7));
        let (d, gain_num, gain_den) = gain(&cfg);
        let coins = u128::from(cfg.coins);
        // The return is sum(pay x hits) x gain / (D x coins): the sum that hits the target.
        let goal = self.target * d * coins * gain_den / (10_000 * gain_num);
        // The tuner aims at the target from below but may go up to 97.50 % when the paytable's
        // coarse steps (a few coins per line) would otherwise leave it under 94.00 %.
        let limit = |bp: u128| bp * d * coins * gain_den / (10_000 * gain_num);
        let pays = table.tune(&shares, goal, (limit(9_400) + 1, limit(9_750)), cap);
        for (e, &pay) in table.entries.iter().zip(&pays) {
            let (symbol, count) = match e.kind {
                Entry::Symbol { rank, count } => (rank, count),
                Entry::Scatter { count } => (self.regular + 1, count),
            };
            cfg.symbols[symbol].pays[count - 3] = u32::try_from(pay)
                .unwrap_or(super::MAX_PAY)
                .min(super::MAX_PAY);
        }
        cfg
    }
}

/// Splits `total` into parts proportional to the weights, largest remainders first, each part
/// at least 1.
fn apportion(weights: &[u64], total: usize) -> Vec<usize> {
    let sum: u64 = weights.iter().sum();
    let spare = total.saturating_sub(weights.len()) as u64;
    let mut parts: Vec<usize> = weights
        .iter()
        .map(|w| 1 + (spare * w / sum) as usize)
        .collect();
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(spare * weights[i] % sum));
    let given: usize = parts.iter().sum();
    for &i in order.iter().cycle().take(total.saturating_sub(given)) {
        parts[i] += 1;
    }
    parts
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    Symbol { rank: usize, count: usize },
    Scatter { count: usize },
}

/// A pay entry and how often it pays: `hits` = the expected number of its wins per spin
/// (lines, or ways) times D, the number of stop combinations. An integer.
struct Hits {
    kind: Entry,
    hits: u128,
}

/// The pay entries: for each regular symbol by rank, 3, 4, 5 of a kind (`tiers` lengths), then
/// the scatter counts.
struct Table {
    entries: Vec<Hits>,
    tiers: usize,
}

impl Table {
    /// The exact frequency of every pay entry. Lines factorise: a line shows on each reel a
    /// symbol distributed like the strip, so `s` exactly `k` of a kind on a line counts
    /// `f1(s) * g2 ... gk * (len - g(k+1))` stop combinations times the other reels' lengths
    /// (g: s or wild; designs put no wild on reel 1). Ways: the ways of `s` over the first `k`
    /// reels sum over stops to `rows * g` per reel, times the stops of reel k+1 showing neither
    /// `s` nor a wild. Scatters: the convolution of the reels' scatter counts.
    fn new(cfg: &SlotsConfig, regular: usize) -> Table {
        let reels = cfg.reels.len();
        let rows = u128::from(cfg.rows);
        let wild = cfg.wild();
        let len: Vec<u128> = cfg.reels.iter().map(|s| s.len() as u128).collect();
        let mut entries = Vec::new();
        for s in 0..regular as u8 {
            let count_of = |reel: usize, with_wild: bool| {
                cfg.reels[reel]
                    .iter()
                    .filter(|&&x| x == s || (with_wild && Some(x) == wild))
                    .count() as u128
            };
            for k in 3..=reels {
                let mut hits = match &cfg.evaluation {
                    Evaluation::Lines { lines } => {
                        let mut h = lines.len() as u128 * count_of(0, false);
                        for reel in 1..k {
                            h *= count_of(reel, true);
                        }
                        if k < reels {
                            h *= len[k] - count_of(k, true);
                        }
                        h
                    }
                    Evaluation::Ways => {
                        let mut h = 1;
                        for reel in 0..k {
                            h *= rows * count_of(reel, true);
                        }
                        if k < reels {
                            let strip = &cfg.reels[k];
                            let empty = (0..strip.len())
                                .filter(|&stop| {
                                    (0..usize::from(cfg.rows)).all(|row| {
                                        let x = strip[(stop + row) % strip.len()];
                                        x != s && Some(x) != wild
                                    })
                                })
                                .count();
                            h *= empty as u128;
                        }
                        h
                    }
                };
                for l in &len[(k + 1).min(reels)..] {
                    hits *= l;
                }
                entries.push(Hits {
                    kind: Entry::Symbol {
                        rank: usize::from(s),
                        count: k,
                    },
                    hits,
                });
            }
        }
        if cfg.scatter().is_some() {
            let counts = super::profile::scatter_counts(cfg);
            for (count, &hits) in counts.iter().enumerate().take(reels + 1).skip(3) {
                entries.push(Hits {
                    kind: Entry::Scatter { count },
                    hits,
                });
            }
        }
        Table {
            entries,
            tiers: reels - 2,
        }
    }

    fn total(&self, pays: &[u128]) -> u128 {
        self.entries.iter().zip(pays).map(|(e, p)| e.hits * p).sum()
    }

    /// The paytable for a budget: each entry `budget * share / total share / hits` coins, within
    /// `1..=cap`, then shaped.
    fn pays_for(&self, shares: &[u128], budget: u128, cap: u128) -> Vec<u128> {
        let weight: u128 = shares.iter().sum::<u128>().max(1);
        let mut pays: Vec<u128> = self
            .entries
            .iter()
            .zip(shares)
            .map(|(e, &share)| (budget * share / weight / e.hits.max(1)).clamp(1, cap))
            .collect();
        self.shape(&mut pays);
        pays
    }

    /// What a paytable looks like: a run one longer pays at least half as much again (scatters:
    /// twice), and a higher symbol at least as much as a lower one for the same run.
    fn shape(&self, pays: &mut [u128]) {
        for i in 0..pays.len() {
            let mut floor = pays[i];
            match self.entries[i].kind {
                Entry::Symbol { rank, count } => {
                    if count > 3 {
                        floor = floor.max((pays[i - 1] * 3).div_ceil(2).max(pays[i - 1] + 1));
                    }
                    if rank > 0 {
                        floor = floor.max(pays[i - self.tiers]);
                    }
                }
                Entry::Scatter { count } => {
                    if count > 3 {
                        floor = floor.max(pays[i - 1] * 2);
                    }
                }
            }
            pays[i] = floor;
        }
    }

    /// The paytable whose total is the closest to `goal` from below: the largest budget that
    /// stays under it (the total grows with the budget), then single coins added where they fit,
    /// the most frequent entries first, as long as the shape holds; if that still falls short of
    /// `bounds.0`, coins are added up to `bounds.1`.
    fn tune(&self, shares: &[u128], goal: u128, bounds: (u128, u128), cap: u128) -> Vec<u128> {
        let (mut lo, mut hi) = (0u128, goal.saturating_mul(64).max(1));
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.total(&self.pays_for(shares, mid, cap)) <= goal {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let mut pays = self.pays_for(shares, lo, cap);
        self.top_up(&mut pays, goal);
        if self.total(&pays) < bounds.0 {
            self.top_up(&mut pays, bounds.1);
        }
        pays
    }

    fn top_up(&self, pays: &mut Vec<u128>, limit: u128) {
        let mut order: Vec<usize> = (0..pays.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.entries[i].hits));
        let mut sum = self.total(pays);
        for _ in 0..8 {
            let mut changed = false;
            for &i in &order {
                let hits = self.entries[i].hits;
                if hits == 0 || sum + hits > limit {
                    continue;
                }
                pays[i] += 1;
                let mut shaped = pays.clone();
                self.shape(&mut shaped);
                if shaped == *pays {
                    sum += hits;
                    changed = true;
                } else {
                    pays[i] -= 1;
                }
            }
            if !changed {
                break;
            }
        }
    }
}

/// `(D, G num, G den)`: the number of stop combinations and the factor by which free spins
/// multiply the base game's return, `1 + p N m` or `1 + p N m / (1 - p N)` with retriggers.
fn gain(cfg: &SlotsConfig) -> (u128, u128, u128) {
    let (t, d) = super::profile::trigger_odds(cfg);
    match cfg.free_spins {
        None => (d, 1, 1),
        Some(fs) => {
            let nm = u128::from(fs.spins) * u128::from(fs.multiplier);
            if fs.retrigger {
                let n = u128::from(fs.spins);
                (d, d - n * t + nm * t, d - n * t)
            } else {
                (d, d + nm * t, d)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tuner's closed form (line pays factorise over the reels, ways over reel windows) and
    /// the engine's dynamic programme are two independent computations of the same return.
    #[test]
    fn the_closed_form_return_is_the_exact_profile() {
        for layout in Layout::ALL {
            for (free_spins, volatility) in [(false, Volatility::Low), (true, Volatility::High)] {
                let d = Design {
                    layout,
                    volatility,
                    symbols: 8,
                    free_spins,
                    variant: 7,
                };
                let (cfg, p) = design_profiled(&d);
                let regular = cfg
                    .symbols
                    .iter()
                    .filter(|s| s.kind == SymbolKind::Regular)
                    .count();
                let table = Table::new(&cfg, regular);
                let pays: Vec<u128> = table
                    .entries
                    .iter()
                    .map(|e| {
                        let (symbol, count) = match e.kind {
                            Entry::Symbol { rank, count } => (rank, count),
                            Entry::Scatter { count } => (regular + 1, count),
                        };
                        u128::from(cfg.symbols[symbol].pays[count - 3])
                    })
                    .collect();
                let (all, gain_num, gain_den) = gain(&cfg);
                let closed = Ratio::new(
                    table.total(&pays) * gain_num,
                    all * u128::from(cfg.coins) * gain_den,
                );
                assert_eq!(closed, p.rtp, "{layout:?} free spins {free_spins}");
            }
        }
    }

    #[test]
    fn forty_lines_on_four_rows_are_distinct_paths() {
        let lines = lines_5x4(40);
        assert_eq!(lines.len(), 40);
        assert_eq!(lines[..4], [vec![0; 5], vec![1; 5], vec![2; 5], vec![3; 5]]);
        let mut unique = lines.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 40);
        assert!(
            lines
                .iter()
                .all(|l| l.windows(2).all(|w| w[0].abs_diff(w[1]) <= 1))
        );
    }

    #[test]
    fn apportion_gives_every_symbol_a_place() {
        assert_eq!(apportion(&[1, 1, 1], 7).iter().sum::<usize>(), 7);
        assert_eq!(apportion(&[50, 0, 0], 10), vec![8, 1, 1]);
        assert_eq!(apportion(&[3, 1], 10), vec![7, 3]);
    }
}
