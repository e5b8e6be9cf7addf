//! The catalog's table, instant and draw games: each a configuration of its engine at the
//! limits and variant its table offers.

use super::build::Builder;
use crate::games::{
    GameConfig, andar_bahar, baccarat, bingo, crash, dice, keno, lottery, racing, roulette,
    scratch, sic_bo, wheel,
};

/// Table limits in cents by tier: (minimum, maximum).
const TIERS: [(i64, i64); 4] = [(10, 10_000), (50, 50_000), (100, 100_000), (500, 500_000)];

fn tier(v: u32) -> (i64, i64) {
    TIERS[v as usize % TIERS.len()]
}

pub fn add(b: &mut Builder) {
    roulettes(b);
    dice_games(b);
    keno_games(b);
    sic_bo_games(b);
    baccarat_games(b);
    andar_bahar_games(b);
    scratch_cards(b);
    crash_games(b);
    races(b);
    lotteries(b);
    bingos(b);
    wheels(b);
}

fn roulette_config(variant: roulette::Variant, v: u32) -> GameConfig {
    let (min, max) = tier(v);
    GameConfig::Roulette(roulette::Config {
        variant,
        min_bet: min,
        min_total: min,
        max_total: max,
    })
}

fn roulettes(b: &mut Builder) {
    use roulette::Variant::*;
    for v in 0..6 {
        let c = roulette_config(European, v);
        b.table(
            "European Roulette",
            "tables",
            v,
            &["roulette", "european-roulette"],
            c,
        );
    }
    for v in 0..4 {
        let c = roulette_config(American, v + 6);
        b.table(
            "American Roulette",
            "tables",
            v + 6,
            &["roulette", "american-roulette"],
            c,
        );
    }
    for v in 0..4 {
        let c = roulette_config(French, v + 10);
        b.table(
            "French Roulette",
            "tables",
            v + 10,
            &["roulette", "french-roulette"],
            c,
        );
    }
    let cats: &[&str] = &["live-dealer", "roulette", "european-roulette"];
    b.live("Live Roulette Paris", cats, roulette_config(European, 0));
    b.live("Live Roulette Monaco", cats, roulette_config(European, 2));
    b.live(
        "Live American Roulette",
        &["live-dealer", "roulette", "american-roulette"],
        roulette_config(American, 1),
    );
}

fn dice_games(b: &mut Builder) {
    for v in 0..8 {
        let (min, max) = tier(v);
        let c = GameConfig::Dice(dice::Config {
            house_edge_bp: [100, 100, 150, 200][v as usize % 4],
            min_chance: 100,
            max_chance: 9800,
            min_bet: min,
            max_bet: max,
        });
        let theme = ["classic", "space", "gems", "candy"][v as usize % 4];
        b.table(
            "Dice",
            theme,
            v,
            &["dice", "instant-win", "casual-games"],
            c,
        );
    }
}

fn keno_games(b: &mut Builder) {
    for v in 0..6 {
        let (min, max) = tier(v);
        let c = GameConfig::Keno(keno::Config {
            paytables: keno::default_paytables(),
            min_bet: min,
            max_bet: max / 10,
        });
        b.table("Keno", "lottery", v, &["keno", "lottery"], c);
    }
}

fn sic_bo_games(b: &mut Builder) {
    for v in 0..5 {
        let (min, max) = tier(v);
        let c = GameConfig::SicBo(sic_bo::Config {
            min_bet: min,
            max_bet: max / 2,
            max_total: max,
        });
        b.table("Sic Bo", "dragon", v, &["sic-bo", "dice"], c);
    }
}

