#![allow(clippy::float_arithmetic)]

use super::*;
use crate::games::stats;
use crate::games::{ActionKind, testing};

const CFG: Config = Config {
    min_bet: 100,
    max_bet: 100_000,
};

fn cards<const N: usize>(codes: &str) -> [Card; N] {
    let v: Vec<Card> = codes.split(' ').map(|c| Card::parse(c).unwrap()).collect();
    v.try_into().unwrap()
}

fn value(codes: &str) -> HandValue {
    evaluate(&cards(codes))
}

#[test]
fn known_hands_pay_exact_cents() {
    // Ante 155, call 310.
    let cases = [
        // Dealer under a pair of fours: the ante pays by the table, the call is returned.
        (
            "Ac Kd 9h 7s 2c",
            "3c 3d Ah Ks 9c",
            Outcome::DealerNotQualified,
            310 + 310,
        ),
        (
            "Ac Ad Ah 7s 7c",
            "Qc Jd 9h 7s 2c",
            Outcome::DealerNotQualified,
            155 + 465 + 310,
        ),
        (
            "As Ks Qs Js Ts",
            "Qc Jd 9h 7s 2c",
            Outcome::DealerNotQualified,
            155 + 15_500 + 310,
        ),
        // Dealer qualifies: the better hand takes both bets.
        ("Ac Kd 9h 9s 2c", "4c 4d Ah Ks 9c", Outcome::Win, 310 + 620),
        ("2c 3d 4h 5s 6c", "4c 4d Ah Ks 9c", Outcome::Win, 310 + 620),
        (
            "2c 3c 4c 8c 6c",
            "4c 4d Ah Ks 9c",
            Outcome::Win,
            155 + 310 + 620,
        ),
        ("9c 9d 9h 9s 2c", "Ac Ad Ah As 2d", Outcome::Lose, 0),
        ("Ac Kd 9h 9s 2c", "Ad Kh 9c 9d 2h", Outcome::Push, 155 + 310),
        ("5c 5d 2h 3s 7c", "5h 5s 2c 3d 8c", Outcome::Lose, 0),
    ];
    for (player, dealer, outcome, win) in cases {
        assert_eq!(
            settle(155, value(player), value(dealer)),
            (outcome, win),
            "{player} vs {dealer}"
        );
    }
    assert_eq!(ante_pays(PokerHandsCategory::StraightFlush), 20);
    assert_eq!(ante_pays(PokerHandsCategory::FourOfAKind), 10);
}

#[test]
fn max_return_is_a_royal_flush_beating_a_qualifying_dealer() {
    assert_eq!(max_return(&CFG), Some(Ratio::new(105, 1)));
    // The player's As Ks make a royal on the board Qs Js Ts 4h 4d; the board's fours qualify
    // the dealer, who cannot hold a royal (the board has three spades only) and loses.
    let board = "Qs Js Ts 4h 4d";
    let (player, _) = best_five(&cards(&format!("As Ks {board}")));
    let (dealer, _) = best_five(&cards(&format!("2c 7d {board}")));
    assert_eq!(player.category, PokerHandsCategory::RoyalFlush);
    assert_eq!(settle(100, player, dealer), (Outcome::Win, 105 * 100));
    // Against a dealer who does not qualify, the call only comes back.
    assert_eq!(
        settle(100, player, value("Qc Jd 9h 7s 2c")),
        (Outcome::DealerNotQualified, 103 * 100)
    );
    let closed = Config {
        min_bet: 0,
        max_bet: 0,
    };
    assert_eq!(max_return(&closed), Some(Ratio::new(0, 1)));
}

#[test]
fn the_strategy_calls_what_it_says() {
    let calls = |p: &str, f: &str| calls(cards(p), cards(f));
    assert!(calls("2c 7d", "7h Ks 4c"), "a pair with a hole card");
    assert!(!calls("2c 8d", "7h 7s 4c"), "a pair on the flop alone");
    assert!(calls("2c 8c", "7c Jc 4d"), "four to a flush");
    assert!(calls("2c 5d", "3h 4s 9c"), "four to a straight");
    assert!(calls("2c 5d", "Ah 4s 9c"), "wheel draw with the ace low");
    assert!(calls("Tc 3d", "7h Ks 4c"), "a ten in hand");
    assert!(!calls("9c 3d", "7h Ks Jc"), "nothing");
}

#[test]
fn the_strategy_returns_the_profile_rtp() {
    let p = profile(&CFG);
    let rounds = (0..300_000u64).map(|i| {
        let done =
            strategy::strategy_round(&CFG, &Bet { stake: 100 }, || stats::stream(i)).unwrap();
        // Per ante: the call is part of the result.
        (100, 100 + done.win - done.stake)
    });
    stats::assert_return_within_99("casino hold'em", rounds, p.rtp, p.variance);
}

