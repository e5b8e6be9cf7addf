use super::*;
use crate::games::stats;
use crate::games::testing;

const S17: Config = Config {
    min_bet: 100,
    max_bet: 100_000,
    dealer_hits_soft_17: false,
    shared: false,
};
const H17: Config = Config {
    dealer_hits_soft_17: true,
    ..S17
};

fn cards(codes: &str) -> Vec<Card> {
    codes.split(' ').map(|c| Card::parse(c).unwrap()).collect()
}

/// A round dealt from a script: player, up card, player, hole card, then the draws in order.
fn scripted(
    cfg: &Config,
    stake: i64,
    deal: &str,
    actions: &[Action],
) -> Result<Play<View>, GameError> {
    let mut deck = cards(deal).into_iter();
    run(cfg, &Bet { stake }, actions, &mut || {
        deck.next().expect("script long enough")
    })
}

#[test]
fn totals_count_aces_as_one_or_eleven() {
    assert_eq!(total(&cards("As 6d")), (17, true));
    assert_eq!(total(&cards("As 6d Tc")), (17, false));
    assert_eq!(total(&cards("As Ad")), (12, true));
    assert_eq!(total(&cards("Ks Qd 5c")), (25, false));
    assert!(dealer_draws(&cards("As 6d"), true));
    assert!(!dealer_draws(&cards("As 6d"), false));
    assert!(!dealer_draws(&cards("Ts 7d"), true));
}

#[test]
fn known_hands_pay_exact_cents() {
    let cases = [
        ("As Kd", true, "9s 8d", Outcome::Blackjack, 387),
        ("As Kd", true, "Ah Qd", Outcome::Push, 155),
        ("Ts 9d", false, "Ah Qd", Outcome::Lose, 0),
        ("Ts 9d", false, "Th 8d", Outcome::Win, 310),
        ("Ts 5d 4c", false, "Th 9d", Outcome::Push, 155),
        ("Ts 5d 7c", false, "Th 6d", Outcome::Bust, 0),
        ("Ts 6d", false, "Th 6d 9c", Outcome::Win, 310),
        ("Ts 6d", false, "Th 7d", Outcome::Lose, 0),
        ("As Kd", false, "9s 8d", Outcome::Win, 310),
        ("As Kd", false, "9s 8d 4c", Outcome::Push, 155),
    ];
    for (player, natural, dealer, outcome, win) in cases {
        assert_eq!(
            settle_hand(155, &cards(player), natural, &cards(dealer)),
            (outcome, win),
            "{player} vs {dealer}"
        );
    }
}

#[test]
fn a_natural_is_paid_at_once_and_a_dealer_natural_ends_the_round() {
    let p = scripted(&S17, 1_000, "As 9d Kh 8c", &[]).unwrap();
    assert!(p.finished && p.allowed.is_empty());
    assert_eq!((p.stake, p.win), (1_000, 2_500));
    // The dealer peeks under a ten: no decision, the opening stake only is lost.
    let p = scripted(&S17, 1_000, "9s Td 8h Ac", &[]).unwrap();
    assert!(p.finished);
    assert_eq!((p.win, p.view.dealer.len()), (0, 2));
    assert_eq!(p.view.hands[0].outcome, Some(Outcome::Lose));
    let p = scripted(&S17, 1_000, "As Ad Kh Kc", &[]).unwrap();
    assert_eq!(
        (p.win, p.view.hands[0].outcome),
        (1_000, Some(Outcome::Push))
    );
}

