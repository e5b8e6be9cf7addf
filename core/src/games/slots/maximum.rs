//! The largest win of a slot round, exactly: the best spin found by a dynamic programme over the
//! reels, then the best the free spins can add to it.
//!
//! The programme is `profile.rs`'s (the same alive entries, merged by the same keys) carrying,
//! instead of sums, the most coins already paid by each state per number of scatters seen; it
//! plays every reel, as a maximum has no closed form over the last two. Every state is reached by
//! some stop combination, so the figure is attained, never a bound.
//!
//! After each reel, a state's count is dropped when even its most favourable future cannot reach
//! what another state will pay at the least (pays only ever add), neither for the best spin nor, while
//! it can still show three scatters, for the best triggering spin. This keeps a few hundred of
//! the thousands of states the last reels would otherwise play.

use std::collections::HashMap;

use super::SlotsConfig;
use super::evaluate::symbol_pay;
use super::profile::{Column, Fx, NO_SYMBOL, Rules, SCATTER_CAP, columns};
use crate::games::Ratio;

/// The most coins paid so far by some combination, per number of scatters seen (capped).
type Best = [Option<u64>; SCATTER_CAP + 1];
type States = HashMap<Vec<u32>, Best, Fx>;

/// The most one spin pays in coins, scatter pays included: over every spin, and over the spins
/// that trigger free spins (`None` when none can).
pub(super) fn best_spin(cfg: &SlotsConfig) -> (u64, Option<u64>) {
    let rules = Rules::new(cfg);
    let columns = columns(cfg);
    let bounds = Bounds::new(&rules, &columns);
    let mut states = States::default();
    let mut start = [None; SCATTER_CAP + 1];
    start[0] = Some(0);
    states.insert(rules.start(), start);
    let mut done = [None; SCATTER_CAP + 1];
    let mut reached = Reached::default();
    for (reel, columns) in columns.iter().enumerate() {
        states = advance(&rules, columns, reel, &states, &mut done);
        bounds.prune(&mut states, reel + 1, &mut reached);
    }
    let scatter_pay = |c: usize| cfg.scatter().map_or(0, |sc| symbol_pay(cfg, sc, c));
    let spin = |c: usize| done[c].map(|paid: u64| paid + scatter_pay(c));
    let all = (0..=SCATTER_CAP).filter_map(spin).max().unwrap_or(0);
    let triggering = if cfg.free_spins.is_some() {
        (3..=SCATTER_CAP).filter_map(spin).max()
    } else {
        None
    };
    (all, triggering)
}

/// Plays one reel on every state, keeping the best pay per key and scatter count; the last reel
/// keeps only the best per scatter count, in `done`.
fn advance(
    rules: &Rules,
    columns: &[Column],
    reel: usize,
    states: &States,
    done: &mut Best,
) -> States {
    let last = reel + 1 == rules.cfg.reels.len();
    let keep = rules.keep_masks(columns);
    let mut next = States::default();
    let mut reach = |key: &[u32], best: &Best, paid: u64, scatters: usize| {
        let into = if last {
            &mut *done
        } else {
            next.entry(key.to_vec()).or_insert([None; SCATTER_CAP + 1])
        };
        for (seen, b) in best.iter().enumerate() {
            if let Some(b) = b {
                let to = &mut into[(seen + scatters).min(SCATTER_CAP)];
                *to = Some(to.map_or(b + paid, |t| t.max(b + paid)));
            }
        }
    };
    let mut buf = Vec::new();
    for (alive, best) in states {
        let mut survivors = 0u128;
        for &e in alive {
            survivors |= keep[rules.keep_index(e, reel)];
        }
        // Columns where every entry dies pay the same: only their scatter counts differ.
        let mut dying = [false; SCATTER_CAP + 1];
        for (j, column) in columns.iter().enumerate() {
            if survivors >> j & 1 == 1 {
                buf.clear();
                let paid = rules.step(alive, &column.symbols, reel, &mut buf);
                reach(&buf, best, paid, column.scatters);
            } else {
                dying[column.scatters] = true;
            }
        }
        let paid: u64 = alive.iter().map(|&e| rules.death_pay(e, reel)).sum();
        for (scatters, _) in dying.iter().enumerate().filter(|(_, d)| **d) {
            reach(&[], best, paid, scatters);
        }
    }
    next
}

/// The least some state will have paid (what it has paid, and what its alive entries will pay
/// at the least): every spin through it pays at least that much, and one through a state that
/// has seen three scatters triggers.
#[derive(Default)]
struct Reached {
    any: u64,
    triggering: Option<u64>,
}

/// What a state can still add at most, from the reels still to play.
struct Bounds<'a> {
    rules: &'a Rules<'a>,
    /// Lines: an entry's best pay by its symbol (the last: still only wilds).
    line_best: Vec<u64>,
    /// Ways: a symbol's best pay per way, and how many positions of each reel can show it.
    way_best: Vec<u64>,
    way_positions: Vec<Vec<u64>>,
    /// The best scatter pay for a count of at least `c`.
    scatter_best: [u64; SCATTER_CAP + 1],
    /// The most scatters the reels from `r` on can add.
    scatters_ahead: Vec<usize>,
    triggers: bool,
}

