use std::collections::HashSet;

use proptest::prelude::*;

use super::calibration::designs;
use super::maximum::best_spin;
use super::profile::spin_moments;
use super::*;
use crate::games::stats::{self, assert_frequencies_fit, assert_return_within_99, stream};
use crate::games::{Ratio, Volatility};

const A: u8 = 0;
const B: u8 = 1;
const C: u8 = 2;
const W: u8 = 3;
const S: u8 = 4;

fn symbols() -> Vec<Symbol> {
    let regular = |pays| Symbol {
        kind: SymbolKind::Regular,
        pays,
    };
    vec![
        regular([5, 10, 20]),
        regular([10, 30, 100]),
        regular([20, 50, 200]),
        Symbol {
            kind: SymbolKind::Wild,
            pays: [30, 100, 500],
        },
        // With 3 coins: 2, 10 and 50 times the stake.
        Symbol {
            kind: SymbolKind::Scatter,
            pays: [6, 30, 150],
        },
    ]
}

/// Three lines (middle, top, bottom), 3 coins: a coin is a line bet. Wilds everywhere, reel 1
/// included, so lines can open with wilds.
fn tiny_lines() -> SlotsConfig {
    SlotsConfig {
        rows: 3,
        reels: vec![
            vec![A, B, C, W, S, A, B, A],
            vec![A, W, B, C, A, S, B, C],
            vec![B, A, C, W, A, B, S, C],
            vec![C, A, W, B, A, S, C, B],
            vec![A, C, B, S, W, A, C, B],
        ],
        symbols: symbols(),
        evaluation: Evaluation::Lines {
            lines: vec![vec![1; 5], vec![0; 5], vec![2; 5]],
        },
        coins: 3,
        free_spins: Some(FreeSpins {
            spins: 2,
            multiplier: 3,
            retrigger: false,
        }),
        min_stake: 3,
        max_stake: 3_000,
    }
}

fn tiny_ways() -> SlotsConfig {
    SlotsConfig {
        evaluation: Evaluation::Ways,
        coins: 25,
        min_stake: 25,
        max_stake: 25_000,
        ..tiny_lines()
    }
}

/// `window[reel][row]` from the rows as drawn on screen.
fn rows(top: [u8; 5], middle: [u8; 5], bottom: [u8; 5]) -> Vec<Vec<u8>> {
    (0..5).map(|r| vec![top[r], middle[r], bottom[r]]).collect()
}

fn line_wins(spin: &Spin) -> Vec<(Option<u16>, u8, u8, i64)> {
    spin.wins
        .iter()
        .map(|w| (w.line, w.symbol, w.count, w.win))
        .collect()
}

#[test]
fn lines_pay_left_to_right_with_wilds_substituting() {
    let cfg = tiny_lines();
    // Stake 300: a coin (line bet) is 100 cents.
    let pay = |top, middle, bottom| settle(&cfg, 300, &rows(top, middle, bottom), 1);

    let spin = pay([B, C, A, C, A], [A, A, W, A, B], [C, B, B, A, C]);
    assert_eq!(line_wins(&spin), vec![(Some(0), A, 4, 1_000)]);
    assert_eq!(spin.wins[0].positions, vec![[0, 1], [1, 1], [2, 1], [3, 1]]);
    assert_eq!(spin.win, 1_000);

    // Five of a kind on top, three on the bottom; the middle line opens with a lone A.
    let spin = pay([B, B, B, B, B], [A, C, A, A, A], [A, A, A, B, C]);
    assert_eq!(
        line_wins(&spin),
        vec![(Some(1), B, 5, 10_000), (Some(2), A, 3, 500)]
    );
    assert_eq!(spin.win, 10_500);

    // Leading wilds count for the first symbol after them...
    let spin = pay([A, B, A, B, A], [W, W, C, C, C], [B, A, B, A, B]);
    assert_eq!(line_wins(&spin), vec![(Some(0), C, 5, 20_000)]);
    // ...unless the wilds alone pay more: 3 wilds (30) beat 4 A (10).
    let spin = pay([A, B, A, B, A], [W, W, W, A, B], [B, A, B, A, B]);
    assert_eq!(line_wins(&spin), vec![(Some(0), W, 3, 3_000)]);
    // A scatter breaks a line; two of a kind pay nothing.
    let spin = pay([A, B, A, B, A], [C, S, C, C, C], [B, B, A, A, C]);
    assert_eq!(spin.win, 0);
    assert!(!spin.triggers);
}

