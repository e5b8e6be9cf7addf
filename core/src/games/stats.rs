//! Statistical checks for the engine tests: the simulated return within the 99 % interval of the
//! computed one; chi-square tests of outcome frequencies, Wald–Wolfowitz runs and lag-1 serial
//! correlation, each at a stated confidence (99 % unless said otherwise); and the binomial
//! bound on how many of many independent seeds may fail a 99 % test while the engine is fair.
//! Floating point is fine here: these are statistics about the engines, never money.
#![allow(clippy::float_arithmetic)]

use super::{FairStream, Ratio};

/// Two-sided 99 % normal quantile.
const Z99: f64 = 2.575_829;

/// A confidence level by its significance `alpha` and the normal quantiles tests compare with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Confidence {
    pub alpha: f64,
    /// `P(Z > upper) = alpha`: the quantile of one-sided tests (chi-square's upper tail).
    pub upper: f64,
    /// `P(|Z| > two_sided) = alpha`: the quantile of two-sided normal tests.
    pub two_sided: f64,
}

/// 99 %: the level of every per-seed test.
pub const C99: Confidence = Confidence {
    alpha: 0.01,
    upper: 2.326_348,
    two_sided: Z99,
};

/// 99.99 %: the level of the tests pooling every seed's rounds, one per engine, so the two dozen
/// of them together raise a false alarm with a chance under 0.3 %.
pub const C9999: Confidence = Confidence {
    alpha: 1e-4,
    upper: 3.719_016,
    two_sided: 3.890_592,
};

/// The chance, per engine and test, that a fair engine still fails more seeds than the binomial
/// bound allows. The seventy-odd such assertions keep the whole battery's false alarm under 1e-4.
pub const BOUND_RISK: f64 = 1e-6;

pub fn ratio_f64(r: Ratio) -> f64 {
    r.num as f64 / r.den as f64
}

/// A stream for round `i` of a simulation: a fixed seed, the round index as nonce.
pub fn stream(i: u64) -> FairStream {
    FairStream::new(b"simulation server seed", "simulation", i)
}

/// Asserts that the mean return of `rounds` simulated rounds (each `(stake, win)` in cents) lies
/// within the 99 % interval around `rtp`, whose width comes from the exact `variance` per unit.
pub fn assert_return_within_99(
    label: &str,
    rounds: impl IntoIterator<Item = (i64, i64)>,
    rtp: Ratio,
    variance: Ratio,
) {
    let (mut staked, mut won, mut n) = (0f64, 0f64, 0u64);
    for (stake, win) in rounds {
        staked += stake as f64;
        won += win as f64;
        n += 1;
    }
    let mean = won / staked;
    let expected = ratio_f64(rtp);
    let half_width = Z99 * (ratio_f64(variance) / n as f64).sqrt();
    assert!(
        (mean - expected).abs() <= half_width,
        "{label}: simulated return {mean:.5} over {n} rounds is outside {expected:.5} ± {half_width:.5}"
    );
}

/// Asserts that observed counts fit the expected probabilities (chi-square, 99 %). Cells with
/// an expected count under 5 are pooled into one, as the test requires.
pub fn assert_frequencies_fit(label: &str, observed: &[u64], probabilities: &[f64]) {
    let chi = chi_square(observed, probabilities);
    assert!(
        chi.passes(C99),
        "{label}: chi-square {:.2} above the 99 % critical value {:.2} (df {})",
        chi.statistic,
        chi.critical(C99),
        chi.df
    );
}

/// The critical value of chi-square with `df` degrees of freedom at `level`. One degree is exact
/// (the square of the two-sided normal quantile); from two up, Wilson–Hilferty's cube-root normal
/// approximation `df (1 - h + z sqrt(h))^3`, `h = 2 / (9 df)`, which errs on the safe side at
/// 99 % and 99.99 %: the real alpha is 0.0098 to 0.0100 at 99 % and 0.6e-4 to 1e-4 at 99.99 %.
pub fn chi_square_critical(df: u64, level: Confidence) -> f64 {
    if df <= 1 {
        return level.two_sided * level.two_sided;
    }
    let df = df as f64;
    let h = 2.0 / (9.0 * df);
    df * (1.0 - h + level.upper * h.sqrt()).powi(3)
}

