//! Game calls (the lobby, the game player and `front/get_bet_list`): the catalog, the game player's
//! rounds, provably fair seeds and the bet history. Amounts are decimal strings; instants are
//! Unix milliseconds. Counts and instants are JSON numbers below 2^53, so TypeScript reads them
//! as `number`.
//!
//! A round's `bet`, `actions` and `view` belong to one engine of casino-core; they cross the API
//! as JSON and the web app reads them with the engine types casino-core-games-wasm declares
//! (the same types the browser's verifier replays), so they are `unknown` here.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;
use utoipa::ToSchema;

use crate::IdempotencyKey;
use crate::kinds::{
    Chips, CoupWinner, LivePhase, PlayMode, RoundResult, RtpMethod, Volatility, WinMoment,
};

/// `front/get_games`: one page of the lobby.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
// Every field may be left out (the server takes the default).
#[ts(optional_fields = nullable)]
#[serde(default, deny_unknown_fields)]
pub struct GameListRequest {
    /// A category slug (`casino_core::games::catalog::CATEGORIES`), or a group (`new`, `popular`, `live`).
    pub category: Option<String>,
    /// A studio slug from `front/get_game_providers`.
    pub provider: Option<String>,
    /// Words of the game's name, its studio or its category, in any case.
    pub search: Option<String>,
    /// `popular` (default), `new`, `name`, `rtp`.
    pub order: Option<String>,
    /// 1-based.
    pub page: Option<u32>,
    /// 1..=100, 24 by default.
    pub page_size: Option<u32>,
}

/// A lobby tile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameSummary {
    /// The game's slug, used in its URL.
    pub id: String,
    pub name: String,
    /// Studio slug and display name.
    pub provider: String,
    pub provider_name: String,
    /// Category slugs, the main one first.
    pub categories: Vec<String>,
    /// The casino-core engine: `slots`, `roulette`, `blackjack`, ...
    pub engine: String,
    /// Return to player in percent with two decimals (`"96.12"`).
    pub rtp: String,
    /// `enumeration` (exact), `strategy` (exact for the optimal strategy) or `simulated` (on the
    /// engine under the stated strategy, with `rtp_interval`).
    pub rtp_method: RtpMethod,
    /// A simulated RTP's 99 % confidence interval, plus or minus, in percentage points (`"0.047"`).
    pub rtp_interval: Option<String>,
    pub volatility: Volatility,
    /// The most one round can pay back (its win, stake included) as a multiple of the opening
    /// stake, rounded down to two decimals (`"36"`, `"1749.3"`); none when the configuration's
    /// free spins retrigger without limit.
    pub max_win: Option<String>,
    /// The project's own SVG thumbnail.
    pub thumbnail: String,
    /// The theme's two colours (`#rrggbb`), for placeholders while the thumbnail loads.
    pub colors: Vec<String>,
    pub live: bool,
    pub is_new: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameList {
    pub games: Vec<GameSummary>,
    pub total: u32,
    pub page: u32,
    pub page_size: u32,
}

/// A category or group of the lobby with how many games it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameGroup {
    pub slug: String,
    pub count: u32,
}

/// `front/get_game_group_list`: the groups (`popular`, `new`, `live`) then every category slug.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameGroupList {
    pub groups: Vec<GameGroup>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameProvider {
    pub slug: String,
    pub name: String,
    pub count: u32,
}

/// `front/get_game_providers`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameProviderList {
    pub providers: Vec<GameProvider>,
}

/// `front/get_game_url` and `front/get_live_game_url`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GameUrlRequest {
    pub game_id: String,
    /// `real` (signed in, with the wallet) or `fun` (play money, no account needed).
    pub mode: PlayMode,
    /// Fun play: the session this browser already has, to keep its play money.
    pub fun_session: Option<String>,
}

/// Where the game player opens, and what it needs to draw the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct GameUrl {
    /// The game player's path in the web app (without the locale prefix).
    pub url: String,
    pub mode: PlayMode,
    pub game: GameSummary,
    /// The engine configuration (reels and paytable, table limits...): casino-core's type.
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub config: Value,
    /// Stake limits in the play currency.
    pub min_bet: String,
    pub max_bet: String,
    pub currency: Chips,
    /// The fun-play session the game player sends back (fun mode only).
    pub fun_session: Option<String>,
    /// The balance played with: the play money of the fun session, or the real wallet's.
    pub balance: String,
    /// The pictures of the game's symbols, each the inner markup of an SVG whose view box is
    /// `0 0 64 64`, coloured with `currentColor` (the project's own art, the lobby thumbnails'
    /// too). A slot: its theme's 4 icons, for its 4 dearest regular symbols, the dearest first
    /// (its thumbnail's icon). A scratch card: its 12 prize symbols' icons, symbol `i` drawn with
    /// `art[i]`. Empty for the other engines.
    pub art: Vec<String>,
    /// The icon names of `art`, in the same order (`fish`, `anchor`...): the screens name the
    /// symbols they draw with them.
    pub art_icons: Vec<String>,
    /// The break a signed-in player is on (time-out or self-exclusion), in either mode: real
    /// money waits until it ends, fun play stays open.
    pub on_break: Option<PlayBreak>,
}