#[test]
fn scatters_pay_anywhere_and_trigger_free_spins_with_their_multiplier() {
    let cfg = tiny_lines();
    let window = rows([S, B, S, C, A], [A, C, B, S, B], [C, A, C, B, C]);
    let spin = settle(&cfg, 300, &window, 1);
    assert_eq!(spin.scatters, 3);
    assert!(spin.triggers);
    assert_eq!(line_wins(&spin), vec![(None, S, 3, 600)]);
    assert_eq!(spin.wins[0].positions, vec![[0, 0], [2, 0], [3, 1]]);
    // During free spins (multiplier 3) every win is tripled, the scatter pay included.
    let spin = settle(&cfg, 300, &window, 3);
    assert_eq!(spin.win, 1_800);
    // Five scatters: 50 times the stake.
    let window = rows([S, B, S, C, S], [A, S, B, S, B], [C, A, C, B, C]);
    assert_eq!(settle(&cfg, 300, &window, 1).win, 15_000);
}

#[test]
fn ways_multiply_the_matching_positions_per_reel() {
    let cfg = tiny_ways();
    // Stake 2500 with 25 coins: a coin is 100 cents.
    let window = vec![
        vec![A, A, B],
        vec![W, C, A],
        vec![A, C, C],
        vec![B, B, C],
        vec![C, A, B],
    ];
    let spin = settle(&cfg, 2_500, &window, 1);
    // A: 2 x 2 x 1 ways of 3 (5 coins each); B stops at 2 reels; C does not start.
    assert_eq!(spin.wins.len(), 1);
    let win = &spin.wins[0];
    assert_eq!(
        (
            win.kind, win.symbol, win.count, win.ways, win.coins, win.win
        ),
        (WinKind::Ways, A, 3, 4, 20, 2_000)
    );
    assert_eq!(win.positions, vec![[0, 0], [0, 1], [1, 0], [1, 2], [2, 0]]);

    let window = vec![
        vec![C, A, B],
        vec![C, C, W],
        vec![W, A, C],
        vec![C, B, B],
        vec![A, B, A],
    ];
    let spin = settle(&cfg, 2_500, &window, 2);
    let got: Vec<(u8, u8, u32, u64)> = spin
        .wins
        .iter()
        .map(|w| (w.symbol, w.count, w.ways, w.coins))
        .collect();
    // A: 1 x 1 x 2 of 3; B: 1 x 1 x 1 x 2 x 1 of 5; C: 1 x 3 x 2 x 1 of 4.
    assert_eq!(got, vec![(A, 3, 2, 10), (B, 5, 2, 200), (C, 4, 6, 300)]);
    assert_eq!(spin.win, 2 * 51_000);
}

/// Settles every stop combination of a small configuration, at one coin per coin of stake.
fn every_spin(cfg: &SlotsConfig, mut f: impl FnMut(&Spin)) {
    let mut stops = vec![0u32; cfg.reels.len()];
    loop {
        f(&settle(cfg, i64::from(cfg.coins), &window(cfg, &stops), 1));
        let mut reel = 0;
        loop {
            if reel == stops.len() {
                return;
            }
            stops[reel] += 1;
            if stops[reel] < cfg.reels[reel].len() as u32 {
                break;
            }
            stops[reel] = 0;
            reel += 1;
        }
    }
}