#[test]
fn allowed_actions_are_exact_at_each_point() {
    use ActionKind::*;
    let deal = "8s 6d 8h Tc 3c 2d 9s 5h 4h Kd";
    let p = scripted(&S17, 1_000, deal, &[]).unwrap();
    assert_eq!(p.allowed, vec![Hit, Stand, Double, Split]);
    assert_eq!(p.view.active, Some(0));
    let p = scripted(&S17, 1_000, deal, &[Action::Hit]).unwrap();
    assert_eq!(p.allowed, vec![Hit, Stand]);
    // After the split each hand may double but not split again (8-8 again on the first hand).
    let p = scripted(&S17, 1_000, "8s 6d 8h Tc 8c 2d", &[Action::Split]).unwrap();
    assert_eq!(p.allowed, vec![Hit, Stand, Double]);
    assert_eq!(p.stake, 2_000);
    assert_eq!(p.view.hands[0].cards, cards("8s 8c"));
    assert_eq!(p.view.hands[1].cards, cards("8h 2d"));
    // Ten-valued cards of different ranks split too.
    let p = scripted(&S17, 1_000, "Ks 6d Qh Tc", &[]).unwrap();
    assert!(p.allowed.contains(&Split));
    // No double on three cards, no split of a non-pair.
    let p = scripted(&S17, 1_000, "2s 6d 3h Tc 2c", &[Action::Hit]).unwrap();
    assert_eq!(p.allowed, vec![Hit, Stand]);
    assert_eq!(
        scripted(&S17, 1_000, "2s 6d 3h Tc", &[Action::Split]),
        Err(GameError::ActionNotAllowed)
    );
}

#[test]
fn doubles_and_splits_add_stake_and_settle_each_hand() {
    // 8-8 split against a 6: first hand 8+3 doubles to 21, second hand 8+9 stands;
    // dealer 6+T draws 9 and busts.
    let deal = "8s 6d 8h Tc 3c 9d Td 9s";
    let p = scripted(
        &S17,
        1_000,
        deal,
        &[Action::Split, Action::Double, Action::Stand],
    )
    .unwrap();
    assert!(p.finished);
    assert_eq!(p.stake, 3_000);
    assert_eq!(p.win, 6_000);
    assert_eq!(p.view.hands[0].stake, 2_000);
    assert!(p.view.hands[0].doubled);
    assert_eq!(p.view.hands[0].total, 21);
    assert_eq!(p.view.dealer, cards("6d Tc 9s"));
    assert_eq!(p.view.hands[1].outcome, Some(Outcome::Win));
    // A two-card 21 after a split is not a blackjack: paid even money.
    let p = scripted(&S17, 1_000, "As 6d Ah Tc Kc 5d 2h", &[Action::Split]).unwrap();
    assert!(p.finished, "split aces take one card each");
    assert_eq!(p.view.hands[0].outcome, Some(Outcome::Win));
    assert_eq!(p.view.hands[0].win, 2_000);
    assert_eq!(p.view.hands[1].outcome, Some(Outcome::Lose));
    assert_eq!((p.stake, p.win), (2_000, 2_000));
    // Every hand bust: the dealer shows the hole card but draws nothing.
    let p = scripted(&S17, 1_000, "Ts 6d 6h Tc Kc", &[Action::Hit]).unwrap();
    assert_eq!(p.view.dealer, cards("6d Tc"));
    assert_eq!(p.view.hands[0].outcome, Some(Outcome::Bust));
}