/// A break running, as the game page tells it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayBreak {
    /// The refusal a real-money bet gets (`time_out_active`, `self_exclusion_active`): the
    /// message's key, its `until` parameter the end below.
    pub code: String,
    /// When it ends (Unix milliseconds).
    #[ts(type = "number")]
    pub until: i64,
}

/// The provably fair state of the player (or fun session) in one mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SeedsView {
    /// `SHA-256` of the active server seed, hex: committed before any bet uses it.
    pub commitment: String,
    pub client_seed: String,
    /// The nonce the next bet will use.
    #[ts(type = "number")]
    pub nonce: u64,
    /// The seed pair retired by the last rotation, revealed.
    pub previous: Option<RevealedSeed>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct RevealedSeed {
    pub server_seed: String,
    pub commitment: String,
    pub client_seed: String,
    /// The last nonce used with it (bets used 0..=last_nonce).
    #[ts(type = "number | null")]
    pub last_nonce: Option<u64>,
}

/// `game/seeds`, `game/set_client_seed`, `game/rotate_seed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeedsRequest {
    pub mode: PlayMode,
    pub fun_session: Option<String>,
    /// `game/set_client_seed` only: 1 to 64 printable characters.
    #[ts(optional = nullable)]
    pub client_seed: Option<String>,
}

/// `game/bet`: opens a round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BetRequest {
    pub game_id: String,
    pub mode: PlayMode,
    pub fun_session: Option<String>,
    /// The engine's bet (stake in cents and the player's choices).
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub bet: Value,
    /// A fresh UUID per bet: a retry returns the first result and moves no money twice.
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// `game/live_bet`: chips on the open round of a live table. The stake is taken at once; the
/// round settles for every player when its betting window closes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LiveBetRequest {
    pub game_id: String,
    /// The table round the chips are for (`round_id` of the latest `LiveTableEvent`).
    pub live_round_id: String,
    pub mode: PlayMode,
    pub fun_session: Option<String>,
    /// The engine's bet, as for `game/bet`.
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub bet: Value,
    /// A fresh UUID per submission: a retry returns the first answer and takes no stake twice.
    #[schema(value_type = String)]
    pub idempotency_key: IdempotencyKey,
}

/// What a live table's socket (`GET /api/live/ws?game_id=`) sends on connecting and whenever the
/// table moves on: the same message for everyone seated at it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LiveTableEvent {
    pub game_id: String,
    pub round_id: String,
    /// Counts up from 1 per table; it is the round's nonce.
    #[ts(type = "number")]
    pub round_no: u64,
    /// `betting` (chips accepted until `closes_at`), `deciding` (a blackjack table: the cards
    /// are out and each seat decides until `closes_at`) or `settled` (the result is in; the
    /// next round opens at `next_at`).
    pub phase: LivePhase,
    /// The server's clock when the message was sent, so the page's countdown ignores its own.
    #[ts(type = "number")]
    pub server_now: i64,
    #[ts(type = "number")]
    pub closes_at: i64,
    #[ts(type = "number | null")]
    pub next_at: Option<i64>,
    /// `SHA-256` of the round's server seed, shown before any chip is placed.
    pub commitment: String,
    pub client_seed: String,
    /// Once settled: what the round came to and the server seed, which makes every bet of the
    /// round verifiable. While a blackjack table's seats decide: the cards face up.
    pub result: Option<LiveResult>,
    pub server_seed: Option<String>,
    /// The results of the latest settled rounds, newest first.
    pub history: Vec<LiveResult>,
    /// How many bets the round has taken.
    pub bets: u32,
    /// How many players (or fun sessions) have chips on the round.
    pub players: u32,
}

/// `front/get_live_tables`: where each live table stands, for the lobby's cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LiveTables {
    pub tables: Vec<LiveTableStatus>,
    /// The server's clock, so the page's countdowns ignore its own.
    #[ts(type = "number")]
    pub server_now: i64,
}

/// One live table in the lobby.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LiveTableStatus {
    pub game_id: String,
    /// The current round's phase; `null` while the table sleeps (nobody seated: the first
    /// player to sit opens a round).
    pub phase: Option<LivePhase>,
    /// When the phase ends: bets close, decisions close, or the next round opens.
    #[ts(type = "number | null")]
    pub until: Option<i64>,
    /// How many players (or fun sessions) have chips on the current round.
    pub players: u32,
}

/// What a live table's round came to, the same for every seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "engine", rename_all = "snake_case")]
pub enum LiveResult {
    /// The winning pocket (37 is 00).
    Roulette { number: u8 },
    /// The coup: each side's cards (codes such as `"QH"`) in the order dealt, their totals, and
    /// who won.
    Baccarat {
        player: Vec<String>,
        banker: Vec<String>,
        player_total: u8,
        banker_total: u8,
        winner: CoupWinner,
        natural: bool,
    },
    /// The seats' opening hand and the dealer's cards: the up card alone while the seats
    /// decide, the whole hand once settled.
    Blackjack {
        player: Vec<String>,
        player_total: u8,
        dealer: Vec<String>,
        dealer_total: u8,
    },
}

