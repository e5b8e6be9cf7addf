//! The lobby's catalog: casino-core's entries with their computed profiles, built once at
//! start-up and served from memory (the catalog is code, not data: it changes with a release).

use std::collections::BTreeMap;

use casino_core::games::catalog::{self, CATEGORIES, Entry, GROUPS};
use casino_core::games::{GameConfig, Profile, exact};
use casino_schema::{GameGroup, GameProvider, GameSummary, RtpMethod, Volatility};

pub struct Game {
    pub entry: Entry,
    pub profile: Profile,
    /// The most its stakes count towards a bonus's wagering, in percent (casino-core's
    /// `game_weight` of its most favourable bet).
    pub weight: u32,
    pub summary: GameSummary,
    /// The configuration as JSON and its SHA-256: a round keeps the hash of the configuration it
    /// was played under (`configs`).
    pub config_json: String,
    pub config_hash: String,
}

impl Game {
    pub fn config(&self) -> &GameConfig {
        &self.entry.config
    }
}

pub struct Catalog {
    games: Vec<Game>,
    by_id: BTreeMap<String, usize>,
}

fn hex_color(rgb: u32) -> String {
    format!("#{rgb:06x}")
}

/// A catalog entry with its profiles, weight, summary and configuration hash.
fn profiled(entry: Entry) -> Game {
    let (profile, best) = entry.config.profiles();
    let weight = casino_core::bonus::game_weight(best.rtp);
    let summary = summarise(&entry, &profile);
    let config_json = serde_json::to_string(&entry.config).expect("a configuration serialises");
    let config_hash = casino_core::games::fair::commitment(config_json.as_bytes());
    Game {
        entry,
        profile,
        weight,
        summary,
        config_json,
        config_hash,
    }
}

fn summarise(entry: &Entry, profile: &Profile) -> GameSummary {
    GameSummary {
        id: entry.id.clone(),
        name: entry.name.clone(),
        provider: entry.studio.slug.into(),
        provider_name: entry.studio.name.into(),
        categories: entry.categories.iter().map(|c| (*c).to_owned()).collect(),
        engine: entry.config.engine().into(),
        rtp: profile.rtp.percent(2).to_string(),
        rtp_method: match profile.method {
            casino_core::games::RtpMethod::Enumeration => RtpMethod::Enumeration,
            casino_core::games::RtpMethod::Strategy => RtpMethod::Strategy,
            casino_core::games::RtpMethod::Simulated { .. } => RtpMethod::Simulated,
        },
        rtp_interval: profile.method.interval_percent(),
        volatility: match profile.volatility() {
            casino_core::games::Volatility::Low => Volatility::Low,
            casino_core::games::Volatility::Medium => Volatility::Medium,
            casino_core::games::Volatility::High => Volatility::High,
        },
        max_win: entry.config.max_return().map(|r| r.floor(2).to_string()),
        thumbnail: format!("/api/thumbnails/{}.svg", entry.id),
        colors: entry.theme.colors.iter().map(|c| hex_color(*c)).collect(),
        live: entry.live,
        is_new: entry.is_new,
    }
}

/// How a page of the lobby is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    Popular,
    New,
    Name,
    Rtp,
}

impl Order {
    pub fn parse(s: Option<&str>) -> Option<Order> {
        Some(match s.unwrap_or("popular") {
            "" | "popular" => Order::Popular,
            "new" => Order::New,
            "name" => Order::Name,
            "rtp" => Order::Rtp,
            _ => return None,
        })
    }
}

impl Catalog {
    /// The process's catalog, built on first use: it is the same for every state of the
    /// process (tests start many apps in one process), and profiling 400 games takes a moment.
    pub fn shared() -> std::sync::Arc<Catalog> {
        static SHARED: std::sync::OnceLock<std::sync::Arc<Catalog>> = std::sync::OnceLock::new();
        SHARED
            .get_or_init(|| std::sync::Arc::new(Catalog::build()))
            .clone()
    }