/// Every stop combination by brute force: per number of scatters (capped at 5), the
/// combinations and the sum of the line or ways coins; the sum of squares.
fn brute_moments(cfg: &SlotsConfig) -> ([u128; 6], [u128; 6], u128) {
    let (mut n, mut s1, mut s2) = ([0u128; 6], [0u128; 6], 0u128);
    every_spin(cfg, |spin| {
        let coins: u64 = spin
            .wins
            .iter()
            .filter(|w| w.kind != WinKind::Scatter)
            .map(|w| w.coins)
            .sum();
        let c = usize::from(spin.scatters.min(5));
        n[c] += 1;
        s1[c] += u128::from(coins);
        s2 += u128::from(coins) * u128::from(coins);
    });
    (n, s1, s2)
}

/// The most coins a spin pays, scatters included, and the most a triggering spin pays.
fn brute_best(cfg: &SlotsConfig) -> (u64, Option<u64>) {
    let (mut all, mut triggering) = (0, None::<u64>);
    every_spin(cfg, |spin| {
        let coins: u64 = spin.wins.iter().map(|w| w.coins).sum();
        all = all.max(coins);
        if spin.triggers {
            triggering = Some(triggering.map_or(coins, |t| t.max(coins)));
        }
    });
    (all, triggering)
}

/// The moments and the best spins of the dynamic programmes against brute force.
fn assert_moments_match_brute_force(label: &str, cfg: &SlotsConfig) {
    cfg.validate().unwrap();
    let m = spin_moments(cfg);
    let (n, s1, s2) = brute_moments(cfg);
    assert_eq!((m.n, m.s1, m.s2), (n, s1, s2), "{label}");
    assert_eq!(best_spin(cfg), brute_best(cfg), "{label}: best spin");
}

#[test]
fn the_dynamic_programme_matches_brute_force() {
    assert_moments_match_brute_force("lines with wilds on reel 1", &tiny_lines());
    assert_moments_match_brute_force("ways", &tiny_ways());
    // Stacked scatters (two in a window), four rows, three reels.
    let mut cfg = tiny_lines();
    cfg.rows = 4;
    cfg.reels = vec![
        vec![A, S, S, B, W, C, A, B, C],
        vec![W, W, A, B, S, C, C, A],
        vec![S, A, B, W, C, S, B, A, A, C],
    ];
    cfg.evaluation = Evaluation::Lines {
        lines: vec![
            vec![0, 0, 0],
            vec![1, 1, 1],
            vec![2, 2, 2],
            vec![3, 3, 3],
            vec![0, 1, 2],
            vec![3, 2, 1],
            vec![1, 2, 1],
        ],
    };
    cfg.coins = 7;
    cfg.min_stake = 7;
    cfg.max_stake = 7_000;
    assert_moments_match_brute_force("3x4 lines", &cfg);
    cfg.evaluation = Evaluation::Ways;
    assert_moments_match_brute_force("3x4 ways", &cfg);
    // Several lines sharing their last reels, and wilds paying less than symbols.
    let mut cfg = tiny_lines();
    cfg.symbols[usize::from(W)].pays = [1, 2, 3];
    cfg.evaluation = Evaluation::Lines {
        lines: vec![
            vec![0, 1, 2, 1, 0],
            vec![2, 1, 0, 1, 0],
            vec![1, 1, 1, 1, 0],
            vec![1, 0, 1, 2, 2],
            vec![0, 0, 2, 2, 2],
        ],
    };
    assert_moments_match_brute_force("shared futures", &cfg);
}