/// A chi-square statistic with its degrees of freedom; parts from independent samples add up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChiSquare {
    pub statistic: f64,
    pub df: u64,
}

impl ChiSquare {
    pub fn critical(&self, level: Confidence) -> f64 {
        chi_square_critical(self.df, level)
    }

    /// Whether the counts fit at `level` (the statistic at most the critical value).
    pub fn passes(&self, level: Confidence) -> bool {
        self.statistic <= self.critical(level)
    }

    pub fn plus(self, other: ChiSquare) -> ChiSquare {
        ChiSquare {
            statistic: self.statistic + other.statistic,
            df: self.df + other.df,
        }
    }
}

/// Pearson's chi-square of counts of one categorical value per round against its
/// probabilities. Cells with an expected count under 5 are pooled into one, as the test
/// requires; the degrees of freedom are the cells left less one (at least one).
pub fn chi_square(observed: &[u64], probabilities: &[f64]) -> ChiSquare {
    assert_eq!(
        observed.len(),
        probabilities.len(),
        "one probability per cell"
    );
    let n: u64 = observed.iter().sum();
    let (mut chi, mut cells, mut pooled_obs, mut pooled_exp) = (0f64, 0u64, 0f64, 0f64);
    for (&o, &p) in observed.iter().zip(probabilities) {
        let e = p * n as f64;
        if e < 5.0 {
            pooled_obs += o as f64;
            pooled_exp += e;
        } else {
            chi += (o as f64 - e).powi(2) / e;
            cells += 1;
        }
    }
    if pooled_exp > 0.0 {
        chi += (pooled_obs - pooled_exp).powi(2) / pooled_exp.max(1e-9);
        cells += 1;
    }
    ChiSquare {
        statistic: chi,
        df: cells.saturating_sub(1).max(1),
    }
}

/// The expected count of every cell of an equally likely table, checked to be at least 5.
fn uniform_expectation(total: u64, cells: usize) -> f64 {
    let e = total as f64 / cells as f64;
    assert!(
        e >= 5.0,
        "{e:.2} expected per cell: too few rounds for chi-square"
    );
    e
}

/// Pearson's chi-square of a table of deals: `table[p][k]` counts the rounds whose position
/// `p` held a card (ball, number) of kind `k`, every kind equally represented in a population
/// of `population` items dealt without replacement (`None`: drawn with replacement), the
/// positions being distinct positions of one uniform order (a shuffle, the first cards of a
/// shoe, the balls of a draw in order).
///
/// Positions of one round are not independent (a card dealt first is missing from the second
/// position), which makes Pearson's sum a weighted sum of chi-squares rather than one. It splits
/// exactly into two parts: the kinds' totals over the positions, whose deviations shrink by
/// `(M - k) / (M - 1)` (a sample of `k` of `M` without replacement), and the positions' share of
/// each kind, whose deviations grow by `M / (M - 1)`. Each part divided by its factor is a
/// chi-square, with `N - 1` and `(k - 1)(N - 1)` degrees for `N` kinds and `k` positions;
/// their sum is returned. A full deal (`k = M`) fixes the totals, leaving the second part only:
/// a 52x52 position-by-card table of whole shuffles has 51² degrees.
pub fn chi_square_deals(table: &[Vec<u64>], population: Option<u64>) -> ChiSquare {
    let positions = table.len();
    let kinds = table.first().map_or(0, Vec::len);
    assert!(positions > 0 && kinds > 1, "a table of positions by kinds");
    assert!(
        table.iter().all(|row| row.len() == kinds),
        "rows of one width"
    );
    let rounds: u64 = table[0].iter().sum();
    assert!(
        table.iter().all(|row| row.iter().sum::<u64>() == rounds),
        "one kind per position and round"
    );
    let e = uniform_expectation(rounds, kinds);
    let total: f64 = table
        .iter()
        .flatten()
        .map(|&o| (o as f64 - e).powi(2) / e)
        .sum();
    let k = positions as u64;
    let margin = chi_square_sample_statistic(table, e * positions as f64);
    let interaction = total - margin;
    let (margin_factor, interaction_factor) = match population {
        Some(m) => {
            assert!(m >= k && m % kinds as u64 == 0, "{k} positions of {m}");
            let m1 = (m - 1) as f64;
            ((m - k) as f64 / m1, m as f64 / m1)
        }
        None => (1.0, 1.0),
    };
    let kinds_df = (kinds - 1) as u64;
    let interaction_part = ChiSquare {
        statistic: interaction / interaction_factor,
        df: (k - 1) * kinds_df,
    };
    if margin_factor == 0.0 {
        return interaction_part;
    }
    let margin_part = ChiSquare {
        statistic: margin / margin_factor,
        df: kinds_df,
    };
    if k == 1 {
        margin_part
    } else {
        margin_part.plus(interaction_part)
    }
}

