//! The scaled outcomes of every engine against the statistics of a fair draw.
//!
//! Each engine plays through its own `play` (so its own drawing code) with a catalogue
//! configuration, over `SEEDS` independent server seeds (`seed 0`, `seed 1`, ...) and, within a
//! seed, consecutive nonces as the site deals them. For every seed, at 99 %: a chi-square test
//! of the outcome's frequencies, a Wald–Wolfowitz runs test of a two-sided split of the outcome
//! (above or below its median, odd or even, win or lose) and a lag-1 serial-correlation test of
//! a number read from it. Some seeds fail a 99 % test by chance (2 of 200 expected), so each
//! test's failing seeds are held to the binomial bound (12 of 200 at a risk of 1e-6). The
//! frequencies of every seed's rounds pooled are tested once more at 99.99 %, where a bias
//! too small for one seed's sample shows.
//!
//! Card deals are tested as position-by-card tables (`stats::chi_square_deals`): whole
//! shuffles of 52 cards as 52x52 tables, and the cards each engine deals as its positions by
//! the 52 cards. The range mapping of `below` itself is proven exact by enumerating every word
//! of a reduced width (`every_value_of_the_range_mapping_has_the_same_number_of_words`).
//!
//! Sample sizes: 200 seeds of 1000 rounds, or of 520 rounds (10 expected per cell of a
//! 52-card table) for card deals. The engines dealing from a one-deck `Shoe` deal the same
//! first cards from the same seeds, so their verdicts overlap. The whole module runs in under
//! 10 seconds of a debug test build on two cores (the crate is optimised even there).
#![allow(clippy::float_arithmetic)]

use std::cell::Cell;
use std::sync::OnceLock;

use super::cards::{Card, Shoe, shuffled};
use super::fair::{RangeMap, draw_distinct_by, shuffle_by, weighted_index};
use super::stats::{self, C99, C9999, ChiSquare, Tally};
use super::{
    Action, FairStream, GameConfig, andar_bahar, baccarat, bingo, blackjack, casino_holdem,
    catalog, crash, dice, hilo, keno, lottery, racing, roulette, russian_poker, scratch, sic_bo,
    slots, teen_patti, video_poker, wheel,
};

/// Independent server seeds per engine.
const SEEDS: u32 = 200;
/// Rounds per seed.
const ROUNDS: u64 = 1000;
/// Rounds per seed of card deals: 10 expected in each cell of a table by the 52 cards.
const DEALS: u64 = 520;

/// Every seed's three verdicts and the pooled frequencies.
struct Battery {
    tally: Tally,
    pooled: ChiSquare,
}

/// Plays `rounds` rounds under each seed. `observe` reads a round's outcome from its stream;
/// `frequency` is the chi-square of a set of outcomes; `split` (for the runs test) and `value`
/// (for the serial correlation) read one outcome.
fn run<O>(
    label: &str,
    rounds: u64,
    observe: impl Fn(&mut FairStream) -> O,
    frequency: impl Fn(&[O]) -> ChiSquare,
    split: impl Fn(&O) -> bool,
    value: impl Fn(&O) -> f64,
) -> Battery {
    let mut tally = Tally::new(label);
    let mut all = Vec::with_capacity((u64::from(SEEDS) * rounds) as usize);
    for seed in 0..SEEDS {
        let outcomes: Vec<O> = (0..rounds)
            .map(|nonce| observe(&mut stats::seeded_stream(seed, nonce)))
            .collect();
        let splits: Vec<bool> = outcomes.iter().map(&split).collect();
        let values: Vec<f64> = outcomes.iter().map(&value).collect();
        tally.seed(&[
            ("frequency", frequency(&outcomes).passes(C99)),
            ("runs", stats::runs(&splits).passes(C99)),
            ("serial", stats::serial_correlation(&values).passes(C99)),
        ]);
        all.extend(outcomes);
    }
    Battery {
        pooled: frequency(&all),
        tally,
    }
}

/// `run`, then the report line (`--nocapture` shows it) and the assertions.
fn battery<O>(
    label: &str,
    rounds: u64,
    observe: impl Fn(&mut FairStream) -> O,
    frequency: impl Fn(&[O]) -> ChiSquare,
    split: impl Fn(&O) -> bool,
    value: impl Fn(&O) -> f64,
) {
    let b = run(label, rounds, observe, frequency, split, value);
    let (seeds, bound, failures) = b.tally.failures();
    let failed: Vec<String> = failures.iter().map(|(t, n)| format!("{t} {n}")).collect();
    println!(
        "fairness | {label} | {seeds} x {rounds} | failing seeds (bound {bound}): {} | pooled chi-square {:.1} <= {:.1} (df {})",
        failed.join(", "),
        b.pooled.statistic,
        b.pooled.critical(C9999),
        b.pooled.df
    );
    b.tally.assert_within_bound();
    assert!(
        b.pooled.passes(C9999),
        "{label}: pooled chi-square {:.1} above the 99.99 % critical value {:.1} (df {})",
        b.pooled.statistic,
        b.pooled.critical(C9999),
        b.pooled.df
    );
}

