//! The exact return and variance of a slot.
//!
//! One spin: its win is a function of the stops, independent and uniform per reel. Enumerating
//! all `D = prod(strip lengths)` stop combinations is too slow for 5 reels (10^7 to 10^8), so:
//! - a dynamic programme walks the reels left to right, carrying only what the rest of the spin
//!   still depends on: the lines (or, for ways, the symbols) still alive, with their symbol and
//!   leading wilds or their number of ways so far. Identical states merge (lines are known by
//!   the rows they have ahead, so lines sharing their future merge too); each state carries the
//!   number of stop combinations reaching it, the sum of the coins already paid (both by number
//!   of scatters seen) and the sum of their squares;
//! - per state, the columns of the next reel that kill every alive entry go together;
//! - the last two reels are summed in closed form (see `Tail`).
//!
//! This gives exact integer first and second moments of the line or ways pay, and its first
//! moment by scatter count; scatter pays depend only on the count, which gives the moments of the
//! whole spin and its correlation with the free-spin trigger.
//!
//! The round: the base spin, then, when it triggers, `N` free spins whose wins are multiplied by
//! `m`. Each free spin is an independent copy of a spin; with retriggers the total win `Z` of one
//! free spin and its descendants satisfies `Z = Y + 1[retrigger] (Z_1 + ... + Z_N)` (a branching
//! process), whose first two moments solve linear equations (the geometric series). The RTP is an
//! exact fraction; the variance is exact until a last rounding up to 10^-12 (its denominator
//! outgrows u128), so the volatility is never understated.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::big::Frac;
use super::evaluate::symbol_pay;
use super::{Evaluation, SlotsConfig, SymbolKind};
use crate::games::{Profile, Ratio, RtpMethod};

/// Scatter counts are tracked up to this, as pays and triggers stop changing there.
pub(super) const SCATTER_CAP: usize = 5;
/// The variance is rounded up to a multiple of 1 / VARIANCE_SCALE.
const VARIANCE_SCALE: u128 = 1_000_000_000_000;
pub(super) const NO_SYMBOL: u32 = 0xff;

/// Sums over stop combinations of the line or ways pay `L`: how many combinations and the sum of
/// `L`, both by number of scatters seen (capped), and the sum of `L^2` over all. Second moments
/// are only ever needed in total (the scatter pay's cross terms are first moments), which keeps
/// the scatter count out of the states' keys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Moments {
    pub n: [u128; SCATTER_CAP + 1],
    pub s1: [u128; SCATTER_CAP + 1],
    pub s2: u128,
}

impl Moments {
    /// These combinations extended by `times` stops of a reel showing `scatters` more scatters
    /// and paying `coins` more.
    fn then(&self, coins: u64, times: u128, scatters: usize) -> Moments {
        let c = u128::from(coins);
        let mut out = Moments::default();
        let (mut n, mut s1) = (0, 0);
        for seen in 0..=SCATTER_CAP {
            let to = (seen + scatters).min(SCATTER_CAP);
            out.n[to] += self.n[seen] * times;
            out.s1[to] += (self.s1[seen] + self.n[seen] * c) * times;
            n += self.n[seen];
            s1 += self.s1[seen];
        }
        out.s2 = (self.s2 + 2 * s1 * c + n * c * c) * times;
        out
    }

    fn add(&mut self, o: &Moments) {
        for c in 0..=SCATTER_CAP {
            self.n[c] += o.n[c];
            self.s1[c] += o.s1[c];
        }
        self.s2 += o.s2;
    }
}

type States = HashMap<Vec<u32>, Moments, Fx>;

/// The moments of the line or ways pay of one spin (see `Moments`): the reels one by one but for
/// the last two, which `Tail` sums in closed form.
pub(super) fn spin_moments(cfg: &SlotsConfig) -> Moments {
    let rules = Rules::new(cfg);
    let columns = columns(cfg);
    let reels = cfg.reels.len();
    let mut states = States::default();
    let mut one = Moments::default();
    one.n[0] = 1;
    states.insert(rules.start(), one);
    let mut done = Moments::default();
    for (reel, columns) in columns.iter().enumerate().take(reels - 2) {
        states = advance(&rules, columns, reel, &states, &mut done);
    }
    let tail = Tail::new(&rules, &columns[reels - 2], &columns[reels - 1]);
    // Lines still all wilds (only when wilds can open a line) take the slow road.
    let mut slow = States::default();
    for (alive, moments) in states {
        if alive
            .iter()
            .any(|&e| rules.lines.is_some() && e >> 8 & 0xff == NO_SYMBOL)
        {
            slow.insert(alive, moments);
        } else {
            tail.finish(&rules, &alive, &moments, &mut done);
        }
    }
    for (reel, columns) in columns.iter().enumerate().skip(reels - 2) {
        slow = advance(&rules, columns, reel, &slow, &mut done);
    }
    done
}

