//! The catalog's card games of skill and poker: blackjack, hi-lo, video poker, casino hold'em,
//! teen patti and russian poker tables.

use super::build::Builder;
use crate::games::{
    GameConfig, blackjack, casino_holdem, hilo, russian_poker, teen_patti, video_poker,
};

const TIERS: [(i64, i64); 4] = [(100, 50_000), (500, 100_000), (1000, 250_000), (50, 20_000)];

pub fn add(b: &mut Builder) {
    for v in 0..8u32 {
        let (min_bet, max_bet) = TIERS[v as usize % 4];
        let c = GameConfig::Blackjack(blackjack::Config {
            min_bet,
            max_bet,
            dealer_hits_soft_17: v % 2 == 1,
            shared: false,
        });
        b.table(
            "Blackjack",
            "tables",
            v,
            &["blackjack", "card", "skill-games"],
            c,
        );
    }
    let (min_bet, max_bet) = TIERS[1];
    b.live(
        "Live Blackjack Biarritz",
        &["live-dealer", "blackjack", "card"],
        GameConfig::Blackjack(blackjack::Config {
            min_bet,
            max_bet,
            dealer_hits_soft_17: false,
            shared: true,
        }),
    );
    for v in 0..6u32 {
        let c = GameConfig::Hilo(hilo::Config {
            min_bet: 10,
            max_bet: 10_000 * (1 + i64::from(v % 3)),
            house_edge_bp: [100, 200, 300][v as usize % 3],
            max_skips: 3 + (v % 3) as u8,
            max_multiplier: [1000, 5000, 10_000][v as usize % 3],
        });
        b.table(
            "Hi-Lo",
            "royal",
            v,
            &["hi-lo-switch", "card", "skill-games"],
            c,
        );
    }
    use video_poker::Paytable::*;
    for (v, paytable) in [NineSix, EightSix, EightFive, SevenFive, SixFive, NineSix]
        .into_iter()
        .enumerate()
    {
        let c = GameConfig::VideoPoker(video_poker::Config {
            min_bet: [10, 25, 50, 100, 10, 500][v],
            max_bet: 10_000,
            paytable,
        });
        b.table(
            "Jacks or Better",
            "classic",
            v as u32,
            &["video-poker", "poker", "skill-games"],
            c,
        );
    }
    for v in 0..4u32 {
        let (min_bet, max_bet) = TIERS[v as usize];
        let c = GameConfig::CasinoHoldem(casino_holdem::Config { min_bet, max_bet });
        b.table(
            "Casino Hold'em",
            "tables",
            v,
            &["casino-holdem", "poker", "card"],
            c,
        );
    }
    for v in 0..4u32 {
        let (min_bet, max_bet) = TIERS[v as usize];
        let c = GameConfig::TeenPatti(teen_patti::Config {
            min_bet,
            max_bet,
            ante_bonus: teen_patti::STANDARD_BONUS,
        });
        b.table(
            "Teen Patti",
            "dragon",
            v,
            &["teen-patti", "poker", "card"],
            c,
        );
    }
    for v in 0..2u32 {
        let (min_bet, max_bet) = TIERS[v as usize];
        let c = GameConfig::RussianPoker(russian_poker::Config { min_bet, max_bet });
        b.table(
            "Russian Poker",
            "arctic",
            v,
            &["russian-poker", "poker", "card"],
            c,
        );
    }
}
