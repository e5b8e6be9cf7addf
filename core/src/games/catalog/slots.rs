//! The catalog's slots: every theme in several layouts and volatilities, each a design of the
//! slots engine with its own strips and paytable.

use super::THEMES;
use super::build::Builder;
use crate::games::slots::{Design, Layout, design};
use crate::games::{GameConfig, Volatility};

const LAYOUTS: [Layout; 6] = [
    Layout::Lines20,
    Layout::Ways243,
    Layout::Lines10,
    Layout::Classic3x3,
    Layout::Lines40,
    Layout::Ways1024,
];
const VOLATILITIES: [Volatility; 3] = [Volatility::Medium, Volatility::High, Volatility::Low];

/// Slots per theme: 308 in all.
const PER_THEME: u32 = 11;

/// Themes whose games also belong to another category of the lobby.
fn categories(theme: &str, layout: Layout) -> Vec<&'static str> {
    let mut c = vec!["slots"];
    match theme {
        "fishing" | "ocean" => c.push("fishing"),
        "fighting" | "samurai" => c.push("fighting"),
        "shooting" | "western" => c.push("shooting"),
        "sports" | "racing" => c.push("sports"),
        "candy" | "circus" | "garden" => c.push("casual-games"),
        _ => {}
    }
    if layout == Layout::Classic3x3 && !c.contains(&"casual-games") {
        c.push("casual-games");
    }
    c
}

pub fn add(b: &mut Builder) {
    // Tables and draws have their own games; every other theme dresses slots.
    for (t, theme) in THEMES
        .iter()
        .filter(|t| !matches!(t.slug, "tables" | "lottery"))
        .enumerate()
    {
        for v in 0..PER_THEME {
            let i = t as u32 * PER_THEME + v;
            let layout = LAYOUTS[(i as usize + t) % LAYOUTS.len()];
            let d = Design {
                layout,
                volatility: VOLATILITIES[(i as usize / 2 + v as usize) % 3],
                symbols: 6 + (i % 4) as u8,
                free_spins: i % 3 != 2,
                variant: i,
            };
            let cats = categories(theme.slug, layout);
            b.themed(theme.slug, v, "", &cats, GameConfig::Slots(design(&d)));
        }
    }
}