/// Counts of one value per round, `0..cells`.
fn counts(values: impl IntoIterator<Item = usize>, cells: usize) -> Vec<u64> {
    let mut c = vec![0u64; cells];
    for v in values {
        c[v] += 1;
    }
    c
}

/// The position-by-kind table of rounds that each dealt `kinds`-valued items in order.
fn table<'a>(deals: impl IntoIterator<Item = &'a [usize]>, kinds: usize) -> Vec<Vec<u64>> {
    let mut t: Vec<Vec<u64>> = Vec::new();
    for deal in deals {
        if t.is_empty() {
            t = vec![vec![0; kinds]; deal.len()];
        }
        for (row, &k) in t.iter_mut().zip(deal) {
            row[k] += 1;
        }
    }
    t
}

fn uniform(cells: usize) -> Vec<f64> {
    vec![1.0 / cells as f64; cells]
}

/// A card as one of the 52 kinds, suit by suit.
fn kind(c: Card) -> usize {
    usize::from(c.suit) * 13 + usize::from(c.rank - 2)
}

/// The catalogue's configurations, built once for every test.
fn catalogue() -> &'static [GameConfig] {
    static CONFIGS: OnceLock<Vec<GameConfig>> = OnceLock::new();
    CONFIGS.get_or_init(|| catalog::catalog().into_iter().map(|e| e.config).collect())
}

/// The first catalogue configuration `pick` accepts.
fn first<T: Clone>(pick: impl Fn(&GameConfig) -> Option<&T>) -> T {
    catalogue()
        .iter()
        .find_map(pick)
        .expect("the catalogue offers it")
        .clone()
}

/// The battery of a game dealing the cards `deal` returns (kinds `0..52`), in deal order, from
/// a shoe of `population` cards (`None`: each drawn from a full deck). The runs and the serial
/// correlation read the sum of the first five cards' kinds (of fewer when fewer are dealt):
/// the first card alone would be the same word of the stream for most card games.
fn card_battery(label: &str, population: Option<u64>, deal: impl Fn(&mut FairStream) -> Vec<Card>) {
    let head = |o: &Vec<usize>| o.iter().take(5).sum::<usize>();
    let heads = |o: &Vec<usize>| o.len().min(5);
    battery(
        label,
        DEALS,
        |s| deal(s).into_iter().map(kind).collect::<Vec<usize>>(),
        |o| stats::chi_square_deals(&table(o.iter().map(Vec::as_slice), 52), population),
        // Above or below the mean, 25.5 a card.
        |o| 2 * head(o) > 51 * heads(o),
        |o| head(o) as f64,
    );
}

#[test]
fn dice_rolls() {
    let cfg = first(|g| match g {
        GameConfig::Dice(c) => Some(c),
        _ => None,
    });
    let bet = dice::Bet {
        stake: cfg.min_bet,
        target: 5000,
        direction: dice::Direction::Under,
    };
    battery(
        "dice roll",
        ROUNDS,
        |s| dice::play(&cfg, &bet, &[], s).unwrap().view.roll,
        // The whole point of the players' scale, 0 to 99.
        |o| {
            stats::chi_square(
                &counts(o.iter().map(|&r| r as usize / 100), 100),
                &uniform(100),
            )
        },
        |&r| r < 5000,
        |&r| f64::from(r),
    );
}

fn roulette_battery(label: &str, variant: roulette::Variant) {
    let cfg = first(|g| match g {
        GameConfig::Roulette(c) if c.variant == variant => Some(c),
        _ => None,
    });
    let bet = roulette::Bet {
        bets: vec![roulette::RoulettePlaced {
            kind: roulette::BetKind::Red,
            numbers: Vec::new(),
            cents: cfg.min_total.max(cfg.min_bet),
        }],
    };
    let pockets = match variant {
        roulette::Variant::American => 38,
        _ => 37,
    };
    battery(
        label,
        ROUNDS,
        |s| roulette::play(&cfg, &bet, &[], s).unwrap().view.number,
        |o| {
            stats::chi_square(
                &counts(o.iter().map(|&n| usize::from(n)), pockets),
                &uniform(pockets),
            )
        },
        |&n| n % 2 == 1,
        |&n| f64::from(n),
    );
}