    /// Profiles every game, on every core: a slot's exact profile and maximum win take a few
    /// milliseconds each, and the server answers nothing before the catalog is built.
    pub fn build() -> Catalog {
        let entries = catalog::catalog();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        // Every `threads`-th entry per worker: the slots, the slowest, are spread evenly.
        let mut games: Vec<(usize, Game)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|first| {
                    let entries = &entries;
                    scope.spawn(move || {
                        (first..entries.len())
                            .step_by(threads)
                            .map(|i| (i, profiled(entries[i].clone())))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().expect("profiling a game does not panic"))
                .collect()
        });
        games.sort_unstable_by_key(|(i, _)| *i);
        let games: Vec<Game> = games.into_iter().map(|(_, g)| g).collect();
        let by_id = games
            .iter()
            .enumerate()
            .map(|(i, g)| (g.entry.id.clone(), i))
            .collect();
        Catalog { games, by_id }
    }

    pub fn get(&self, id: &str) -> Option<&Game> {
        self.by_id.get(id).map(|&i| &self.games[i])
    }

    /// Every game, in the catalog's order.
    pub fn games(&self) -> impl Iterator<Item = &Game> {
        self.games.iter()
    }

    /// The live tables, each run for everyone seated at it (`live`).
    pub fn live_tables(&self) -> impl Iterator<Item = &Game> {
        self.games().filter(|g| g.entry.live)
    }

    pub fn len(&self) -> usize {
        self.games.len()
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    fn in_group(g: &Game, group: &str) -> bool {
        match group {
            "popular" => g.entry.popular,
            "new" => g.entry.is_new,
            "live" => g.entry.live,
            slug => g.entry.categories.contains(&slug),
        }
    }

    /// The games matching the filters, ordered; `None` for an unknown category or provider.
    pub fn search(
        &self,
        category: Option<&str>,
        provider: Option<&str>,
        text: Option<&str>,
        order: Order,
    ) -> Option<Vec<&Game>> {
        if let Some(c) = category
            && !GROUPS.contains(&c)
            && !CATEGORIES.contains(&c)
        {
            return None;
        }
        if let Some(p) = provider
            && !catalog::STUDIOS.iter().any(|s| s.slug == p)
        {
            return None;
        }
        let words: Vec<String> = text
            .unwrap_or("")
            .split_whitespace()
            .map(|w| w.to_lowercase())
            .collect();
        let mut found: Vec<&Game> = self
            .games
            .iter()
            .filter(|g| category.is_none_or(|c| Self::in_group(g, c)))
            .filter(|g| provider.is_none_or(|p| g.entry.studio.slug == p))
            .filter(|g| {
                words.iter().all(|w| {
                    g.entry.name.to_lowercase().contains(w.as_str())
                        || g.entry.studio.name.to_lowercase().contains(w.as_str())
                        || g.entry.categories.iter().any(|c| c.contains(w.as_str()))
                })
            })
            .collect();
        match order {
            Order::Popular => found.sort_by_key(|g| std::cmp::Reverse(g.entry.popularity)),
            Order::New => found.sort_by_key(|g| std::cmp::Reverse(g.entry.released)),
            Order::Name => found.sort_by(|a, b| a.entry.name.cmp(&b.entry.name)),
            Order::Rtp => found.sort_by(|a, b| exact::compare(b.profile.rtp, a.profile.rtp)),
        }
        Some(found)
    }

    /// The groups, then every category, each with its number of games.
    pub fn groups(&self) -> Vec<GameGroup> {
        GROUPS
            .iter()
            .chain(CATEGORIES)
            .map(|slug| GameGroup {
                slug: (*slug).into(),
                count: self
                    .games
                    .iter()
                    .filter(|g| Self::in_group(g, slug))
                    .count() as u32,
            })
            .collect()
    }

    pub fn providers(&self) -> Vec<GameProvider> {
        catalog::STUDIOS
            .iter()
            .map(|s| GameProvider {
                slug: s.slug.into(),
                name: s.name.into(),
                count: self
                    .games
                    .iter()
                    .filter(|g| g.entry.studio.slug == s.slug)
                    .count() as u32,
            })
            .filter(|p| p.count > 0)
            .collect()
    }
}