#[test]
fn max_return_is_a_split_with_both_hands_doubled_and_won() {
    for cfg in [
        S17,
        H17,
        Config {
            shared: true,
            ..S17
        },
    ] {
        assert_eq!(max_return(&cfg), Some(Ratio::new(8, 1)));
    }
    let closed = Config {
        min_bet: 200_000,
        ..S17
    };
    assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
    // 8-8 against a 6: split, each hand draws a 3 and doubles to 21, the dealer busts. Why no
    // round pays more: a round holds at most two hands (one split), each of at most two
    // opening stakes (one double), and a hand returns at most twice its stake except the
    // unsplit natural's 2.5, which allows no double.
    let deal = "8s 6d 8h Tc 3c 3d Ts Kh 9s";
    let actions = [Action::Split, Action::Double, Action::Double];
    let p = scripted(&S17, 1_000, deal, &actions).unwrap();
    assert!(p.finished);
    assert_eq!((p.stake, p.win), (4_000, 8_000));
    // The same from the shoe: split any pair but aces, double whatever can be doubled; about
    // one round in 30 ends with both doubled hands winning.
    let stake = 1_000;
    let round = |nonce, actions: &[Action]| {
        play(
            &S17,
            &Bet { stake },
            actions,
            &mut FairStream::new(b"seed", "client", nonce),
        )
        .unwrap()
    };
    let best = (0..3_000u64).find_map(|nonce| {
        let opening = round(nonce, &[]);
        let aces = opening.view.hands[0].cards[0].rank == 14;
        if !opening.allowed.contains(&ActionKind::Split) || aces {
            return None;
        }
        let mut actions = vec![Action::Split];
        let mut p = round(nonce, &actions);
        while !p.finished {
            let next = if p.allowed.contains(&ActionKind::Double) {
                Action::Double
            } else {
                Action::Stand
            };
            actions.push(next);
            p = round(nonce, &actions);
        }
        (p.win == 8 * stake).then_some(p)
    });
    let p = best.expect("a split with both hands doubled and won");
    assert_eq!(p.stake, 4 * stake);
    assert!(
        p.view
            .hands
            .iter()
            .all(|h| h.doubled && h.outcome == Some(Outcome::Win))
    );
}

#[test]
fn the_dealer_hits_soft_17_only_when_configured() {
    let deal = "Ts As 8h 6c 4d";
    let s17 = scripted(&S17, 1_000, deal, &[Action::Stand]).unwrap();
    assert_eq!(s17.view.dealer, cards("As 6c"));
    assert_eq!(s17.view.hands[0].outcome, Some(Outcome::Win));
    let h17 = scripted(&H17, 1_000, deal, &[Action::Stand]).unwrap();
    assert_eq!(h17.view.dealer, cards("As 6c 4d"));
    assert_eq!(h17.view.hands[0].outcome, Some(Outcome::Lose));
}

#[test]
fn the_hole_card_does_not_leak_while_the_player_plays() {
    // Two rounds differing only in the hole card look the same until the player stands.
    let a = scripted(&S17, 1_000, "Ts 6d 7h 9c 5c", &[]).unwrap();
    let b = scripted(&S17, 1_000, "Ts 6d 7h 2c 5c", &[]).unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    assert_eq!(a.view.dealer, cards("6d"));
    assert_eq!(a.view.dealer_total, 6);
    for i in 0..2_000 {
        let p = play(&S17, &Bet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
        assert_eq!(p.view.dealer.len(), if p.finished { 2 } else { 1 });
    }
}

#[test]
fn rounds_replay_from_the_bet_and_the_actions() {
    let bet = Bet { stake: 500 };
    let mut checked = 0;
    for i in 0..500 {
        let mut actions = Vec::new();
        let mut previous = play(&S17, &bet, &actions, &mut stats::stream(i)).unwrap();
        while !previous.finished {
            actions.push(Action::Hit);
            let next = play(&S17, &bet, &actions, &mut stats::stream(i)).unwrap();
            let again = play(&S17, &bet, &actions, &mut stats::stream(i)).unwrap();
            assert_eq!(next, again);
            let (before, after) = (&previous.view.hands[0].cards, &next.view.hands[0].cards);
            assert_eq!(
                &after[..before.len()],
                &before[..],
                "one more action keeps the cards dealt"
            );
            assert_eq!(next.view.dealer[0], previous.view.dealer[0]);
            previous = next;
            checked += 1;
        }
    }
    assert!(checked > 300);
}

#[test]
fn bad_bets_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(100, 100_000, |stake, rng| {
        play(&S17, &Bet { stake }, &[], rng)
    });
    testing::fuzz_actions(
        3_000,
        8,
        |i, actions| play(&H17, &Bet { stake: 100 }, actions, &mut stats::stream(i)),
        |_, _, p| assert!(p.win >= 0 && p.stake >= 100 && p.stake <= 400),
    );
}

