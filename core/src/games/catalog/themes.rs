//! The looks and names of the catalog: studios that publish the games and themes that dress
//! them. A theme gives the screens their colours and icons (the thumbnails are drawn from them:
//! no image comes from outside) and the words game names are made of.

/// A studio publishing games in the lobby (the "providers" filter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Studio {
    pub slug: &'static str,
    pub name: &'static str,
}

pub const STUDIOS: &[Studio] = &[
    Studio {
        slug: "maison-lumiere",
        name: "Maison Lumière",
    },
    Studio {
        slug: "nordlys-games",
        name: "Nordlys Games",
    },
    Studio {
        slug: "red-lantern",
        name: "Red Lantern Studio",
    },
    Studio {
        slug: "atlas-play",
        name: "Atlas Play",
    },
    Studio {
        slug: "blue-reef",
        name: "Blue Reef Gaming",
    },
    Studio {
        slug: "ember-works",
        name: "Ember Works",
    },
    Studio {
        slug: "pixel-forge",
        name: "Pixel Forge",
    },
    Studio {
        slug: "royal-oak",
        name: "Royal Oak Gaming",
    },
    Studio {
        slug: "saffron-studios",
        name: "Saffron Studios",
    },
    Studio {
        slug: "velvet-table",
        name: "Velvet Table",
    },
    Studio {
        slug: "quantum-reels",
        name: "Quantum Reels",
    },
    Studio {
        slug: "casino-live",
        name: "Casino Live",
    },
];

