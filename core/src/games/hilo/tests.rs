#![allow(clippy::float_arithmetic)]

use super::*;
use crate::games::stats;
use crate::games::testing;

const CFG: Config = Config {
    min_bet: 10,
    max_bet: 1_000_000,
    house_edge_bp: 100,
    max_skips: 3,
    max_multiplier: 10_000,
};

fn no_skips() -> Config {
    Config {
        max_skips: 0,
        ..CFG
    }
}

fn round(cfg: &Config, i: u64, actions: &[Action]) -> Result<Play<View>, GameError> {
    play(cfg, &Bet { stake: 10_000 }, actions, &mut stats::stream(i))
}

#[test]
fn multipliers_derive_from_the_chance_with_the_edge() {
    let table: Vec<u32> = (1..=12).map(|k| multiplier(&CFG, k)).collect();
    assert_eq!(
        table,
        [1287, 643, 429, 321, 257, 214, 183, 160, 143, 128, 117, 107]
    );
    let fair = Config {
        house_edge_bp: 0,
        ..CFG
    };
    assert_eq!(multiplier(&fair, 1), 1300);
    assert_eq!(multiplier(&fair, 12), 108);
    let one = |k: u8, multiplier: u32| {
        Some(Choice {
            ranks: k,
            multiplier,
        })
    };
    assert_eq!(choices(&CFG, 2), (None, one(1, 1287)));
    assert_eq!(choices(&CFG, 14), (one(1, 1287), None));
    assert_eq!(choices(&CFG, 8), (one(7, 183), one(7, 183)));
    assert_eq!(choices(&CFG, 3), (one(12, 107), one(2, 643)));
    let c = |code: &str| Card::parse(code).unwrap();
    assert!(correct(Move::Higher, c("8s"), c("8d")) && correct(Move::Lower, c("8s"), c("8d")));
    assert!(correct(Move::Higher, c("8s"), c("Ad")) && !correct(Move::Lower, c("8s"), c("Ad")));
    assert!(!correct(Move::Higher, c("8s"), c("2d")) && correct(Move::Lower, c("8s"), c("2d")));
    assert_eq!(cashout(155, 107), 165);
    assert_eq!(cashout(10_000, 1287), 128_700);
}

#[test]
fn the_profile_is_exact() {
    // Without skips: one guess on the best offer of each rank (k · m over 1300, by hand:
    // 1287 on 2, 4, 6, 10, Q, A; 1286 on 3, K; 1284 on 5, 7, 9, J; 1281 on 8).
    let p = profile(&no_skips());
    assert_eq!(p.rtp, Ratio::new(16_711, 16_900));
    assert_eq!(p.method, RtpMethod::Strategy);
    // The guesses taken: (ranks, multiplier) per card; ties go to the likelier guess.
    let taken = [
        (1, 1287),
        (2, 643),
        (11, 117),
        (4, 321),
        (9, 143),
        (6, 214),
        (7, 183),
        (6, 214),
        (9, 143),
        (4, 321),
        (11, 117),
        (2, 643),
        (1, 1287),
    ];
    let second: u128 = taken.iter().map(|&(k, m)| k * m * m).sum();
    assert_eq!(
        p.variance,
        Ratio::new(second * 169 - 16_711 * 16_711, 16_900 * 16_900)
    );
    // One skip: skip the cards whose best return (1284, 1281) is under the 16711/16900 a
    // fresh card is worth.
    let one_skip = profile(&Config {
        max_skips: 1,
        ..CFG
    });
    assert_eq!(one_skip.rtp, Ratio::new(217_377, 219_700));
    // Skips approach the best offer, 99 %, from below.
    let many = profile(&Config {
        max_skips: MAX_SKIPS,
        ..CFG
    });
    assert!(one_skip.rtp.lt(&many.rtp) && many.rtp.lt(&Ratio::new(99, 100)));
    assert_eq!(many.rtp.percent(2).to_string(), "99.00");
    assert_eq!(many.rtp.percent(4).to_string(), "98.9998");
    assert_eq!(many.volatility(), crate::games::Volatility::Low);
}

