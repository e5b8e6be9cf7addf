//! Measures the figures the game profiles state, on the engines themselves:
//!
//! ```text
//! cargo run --release -p casino-core --features measure --example measure_games -- <mode> [n]
//! ```
//!
//! - `blackjack [rounds]`: basic strategy, dealer standing then hitting soft 17.
//! - `holdem [rounds]`: casino hold'em with the `calls` strategy.
//! - `russian-poker [rounds]`: russian poker with the `calls` strategy.
//! - `video-poker [rounds]`: the exact optimal return and variance of every paytable, checked
//!   against the constants of `video_poker::profile`, then `rounds` of optimal play simulated on
//!   each table (0 skips the simulation).
//! - `slots-build [designs]`: how long designing and profiling `designs` slots takes.
//! - `slots-calibration [variants]`: `variants` designs of every layout and volatility; lists
//!   those the generator misses (volatility or RTP range) and counts them.
//!
//! Simulations default to 1,000,000 rounds (100,000 per video poker table), which takes
//! seconds; the blackjack and casino hold'em constants were measured on 40,000,000
//! (`-- blackjack 40000000`, some minutes). Each prints the measured return with its 99 %
//! interval and the variance next to the figures the profile states, and whether the stated
//! return lies inside the interval (it should, 99 times in 100: outside is reported, not
//! failed). The exit status is 1 only when an exact video poker figure differs from its
//! constant. Rounds use their own server seed, so they are independent of the test suite's.
#![allow(clippy::float_arithmetic)]

use std::process::ExitCode;
use std::time::Instant;

use casino_core::games::slots::calibration::{designs, hits};
use casino_core::games::video_poker::{Paytable, optimal::Analyzer};
use casino_core::games::{
    Action, FairStream, Profile, Ratio, blackjack, casino_holdem, russian_poker, slots, video_poker,
};

const USAGE: &str = "usage: measure_games <blackjack|holdem|russian-poker|video-poker|slots-build|slots-calibration> [n]
  blackjack [rounds]            basic strategy, S17 and H17 (default 1000000; constants: 40000000)
  holdem [rounds]               casino hold'em, the `calls` strategy (default 1000000; constants: 40000000)
  russian-poker [rounds]        russian poker, the `calls` strategy (default 1000000; constants: 40000000)
  video-poker [rounds]          exact profile of every table, then rounds simulated per table (default 100000)
  slots-build [designs]         time to design and profile the slots (default 300)
  slots-calibration [variants]  designs per layout and volatility checked (default 100)";

/// Two-sided 99 % normal quantile.
const Z99: f64 = 2.575_829;

fn stream(i: u64) -> FairStream {
    FairStream::new(b"measurement server seed", "measurement", i)
}

fn f64_of(r: Ratio) -> f64 {
    r.num as f64 / r.den as f64
}

/// Returns per unit staked: their mean is the RTP.
#[derive(Default)]
struct Moments {
    n: u64,
    sum: f64,
    squares: f64,
}

impl Moments {
    /// One round: `stake` and `win` in cents, per `unit` cents (the opening stake or the ante:
    /// what doubles, splits and calls add is part of the result, as in published figures).
    fn add(&mut self, unit: i64, stake: i64, win: i64) {
        let r = (unit + win - stake) as f64 / unit as f64;
        self.n += 1;
        self.sum += r;
        self.squares += r * r;
    }

    /// Prints the measurement beside the profile. A stated return outside the 99 % interval is
    /// reported, not failed: it happens by chance once in 100 measurements.
    fn report(&self, label: &str, profile: &Profile) {
        let n = self.n as f64;
        let mean = self.sum / n;
        let variance = self.squares / n - mean * mean;
        let half = Z99 * (variance / n).sqrt();
        let stated = f64_of(profile.rtp);
        let inside = (stated - mean).abs() <= half;
        println!(
            "{label}: measured {:.3} % ± {:.3} % (99 %, {} rounds), variance {variance:.4}",
            100.0 * mean,
            100.0 * half,
            self.n
        );
        println!(
            "{label}: profile  {} %, variance {:.4}: {}",
            profile.rtp.percent(3),
            f64_of(profile.variance),
            if inside {
                "inside the interval"
            } else {
                "OUTSIDE the interval"
            }
        );
    }
}

fn measure_blackjack(rounds: u64) {
    for hits_soft_17 in [false, true] {
        let cfg = blackjack::Config {
            min_bet: 100,
            max_bet: 100_000,
            dealer_hits_soft_17: hits_soft_17,
            shared: false,
        };
        let bet = blackjack::Bet { stake: 1_000 };
        let mut m = Moments::default();
        for i in 0..rounds {
            let p = blackjack::strategy::basic_round(&cfg, &bet, || stream(i))
                .expect("a valid bet and the strategy's actions");
            m.add(bet.stake, p.stake, p.win);
        }
        let label = if hits_soft_17 {
            "blackjack H17"
        } else {
            "blackjack S17"
        };
        m.report(label, &blackjack::profile(&cfg));
    }
}