/// The exact profile from brute-force sums: one spin, then `N` free spins without retriggers.
fn brute_profile(cfg: &SlotsConfig) -> (Ratio, Ratio) {
    let pay = |c: usize| u128::from(super::evaluate::symbol_pay(cfg, S, c));
    let (n, s1, s2) = brute_moments(cfg);
    let d: u128 = n.iter().sum();
    let a1: u128 = (0..6).map(|c| s1[c] + n[c] * pay(c)).sum();
    let a2: u128 = s2
        + (0..6)
            .map(|c| 2 * pay(c) * s1[c] + n[c] * pay(c) * pay(c))
            .sum::<u128>();
    let t: u128 = n[3..].iter().sum();
    let a1t: u128 = (3..6).map(|c| s1[c] + n[c] * pay(c)).sum();
    let fs = cfg.free_spins.unwrap();
    let (spins, m) = (u128::from(fs.spins), u128::from(fs.multiplier));
    let coins = u128::from(cfg.coins);
    // In units of 1 / D^3: E[X] = a1/D + t/D * N m a1/D.
    let ex = a1 * d + t * spins * m * a1; // over d^2
    let ex2 = a2 * d * d
        + 2 * a1t * spins * m * a1 * d
        + t * (spins * m * m * a2 * d + spins * (spins - 1) * m * m * a1 * a1); // over d^3
    let rtp = Ratio::new(ex, d * d * coins);
    let var_num = ex2 * d - ex * ex; // over d^4
    let scale = 1_000_000_000_000u128;
    let den = d * d * d * d * coins * coins;
    let variance = Ratio::new((var_num * scale).div_ceil(den), scale);
    (rtp, variance)
}

#[test]
fn the_profile_is_exact() {
    let mut cfg = tiny_lines();
    cfg.reels.truncate(3);
    cfg.reels[0] = vec![A, B, C, S, A, B, W];
    cfg.evaluation = Evaluation::Lines {
        lines: vec![vec![1; 3], vec![0; 3], vec![2; 3]],
    };
    let p = profile(&cfg);
    assert_eq!((p.rtp, p.variance), brute_profile(&cfg));
    // Figures to recognise a change of the rules by (a generous test machine: 247 %).
    assert_eq!(p.rtp, Ratio::new(124_135, 50_176));
    assert_eq!(p.rtp.percent(2).to_string(), "247.40");
    assert_eq!(
        p.variance,
        Ratio::new(20_128_248_109_200, 1_000_000_000_000)
    );
    assert_eq!(p.volatility(), Volatility::Medium);
    let ways = SlotsConfig {
        evaluation: Evaluation::Ways,
        coins: 9,
        min_stake: 9,
        max_stake: 9_000,
        ..cfg
    };
    assert_eq!(
        (profile(&ways).rtp, profile(&ways).variance),
        brute_profile(&ways)
    );
}

#[test]
fn retriggers_add_a_geometric_series_of_free_spins() {
    let mut cfg = tiny_lines();
    let plain = profile(&cfg);
    cfg.free_spins = Some(FreeSpins {
        retrigger: true,
        ..cfg.free_spins.unwrap()
    });
    let again = profile(&cfg);
    // E[X] = mu (1 + p N m / (1 - p N)) against mu (1 + p N m): the ratio of the two returns.
    let (t, d) = super::profile::trigger_odds(&cfg);
    let (n, m) = (2u128, 3u128);
    let expected = Ratio::new(
        plain.rtp.num * (d - n * t + n * m * t) * d,
        plain.rtp.den * (d - n * t) * (d + n * m * t),
    );
    assert_eq!(again.rtp, expected);
    assert!(plain.variance.lt(&again.variance));
}

#[test]
fn designs_land_in_range_with_the_volatility_asked() {
    let mut seen = HashSet::new();
    for d in designs(20) {
        let (cfg, p) = design_profiled(&d);
        assert_eq!(cfg.validate(), Ok(()), "{d:?}");
        assert!(in_range(&p), "{d:?}: RTP {}", p.rtp.percent(2));
        assert_eq!(
            p.volatility(),
            d.volatility,
            "{d:?}: variance {:?}",
            p.variance
        );
        assert_eq!(p, profile(&cfg));
        assert_eq!(cfg.free_spins.is_some(), d.free_spins);
        assert!(
            seen.insert(serde_json::to_string(&cfg).unwrap()),
            "{d:?} repeats a configuration"
        );
    }
    assert_eq!(design(&designs(1)[0]), design(&designs(1)[0]));
}