#[test]
fn european_roulette_numbers() {
    roulette_battery("European roulette number", roulette::Variant::European);
}

#[test]
fn american_roulette_numbers() {
    roulette_battery("American roulette number", roulette::Variant::American);
}

#[test]
fn wheel_segments() {
    let cfg = first(|g| match g {
        GameConfig::Wheel(c) => Some(c),
        _ => None,
    });
    let total: u32 = cfg.segments.iter().map(|s| s.weight).sum();
    let probabilities: Vec<f64> = cfg
        .segments
        .iter()
        .map(|s| f64::from(s.weight) / f64::from(total))
        .collect();
    let half = cfg.segments.len() as u8 / 2;
    battery(
        "wheel segment",
        ROUNDS,
        |s| {
            wheel::play(&cfg, &wheel::Bet { stake: cfg.min_bet }, &[], s)
                .unwrap()
                .view
                .segment
        },
        |o| {
            stats::chi_square(
                &counts(o.iter().map(|&i| usize::from(i)), probabilities.len()),
                &probabilities,
            )
        },
        |&i| i < half,
        |&i| f64::from(i),
    );
}

#[test]
fn crash_points() {
    let cfg = first(|g| match g {
        GameConfig::Crash(c) => Some(c),
        _ => None,
    });
    let bet = crash::Bet {
        stake: cfg.min_bet,
        target: 200,
    };
    // Buckets of the crash point in hundredths, each `[edge, next edge)`; 100 is an instant crash.
    let edges = [
        100u64, 101, 105, 110, 120, 135, 150, 175, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000,
    ];
    let two_32 = (1u64 << 32) as f64;
    let probabilities: Vec<f64> = edges
        .iter()
        .enumerate()
        .map(|(i, &e)| {
            let above = edges.get(i + 1).map_or(0, |&n| crash::reaching(&cfg, n));
            (crash::reaching(&cfg, e) - above) as f64 / two_32
        })
        .collect();
    let bucket = |crash: u64| edges.iter().rposition(|&e| crash >= e).unwrap();
    battery(
        "crash point",
        ROUNDS,
        |s| crash::play(&cfg, &bet, &[], s).unwrap().view.crash,
        |o| {
            stats::chi_square(
                &counts(o.iter().map(|&c| bucket(c)), edges.len()),
                &probabilities,
            )
        },
        |&c| c >= 200,
        // The logarithm: the crash point's own tail is too heavy for a correlation.
        |&c| (c as f64).ln(),
    );
}

/// Balls drawn in order as kinds `0..balls`.
fn ball_table(o: &[Vec<usize>], balls: usize) -> ChiSquare {
    stats::chi_square_deals(
        &table(o.iter().map(Vec::as_slice), balls),
        Some(balls as u64),
    )
}

#[test]
fn keno_draws() {
    let cfg = first(|g| match g {
        GameConfig::Keno(c) => Some(c),
        _ => None,
    });
    let bet = keno::Bet {
        stake: cfg.min_bet,
        picks: vec![1, 2, 3, 4, 5],
    };
    battery(
        "keno draw (20 of 80 in order)",
        ROUNDS,
        |s| {
            let drawn = keno::play(&cfg, &bet, &[], s).unwrap().view.drawn;
            drawn
                .iter()
                .map(|&n| usize::from(n - 1))
                .collect::<Vec<_>>()
        },
        |o| ball_table(o, 80),
        // The sum of the 20 numbers, symmetric about 20 x 40.5 (ties left on the lower side).
        |o| o.iter().sum::<usize>() + o.len() > 810,
        |o| o.iter().sum::<usize>() as f64,
    );
}

#[test]
fn lottery_draws() {
    let cfg = first(|g| match g {
        GameConfig::Lottery(c) => Some(c),
        _ => None,
    });
    let bet = lottery::Bet {
        stake: cfg.min_bet,
        numbers: (1..=cfg.picks).collect(),
    };
    let balls = usize::from(cfg.balls);
    let middle = usize::from(cfg.picks) * (balls + 1) / 2;
    battery(
        "lottery draw (6 of 49 in order)",
        ROUNDS,
        |s| {
            let drawn = lottery::play(&cfg, &bet, &[], s).unwrap().view.drawn;
            drawn
                .iter()
                .map(|&n| usize::from(n - 1))
                .collect::<Vec<_>>()
        },
        |o| ball_table(o, balls),
        |o| o.iter().sum::<usize>() + o.len() > middle,
        |o| o.iter().sum::<usize>() as f64,
    );
}

