//! Statistical checks for the engine tests: the simulated return within the 99 % interval of the
//! computed one, and chi-square tests of outcome frequencies at 99 % confidence. Floating point
//! is fine here: these are statistics about the engines, never money.
#![allow(clippy::float_arithmetic)]

use super::{FairStream, Ratio};

/// Two-sided 99 % normal quantile.
const Z99: f64 = 2.575_829;

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
    assert_eq!(
        observed.len(),
        probabilities.len(),
        "{label}: one probability per cell"
    );
    let n: u64 = observed.iter().sum();
    let (mut chi, mut cells, mut pooled_obs, mut pooled_exp) = (0f64, 0usize, 0f64, 0f64);
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
    let df = cells.saturating_sub(1).max(1) as f64;
    // Wilson-Hilferty approximation of the 99th percentile of chi-square with df degrees.
    let h = 2.0 / (9.0 * df);
    let critical = df * (1.0 - h + 2.326_348 * h.sqrt()).powi(3);
    assert!(
        chi <= critical,
        "{label}: chi-square {chi:.2} above the 99 % critical value {critical:.2} (df {df})"
    );
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
}