fn measure_holdem(rounds: u64) {
    let cfg = casino_holdem::Config {
        min_bet: 100,
        max_bet: 100_000,
    };
    let bet = casino_holdem::Bet { stake: 100 };
    let (mut m, mut folds) = (Moments::default(), 0u64);
    for i in 0..rounds {
        let p = casino_holdem::strategy::strategy_round(&cfg, &bet, || stream(i))
            .expect("a valid bet and the strategy's action");
        m.add(bet.stake, p.stake, p.win);
        folds += u64::from(p.view.outcome == Some(casino_holdem::Outcome::Folded));
    }
    println!(
        "casino hold'em: folds {:.2} % of hands",
        100.0 * folds as f64 / rounds as f64
    );
    m.report("casino hold'em", &casino_holdem::profile(&cfg));
}

fn measure_russian_poker(rounds: u64) {
    let cfg = russian_poker::Config {
        min_bet: 100,
        max_bet: 100_000,
    };
    let bet = russian_poker::Bet { stake: 100 };
    let (mut m, mut folds) = (Moments::default(), 0u64);
    for i in 0..rounds {
        let p = russian_poker::strategy::strategy_round(&cfg, &bet, || stream(i))
            .expect("a valid bet and the strategy's action");
        m.add(bet.stake, p.stake, p.win);
        folds += u64::from(p.view.outcome == Some(russian_poker::Outcome::Folded));
    }
    println!(
        "russian poker: folds {:.2} % of hands",
        100.0 * folds as f64 / rounds as f64
    );
    m.report("russian poker", &russian_poker::profile(&cfg));
}

/// `false` when an exact figure differs from the profile's constant.
fn measure_video_poker(rounds: u64) -> bool {
    let mut agree = true;
    for paytable in Paytable::ALL {
        let cfg = video_poker::Config {
            min_bet: 10,
            max_bet: 100_000,
            paytable,
        };
        let analyzer = Analyzer::new(paytable);
        let (rtp, variance) = analyzer.profile();
        let stated = video_poker::profile(&cfg);
        let exact = (rtp, variance) == (stated.rtp, stated.variance);
        agree &= exact;
        println!(
            "{paytable:?}: exact ({}, {}), ({}, {}): rtp {} % variance {:.4}: {}",
            rtp.num,
            rtp.den,
            variance.num,
            variance.den,
            rtp.percent(4),
            f64_of(variance),
            if exact {
                "equal to the profile's constants"
            } else {
                "DIFFERENT from the profile's constants"
            }
        );
        if rounds == 0 {
            continue;
        }
        let bet = video_poker::Bet { stake: 100 };
        let mut m = Moments::default();
        for i in 0..rounds {
            let dealt = video_poker::play(&cfg, &bet, &[], &mut stream(i)).expect("a valid bet");
            let hand: [_; 5] = dealt.view.cards.try_into().expect("five cards dealt");
            let held = analyzer.best(&hand).0;
            let done = video_poker::play(&cfg, &bet, &[Action::Hold { held }], &mut stream(i))
                .expect("a hold after the deal");
            m.add(bet.stake, done.stake, done.win);
        }
        m.report(&format!("{paytable:?} optimal play"), &stated);
    }
    agree
}

fn measure_slots_build(count: u64) {
    let variants = u32::try_from(count.div_ceil(18)).unwrap_or(u32::MAX);
    let all = designs(variants);
    let start = Instant::now();
    let built = all
        .iter()
        .take(usize::try_from(count).unwrap_or(usize::MAX))
        .map(slots::design_profiled)
        .count();
    let elapsed = start.elapsed();
    println!(
        "slots: {built} designs and profiles in {elapsed:.2?} ({:.2?} each)",
        elapsed / u32::try_from(built.max(1)).unwrap_or(u32::MAX)
    );
}

fn measure_slots_calibration(variants: u64) {
    let all = designs(u32::try_from(variants).unwrap_or(u32::MAX));
    let mut misses = 0;
    for d in &all {
        let (cfg, p) = slots::design_profiled(d);
        if !hits(d, &p) {
            misses += 1;
            println!(
                "miss {d:?}: {:?} variance {:.2} rtp {} % free spins {:?} pays {:?}",
                p.volatility(),
                f64_of(p.variance),
                p.rtp.percent(2),
                cfg.free_spins,
                cfg.symbols.iter().map(|s| s.pays).collect::<Vec<_>>()
            );
        }
    }
    println!(
        "slots calibration: {misses} misses out of {} designs",
        all.len()
    );
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = match args.get(1).map(|a| a.replace('_', "").parse::<u64>()) {
        None => None,
        Some(Ok(n)) => Some(n),
        Some(Err(_)) => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let agree = match args.first().map(String::as_str) {
        Some("blackjack") => {
            measure_blackjack(n.unwrap_or(1_000_000).max(1));
            true
        }
        Some("holdem") => {
            measure_holdem(n.unwrap_or(1_000_000).max(1));
            true
        }
        Some("russian-poker") => {
            measure_russian_poker(n.unwrap_or(1_000_000).max(1));
            true
        }
        Some("video-poker") => measure_video_poker(n.unwrap_or(100_000)),
        Some("slots-build") => {
            measure_slots_build(n.unwrap_or(300));
            true
        }
        Some("slots-calibration") => {
            measure_slots_calibration(n.unwrap_or(100));
            true
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    println!("done in {:.1?}", start.elapsed());
    if agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