#[test]
fn bingo_cards_and_calls() {
    let cfg = first(|g| match g {
        GameConfig::Bingo(c) => Some(c),
        _ => None,
    });
    let bet = bingo::Bet { stake: cfg.min_bet };
    // The five columns of the card (numbers 15c + 1 ..= 15c + 15, top to bottom, the centre
    // free), then the calls in order: six deals, each its own table.
    battery(
        "bingo card columns and calls",
        ROUNDS,
        |s| {
            let v = bingo::play(&cfg, &bet, &[], s).unwrap().view;
            let mut parts: Vec<Vec<usize>> = (0..5)
                .map(|col| {
                    (0..5)
                        .map(|row| usize::from(v.card[row * 5 + col]))
                        .filter(|&n| n != 0)
                        .map(|n| n - 1 - 15 * col)
                        .collect()
                })
                .collect();
            parts.push(v.calls.iter().map(|&n| usize::from(n - 1)).collect());
            parts
        },
        |o| {
            let part = |i: usize, kinds: usize| {
                let deals = o.iter().map(|p| p[i].as_slice());
                stats::chi_square_deals(&table(deals, kinds), Some(kinds as u64))
            };
            (0..5).fold(part(5, 75), |chi, col| chi.plus(part(col, 15)))
        },
        |p| p[5][0] < 37,
        |p| p[5].iter().sum::<usize>() as f64,
    );
}

#[test]
fn sic_bo_dice() {
    let cfg = first(|g| match g {
        GameConfig::SicBo(c) => Some(c),
        _ => None,
    });
    let bet = sic_bo::Bet {
        bets: vec![sic_bo::SicBoPlaced {
            wager: sic_bo::Wager::Big,
            cents: cfg.min_bet,
        }],
    };
    battery(
        "sic bo dice (3, each 1-6)",
        ROUNDS,
        |s| sic_bo::play(&cfg, &bet, &[], s).unwrap().view.dice,
        // Three independent dice: positions by faces, drawn with replacement.
        |o| {
            let deals: Vec<Vec<usize>> = o
                .iter()
                .map(|d| d.iter().map(|&f| usize::from(f - 1)).collect())
                .collect();
            stats::chi_square_deals(&table(deals.iter().map(Vec::as_slice), 6), None)
        },
        |d| d.iter().sum::<u8>() >= 11,
        |d| f64::from(d.iter().sum::<u8>()),
    );
}

#[test]
fn racing_orders() {
    let cfg = first(|g| match g {
        GameConfig::Racing(c) => Some(c),
        _ => None,
    });
    let bet = racing::Bet {
        runner: 0,
        stake: cfg.min_bet,
    };
    let w: Vec<f64> = cfg.runners.iter().map(|r| f64::from(r.weight)).collect();
    let total: f64 = w.iter().sum();
    let n = w.len();
    // The winner and the second: runner i first, then j first among the others.
    let probabilities: Vec<f64> = (0..n * n)
        .map(|c| {
            let (i, j) = (c / n, c % n);
            if i == j {
                0.0
            } else {
                w[i] / total * w[j] / (total - w[i])
            }
        })
        .collect();
    battery(
        "racing winner and second",
        ROUNDS,
        |s| racing::play(&cfg, &bet, &[], s).unwrap().view.order,
        |o| {
            let pairs = o.iter().map(|r| usize::from(r[0]) * n + usize::from(r[1]));
            stats::chi_square(&counts(pairs, n * n), &probabilities)
        },
        // The favourite (runner 0) wins or not.
        |r| r[0] == 0,
        |r| f64::from(r[0]),
    );
}

#[test]
fn scratch_tickets() {
    let cfg = first(|g| match g {
        GameConfig::Scratch(c) => Some(c),
        _ => None,
    });
    let bet = scratch::Bet { stake: cfg.min_bet };
    let cells = usize::from(cfg.cells);
    let reveal: Vec<Action> = (0..cfg.cells)
        .map(|index| Action::Reveal { index })
        .collect();
    let symbols = cfg.prizes.len();
    let weights: Vec<f64> = cfg
        .prizes
        .iter()
        .map(|p| f64::from(p.weight))
        .chain([f64::from(cfg.lose_weight)])
        .collect();
    let total: f64 = weights.iter().sum();
    let tiers: Vec<f64> = weights.iter().map(|w| w / total).collect();
    // (tier: the symbol won or `symbols` for none, the cells' symbols)
    battery(
        "scratch ticket",
        ROUNDS,
        |s| {
            let v = scratch::play(&cfg, &bet, &reveal, s).unwrap().view;
            let tier = v.winning_symbol.map_or(symbols, usize::from);
            let layout: Vec<usize> = v.cells.iter().map(|c| usize::from(c.unwrap())).collect();
            (tier, layout)
        },
        |o| {
            // The prize drawn; where the shuffle put a winner's three cells (any three of the
            // cells alike); and, on a losing ticket, the first cell's symbol, uniform by the
            // symmetry of the fillers among the symbols.
            let prize = stats::chi_square(&counts(o.iter().map(|t| t.0), symbols + 1), &tiers);
            let winning = o
                .iter()
                .filter(|t| t.0 < symbols)
                .flat_map(|(tier, layout)| (0..cells).filter(move |&c| layout[c] == *tier));
            let places = stats::chi_square_subsets(&counts(winning, cells), 3);
            let losing = o.iter().filter(|t| t.0 == symbols).map(|t| t.1[0]);
            let first = stats::chi_square(&counts(losing, symbols), &uniform(symbols));
            prize.plus(places).plus(first)
        },
        |t| t.0 < symbols,
        |t| t.0 as f64,
    );
}

