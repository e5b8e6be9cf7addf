//! The spread of designs the generator is calibrated on: every layout and volatility, with
//! symbol counts, free spins and variant numbers varied. Compiled for the tests and for the
//! `measure` feature (the `measure_games` example), never for the server or the browser.

use super::design::{Design, Layout, in_range};
use crate::games::{Profile, Volatility};

/// `variants` designs per layout and volatility.
pub fn designs(variants: u32) -> Vec<Design> {
    let mut out = Vec::new();
    for layout in Layout::ALL {
        for volatility in [Volatility::Low, Volatility::Medium, Volatility::High] {
            for variant in 0..variants {
                out.push(Design {
                    layout,
                    volatility,
                    symbols: 4 + (variant % 9) as u8,
                    free_spins: variant % 3 != 1,
                    variant: variant * 7919 + 13,
                });
            }
        }
    }
    out
}

/// Whether a generated slot is what its design asked for: the volatility, and an RTP in range.
pub fn hits(d: &Design, p: &Profile) -> bool {
    p.volatility() == d.volatility && in_range(p)
}
