//! Dice: a roll of 0..=9999 (one draw `below(10000)`), the player bets it lands under or over a
//! target.
//!
//! "Under t" wins on 0..t (t winning rolls), "over t" on t+1..=9999 (9999 - t winning rolls).
//! The multiplier is the fair one less the house edge, floored to 1/10000 as the screen shows
//! it: `(10000 - edge_bp) · 10000 / winning_rolls` ten-thousandths. The floor makes the return
//! depend slightly on the chance, so `profile` is that of the least favourable chance allowed;
//! `bet_profile` gives any one.

use serde::{Deserialize, Serialize};

use super::exact::Outcomes;
use super::{Action, FairStream, GameError, Play, Profile, Ratio, check_stake, pay};

// The types carry the engine's name so their TypeScript declarations (tsify) do not clash;
// inside casino-core they keep the short names of the engine contract.
pub type Config = DiceConfig;
pub type Bet = DiceBet;
pub type View = DiceView;

/// Rolls per round, and the unit of multipliers (ten-thousandths).
const ROLLS: u32 = 10_000;

/// The highest roll, and so the highest target a player can pick.
pub const MAX_ROLL: u32 = ROLLS - 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DiceConfig {
    /// House edge in basis points (100 is 1 %).
    pub house_edge_bp: u32,
    /// Bounds on the number of winning rolls out of 10000 (100 and 9800 keep the chance within
    /// 1 %..98 %).
    pub min_chance: u32,
    pub max_chance: u32,
    pub min_bet: i64,
    pub max_bet: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    Under,
    Over,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DiceBet {
    pub stake: i64,
    pub target: u32,
    pub direction: Direction,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DiceView {
    pub roll: u32,
    /// Winning rolls out of 10000.
    pub chance: u32,
    /// In ten-thousandths (19800 is x1.98).
    pub multiplier: u64,
    pub won: bool,
}

fn check_config(cfg: &DiceConfig) -> Result<(), GameError> {
    let ok = cfg.house_edge_bp < ROLLS
        && cfg.min_chance >= 1
        && cfg.min_chance <= cfg.max_chance
        && cfg.max_chance < ROLLS;
    ok.then_some(()).ok_or(GameError::BetInvalid)
}

/// The scale players read rolls and targets on: hundredths, 0.00 to 99.99 (roll 6743 is
/// `67.43`). Bets and rounds keep the whole roll; only what is shown and typed is scaled.
pub fn point_text(roll: u32) -> String {
    format!("{}.{:02}", roll / 100, roll % 100)
}

/// A target typed on the players' scale (`49.5`, `49,50`, `7`): its roll, when it is a number
/// of at most two decimals on the dice.
pub fn point_of_text(text: &str) -> Option<u32> {
    let text = text.trim();
    let (whole, frac) = text.split_once(['.', ',']).unwrap_or((text, ""));
    let digits = |s: &str, max: usize| s.len() <= max && s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole, 2) || !digits(frac, 2) {
        return None;
    }
    let hundredths = format!("{frac:0<2}").parse::<u32>().ok()?;
    let roll = whole.parse::<u32>().ok()? * 100 + hundredths;
    (roll <= MAX_ROLL).then_some(roll)
}

/// Winning rolls of a target and direction, if the target is on the dice.
pub fn chance(target: u32, direction: Direction) -> Option<u32> {
    match direction {
        _ if target >= ROLLS => None,
        Direction::Under => Some(target),
        Direction::Over => Some(ROLLS - 1 - target),
    }
}

/// The multiplier in ten-thousandths for `chance` winning rolls (chance > 0).
pub fn multiplier(cfg: &DiceConfig, chance: u32) -> u64 {
    let fair_less_edge = u64::from(ROLLS.saturating_sub(cfg.house_edge_bp)) * u64::from(ROLLS);
    fair_less_edge / u64::from(chance.max(1))
}

pub fn wins(roll: u32, target: u32, direction: Direction) -> bool {
    match direction {
        Direction::Under => roll < target,
        Direction::Over => roll > target,
    }
}

/// What the bet returns on `roll` (stake included).
pub fn settle(cfg: &DiceConfig, bet: &DiceBet, roll: u32) -> i64 {
    match chance(bet.target, bet.direction) {
        Some(c) if c > 0 && wins(roll, bet.target, bet.direction) => {
            pay(bet.stake, multiplier(cfg, c), u64::from(ROLLS))
        }
        _ => 0,
    }
}

pub fn validate(cfg: &DiceConfig, bet: &DiceBet) -> Result<u32, GameError> {
    check_config(cfg)?;
    let c = chance(bet.target, bet.direction).ok_or(GameError::BetInvalid)?;
    if c < cfg.min_chance || c > cfg.max_chance {
        return Err(GameError::BetInvalid);
    }
    check_stake(bet.stake, cfg.min_bet.max(1), cfg.max_bet)?;
    Ok(c)
}

pub fn play(
    cfg: &DiceConfig,
    bet: &DiceBet,
    actions: &[Action],
    rng: &mut FairStream,
) -> Result<Play<DiceView>, GameError> {
    let c = validate(cfg, bet)?;
    if !actions.is_empty() {
        return Err(GameError::ActionNotAllowed);
    }
    let roll = rng.below(ROLLS);
    let win = settle(cfg, bet, roll);
    Ok(Play {
        stake: bet.stake,
        win,
        finished: true,
        allowed: Vec::new(),
        view: DiceView {
            roll,
            chance: c,
            multiplier: multiplier(cfg, c),
            won: wins(roll, bet.target, bet.direction),
        },
    })
}

/// The exact profile of a bet with `chance` winning rolls.
pub fn bet_profile(cfg: &DiceConfig, chance: u32) -> Profile {
    let chance = chance.clamp(1, ROLLS - 1);
    let mut o = Outcomes::new(u64::from(ROLLS));
    o.add(u128::from(chance), u128::from(multiplier(cfg, chance)));
    o.add(u128::from(ROLLS - chance), 0);
    o.profile()
}

/// The least favourable chance allowed (lowest return; the smaller chance on a tie).
pub fn profile(cfg: &DiceConfig) -> Profile {
    let (lo, hi) = (cfg.min_chance.max(1), cfg.max_chance.clamp(1, ROLLS - 1));
    // All returns share the denominator 10000², so the products compare directly.
    let worst = (lo..=hi.max(lo))
        .min_by_key(|&c| u64::from(c) * multiplier(cfg, c))
        .unwrap_or(lo);
    bet_profile(cfg, worst)
}

/// The most favourable chance allowed (a bonus's wagering weight looks at it).
pub fn best_profile(cfg: &DiceConfig) -> Profile {
    let (lo, hi) = (cfg.min_chance.max(1), cfg.max_chance.clamp(1, ROLLS - 1));
    let best = (lo..=hi.max(lo))
        .max_by_key(|&c| u64::from(c) * multiplier(cfg, c))
        .unwrap_or(lo);
    bet_profile(cfg, best)
}

/// The maximum win (`GameConfig::max_return`), reached by the smallest chance allowed (`min_chance`
/// winning rolls, e.g. under `min_chance`, won on roll 0): the multiplier only falls as the chance
/// grows, so it is `multiplier(min_chance)` ten-thousandths, floored as the screen shows it (the
/// win is then rounded down to the cent). Zero for a configuration that refuses every bet.
pub fn max_return(cfg: &DiceConfig) -> Option<Ratio> {
    if check_config(cfg).is_err() || cfg.min_bet.max(1) > cfg.max_bet {
        return Some(Ratio::new(0, 1));
    }
    Some(Ratio::new(
        u128::from(multiplier(cfg, cfg.min_chance)),
        u128::from(ROLLS),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Ratio, Volatility, stats, testing};
    use proptest::prelude::*;

    #[test]
    fn players_read_and_type_rolls_on_the_hundredths_scale() {
        assert_eq!(point_text(6743), "67.43");
        assert_eq!(point_text(0), "0.00");
        assert_eq!(point_text(5), "0.05");
        assert_eq!(point_text(MAX_ROLL), "99.99");
        for (typed, roll) in [
            ("49.5", 4950),
            ("49,50", 4950),
            (" 7 ", 700),
            ("0.05", 5),
            ("99.99", 9999),
            ("12.", 1200),
        ] {
            assert_eq!(point_of_text(typed), Some(roll), "{typed}");
        }
        for typed in ["", ".5", "100", "1.234", "-1", "4a", "1.2.3", "٣"] {
            assert_eq!(point_of_text(typed), None, "{typed}");
        }
    }

    proptest! {
        #[test]
        fn every_roll_reads_back_to_itself(roll in 0..=MAX_ROLL) {
            prop_assert_eq!(point_of_text(&point_text(roll)), Some(roll));
        }
    }

    fn cfg() -> DiceConfig {
        DiceConfig {
            house_edge_bp: 100,
            min_chance: 100,
            max_chance: 9800,
            min_bet: 10,
            max_bet: 100_000,
        }
    }

    fn bet(target: u32, direction: Direction) -> DiceBet {
        DiceBet {
            stake: 100,
            target,
            direction,
        }
    }

    #[test]
    fn known_rolls_pay_exactly() {
        let c = cfg();
        assert_eq!(multiplier(&c, 5000), 19_800);
        assert_eq!(settle(&c, &bet(5000, Direction::Under), 4999), 198);
        assert_eq!(settle(&c, &bet(5000, Direction::Under), 5000), 0);
        // Over 5000 wins on 4999 rolls: 9900·10000/4999 = 19803.96 → x1.9803.
        assert_eq!(multiplier(&c, 4999), 19_803);
        assert_eq!(settle(&c, &bet(5000, Direction::Over), 5001), 198);
        assert_eq!(
            settle(
                &c,
                &DiceBet {
                    stake: 10_000,
                    ..bet(5000, Direction::Over)
                },
                9999
            ),
            19_803
        );
        assert_eq!(settle(&c, &bet(5000, Direction::Over), 5000), 0);
        assert_eq!(multiplier(&c, 100), 990_000);
        assert_eq!(settle(&c, &bet(9899, Direction::Over), 9900), 9900);
    }

    #[test]
    fn targets_keep_the_chance_within_bounds() {
        let c = cfg();
        assert_eq!(validate(&c, &bet(100, Direction::Under)), Ok(100));
        assert_eq!(
            validate(&c, &bet(99, Direction::Under)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(9801, Direction::Under)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(validate(&c, &bet(199, Direction::Over)), Ok(9800));
        assert_eq!(
            validate(&c, &bet(9900, Direction::Over)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(&c, &bet(10_000, Direction::Under)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            validate(
                &c,
                &DiceBet {
                    stake: 9,
                    ..bet(5000, Direction::Under)
                }
            ),
            Err(GameError::BetBelowMin { min: 10 })
        );
        assert_eq!(
            validate(
                &c,
                &DiceBet {
                    stake: 100_001,
                    ..bet(5000, Direction::Under)
                }
            ),
            Err(GameError::BetAboveMax { max: 100_000 })
        );
        let broken = DiceConfig {
            house_edge_bp: 10_000,
            ..cfg()
        };
        assert_eq!(
            validate(&broken, &bet(5000, Direction::Under)),
            Err(GameError::BetInvalid)
        );
        assert_eq!(
            play(
                &c,
                &bet(5000, Direction::Under),
                &[Action::Hit],
                &mut stats::stream(0)
            ),
            Err(GameError::ActionNotAllowed)
        );
    }

    #[test]
    fn profiles_are_exact() {
        let c = cfg();
        let half = bet_profile(&c, 5000);
        assert_eq!(half.rtp, Ratio::new(99, 100));
        // X = 1.98 with probability 1/2: variance 1.98²/4 = 0.9801.
        assert_eq!(half.variance, Ratio::new(9801, 10_000));
        // The floor costs most at 97.24 %: 9724 · 10180 / 10^8.
        let p = profile(&c);
        assert_eq!(p.rtp, Ratio::new(1_237_379, 1_250_000));
        assert_eq!(p.variance, Ratio::new(43_457_987_859, 1_562_500_000_000));
        assert_eq!(p.rtp.percent(3).to_string(), "98.990");
        assert_eq!(p.volatility(), Volatility::Low);
        assert_eq!(bet_profile(&c, 100).volatility(), Volatility::Medium);
    }

    #[test]
    fn max_return_is_the_smallest_chance_won() {
        // 1 % less 1 % edge: 9900 · 10000 / 100 = 990000 ten-thousandths, x99.
        assert_eq!(max_return(&cfg()), Some(Ratio::new(99, 1)));
        // Edges of the catalog: 1.5 % and 2 %.
        for (edge, expected) in [(150, Ratio::new(197, 2)), (200, Ratio::new(98, 1))] {
            let c = DiceConfig {
                house_edge_bp: edge,
                ..cfg()
            };
            assert_eq!(max_return(&c), Some(expected));
        }
        // Every chance allowed pays at most that, the smallest one exactly that.
        let c = cfg();
        let top = (c.min_chance..=c.max_chance)
            .map(|ch| multiplier(&c, ch))
            .max();
        assert_eq!(top, Some(multiplier(&c, c.min_chance)));
        let broken = DiceConfig {
            house_edge_bp: 10_000,
            ..cfg()
        };
        assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
        // Under 1.00 (100 winning rolls) wins one round in 100: found within a few thousand.
        let b = DiceBet {
            stake: 10_000,
            ..bet(100, Direction::Under)
        };
        let won = (0..5_000u64)
            .map(|n| play(&c, &b, &[], &mut FairStream::new(b"seed", "client", n)).unwrap())
            .find(|p| p.win > 0)
            .expect("a winning roll");
        assert_eq!(won.win, 99 * won.stake);
    }

    fn simulate(b: &DiceBet, rounds: u64) -> Vec<(i64, i64)> {
        testing::returns(rounds, |rng| play(&cfg(), b, &[], rng))
    }

    #[test]
    fn simulated_returns_match_the_profiles() {
        let c = cfg();
        let b = DiceBet {
            stake: 10_000,
            ..bet(5000, Direction::Under)
        };
        let p = bet_profile(&c, 5000);
        stats::assert_return_within_99("under 50 %", simulate(&b, 150_000), p.rtp, p.variance);
        let b = DiceBet {
            stake: 10_000,
            ..bet(8999, Direction::Over)
        };
        let p = bet_profile(&c, 1000);
        stats::assert_return_within_99("over 89.99", simulate(&b, 150_000), p.rtp, p.variance);
    }

    #[test]
    fn rolls_are_uniform() {
        let mut counts = [0u64; 20];
        for i in 0..100_000 {
            let p = play(
                &cfg(),
                &bet(5000, Direction::Under),
                &[],
                &mut stats::stream(i),
            )
            .unwrap();
            counts[(p.view.roll / 500) as usize] += 1;
            assert_eq!(p.view.won, p.win > 0);
        }
        stats::assert_frequencies_fit("dice rolls", &counts, &[0.05; 20]);
    }

    #[test]
    fn rounds_replay_from_the_stream() {
        for i in 0..50 {
            let b = bet(3000 + i as u32, Direction::Over);
            let a = play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap();
            assert_eq!(a, play(&cfg(), &b, &[], &mut stats::stream(i)).unwrap());
            assert_eq!(a.view.roll, stats::stream(i).below(10_000));
        }
    }

    proptest! {
        #[test]
        fn any_bet_is_refused_or_settled_without_panic(stake in any::<i64>(), target in any::<u32>(), over in any::<bool>(), edge in 0u32..20_000) {
            let direction = if over { Direction::Over } else { Direction::Under };
            let c = DiceConfig { house_edge_bp: edge, ..cfg() };
            if let Ok(p) = play(&c, &DiceBet { stake, target, direction }, &[], &mut stats::stream(2)) {
                prop_assert!(p.win <= p.stake * 99);
            }
            let _ = profile(&DiceConfig { min_chance: target, max_chance: target / 2, ..c });
        }
    }
}