/// Pearson's sum over the kinds' totals across the positions of `table`, each expected `e`.
fn chi_square_sample_statistic(table: &[Vec<u64>], e: f64) -> f64 {
    let kinds = table[0].len();
    (0..kinds)
        .map(|j| {
            let o: u64 = table.iter().map(|row| row[j]).sum();
            (o as f64 - e).powi(2) / e
        })
        .sum()
}

/// Pearson's chi-square of unordered samples: `counts[k]` counts the rounds whose sample of
/// `per_round` items held kind `k`, every kind appearing once in a population of
/// `counts.len()` (the three winning cells of nine, say). The correction of
/// `chi_square_deals` for sampling without replacement applies: `N - 1` degrees.
pub fn chi_square_subsets(counts: &[u64], per_round: u64) -> ChiSquare {
    let n = counts.len() as u64;
    assert!(per_round >= 1 && per_round < n, "a proper sample");
    let total: u64 = counts.iter().sum();
    let e = uniform_expectation(total, counts.len());
    let statistic: f64 = counts.iter().map(|&o| (o as f64 - e).powi(2) / e).sum();
    ChiSquare {
        statistic: statistic * (n - 1) as f64 / (n - per_round) as f64,
        df: n - 1,
    }
}

/// A statistic that is standard normal when the sequence is random, judged two-sided.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Normal {
    pub z: f64,
}

impl Normal {
    /// Whether `|z|` stays under the two-sided quantile of `level` (2.5758 at 99 %).
    pub fn passes(&self, level: Confidence) -> bool {
        self.z.abs() < level.two_sided
    }
}

/// The Wald–Wolfowitz runs test of a two-symbol sequence: with `a` and `b` of each symbol
/// among `n`, the number of runs `R` has mean `2ab/n + 1` and variance
/// `2ab(2ab - n) / (n²(n - 1))`, and `(R - mean) / sd` is about standard normal. Too few runs
/// (clusters) and too many (alternation) both fail. A sequence of one symbol only cannot be
/// judged and fails (z infinite): the callers choose a split that both symbols reach.
pub fn runs(symbols: &[bool]) -> Normal {
    let n = symbols.len() as f64;
    let a = symbols.iter().filter(|&&s| s).count() as f64;
    let b = n - a;
    if a == 0.0 || b == 0.0 {
        return Normal { z: f64::INFINITY };
    }
    let runs = 1 + symbols.windows(2).filter(|w| w[0] != w[1]).count();
    let mean = 2.0 * a * b / n + 1.0;
    let variance = 2.0 * a * b * (2.0 * a * b - n) / (n * n * (n - 1.0));
    Normal {
        z: (runs as f64 - mean) / variance.sqrt(),
    }
}

/// The lag-1 serial correlation test: `r = Σ (x_i - m)(x_{i+1} - m) / Σ (x_i - m)²` over `n`
/// values of mean `m`; for an independent sequence `r` is about normal of mean `-1/n` and
/// variance `1/n`, so `z = (r + 1/n) sqrt(n)` and `|z| < 2.5758` passes at 99 %. A constant
/// sequence cannot be judged and fails (z infinite).
pub fn serial_correlation(xs: &[f64]) -> Normal {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let sq: f64 = xs.iter().map(|x| (x - mean).powi(2)).sum();
    if xs.len() < 3 || sq == 0.0 {
        return Normal { z: f64::INFINITY };
    }
    let lagged: f64 = xs.windows(2).map(|w| (w[0] - mean) * (w[1] - mean)).sum();
    let r = lagged / sq;
    Normal {
        z: (r + 1.0 / n) * n.sqrt(),
    }
}

