use super::*;
use crate::games::stats;
use crate::games::{ActionKind, testing};

const CFG: Config = Config {
    min_bet: 100,
    max_bet: 100_000,
    ante_bonus: STANDARD_BONUS,
};

fn hand(codes: &str) -> HandValue3 {
    let v: Vec<Card> = codes.split(' ').map(|c| Card::parse(c).unwrap()).collect();
    evaluate3(&v.try_into().unwrap())
}

#[test]
fn known_hands_pay_exact_cents() {
    let cases = [
        // Dealer under queen high: ante 1 to 1, play returned.
        ("2c 5d 9h", "Jc Td 8h", Outcome::DealerNotQualified, 465, 0),
        ("Ac Kd 9h", "Qc 3d 2h", Outcome::Win, 620, 0),
        ("Ac Kd 9h", "As Kh 9c", Outcome::Push, 310, 0),
        ("Ac Kd 9h", "2s 2h 3c", Outcome::Lose, 0, 0),
        // Bonuses whatever the dealer holds: sequence 1, pure sequence 4, trail 5.
        ("4c 5d 6h", "7s 7h 7c", Outcome::Lose, 155, 155),
        (
            "4c 5c 6c",
            "Jc Td 8h",
            Outcome::DealerNotQualified,
            465 + 620,
            620,
        ),
        ("4c 4d 4h", "Ac 2c 3c", Outcome::Win, 620 + 775, 775),
        ("Ac Kc Qc", "Ad Kd Qd", Outcome::Push, 310 + 620, 620),
    ];
    for (player, dealer, outcome, win, bonus) in cases {
        assert_eq!(
            settle(&CFG, 155, hand(player), hand(dealer)),
            (outcome, win, bonus),
            "{player} vs {dealer}"
        );
    }
}

#[test]
fn max_return_is_a_trail_beating_a_qualifying_dealer() {
    assert_eq!(max_return(&CFG), Some(Ratio::new(9, 1)));
    assert_eq!(
        settle(&CFG, 100, hand("Ac Ad Ah"), hand("Kc Kd Kh")),
        (Outcome::Win, 900, 500)
    );
    // Each category beats a qualifying dealer (queen high) with cards the player's leave, so
    // whichever category carries the largest bonus, its win pays 4 antes plus that bonus.
    let best = [
        "Ac Kd Jh", "Ac Ad Kh", "Ac Jc 9c", "Ac Kd Qh", "Ac Kc Qc", "Ac Ad Ah",
    ];
    for (category, player) in best.iter().enumerate() {
        let mut bonus = [0; 6];
        bonus[category] = 7;
        let cfg = Config {
            ante_bonus: bonus,
            ..CFG
        };
        assert_eq!(hand(player).category as usize, category);
        assert_eq!(max_return(&cfg), Some(Ratio::new(11, 1)));
        let (outcome, win, _) = settle(&cfg, 100, hand(player), hand("Qs Td 8h"));
        assert_eq!((outcome, win), (Outcome::Win, 1_100), "{player}");
    }
    let broken = Config {
        ante_bonus: [0, 0, 0, 0, 0, MAX_BONUS + 1],
        ..CFG
    };
    assert_eq!(max_return(&broken), Some(Ratio::new(0, 1)));
    // From the shoe: a trail comes about one deal in 425 and mostly beats a qualifying dealer.
    let p = (0..5_000u64)
        .map(|n| {
            play(
                &CFG,
                &Bet { stake: 100 },
                &[Action::Call],
                &mut FairStream::new(b"seed", "client", n),
            )
            .unwrap()
        })
        .find(|p| p.win == 9 * 100)
        .expect("a trail beating a qualifying dealer");
    assert_eq!(
        (p.stake, p.view.player_hand, p.view.outcome),
        (200, Category3::Trail, Some(Outcome::Win))
    );
}