/// Rounds played to the end, from the simulation streams: `(stake, win)`.
fn simulate(cfg: &SlotsConfig, stake: i64, rounds: u64) -> impl Iterator<Item = (i64, i64)> + '_ {
    (0..rounds).map(move |i| {
        let mut actions = Vec::new();
        loop {
            let p = play(cfg, &SlotsBet { stake }, &actions, &mut stream(i)).unwrap();
            if p.finished {
                return (p.stake, p.win);
            }
            actions.extend(std::iter::repeat_n(
                Action::Spin,
                p.view.free_spins_left as usize,
            ));
        }
    })
}

fn assert_simulated(layout: Layout, volatility: Volatility, variant: u32, rounds: u64) {
    let d = Design {
        layout,
        volatility,
        symbols: 8,
        free_spins: true,
        variant,
    };
    let (cfg, p) = design_profiled(&d);
    assert!(cfg.free_spins.is_some());
    let label = format!("{layout:?} {volatility:?}");
    assert_return_within_99(
        &label,
        simulate(&cfg, cfg.min_stake * 3, rounds),
        p.rtp,
        p.variance,
    );
}

// Low volatility gives the sharpest checks (a 2 to 4 % error fails them); the high-volatility
// slot's interval is wide, but honest because its width comes from the exact variance.
#[test]
fn simulated_returns_match_the_profile_classic_and_ten_lines() {
    assert_simulated(Layout::Classic3x3, Volatility::Low, 1, 150_000);
    assert_simulated(Layout::Lines10, Volatility::Low, 2, 80_000);
    assert_simulated(Layout::Lines10, Volatility::High, 2, 40_000);
}

#[test]
fn simulated_returns_match_the_profile_twenty_and_forty_lines() {
    assert_simulated(Layout::Lines20, Volatility::Medium, 3, 60_000);
    assert_simulated(Layout::Lines40, Volatility::Low, 4, 60_000);
}

#[test]
fn simulated_returns_match_the_profile_ways() {
    assert_simulated(Layout::Ways243, Volatility::Low, 5, 80_000);
    assert_simulated(Layout::Ways1024, Volatility::Low, 6, 60_000);
}

#[test]
fn reel_stops_and_scatter_counts_follow_their_distributions() {
    let cfg = design(&Design {
        layout: Layout::Lines20,
        volatility: Volatility::Medium,
        symbols: 7,
        free_spins: true,
        variant: 11,
    });
    let mut stops: Vec<Vec<u64>> = cfg.reels.iter().map(|s| vec![0; s.len()]).collect();
    let mut scatters = [0u64; 6];
    for i in 0..40_000 {
        let p = play(
            &cfg,
            &SlotsBet {
                stake: cfg.min_stake,
            },
            &[],
            &mut stream(i),
        )
        .unwrap();
        for (reel, &stop) in p.view.stops.iter().enumerate() {
            stops[reel][stop as usize] += 1;
        }
        let shown = p
            .view
            .window
            .iter()
            .flatten()
            .filter(|&&x| Some(x) == cfg.scatter())
            .count();
        scatters[shown.min(5)] += 1;
    }
    for (reel, counts) in stops.iter().enumerate() {
        let uniform = vec![1.0 / counts.len() as f64; counts.len()];
        assert_frequencies_fit(&format!("stops of reel {reel}"), counts, &uniform);
    }
    let exact = super::profile::scatter_counts(&cfg);
    let all: u128 = exact.iter().sum();
    let probabilities: Vec<f64> = exact
        .iter()
        .map(|&c| stats::ratio_f64(Ratio::new(c, all)))
        .collect();
    assert_frequencies_fit("scatters shown", &scatters, &probabilities);
}