fn baccarat_games(b: &mut Builder) {
    for v in 0..6 {
        let (min, max) = tier(v + 1);
        let c = GameConfig::Baccarat(baccarat::Config {
            decks: if v % 2 == 0 { 8 } else { 6 },
            min_bet: min,
            max_bet: max,
            max_total: max + max / 2,
        });
        b.table("Baccarat", "tables", v, &["baccarat", "card"], c);
    }
    let (min, max) = tier(2);
    let c = GameConfig::Baccarat(baccarat::Config {
        decks: 8,
        min_bet: min,
        max_bet: max,
        max_total: max + max / 2,
    });
    b.live(
        "Live Baccarat Deauville",
        &["live-dealer", "baccarat", "card"],
        c,
    );
}

fn andar_bahar_games(b: &mut Builder) {
    use andar_bahar::FirstDeal::*;
    for v in 0..4 {
        let (min, max) = tier(v);
        let c = GameConfig::AndarBahar(andar_bahar::Config {
            decks: 1 + (v % 4) as u8,
            first: [Andar, JokerColour, Andar, Bahar][v as usize],
            first_side_return: 190,
            second_side_return: 200,
            min_bet: min,
            max_bet: max,
        });
        b.table("Andar Bahar", "dragon", v, &["andar-bahar", "card"], c);
    }
}

/// Prize tables at 95 %: the one of the engine's tests, or a tamer top prize.
fn scratch_cards(b: &mut Builder) {
    let themes = [
        "gems", "fruit", "irish", "pharaoh", "candy", "pirate", "royal", "ocean", "space",
        "circus", "garden", "western", "arctic", "lottery",
    ];
    for (v, theme) in themes.iter().enumerate() {
        let mut prizes = vec![
            scratch::Prize {
                multiplier: 100,
                weight: 200_000,
            },
            scratch::Prize {
                multiplier: 200,
                weight: 100_000,
            },
            scratch::Prize {
                multiplier: 500,
                weight: 40_000,
            },
            scratch::Prize {
                multiplier: 1000,
                weight: 15_000,
            },
            scratch::Prize {
                multiplier: 2000,
                weight: 5000,
            },
            scratch::Prize {
                multiplier: 10_000,
                weight: 700,
            },
        ];
        // 50x at 600 instead of 1000x at 30 returns the same 3,000,000 hundredths; the losing
        // weight gives back the 570 added so the total weight, and the return, stay put.
        let lose_weight = if v % 2 == 0 {
            prizes.push(scratch::Prize {
                multiplier: 100_000,
                weight: 30,
            });
            639_270
        } else {
            prizes.push(scratch::Prize {
                multiplier: 5_000,
                weight: 600,
            });
            639_270 - 570
        };
        let c = GameConfig::Scratch(scratch::Config {
            cells: 9,
            prizes,
            lose_weight,
            min_bet: 10,
            max_bet: 10_000,
        });
        b.themed(
            theme,
            v as u32,
            "Scratch",
            &["scratch-cards", "instant-win", "casual-games"],
            c,
        );
    }
}