fn slots_battery(label: &str, ways: bool) {
    let cfg = first(|g| match g {
        GameConfig::Slots(c) if matches!(c.evaluation, slots::Evaluation::Ways) == ways => Some(c),
        _ => None,
    });
    let stake = slots::stake_options(&cfg)[0];
    let lengths: Vec<usize> = cfg.reels.iter().map(Vec::len).collect();
    battery(
        label,
        ROUNDS,
        |s| {
            slots::play(&cfg, &slots::Bet { stake }, &[], s)
                .unwrap()
                .view
                .stops
        },
        // The reels draw independently: one chi-square per reel, summed.
        |o| {
            lengths
                .iter()
                .enumerate()
                .map(|(r, &len)| {
                    let stops = o.iter().map(|s| s[r] as usize);
                    stats::chi_square(&counts(stops, len), &uniform(len))
                })
                .reduce(ChiSquare::plus)
                .unwrap()
        },
        |s| (s[0] as usize) < lengths[0] / 2,
        |s| {
            s.iter()
                .zip(&lengths)
                .map(|(&t, &len)| f64::from(t) / len as f64)
                .sum()
        },
    );
}

#[test]
fn slot_reel_stops_on_lines() {
    slots_battery("slot reel stops (lines)", false);
}

#[test]
fn slot_reel_stops_on_ways() {
    slots_battery("slot reel stops (ways)", true);
}

#[test]
fn hilo_cards() {
    let cfg = first(|g| match g {
        GameConfig::Hilo(c) => Some(c),
        _ => None,
    });
    let bet = hilo::Bet { stake: cfg.min_bet };
    // Every skip draws the next card: the first card and one per skip, each from a full deck.
    let skips = vec![Action::Skip; usize::from(cfg.max_skips)];
    card_battery("hi-lo cards (infinite deck)", None, |s| {
        let v = hilo::play(&cfg, &bet, &skips, s).unwrap().view;
        v.history
            .iter()
            .map(|step| step.card)
            .chain([v.card])
            .collect()
    });
}

#[test]
fn blackjack_deals() {
    let cfg = first(|g| match g {
        GameConfig::Blackjack(c) => Some(c),
        _ => None,
    });
    let bet = blackjack::Bet { stake: cfg.min_bet };
    // Player, dealer up card, player: the cards every round shows.
    card_battery(
        "blackjack first three cards (6 decks)",
        Some(52 * u64::from(blackjack::DECKS)),
        |s| {
            let v = blackjack::play(&cfg, &bet, &[], s).unwrap().view;
            vec![v.hands[0].cards[0], v.dealer[0], v.hands[0].cards[1]]
        },
    );
}

#[test]
fn baccarat_deals() {
    let cfg = first(|g| match g {
        GameConfig::Baccarat(c) => Some(c),
        _ => None,
    });
    let bet = baccarat::Bet {
        player: cfg.min_bet,
        banker: 0,
        tie: 0,
    };
    // Player, banker, player, banker; third cards depend on the first four, so they are left
    // out.
    card_battery(
        &format!("baccarat first four cards ({} decks)", cfg.decks),
        Some(52 * u64::from(cfg.decks)),
        |s| {
            let v = baccarat::play(&cfg, &bet, &[], s).unwrap().view;
            vec![v.player[0], v.banker[0], v.player[1], v.banker[1]]
        },
    );
}