/// A round that triggers free spins on the tiny configuration, with its stream index.
fn triggering_round(cfg: &SlotsConfig) -> u64 {
    (0..10_000)
        .find(|&i| {
            !play(cfg, &SlotsBet { stake: 300 }, &[], &mut stream(i))
                .unwrap()
                .finished
        })
        .expect("a trigger within 10 000 rounds")
}

#[test]
fn free_spins_replay_one_action_at_a_time() {
    let cfg = tiny_lines();
    let bet = SlotsBet { stake: 300 };
    let i = triggering_round(&cfg);
    let opening = play(&cfg, &bet, &[], &mut stream(i)).unwrap();
    assert_eq!(opening.allowed, vec![ActionKind::Spin]);
    assert_eq!(
        (opening.view.free_spins_left, opening.view.free_spins_total),
        (2, 2)
    );
    assert_eq!(opening.view.multiplier, 1);
    assert_eq!(opening.view.spin_wins, vec![opening.win]);
    assert!(opening.view.wins.iter().any(|w| w.kind == WinKind::Scatter));

    let one = play(&cfg, &bet, &[Action::Spin], &mut stream(i)).unwrap();
    let two = play(&cfg, &bet, &[Action::Spin, Action::Spin], &mut stream(i)).unwrap();
    assert_eq!(one.view.free_spins_left, 1);
    assert!(!one.finished);
    assert!(two.finished);
    assert!(two.allowed.is_empty());
    assert_eq!(two.view.multiplier, 3);
    assert_eq!(two.view.spin_wins[..2], one.view.spin_wins[..]);
    assert_eq!(two.win, two.view.spin_wins.iter().sum::<i64>());
    // The screen's window is the last spin's, paid with the multiplier.
    let last = settle(&cfg, 300, &window(&cfg, &two.view.stops), 3);
    assert_eq!(
        (last.window, last.wins, last.win),
        (
            two.view.window.clone(),
            two.view.wins.clone(),
            two.view.spin_wins[2]
        )
    );
    // Same inputs, same round.
    assert_eq!(
        play(&cfg, &bet, &[Action::Spin, Action::Spin], &mut stream(i)).unwrap(),
        two
    );

    let err = |actions: &[Action]| play(&cfg, &bet, actions, &mut stream(i)).unwrap_err();
    assert_eq!(
        err(&[Action::Spin, Action::Spin, Action::Spin]),
        GameError::ActionNotAllowed
    );
    assert_eq!(err(&[Action::Hit]), GameError::ActionNotAllowed);
    let quiet = (0..100)
        .find(|&j| play(&cfg, &bet, &[], &mut stream(j)).unwrap().finished)
        .unwrap();
    assert_eq!(
        play(&cfg, &bet, &[Action::Spin], &mut stream(quiet)).unwrap_err(),
        GameError::ActionNotAllowed
    );
}

#[test]
fn retriggers_extend_the_round() {
    // Scatters on every stop of every reel: every spin triggers, retriggers would never end,
    // so such a configuration is refused; with few scatters it plays out.
    let mut cfg = tiny_lines();
    cfg.free_spins = Some(FreeSpins {
        spins: 2,
        multiplier: 1,
        retrigger: true,
    });
    let mut all_scatters = cfg.clone();
    all_scatters.reels = vec![vec![S; 3]; 5];
    assert_eq!(all_scatters.validate(), Err(ConfigError::FreeSpins));
    let mut cfg3 = cfg.clone();
    cfg3.reels = vec![vec![S, A, B, C, A, B, C, A, B, C]; 5];
    cfg3.validate().unwrap();
    let bet = SlotsBet { stake: 300 };
    let retriggered = (0..20_000).find_map(|i| {
        let mut actions = Vec::new();
        loop {
            let p = play(&cfg3, &bet, &actions, &mut stream(i)).unwrap();
            if p.finished {
                return (p.view.free_spins_total > 2).then_some(p);
            }
            actions.push(Action::Spin);
        }
    });
    let p = retriggered.expect("a retrigger within 20 000 rounds");
    assert_eq!(p.view.spin_wins.len() as u32, 1 + p.view.free_spins_total);
    assert_eq!(p.view.free_spins_total % 2, 0);
}