#[test]
fn flops_have_the_combinatorial_frequencies() {
    // The player's five cards on the flop are five cards from a fresh deck.
    let probabilities = testing::five_card_probabilities();
    let mut observed = vec![0u64; 10];
    for i in 0..100_000 {
        let p = play(&CFG, &Bet { stake: 100 }, &[], &mut stats::stream(i)).unwrap();
        observed[p.view.player_hand as usize] += 1;
    }
    stats::assert_frequencies_fit("flop hands", &observed, &probabilities);
}

#[test]
fn rounds_replay_and_hide_the_dealer_until_the_end() {
    let bet = Bet { stake: 100 };
    for i in 0..300 {
        let open = play(&CFG, &bet, &[], &mut stats::stream(i)).unwrap();
        assert_eq!(open.allowed, vec![ActionKind::Call, ActionKind::Fold]);
        assert!(open.view.dealer.is_empty() && open.view.dealer_hand.is_none());
        assert_eq!(open.view.board.len(), 3);
        let fold = play(&CFG, &bet, &[Action::Fold], &mut stats::stream(i)).unwrap();
        let call = play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap();
        assert_eq!(
            call,
            play(&CFG, &bet, &[Action::Call], &mut stats::stream(i)).unwrap()
        );
        assert_eq!((fold.stake, fold.win, fold.finished), (100, 0, true));
        assert_eq!(
            (call.stake, call.finished, call.view.board.len()),
            (300, true, 5)
        );
        assert_eq!(call.view.board[..3], open.view.board[..]);
        assert_eq!(fold.view.dealer, call.view.dealer);
        let seven = |two: &[Card]| -> [Card; 7] {
            let mut v = two.to_vec();
            v.extend(&call.view.board);
            v.try_into().unwrap()
        };
        let (p, _) = best_five(&seven(&call.view.player));
        let (d, _) = best_five(&seven(&call.view.dealer));
        assert_eq!(call.win, settle(100, p, d).1);
        assert_eq!(call.view.player_best.len(), 5);
    }
}

#[test]
fn bad_bets_and_actions_are_refused_without_panicking() {
    testing::assert_refuses_bad_stakes(100, 100_000, |stake, rng| {
        play(&CFG, &Bet { stake }, &[], rng)
    });
    testing::assert_refuses_actions(
        &[
            vec![Action::Hit],
            vec![Action::Call, Action::Call],
            vec![Action::Fold, Action::Fold],
            vec![Action::Skip],
        ],
        |actions| play(&CFG, &Bet { stake: 100 }, actions, &mut stats::stream(1)),
    );
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
            match v.outcome {
                None => {
                    prop_assert!(v.dealer.is_empty() && v.board.len() == 3);
                    prop_assert_eq!(p.stake, stake);
                }
                Some(Outcome::Folded) => prop_assert_eq!((p.stake, p.win, v.board.len()), (stake, 0, 3)),
                Some(outcome) => {
                    prop_assert_eq!((p.stake, v.board.len(), v.dealer.len()), (3 * stake, 5, 2));
                    let seven = |two: &[Card]| -> [Card; 7] {
                        let mut all = two.to_vec();
                        all.extend(&v.board);
                        all.try_into().unwrap()
                    };
                    let (player, dealer) = (best_five(&seven(&v.player)).0, best_five(&seven(&v.dealer)).0);
                    prop_assert_eq!((outcome, p.win), settle(stake, player, dealer));
                    prop_assert!(p.win <= 105 * stake);
                }
            }
            // Nine distinct cards in all.
            let mut all: Vec<Card> = v.player.iter().chain(&v.board).chain(&v.dealer).copied().collect();
            let n = all.len();
            all.sort();
            all.dedup();
            prop_assert_eq!(all.len(), n);
        }

        #[test]
        fn a_stronger_player_hand_never_returns_less(
            a in five(), b in five(), dealer in five(), ante in 1i64..1_000_000,
        ) {
            let (weak, strong) = if a <= b { (a, b) } else { (b, a) };
            let (_, lo) = settle(ante, weak, dealer);
            let (o, hi) = settle(ante, strong, dealer);
            prop_assert!(lo <= hi);
            // What comes back: nothing, both bets, or more; never a part of them.
            prop_assert!(hi == 0 || hi >= 3 * ante, "{:?} returned {}", o, hi);
            prop_assert!(hi <= 105 * ante);
        }
    }
}