#[test]
fn andar_bahar_deals() {
    let cfg = first(|g| match g {
        GameConfig::AndarBahar(c) => Some(c),
        _ => None,
    });
    let bet = andar_bahar::Bet {
        andar: cfg.min_bet,
        bahar: 0,
    };
    // The joker and the first card dealt; whether more come depends on them.
    card_battery(
        &format!("andar bahar joker and first card ({} deck)", cfg.decks),
        Some(52 * u64::from(cfg.decks)),
        |s| {
            let v = andar_bahar::play(&cfg, &bet, &[], s).unwrap().view;
            let first = match v.first {
                andar_bahar::Side::Andar => v.andar[0],
                andar_bahar::Side::Bahar => v.bahar[0],
            };
            vec![v.joker, first]
        },
    );
}

#[test]
fn video_poker_deals() {
    let cfg = first(|g| match g {
        GameConfig::VideoPoker(c) => Some(c),
        _ => None,
    });
    let bet = video_poker::Bet { stake: cfg.min_bet };
    card_battery("video poker hand (5 of 52)", Some(52), |s| {
        video_poker::play(&cfg, &bet, &[], s).unwrap().view.cards
    });
}

#[test]
fn casino_holdem_deals() {
    let cfg = first(|g| match g {
        GameConfig::CasinoHoldem(c) => Some(c),
        _ => None,
    });
    let bet = casino_holdem::Bet { stake: cfg.min_bet };
    // Called, the round shows all nine cards in deal order but the board's.
    card_battery("casino hold'em nine cards", Some(52), |s| {
        let v = casino_holdem::play(&cfg, &bet, &[Action::Call], s)
            .unwrap()
            .view;
        [v.player, v.dealer, v.board].concat()
    });
}

#[test]
fn teen_patti_deals() {
    let cfg = first(|g| match g {
        GameConfig::TeenPatti(c) => Some(c),
        _ => None,
    });
    let bet = teen_patti::Bet { stake: cfg.min_bet };
    card_battery("teen patti six cards", Some(52), |s| {
        let v = teen_patti::play(&cfg, &bet, &[Action::Fold], s)
            .unwrap()
            .view;
        [v.player, v.dealer].concat()
    });
}

#[test]
fn russian_poker_deals() {
    let cfg = first(|g| match g {
        GameConfig::RussianPoker(c) => Some(c),
        _ => None,
    });
    let bet = russian_poker::Bet { stake: cfg.min_bet };
    card_battery("russian poker ten cards", Some(52), |s| {
        let v = russian_poker::play(&cfg, &bet, &[Action::Fold], s)
            .unwrap()
            .view;
        [v.player, v.dealer].concat()
    });
}

#[test]
fn whole_shuffles_of_a_deck() {
    card_battery("shuffle of 52 cards (52x52)", Some(52), |s| shuffled(1, s));
}

#[test]
fn whole_deals_of_a_shoe() {
    card_battery("shoe of 52 cards dealt out (52x52)", Some(52), |s| {
        let mut shoe = Shoe::new(1);
        (0..52).map(|_| shoe.deal(s)).collect()
    });
}

#[test]
fn the_first_fifty_two_cards_of_six_decks() {
    card_battery("first 52 cards of a 6-deck shoe (52x52)", Some(312), |s| {
        let mut shoe = Shoe::new(6);
        (0..52).map(|_| shoe.deal(s)).collect()
    });
}

// The range mapping, exhaustively.

/// Whether every value of `0..n` comes from the same number of the `2^bits` words through
/// `map`, and no more than `2^bits % n` words are drawn again (`None`).
fn exact_on_every_word(n: u32, bits: u32, map: impl Fn(u64) -> Option<u32>) -> bool {
    let mut hits = vec![0u64; n as usize];
    let mut redrawn = 0u64;
    for word in 0..1u64 << bits {
        match map(word) {
            Some(v) => hits[v as usize] += 1,
            None => redrawn += 1,
        }
    }
    let each = (1u64 << bits) / u64::from(n);
    hits.iter().all(|&h| h == each) && redrawn == (1u64 << bits) % u64::from(n)
}

#[test]
fn every_value_of_the_range_mapping_has_the_same_number_of_words() {
    // Every word of every width up to 12 bits, for every range it can map to; then every word
    // of 16 bits for the ranges the games use and awkward ones around powers of two.
    let mut cases: Vec<(u32, u32)> = (1..=12)
        .flat_map(|bits| (1..=1u32 << bits).map(move |n| (n, bits)))
        .collect();
    for n in [
        1, 2, 3, 5, 6, 7, 13, 15, 30, 36, 37, 38, 49, 52, 75, 80, 100, 312, 416, 1000, 4095, 4096,
        4097, 10_000, 21_845, 32_767, 32_768, 32_769, 43_690, 65_535, 65_536,
    ] {
        cases.push((n, 16));
    }
    for (n, bits) in cases {
        let range = RangeMap::new(n, bits);
        assert!(
            exact_on_every_word(n, bits, |w| range.map(w)),
            "n {n}, {bits} bits"
        );
    }
    // The count finds the bias of a plain modulo, and of a zone one word too wide.
    assert!(!exact_on_every_word(37, 16, |w| Some((w % 37) as u32)));
    let zone = (1u64 << 16) - (1u64 << 16) % 37 + 1;
    assert!(!exact_on_every_word(37, 16, |w| {
        (w < zone).then_some((w % 37) as u32)
    }));
}