#[test]
fn opening_hands_follow_the_six_deck_composition() {
    // Cells: the unordered pair of blackjack values (1 for an ace, 10 for tens) of the player's
    // two cards, probabilities from drawing two cards out of 312 without replacement.
    let count = |v: usize| if v == 10 { 96.0 } else { 24.0 };
    let cells: Vec<(usize, usize)> = (1..=10)
        .flat_map(|a| (a..=10).map(move |b| (a, b)))
        .collect();
    let probabilities: Vec<f64> = cells
        .iter()
        .map(|&(a, b)| {
            if a == b {
                count(a) / 312.0 * (count(a) - 1.0) / 311.0
            } else {
                2.0 * count(a) / 312.0 * count(b) / 311.0
            }
        })
        .collect();
    let mut observed = vec![0u64; probabilities.len()];
    for i in 0..40_000u64 {
        let p = play(&S17, &Bet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
        let [a, b] =
            [p.view.hands[0].cards[0], p.view.hands[0].cards[1]].map(|c| usize::from(value(c)));
        let cell = cells
            .iter()
            .position(|&c| c == (a.min(b), a.max(b)))
            .unwrap();
        observed[cell] += 1;
    }
    stats::assert_frequencies_fit("opening pairs", &observed, &probabilities);
}

fn basic_round(cfg: &Config, i: u64) -> Play<View> {
    strategy::basic_round(cfg, &Bet { stake: 1_000 }, || stats::stream(i)).unwrap()
}

#[test]
fn basic_strategy_returns_the_profile_rtp() {
    let shared = Config {
        shared: true,
        ..S17
    };
    for cfg in [S17, H17, shared] {
        let profile = profile(&cfg);
        let rounds = (0..200_000u64).map(|i| {
            let p = basic_round(&cfg, i);
            // Returns per opening stake: what doubles and splits add is part of the result.
            (1_000, 1_000 + p.win - p.stake)
        });
        stats::assert_return_within_99("basic strategy", rounds, profile.rtp, profile.variance);
    }
}

#[test]
fn a_shared_table_deals_one_dealer_hand_whatever_each_seat_decides() {
    let cfg = Config {
        shared: true,
        ..S17
    };
    let mut checked = 0;
    for i in 0..400u64 {
        let deal = shared_deal(&cfg, &mut stats::stream(i));
        let stand = play(&cfg, &Bet { stake: 1_000 }, &[], &mut stats::stream(i)).unwrap();
        if ends_at_peek(&deal) {
            // The peek ends the round before any decision, for every seat alike.
            assert!(stand.finished);
            assert_eq!(stand.view.dealer, deal.dealer);
            continue;
        }
        assert_eq!(
            stand.view.hands[0].cards, deal.player,
            "the seats' opening hand"
        );
        assert_eq!(
            stand.view.dealer,
            deal.dealer[..1].to_vec(),
            "only the up card shows"
        );
        let stood = play(
            &cfg,
            &Bet { stake: 1_000 },
            &[Action::Stand],
            &mut stats::stream(i),
        );
        let hit = play(
            &cfg,
            &Bet { stake: 1_000 },
            &[Action::Hit],
            &mut stats::stream(i),
        );
        let stood = stood.unwrap();
        assert_eq!(
            stood.view.dealer, deal.dealer,
            "the whole dealer hand once settled"
        );
        let hit = hit.unwrap();
        if hit.finished {
            assert_eq!(
                hit.view.dealer, deal.dealer,
                "the same dealer hand for a seat that hit"
            );
        } else {
            let done = play(
                &cfg,
                &Bet { stake: 1_000 },
                &[Action::Hit, Action::Stand],
                &mut stats::stream(i),
            )
            .unwrap();
            assert_eq!(done.view.dealer, deal.dealer);
        }
        checked += 1;
    }
    assert!(checked > 300, "most rounds have decisions ({checked})");
    // Scripted: the dealer's draw (the 5th card) comes before the player's hit (the 6th).
    let round = scripted(&cfg, 1_000, "Td 6s 2h Ts 2c 9d", &[Action::Hit]).unwrap();
    assert_eq!(round.view.dealer, cards("6s Ts 2c"));
    assert_eq!(round.view.hands[0].cards, cards("Td 2h 9d"));
    assert_eq!(round.view.hands[0].outcome, Some(BlackjackOutcome::Win));
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_cards(n: std::ops::Range<usize>) -> impl Strategy<Value = Vec<Card>> {
        proptest::collection::vec((2u8..=14, 0u8..4).prop_map(|(r, s)| Card::new(r, s)), n)
    }

    proptest! {
        #[test]
        fn any_round_keeps_the_contract_and_pays_at_most_three_to_two(
            stake in 100i64..=100_000, nonce in 0u64..100_000, h17 in any::<bool>(),
            actions in testing::any_actions(8),
        ) {
            let cfg = if h17 { H17 } else { S17 };
            let p = testing::check_replay(&actions, |a| play(&cfg, &Bet { stake }, a, &mut stats::stream(nonce)))?;
            let hands = &p.view.hands;
            prop_assert!((1..=2).contains(&hands.len()));
            prop_assert_eq!(p.stake, hands.iter().map(|h| h.stake).sum::<i64>());
            prop_assert_eq!(p.win, hands.iter().map(|h| h.win).sum::<i64>());
            // A hand stakes the opening stake, twice it once doubled.
            for h in hands {
                prop_assert_eq!(h.stake, if h.doubled { 2 * stake } else { stake });
                prop_assert_eq!((h.total, h.soft), total(&h.cards));
            }
            prop_assert!(2 * p.win <= 5 * p.stake);
            if p.finished {
                prop_assert_eq!(p.view.active, None);
                for h in hands {
                    let expected = match h.outcome {
                        Some(Outcome::Blackjack) => pay(h.stake, 5, 2),
                        Some(Outcome::Win) => 2 * h.stake,
                        Some(Outcome::Push) => h.stake,
                        Some(Outcome::Lose | Outcome::Bust) => 0,
                        None => -1,
                    };
                    prop_assert_eq!(h.win, expected);
                    if h.total > 21 {
                        prop_assert_eq!(h.outcome, Some(Outcome::Bust));
                    }
                }
            } else {
                // The hole card stays hidden while the player plays.
                prop_assert_eq!(p.view.dealer.len(), 1);
                prop_assert!(hands.iter().all(|h| h.outcome.is_none() && h.win == 0));
            }
        }

        #[test]
        fn an_ace_counts_eleven_only_when_the_hand_stays_within_21(cards in any_cards(1..9), h17 in any::<bool>()) {
            let hard: u32 = cards.iter().map(|c| match c.rank { 14 => 1, r if r >= 10 => 10, r => u32::from(r) }).sum();
            let ace = cards.iter().any(|c| c.rank == 14);
            let (t, soft) = total(&cards);
            if ace && hard + 10 <= 21 {
                prop_assert_eq!((u32::from(t), soft), (hard + 10, true));
            } else {
                prop_assert_eq!((u32::from(t), soft), (hard, false));
            }
            prop_assert_eq!(dealer_draws(&cards, h17), t < 17 || (t == 17 && soft && h17));
        }

        #[test]
        fn a_settled_hand_returns_nothing_the_stake_twice_it_or_three_to_two(
            stake in 1i64..10_000_000, player in any_cards(2..6), dealer in any_cards(2..7), natural in any::<bool>(),
        ) {
            let natural = natural && player.len() == 2 && total(&player).0 == 21;
            let (outcome, win) = settle_hand(stake, &player, natural, &dealer);
            let (p, d) = (total(&player).0, total(&dealer).0);
            let dealer_natural = dealer.len() == 2 && d == 21;
            let expected = if p > 21 {
                (Outcome::Bust, 0)
            } else if natural && dealer_natural {
                (Outcome::Push, stake)
            } else if natural {
                (Outcome::Blackjack, stake * 5 / 2)
            } else if dealer_natural || (d <= 21 && d > p) {
                (Outcome::Lose, 0)
            } else if d == p {
                (Outcome::Push, stake)
            } else {
                (Outcome::Win, 2 * stake)
            };
            prop_assert_eq!((outcome, win), expected);
        }
    }
}