fn crash_games(b: &mut Builder) {
    let kinds: [(&str, &[&'static str]); 6] = [
        ("space", &["instant-win"]),
        ("shooting", &["shooting", "instant-win"]),
        ("fighting", &["fighting", "instant-win"]),
        ("sports", &["sports", "instant-win"]),
        ("fishing", &["fishing", "instant-win"]),
        ("steampunk", &["instant-win", "skill-games"]),
    ];
    for (v, (theme, cats)) in kinds.iter().enumerate() {
        let (min, max) = tier(v as u32);
        let c = GameConfig::Crash(crash::Config {
            house_edge_bp: 100,
            min_target: 101,
            max_target: 100_000,
            min_bet: min,
            max_bet: max,
        });
        b.themed(theme, v as u32, "Crash", cats, c);
    }
}

fn races(b: &mut Builder) {
    let fields: [&[(&str, u32)]; 5] = [
        &[
            ("Ace", 30),
            ("Blaze", 22),
            ("Comet", 15),
            ("Dancer", 11),
            ("Echo", 8),
            ("Flint", 6),
            ("Gale", 5),
            ("Hope", 3),
        ],
        &[
            ("Apollo", 25),
            ("Bella", 25),
            ("Caspian", 18),
            ("Duchess", 14),
            ("Eclair", 10),
            ("Figaro", 8),
        ],
        &[
            ("Mistral", 28),
            ("Sirocco", 20),
            ("Tramontane", 16),
            ("Bora", 14),
            ("Levante", 12),
            ("Foehn", 10),
        ],
        &[
            ("Quicksilver", 20),
            ("Rosewood", 18),
            ("Saffron", 16),
            ("Thistle", 14),
            ("Umber", 12),
            ("Violet", 10),
            ("Willow", 10),
        ],
        &[
            ("Northstar", 35),
            ("Orion", 20),
            ("Pegasus", 15),
            ("Quasar", 12),
            ("Rigel", 10),
            ("Sirius", 8),
        ],
    ];
    for (v, field) in fields.iter().enumerate() {
        let c = GameConfig::Racing(racing::Config {
            runners: field
                .iter()
                .map(|(name, weight)| racing::Runner {
                    name: (*name).into(),
                    weight: *weight,
                })
                .collect(),
            margin_bp: 1000,
            max_win: 100_000,
            min_bet: 10,
            // The 1000.00 cap on a win never binds at this stake, even on the outsider.
            max_bet: 2000,
        });
        b.themed("racing", v as u32, "Races", &["racing", "sports"], c);
    }
}

fn lotteries(b: &mut Builder) {
    for v in 0..6 {
        let c = GameConfig::Lottery(lottery::Config {
            balls: 49,
            picks: 6,
            paytable: vec![0, 0, 100, 2000, 22_000, 1_000_000, 100_000_000],
            min_bet: 10,
            max_bet: [1000, 2000, 500, 1000, 5000, 1000][v as usize],
        });
        b.themed("lottery", v, "Lotto", &["lottery"], c);
    }
}

fn bingos(b: &mut Builder) {
    // Fewer calls make every pattern rarer, so the pays rise as the calls fall (each table's
    // return is computed exactly and checked by the catalog's tests).
    let tables: [(u8, u32, u32, u32); 4] = [
        (40, 160, 350, 1_000_000),
        (42, 130, 280, 400_000),
        (38, 190, 470, 1_000_000),
        (40, 150, 400, 2_000_000),
    ];
    for v in 0..8u32 {
        let (calls, line, two_lines, full_house) = tables[v as usize % 4];
        let c = GameConfig::Bingo(bingo::Config {
            calls,
            line,
            two_lines,
            full_house,
            min_bet: 10,
            max_bet: 10_000,
        });
        let cats: &[&str] = if v < 4 {
            &["bingo"]
        } else {
            &["video-bingo", "bingo"]
        };
        let theme = ["lottery", "candy", "circus", "garden"][v as usize % 4];
        b.themed(theme, v, "Bingo", cats, c);
    }
}

fn wheels(b: &mut Builder) {
    // 30 segments: 13 blanks, 7 x1.2, 5 x1.5, 3 x2, one x3, one x4 (96.33 %), and a bolder one (95 %).
    let calm: &[(u32, u32)] = &[(0, 13), (120, 7), (150, 5), (200, 3), (300, 1), (400, 1)];
    let bold: &[(u32, u32)] = &[(0, 22), (150, 3), (200, 2), (500, 2), (1000, 1)];
    for v in 0..6u32 {
        let layout = if v % 2 == 0 { calm } else { bold };
        let c = GameConfig::Wheel(wheel::Config {
            segments: layout
                .iter()
                .flat_map(|&(multiplier, n)| {
                    (0..n).map(move |_| wheel::Segment {
                        multiplier,
                        weight: 1,
                    })
                })
                .collect(),
            min_bet: 10,
            max_bet: 10_000,
        });
        let theme = ["circus", "candy", "classic", "royal", "space", "garden"][v as usize];
        b.themed(theme, v, "Wheel", &["casual-games", "instant-win"], c);
    }
}