/// A theme: palette (two RGB colours for the gradient), the icons of its high symbols (names of
/// the web app's icon set) and the words its games are named with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    pub slug: &'static str,
    pub colors: [u32; 2],
    pub icons: [&'static str; 4],
    pub adjectives: [&'static str; 4],
    pub nouns: [&'static str; 4],
}

macro_rules! themes {
    ($($slug:literal, [$c1:literal, $c2:literal], [$($i:literal),*], [$($a:literal),*], [$($n:literal),*];)*) => {
        pub const THEMES: &[Theme] = &[$(Theme {
            slug: $slug,
            colors: [$c1, $c2],
            icons: [$($i),*],
            adjectives: [$($a),*],
            nouns: [$($n),*],
        }),*];
    };
}

themes! {
    "pharaoh", [0xc99a2e, 0x4a2c0a], ["eye", "pyramid", "scarab", "ankh"], ["Golden", "Hidden", "Eternal", "Sacred"], ["Pharaoh", "Pyramids", "Scarab", "Sphinx"];
    "ocean", [0x1b8fc4, 0x062a4d], ["fish", "shell", "anchor", "wave"], ["Deep", "Coral", "Sunken", "Azure"], ["Reef", "Treasure", "Tides", "Pearls"];
    "fruit", [0xe8473b, 0x6b0f1a], ["cherry", "lemon", "grape", "bell"], ["Hot", "Juicy", "Classic", "Sizzling"], ["Fruits", "Cherries", "Sevens", "Bells"];
    "dragon", [0xd1342f, 0x2b0b0b], ["dragon", "pearl", "coin", "lantern"], ["Red", "Jade", "Lucky", "Imperial"], ["Dragon", "Fortune", "Empire", "Lanterns"];
    "viking", [0x6d8fa8, 0x1d2833], ["axe", "shield", "helmet", "ship"], ["Northern", "Iron", "Frozen", "Wild"], ["Vikings", "Valhalla", "Raiders", "Saga"];
    "space", [0x6a3fd8, 0x0b0626], ["rocket", "planet", "star", "comet"], ["Cosmic", "Galactic", "Stellar", "Neon"], ["Voyage", "Nebula", "Orbit", "Stars"];
    "jungle", [0x2f9e44, 0x0b2e13], ["leaf", "parrot", "tiger", "idol"], ["Wild", "Lost", "Emerald", "Savage"], ["Jungle", "Temple", "Safari", "Amazon"];
    "gems", [0x1fb5a6, 0x0a2e3a], ["gem", "diamond", "ruby", "crown"], ["Dazzling", "Royal", "Crystal", "Brilliant"], ["Gems", "Jewels", "Diamonds", "Crown"];
    "irish", [0x3fa34d, 0x123d1a], ["clover", "pot", "rainbow", "horseshoe"], ["Lucky", "Emerald", "Golden", "Merry"], ["Clover", "Leprechaun", "Rainbow", "Shamrock"];
    "western", [0xb86b2d, 0x3a1f0c], ["star", "horseshoe", "cactus", "skull"], ["Wild", "Dusty", "Outlaw", "Golden"], ["West", "Frontier", "Bounty", "Canyon"];
    "mythic", [0xe0b341, 0x3b2a63], ["lightning", "helmet", "harp", "owl"], ["Mighty", "Divine", "Ancient", "Thundering"], ["Olympus", "Zeus", "Titans", "Oracle"];
    "halloween", [0xf07f19, 0x1e0a2b], ["pumpkin", "skull", "moon", "bat"], ["Spooky", "Haunted", "Midnight", "Wicked"], ["Manor", "Pumpkins", "Spirits", "Coven"];
    "candy", [0xff6fb5, 0x5c1742], ["candy", "heart", "star", "cupcake"], ["Sweet", "Sugar", "Candy", "Fizzy"], ["Rush", "Land", "Party", "Pop"];
    "samurai", [0xc0392b, 0x1a1a1a], ["sword", "fan", "blossom", "mask"], ["Silent", "Crimson", "Shogun's", "Rising"], ["Samurai", "Katana", "Blossom", "Dojo"];
    "aztec", [0xd4a017, 0x2c3e0f], ["sun", "mask", "idol", "feather"], ["Aztec", "Golden", "Sun", "Jaguar"], ["Gold", "Pyramid", "Warriors", "Calendar"];
    "fishing", [0x2a9df4, 0x0d3b2e], ["fish", "hook", "boat", "anchor"], ["Big", "Lucky", "Reel", "Golden"], ["Catch", "Bass", "Angler", "Harbour"];
    "fighting", [0xe63946, 0x1d1d3b], ["glove", "belt", "flame", "lightning"], ["Knockout", "Iron", "Ultimate", "Champion"], ["Fist", "Arena", "Brawl", "Round"];
    "shooting", [0x8d99ae, 0x2b2d42], ["target", "star", "rocket", "lightning"], ["Sharp", "Bullseye", "Rapid", "Steady"], ["Shot", "Target", "Range", "Hunter"];
    "sports", [0x43aa8b, 0x0b3d2e], ["ball", "trophy", "star", "whistle"], ["Golden", "Final", "Penalty", "Grand"], ["Goal", "Cup", "Kick", "League"];
    "racing", [0x9c6644, 0x283618], ["horse", "trophy", "horseshoe", "flag"], ["Royal", "Derby", "Galloping", "Thunder"], ["Stakes", "Cup", "Turf", "Gallop"];
    "classic", [0xb5179e, 0x3a0ca3], ["seven", "bar", "bell", "cherry"], ["Triple", "Diamond", "Double", "Blazing"], ["Sevens", "Bars", "Jackpot", "Classic"];
    "arctic", [0x90e0ef, 0x03045e], ["snowflake", "bear", "crystal", "moon"], ["Frozen", "Polar", "Arctic", "Icy"], ["Fortune", "Nights", "Gems", "Aurora"];
    "pirate", [0x9a031e, 0x1b263b], ["skull", "ship", "coin", "parrot"], ["Pirate's", "Sunken", "Black", "Cursed"], ["Gold", "Cove", "Flag", "Plunder"];
    "safari", [0xf4a259, 0x5b3a1a], ["lion", "leaf", "sun", "tiger"], ["Savanna", "Golden", "Wild", "Great"], ["Safari", "Pride", "Plains", "Sunset"];
    "circus", [0xef476f, 0x073b4c], ["star", "balloon", "crown", "ticket"], ["Grand", "Magic", "Crazy", "Big Top"], ["Circus", "Carnival", "Show", "Parade"];
    "royal", [0x7b2cbf, 0x10002b], ["crown", "gem", "ring", "chalice"], ["Royal", "Majestic", "Noble", "Regal"], ["Court", "Riches", "Palace", "Treasury"];
    "steampunk", [0xb08968, 0x2f1e14], ["gear", "clock", "key", "lightning"], ["Brass", "Clockwork", "Copper", "Steam"], ["Works", "Engine", "Inventor", "Factory"];
    "garden", [0x80b918, 0x2b4010], ["blossom", "leaf", "butterfly", "sun"], ["Blooming", "Secret", "Spring", "Enchanted"], ["Garden", "Meadow", "Petals", "Orchard"];
    "tables", [0x1e7d4f, 0x08291a], ["spade", "heart", "diamond", "club"], ["Classic", "Royal", "Grand", "Velvet"], ["Table", "Salon", "Lounge", "Club"];
    "lottery", [0xffb703, 0x023047], ["ball", "ticket", "star", "clover"], ["Lucky", "Mega", "Golden", "Super"], ["Draw", "Numbers", "Balls", "Ticket"];
}

/// The theme named `slug`, if any.
pub fn theme(slug: &str) -> Option<&'static Theme> {
    THEMES.iter().find(|t| t.slug == slug)
}

/// The character an icon is drawn with, from the symbol blocks every phone and the DejaVu fonts
/// have (pictures would be downloads or a font; a character is neither). Unknown icons get a star.
pub const GLYPHS: &[(&str, &str)] = &[
    ("anchor", "⚓"),
    ("ankh", "☥"),
    ("axe", "⚒"),
    ("ball", "◍"),
    ("balloon", "☄"),
    ("bar", "☰"),
    ("bat", "⚇"),
    ("bear", "♉"),
    ("bell", "♫"),
    ("belt", "⚜"),
    ("blossom", "✿"),
    ("boat", "♒"),
    ("butterfly", "❦"),
    ("cactus", "♆"),
    ("candy", "❂"),
    ("chalice", "♅"),
    ("cherry", "♣"),
    ("clock", "◷"),
    ("clover", "☘"),
    ("club", "♣"),
    ("coin", "⛀"),
    ("comet", "☄"),
    ("crown", "♛"),
    ("crystal", "❖"),
    ("cupcake", "♨"),
    ("diamond", "♦"),
    ("dragon", "♞"),
    ("eye", "☉"),
    ("fan", "✺"),
    ("feather", "✎"),
    ("fish", "♓"),
    ("flag", "⚑"),
    ("flame", "♨"),
    ("gear", "⚙"),
    ("gem", "◆"),
    ("glove", "☛"),
    ("grape", "⁂"),
    ("harp", "♬"),
    ("heart", "♥"),
    ("helmet", "♜"),
    ("hook", "⚕"),
    ("horse", "♘"),
    ("horseshoe", "☋"),
    ("idol", "♆"),
    ("key", "⚷"),
    ("lantern", "⚱"),
    ("leaf", "❧"),
    ("lemon", "●"),
    ("lightning", "⚡"),
    ("lion", "♌"),
    ("mask", "☻"),
    ("moon", "☾"),
    ("owl", "♎"),
    ("parrot", "✈"),
    ("pearl", "○"),
    ("planet", "♄"),
    ("pot", "⚱"),
    ("pumpkin", "☢"),
    ("pyramid", "▲"),
    ("rainbow", "☂"),
    ("ring", "⚬"),
    ("rocket", "✈"),
    ("ruby", "♢"),
    ("scarab", "☸"),
    ("seven", "7"),
    ("shell", "✽"),
    ("shield", "⬢"),
    ("ship", "⚓"),
    ("skull", "☠"),
    ("snowflake", "❄"),
    ("spade", "♠"),
    ("star", "★"),
    ("sun", "☀"),
    ("sword", "⚔"),
    ("target", "◎"),
    ("ticket", "✉"),
    ("tiger", "♐"),
    ("trophy", "♔"),
    ("wave", "≈"),
    ("whistle", "♪"),
];

pub fn glyph(icon: &str) -> &'static str {
    GLYPHS
        .iter()
        .find(|(name, _)| *name == icon)
        .map_or("★", |(_, g)| g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_unique_and_lowercase() {
        let mut slugs: Vec<_> = THEMES
            .iter()
            .map(|t| t.slug)
            .chain(STUDIOS.iter().map(|s| s.slug))
            .collect();
        let n = slugs.len();
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), n);
        assert!(
            slugs
                .iter()
                .all(|s| s.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        );
        assert_eq!(theme("ocean").map(|t| t.icons[0]), Some("fish"));
        for t in THEMES {
            for icon in t.icons {
                assert!(
                    GLYPHS.iter().any(|(n, _)| *n == icon),
                    "{icon} has no glyph"
                );
            }
        }
    }
}
