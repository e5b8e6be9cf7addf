use std::sync::OnceLock;

use super::optimal::Analyzer;
use super::*;
use crate::games::stats;
use crate::games::testing;

const CFG: Config = Config {
    min_bet: 10,
    max_bet: 100_000,
    paytable: Paytable::NineSix,
};

fn cards(codes: &str) -> [Card; 5] {
    let v: Vec<Card> = codes.split(' ').map(|c| Card::parse(c).unwrap()).collect();
    v.try_into().unwrap()
}

/// One analysis of 9/6 shared by the tests (building it reads all 2,598,960 hands).
fn nine_six() -> &'static Analyzer {
    static ANALYZER: OnceLock<Analyzer> = OnceLock::new();
    ANALYZER.get_or_init(|| Analyzer::new(Paytable::NineSix))
}

#[test]
fn known_hands_pay_exact_cents() {
    let cases = [
        ("As Ks Qs Js Ts", Some(Hand::RoyalFlush), 124_000),
        ("9s Ks Qs Js Ts", Some(Hand::StraightFlush), 7_750),
        ("9s 9d 9h 9c Ts", Some(Hand::FourOfAKind), 3_875),
        ("9s 9d 9h Tc Ts", Some(Hand::FullHouse), 1_395),
        ("2s 9s 4s Js Ts", Some(Hand::Flush), 930),
        ("Ac 2s 3d 4h 5s", Some(Hand::Straight), 620),
        ("2c 2s 2d 4h 5s", Some(Hand::ThreeOfAKind), 465),
        ("2c 2s 4d 4h 5s", Some(Hand::TwoPair), 310),
        ("Jc Js 4d 8h 5s", Some(Hand::JacksOrBetter), 155),
        ("Ac As 4d 8h 5s", Some(Hand::JacksOrBetter), 155),
        ("Tc Ts 4d 8h 5s", None, 0),
        ("Ac Ks 4d 8h 5s", None, 0),
    ];
    for (codes, hand, win) in cases {
        assert_eq!(
            settle(Paytable::NineSix, 155, &cards(codes)),
            (hand, win),
            "{codes}"
        );
    }
    let full_house = cards("9s 9d 9h Tc Ts");
    let flush = cards("2s 9s 4s Js Ts");
    assert_eq!(settle(Paytable::EightFive, 155, &full_house).1, 1_240);
    assert_eq!(settle(Paytable::EightFive, 155, &flush).1, 775);
    assert_eq!(settle(Paytable::SixFive, 155, &full_house).1, 930);
}

#[test]
fn max_return_is_a_royal_flush() {
    for paytable in Paytable::ALL {
        let cfg = Config { paytable, ..CFG };
        assert_eq!(max_return(&cfg), Some(Ratio::new(800, 1)));
        // A royal flush in any suit and any order pays it, the most any five cards pay.
        let royal = cards("Th Ah Qh Jh Kh");
        assert_eq!(
            settle(paytable, 155, &royal),
            (Some(Hand::RoyalFlush), 124_000)
        );
    }
    let closed = Config { max_bet: 0, ..CFG };
    assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
}

#[test]
fn the_profile_is_the_exact_optimal_return() {
    let (rtp, variance) = nine_six().profile();
    let p = profile(&CFG);
    assert_eq!(
        (p.rtp, p.variance, p.method),
        (rtp, variance, RtpMethod::Strategy)
    );
    assert_eq!(p.rtp.percent(4).to_string(), "99.5439");
    assert_eq!(p.volatility(), crate::games::Volatility::Medium);
    // Worse tables return less.
    let order = Paytable::ALL.map(|paytable| profile(&Config { paytable, ..CFG }).rtp);
    assert!(order.windows(2).all(|w| w[1].lt(&w[0])));
}

#[test]
fn optimal_holds_are_the_known_ones() {
    let a = nine_six();
    let held = |codes: &str| a.best(&cards(codes)).0;
    assert_eq!(held("As Ks Qs Js Ts"), [true; 5]);
    assert_eq!(
        held("As Ks Qs Js 2s"),
        [true, true, true, true, false],
        "four to a royal over a flush"
    );
    assert_eq!(
        held("3c 3d 9h Js 7c"),
        [true, true, false, false, false],
        "a low pair over a high card"
    );
    assert_eq!(
        held("Kc Qd 4h Js 2c"),
        [true, true, false, true, false],
        "three high cards"
    );
    assert_eq!(
        held("Kc Qd 9h Js 2c"),
        [true, true, true, true, false],
        "inside straight, 3 high"
    );
    assert_eq!(
        held("8c 9c Tc Jc 2d"),
        [true, true, true, true, false],
        "four to a straight flush"
    );
    // A pat full house is worth exactly 9.
    let (_, v) = a.best(&cards("Kc Kd Kh 4s 4c"));
    assert_eq!(v.first, 9 * a.lcm);
}

#[test]
fn optimal_play_returns_the_profile_rtp() {
    let a = nine_six();
    let p = profile(&CFG);
    let rounds = (0..200_000u64).map(|i| {
        let bet = Bet { stake: 100 };
        let dealt = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        let hand: [Card; 5] = dealt.view.cards.clone().try_into().unwrap();
        let held = a.best(&hand).0;
        let done = play(&CFG, &bet, &[Action::Hold { held }], &mut stats::stream(i)).unwrap();
        (done.stake, done.win)
    });
    stats::assert_return_within_99("optimal 9/6", rounds, p.rtp, p.variance);
}