/// Every player hand against every dealer hand it leaves: 22,100 × 18,424 pairs compared
/// directly, the optimal decision taken from the sums.
#[test]
fn the_profile_matches_brute_force() {
    let deck = crate::games::cards::shoe(1);
    let mut hands: Vec<(u64, HandValue3)> = Vec::with_capacity(22_100);
    for a in 0..50 {
        for b in a + 1..51 {
            for c in b + 1..52 {
                let mask = 1u64 << a | 1u64 << b | 1u64 << c;
                hands.push((mask, evaluate3(&[deck[a], deck[b], deck[c]])));
            }
        }
    }
    let (mut first, mut second, mut called) = (0i128, 0i128, 0u32);
    for &(pm, pv) in &hands {
        let bonus = i64::from(STANDARD_BONUS[pv.category as usize]);
        let (mut s1, mut s2, mut n) = (0i64, 0i64, 0i64);
        for &(dm, dv) in &hands {
            if pm & dm != 0 {
                continue;
            }
            let r = bonus
                + if dv < HandValue3::QUEEN_HIGH {
                    1
                } else if pv > dv {
                    2
                } else if pv == dv {
                    0
                } else {
                    -2
                };
            s1 += r;
            s2 += r * r;
            n += 1;
        }
        assert_eq!(n, 18_424);
        if s1 >= -n {
            first += i128::from(s1);
            second += i128::from(s2);
            called += 1;
        } else {
            first -= i128::from(n);
            second += i128::from(n);
        }
    }
    let den = 22_100i128 * 18_424;
    let p = profile(&CFG);
    assert_eq!(p.rtp, Ratio::new((den + first) as u128, den as u128));
    assert_eq!(
        p.variance,
        Ratio::new((second * den - first * first) as u128, (den * den) as u128)
    );
    assert_eq!(p.method, RtpMethod::Strategy);
    println!(
        "rtp {} % variance {} calls {called}",
        p.rtp.percent(4),
        p.variance.percent(2)
    );
}

#[test]
fn the_optimal_calls_are_queen_six_four_or_better() {
    let deck = crate::games::cards::shoe(1);
    for (cards, call, ..) in analyse(&CFG) {
        let three = cards.map(|i| deck[i]);
        assert_eq!(call, calls(&three), "{three:?}");
    }
    // A richer bonus can only make more hands worth calling.
    let rich = Config {
        ante_bonus: [0, 1, 2, 3, 10, 20],
        ..CFG
    };
    assert!(profile(&CFG).rtp.lt(&profile(&rich).rtp));
}

#[test]
fn calling_queen_six_four_returns_the_profile_rtp() {
    let p = profile(&CFG);
    let bet = Bet { stake: 100 };
    let rounds = (0..300_000u64).map(|i| {
        let open = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        let cards: [Card; 3] = open.view.player.clone().try_into().unwrap();
        let action = if calls(&cards) {
            Action::Call
        } else {
            Action::Fold
        };
        let done = play(&CFG, &bet, &[action], &mut stats::stream(i)).unwrap();
        // Per ante: the play bet is part of the result.
        (100, 100 + done.win - done.stake)
    });
    stats::assert_return_within_99("teen patti", rounds, p.rtp, p.variance);
}

#[test]
fn deals_have_the_combinatorial_frequencies() {
    let counts = [16_440.0, 3_744.0, 1_096.0, 720.0, 48.0, 52.0];
    let probabilities: Vec<f64> = counts.iter().map(|c| c / 22_100.0).collect();
    let (mut player, mut dealer) = (vec![0u64; 6], vec![0u64; 6]);
    for i in 0..60_000 {
        let p = play(
            &CFG,
            &Bet { stake: 100 },
            &[Action::Fold],
            &mut stats::stream(i),
        )
        .unwrap();
        player[p.view.player_hand as usize] += 1;
        dealer[p.view.dealer_hand.unwrap() as usize] += 1;
    }
    stats::assert_frequencies_fit("player hands", &player, &probabilities);
    stats::assert_frequencies_fit("dealer hands", &dealer, &probabilities);
}