/// The most seeds out of `seeds` that may fail a test of significance `alpha` while the engine
/// is fair: the smallest `k` with `P(Binomial(seeds, alpha) > k) <= risk`. 200 seeds at 1 % and
/// a risk of 1e-6 allow 12 (2 expected).
pub fn binomial_bound(seeds: u32, alpha: f64, risk: f64) -> u32 {
    // The probabilities of 0..=seeds failures, then their upper tails summed from the top so
    // the tiny ones keep their precision.
    let mut pmf = vec![(1.0 - alpha).powi(seeds as i32)];
    for i in 0..seeds {
        let next =
            pmf[i as usize] * f64::from(seeds - i) / f64::from(i + 1) * alpha / (1.0 - alpha);
        pmf.push(next);
    }
    let mut above = 0.0;
    let mut bound = seeds;
    for k in (0..seeds).rev() {
        above += pmf[k as usize + 1];
        if above > risk {
            break;
        }
        bound = k;
    }
    bound
}

/// A seeded stream as the site opens them: server seed `seed {s}`, one per seed, and the
/// rounds of that seed at consecutive nonces.
pub fn seeded_stream(seed: u32, nonce: u64) -> FairStream {
    FairStream::new(format!("seed {seed}").as_bytes(), "client", nonce)
}

/// Failures of named 99 % tests over independent seeds, held to the binomial bound.
pub struct Tally {
    label: String,
    seeds: u32,
    failures: Vec<(&'static str, u32)>,
}

impl Tally {
    pub fn new(label: &str) -> Tally {
        Tally {
            label: label.to_owned(),
            seeds: 0,
            failures: Vec::new(),
        }
    }