#[test]
fn deals_have_the_combinatorial_frequencies() {
    let probabilities = testing::five_card_probabilities();
    let mut observed = vec![0u64; 10];
    for i in 0..150_000 {
        let p = play(&CFG, &Bet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
        let hand: [Card; 5] = p.view.cards.try_into().unwrap();
        observed[evaluate(&hand).category as usize] += 1;
    }
    stats::assert_frequencies_fit("dealt categories", &observed, &probabilities);
}

#[test]
fn the_draw_replaces_exactly_the_cards_not_held() {
    let bet = Bet { stake: 100 };
    for i in 0..300 {
        let dealt = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        assert_eq!(
            (dealt.finished, dealt.allowed.clone()),
            (false, vec![ActionKind::Hold])
        );
        let held = [i % 2 == 0, i % 3 == 0, i % 5 == 0, true, false];
        let done = play(&CFG, &bet, &[Action::Hold { held }], &mut stats::stream(i)).unwrap();
        assert_eq!(
            done,
            play(&CFG, &bet, &[Action::Hold { held }], &mut stats::stream(i)).unwrap()
        );
        assert!(done.finished && done.allowed.is_empty());
        for ((after, before), kept) in done.view.cards.iter().zip(&dealt.view.cards).zip(held) {
            assert_eq!(
                after == before,
                kept,
                "one deck: a replacement is never a dealt card"
            );
        }
        let mut all: Vec<Card> = dealt
            .view
            .cards
            .iter()
            .chain(&done.view.cards)
            .copied()
            .collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 5 + held.iter().filter(|&&h| !h).count());
        let hand: [Card; 5] = done.view.cards.clone().try_into().unwrap();
        assert_eq!(done.win, settle(Paytable::NineSix, 100, &hand).1);
    }
}

#[test]
fn bad_bets_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(10, 100_000, |stake, rng| {
        play(&CFG, &Bet { stake }, &[], rng)
    });
    let hold = Action::Hold { held: [true; 5] };
    testing::assert_refuses_actions(
        &[
            vec![Action::Hit],
            vec![Action::Call],
            vec![hold.clone(), hold.clone()],
            vec![hold.clone(), Action::Stand],
            vec![Action::Stand, hold],
        ],
        |actions| play(&CFG, &Bet { stake: 100 }, actions, &mut stats::stream(1)),
    );
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn five() -> impl Strategy<Value = [Card; 5]> {
        proptest::sample::subsequence(crate::games::cards::shoe(1), 5)
            .prop_shuffle()
            .prop_map(|c| c.try_into().unwrap())
    }

    proptest! {
        #[test]
        fn any_round_keeps_the_contract_and_the_held_cards(
            paytable in proptest::sample::select(Paytable::ALL.to_vec()), stake in 10i64..=100_000,
            nonce in 0u64..100_000, actions in testing::any_actions(3),
        ) {
            let cfg = Config { paytable, ..CFG };
            let round = |a: &[Action]| play(&cfg, &Bet { stake }, a, &mut stats::stream(nonce));
            let p = testing::check_replay(&actions, round)?;
            let dealt = round(&[]).unwrap().view.cards;
            let cards: [Card; 5] = p.view.cards.clone().try_into().unwrap();
            let mut distinct = cards.to_vec();
            distinct.sort();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), 5);
            prop_assert_eq!(p.view.hand, hand_of(&cards));
            if p.finished {
                let held = p.view.held.unwrap();
                for i in 0..5 {
                    // A held card stays; a card let go is replaced by one not dealt before.
                    if held[i] {
                        prop_assert_eq!(cards[i], dealt[i]);
                    } else {
                        prop_assert!(!dealt.contains(&cards[i]));
                    }
                }
                prop_assert_eq!(p.win, settle(paytable, stake, &cards).1);
                prop_assert!(p.win <= 800 * stake);
            } else {
                prop_assert_eq!(&p.view.cards, &dealt);
            }
        }

        #[test]
        fn a_hand_pays_its_row_in_any_order(
            cards in five(), paytable in proptest::sample::select(Paytable::ALL.to_vec()), stake in 1i64..1_000_000,
            rotate in 0usize..5,
        ) {
            let (hand, win) = settle(paytable, stake, &cards);
            let mut moved = cards;
            moved.rotate_left(rotate);
            prop_assert_eq!(settle(paytable, stake, &moved), (hand, win));
            let expected = hand.map_or(0, |h| stake * i64::from(paytable.pays()[h as usize]));
            prop_assert_eq!(win, expected);
            // A paying hand is at least jacks or better; the category decides which.
            let v = crate::games::poker_hands::evaluate(&cards);
            prop_assert_eq!(hand.is_some(), v.category > Category::Pair || (v.category == Category::Pair && v.ranks[0] >= 11));
        }

        #[test]
        fn every_table_pays_more_for_a_stronger_hand(paytable in proptest::sample::select(Paytable::ALL.to_vec())) {
            let pays = paytable.pays();
            prop_assert!(pays.windows(2).all(|w| w[0] <= w[1]), "{:?}", pays);
            prop_assert_eq!(pays[0], 1);
        }
    }
}