#[test]
fn rounds_replay_and_hide_the_dealer_until_the_end() {
    let bet = Bet { stake: 100 };
    for i in 0..300 {
        let open = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        assert_eq!(open.allowed, vec![ActionKind::Call, ActionKind::Fold]);
        assert!(open.view.dealer.is_empty() && open.view.dealer_hand.is_none());
        let fold = play(&CFG, &bet, &[Action::Fold], &mut stats::stream(i)).unwrap();
        let call = play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap();
        assert_eq!(
            call,
            play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap()
        );
        assert_eq!((fold.stake, fold.win, fold.finished), (100, 0, true));
        assert_eq!(call.stake, 200);
        assert_eq!(open.view.player, call.view.player);
        assert_eq!(fold.view.dealer, call.view.dealer);
        let cards = |v: &[Card]| -> [Card; 3] { v.to_vec().try_into().unwrap() };
        let (_, win, _) = settle(
            &CFG,
            100,
            evaluate3(&cards(&call.view.player)),
            evaluate3(&cards(&call.view.dealer)),
        );
        assert_eq!(call.win, win);
    }
}

#[test]
fn bad_bets_configs_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(100, 100_000, |stake, rng| {
        play(&CFG, &Bet { stake }, &[], rng)
    });
    let greedy = Config {
        ante_bonus: [0, 0, 0, 0, 0, MAX_BONUS + 1],
        ..CFG
    };
    assert_eq!(
        play(&greedy, &Bet { stake: 100 }, &[], &mut stats::stream(0)),
        Err(GameError::BetInvalid)
    );
    testing::assert_refuses_actions(
        &[
            vec![Action::Hit],
            vec![Action::Call, Action::Call],
            vec![Action::Fold, Action::Call],
            vec![Action::Hold { held: [true; 5] }],
        ],
        |actions| play(&CFG, &Bet { stake: 100 }, actions, &mut stats::stream(1)),
    );
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn three() -> impl Strategy<Value = HandValue3> {
        proptest::sample::subsequence(crate::games::cards::shoe(1), 3)
            .prop_map(|c| evaluate3(&c.try_into().unwrap()))
    }

    proptest! {
        #[test]
        fn any_round_keeps_the_contract_and_settles_the_cards_shown(
            stake in 100i64..=100_000, nonce in 0u64..100_000, actions in testing::any_actions(3),
            bonus in proptest::array::uniform6(0u32..=MAX_BONUS),
        ) {
            let cfg = Config { ante_bonus: bonus, ..CFG };
            let round = |a: &[Action]| play(&cfg, &Bet { stake }, a, &mut stats::stream(nonce));
            let p = testing::check_replay(&actions, round)?;
            let v = &p.view;
            let player: [Card; 3] = v.player.clone().try_into().unwrap();
            prop_assert_eq!(v.player_hand, evaluate3(&player).category);
            match v.outcome {
                None => prop_assert!(v.dealer.is_empty() && v.dealer_hand.is_none()),
                Some(Outcome::Folded) => prop_assert_eq!((p.stake, p.win, v.bonus), (stake, 0, 0)),
                Some(outcome) => {
                    let dealer: [Card; 3] = v.dealer.clone().try_into().unwrap();
                    prop_assert_eq!(p.stake, 2 * stake);
                    prop_assert_eq!(
                        (outcome, p.win, v.bonus),
                        settle(&cfg, stake, evaluate3(&player), evaluate3(&dealer))
                    );
                    prop_assert!(p.win <= stake * (4 + i64::from(MAX_BONUS)));
                }
            }
        }

        #[test]
        fn a_stronger_player_hand_never_returns_less_with_the_standard_bonus(
            a in three(), b in three(), dealer in three(), ante in 1i64..1_000_000,
        ) {
            let (weak, strong) = if a <= b { (a, b) } else { (b, a) };
            let (_, lo, _) = settle(&CFG, ante, weak, dealer);
            let (_, hi, bonus) = settle(&CFG, ante, strong, dealer);
            prop_assert!(lo <= hi);
            // The bonus is paid whatever the dealer holds, and is part of what comes back.
            prop_assert_eq!(bonus, ante * i64::from(STANDARD_BONUS[strong.category as usize]));
            prop_assert!(hi >= bonus && hi <= 9 * ante);
        }
    }
}
