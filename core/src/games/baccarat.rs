//! Baccarat, punto banco: player 1:1, banker 0.95:1 (19/20, rounded down to the cent), tie 8:1;
//! player and banker bets are returned on a tie. The tableau decides every third card.
//!
//! Each round deals from a fresh shoe of `decks` decks. The shoe is shuffled by Fisher-Yates
//! only as far as the cards a round can use: `draw_distinct(52·decks, 6)` runs the first six
//! steps of a forward Fisher-Yates shuffle, which gives exactly the top six cards of a full
//! shuffle for 6 draws instead of 415. They are dealt player, banker, player, banker, then the
//! next card to whichever side draws a third one, player first.
//!
//! The profiles are exact for that deal: every sequence of six card values is enumerated with
//! its probability of coming off the top of the full shoe (no infinite-deck approximation), so
//! eight decks give the published 98.94 % banker, 98.76 % player and 85.64 % tie. `profile` is
//! the least favourable bet, the tie.

use serde::{Deserialize, Serialize};

use super::cards::{Card, shoe};
use super::exact::{Outcomes, best, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = BaccaratConfig;
pub type Bet = BaccaratBet;
pub type View = BaccaratView;

const MAX_DECKS: u8 = 8;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BaccaratConfig {
    /// 1..=8 decks.
    pub decks: u8,
    /// Limits of each of the three bets, in cents (a bet of 0 is not placed).
    pub min_bet: i64,
    pub max_bet: i64,
    /// Limit on the sum of the three.
    pub max_total: i64,
}

/// Cents on each spot; 0 leaves it empty.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BaccaratBet {
    pub player: i64,
    pub banker: i64,
    pub tie: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    Player,
    Banker,
    Tie,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BaccaratView {
    /// Two or three cards each, in the order dealt.
    pub player: Vec<Card>,
    pub banker: Vec<Card>,
    pub player_total: u8,
    pub banker_total: u8,
    pub winner: Winner,
    /// A two-card 8 or 9 ended the deal.
    pub natural: bool,
    /// What each spot returns (stake included; 0 when lost).
    pub wins: BaccaratBet,
}

/// Baccarat value: tens and faces 0, aces 1.
pub fn value(card: Card) -> u8 {
    match card.rank {
        14 => 1,
        r if r >= 10 => 0,
        r => r,
    }
}

/// Whether the banker draws on `banker` points after the player's third card (`None` if the
/// player stood).
fn banker_draws(banker: u8, player_third: Option<u8>) -> bool {
    match player_third {
        None => banker <= 5,
        Some(p) => match banker {
            0..=2 => true,
            3 => p != 8,
            4 => (2..=7).contains(&p),
            5 => (4..=7).contains(&p),
            6 => (6..=7).contains(&p),
            _ => false,
        },
    }
}

/// The coup from the values of the cards in dealing order (at least four; the fifth and sixth
/// are used as the tableau asks): (player's values, banker's values, natural).
fn coup(values: &[u8; 6]) -> (Vec<u8>, Vec<u8>, bool) {
    let mut player = vec![values[0], values[2]];
    let mut banker = vec![values[1], values[3]];
    let total = |hand: &[u8]| hand.iter().sum::<u8>() % 10;
    if total(&player) >= 8 || total(&banker) >= 8 {
        return (player, banker, true);
    }
    let mut next = 4;
    let mut third = None;
    if total(&player) <= 5 {
        third = Some(values[next]);
        player.push(values[next]);
        next += 1;
    }
    if banker_draws(total(&banker), third) {
        banker.push(values[next]);
    }
    (player, banker, false)
}

fn winner(player_total: u8, banker_total: u8) -> Winner {
    match player_total.cmp(&banker_total) {
        std::cmp::Ordering::Greater => Winner::Player,
        std::cmp::Ordering::Less => Winner::Banker,
        std::cmp::Ordering::Equal => Winner::Tie,
    }
}

/// What each spot returns when `w` wins.
pub fn settle(bet: &BaccaratBet, w: Winner) -> BaccaratBet {
    match w {
        Winner::Player => BaccaratBet {
            player: pay(bet.player, 2, 1),
            banker: 0,
            tie: 0,
        },
        Winner::Banker => BaccaratBet {
            player: 0,
            banker: pay(bet.banker, 39, 20),
            tie: 0,
        },
        Winner::Tie => BaccaratBet {
            player: bet.player,
            banker: bet.banker,
            tie: pay(bet.tie, 9, 1),
        },
    }
}

pub fn validate(cfg: &BaccaratConfig, bet: &BaccaratBet) -> Result<i64, GameError> {
    if cfg.decks == 0 || cfg.decks > MAX_DECKS {
        return Err(GameError::BetInvalid);
    }
    let spots = [bet.player, bet.banker, bet.tie];
    if spots.iter().all(|&c| c == 0) {
        return Err(GameError::BetInvalid);
    }
    for &c in spots.iter().filter(|&&c| c != 0) {
        check_stake(c, cfg.min_bet.max(1), cfg.max_bet)?;
    }
    let total = spots.iter().fold(0i64, |t, &c| t.saturating_add(c));
    check_stake(total, 1, cfg.max_total)?;
    Ok(total)
}

/// The cards of one coup as they fall, the same whatever is staked: a live table deals one coup
/// for every bet of its round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coup {
    pub player: Vec<Card>,
    pub banker: Vec<Card>,
    pub player_total: u8,
    pub banker_total: u8,
    pub winner: Winner,
    pub natural: bool,
}