#[test]
fn below_is_the_range_mapping_of_the_stream_words() {
    // `below` reads a word and maps it, drawing again from the zone's top: the same words read
    // by hand give the same values.
    for n in [1u32, 3, 37, 52, 10_000, 3_000_000_000, u32::MAX] {
        let range = RangeMap::new(n, 32);
        for nonce in 0..200 {
            let mut words = stats::seeded_stream(0, nonce);
            let expected = loop {
                if let Some(v) = range.map(u64::from(words.next_u32())) {
                    break v;
                }
            };
            assert_eq!(stats::seeded_stream(0, nonce).below(n), expected);
        }
    }
    // 3 * 10^9 leaves 1,294,967,296 words of 2^32 to draw again: a third of them, often met.
    let range = RangeMap::new(3_000_000_000, 32);
    assert_eq!(range.map(2_999_999_999), Some(2_999_999_999));
    assert_eq!(range.map(3_000_000_000), None);
    assert_eq!(range.map(u64::from(u32::MAX)), None);
}

#[test]
fn a_weighted_draw_gives_each_index_exactly_its_weight_of_the_range() {
    let mut tables: Vec<Vec<u32>> = vec![vec![1], vec![1, 0, 2], vec![0, 5, 0, 7, 1, 0]];
    for g in catalogue() {
        match g {
            GameConfig::Racing(c) => tables.push(c.runners.iter().map(|r| r.weight).collect()),
            GameConfig::Wheel(c) => tables.push(c.segments.iter().map(|s| s.weight).collect()),
            GameConfig::Scratch(c) => tables.push(
                c.prizes
                    .iter()
                    .map(|p| p.weight)
                    .chain([c.lose_weight])
                    .collect(),
            ),
            _ => {}
        }
    }
    tables.dedup();
    for weights in tables {
        let total: u32 = weights.iter().sum();
        let mut hits = vec![0u32; weights.len()];
        for pick in 0..total {
            hits[weighted_index(&weights, pick)] += 1;
        }
        assert_eq!(hits, weights);
    }
}

/// Every sequence of draws `below(m_1), below(m_2), ...` a procedure can ask for, with the
/// result of each: the procedure runs once per sequence, answering its draws from it.
fn every_draw_sequence<R>(mut procedure: impl FnMut(&mut dyn FnMut(u32) -> u32) -> R) -> Vec<R> {
    let mut results = Vec::new();
    // The answers of the sequence being run and the ranges they were asked in; the next
    // sequence counts up like an odometer whose digits have those ranges.
    let mut answers: Vec<u32> = Vec::new();
    loop {
        let mut ranges = Vec::new();
        let mut at = 0;
        let result = procedure(&mut |m| {
            assert!(m > 0);
            let v = answers.get(at).copied().unwrap_or(0);
            assert!(v < m, "the procedure asks the same ranges along a prefix");
            ranges.push(m);
            at += 1;
            v
        });
        results.push(result);
        answers.resize(ranges.len(), 0);
        loop {
            match answers.len().checked_sub(1) {
                None => return results,
                Some(i) if answers[i] + 1 < ranges[i] => {
                    answers[i] += 1;
                    break;
                }
                Some(_) => {
                    answers.pop();
                    ranges.pop();
                }
            }
        }
    }
}

#[test]
fn a_shuffle_maps_its_draws_one_to_one_onto_the_orders() {
    // n! draw sequences, n! orders, each met once: uniform draws make every order equally
    // likely, and the range mapping makes the draws uniform.
    for n in 0..=7usize {
        let orders = every_draw_sequence(|below| {
            let mut items: Vec<usize> = (0..n).collect();
            shuffle_by(&mut items, below);
            items
        });
        let factorial: usize = (1..=n).product();
        assert_eq!(orders.len(), factorial, "{n} items");
        let mut distinct = orders.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), factorial, "{n} items: an order met twice");
    }
}

