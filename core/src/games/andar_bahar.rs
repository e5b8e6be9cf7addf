//! Andar bahar: a joker card is turned, then cards are dealt alternately to andar and bahar
//! until one matches the joker's rank; the side that receives it wins.
//!
//! The side dealt first wins slightly more often (51.5 % with one deck), so it pays less. The
//! common online rule, and the default here, deals andar first and pays andar 0.9:1 and bahar
//! 1:1; the traditional rule (`FirstDeal::JokerColour`) starts on andar after a black joker and
//! on bahar after a red one, the side dealt first still paying 0.9:1.
//!
//! Cards come off a fresh shoe of 1..=4 decks by a forward Fisher-Yates shuffle carried out one
//! card at a time as they are dealt (`below(52d - i)` for the i-th card, the joker first).
//! The profiles are exact: with N = 52d - 1 cards left holding M = 4d - 1 of the joker's rank,
//! the first match is the k-th card with probability C(N-k, M-1) / C(N, M). Beyond four decks
//! those binomials outgrow 128 bits, hence the limit.

use serde::{Deserialize, Serialize};

use super::cards::{Card, shoe};
use super::exact::{Outcomes, best, choose, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = AndarBaharConfig;
pub type Bet = AndarBaharBet;
pub type View = AndarBaharView;

const MAX_DECKS: u8 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Andar,
    Bahar,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum FirstDeal {
    Andar,
    Bahar,
    /// Andar after a black joker (clubs, spades), bahar after a red one.
    JokerColour,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct AndarBaharConfig {
    /// 1..=4 decks.
    pub decks: u8,
    pub first: FirstDeal,
    /// What a winning bet on the side dealt first returns, in hundredths of the stake (190 is
    /// 0.9:1), and on the other side (200 is 1:1).
    pub first_side_return: u32,
    pub second_side_return: u32,
    /// Limits of each side's bet, in cents (0 leaves a side empty).
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct AndarBaharBet {
    pub andar: i64,
    pub bahar: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct AndarBaharView {
    pub joker: Card,
    pub first: Side,
    /// The cards of each side in the order dealt; the winner's last card is the match.
    pub andar: Vec<Card>,
    pub bahar: Vec<Card>,
    pub winner: Side,
    /// What each side's bet returns (stake included; 0 when lost).
    pub wins: AndarBaharBet,
}

fn other(side: Side) -> Side {
    match side {
        Side::Andar => Side::Bahar,
        Side::Bahar => Side::Andar,
    }
}

/// The side dealt first after `joker`.
pub fn first_side(first: FirstDeal, joker: Card) -> Side {
    match first {
        FirstDeal::Andar => Side::Andar,
        FirstDeal::Bahar => Side::Bahar,
        // Suits 0 and 3 are clubs and spades.
        FirstDeal::JokerColour if joker.suit == 0 || joker.suit == 3 => Side::Andar,
        FirstDeal::JokerColour => Side::Bahar,
    }
}

/// What each side's bet returns when `winner` wins and `first` was dealt first.
pub fn settle(
    cfg: &AndarBaharConfig,
    bet: &AndarBaharBet,
    first: Side,
    winner: Side,
) -> AndarBaharBet {
    let ret = if winner == first {
        cfg.first_side_return
    } else {
        cfg.second_side_return
    };
    let on = |side: Side, cents: i64| {
        if side == winner {
            pay(cents, u64::from(ret), 100)
        } else {
            0
        }
    };
    AndarBaharBet {
        andar: on(Side::Andar, bet.andar),
        bahar: on(Side::Bahar, bet.bahar),
    }
}

pub fn validate(cfg: &AndarBaharConfig, bet: &AndarBaharBet) -> Result<i64, GameError> {
    if cfg.decks == 0 || cfg.decks > MAX_DECKS {
        return Err(GameError::BetInvalid);
    }
    if bet.andar == 0 && bet.bahar == 0 {
        return Err(GameError::BetInvalid);
    }
    for c in [bet.andar, bet.bahar].into_iter().filter(|&c| c != 0) {
        check_stake(c, cfg.min_bet.max(1), cfg.max_bet)?;
    }
    Ok(bet.andar.saturating_add(bet.bahar))
}

pub fn play(
    cfg: &AndarBaharConfig,
    bet: &AndarBaharBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<AndarBaharView>, GameError> {
    let stake = validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let mut pool = shoe(cfg.decks);
    let mut next = |i: usize, pool: &mut Vec<Card>| {
        let j = i + rng.below((pool.len() - i) as u32) as usize;
        pool.swap(i, j);
        pool[i]
    };
    let joker = next(0, &mut pool);
    let first = first_side(cfg.first, joker);
    let (mut andar, mut bahar) = (Vec::new(), Vec::new());
    let mut side = first;
    // The shoe holds 4d - 1 more cards of the joker's rank, so a match comes before it runs out.
    for i in 1..pool.len() {
        let card = next(i, &mut pool);
        match side {
            Side::Andar => andar.push(card),
            Side::Bahar => bahar.push(card),
        }
        if card.rank == joker.rank {
            break;
        }
        side = other(side);
    }
    let wins = settle(cfg, bet, first, side);
    Ok(Play {
        stake,
        win: wins.andar + wins.bahar,
        finished: true,
        allowed: Vec::new(),
        view: AndarBaharView {
            joker,
            first,
            andar,
            bahar,
            winner: side,
            wins,
        },
    })
}

/// How many placements of the joker's rank among the cards left make the first match fall on
/// an odd position (the side dealt first wins) and on an even one.
pub fn first_match_weights(decks: u8) -> (u128, u128) {
    let d = u64::from(decks.clamp(1, MAX_DECKS));
    let (n, m) = (52 * d - 1, 4 * d - 1);
    let odd: u128 = (1..=n).step_by(2).map(|k| choose(n - k, m - 1)).sum();
    (odd, choose(n, m) - odd)
}

/// The exact profile of a bet on `side`.
pub fn bet_profile(cfg: &AndarBaharConfig, side: Side) -> Profile {
    let (odd, even) = first_match_weights(cfg.decks);
    let (first, second) = (
        u128::from(cfg.first_side_return),
        u128::from(cfg.second_side_return),
    );
    let mut o = Outcomes::new(100);
    // Whether `side` is dealt first: always, never, or after half the jokers (26d of 52d
    // cards are black, whatever the rank).
    let firsts: &[bool] = match (cfg.first, side) {
        (FirstDeal::Andar, Side::Andar) | (FirstDeal::Bahar, Side::Bahar) => &[true],
        (FirstDeal::Andar, Side::Bahar) | (FirstDeal::Bahar, Side::Andar) => &[false],
        (FirstDeal::JokerColour, _) => &[true, false],
    };
    for &is_first in firsts {
        if is_first {
            o.add(odd, first);
            o.add(even, 0);
        } else {
            o.add(odd, 0);
            o.add(even, second);
        }
    }
    o.profile()
}

pub fn bet_profiles(cfg: &AndarBaharConfig) -> [(Side, Profile); 2] {
    [
        (Side::Andar, bet_profile(cfg, Side::Andar)),
        (Side::Bahar, bet_profile(cfg, Side::Bahar)),
    ]
}

/// The least favourable side.
pub fn profile(cfg: &AndarBaharConfig) -> Profile {
    worst(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The most favourable side (a bonus's wagering weight looks at it: `bonus::game_weight`).
pub fn best_profile(cfg: &AndarBaharConfig) -> Profile {
    best(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The maximum win (`GameConfig::max_return`), reached by a bet alone on the side paying more when
/// that side wins: the side dealt second wins whenever the first match falls on an even card, the
/// side dealt first on an odd one, both possible with any shoe, so it is the larger of
/// `first_side_return` and `second_side_return` (2x by default). A bet on both sides loses one of
/// them, so it returns less. Zero when the configuration accepts no bet.
pub fn max_return(cfg: &AndarBaharConfig) -> Option<Ratio> {
    if cfg.decks == 0 || cfg.decks > MAX_DECKS || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = cfg.first_side_return.max(cfg.second_side_return);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats};
    use proptest::prelude::*;

    fn cfg() -> AndarBaharConfig {
        AndarBaharConfig {
            decks: 1,
            first: FirstDeal::Andar,
            first_side_return: 190,
            second_side_return: 200,
            min_bet: 10,
            max_bet: 100_000,
        }
    }

    fn bet(andar: i64, bahar: i64) -> AndarBaharBet {
        AndarBaharBet { andar, bahar }
    }

    #[test]
    fn known_deals_pay_exactly() {
        let c = cfg();
        assert_eq!(
            settle(&c, &bet(100, 100), Side::Andar, Side::Andar),
            bet(190, 0)
        );
        assert_eq!(
            settle(&c, &bet(100, 100), Side::Andar, Side::Bahar),
            bet(0, 200)
        );
        assert_eq!(
            settle(&c, &bet(105, 0), Side::Bahar, Side::Bahar),
            bet(0, 0)
        );
        assert_eq!(
            settle(&c, &bet(0, 105), Side::Bahar, Side::Bahar),
            bet(0, 199)
        );
        assert_eq!(
            settle(&c, &bet(105, 0), Side::Bahar, Side::Andar),
            bet(210, 0)
        );
        assert_eq!(
            first_side(FirstDeal::JokerColour, Card::new(5, 3)),
            Side::Andar
        );
        assert_eq!(
            first_side(FirstDeal::JokerColour, Card::new(5, 2)),
            Side::Bahar
        );
        assert_eq!(first_side(FirstDeal::Bahar, Card::new(5, 0)), Side::Bahar);
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        assert_eq!(validate(&c, &bet(0, 0)), Err(GameError::BetInvalid));
        assert_eq!(
            validate(&c, &bet(5, 0)),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&c, &bet(100, -1)),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(&c, &bet(0, 100_001)),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(
            validate(&AndarBaharConfig { decks: 5, ..cfg() }, &bet(100, 0)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(validate(&c, &bet(100, 50)), Ok(150));
        assert_eq!(
            play(&c, &bet(100, 0), &[Action::Skip], &mut stats::stream(0)),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn max_return_is_the_better_paid_side_winning() {
        assert_eq!(max_return(&cfg()), Some(Ratio::new(2, 1)));
        let generous = AndarBaharConfig {
            first_side_return: 250,
            ..cfg()
        };
        assert_eq!(max_return(&generous), Some(Ratio::new(5, 2)));
        assert_eq!(
            max_return(&AndarBaharConfig { decks: 5, ..cfg() }),
            Some(Ratio::new(0, 1))
        );
        // Both sides win on some deal; bahar (dealt second) pays 2x when it does.
        let (odd, even) = first_match_weights(1);
        assert!(odd > 0 && even > 0);
        let stream = |n| FairStream::new(b"seed", "client", n);
        let p = (0..100u64)
            .map(|n| play(&cfg(), &bet(0, 100), &[], &mut stream(n)).unwrap())
            .find(|p| p.win > 0)
            .expect("a bahar win");
        assert_eq!(p.win, 2 * p.stake);
    }

    #[test]
    fn profiles_are_exact() {
        // One deck: the first match is on an odd card in 10725 of the C(51, 3) = 20825 cases.
        assert_eq!(first_match_weights(1), (10_725, 10_100));
        let [(_, andar), (_, bahar)] = bet_profiles(&cfg());
        assert_eq!(
            (andar.rtp, andar.variance),
            (Ratio::new(8151, 8330), Ratio::new(15_641_769, 17_347_225))
        );
        assert_eq!(
            (bahar.rtp, bahar.variance),
            (Ratio::new(808, 833), Ratio::new(693_264, 693_889))
        );
        assert_eq!(andar.rtp.percent(2).to_string(), "97.85");
        assert_eq!(bahar.rtp.percent(2).to_string(), "97.00");
        assert_eq!(profile(&cfg()), bahar);
        assert_eq!(bahar.volatility(), Volatility::Low);
        // Joker colour: each side is first half of the time, so both bets return the same.
        let colour = AndarBaharConfig {
            first: FirstDeal::JokerColour,
            ..cfg()
        };
        let [(_, a), (_, b)] = bet_profiles(&colour);
        assert_eq!(a, b);
        assert_eq!(
            (a.rtp, a.variance),
            (
                Ratio::new(16_231, 16_660),
                Ratio::new(263_791_993, 277_555_600)
            )
        );
        // Four decks still fit: the side dealt first wins a little more often than with one.
        let (odd, even) = first_match_weights(4);
        assert_eq!(odd + even, choose(207, 15));
        assert!(odd * 10_100 > even * 10_725);
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        for config in [
            cfg(),
            AndarBaharConfig {
                first: FirstDeal::JokerColour,
                decks: 2,
                ..cfg()
            },
        ] {
            let [(_, pa), (_, pb)] = bet_profiles(&config);
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for i in 0..120_000 {
                let p = play(&config, &bet(100, 100), &[], &mut stats::stream(i)).unwrap();
                a.push((100, p.view.wins.andar));
                b.push((100, p.view.wins.bahar));
            }
            stats::assert_return_within_99("andar", a, pa.rtp, pa.variance);
            stats::assert_return_within_99("bahar", b, pb.rtp, pb.variance);
        }
    }

    #[test]
    fn the_first_match_falls_as_the_law_says() {
        let mut counts = vec![0u64; 51];
        for i in 0..60_000 {
            let p = play(&cfg(), &bet(100, 0), &[], &mut stats::stream(i)).unwrap();
            counts[p.view.andar.len() + p.view.bahar.len() - 1] += 1;
        }
        let total = choose(51, 3) as f64;
        let probs: Vec<f64> = (1..=51u64)
            .map(|k| choose(51 - k, 2) as f64 / total)
            .collect();
        stats::assert_frequencies_fit("first match", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..100 {
            let c = AndarBaharConfig {
                first: FirstDeal::JokerColour,
                ..cfg()
            };
            let a = play(&c, &bet(100, 100), &[], &mut stats::stream(i)).unwrap();
            assert_eq!(
                a,
                play(&c, &bet(100, 100), &[], &mut stats::stream(i)).unwrap()
            );
            let v = &a.view;
            assert_eq!(v.joker, shoe(1)[stats::stream(i).below(52) as usize]);
            let last = if v.winner == Side::Andar {
                v.andar.last()
            } else {
                v.bahar.last()
            };
            assert_eq!(last.map(|c| c.rank), Some(v.joker.rank));
            let dealt: Vec<&Card> = v.andar.iter().chain(&v.bahar).collect();
            assert_eq!(dealt.iter().filter(|c| c.rank == v.joker.rank).count(), 1);
            // Alternating from the first side: it holds as many cards as the other or one more.
            let (f, s) = if v.first == Side::Andar {
                (&v.andar, &v.bahar)
            } else {
                (&v.bahar, &v.andar)
            };
            assert!(f.len() == s.len() || f.len() == s.len() + 1);
            assert_eq!(v.first, first_side(FirstDeal::JokerColour, v.joker));
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(andar in any::<i64>(), bahar in any::<i64>(), decks in 0u8..10) {
            let c = AndarBaharConfig { decks, ..cfg() };
            if let Ok(p) = play(&c, &bet(andar, bahar), &[], &mut stats::stream(6)) {
                prop_assert!(p.win <= p.stake * 2);
            }
        }
    }
}
