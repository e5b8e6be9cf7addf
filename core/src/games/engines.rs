//! One enum per contract type over every engine, so a catalog entry, a stored bet and a round's
//! view name their engine (`"engine": "roulette"`) and the server, the tests and the browser's
//! verifier all reach an engine through the same `GameConfig::play`.

use serde::{Deserialize, Serialize};

use super::{Action, FairStream, GameError, Play, Profile, Ratio};

/// The smallest and largest stake a configuration takes in one round, in cents.
pub trait Limits {
    fn limits(&self) -> (i64, i64);
}

macro_rules! limits {
    ($($module:ident: $min:ident .. $max:ident),* $(,)?) => {$(
        impl Limits for super::$module::Config {
            fn limits(&self) -> (i64, i64) {
                (self.$min, self.$max)
            }
        }
    )*};
}

limits! {
    slots: min_stake..max_stake,
    roulette: min_total..max_total,
    dice: min_bet..max_bet,
    keno: min_bet..max_bet,
    sic_bo: min_bet..max_total,
    baccarat: min_bet..max_total,
    andar_bahar: min_bet..max_bet,
    scratch: min_bet..max_bet,
    crash: min_bet..max_bet,
    racing: min_bet..max_bet,
    lottery: min_bet..max_bet,
    bingo: min_bet..max_bet,
    wheel: min_bet..max_bet,
    blackjack: min_bet..max_bet,
    hilo: min_bet..max_bet,
    video_poker: min_bet..max_bet,
    casino_holdem: min_bet..max_bet,
    teen_patti: min_bet..max_bet,
    russian_poker: min_bet..max_bet,
}

macro_rules! engines {
    ($($variant:ident => $module:ident: $config:ident, $bet:ident, $view:ident),* $(,)?) => {
        /// A catalog entry's engine and its configuration.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameConfig {
            $($variant(super::$module::$config)),*
        }

        /// A bet, for the engine it names.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameBet {
            $($variant(super::$module::$bet)),*
        }

        /// What the screen draws, for the engine it names.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameView {
            $($variant(super::$module::$view)),*
        }

        impl GameConfig {
            /// The engine's name, as the `engine` tag spells it.
            pub fn engine(&self) -> &'static str {
                match self {
                    $(GameConfig::$variant(_) => stringify!($module)),*
                }
            }

            /// Replays a round: see the contract in `games`.
            pub fn play(
                &self,
                bet: &GameBet,
                actions: &[Action],
                rng: &mut FairStream,
            ) -> Result<Play<GameView>, GameError> {
                match (self, bet) {
                    $((GameConfig::$variant(c), GameBet::$variant(b)) => {
                        let p = super::$module::play(c, b, actions, rng)?;
                        Ok(Play {
                            stake: p.stake,
                            win: p.win,
                            finished: p.finished,
                            allowed: p.allowed,
                            view: GameView::$variant(p.view),
                        })
                    })*
                    #[allow(unreachable_patterns)]
                    _ => Err(GameError::GameMismatch),
                }
            }

            pub fn profile(&self) -> Profile {
                match self {
                    $(GameConfig::$variant(c) => super::$module::profile(c)),*
                }
            }

            /// The most one round can pay back as a multiple of its opening stake (each
            /// engine's `max_return`); `None` where the configuration sets no bound (slots
            /// whose free spins retrigger without limit).
            pub fn max_return(&self) -> Option<Ratio> {
                match self {
                    $(GameConfig::$variant(c) => super::$module::max_return(c)),*
                }
            }

            /// Stake limits in cents.
            pub fn limits(&self) -> (i64, i64) {
                match self {
                    $(GameConfig::$variant(c) => c.limits()),*
                }
            }
        }
    };
}

// Each engine's types carry its name (`RouletteConfig`...) so TypeScript sees distinct types.
engines! {
    Slots => slots: SlotsConfig, SlotsBet, SlotsView,
    Roulette => roulette: RouletteConfig, RouletteBet, RouletteView,
    Dice => dice: DiceConfig, DiceBet, DiceView,
    Keno => keno: KenoConfig, KenoBet, KenoView,
    SicBo => sic_bo: SicBoConfig, SicBoBet, SicBoView,
    Baccarat => baccarat: BaccaratConfig, BaccaratBet, BaccaratView,
    AndarBahar => andar_bahar: AndarBaharConfig, AndarBaharBet, AndarBaharView,
    Scratch => scratch: ScratchConfig, ScratchBet, ScratchView,
    Crash => crash: CrashConfig, CrashBet, CrashView,
    Racing => racing: RacingConfig, RacingBet, RacingView,
    Lottery => lottery: LotteryConfig, LotteryBet, LotteryView,
    Bingo => bingo: BingoConfig, BingoBet, BingoView,
    Wheel => wheel: WheelConfig, WheelBet, WheelView,
    Blackjack => blackjack: BlackjackConfig, BlackjackBet, BlackjackView,
    Hilo => hilo: HiloConfig, HiloBet, HiloView,
    VideoPoker => video_poker: VideoPokerConfig, VideoPokerBet, VideoPokerView,
    CasinoHoldem => casino_holdem: CasinoHoldemConfig, CasinoHoldemBet, CasinoHoldemView,
    TeenPatti => teen_patti: TeenPattiConfig, TeenPattiBet, TeenPattiView,
    RussianPoker => russian_poker: RussianPokerConfig, RussianPokerBet, RussianPokerView,
}

impl GameConfig {
    /// The profile of the bet most favourable to the player (`profile` gives the least): a
    /// player wagering a bonus picks that bet, so the bonus's wagering weight looks at it
    /// (`bonus::game_weight`). A game of one bet, or of choices played with a strategy, has one.
    pub fn best_profile(&self) -> Profile {
        self.best_of_several().unwrap_or_else(|| self.profile())
    }

    /// The least and the most favourable bets' profiles (`profile`, `best_profile`), a game of
    /// one bet profiled once: the catalog profiles every game at start-up.
    pub fn profiles(&self) -> (Profile, Profile) {
        let worst = self.profile();
        let best = self.best_of_several().unwrap_or(worst);
        (worst, best)
    }

    /// The most favourable bet's profile for a game that offers several bets.
    fn best_of_several(&self) -> Option<Profile> {
        Some(match self {
            GameConfig::Roulette(c) => super::roulette::best_profile(c),
            GameConfig::Baccarat(c) => super::baccarat::best_profile(c),
            GameConfig::SicBo(c) => super::sic_bo::best_profile(c),
            GameConfig::AndarBahar(c) => super::andar_bahar::best_profile(c),
            GameConfig::Keno(c) => super::keno::best_profile(c),
            GameConfig::Racing(c) => super::racing::best_profile(c),
            GameConfig::Dice(c) => super::dice::best_profile(c),
            GameConfig::Crash(c) => super::crash::best_profile(c),
            _ => return None,
        })
    }

    /// Checks a bet as a round would, without playing it: the stake in cents, or why it is
    /// refused. Any stream will do, since an engine refuses a bet before drawing anything.
    pub fn check(&self, bet: &GameBet) -> Result<i64, GameError> {
        let mut stream = FairStream::new(&[0; 32], "check", 0);
        self.play(bet, &[], &mut stream).map(|p| p.stake)
    }
}