impl<'a> Bounds<'a> {
    fn new(rules: &'a Rules<'a>, columns: &[Vec<Column>]) -> Bounds<'a> {
        let cfg = rules.cfg;
        let nsym = cfg.symbols.len();
        let wild_best = (0..=5).map(|c| rules.wild_pay(c)).max().unwrap_or(0);
        let symbol_best = |s: usize| rules.pays[s].iter().copied().max().unwrap_or(0);
        let mut line_best: Vec<u64> = (0..nsym).map(|s| symbol_best(s).max(wild_best)).collect();
        line_best.push(line_best.iter().copied().max().unwrap_or(0));
        let way_positions = columns
            .iter()
            .map(|reel| {
                (0..nsym)
                    .map(|s| {
                        reel.iter()
                            .map(|c| {
                                c.symbols
                                    .iter()
                                    .filter(|&&x| usize::from(x) == s || rules.is_wild(x))
                                    .count() as u64
                            })
                            .max()
                            .unwrap_or(0)
                    })
                    .collect()
            })
            .collect();
        let scatter_pay = |c: usize| cfg.scatter().map_or(0, |sc| symbol_pay(cfg, sc, c));
        let scatter_best =
            std::array::from_fn(|c| (c..=SCATTER_CAP).map(scatter_pay).max().unwrap_or(0));
        let mut scatters_ahead = vec![0; columns.len() + 1];
        for r in (0..columns.len()).rev() {
            let most = columns[r].iter().map(|c| c.scatters).max().unwrap_or(0);
            scatters_ahead[r] = scatters_ahead[r + 1] + most;
        }
        Bounds {
            rules,
            line_best,
            way_best: (0..nsym).map(symbol_best).collect(),
            way_positions,
            scatter_best,
            scatters_ahead,
            triggers: cfg.free_spins.is_some(),
        }
    }

    /// The most an alive entry can still pay once `played` reels are played.
    fn entry_best(&self, e: u32, played: usize) -> u64 {
        if self.rules.lines.is_some() {
            let symbol = e >> 8 & 0xff;
            let index = if symbol == NO_SYMBOL {
                self.line_best.len() - 1
            } else {
                symbol as usize
            };
            self.line_best[index]
        } else {
            let (symbol, ways) = ((e >> 24) as usize, u64::from(e & 0xff_ffff));
            let more: u64 = self.way_positions[played..]
                .iter()
                .map(|reel| reel[symbol].max(1))
                .product();
            ways * more * self.way_best[symbol]
        }
    }

    /// The least an alive entry will still pay once `played` reels are played: it has already
    /// matched that many, and its pay is the one of its final count.
    fn entry_least(&self, e: u32, played: usize) -> u64 {
        let counts = played..=self.rules.cfg.reels.len();
        if self.rules.lines.is_some() {
            let (symbol, leading) = (e >> 8 & 0xff, (e & 0xff) as usize);
            if symbol == NO_SYMBOL {
                return 0;
            }
            let wild = self.rules.wild_pay(leading);
            counts
                .map(|k| self.rules.pays[symbol as usize][k].max(wild))
                .min()
                .unwrap_or(0)
        } else {
            let (symbol, ways) = ((e >> 24) as usize, u64::from(e & 0xff_ffff));
            ways * counts
                .map(|k| self.rules.pays[symbol][k])
                .min()
                .unwrap_or(0)
        }
    }

    /// Drops the counts that can beat neither the best spin nor the best triggering spin
    /// already reached (ties are kept), and the states left with none.
    fn prune(&self, states: &mut States, played: usize, reached: &mut Reached) {
        for (alive, best) in states.iter() {
            let owed: u64 = alive.iter().map(|&e| self.entry_least(e, played)).sum();
            for (seen, b) in best.iter().enumerate() {
                if let Some(b) = *b {
                    let least = b + owed;
                    reached.any = reached.any.max(least);
                    if self.triggers && seen >= 3 {
                        reached.triggering =
                            Some(reached.triggering.map_or(least, |t| t.max(least)));
                    }
                }
            }
        }
        let can_trigger = |seen: usize| self.triggers && seen + self.scatters_ahead[played] >= 3;
        states.retain(|alive, best| {
            let ahead: u64 = alive.iter().map(|&e| self.entry_best(e, played)).sum();
            let mut kept = false;
            for (seen, b) in best.iter_mut().enumerate() {
                if let Some(paid) = *b {
                    let most = paid + ahead + self.scatter_best[seen];
                    let useful = most >= reached.any
                        || (can_trigger(seen) && reached.triggering.is_none_or(|t| most >= t));
                    if useful {
                        kept = true;
                    } else {
                        *b = None;
                    }
                }
            }
            kept
        });
    }
}

/// The most a round returns per unit staked: the best spin alone, or the best triggering spin
/// followed by every free spin at the best spin, multiplied. `None` when free spins retrigger
/// without limit. An invalid configuration returns zero.
pub fn max_return(cfg: &SlotsConfig) -> Option<Ratio> {
    if cfg.validate().is_err() {
        return Some(Ratio::new(0, 1));
    }
    let coins = u128::from(cfg.coins);
    let (all, triggering) = best_spin(cfg);
    let best = match (cfg.free_spins, triggering) {
        (Some(fs), _) if fs.retrigger => return None,
        (Some(fs), Some(t)) => {
            let free = u128::from(fs.spins) * u128::from(fs.multiplier) * u128::from(all);
            u128::from(all).max(u128::from(t) + free)
        }
        _ => u128::from(all),
    };
    Some(Ratio::new(best, coins))
}