/// Plays one reel on every state; the last reel adds to `done` instead.
fn advance(
    rules: &Rules,
    columns: &[Column],
    reel: usize,
    states: &States,
    done: &mut Moments,
) -> States {
    let last = reel + 1 == rules.cfg.reels.len();
    let keep = rules.keep_masks(columns);
    let mut by_scatters = [0u128; SCATTER_CAP + 1];
    for c in columns {
        by_scatters[c.scatters] += c.stops;
    }
    let mut next = States::default();
    let mut reach = |key: &[u32], moments: Moments| {
        if last {
            done.add(&moments);
        } else if let Some(m) = next.get_mut(key) {
            m.add(&moments);
        } else {
            next.insert(key.to_vec(), moments);
        }
    };
    let mut buf = Vec::new();
    for (alive, moments) in states {
        // Columns where some entry survives are played one by one; in all the others every
        // entry dies with the same pay, so they go together, by scatter count.
        let mut survivors = 0u128;
        for &e in alive {
            survivors |= keep[rules.keep_index(e, reel)];
        }
        let mut rest = by_scatters;
        let mut bits = survivors;
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let column = &columns[j];
            rest[column.scatters] -= column.stops;
            buf.clear();
            let paid = rules.step(alive, &column.symbols, reel, &mut buf);
            reach(&buf, moments.then(paid, column.stops, column.scatters));
        }
        let paid: u64 = alive.iter().map(|&e| rules.death_pay(e, reel)).sum();
        for (scatters, &stops) in rest.iter().enumerate() {
            if stops > 0 {
                reach(&[], moments.then(paid, stops, scatters));
            }
        }
    }
    next
}

/// The last two reels in closed form. From a state, the pay still to come is a sum of terms
/// `k * F(column of reel R-1) * G(column of reel R)` over per-reel features (a symbol or a wild at
/// a row for lines; for ways, whether a symbol shows and how many times), so, the reels being
/// independent, its sums over all column pairs of given scatter counts, and those of its square,
/// are products of per-reel sums of features and of feature pairs.
struct Tail {
    features: usize,
    reels: [Vec<FeatureSums>; 2],
    /// The pair sums of each reel over all its columns, and the number of stop pairs.
    pairs: [Vec<i128>; 2],
    stops: u128,
}

/// Over the columns of a reel with a given number of scatters: how many stops, and the sums of
/// each feature and of each product of two.
struct FeatureSums {
    scatters: usize,
    stops: u128,
    single: Vec<i128>,
    pairs: Vec<i128>,
}

impl Tail {
    fn new(rules: &Rules, before_last: &[Column], last: &[Column]) -> Tail {
        let nsym = rules.cfg.symbols.len();
        let features = 1 + nsym
            * if rules.lines.is_some() {
                usize::from(rules.cfg.rows)
            } else {
                2
            };
        let sums = |columns: &[Column]| {
            let mut out: Vec<FeatureSums> = Vec::new();
            for column in columns {
                let at = match out.iter().position(|b| b.scatters == column.scatters) {
                    Some(i) => i,
                    None => {
                        out.push(FeatureSums {
                            scatters: column.scatters,
                            stops: 0,
                            single: vec![0; features],
                            pairs: vec![0; features * features],
                        });
                        out.len() - 1
                    }
                };
                let sums = &mut out[at];
                let active = Tail::active(rules, &column.symbols);
                let times = column.stops as i128;
                sums.stops += column.stops;
                for &(f, v) in &active {
                    sums.single[f] += times * v;
                    for &(g, w) in &active {
                        sums.pairs[f * features + g] += times * v * w;
                    }
                }
            }
            out
        };
        let reels = [sums(before_last), sums(last)];
        let total = |sums: &[FeatureSums]| {
            let mut pairs = vec![0; features * features];
            for s in sums {
                for (p, q) in pairs.iter_mut().zip(&s.pairs) {
                    *p += q;
                }
            }
            pairs
        };
        let stops = reels
            .iter()
            .map(|r| r.iter().map(|s| s.stops).sum::<u128>())
            .product();
        Tail {
            features,
            pairs: [total(&reels[0]), total(&reels[1])],
            reels,
            stops,
        }
    }

