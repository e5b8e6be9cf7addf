//! One enum per contract type over every engine, so a catalog entry, a stored bet and a round's
//! view name their engine (`"engine": "roulette"`) and the server, the tests and the browser's
//! verifier all reach an engine through the same `GameConfig::play`.

use serde::{Deserialize, Serialize};

use super::{Action, FairStream, GameError, Play, Profile};

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
    // SLOTS-PENDING slots: min_stake..max_stake,
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
    ($($variant:ident => $module:ident),* $(,)?) => {
        /// A catalog entry's engine and its configuration.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameConfig {
            $($variant(super::$module::Config)),*
        }

        /// A bet, for the engine it names.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameBet {
            $($variant(super::$module::Bet)),*
        }

        /// What the screen draws, for the engine it names.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(tag = "engine", rename_all = "snake_case")]
        pub enum GameView {
            $($variant(super::$module::View)),*
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

            /// Stake limits in cents.
            pub fn limits(&self) -> (i64, i64) {
                match self {
                    $(GameConfig::$variant(c) => c.limits()),*
                }
            }
        }
    };
}

engines! {
    // SLOTS-PENDING Slots => slots,
    Roulette => roulette,
    Dice => dice,
    Keno => keno,
    SicBo => sic_bo,
    Baccarat => baccarat,
    AndarBahar => andar_bahar,
    Scratch => scratch,
    Crash => crash,
    Racing => racing,
    Lottery => lottery,
    Bingo => bingo,
    Wheel => wheel,
    Blackjack => blackjack,
    Hilo => hilo,
    VideoPoker => video_poker,
    CasinoHoldem => casino_holdem,
    TeenPatti => teen_patti,
    RussianPoker => russian_poker,
}