/// The optimal play of the profile, computed independently in floating point: guess the best
/// offer when it returns at least what a fresh card is worth, otherwise skip; cash out after
/// the first correct guess.
fn optimal_round(cfg: &Config, i: u64) -> Play<View> {
    let best = |rank: u8| {
        let (m, c) = best_guess(cfg, rank).unwrap();
        (m, f64::from(c.ranks) * f64::from(c.multiplier) / 1300.0)
    };
    // fresh[s + 1]: what a fresh card is worth with s skips left.
    let mut fresh = vec![0.0];
    for _ in 0..cfg.max_skips {
        let last = *fresh.last().unwrap();
        fresh.push((2..=14).map(|r| best(r).1.max(last)).sum::<f64>() / 13.0);
    }
    let mut actions = Vec::new();
    loop {
        let p = round(cfg, i, &actions).unwrap();
        if p.finished {
            return p;
        }
        if p.allowed.contains(&ActionKind::Cashout) {
            actions.push(Action::Cashout);
            continue;
        }
        let (guess, value) = best(p.view.card.rank);
        let skips = usize::from(p.view.skips_left);
        if skips > 0 && value < fresh[skips] {
            actions.push(Action::Skip);
        } else {
            actions.push(if guess == Move::Higher {
                Action::Higher
            } else {
                Action::Lower
            });
        }
    }
}

#[test]
fn optimal_play_returns_the_profile_rtp() {
    for cfg in [no_skips(), CFG] {
        let p = profile(&cfg);
        let rounds = (0..300_000u64).map(|i| (10_000, optimal_round(&cfg, i).win));
        stats::assert_return_within_99("optimal hi-lo", rounds, p.rtp, p.variance);
    }
}

/// Guesses the likelier side (higher on a tie), `guesses` times, then cashes out.
fn likelier(p: &Play<View>) -> Action {
    match (p.view.higher, p.view.lower) {
        (Some(h), Some(l)) if l.ranks > h.ranks => Action::Lower,
        (Some(_), _) => Action::Higher,
        _ => Action::Lower,
    }
}

#[test]
fn chained_guesses_multiply_with_floored_hundredths() {
    // Exact expectation of two guesses on the likelier side, enumerated over three ranks.
    let cfg = no_skips();
    let pick = |rank: u8| {
        let (h, l) = choices(&cfg, rank);
        match (h, l) {
            (Some(h), Some(l)) if l.ranks > h.ranks => (Move::Lower, l.multiplier),
            (Some(h), _) => (Move::Higher, h.multiplier),
            (_, l) => (Move::Lower, l.unwrap().multiplier),
        }
    };
    let card = |r: u8| Card::new(r, 0);
    let (mut first, mut second) = (0u128, 0u128);
    for r0 in 2..=14u8 {
        let (g0, m0) = pick(r0);
        for r1 in 2..=14u8 {
            if !correct(g0, card(r0), card(r1)) {
                continue;
            }
            let (g1, m1) = pick(r1);
            for r2 in 2..=14u8 {
                if correct(g1, card(r1), card(r2)) {
                    let m = u128::from(m0) * u128::from(m1) / 100;
                    first += m;
                    second += m * m;
                }
            }
        }
    }
    // Over 2197 · 100 and 2197 · 10_000.
    let rtp = Ratio::new(first, 219_700);
    let variance = Ratio::new(second * 2197 - first * first, 219_700 * 219_700);
    let rounds = (0..300_000u64).map(|i| {
        let mut actions = Vec::new();
        loop {
            let p = round(&cfg, i, &actions).unwrap();
            if p.finished {
                return (10_000, p.win);
            }
            let wins = p.view.history.iter().filter(|s| s.correct).count();
            actions.push(if wins == 2 {
                Action::Cashout
            } else {
                likelier(&p)
            });
        }
    });
    stats::assert_return_within_99("two guesses", rounds, rtp, variance);
}

#[test]
fn cards_are_uniform_over_the_52() {
    let mut observed = vec![0u64; 52];
    for i in 0..104_000 {
        let p = round(&CFG, i, &[]).unwrap();
        let c = p.view.card;
        observed[usize::from(c.suit) * 13 + usize::from(c.rank - 2)] += 1;
    }
    stats::assert_frequencies_fit("first card", &observed, &[1.0 / 52.0; 52]);
}