#[test]
fn a_draw_of_distinct_values_maps_its_draws_one_to_one_onto_the_ordered_draws() {
    for (n, k) in [
        (0u32, 0usize),
        (1, 1),
        (5, 0),
        (5, 2),
        (6, 3),
        (7, 7),
        (8, 4),
        (9, 3),
    ] {
        let draws = every_draw_sequence(|below| draw_distinct_by(n, k, below));
        // n! / (n - k)! ordered draws of k distinct values.
        let expected: usize = (n as usize - k + 1..=n as usize).product();
        assert_eq!(draws.len(), expected, "{k} of {n}");
        let mut distinct = draws.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), expected, "{k} of {n}: a draw met twice");
        assert!(
            draws
                .iter()
                .all(|d| d.len() == k && d.iter().all(|&v| v < n))
        );
    }
}

// The battery fails biased draws.

/// A roulette wheel of `pockets` numbers read through `draw`.
fn biased_roulette(draw: impl Fn(&mut FairStream) -> u32) -> Battery {
    run(
        "biased",
        ROUNDS,
        draw,
        |o| stats::chi_square(&counts(o.iter().map(|&n| n as usize), 37), &uniform(37)),
        |&n| n % 2 == 1,
        |&n| f64::from(n),
    )
}

fn failures(b: &Battery, test: &str) -> u32 {
    let (_, _, failures) = b.tally.failures();
    failures.iter().find(|(t, _)| *t == test).unwrap().1
}

fn bound(b: &Battery) -> u32 {
    b.tally.failures().1
}

#[test]
fn a_roulette_missing_a_number_fails_the_seeds_frequency_test() {
    let b = biased_roulette(|s| s.below(36));
    assert!(failures(&b, "frequency") > bound(&b));
    assert!(!b.pooled.passes(C9999));
}

#[test]
fn a_modulo_biased_roulette_fails_the_pooled_frequencies() {
    // A byte modulo 37: 0..=33 come 7 times in 256, 34..=36 six times. Too slight for one
    // seed's thousand spins, plain over 200,000.
    let b = biased_roulette(|s| u32::from(s.next_byte()) % 37);
    assert!(failures(&b, "frequency") <= bound(&b));
    assert!(!b.pooled.passes(C9999));
}

#[test]
fn a_roulette_repeating_its_last_number_fails_the_runs_and_the_serial_tests() {
    // Half the spins repeat the previous one: every number still comes 1 time in 37 in the
    // long run, but the sequence clusters.
    let last = Cell::new(0u32);
    let b = biased_roulette(|s| {
        let n = if s.below(2) == 0 {
            last.get()
        } else {
            s.below(37)
        };
        last.set(n);
        n
    });
    assert!(failures(&b, "runs") > bound(&b));
    assert!(failures(&b, "serial") > bound(&b));
}

#[test]
fn a_roulette_alternating_odd_and_even_fails_the_runs_test() {
    // Odd after even after odd: frequencies right, no linear correlation of the numbers to
    // speak of, far too many runs.
    let odd = Cell::new(false);
    let b = biased_roulette(|s| {
        odd.set(!odd.get());
        loop {
            let n = s.below(37);
            if n != 0 && (n % 2 == 1) == odd.get() {
                break n;
            }
        }
    });
    assert!(failures(&b, "runs") > bound(&b));
}

/// A card battery's verdicts on the deals of `deal`.
fn card_verdicts(deal: impl Fn(&mut FairStream) -> Vec<u8>) -> Battery {
    run(
        "biased",
        DEALS,
        |s| deal(s).into_iter().map(usize::from).collect::<Vec<usize>>(),
        |o| stats::chi_square_deals(&table(o.iter().map(Vec::as_slice), 52), Some(52)),
        |o| o[0] < 26,
        |o| o[0] as f64,
    )
}

#[test]
fn naive_and_off_by_one_shuffles_fail_the_position_by_card_table() {
    // Swapping each position with any position (not only those not yet fixed) and Sattolo's
    // shuffle (a card never stays where it was) are the classic biased shuffles.
    let naive = card_verdicts(|s| {
        let mut deck: Vec<u8> = (0..52).collect();
        for i in 0..52 {
            let j = s.below(52) as usize;
            deck.swap(i, j);
        }
        deck
    });
    assert!(!naive.pooled.passes(C9999));
    let sattolo = card_verdicts(|s| {
        let mut deck: Vec<u8> = (0..52).collect();
        for i in (1..52).rev() {
            let j = s.below(i as u32) as usize;
            deck.swap(i, j);
        }
        deck
    });
    assert!(failures(&sattolo, "frequency") > bound(&sattolo));
    // The production shuffle on the same seeds, for comparison.
    let fair = card_verdicts(|s| {
        let mut deck: Vec<u8> = (0..52).collect();
        s.shuffle(&mut deck);
        deck
    });
    assert!(fair.pooled.passes(C9999));
    assert!(failures(&fair, "frequency") <= bound(&fair));
}