/// Deals a coup off a fresh shoe of `decks` decks (clamped to 1..=8).
pub fn deal_coup(decks: u8, rng: &mut FairStream) -> Coup {
    let full = shoe(decks.clamp(1, MAX_DECKS));
    let top: Vec<Card> = rng
        .draw_distinct(full.len() as u32, 6)
        .into_iter()
        .map(|i| full[i as usize])
        .collect();
    let mut values = [0u8; 6];
    for (v, &c) in values.iter_mut().zip(&top) {
        *v = value(c);
    }
    let (p, b, natural) = coup(&values);
    // Cards 0 and 2 are the player's, 1 and 3 the banker's; a third card is the next one.
    let mut player = vec![top[0], top[2]];
    let mut banker = vec![top[1], top[3]];
    if p.len() == 3 {
        player.push(top[4]);
    }
    if b.len() == 3 {
        banker.push(top[2 + p.len()]);
    }
    let (player_total, banker_total) = (p.iter().sum::<u8>() % 10, b.iter().sum::<u8>() % 10);
    Coup {
        player,
        banker,
        player_total,
        banker_total,
        winner: winner(player_total, banker_total),
        natural,
    }
}

pub fn play(
    cfg: &BaccaratConfig,
    bet: &BaccaratBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<BaccaratView>, GameError> {
    let stake = validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let coup = deal_coup(cfg.decks, rng);
    let wins = settle(bet, coup.winner);
    Ok(Play {
        stake,
        win: wins.player + wins.banker + wins.tie,
        finished: true,
        allowed: Vec::new(),
        view: BaccaratView {
            player: coup.player,
            banker: coup.banker,
            player_total: coup.player_total,
            banker_total: coup.banker_total,
            winner: coup.winner,
            natural: coup.natural,
            wins,
        },
    })
}

/// How many ordered deals of six cards off a full shoe of `decks` decks end in a player win, a
/// banker win and a tie (their sum is 52d·(52d-1)·...·(52d-5)).
pub fn outcome_weights(decks: u8) -> [u128; 3] {
    let d = u128::from(decks.clamp(1, MAX_DECKS));
    // Cards left of each value: tens and faces are worth 0.
    let mut left = [4 * d; 10];
    left[0] = 16 * d;
    let mut weights = [0u128; 3];
    let mut values = [0u8; 6];
    deal(0, 1, &mut left, &mut values, &mut weights);
    weights
}

fn deal(
    depth: usize,
    weight: u128,
    left: &mut [u128; 10],
    values: &mut [u8; 6],
    weights: &mut [u128; 3],
) {
    if depth == 6 {
        let (p, b, _) = coup(values);
        let w = winner(p.iter().sum::<u8>() % 10, b.iter().sum::<u8>() % 10);
        weights[w as usize] += weight;
        return;
    }
    for v in 0..10u8 {
        let n = left[usize::from(v)];
        if n == 0 {
            continue;
        }
        left[usize::from(v)] -= 1;
        values[depth] = v;
        deal(depth + 1, weight * n, left, values, weights);
        left[usize::from(v)] += 1;
    }
}

/// The exact profiles of the player, banker and tie bets, in that order.
pub fn bet_profiles(cfg: &BaccaratConfig) -> [(Winner, Profile); 3] {
    let [p, b, t] = outcome_weights(cfg.decks);
    // Returns in twentieths of the stake, for the banker's 19/20.
    let profile_of = |returns: [u128; 3]| {
        let mut o = Outcomes::new(20);
        for (weight, ret) in [p, b, t].into_iter().zip(returns) {
            o.add(weight, ret);
        }
        o.profile()
    };
    [
        (Winner::Player, profile_of([40, 0, 20])),
        (Winner::Banker, profile_of([0, 39, 20])),
        (Winner::Tie, profile_of([0, 0, 180])),
    ]
}

/// The least favourable bet, the tie.
pub fn profile(cfg: &BaccaratConfig) -> Profile {
    worst(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The most favourable bet (a bonus's wagering weight looks at it: `bonus::game_weight`).
pub fn best_profile(cfg: &BaccaratConfig) -> Profile {
    best(bet_profiles(cfg).into_iter().map(|(_, p)| p))
}

/// The maximum win (`GameConfig::max_return`), reached by the tie bet alone on a tie: 8 to 1, 9
/// times the stake (the player bet returns 2, the banker 1.95). Spots played together return over
/// their total a weighted average of their own returns on the coup (on a tie the player and banker
/// bets come back at 1), so never more than 9. Zero when the configuration accepts no bet.
pub fn max_return(cfg: &BaccaratConfig) -> Option<Ratio> {
    let unit = 20;
    let probe = BaccaratBet {
        player: unit,
        banker: unit,
        tie: unit,
    };
    let lowest = cfg.min_bet.max(1);
    if cfg.decks == 0 || cfg.decks > MAX_DECKS || lowest > cfg.max_bet.min(cfg.max_total) {
        return Some(Ratio::new(0, 1));
    }
    // Every winner is dealt from any shoe (see `outcome_weights`); each spot on its own.
    let top = [Winner::Player, Winner::Banker, Winner::Tie]
        .into_iter()
        .flat_map(|w| {
            let r = settle(&probe, w);
            [r.player, r.banker, r.tie]
        })
        .max()
        .unwrap_or(0);
    Some(Ratio::new(top as u128, unit as u128))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats};
    use proptest::prelude::*;

    fn cfg() -> BaccaratConfig {
        BaccaratConfig {
            decks: 8,
            min_bet: 100,
            max_bet: 100_000,
            max_total: 150_000,
        }
    }

    fn bet(player: i64, banker: i64, tie: i64) -> BaccaratBet {
        BaccaratBet {
            player,
            banker,
            tie,
        }
    }

    #[test]
    fn the_tableau_decides_third_cards() {
        // Naturals stand.
        assert_eq!(coup(&[8, 5, 0, 4, 9, 9]), (vec![8, 0], vec![5, 4], true));
        // Player 5 draws; banker 3 draws unless the player's third card is an 8.
        assert_eq!(
            coup(&[2, 1, 3, 2, 8, 7]),
            (vec![2, 3, 8], vec![1, 2], false)
        );
        assert_eq!(
            coup(&[2, 1, 3, 2, 7, 7]),
            (vec![2, 3, 7], vec![1, 2, 7], false)
        );
        // Player stands on 6; banker draws on 5 and below, with the fifth card.
        assert_eq!(
            coup(&[3, 2, 3, 3, 4, 9]),
            (vec![3, 3], vec![2, 3, 4], false)
        );
        assert_eq!(coup(&[3, 3, 3, 3, 4, 9]), (vec![3, 3], vec![3, 3], false));
        // Banker 6 draws only on a player's third 6 or 7.
        assert_eq!(
            coup(&[1, 3, 1, 3, 6, 5]),
            (vec![1, 1, 6], vec![3, 3, 5], false)
        );
        assert_eq!(
            coup(&[1, 3, 1, 3, 5, 5]),
            (vec![1, 1, 5], vec![3, 3], false)
        );
        // Banker 4 draws on 2..=7, banker 5 on 4..=7.
        assert!(banker_draws(4, Some(2)) && !banker_draws(4, Some(1)) && !banker_draws(4, Some(8)));
        assert!(banker_draws(5, Some(4)) && !banker_draws(5, Some(3)));
        assert!(!banker_draws(7, Some(0)) && banker_draws(2, Some(9)));
        assert_eq!(value(Card::new(14, 0)), 1);
        assert_eq!(value(Card::new(12, 0)), 0);
        assert_eq!(value(Card::new(9, 0)), 9);
    }

    #[test]
    fn known_coups_pay_exactly() {
        let b = bet(100, 333, 50);
        assert_eq!(settle(&b, Winner::Player), bet(200, 0, 0));
        // 333 · 1.95 = 649.35, rounded down.
        assert_eq!(settle(&b, Winner::Banker), bet(0, 649, 0));
        assert_eq!(settle(&b, Winner::Tie), bet(100, 333, 450));
    }

    #[test]
    fn bad_bets_are_refused() {
        let c = cfg();
        assert_eq!(validate(&c, &bet(0, 0, 0)), Err(GameError::BetInvalid));
        assert_eq!(
            validate(&c, &bet(99, 0, 0)),
            Err(GameError::BetBelowMin { min: 100 })
        );
        assert_eq!(
            validate(&c, &bet(-100, 0, 100)),
            Err(GameError::BetBelowMin { min: 100 })
        );
        assert_eq!(
            validate(&c, &bet(0, 100_001, 0)),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        assert_eq!(
            validate(&c, &bet(100_000, 0, 100_000)),
            Err(GameError::BetAboveMax { max: 150_000 })
        );
        assert_eq!(
            validate(&BaccaratConfig { decks: 9, ..cfg() }, &bet(100, 0, 0)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&BaccaratConfig { decks: 0, ..cfg() }, &bet(100, 0, 0)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(validate(&c, &bet(100, 100, 100)), Ok(300));
        assert_eq!(
            play(&c, &bet(100, 0, 0), &[Action::Hit], &mut stats::stream(0)),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn max_return_is_a_tie_on_the_tie_bet() {
        assert_eq!(max_return(&cfg()), Some(Ratio::new(9, 1)));
        assert_eq!(
            max_return(&BaccaratConfig { decks: 6, ..cfg() }),
            Some(Ratio::new(9, 1))
        );
        assert_eq!(
            max_return(&BaccaratConfig { decks: 0, ..cfg() }),
            Some(Ratio::new(0, 1))
        );
        // Every winner comes off the shoe, the tie too.
        assert!(outcome_weights(8).iter().all(|&w| w > 0));
        // A tie comes about one coup in ten: it pays 9 times the tie bet alone, and less over
        // the total when the player bet rides along (returned at 1).
        let stream = |n| FairStream::new(b"seed", "client", n);
        let n = (0..2_000u64)
            .find(|&n| deal_coup(8, &mut stream(n)).winner == Winner::Tie)
            .expect("a tie");
        let p = play(&cfg(), &bet(0, 0, 100), &[], &mut stream(n)).unwrap();
        assert_eq!(p.win, 9 * p.stake);
        let p = play(&cfg(), &bet(100, 0, 100), &[], &mut stream(n)).unwrap();
        assert_eq!((p.stake, p.win), (200, 1_000));
    }

    #[test]
    fn eight_deck_profiles_are_the_published_figures() {
        let total: u128 = (411..=416).product();
        assert_eq!(
            outcome_weights(8),
            [
                2_230_518_282_592_256,
                2_292_252_566_437_888,
                475_627_426_473_216
            ]
        );
        assert_eq!(outcome_weights(8).iter().sum::<u128>(), total);
        let [(_, player), (_, banker), (_, tie)] = bet_profiles(&cfg());
        assert_eq!(
            banker.rtp,
            Ratio::new(10_732_465_128_097, 10_847_218_479_825)
        );
        assert_eq!(
            player.rtp,
            Ratio::new(19_283_843_717_413, 19_524_993_263_685)
        );
        assert_eq!(tie.rtp, Ratio::new(619_306_544_887, 723_147_898_655));
        assert_eq!(banker.rtp.percent(2).to_string(), "98.94");
        assert_eq!(player.rtp.percent(2).to_string(), "98.76");
        assert_eq!(tie.rtp.percent(2).to_string(), "85.64");
        assert_eq!(
            player.variance,
            Ratio::new(
                344_891_340_492_053_315_232_095_456,
                381_225_361_946_944_627_939_779_225
            )
        );
        assert_eq!(
            banker.variance,
            Ratio::new(
                101_191_667_832_985_456_634_546_596,
                117_662_148_749_056_983_932_030_625
            )
        );
        assert_eq!(
            tie.variance,
            Ratio::new(
                3_647_111_442_485_028_614_000_096,
                522_942_883_329_142_150_809_025
            )
        );
        assert_eq!(profile(&cfg()), tie);
        assert_eq!(tie.volatility(), Volatility::Low);
        // A single deck: banker 98.99 %, player 98.71 %.
        let [(_, p1), (_, b1), _] = bet_profiles(&BaccaratConfig { decks: 1, ..cfg() });
        assert_eq!(
            (p1.rtp, b1.rtp),
            (
                Ratio::new(12_560_396, 12_724_075),
                Ratio::new(4_823_747, 4_873_050)
            )
        );
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let profiles = bet_profiles(&cfg());
        let mut rounds: [Vec<(i64, i64)>; 3] = Default::default();
        let mut counts = [0u64; 3];
        for i in 0..120_000 {
            // One coup settles a bet on each spot: the deal does not depend on the bet.
            let p = play(&cfg(), &bet(100, 100, 100), &[], &mut stats::stream(i)).unwrap();
            counts[p.view.winner as usize] += 1;
            rounds[0].push((100, p.view.wins.player));
            rounds[1].push((100, p.view.wins.banker));
            rounds[2].push((100, p.view.wins.tie));
        }
        for ((w, prof), r) in profiles.iter().zip(rounds) {
            stats::assert_return_within_99(&format!("{w:?}"), r, prof.rtp, prof.variance);
        }
        let weights = outcome_weights(8);
        let total = weights.iter().sum::<u128>() as f64;
        let probs: Vec<f64> = weights.iter().map(|&w| w as f64 / total).collect();
        stats::assert_frequencies_fit("baccarat winners", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        let full = shoe(8);
        for i in 0..200 {
            let a = play(&cfg(), &bet(100, 0, 100), &[], &mut stats::stream(i)).unwrap();
            assert_eq!(
                a,
                play(&cfg(), &bet(100, 0, 100), &[], &mut stats::stream(i)).unwrap()
            );
            let top: Vec<Card> = stats::stream(i)
                .draw_distinct(416, 6)
                .iter()
                .map(|&j| full[j as usize])
                .collect();
            assert_eq!(&a.view.player[..2], &[top[0], top[2]]);
            assert_eq!(&a.view.banker[..2], &[top[1], top[3]]);
            let dealt = a.view.player.len() + a.view.banker.len();
            let mut all: Vec<Card> = a
                .view
                .player
                .iter()
                .chain(&a.view.banker)
                .copied()
                .collect();
            let mut expected = top[..dealt].to_vec();
            all.sort();
            expected.sort();
            assert_eq!(all, expected);
            let total = |h: &[Card]| h.iter().map(|&c| value(c)).sum::<u8>() % 10;
            assert_eq!(
                (total(&a.view.player), total(&a.view.banker)),
                (a.view.player_total, a.view.banker_total)
            );
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(player in any::<i64>(), banker in any::<i64>(), tie in any::<i64>(), decks in any::<u8>()) {
            let c = BaccaratConfig { decks, ..cfg() };
            if let Ok(p) = play(&c, &bet(player, banker, tie), &[], &mut stats::stream(5)) {
                prop_assert!(p.win <= p.stake * 9);
            }
        }
    }
}
