//! Keno: 20 numbers of 1..=80 are drawn (`draw_distinct(80, 20)`, in draw order); the player
//! picks 1 to 10 numbers and is paid by the paytable of that pick count for the number of hits.
//!
//! The chance of `m` hits with `k` picks is hypergeometric, C(20, m)·C(60, k-m) / C(80, k), so
//! every paytable's return is exact. `default_paytables` ships one paytable per pick count
//! between 94.78 % and 95.49 %. `profile` is the least favourable pick count.

use serde::{Deserialize, Serialize};

use super::draws;
use super::exact::{Outcomes, best, hypergeometric, worst};
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = KenoConfig;
pub type Bet = KenoBet;
pub type View = KenoView;

const NUMBERS: u8 = 80;
const DRAWN: usize = 20;
const MAX_PICKS: usize = 10;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct KenoConfig {
    /// `paytables[k - 1][m]`: what `k` picks with `m` hits return, in hundredths of the stake
    /// (stake included; 0 loses). A pick count whose table is missing or empty is not offered.
    pub paytables: Vec<Vec<u32>>,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct KenoBet {
    pub stake: i64,
    /// Distinct numbers of 1..=80.
    pub picks: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct KenoView {
    /// The 20 numbers in the order drawn.
    pub drawn: Vec<u8>,
    /// The picks that were drawn, in the order picked.
    pub hits: Vec<u8>,
    /// The paytable entry paid, in hundredths.
    pub multiplier: u32,
}

/// Returns between 94.78 % (4 picks) and 95.49 % (6 picks); the top prizes grow with the
/// pick count from 3.80x to 25000x.
pub fn default_paytables() -> Vec<Vec<u32>> {
    vec![
        vec![0, 380],
        vec![0, 100, 950],
        vec![0, 0, 250, 4350],
        vec![0, 0, 200, 500, 10_000],
        vec![0, 0, 50, 400, 1600, 45_000],
        vec![0, 0, 0, 200, 800, 8000, 170_000],
        vec![0, 0, 0, 100, 500, 2500, 21_000, 600_000],
        vec![0, 0, 0, 100, 300, 1200, 6000, 55_000, 1_000_000],
        vec![0, 0, 0, 50, 250, 600, 3000, 22_000, 100_000, 1_500_000],
        vec![
            0, 0, 0, 50, 150, 400, 1300, 8000, 60_000, 500_000, 2_500_000,
        ],
    ]
}

/// The paytable for `picks` numbers, if offered and well formed (one entry per hit count).
fn paytable(cfg: &KenoConfig, picks: usize) -> Option<&[u32]> {
    let table = cfg.paytables.get(picks.checked_sub(1)?)?;
    (picks <= MAX_PICKS && table.len() == picks + 1).then_some(table.as_slice())
}

pub fn validate(cfg: &KenoConfig, bet: &KenoBet) -> Result<(), GameError> {
    let k = bet.picks.len();
    if k == 0 || k > MAX_PICKS || paytable(cfg, k).is_none() {
        return Err(GameError::BetInvalid);
    }
    if !draws::distinct_in_range(&bet.picks, NUMBERS) {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)
}

/// What the bet returns when `drawn` come out; the hits in pick order.
pub fn settle(cfg: &KenoConfig, bet: &KenoBet, drawn: &[u8]) -> (i64, Vec<u8>, u32) {
    let hits = draws::matched(&bet.picks, drawn);
    let multiplier = paytable(cfg, bet.picks.len())
        .and_then(|t| t.get(hits.len()).copied())
        .unwrap_or(0);
    (pay(bet.stake, u64::from(multiplier), 100), hits, multiplier)
}

pub fn play(
    cfg: &KenoConfig,
    bet: &KenoBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<KenoView>, GameError> {
    validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let drawn = draws::draw(rng, NUMBERS, DRAWN);
    let (win, hits, multiplier) = settle(cfg, bet, &drawn);
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: KenoView {
            drawn,
            hits,
            multiplier,
        },
    })
}

/// The exact profile of `picks` numbers, if that pick count is offered.
pub fn bet_profile(cfg: &KenoConfig, picks: usize) -> Option<Profile> {
    let table = paytable(cfg, picks)?;
    let k = picks as u64;
    let mut o = Outcomes::new(100);
    for (m, &ret) in table.iter().enumerate() {
        let m = m as u64;
        o.add(
            hypergeometric(u64::from(NUMBERS), DRAWN as u64, k, m),
            u128::from(ret),
        );
    }
    Some(o.profile())
}

/// The least favourable pick count offered.
pub fn profile(cfg: &KenoConfig) -> Profile {
    worst((1..=MAX_PICKS).filter_map(|k| bet_profile(cfg, k)))
}

/// The most favourable number of picks (a bonus's wagering weight looks at it).
pub fn best_profile(cfg: &KenoConfig) -> Profile {
    best((1..=MAX_PICKS).filter_map(|k| bet_profile(cfg, k)))
}

/// The maximum win (`GameConfig::max_return`), reached by the largest entry of the paytables
/// offered: with at most 10 picks among 80 and 20 drawn, every hit count from 0 to the picks can
/// come, so every entry is paid on some draw (25000x for 10 of 10 with the default tables). Zero
/// when no pick count is offered or the limits accept no stake.
pub fn max_return(cfg: &KenoConfig) -> Option<Ratio> {
    if cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    let top = (1..=MAX_PICKS)
        .filter_map(|k| paytable(cfg, k))
        .flat_map(|t| t.iter().copied())
        .max()
        .unwrap_or(0);
    Some(Ratio::new(u128::from(top), 100))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::exact::choose;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    fn cfg() -> KenoConfig {
        KenoConfig {
            paytables: default_paytables(),
            min_bet: 10,
            max_bet: 100_000,
        }
    }

    fn bet(picks: &[u8]) -> KenoBet {
        KenoBet {
            stake: 100,
            picks: picks.to_vec(),
        }
    }

    #[test]
    fn known_draws_pay_exactly() {
        let drawn: Vec<u8> = (1..=20).collect();
        let (win, hits, m) = settle(&cfg(), &bet(&[3, 50, 7, 20]), &drawn);
        assert_eq!((win, hits, m), (500, vec![3, 7, 20], 500));
        assert_eq!(settle(&cfg(), &bet(&[21]), &drawn).0, 0);
        assert_eq!(settle(&cfg(), &bet(&[20]), &drawn).0, 380);
        let ten: Vec<u8> = (1..=10).collect();
        assert_eq!(
            settle(
                &cfg(),
                &KenoBet {
                    stake: 333,
                    picks: ten
                },
                &drawn
            )
            .0,
            333 * 25_000
        );
        // 2 picks, 1 hit returns the stake; hundredths round down to the cent.
        assert_eq!(
            settle(
                &cfg(),
                &KenoBet {
                    stake: 11,
                    picks: vec![1, 80]
                },
                &drawn
            )
            .0,
            11
        );
        assert_eq!(
            settle(
                &cfg(),
                &KenoBet {
                    stake: 11,
                    picks: vec![1, 2, 80]
                },
                &drawn
            )
            .0,
            27
        );
    }

    #[test]
    fn bad_picks_are_refused() {
        let c = cfg();
        assert_eq!(validate(&c, &bet(&[])), Err(GameError::BetInvalid));
        assert_eq!(validate(&c, &bet(&[0])), Err(GameError::BetInvalid));
        assert_eq!(validate(&c, &bet(&[81])), Err(GameError::BetInvalid));
        assert_eq!(validate(&c, &bet(&[5, 5])), Err(GameError::BetInvalid));
        assert_eq!(
            validate(&c, &bet(&(1..=11).collect::<Vec<_>>())),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(
                &c,
                &KenoBet {
                    stake: 5,
                    picks: vec![1]
                }
            ),
            Err(GameError::BetBelowMin { min: 10 })
        );
        let short = KenoConfig {
            paytables: vec![vec![0, 380], vec![0, 100]],
            ..cfg()
        };
        assert_eq!(validate(&short, &bet(&[1, 2])), Err(GameError::BetInvalid));
        assert_eq!(
            validate(&short, &bet(&[1, 2, 3])),
            Err(GameError::BetInvalid)
        );
        assert!(validate(&short, &bet(&[80])).is_ok());
        assert_eq!(
            play(&c, &bet(&[1]), &[Action::Stand], &mut stats::stream(0)),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn profiles_are_exact() {
        let c = cfg();
        assert_eq!(bet_profile(&c, 1).unwrap().rtp, Ratio::new(19, 20));
        let two = bet_profile(&c, 2).unwrap();
        assert_eq!(
            (two.rtp, two.variance),
            (Ratio::new(601, 632), Ratio::new(1_957_923, 399_424))
        );
        let ten = bet_profile(&c, 10).unwrap();
        assert_eq!(ten.rtp, Ratio::new(41_299_828_709, 43_328_739_740));
        assert_eq!(ten.volatility(), Volatility::High);
        let p = profile(&c);
        assert_eq!(
            (p.rtp, p.variance),
            (
                Ratio::new(74_955, 79_079),
                Ratio::new(198_030_733_515, 6_253_488_241)
            )
        );
        assert_eq!(p.rtp.percent(2).to_string(), "94.78");
        for k in 1..=10 {
            let rtp = bet_profile(&c, k).unwrap().rtp;
            assert!(
                Ratio::new(94, 100).lt(&rtp) && rtp.lt(&Ratio::new(96, 100)),
                "{k} picks: {rtp:?}"
            );
        }
    }

    #[test]
    fn max_return_is_ten_of_ten() {
        assert_eq!(max_return(&cfg()), Some(Ratio::new(25_000, 1)));
        // Ten picks all among the twenty drawn pay it.
        let drawn: Vec<u8> = (1..=20).collect();
        let ten: Vec<u8> = (11..=20).collect();
        let (win, hits, m) = settle(
            &cfg(),
            &KenoBet {
                stake: 100,
                picks: ten,
            },
            &drawn,
        );
        assert_eq!((win, hits.len(), m), (2_500_000, 10, 2_500_000));
        // Only the pick counts offered count: without the 8, 9 and 10 tables, 7 of 7's 6000x.
        let short = KenoConfig {
            paytables: default_paytables()[..7].to_vec(),
            ..cfg()
        };
        assert_eq!(max_return(&short), Some(Ratio::new(6_000, 1)));
        let closed = KenoConfig {
            max_bet: 0,
            ..cfg()
        };
        assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
    }

    fn simulate(b: &KenoBet, rounds: u64) -> Vec<(i64, i64)> {
        testing::returns(rounds, |rng| play(&cfg(), b, &[], rng))
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let c = cfg();
        for k in [2u8, 4, 10] {
            let picks: Vec<u8> = (1..=k).map(|i| i * 7).collect();
            let p = bet_profile(&c, usize::from(k)).unwrap();
            stats::assert_return_within_99(
                &format!("{k} picks"),
                simulate(&bet(&picks), 100_000),
                p.rtp,
                p.variance,
            );
        }
    }

    #[test]
    fn hits_follow_the_hypergeometric_law() {
        let picks: Vec<u8> = (1..=10).map(|i| i * 8).collect();
        let mut counts = [0u64; 11];
        for i in 0..100_000 {
            let p = play(&cfg(), &bet(&picks), &[], &mut stats::stream(i)).unwrap();
            counts[p.view.hits.len()] += 1;
        }
        let total = choose(80, 10) as f64;
        let probs: Vec<f64> = (0..=10u64)
            .map(|m| (choose(20, m) * choose(60, 10 - m)) as f64 / total)
            .collect();
        stats::assert_frequencies_fit("keno hits", &counts, &probs);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let b = bet(&[1, 2, 3, 4, 5]);
            let a = play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap());
            let expected: Vec<u8> = stats::stream(i)
                .draw_distinct(80, 20)
                .iter()
                .map(|&n| n as u8 + 1)
                .collect();
            assert_eq!(a.view.drawn, expected);
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(stake in any::<i64>(), picks in proptest::collection::vec(any::<u8>(), 0..14)) {
            if let Ok(p) = play(&cfg(), &KenoBet { stake, picks }, &[], &mut stats::stream(3)) {
                prop_assert!(p.win <= p.stake * 25_000);
            }
        }
    }
}
