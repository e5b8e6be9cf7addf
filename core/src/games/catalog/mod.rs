//! The catalog: every game of the lobby, each an engine of casino-core with its configuration,
//! dressed by a theme and published by a studio. It is code, deterministic and cheap to build:
//! the server builds it at start-up and computes each entry's profile.

mod art;
mod build;
mod card_games;
mod slots;
mod tables;
mod themes;

pub use art::{SCRATCH_ICONS, art, screen_icons};
pub use themes::{GLYPHS, STUDIOS, Studio, THEMES, Theme, glyph, theme};

use super::GameConfig;

/// The category slugs, in the lobby's order.
pub const CATEGORIES: &[&str] = &[
    "slots",
    "baccarat",
    "blackjack",
    "skill-games",
    "instant-win",
    "bingo",
    "fishing",
    "roulette",
    "european-roulette",
    "american-roulette",
    "french-roulette",
    "poker",
    "casual-games",
    "hi-lo-switch",
    "video-poker",
    "lottery",
    "dice",
    "sic-bo",
    "casino-holdem",
    "russian-poker",
    "live-dealer",
    "video-bingo",
    "racing",
    "sports",
    "keno",
    "fighting",
    "shooting",
    "scratch-cards",
    "card",
    "andar-bahar",
    "teen-patti",
];

/// Groups the lobby offers besides the categories.
pub const GROUPS: &[&str] = &["popular", "new", "live"];

/// One game of the lobby.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The slug of its URL, unique.
    pub id: String,
    pub name: String,
    pub studio: &'static Studio,
    pub theme: &'static Theme,
    /// Category slugs, the main one first.
    pub categories: Vec<&'static str>,
    pub config: GameConfig,
    /// Which of the theme's looks (icons, name words) this entry uses.
    pub variant: u32,
    /// Live tables share their rounds between every player at the table.
    pub live: bool,
    pub is_new: bool,
    pub popular: bool,
    /// Release order (higher is newer) and a popularity rank (higher first) for the lobby's orders.
    pub released: u32,
    pub popularity: u32,
}

/// A URL slug from a name: lower-case ASCII letters and digits joined by single hyphens.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'â' | 'á' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'ô' | 'ö' | 'ó' => 'o',
            'ü' | 'û' | 'ú' => 'u',
            'ï' | 'î' | 'í' => 'i',
            other => other.to_ascii_lowercase(),
        };
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// Every game of the lobby, in a fixed order.
pub fn catalog() -> Vec<Entry> {
    let mut b = build::Builder::new();
    slots::add(&mut b);
    tables::add(&mut b);
    card_games::add(&mut b);
    b.entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility};

    #[test]
    fn over_four_hundred_games_with_unique_ids_and_every_category_filled() {
        let games = catalog();
        assert!(games.len() >= 400, "{} games", games.len());
        let mut ids: Vec<&str> = games.iter().map(|g| g.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), games.len(), "ids are unique");
        for c in CATEGORIES {
            assert!(
                games.iter().any(|g| g.categories.contains(c)),
                "category {c} has no game"
            );
        }
        for g in &games {
            assert!(
                g.categories.iter().all(|c| CATEGORIES.contains(c)),
                "{}",
                g.id
            );
            assert_eq!(slug(&g.name), g.id);
        }
        assert!(games.iter().any(|g| g.live));
        assert!(games.iter().any(|g| g.is_new) && games.iter().any(|g| g.popular));
        for s in STUDIOS {
            assert!(
                games.iter().any(|g| g.studio.slug == s.slug),
                "{} publishes nothing",
                s.slug
            );
        }
    }

    #[test]
    fn low_edge_games_count_a_tenth_towards_wagering() {
        let games = catalog();
        let weight = |id: &str| {
            let g = games.iter().find(|g| g.id == id).expect(id);
            crate::bonus::game_weight(g.config.best_profile().rtp)
        };
        // Best bets: blackjack 99.55 %, baccarat's banker 98.94 %, 9/6 video poker 99.54 %,
        // dice 99 %, French roulette's even chances (la partage) 98.65 %.
        for id in [
            "classic-blackjack",
            "classic-baccarat",
            "classic-jacks-or-better",
            "classic-dice",
            "lucky-french-roulette",
        ] {
            assert_eq!(weight(id), 10, "{id}");
        }
        // European roulette's best bet returns 97.30 %.
        assert_eq!(weight("classic-european-roulette"), 100);
        for g in &games {
            let best = g.config.best_profile().rtp;
            let low = Ratio::new(98, 100).lt(&best);
            assert_eq!(crate::bonus::game_weight(best) == 10, low, "{}", g.id);
            assert!(
                !best.lt(&g.config.profile().rtp),
                "{}: best below worst",
                g.id
            );
        }
        assert!(
            games
                .iter()
                .any(|g| weight(&g.id) == 100 && g.categories.contains(&"slots"))
        );
    }

    #[test]
    fn every_game_returns_80_to_100_percent_with_every_volatility_class_and_a_maximum_win() {
        let games = catalog();
        let mut classes = [0; 3];
        for g in &games {
            let p = g.config.profile();
            assert!(
                Ratio::new(80, 100).lt(&p.rtp) && p.rtp.lt(&Ratio::new(1, 1)),
                "{}: RTP {}",
                g.id,
                p.rtp.percent(2)
            );
            let (min, max) = g.config.limits();
            assert!(0 < min && min <= max, "{}: limits {min}..{max}", g.id);
            // Every game states a maximum win, above the stake and above its return to player.
            let best = g.config.max_return();
            assert!(
                best.is_some_and(|b| Ratio::new(1, 1).lt(&b) && p.rtp.lt(&b)),
                "{}: maximum win {best:?}",
                g.id
            );
            classes[match p.volatility() {
                Volatility::Low => 0,
                Volatility::Medium => 1,
                Volatility::High => 2,
            }] += 1;
        }
        assert!(
            classes.iter().all(|&n| n >= 20),
            "volatility classes {classes:?}"
        );
    }

    #[test]
    fn slugs_are_plain() {
        assert_eq!(slug("Maison Lumière: l'Été"), "maison-lumiere-l-ete");
        assert_eq!(slug("  Big  Bass! "), "big-bass");
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_slug_is_plain_words_joined_by_single_hyphens(name in "\\PC{0,30}|[A-Za-zéèàôü' :!-]{0,30}") {
            let s = slug(&name);
            prop_assert!(s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", s);
            prop_assert!(!s.starts_with('-') && !s.ends_with('-') && !s.contains("--"), "{}", s);
            // A slug is its own slug.
            prop_assert_eq!(slug(&s), s.clone());
            // Every ASCII letter and digit of the name is kept, in order.
            let mut letters = s.chars();
            for c in name.chars().filter(char::is_ascii_alphanumeric) {
                let c = c.to_ascii_lowercase();
                prop_assert!(letters.any(|l| l == c), "{} lost {}", s, c);
            }
        }
    }
}