#[test]
fn bad_bets_and_configurations_are_refused() {
    let cfg = tiny_lines();
    let bet = |stake| play(&cfg, &SlotsBet { stake }, &[], &mut stream(0));
    assert_eq!(bet(0).unwrap_err(), GameError::BetBelowMin { min: 3 });
    assert_eq!(bet(-300).unwrap_err(), GameError::BetBelowMin { min: 3 });
    assert_eq!(
        bet(3_003).unwrap_err(),
        GameError::BetAboveMax { max: 3_000 }
    );
    assert_eq!(
        bet(i64::MAX).unwrap_err(),
        GameError::BetAboveMax { max: 3_000 }
    );
    assert_eq!(bet(301).unwrap_err(), GameError::BetInvalid);
    assert!(bet(3).is_ok() && bet(3_000).is_ok());

    type Breaks = fn(&mut SlotsConfig);
    let broken: Vec<(ConfigError, Breaks)> = vec![
        (ConfigError::Shape, |c| c.rows = 5),
        (ConfigError::Shape, |c| c.reels.truncate(4)),
        (ConfigError::Shape, |c| c.reels[2] = vec![A, B]),
        (ConfigError::Shape, |c| c.reels[2][0] = 9),
        (ConfigError::Symbols, |c| {
            c.symbols[0].kind = SymbolKind::Wild
        }),
        (ConfigError::Symbols, |c| c.symbols[0].pays[2] = 1_000_000),
        (ConfigError::Lines, |c| {
            c.evaluation = Evaluation::Lines {
                lines: vec![vec![1; 4]],
            }
        }),
        (ConfigError::Lines, |c| {
            c.evaluation = Evaluation::Lines {
                lines: vec![vec![3; 5]],
            }
        }),
        (ConfigError::Stakes, |c| c.coins = 0),
        (ConfigError::Stakes, |c| c.min_stake = 4),
        (ConfigError::Stakes, |c| c.max_stake = 0),
        (ConfigError::FreeSpins, |c| {
            c.symbols[4].kind = SymbolKind::Regular
        }),
        (ConfigError::FreeSpins, |c| {
            c.free_spins.as_mut().unwrap().multiplier = 0
        }),
    ];
    for (error, breaks) in broken {
        let mut bad = tiny_lines();
        breaks(&mut bad);
        assert_eq!(bad.validate(), Err(error), "{bad:?}");
        assert_eq!(
            play(&bad, &SlotsBet { stake: 300 }, &[], &mut stream(0)).unwrap_err(),
            GameError::BetInvalid
        );
        assert_eq!(profile(&bad).rtp, Ratio::new(0, 1));
    }
}

