//! Assembles entries: names from the theme's words, studios in turn, release and popularity
//! orders from a hash of the id (deterministic, so every start-up builds the same lobby).

use std::collections::HashSet;

use super::{Entry, STUDIOS, Studio, THEMES, Theme};
use crate::games::GameConfig;

/// More words for table games, whose theme is the table itself.
pub const TABLE_WORDS: &[&str] = &[
    "Classic", "Royal", "Grand", "Velvet", "Golden", "Diamond", "Prestige", "Midnight", "Riviera",
    "Monaco", "Lucky", "Express", "Turbo", "Premier", "Emerald", "Platinum",
];

pub struct Builder {
    pub entries: Vec<Entry>,
    names: HashSet<String>,
    studio_turn: usize,
}

/// FNV-1a: a stable spread of ids over release dates and popularity.
fn hash(s: &str) -> u32 {
    s.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

pub fn theme(slug: &str) -> &'static Theme {
    THEMES.iter().find(|t| t.slug == slug).unwrap_or(&THEMES[0])
}

fn studio(slug: &str) -> &'static Studio {
    STUDIOS
        .iter()
        .find(|s| s.slug == slug)
        .unwrap_or(&STUDIOS[0])
}

impl Builder {
    pub fn new() -> Builder {
        Builder {
            entries: Vec::new(),
            names: HashSet::new(),
            studio_turn: 0,
        }
    }

    /// The next studio in turn (live tables have their own studio).
    fn next_studio(&mut self) -> &'static Studio {
        // The live studio is the last one: it publishes only live tables.
        let s = &STUDIOS[self.studio_turn % (STUDIOS.len() - 1)];
        self.studio_turn += 1;
        s
    }

    /// A name not used yet: `candidate`, else with a numeral.
    fn unique(&mut self, candidate: String) -> String {
        let mut name = candidate.clone();
        let mut n = 2;
        while self.names.contains(&name) {
            name = format!("{candidate} {}", roman(n));
            n += 1;
        }
        self.names.insert(name.clone());
        name
    }

    /// Adds a themed game named from its theme's words (`variant` picks them), then `kind`
    /// ("Scratch", "Crash"...; empty for slots).
    pub fn themed(
        &mut self,
        theme_slug: &str,
        variant: u32,
        kind: &str,
        categories: &[&'static str],
        config: GameConfig,
    ) {
        let t = theme(theme_slug);
        let v = variant as usize;
        let words = format!("{} {}", t.adjectives[v % 4], t.nouns[(v / 4 + v) % 4]);
        let name = if kind.is_empty() {
            words
        } else {
            format!("{words} {kind}")
        };
        self.push(name, t, variant, categories, config, false);
    }

    /// Adds a table game named "{word} {title}".
    pub fn table(
        &mut self,
        title: &str,
        theme_slug: &str,
        variant: u32,
        categories: &[&'static str],
        config: GameConfig,
    ) {
        let word = TABLE_WORDS[variant as usize % TABLE_WORDS.len()];
        self.push(
            format!("{word} {title}"),
            theme(theme_slug),
            variant,
            categories,
            config,
            false,
        );
    }

    /// Adds a live table, shared by every player seated at it.
    pub fn live(&mut self, name: &str, categories: &[&'static str], config: GameConfig) {
        self.push(
            name.to_owned(),
            theme("tables"),
            0,
            categories,
            config,
            true,
        );
    }

    fn push(
        &mut self,
        name: String,
        theme: &'static Theme,
        variant: u32,
        categories: &[&'static str],
        config: GameConfig,
        live: bool,
    ) {
        let name = self.unique(name);
        let id = super::slug(&name);
        let h = hash(&id);
        let studio = if live {
            studio("casino-live")
        } else {
            self.next_studio()
        };
        self.entries.push(Entry {
            id,
            name,
            studio,
            theme,
            categories: categories.to_vec(),
            config,
            variant,
            live,
            is_new: h.is_multiple_of(10),
            popular: (h >> 8).is_multiple_of(7),
            released: h % 1000,
            popularity: (h >> 10) % 10_000,
        });
    }
}

fn roman(n: u32) -> &'static str {
    [
        "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
    ]
    .get(n as usize)
    .copied()
    .unwrap_or("X+")
}
