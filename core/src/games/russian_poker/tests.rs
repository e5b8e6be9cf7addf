#![allow(clippy::float_arithmetic)]

use super::*;
use crate::games::{ActionKind, GameBet, GameConfig, stats, testing};

const CFG: Config = Config {
    min_bet: 100,
    max_bet: 100_000,
};

fn cards(codes: &str) -> [Card; 5] {
    let v: Vec<Card> = codes.split(' ').map(|c| Card::parse(c).unwrap()).collect();
    v.try_into().unwrap()
}

fn value(codes: &str) -> HandValue {
    evaluate(&cards(codes))
}

#[test]
fn known_hands_pay_exact_cents() {
    // Ante 155, call 310; a win returns the ante, 155 on it, the call and the call's pay.
    let qualifying = "Ac Kd 4h 3s 2c";
    let cases = [
        // Under ace-king: the ante pays 1 to 1, the call is returned, whatever the player holds.
        (
            "2c 2d 9h 7s 5c",
            "Kc Qd 9h 7s 2c",
            Outcome::DealerNotQualified,
            620,
        ),
        (
            "As Ks Qs Js Ts",
            "Ac Qd Jh 9s 8c",
            Outcome::DealerNotQualified,
            620,
        ),
        (
            "7c 5d 4h 3s 2d",
            "Kc Qd Jh 9s 8c",
            Outcome::DealerNotQualified,
            620,
        ),
        // The weakest ace-king qualifies.
        ("Ad Kh 5c 3d 2h", qualifying, Outcome::Win, 310 + 310 + 310),
        ("2h 2s 7c 8d 9h", qualifying, Outcome::Win, 310 + 310 + 310),
        ("2h 2s 7c 7d 9h", qualifying, Outcome::Win, 310 + 310 + 620),
        ("2h 2s 2d 7d 9h", qualifying, Outcome::Win, 310 + 310 + 930),
        (
            "5h 6s 7c 8d 9h",
            qualifying,
            Outcome::Win,
            310 + 310 + 1_550,
        ),
        (
            "5h Jh 7h 8h 9h",
            "Ac Kd 4s 3s 2c",
            Outcome::Win,
            310 + 310 + 2_170,
        ),
        (
            "5h 5s 5c 8d 8h",
            qualifying,
            Outcome::Win,
            310 + 310 + 3_100,
        ),
        (
            "5h 5s 5c 5d 8h",
            qualifying,
            Outcome::Win,
            310 + 310 + 6_200,
        ),
        (
            "5s 6s 7s 8s 9s",
            qualifying,
            Outcome::Win,
            310 + 310 + 15_500,
        ),
        (
            "As Ks Qs Js Ts",
            "Ac Kd 4h 3h 2c",
            Outcome::Win,
            310 + 310 + 31_000,
        ),
        // A qualifying dealer beats or ties the player.
        ("Ad Kh 4c 3d 2h", qualifying, Outcome::Push, 155 + 310),
        ("Ad Qh 5c 3d 2h", qualifying, Outcome::Lose, 0),
        ("9c 9d 9h 9s 2c", "Ac Ad Ah As 2d", Outcome::Lose, 0),
        ("5c 5d 2h 3s 7c", "5h 5s 2c 3d 8c", Outcome::Lose, 0),
    ];
    for (player, dealer, outcome, win) in cases {
        assert_eq!(
            settle(155, value(player), value(dealer)),
            (outcome, win),
            "{player} vs {dealer}"
        );
    }
    // The same through whole rounds: the stake is the ante, three antes once called.
    let (player, dealer) = (cards("5h 5s 5c 8d 8h"), cards(qualifying));
    let call = run(&Bet { stake: 155 }, &[Action::Call], player, dealer).unwrap();
    assert_eq!((call.stake, call.win, call.finished), (465, 3_720, true));
    assert_eq!(call.view.outcome, Some(Outcome::Win));
    assert_eq!(call.view.player_hand, PokerHandsCategory::FullHouse);
    assert_eq!(call.view.dealer_hand, Some(PokerHandsCategory::HighCard));
    let fold = run(&Bet { stake: 155 }, &[Action::Fold], player, dealer).unwrap();
    assert_eq!((fold.stake, fold.win, fold.finished), (155, 0, true));
    assert_eq!(fold.view.outcome, Some(Outcome::Folded));
    // Saturating rather than overflowing on absurd antes.
    assert_eq!(
        settle(i64::MAX, value("As Ks Qs Js Ts"), value(qualifying)).1,
        i64::MAX
    );
}