#[test]
fn configurations_and_views_round_trip_through_json() {
    let cfg = tiny_lines();
    let json = serde_json::to_string(&cfg).unwrap();
    assert!(
        json.contains(r#""evaluation":{"type":"lines","lines":[[1,1,1,1,1]"#),
        "{json}"
    );
    assert!(json.contains(r#""kind":"scatter""#));
    assert_eq!(serde_json::from_str::<SlotsConfig>(&json).unwrap(), cfg);
    let ways = serde_json::to_string(&tiny_ways()).unwrap();
    assert!(ways.contains(r#""evaluation":{"type":"ways"}"#));
    let p = play(
        &cfg,
        &SlotsBet { stake: 300 },
        &[],
        &mut stream(triggering_round(&cfg)),
    )
    .unwrap();
    let view = serde_json::to_value(&p.view).unwrap();
    assert_eq!(
        serde_json::from_value::<SlotsView>(view.clone()).unwrap(),
        p.view
    );
    assert_eq!(
        view["wins"].as_array().unwrap().last().unwrap()["kind"],
        "scatter"
    );
    let d: Design = serde_json::from_str(
        r#"{"layout":"ways1024","volatility":"high","symbols":9,"free_spins":true,"variant":4}"#,
    )
    .unwrap();
    assert_eq!(d.layout, Layout::Ways1024);
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Spin),
        Just(Action::Hit),
        Just(Action::Cashout),
        any::<u8>().prop_map(|index| Action::Reveal { index }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_bet_and_actions_are_answered_without_panicking(
        stake in prop_oneof![any::<i64>(), 0i64..4_000],
        actions in proptest::collection::vec(any_action(), 0..6),
        nonce in 0u64..1_000,
    ) {
        let cfg = tiny_lines();
        if let Ok(p) = play(&cfg, &SlotsBet { stake }, &actions, &mut stream(nonce)) {
            prop_assert!(p.win >= 0);
            prop_assert_eq!(p.finished, p.allowed.is_empty());
        }
    }

    #[test]
    fn any_window_settles_without_panicking(
        window in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..6), 0..7),
        ways in any::<bool>(),
    ) {
        let cfg = if ways { tiny_ways() } else { tiny_lines() };
        let spin = settle(&cfg, 300, &window, 2);
        prop_assert!(spin.win >= 0);
    }
}

#[test]
fn stakes_offered_are_whole_coins_within_the_limits() {
    let mut cfg = tiny_lines();
    cfg.coins = 30;
    cfg.min_stake = 30;
    cfg.max_stake = 3000;
    assert_eq!(
        stake_options(&cfg),
        vec![30, 60, 150, 300, 600, 750, 1500, 3000]
    );
    cfg.coins = 25;
    cfg.min_stake = 25;
    cfg.max_stake = 100;
    assert_eq!(stake_options(&cfg), vec![25, 50, 100]);
    // Every stake offered by a catalogue slot is one its engine takes.
    let entry = crate::games::catalog::catalog()
        .into_iter()
        .find(|e| e.config.engine() == "slots")
        .unwrap();
    let crate::games::GameConfig::Slots(slot) = &entry.config else {
        unreachable!()
    };
    let offered = stake_options(slot);
    assert!(offered.len() > 3, "{offered:?}");
    for stake in offered {
        let bet = crate::games::GameBet::Slots(SlotsBet { stake });
        assert_eq!(entry.config.check(&bet), Ok(stake));
    }
}

#[test]
fn the_maximum_is_the_best_triggering_spin_then_every_free_spin_at_the_best() {
    let cfg = tiny_lines();
    let (all, triggering) = brute_best(&cfg);
    let triggering = triggering.expect("tiny_lines triggers");
    // Two free spins at three times the stake, each at the best spin, over 3 coins.
    let best = u128::from(all.max(triggering + 2 * 3 * all));
    assert_eq!(max_return(&cfg), Some(Ratio::new(best, 3)));
    let mut plain = cfg.clone();
    plain.free_spins = None;
    assert_eq!(max_return(&plain), Some(Ratio::new(u128::from(all), 3)));
    let mut retriggering = cfg;
    retriggering.free_spins = retriggering.free_spins.map(|fs| FreeSpins {
        retrigger: true,
        ..fs
    });
    assert_eq!(max_return(&retriggering), None);
}

#[test]
fn every_design_states_its_maximum_win() {
    for d in designs(3) {
        let cfg = design(&d);
        assert!(cfg.free_spins.is_none_or(|fs| !fs.retrigger), "{d:?}");
        let best = max_return(&cfg).expect("a design without retriggers has a maximum");
        // A spin can always pay more than its stake back.
        assert!(Ratio::new(1, 1).lt(&best), "{d:?}: {best:?}");
    }
}