/// `game/act`: the next decision of an open round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ActRequest {
    pub round_id: String,
    pub fun_session: Option<String>,
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub action: Value,
    /// The number of actions the round had when the player decided: a retry or a second tab
    /// cannot apply a decision twice.
    pub step: u32,
}

/// `game/open_round`: the player's unfinished round of a game, if any (resumes after a reload).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OpenRoundRequest {
    pub game_id: String,
    pub mode: PlayMode,
    pub fun_session: Option<String>,
}

/// `game/round`: one round, for its detail and verification.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundRequest {
    pub round_id: String,
    pub fun_session: Option<String>,
}

/// A round as the game player and the bet history show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct RoundView {
    pub id: String,
    pub game_id: String,
    pub game_name: String,
    pub mode: PlayMode,
    pub currency: Chips,
    pub stake: String,
    pub win: String,
    pub finished: bool,
    /// What the round was for the player (casino-core's `round_result`): only a return above
    /// the stake is a win.
    pub result: RoundResult,
    /// How big a moment the screen makes of the win, by what was paid against the stake.
    pub moment: WinMoment,
    /// What the round paid minus the stake, signed (`-0.35`), `0.00` while the round is open.
    pub net: String,
    /// The part of `win` not paid because it would have taken the player's net winnings past
    /// the 24-hour cap; none when the whole win was paid.
    pub withheld: Option<WithheldWin>,
    /// Action kinds the player may take next.
    pub allowed: Vec<String>,
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub bet: Value,
    #[ts(type = "unknown[]")]
    #[schema(value_type = Vec<Object>)]
    pub actions: Vec<Value>,
    #[ts(type = "unknown")]
    #[schema(value_type = Object)]
    pub view: Value,
    pub commitment: String,
    pub client_seed: String,
    #[ts(type = "number")]
    pub nonce: u64,
    /// The server seed, once a rotation has revealed it (then the round can be verified).
    pub server_seed: Option<String>,
    #[ts(type = "number")]
    pub created_at: i64,
    /// The balance of the play currency after this step (real or play money).
    pub balance: String,
    /// The live table round these chips are on (`game/live_bet`); none for a game of one's own.
    pub live_round_id: Option<String>,
    /// The code that decided the round; none on rounds recorded before it was kept.
    pub engine: Option<RoundEngine>,
    /// The engine configuration the round was played under, given by `game/round` only (the
    /// verifier replays with it; the catalogue may have changed since).
    #[ts(type = "unknown")]
    #[schema(value_type = Option<Object>)]
    pub config: Option<Value>,
}

/// `game/verifiable_rounds`: a page of the player's rounds the verifier can check, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[ts(optional_fields = nullable)]
#[serde(default, deny_unknown_fields)]
pub struct VerifiableRoundsRequest {
    /// The page after this round (the previous page's `next`); the newest first when absent.
    pub after: Option<RoundCursor>,
}

/// Where a page of rounds stopped: the last round's time and id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct RoundCursor {
    #[ts(type = "number")]
    pub created_at: i64,
    pub round_id: String,
}

/// The player's finished real-money rounds of the last 30 days whose server seed is revealed,
/// each with the configuration it was played under: what the browser keeps to verify them
/// offline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct VerifiableRounds {
    /// Each round with its `config` (the same configuration object for rounds of one game).
    pub rounds: Vec<RoundView>,
    /// The next page, when there is one.
    pub next: Option<RoundCursor>,
}

/// Which build of the engines decided a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct RoundEngine {
    /// casino-core's version.
    pub version: String,
    /// Lower-case hex SHA-256 of the games WebAssembly the site served when the round opened:
    /// the module the verifier runs, built from the same source as the server's engines. None
    /// when the server served no single module.
    pub module_hash: Option<String>,
}

/// A win cut by the net winnings cap (SPEC section 9: 5,000 EUR per 24 hours).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct WithheldWin {
    /// What was not paid.
    pub amount: String,
    /// The cap, in the round's currency.
    pub limit: String,
}

/// `front/get_bet_list`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
// Every field may be left out (the server takes the default).
#[ts(optional_fields = nullable)]
#[serde(default, deny_unknown_fields)]
pub struct BetFilter {
    pub game_id: Option<String>,
    /// Unix milliseconds, inclusive.
    #[ts(type = "number", optional = nullable)]
    pub from: Option<i64>,
    #[ts(type = "number", optional = nullable)]
    pub to: Option<i64>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// A bet history row: game name, bet, win (what it paid), total (win minus bet).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct BetRow {
    pub round_id: String,
    pub game_id: String,
    pub game_name: String,
    #[ts(type = "number")]
    pub created_at: i64,
    pub currency: Chips,
    pub bet: String,
    pub win: String,
    pub total: String,
    pub finished: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct BetPage {
    pub bets: Vec<BetRow>,
    pub total: u32,
    pub page: u32,
    pub page_size: u32,
}