#[test]
fn the_strategy_calls_what_it_says() {
    let calls = |p: &str, up: &str| calls(&cards(p), Card::parse(up).unwrap());
    assert!(calls("2c 2d 9h 7s 5c", "Ah"), "a pair");
    assert!(calls("5h 6s 7c 8d 9h", "2h"), "a straight");
    assert!(
        calls("Ac Kd 9h 7s 5c", "9d"),
        "ace-king and the up card matches"
    );
    assert!(calls("Ac Kd 9h 7s 5c", "Ah"), "an ace up matches too");
    assert!(!calls("Ac Kd 9h 7s 5c", "Qd"), "ace-king, no match");
    assert!(!calls("Ac Qd 9h 7s 5c", "9d"), "under ace-king");
    assert!(!calls("Kc Qd Jh 9s 8c", "8d"), "under ace-king");
}

/// Plays a round with `calls`: the opening view, then Call or Fold.
fn strategy_round(i: u64) -> Play<View> {
    super::strategy::strategy_round(&CFG, &Bet { stake: 100 }, || stats::stream(i)).unwrap()
}

#[test]
fn the_strategy_returns_the_profile_rtp() {
    let p = profile(&CFG);
    let rounds = (0..300_000u64).map(|i| {
        let done = strategy_round(i);
        // Per ante: the call is part of the result.
        (100, 100 + done.win - done.stake)
    });
    stats::assert_return_within_99("russian poker", rounds, p.rtp, p.variance);
}

#[test]
fn deals_have_the_combinatorial_frequencies() {
    let probabilities = testing::five_card_probabilities();
    let (mut player, mut dealer, mut up) = (vec![0u64; 10], vec![0u64; 10], vec![0u64; 13]);
    for i in 0..100_000 {
        let p = play(
            &CFG,
            &Bet { stake: 100 },
            &[Action::Fold],
            &mut stats::stream(i),
        )
        .unwrap();
        player[p.view.player_hand as usize] += 1;
        dealer[p.view.dealer_hand.unwrap() as usize] += 1;
        up[usize::from(p.view.dealer[0].rank - 2)] += 1;
    }
    stats::assert_frequencies_fit("player hands", &player, &probabilities);
    stats::assert_frequencies_fit("dealer hands", &dealer, &probabilities);
    stats::assert_frequencies_fit("up card ranks", &up, &[1.0 / 13.0; 13]);
}

#[test]
fn the_dealers_hidden_cards_do_not_leak_before_the_end() {
    // Two deals differing only in the dealer's hidden cards look the same until the decision.
    let player = cards("Ac Kd 9h 7s 5c");
    let a = run(&Bet { stake: 100 }, &[], player, cards("9d 2c 2d 4h 6s")).unwrap();
    let b = run(&Bet { stake: 100 }, &[], player, cards("9d Qs Qh Js Ts")).unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    assert_eq!(a.view.dealer, vec![Card::parse("9d").unwrap()]);
    let bet = Bet { stake: 100 };
    for i in 0..300 {
        let open = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        let fold = play(&CFG, &bet, &[Action::Fold], &mut stats::stream(i)).unwrap();
        assert_eq!(open.view.dealer_hand, None);
        assert_eq!(open.view.outcome, None);
        assert_eq!(open.view.dealer, fold.view.dealer[..1]);
        let json = serde_json::to_string(&open).unwrap();
        for hidden in &fold.view.dealer[1..] {
            let code = format!("\"{}\"", hidden.code());
            assert!(!json.contains(&code), "{code} leaks in {json}");
        }
    }
}

#[test]
fn max_return_is_a_royal_flush_beating_a_qualifying_dealer() {
    assert_eq!(max_return(&CFG), Some(Ratio::new(204, 1)));
    // Dealt by hand: the royal against a pair of twos, which qualifies.
    let p = run(
        &Bet { stake: 100 },
        &[Action::Call],
        cards("As Ks Qs Js Ts"),
        cards("2h 2d 9c 7h 5d"),
    )
    .unwrap();
    assert_eq!(p.view.outcome, Some(Outcome::Win));
    assert_eq!((p.stake, p.win), (300, 204 * 100));
    // Against a dealer under ace-king the call only comes back.
    let p = run(
        &Bet { stake: 100 },
        &[Action::Call],
        cards("As Ks Qs Js Ts"),
        cards("Kh Qd 9c 7h 5d"),
    )
    .unwrap();
    assert_eq!(
        (p.view.outcome, p.win),
        (Some(Outcome::DealerNotQualified), 400)
    );
    let closed = Config {
        min_bet: 500,
        max_bet: 100,
    };
    assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
}