    /// The non-zero features of a column: 0 is the constant 1; lines: `1 + row * nsym + s` for
    /// `s` or a wild at `row`; ways: `1 + s` for `s` or a wild showing, `1 + nsym + s` for how many.
    fn active(rules: &Rules, column: &[u8]) -> Vec<(usize, i128)> {
        let nsym = rules.cfg.symbols.len();
        let regular = (0..nsym as u8).filter(|&s| rules.regular(s));
        let mut out = vec![(0, 1)];
        if rules.lines.is_some() {
            for (row, &x) in column.iter().enumerate() {
                for s in regular.clone() {
                    if x == s || rules.is_wild(x) {
                        out.push((1 + row * nsym + usize::from(s), 1));
                    }
                }
            }
        } else {
            for s in regular {
                let c = column
                    .iter()
                    .filter(|&&x| x == s || rules.is_wild(x))
                    .count() as i128;
                if c > 0 {
                    out.push((1 + usize::from(s), 1));
                    out.push((1 + nsym + usize::from(s), c));
                }
            }
        }
        out
    }

    /// The pay still to come from a state as terms `(k, feature of reel R-1, feature of reel R)`.
    fn terms(rules: &Rules, alive: &[u32]) -> Vec<(i128, usize, usize)> {
        let reels = rules.cfg.reels.len();
        let nsym = rules.cfg.symbols.len();
        let rows = usize::from(rules.cfg.rows);
        let mut constant = 0i128;
        let mut terms = Vec::with_capacity(1 + 4 * alive.len());
        for &e in alive {
            if rules.lines.is_some() {
                let (symbol, leading) = ((e >> 8 & 0xff) as usize, (e & 0xff) as usize);
                let ahead = (e >> 16) as usize;
                let pay = |count: usize| {
                    i128::from(rules.pays[symbol][count].max(rules.wild_pay(leading)))
                };
                let (now, next, full) = (pay(reels - 2), pay(reels - 1), pay(reels));
                let x4 = 1 + ahead / rows * nsym + symbol;
                let x5 = 1 + ahead % rows * nsym + symbol;
                constant += now;
                terms.push((next - now, x4, 0));
                terms.push((full - next, x4, x5));
            } else {
                let (symbol, ways) = ((e >> 24) as usize, i128::from(e & 0xff_ffff));
                let pay = |count: usize| ways * i128::from(rules.pays[symbol][count]);
                let (now, next, full) = (pay(reels - 2), pay(reels - 1), pay(reels));
                let (shows, count) = (1 + symbol, 1 + nsym + symbol);
                // now (1 - Z4) + next C4 (1 - Z5) + full C4 C5
                constant += now;
                terms.push((-now, shows, 0));
                terms.push((next, count, 0));
                terms.push((-next, count, shows));
                terms.push((full, count, count));
            }
        }
        terms.push((constant, 0, 0));
        terms
    }

    fn finish(&self, rules: &Rules, alive: &[u32], moments: &Moments, done: &mut Moments) {
        let mut terms = Tail::terms(rules, alive);
        // Equal lines make equal terms: merge them, the square below is quadratic in their number.
        terms.sort_unstable_by_key(|&(_, x, y)| (x, y));
        terms.dedup_by(|b, a| {
            let same = a.1 == b.1 && a.2 == b.2;
            if same {
                a.0 += b.0;
            }
            same
        });
        terms.retain(|t| t.0 != 0);
        let f = self.features;
        // First moments by scatter count...
        let mut total = 0i128;
        for a in &self.reels[0] {
            for b in &self.reels[1] {
                let stops = a.stops * b.stops;
                let sum: i128 = terms
                    .iter()
                    .map(|&(k, x, y)| k * a.single[x] * b.single[y])
                    .sum();
                total += sum;
                let sum = sum.max(0) as u128;
                for seen in 0..=SCATTER_CAP {
                    let to = (seen + a.scatters + b.scatters).min(SCATTER_CAP);
                    done.n[to] += moments.n[seen] * stops;
                    done.s1[to] += moments.s1[seen] * stops + moments.n[seen] * sum;
                }
            }
        }
        // ...the second only in total, over all the columns of both reels at once.
        let (a, b) = (&self.pairs[0], &self.pairs[1]);
        let mut square = 0i128;
        for (i, &(k, x, y)) in terms.iter().enumerate() {
            let mut row = k * a[x * f + x] * b[y * f + y];
            for &(l, u, v) in &terms[i + 1..] {
                row += 2 * l * a[x * f + u] * b[y * f + v];
            }
            square += k * row;
        }
        // Sums of pays and of their squares over complete spins are never negative.
        let (total, square) = (total.max(0) as u128, square.max(0) as u128);
        let n: u128 = moments.n.iter().sum();
        let s1: u128 = moments.s1.iter().sum();
        done.s2 += moments.s2 * self.stops + 2 * s1 * total + n * square;
    }
}