#[test]
fn max_return_is_the_cap() {
    assert_eq!(max_return(&CFG), Some(Ratio::new(10_000, 1)));
    assert_eq!(max_return(&no_skips()), Some(Ratio::new(10_000, 1)));
    let broken = Config {
        max_multiplier: 12,
        ..CFG
    };
    assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
    // Why the cap is reached: four correct one-rank guesses (lower on a two, higher on an ace)
    // at 12.87x, floored at each step, pass 10000x, so the fourth is cut to the cap and the
    // round cashes out at exactly 10000 times the stake.
    let one_rank = u64::from(multiplier(&CFG, 1));
    assert_eq!(one_rank, 1287);
    let mut m = 100u64;
    let mut steps = Vec::new();
    for _ in 0..4 {
        m = (m * one_rank / 100).min(u64::from(CFG.max_multiplier) * 100);
        steps.push(m);
    }
    assert_eq!(steps, [1287, 16_563, 213_165, 1_000_000]);
    assert_eq!(cashout(10_000, m), 10_000 * 10_000);
    // Every card offers a guess paying more than 1 at the highest edge allowed.
    let steep = Config {
        house_edge_bp: MAX_EDGE_BP,
        ..CFG
    };
    for rank in 2..=14 {
        assert!(best_guess(&steep, rank).is_some(), "{rank}");
    }
    // From the stream, with a cap of 100x that likelier guesses reach about one round in 100:
    // the round ends by itself paying exactly 100 times the stake.
    let cfg = Config {
        max_multiplier: 100,
        ..no_skips()
    };
    let capped = (0..3_000u64).find_map(|nonce| {
        let bet = Bet { stake: 10_000 };
        let mut actions = Vec::new();
        loop {
            let p = play(
                &cfg,
                &bet,
                &actions,
                &mut FairStream::new(b"seed", "client", nonce),
            )
            .unwrap();
            if p.finished {
                return (p.view.ending == Some(Ending::CashedOut)).then_some(p);
            }
            actions.push(likelier(&p));
        }
    });
    let p = capped.expect("a round reaching the cap");
    assert_eq!((p.view.multiplier, p.win), (10_000, 100 * p.stake));
    assert_eq!(max_return(&cfg), Some(Ratio::new(100, 1)));
}

#[test]
fn the_cap_cashes_out_by_itself() {
    let cfg = Config {
        max_multiplier: 13,
        ..no_skips()
    };
    let mut capped = 0;
    for i in 0..2_000 {
        let mut actions = Vec::new();
        let p = loop {
            let p = round(&cfg, i, &actions).unwrap();
            if p.finished {
                break p;
            }
            actions.push(likelier(&p));
        };
        if p.view.ending == Some(Ending::CashedOut) {
            assert_eq!((p.view.multiplier, p.win), (1_300, 130_000));
            capped += 1;
        } else {
            assert_eq!(
                (p.view.ending, p.win, p.view.multiplier),
                (Some(Ending::Lost), 0, 0)
            );
        }
    }
    assert!(capped > 20);
}

#[test]
fn rounds_replay_and_offer_exactly_the_allowed_actions() {
    use ActionKind::*;
    for i in 0..300 {
        let mut actions = Vec::new();
        let mut previous = round(&CFG, i, &actions).unwrap();
        let mut skips = 0;
        assert!(
            !previous.allowed.contains(&Cashout),
            "no cash-out before a win"
        );
        assert_eq!(
            round(&CFG, i, &[Action::Cashout]),
            Err(GameError::ActionNotAllowed)
        );
        while !previous.finished {
            let rank = previous.view.card.rank;
            assert_eq!(previous.allowed.contains(&Higher), rank != 2);
            assert_eq!(previous.allowed.contains(&Lower), rank != 14);
            assert_eq!(previous.allowed.contains(&Skip), skips < 3);
            let action = if skips < 3 && i % 2 == 0 {
                skips += 1;
                Action::Skip
            } else if previous.view.history.iter().any(|s| s.correct) && i % 3 == 0 {
                Action::Cashout
            } else {
                likelier(&previous)
            };
            actions.push(action);
            let next = round(&CFG, i, &actions).unwrap();
            assert_eq!(next, round(&CFG, i, &actions).unwrap());
            assert_eq!(
                next.view.history[..previous.view.history.len()],
                previous.view.history[..]
            );
            previous = next;
        }
        assert_eq!(previous.view.skips_left, 3 - skips);
        assert!(previous.allowed.is_empty());
        actions.push(Action::Higher);
        assert_eq!(round(&CFG, i, &actions), Err(GameError::ActionNotAllowed));
    }
}