    /// One seed's verdicts, by test name.
    pub fn seed(&mut self, verdicts: &[(&'static str, bool)]) {
        self.seeds += 1;
        for &(test, passed) in verdicts {
            let i = match self.failures.iter().position(|(t, _)| *t == test) {
                Some(i) => i,
                None => {
                    self.failures.push((test, 0));
                    self.failures.len() - 1
                }
            };
            self.failures[i].1 += u32::from(!passed);
        }
    }

    /// The number of seeds recorded, the bound, and each test's failures.
    pub fn failures(&self) -> (u32, u32, &[(&'static str, u32)]) {
        let bound = binomial_bound(self.seeds, C99.alpha, BOUND_RISK);
        (self.seeds, bound, &self.failures)
    }

    /// Asserts that no test failed more seeds than the binomial bound.
    pub fn assert_within_bound(&self) {
        let (seeds, bound, failures) = self.failures();
        for &(test, failed) in failures {
            assert!(
                failed <= bound,
                "{}: {test} failed {failed} of {seeds} seeds at 99 %, more than the binomial bound {bound}",
                self.label
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fair_die_passes_and_a_loaded_one_fails() {
        let mut s = stream(0);
        let mut counts = [0u64; 6];
        for _ in 0..60_000 {
            counts[s.below(6) as usize] += 1;
        }
        assert_frequencies_fit("die", &counts, &[1.0 / 6.0; 6]);
        let loaded = std::panic::catch_unwind(|| {
            assert_frequencies_fit(
                "loaded",
                &[12_000, 10_000, 10_000, 10_000, 10_000, 8_000],
                &[1.0 / 6.0; 6],
            )
        });
        assert!(loaded.is_err());
    }

    #[test]
    fn critical_values_are_within_a_quarter_percent_of_the_tables_and_never_below() {
        // (degrees, 99 %, 99.99 %) from tables of the chi-square distribution.
        let tables = [
            (1, 6.634_897, 15.136_705),
            (2, 9.210_340, 18.420_681),
            (5, 15.086_272, 25.744_832),
            (15, 30.577_914, 44.263_225),
            (49, 74.919_474, 94.596_722),
            (100, 135.806_723, 161.318_657),
            (2601, 2_771.722_955, 2_877.825_631),
        ];
        for (df, at99, at9999) in tables {
            for (level, exact) in [(C99, at99), (C9999, at9999)] {
                let got = chi_square_critical(df, level);
                let slack = if level == C99 { 0.0025 } else { 0.05 };
                assert!(
                    got >= exact - 1e-4 && got <= exact * (1.0 + slack),
                    "df {df}: {got} for {exact}"
                );
            }
        }
    }

    #[test]
    fn the_binomial_bound_is_the_smallest_count_whose_tail_is_within_the_risk() {
        // P(Binomial(200, 0.01) > 12) = 1.6e-7, P(> 11) = 1.2e-6 (exact sums).
        assert_eq!(binomial_bound(200, 0.01, 1e-6), 12);
        assert_eq!(binomial_bound(100, 0.01, 1e-6), 8);
        assert_eq!(binomial_bound(2000, 0.01, 1e-6), 44);
        assert_eq!(binomial_bound(200, 0.01, 0.5), 2);
        assert_eq!(binomial_bound(10, 0.5, 0.0), 10);
        let mut tally = Tally::new("tally");
        for i in 0..200 {
            tally.seed(&[("a", i >= 12), ("b", i >= 13)]);
        }
        assert_eq!(tally.failures().1, 12);
        assert!(std::panic::catch_unwind(|| tally.assert_within_bound()).is_err());
        let mut tally = Tally::new("tally");
        for i in 0..200 {
            tally.seed(&[("a", i >= 12)]);
        }
        tally.assert_within_bound();
    }

    /// Uniform values of `0..n` from a seed's stream.
    fn uniform_values(seed: u32, n: u32, count: usize) -> Vec<f64> {
        let mut s = seeded_stream(seed, 0);
        (0..count).map(|_| f64::from(s.below(n))).collect()
    }

    #[test]
    fn runs_fail_alternation_and_clusters() {
        let random: Vec<bool> = uniform_values(1, 2, 1000)
            .iter()
            .map(|&v| v == 1.0)
            .collect();
        assert!(runs(&random).passes(C99));
        let alternating: Vec<bool> = (0..1000).map(|i| i % 2 == 0).collect();
        assert!(runs(&alternating).z > 30.0);
        let clustered: Vec<bool> = (0..1000).map(|i| i / 10 % 2 == 0).collect();
        assert!(runs(&clustered).z < -25.0);
        assert!(!runs(&[true; 100]).passes(C99));
    }

    #[test]
    fn serial_correlation_fails_trends_alternation_and_repeats() {
        assert!(serial_correlation(&uniform_values(2, 100, 1000)).passes(C99));
        let trend: Vec<f64> = (0..1000).map(f64::from).collect();
        assert!(serial_correlation(&trend).z > 30.0);
        let alternating: Vec<f64> = (0..1000).map(|i| f64::from(i % 2)).collect();
        assert!(serial_correlation(&alternating).z < -30.0);
        // Every value twice in a row: each value as likely as ever, r about 1/2.
        let doubled: Vec<f64> = uniform_values(3, 100, 500)
            .into_iter()
            .flat_map(|v| [v, v])
            .collect();
        assert!(serial_correlation(&doubled).z > 10.0);
        assert!(!serial_correlation(&[4.0; 100]).passes(C99));
    }

    /// Over `trials` independent samples: the mean of a chi-square statistic over its degrees
    /// (exactly 1 in expectation for these statistics) and how many fail at 99 %.
    fn calibrate(trials: u32, mut sample: impl FnMut(&mut FairStream) -> ChiSquare) -> (f64, u32) {
        let (mut ratio, mut failed) = (0.0, 0);
        for t in 0..trials {
            let chi = sample(&mut seeded_stream(t, 7));
            ratio += chi.statistic / chi.df as f64;
            failed += u32::from(!chi.passes(C99));
        }
        (ratio / f64::from(trials), failed)
    }

    /// Deals of `positions` cards of a shuffled population of `decks` decks of `kinds` cards
    /// (`None`: drawn with replacement), `rounds` of them in a table.
    fn deal_table(
        s: &mut FairStream,
        kinds: usize,
        decks: Option<usize>,
        positions: usize,
        rounds: usize,
    ) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; kinds]; positions];
        for _ in 0..rounds {
            let dealt: Vec<usize> = match decks {
                Some(d) => s
                    .draw_distinct((kinds * d) as u32, positions)
                    .into_iter()
                    .map(|c| c as usize % kinds)
                    .collect(),
                None => (0..positions)
                    .map(|_| s.below(kinds as u32) as usize)
                    .collect(),
            };
            for (row, k) in table.iter_mut().zip(dealt) {
                row[k] += 1;
            }
        }
        table
    }

    #[test]
    fn the_deal_table_statistic_has_its_degrees_as_mean_and_fails_one_table_in_a_hundred() {
        // 2000 tables of fair deals each: a statistic off scale would move the mean (its
        // standard error here is under 0.01) and a test too loose would fail too often.
        let bound = binomial_bound(2000, 0.01, BOUND_RISK);
        let cases: [(usize, Option<usize>, usize); 4] = [
            // 3 cards of two decks of 6; a whole deal of 8; 5 of 6; 4 drawn with replacement.
            (6, Some(2), 3),
            (8, Some(1), 8),
            (6, Some(1), 5),
            (6, None, 4),
        ];
        for (kinds, decks, positions) in cases {
            let population = decks.map(|d| (kinds * d) as u64);
            let (mean, failed) = calibrate(2000, |s| {
                chi_square_deals(
                    &deal_table(s, kinds, decks, positions, kinds * 10),
                    population,
                )
            });
            let label = format!("{positions} of {kinds} x {decks:?}");
            assert!((mean - 1.0).abs() < 0.04, "{label}: mean {mean}");
            assert!(failed <= bound, "{label}: {failed} of 2000 failed");
        }
        // Three cells of nine, unordered.
        let (mean, failed) = calibrate(2000, |s| {
            let mut counts = [0u64; 9];
            for _ in 0..30 {
                for c in s.draw_distinct(9, 3) {
                    counts[c as usize] += 1;
                }
            }
            chi_square_subsets(&counts, 3)
        });
        assert!((mean - 1.0).abs() < 0.04, "subsets: mean {mean}");
        assert!(failed <= bound, "subsets: {failed} of 2000 failed");
    }

    #[test]
    fn runs_and_serial_correlation_fail_one_random_sequence_in_a_hundred() {
        let bound = binomial_bound(2000, 0.01, BOUND_RISK);
        let (mut runs_failed, mut serial_failed) = (0, 0);
        for t in 0..2000 {
            let xs = uniform_values(t, 10, 500);
            let split: Vec<bool> = xs.iter().map(|&x| x >= 5.0).collect();
            runs_failed += u32::from(!runs(&split).passes(C99));
            serial_failed += u32::from(!serial_correlation(&xs).passes(C99));
        }
        assert!(runs_failed <= bound, "runs: {runs_failed} of 2000");
        assert!(serial_failed <= bound, "serial: {serial_failed} of 2000");
        // And not a test that never fails: 20 expected.
        assert!(runs_failed >= 5 && serial_failed >= 5);
    }

    #[test]
    fn deals_and_subsets_fail_a_biased_deal() {
        let mut s = seeded_stream(0, 0);
        // Fair apart from kind 0, which never comes first.
        let mut table = deal_table(&mut s, 6, Some(1), 3, 600);
        let moved = table[0][0];
        table[0][0] = 0;
        table[0][1] += moved;
        assert!(chi_square_deals(&deal_table(&mut s, 6, Some(1), 3, 600), Some(6)).passes(C99));
        assert!(!chi_square_deals(&table, Some(6)).passes(C9999));
        // The sample's first cell chosen twice as often as the others.
        let mut counts = [0u64; 9];
        for _ in 0..300 {
            let mut three = s.draw_distinct(9, 3);
            if !three.contains(&0) && s.below(2) == 0 {
                three[0] = 0;
            }
            for c in three {
                counts[c as usize] += 1;
            }
        }
        assert!(!chi_square_subsets(&counts, 3).passes(C99));
    }
}