/// How entries of the dynamic programme live and die. Alive entries are packed in a u32: lines
/// as `rows ahead << 16 | symbol << 8 | leading wilds` (symbol NO_SYMBOL while only wilds were
/// seen; the rows of the reels still to come as a number in base `rows`, the next reel the most
/// significant digit), ways as `symbol << 24 | ways so far`. Lines are known by the rows ahead
/// rather than by their index so that two lines whose futures are the same merge (a key is a
/// sorted multiset): 40 lines have only 16 futures after three reels of 4 rows.
pub(super) struct Rules<'a> {
    pub(super) cfg: &'a SlotsConfig,
    wild: Option<u8>,
    /// Pay of each symbol for 0..=5 of a kind.
    pub(super) pays: Vec<[u64; 6]>,
    pub(super) lines: Option<&'a [Vec<u8>]>,
}

impl<'a> Rules<'a> {
    pub(super) fn new(cfg: &'a SlotsConfig) -> Rules<'a> {
        Rules {
            cfg,
            wild: cfg.wild(),
            pays: (0..cfg.symbols.len())
                .map(|s| std::array::from_fn(|count| symbol_pay(cfg, s as u8, count)))
                .collect(),
            lines: match &cfg.evaluation {
                Evaluation::Lines { lines } => Some(lines),
                Evaluation::Ways => None,
            },
        }
    }

    pub(super) fn regular(&self, x: u8) -> bool {
        self.cfg.symbols[usize::from(x)].kind == SymbolKind::Regular
    }

    pub(super) fn is_wild(&self, x: u8) -> bool {
        Some(x) == self.wild
    }

    pub(super) fn wild_pay(&self, count: usize) -> u64 {
        self.wild.map_or(0, |w| self.pays[usize::from(w)][count])
    }

    pub(super) fn start(&self) -> Vec<u32> {
        match self.lines {
            Some(lines) => {
                let rows = u32::from(self.cfg.rows);
                let mut start: Vec<u32> = lines
                    .iter()
                    .map(|l| {
                        l.iter()
                            .fold(0, |ahead, &row| ahead * rows + u32::from(row))
                            << 16
                            | NO_SYMBOL << 8
                    })
                    .collect();
                start.sort_unstable();
                start
            }
            None => (0..self.cfg.symbols.len() as u32)
                .filter(|&s| self.regular(s as u8))
                .map(|s| s << 24 | 1)
                .collect(),
        }
    }

    /// For each (row, symbol) of lines (symbol NO_SYMBOL as the last), or each symbol of ways:
    /// the columns of this reel in which such an entry survives, as a bit set.
    pub(super) fn keep_masks(&self, columns: &[Column]) -> Vec<u128> {
        let nsym = self.cfg.symbols.len();
        let rows = usize::from(self.cfg.rows);
        let survives = |x: u8, symbol: usize| {
            if symbol == nsym {
                self.regular(x) || self.is_wild(x)
            } else {
                usize::from(x) == symbol || self.is_wild(x)
            }
        };
        let mut masks = vec![0u128; (nsym + 1) * rows];
        for (j, column) in columns.iter().enumerate() {
            for symbol in 0..=nsym {
                for row in 0..rows {
                    let keep = if self.lines.is_some() {
                        survives(column.symbols[row], symbol)
                    } else {
                        symbol < nsym && column.symbols.iter().any(|&x| survives(x, symbol))
                    };
                    if keep {
                        masks[symbol * rows + row] |= 1 << j;
                    }
                }
            }
        }
        masks
    }

    /// The row of a line entry on `reel`, and its rows ahead after it.
    fn row(&self, e: u32, reel: usize) -> (usize, u32) {
        let place = u32::from(self.cfg.rows).pow((self.cfg.reels.len() - 1 - reel) as u32);
        let ahead = e >> 16;
        ((ahead / place) as usize, ahead % place)
    }

    pub(super) fn keep_index(&self, e: u32, reel: usize) -> usize {
        let rows = usize::from(self.cfg.rows);
        if self.lines.is_some() {
            let symbol = (e >> 8 & 0xff) as usize;
            let symbol = if symbol == NO_SYMBOL as usize {
                self.cfg.symbols.len()
            } else {
                symbol
            };
            symbol * rows + self.row(e, reel).0
        } else {
            (e >> 24) as usize * rows
        }
    }

    /// What an entry pays when it dies at `reel` (after `reel` reels of a kind).
    pub(super) fn death_pay(&self, e: u32, reel: usize) -> u64 {
        match self.lines {
            Some(_) => {
                let (symbol, leading) = (e >> 8 & 0xff, (e & 0xff) as usize);
                if symbol == NO_SYMBOL {
                    self.wild_pay(leading)
                } else {
                    self.pays[symbol as usize][reel].max(self.wild_pay(leading))
                }
            }
            None => self.pays[(e >> 24) as usize][reel] * u64::from(e & 0xff_ffff),
        }
    }

    /// Plays `column` on the alive entries: survivors go to `out`, the coins of those dying (and
    /// on the last reel of all) are returned.
    pub(super) fn step(
        &self,
        alive: &[u32],
        column: &[u8],
        reel: usize,
        out: &mut Vec<u32>,
    ) -> u64 {
        let mut paid = 0u64;
        let from = out.len();
        match self.lines {
            Some(_) => {
                for &e in alive {
                    let (symbol, leading) = (e >> 8 & 0xff, e & 0xff);
                    let (row, ahead) = self.row(e, reel);
                    let x = column[row];
                    if symbol == NO_SYMBOL && self.is_wild(x) {
                        out.push(ahead << 16 | symbol << 8 | (leading + 1));
                    } else if symbol == NO_SYMBOL && self.regular(x) {
                        out.push(ahead << 16 | u32::from(x) << 8 | leading);
                    } else if symbol != NO_SYMBOL && (u32::from(x) == symbol || self.is_wild(x)) {
                        out.push(ahead << 16 | symbol << 8 | leading);
                    } else {
                        paid += self.death_pay(e, reel);
                    }
                }
                out[from..].sort_unstable();
            }
            None => {
                for &e in alive {
                    let symbol = e >> 24;
                    let c = column
                        .iter()
                        .filter(|&&x| u32::from(x) == symbol || self.is_wild(x))
                        .count() as u32;
                    if c > 0 {
                        out.push((symbol << 24) | ((e & 0xff_ffff) * c));
                    } else {
                        paid += self.death_pay(e, reel);
                    }
                }
            }
        }
        if reel + 1 == self.cfg.reels.len() {
            for e in out.drain(from..) {
                paid += self.death_pay(e, reel + 1);
            }
        }
        paid
    }
}

/// One distinct window of a reel.
pub(super) struct Column {
    pub(super) symbols: Vec<u8>,
    pub(super) stops: u128,
    pub(super) scatters: usize,
}

/// The distinct windows of each reel, with how many stops show them.
pub(super) fn columns(cfg: &SlotsConfig) -> Vec<Vec<Column>> {
    let scatter = cfg.scatter();
    cfg.reels
        .iter()
        .map(|strip| {
            let mut seen: Vec<Column> = Vec::new();
            for stop in 0..strip.len() {
                let symbols: Vec<u8> = (0..usize::from(cfg.rows))
                    .map(|row| strip[(stop + row) % strip.len()])
                    .collect();
                match seen.iter_mut().find(|c| c.symbols == symbols) {
                    Some(c) => c.stops += 1,
                    None => seen.push(Column {
                        scatters: symbols
                            .iter()
                            .filter(|&&x| Some(x) == scatter)
                            .count()
                            .min(SCATTER_CAP),
                        symbols,
                        stops: 1,
                    }),
                }
            }
            seen
        })
        .collect()
}

/// Stop combinations by number of scatters in the window (the last bucket: 5 or more), by
/// convolving the reels' own distributions.
pub(super) fn scatter_counts(cfg: &SlotsConfig) -> [u128; SCATTER_CAP + 1] {
    let mut total = [0u128; SCATTER_CAP + 1];
    total[0] = 1;
    let scatter = cfg.scatter();
    for strip in &cfg.reels {
        let mut reel = [0u128; SCATTER_CAP + 1];
        for stop in 0..strip.len() {
            let c = (0..usize::from(cfg.rows))
                .filter(|row| Some(strip[(stop + row) % strip.len()]) == scatter)
                .count();
            reel[c.min(SCATTER_CAP)] += 1;
        }
        let mut next = [0u128; SCATTER_CAP + 1];
        for (a, &x) in total.iter().enumerate() {
            for (b, &y) in reel.iter().enumerate() {
                next[(a + b).min(SCATTER_CAP)] += x * y;
            }
        }
        total = next;
    }
    total
}

/// Stop combinations that trigger free spins (3 or more scatters), and all of them.
pub(super) fn trigger_odds(cfg: &SlotsConfig) -> (u128, u128) {
    let counts = scatter_counts(cfg);
    (counts[3..].iter().sum(), counts.iter().sum())
}

/// Return to player and variance per unit staked, exact (see the module documentation). An
/// invalid configuration profiles as zero.
pub fn profile(cfg: &SlotsConfig) -> Profile {
    let zero = Profile {
        rtp: Ratio::new(0, 1),
        variance: Ratio::new(0, 1),
        method: RtpMethod::Enumeration,
    };
    if cfg.validate().is_err() {
        return zero;
    }
    let lines = spin_moments(cfg);
    let scatter_pay = |c: usize| u128::from(cfg.scatter().map_or(0, |sc| symbol_pay(cfg, sc, c)));
    // Sums over all D stop combinations of the spin's win W = L + scatter pay, of W^2, and of W
    // and 1 over the combinations that trigger.
    let (mut d, mut a1, mut a2, mut a1t, mut t) = (0u128, 0u128, lines.s2, 0u128, 0u128);
    for c in 0..=SCATTER_CAP {
        let (n, s1, pay) = (lines.n[c], lines.s1[c], scatter_pay(c));
        d += n;
        a1 += s1 + n * pay;
        a2 += 2 * pay * s1 + n * pay * pay;
        if c >= 3 && cfg.free_spins.is_some() {
            t += n;
            a1t += s1 + n * pay;
        }
    }
    let coins = u128::from(cfg.coins);
    let fs = cfg.free_spins;
    let (n, m) = fs.map_or((0, 1), |f| (u128::from(f.spins), u128::from(f.multiplier)));
    let retrigger = fs.is_some_and(|f| f.retrigger);

    // RTP = E[X] / coins with E[X] = E[W] + p N m E[W] / (1 - pN if retriggers).
    let rtp = if retrigger {
        Ratio::new(a1 * (d - n * t + n * m * t), d * (d - n * t) * coins)
    } else {
        Ratio::new(a1 * (d + n * m * t), d * d * coins)
    };

    let f = Frac::new;
    let ew = f(a1, d);
    let ew2 = f(a2, d);
    let ew1t = f(a1t, d);
    let p = f(t, d);
    let (nf, mf) = (Frac::int(n), Frac::int(m));
    let ey = mf.mul(&ew);
    let ey2 = mf.mul(&mf).mul(&ew2);
    let ey1r = mf.mul(&ew1t);
    let (ez, ez2) = if retrigger {
        let q = f(d - n * t, d);
        let ez = ey.div(&q);
        let cross = Frac::int(2 * n).mul(&ey1r).mul(&ez);
        let offspring = p.mul(&Frac::int(n * n.saturating_sub(1))).mul(&ez).mul(&ez);
        (ez.clone(), ey2.add(&cross).add(&offspring).div(&q))
    } else {
        (ey, ey2)
    };
    // F: the total of the N free spins awarded, independent of the base spin given the trigger.
    let ef = nf.mul(&ez);
    let ef2 = nf
        .mul(&ez2)
        .add(&Frac::int(n * n.saturating_sub(1)).mul(&ez).mul(&ez));
    let ex = ew.add(&p.mul(&ef));
    let ex2 = ew2.add(&Frac::int(2).mul(&ew1t).mul(&ef)).add(&p.mul(&ef2));
    let variance = ex2.sub(&ex.mul(&ex)).div(&Frac::int(coins * coins));
    Profile {
        rtp,
        variance: Ratio::new(variance.ceil_scaled(VARIANCE_SCALE), VARIANCE_SCALE),
        method: RtpMethod::Enumeration,
    }
}

/// A multiply-rotate hasher: the keys are short vectors of small integers built by this module,
/// and SipHash's flood resistance is not needed for them.
#[derive(Default)]
pub(super) struct FxHasher(u64);

pub(super) type Fx = BuildHasherDefault<FxHasher>;

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}