#[test]
fn bad_bets_configs_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(10, 1_000_000, |stake, rng| {
        play(&CFG, &Bet { stake }, &[], rng)
    });
    let mut rng = stats::stream(0);
    for bad in [
        Config {
            house_edge_bp: 2_001,
            ..CFG
        },
        Config {
            max_skips: 11,
            ..CFG
        },
        Config {
            max_multiplier: 12,
            ..CFG
        },
    ] {
        assert_eq!(
            play(&bad, &Bet { stake: 100 }, &[], &mut rng),
            Err(GameError::BetInvalid)
        );
    }
    testing::fuzz_actions(
        5_000,
        12,
        |i, actions| round(&CFG, i, actions),
        |_, _, p| assert!(p.win >= 0 && p.win <= 10_000 * 10_000),
    );
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_config() -> impl Strategy<Value = Config> {
        (0u32..=MAX_EDGE_BP, 0u8..=MAX_SKIPS, 13u32..100_000).prop_map(|(edge, skips, cap)| {
            Config {
                house_edge_bp: edge,
                max_skips: skips,
                max_multiplier: cap,
                ..CFG
            }
        })
    }

    proptest! {
        #[test]
        fn any_round_keeps_the_contract_and_pays_at_most_the_cap(
            cfg in any_config(), stake in 10i64..=1_000_000, nonce in 0u64..100_000,
            actions in testing::any_actions(12),
        ) {
            let p = testing::check_replay(&actions, |a| play(&cfg, &Bet { stake }, a, &mut stats::stream(nonce)))?;
            let v = &p.view;
            prop_assert!(v.multiplier <= u64::from(cfg.max_multiplier) * 100);
            prop_assert!(p.win <= stake * i64::from(cfg.max_multiplier));
            let skips = v.history.iter().filter(|s| s.action == Move::Skip).count();
            prop_assert_eq!(usize::from(v.skips_left), usize::from(cfg.max_skips) - skips);
            let wins = v.history.iter().filter(|s| s.correct).count();
            match v.ending {
                Some(Ending::Lost) => prop_assert_eq!((p.win, v.multiplier), (0, 0)),
                Some(Ending::CashedOut) => {
                    prop_assert!(wins > 0);
                    prop_assert_eq!(p.win, cashout(stake, v.multiplier));
                }
                None => prop_assert!(!p.finished),
            }
            // Each step's verdict is the rule's, on the card it was made on and the next one.
            let mut cards: Vec<Card> = v.history.iter().map(|s| s.card).collect();
            cards.push(v.card);
            for (step, next) in v.history.iter().zip(&cards[1..]) {
                prop_assert_eq!(step.correct, correct(step.action, step.card, *next));
            }
        }

        #[test]
        fn a_likelier_guess_never_pays_more_and_never_returns_above_the_edge(
            edge in 0u32..=MAX_EDGE_BP, k in 1u32..13,
        ) {
            let cfg = Config { house_edge_bp: edge, ..CFG };
            prop_assert!(multiplier(&cfg, k + 1) <= multiplier(&cfg, k));
            // k ranks of 13 times the multiplier stay within 13 × (1 − edge).
            prop_assert!(k * multiplier(&cfg, k) * 100 <= 13 * (10_000 - edge));
        }

        #[test]
        fn the_offers_on_a_card_win_with_their_ranks(
            edge in 0u32..=MAX_EDGE_BP, rank in 2u8..=14, next in 2u8..=14, suits in (0u8..4, 0u8..4),
        ) {
            let cfg = Config { house_edge_bp: edge, ..CFG };
            let (current, following) = (Card::new(rank, suits.0), Card::new(next, suits.1));
            let (higher, lower) = choices(&cfg, rank);
            prop_assert_eq!(correct(Move::Higher, current, following), next >= rank);
            prop_assert_eq!(correct(Move::Lower, current, following), next <= rank);
            prop_assert!(!correct(Move::Skip, current, following));
            // A guess offered wins with exactly its number of the 13 ranks; a certain one is not offered.
            if let Some(c) = higher {
                prop_assert_eq!(u32::from(c.ranks), 15 - u32::from(rank));
                prop_assert!(c.multiplier > 100);
            }
            if let Some(c) = lower {
                prop_assert_eq!(u32::from(c.ranks), u32::from(rank) - 1);
                prop_assert!(c.multiplier > 100);
            }
            if rank == 14 {
                prop_assert!(lower.is_none());
            }
            if rank == 2 {
                prop_assert!(higher.is_none());
            }
        }
    }
}