#[test]
fn rounds_replay_from_the_bet_and_the_actions() {
    let bet = Bet { stake: 100 };
    for i in 0..300 {
        let open = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        assert_eq!(open, play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap());
        assert_eq!(open.allowed, vec![ActionKind::Call, ActionKind::Fold]);
        assert_eq!((open.stake, open.win, open.finished), (100, 0, false));
        let fold = play(&CFG, &bet, &[Action::Fold], &mut stats::stream(i)).unwrap();
        let call = play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap();
        assert_eq!(
            call,
            play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap()
        );
        assert_eq!(open.view.player, call.view.player);
        assert_eq!(fold.view.player, call.view.player);
        assert_eq!(fold.view.dealer, call.view.dealer);
        assert_eq!(call.view.dealer.len(), 5);
        assert!(call.allowed.is_empty() && fold.allowed.is_empty());
        assert_eq!(call.stake, 300);
        let five = |v: &[Card]| -> [Card; 5] { v.to_vec().try_into().unwrap() };
        let (outcome, win) = settle(
            100,
            evaluate(&five(&call.view.player)),
            evaluate(&five(&call.view.dealer)),
        );
        assert_eq!((call.view.outcome, call.win), (Some(outcome), win));
        // Through the catalog's enum: the same round.
        let via = GameConfig::RussianPoker(CFG)
            .play(
                &GameBet::RussianPoker(bet.clone()),
                &[Action::Call],
                &mut stats::stream(i),
            )
            .unwrap();
        assert_eq!((via.stake, via.win), (call.stake, call.win));
    }
    let mut dealt: Vec<Card> = play(&CFG, &bet, &[Action::Fold], &mut stats::stream(7))
        .map(|p| [p.view.player, p.view.dealer].concat())
        .unwrap();
    dealt.sort();
    dealt.dedup();
    assert_eq!(dealt.len(), 10, "ten distinct cards from one deck");
}

#[test]
fn the_catalog_enum_knows_the_engine_and_its_limits() {
    let c = GameConfig::RussianPoker(CFG);
    assert_eq!(c.engine(), "russian_poker");
    assert_eq!(c.limits(), (100, 100_000));
    let json = serde_json::to_string(&c).unwrap();
    assert_eq!(
        json,
        r#"{"engine":"russian_poker","min_bet":100,"max_bet":100000}"#
    );
    assert_eq!(serde_json::from_str::<GameConfig>(&json).unwrap(), c);
}

#[test]
fn bad_bets_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(100, 100_000, |stake, rng| {
        play(&CFG, &Bet { stake }, &[], rng)
    });
    let stake = |i: u64| [100, 155, 100_000][(i % 3) as usize];
    let accepted = testing::fuzz_actions(
        3_000,
        4,
        |i, actions| {
            play(
                &CFG,
                &Bet { stake: stake(i) },
                actions,
                &mut stats::stream(i),
            )
        },
        |i, actions, p| {
            assert!(matches!(actions, [] | [Action::Call] | [Action::Fold]));
            assert!(p.win >= 0 && p.win <= stake(i) * 206);
            assert!(p.stake == stake(i) || p.stake == 3 * stake(i));
        },
    );
    assert!(accepted > 300);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn five() -> impl Strategy<Value = HandValue> {
        proptest::sample::subsequence(crate::games::cards::shoe(1), 5)
            .prop_map(|c| evaluate(&c.try_into().unwrap()))
    }

    proptest! {
        #[test]
        fn any_round_keeps_the_contract_and_settles_the_cards_shown(
            stake in 100i64..=100_000, nonce in 0u64..100_000, actions in testing::any_actions(3),
        ) {
            let round = |a: &[Action]| play(&CFG, &Bet { stake }, a, &mut stats::stream(nonce));
            let p = testing::check_replay(&actions, round)?;
            let v = &p.view;
            let player: [Card; 5] = v.player.clone().try_into().unwrap();
            prop_assert_eq!(v.player_hand, evaluate(&player).category);
            match v.outcome {
                // Only the up card shows before the end.
                None => prop_assert_eq!(v.dealer.len(), 1),
                Some(Outcome::Folded) => prop_assert_eq!((p.stake, p.win, v.dealer.len()), (stake, 0, 5)),
                Some(outcome) => {
                    let dealer: [Card; 5] = v.dealer.clone().try_into().unwrap();
                    prop_assert_eq!(p.stake, 3 * stake);
                    prop_assert_eq!((outcome, p.win), settle(stake, evaluate(&player), evaluate(&dealer)));
                    prop_assert!(p.win <= 204 * stake);
                }
            }
            prop_assert_eq!(v.dealer[0], round(&[]).unwrap().view.dealer[0]);
        }

        #[test]
        fn a_stronger_player_hand_never_returns_less(
            a in five(), b in five(), dealer in five(), ante in 1i64..1_000_000,
        ) {
            let (weak, strong) = if a <= b { (a, b) } else { (b, a) };
            let (_, lo) = settle(ante, weak, dealer);
            let (o, hi) = settle(ante, strong, dealer);
            prop_assert!(lo <= hi);
            prop_assert!(hi == 0 || hi >= 3 * ante, "{:?} returned {}", o, hi);
            prop_assert!(hi <= 204 * ante);
        }
    }
}
