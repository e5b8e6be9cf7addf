// Generated from the casino-schema crate by `just gen-types`. Do not edit by hand:
// a test fails when this file differs from what the Rust types produce.

export type IdempotencyKey = string;

export type PlayMode = "real" | "fun";

export type Currency = "EUR" | "INR" | "USD";

export type DocumentKind = "identity_front" | "identity_back" | "proof_of_address" | "payment_method";

export type Processor = "altitudepay" | "moto" | "carespay" | "cashlib" | "wire" | "bitcoin" | "usdt" | "bank" | "affiliate";

export type UnwageredPolicy = "refuse" | "fee";

export type RoundResult = "open" | "win" | "even" | "part_returned" | "loss";

export type WinMoment = "none" | "big" | "huge" | "mega";

export type RtpMethod = "enumeration" | "strategy" | "simulated";

export type LimitKind = "deposit" | "loss";

export type LimitPeriod = "day" | "week" | "month";

export type BreakKind = "time_out" | "self_exclusion";

export type VerificationLevel = "none" | "verified" | "enhanced";

export type Volatility = "low" | "medium" | "high";

export type AdminAction = "approve" | "reject" | "complete" | "confirm_wire" | "credit_held" | "return_held" | "confirm_commission" | "reject_commission";

export type LivePhase = "betting" | "deciding" | "settled";

export type CoupWinner = "player" | "banker" | "tie";

export type TransactionKind = "deposit" | "withdrawal" | "refund" | "commission";

export type RefundRequest = { 
/**
 * The deposit's id.
 */
id: string, reason: string, idempotency_key: IdempotencyKey, };

export type TransactionStatus = "pending" | "complete" | "cancelled";

export type OrderState = "pending" | "held" | "scheduled" | "complete" | "failed" | "cancelled" | "rejected";

export type TicketStatus = "open" | "answered" | "escalated" | "closed";

export type AccountStatus = "registered" | "activated" | "kyc_verified" | "suspended" | "closed";

export type Role = "player" | "admin" | "support" | "manager" | "kyc";

export type NoticeKind = "account_closing" | "account_dormant" | "bonus_offered" | "bonus_credited" | "bonus_converted" | "bonus_expired" | "document_needed" | "documents_due" | "identity_verified" | "refund_held" | "refund_paid" | "refund_forfeited" | "support_reply" | "withdrawal_scheduled" | "withdrawal_completed";

export type DocumentStatus = "pending" | "approved" | "rejected" | "requested" | "replaced";

export type ProcessorFlow = "card_3ds" | "card" | "redirect" | "voucher" | "wire" | "crypto";

export type BonusKind = "welcome" | "reload" | "code" | "referral" | "cashback" | "weekly" | "monthly" | "loyalty";

export type BonusStatus = "offered" | "queued" | "active" | "wagered" | "forfeited" | "expired" | "lost";

export type ErrorEnvelope = { error: ApiError, };

export type ApiError = { 
/**
 * Stable machine code (`amount_below_min`, `not_found`, ...); the web app's i18n key.
 */
code: string, 
/**
 * The message in the request's language.
 */
message: string, 
/**
 * Named parameters of the message, formatted for display.
 */
params: { [key in string]: string }, 
/**
 * Per-field failures of a form, keyed by the request's field name.
 */
fields: { [key in string]: FieldError }, };

export type FieldError = { code: string, message: string, params: { [key in string]: string }, };

export type EmptyRequest = Record<symbol, never>;

export type SiteSettings = { 
/**
 * The casino brand, carried by every page title.
 */
brand: string, 
/**
 * ISO 3166-1 alpha-2 codes of countries whose visitors are sent to `/restriction`.
 */
country_blacklist: Array<string>, 
/**
 * IP addresses and CIDR ranges whose visitors are sent to `/restriction` (`203.0.113.0/24`).
 */
ip_blacklist: Array<string>, 
/**
 * When false the site shows "You can't access the site." to everyone.
 */
site_enabled: boolean, 
/**
 * Currencies a player may hold a wallet in.
 */
currencies: Array<Currency>, 
/**
 * `terms` (8 characters, mixed case, digit, special) or `interface` (3 characters).
 */
password_policy: string, };

export type Health = { status: string, 
/**
 * `sqlite` or `postgres`.
 */
database: string, };

export type Done = { code: string, message: string, };

export type Valid = { valid: boolean, };

export type UsernameRequest = { username: string, };

export type PromoCodeRequest = { code: string, };

export type LinkRequest = { token: string, };

export type LoginRequest = { 
/**
 * Username or e-mail address.
 */
username: string, password: string, };

export type LoginAnswer = { accessToken: string, };

export type PlayerView = { id: string, username: string, email: string, mobile: string, gender: string, 
/**
 * `YYYY-MM-DD`.
 */
birth_date: string, first_name: string, last_name: string, address: string, postal_code: string, city: string, country: string, language: string, currency: Currency, newsletter: boolean, status: AccountStatus, 
/**
 * When a closure staff announced takes effect (Unix ms); none when no closure is announced
 * (a dormant account's notice ends with any sign-in).
 */
closing_at: number | null, };

export type UserView = { player: PlayerView, scope: Array<Role>, };

export type ResetPasswordRequest = { 
/**
 * Username or e-mail address.
 */
username: string, };

export type NewPasswordRequest = { token: string, password: string, confirm_password: string, };

export type ChangePasswordRequest = { old_password: string, password: string, confirm_password: string, };

export type PasswordChanged = { code: string, message: string, accessToken: string, };

export type ProfileUpdate = { 
/**
 * A site language tag.
 */
language: string, newsletter: boolean, };

export type ProfileAnswer = { code: string, message: string, profile: PlayerView, };

export type Geolocation = { country_code: string | null, ip: string, 
/**
 * Whether the site's network blacklist holds this address (the visitor is sent to
 * `/restriction`, as from a blacklisted country).
 */
ip_blacklisted: boolean, };

export type WalletBalance = { currency: Currency, total: string, real: string, bonus: string, };

export type BalanceView = { wallets: Array<WalletBalance>, };

export type CurrencyRequest = { currency: Currency, };

export type ProcessorView = { id: Processor, 
/**
 * The flow the screen runs: `card_3ds`, `card`, `redirect`, `voucher`, `wire` or `crypto`.
 */
kind: ProcessorFlow, currency: Currency, min: string, max: string, 
/**
 * True while the processor runs in its sandbox (the screen labels it, and offers the
 * sandbox's simulated payment where the real flow happens elsewhere).
 */
sandbox: boolean, };

export type ProcessorList = { processors: Array<ProcessorView>, };

export type CardInput = { holder: string, number: string, month: string, year: string, cvv: string, };

export type DepositRequest = { amount: string, currency: Currency, idempotency_key: IdempotencyKey, card?: CardInput, voucher?: string, 
/**
 * The deposit bonus this deposit carries (a campaign's slug from
 * `front/get_deposit_bonuses`); absent for none.
 */
bonus?: string, };

export type WireInstructions = { beneficiary: string, iban: string, bic: string, bank_name: string, reference: string, };

export type DepositAnswer = { transaction: TransactionView, 
/**
 * `deposit_complete`, `deposit_failed`, `threeds_started` or `deposit_pending`.
 */
code: string, message: string, 
/**
 * Card with 3-D Secure: the challenge page to open in a pop-up window.
 */
three_d_auth_url?: string, 
/**
 * Redirect flows (carespay): the processor's payment page.
 */
redirect_url?: string, wire?: WireInstructions, };

export type WalletRequest = { asset: string, };

export type CryptoWallet = { asset: string, 
/**
 * `bitcoin` or `ethereum` (USDT as an ERC-20 token).
 */
network: string, address: string, 
/**
 * The address as a QR code, an SVG document.
 */
qr_svg: string, 
/**
 * The wallet credited (the player's main currency) at the processor's rate.
 */
currency: Currency, sandbox: boolean, };

export type SandboxCryptoPayment = { address: string, amount: string, };

export type TransactionView = { id: string, 
/**
 * `deposit` or `withdrawal`.
 */
type: TransactionKind, 
/**
 * Unix milliseconds.
 */
created_at: number, amount: string, 
/**
 * Withdrawal fee (zero for deposits).
 */
fee: string, currency: Currency, provider: Processor, 
/**
 * One of three: `pending`, `complete` or `cancelled`.
 */
status: TransactionStatus, 
/**
 * The detailed state: deposits `pending`, `complete`, `failed`; withdrawals `pending`,
 * `scheduled`, `complete`, `cancelled`, `rejected`.
 */
state: OrderState, 
/**
 * Processor reference (wire reference, crypto transaction, voucher order).
 */
reference?: string, 
/**
 * `visa •••• 1111` for card deposits; the destination for withdrawals.
 */
details?: string, 
/**
 * When the order completed (Unix milliseconds): a deposit's refund windows run from it.
 */
completed_at?: number, 
/**
 * A pending withdrawal the player may still cancel.
 */
cancellable: boolean, 
/**
 * A completed deposit the player may ask a refund of (within 30 days, none asked yet; the
 * request's rules decide).
 */
refundable: boolean, 
/**
 * A completed deposit's bonus: the bonus money its credit gave (the bonus chosen with it,
 * or a code's bonus it activated). Said with the deposit's confirmation.
 */
bonus?: string, };

export type TransactionFilter = { 
/**
 * `deposit` or `withdrawal`.
 */
type?: string, 
/**
 * `pending`, `complete` or `cancelled`.
 */
status?: string, 
/**
 * Inclusive `YYYY-MM-DD` bounds.
 */
from?: string, to?: string, page?: number, per_page?: number, };

export type TransactionPage = { items: Array<TransactionView>, total: number, page: number, per_page: number, };

export type TransactionRef = { id?: string, reference?: string, };

export type WithdrawalProcessorView = { 
/**
 * `bank` or `bitcoin`.
 */
id: Processor, min: string, max: string, };

export type WithdrawalContext = { currency: Currency, balance: string, deposited: string, wagered: string, withdrawn_this_month: string, verification: VerificationLevel, 
/**
 * What happens to deposits not yet wagered 3 times.
 */
policy: UnwageredPolicy, 
/**
 * The active bonus's stakes still needed before a cash-out in this currency (`0.00`
 * without one).
 */
bonus_wagering_left: string, 
/**
 * The stakes still needed before the deposits are wagered 3 times (casino-core's
 * `deposit_wagering_left`; `0.00` once they are): what the `refuse` policy waits for.
 */
wagering_left: string, 
/**
 * `true` while a deposit or loss limit is in force: withdrawals are then capped at 10 % of
 * the monthly limit (a string, as the WebAssembly rule reads every fact as text).
 */
limits_active: string, };

export type WithdrawalProcessorList = { processors: Array<WithdrawalProcessorView>, context: WithdrawalContext, };

export type BankInput = { account: string, beneficiary: string, bic: string, bank_name: string, zip_code: string, address: string, };

export type WithdrawalRequest = { processor: string, amount: string, currency: Currency, idempotency_key: IdempotencyKey, bank?: BankInput, address?: string, };

export type TransactionAnswer = { code: string, message: string, transaction: TransactionView, };

export type AdminTransactionView = { username: string, verification: VerificationLevel, transaction: TransactionView, 
/**
 * What may be done with it now (the server's order state machine decides).
 */
actions: Array<AdminAction>, 
/**
 * The administrator who approved it first, when the decision waits for a second one (a
 * large payout, a wire deposit's receipt).
 */
approved_by?: string, 
/**
 * Why held coins were not credited when they arrived: `account_suspended`,
 * `account_closed`, `time_out_active`, `self_exclusion_active`, `documents_overdue`,
 * `deposit_limit_day`, `deposit_limit_week` or `deposit_limit_month`.
 */
hold_reason?: string, };

export type AdminQueue = { items: Array<AdminTransactionView>, };

export type CommissionRequest = { username: string, amount: string, currency: Currency, note: string, idempotency_key: IdempotencyKey, };

export type VerificationUpdate = { username: string, 
/**
 * `none`, `verified` or `enhanced`.
 */
verification: string, };

export type RealtimeEvent = { "type": "balance", balance: BalanceView, } | { "type": "transaction", transaction: TransactionView, } | { "type": "inbox", unread: number, };

export type ReportRequest = { from: string, to: string, };

export type ReportDay = { 
/**
 * `YYYY-MM-DD`, UTC.
 */
day: string, currency: Currency, 
/**
 * Stakes the games took, real and bonus money, less stakes given back.
 */
stakes: string, 
/**
 * Winnings the games paid.
 */
wins: string, 
/**
 * Gross gaming revenue: stakes less winnings.
 */
ggr: string, 
/**
 * Bonus money given (awards, cashback) less bonus money that came back (expired, forfeited,
 * above a conversion's cap).
 */
bonus_cost: string, 
/**
 * Net gaming revenue: the gross less the bonus cost.
 */
ngr: string, 
/**
 * Affiliate commissions the house paid into players' real balances: a cost of the day
 * beside the net gaming revenue, not a part of it.
 */
commissions: string, 
/**
 * Players who placed at least one bet.
 */
players: number, };

export type ReportGame = { game_id: string, 
/**
 * The lobby's name (the id of a game no longer in the catalogue).
 */
name: string, 
/**
 * The casino-core engine (`roulette`, `blackjack`...); empty for a game no longer offered.
 */
engine: string, currency: Currency, 
/**
 * Real-money rounds opened on these days.
 */
rounds: number, 
/**
 * Players who opened them.
 */
players: number, 
/**
 * Stakes the game took, less stakes given back.
 */
stakes: string, wins: string, 
/**
 * Gross gaming revenue: stakes less winnings.
 */
ggr: string, 
/**
 * Winnings over stakes in percent with two decimals (`"96.50"`); none without stakes.
 */
returned: string | null, 
/**
 * The return to player its configuration gives (the lobby's figure); empty for a game no
 * longer offered.
 */
rtp: string, };

export type ReportPayments = { 
/**
 * `YYYY-MM-DD`, UTC.
 */
day: string, currency: Currency, processor: Processor, 
/**
 * Deposits credited.
 */
deposits: string, 
/**
 * Withdrawals paid out.
 */
withdrawals: string, };

export type AmlFlagKind = "little_play" | "quick_closure" | "just_under" | "shared_destination";

export type AmlFlag = { kind: AmlFlagKind, username: string, 
/**
 * The currency of the figures; none for a shared destination.
 */
currency: Currency | null, 
/**
 * Deposits completed in the period (little play); all the account's deposits (quick
 * closure); the deposits just under the threshold (just under).
 */
deposits: string, 
/**
 * Real-money stakes in the period (little play).
 */
stakes: string, 
/**
 * Withdrawals asked in the period (little play).
 */
withdrawn: string, 
/**
 * Deposits just under the threshold; days the account was open, a part of a day counting as one
 * (quick closure); accounts
 * paid to the destination (shared destination).
 */
count: number, 
/**
 * The other accounts paid to the same destination.
 */
others: Array<string>, };

export type AmlFlags = { flags: Array<AmlFlag>, };

export type Report = { days: Array<ReportDay>, 
/**
 * Each game's play over the whole range, by engine then name.
 */
games: Array<ReportGame>, payments: Array<ReportPayments>, };

export type GameListRequest = { 
/**
 * A category slug (`casino_core::games::catalog::CATEGORIES`), or a group (`new`, `popular`, `live`).
 */
category?: string | null, 
/**
 * A studio slug from `front/get_game_providers`.
 */
provider?: string | null, 
/**
 * Words of the game's name, its studio or its category, in any case.
 */
search?: string | null, 
/**
 * `popular` (default), `new`, `name`, `rtp`.
 */
order?: string | null, 
/**
 * 1-based.
 */
page?: number | null, 
/**
 * 1..=100, 24 by default.
 */
page_size?: number | null, };

export type GameSummary = { 
/**
 * The game's slug, used in its URL.
 */
id: string, name: string, 
/**
 * Studio slug and display name.
 */
provider: string, provider_name: string, 
/**
 * Category slugs, the main one first.
 */
categories: Array<string>, 
/**
 * The casino-core engine: `slots`, `roulette`, `blackjack`, ...
 */
engine: string, 
/**
 * Return to player in percent with two decimals (`"96.12"`).
 */
rtp: string, 
/**
 * `enumeration` (exact), `strategy` (exact for the optimal strategy) or `simulated` (on the
 * engine under the stated strategy, with `rtp_interval`).
 */
rtp_method: RtpMethod, 
/**
 * A simulated RTP's 99 % confidence interval, plus or minus, in percentage points (`"0.047"`).
 */
rtp_interval: string | null, volatility: Volatility, 
/**
 * The most one round can pay back (its win, stake included) as a multiple of the opening
 * stake, rounded down to two decimals (`"36"`, `"1749.3"`); none when the configuration's
 * free spins retrigger without limit.
 */
max_win: string | null, 
/**
 * The project's own SVG thumbnail.
 */
thumbnail: string, 
/**
 * The theme's two colours (`#rrggbb`), for placeholders while the thumbnail loads.
 */
colors: Array<string>, live: boolean, is_new: boolean, };

export type GameList = { games: Array<GameSummary>, total: number, page: number, page_size: number, };

export type GameGroup = { slug: string, count: number, };

export type GameGroupList = { groups: Array<GameGroup>, };

export type GameProvider = { slug: string, name: string, count: number, };

export type GameProviderList = { providers: Array<GameProvider>, };

export type GameUrlRequest = { game_id: string, 
/**
 * `real` (signed in, with the wallet) or `fun` (play money, no account needed).
 */
mode: PlayMode, 
/**
 * Fun play: the session this browser already has, to keep its play money.
 */
fun_session: string | null, };

export type GameUrl = { 
/**
 * The game player's path in the web app (without the locale prefix).
 */
url: string, mode: PlayMode, game: GameSummary, 
/**
 * The engine configuration (reels and paytable, table limits...): casino-core's type.
 */
config: unknown, 
/**
 * Stake limits in the play currency.
 */
min_bet: string, max_bet: string, currency: Chips, 
/**
 * The fun-play session the game player sends back (fun mode only).
 */
fun_session: string | null, 
/**
 * The balance played with: the play money of the fun session, or the real wallet's.
 */
balance: string, 
/**
 * The pictures of the game's symbols, each the inner markup of an SVG whose view box is
 * `0 0 64 64`, coloured with `currentColor` (the project's own art, the lobby thumbnails'
 * too). A slot: its theme's 4 icons, for its 4 dearest regular symbols, the dearest first
 * (its thumbnail's icon). A scratch card: its 12 prize symbols' icons, symbol `i` drawn with
 * `art[i]`. Empty for the other engines.
 */
art: Array<string>, 
/**
 * The icon names of `art`, in the same order (`fish`, `anchor`...): the screens name the
 * symbols they draw with them.
 */
art_icons: Array<string>, 
/**
 * The break a signed-in player is on (time-out or self-exclusion), in either mode: real
 * money waits until it ends, fun play stays open.
 */
on_break: PlayBreak | null, };

export type PlayBreak = { 
/**
 * The refusal a real-money bet gets (`time_out_active`, `self_exclusion_active`): the
 * message's key, its `until` parameter the end below.
 */
code: string, 
/**
 * When it ends (Unix milliseconds).
 */
until: number, };

export type SeedsView = { 
/**
 * `SHA-256` of the active server seed, hex: committed before any bet uses it.
 */
commitment: string, client_seed: string, 
/**
 * The nonce the next bet will use.
 */
nonce: number, 
/**
 * The seed pair retired by the last rotation, revealed.
 */
previous: RevealedSeed | null, };

export type RevealedSeed = { server_seed: string, commitment: string, client_seed: string, 
/**
 * The last nonce used with it (bets used 0..=last_nonce).
 */
last_nonce: number | null, };

export type SeedsRequest = { mode: PlayMode, fun_session: string | null, 
/**
 * `game/set_client_seed` only: 1 to 64 printable characters.
 */
client_seed?: string | null, };

export type BetRequest = { game_id: string, mode: PlayMode, fun_session: string | null, 
/**
 * The engine's bet (stake in cents and the player's choices).
 */
bet: unknown, 
/**
 * A fresh UUID per bet: a retry returns the first result and moves no money twice.
 */
idempotency_key: IdempotencyKey, };

export type ActRequest = { round_id: string, fun_session: string | null, action: unknown, 
/**
 * The number of actions the round had when the player decided: a retry or a second tab
 * cannot apply a decision twice.
 */
step: number, };

export type OpenRoundRequest = { game_id: string, mode: PlayMode, fun_session: string | null, };

export type RoundRequest = { round_id: string, fun_session: string | null, };

export type RoundEngine = { 
/**
 * casino-core's version.
 */
version: string, 
/**
 * Lower-case hex SHA-256 of the games WebAssembly the site served when the round opened:
 * the module the verifier runs, built from the same source as the server's engines. None
 * when the server served no single module.
 */
module_hash: string | null, };

export type RoundView = { id: string, game_id: string, game_name: string, mode: PlayMode, currency: Chips, stake: string, win: string, finished: boolean, 
/**
 * What the round was for the player (casino-core's `round_result`): only a return above
 * the stake is a win.
 */
result: RoundResult, 
/**
 * How big a moment the screen makes of the win, by what was paid against the stake.
 */
moment: WinMoment, 
/**
 * What the round paid minus the stake, signed (`-0.35`), `0.00` while the round is open.
 */
net: string, 
/**
 * The part of `win` not paid because it would have taken the player's net winnings past
 * the 24-hour cap; none when the whole win was paid.
 */
withheld: WithheldWin | null, 
/**
 * Action kinds the player may take next.
 */
allowed: Array<string>, bet: unknown, actions: unknown[], view: unknown, commitment: string, client_seed: string, nonce: number, 
/**
 * The server seed, once a rotation has revealed it (then the round can be verified).
 */
server_seed: string | null, created_at: number, 
/**
 * The balance of the play currency after this step (real or play money).
 */
balance: string, 
/**
 * The live table round these chips are on (`game/live_bet`); none for a game of one's own.
 */
live_round_id: string | null, 
/**
 * The code that decided the round; none on rounds recorded before it was kept.
 */
engine: RoundEngine | null, 
/**
 * The engine configuration the round was played under, given by `game/round` only (the
 * verifier replays with it; the catalogue may have changed since).
 */
config: unknown, };

export type WithheldWin = { 
/**
 * What was not paid.
 */
amount: string, 
/**
 * The cap, in the round's currency.
 */
limit: string, };

export type LiveBetRequest = { game_id: string, 
/**
 * The table round the chips are for (`round_id` of the latest `LiveTableEvent`).
 */
live_round_id: string, mode: PlayMode, fun_session: string | null, 
/**
 * The engine's bet, as for `game/bet`.
 */
bet: unknown, 
/**
 * A fresh UUID per submission: a retry returns the first answer and takes no stake twice.
 */
idempotency_key: IdempotencyKey, };

export type LiveResult = { "engine": "roulette", number: number, } | { "engine": "baccarat", player: Array<string>, banker: Array<string>, player_total: number, banker_total: number, winner: CoupWinner, natural: boolean, } | { "engine": "blackjack", player: Array<string>, player_total: number, dealer: Array<string>, dealer_total: number, };

export type LiveTableEvent = { game_id: string, round_id: string, 
/**
 * Counts up from 1 per table; it is the round's nonce.
 */
round_no: number, 
/**
 * `betting` (chips accepted until `closes_at`), `deciding` (a blackjack table: the cards
 * are out and each seat decides until `closes_at`) or `settled` (the result is in; the
 * next round opens at `next_at`).
 */
phase: LivePhase, 
/**
 * The server's clock when the message was sent, so the page's countdown ignores its own.
 */
server_now: number, closes_at: number, next_at: number | null, 
/**
 * `SHA-256` of the round's server seed, shown before any chip is placed.
 */
commitment: string, client_seed: string, 
/**
 * Once settled: what the round came to and the server seed, which makes every bet of the
 * round verifiable. While a blackjack table's seats decide: the cards face up.
 */
result: LiveResult | null, server_seed: string | null, 
/**
 * The results of the latest settled rounds, newest first.
 */
history: Array<LiveResult>, 
/**
 * How many bets the round has taken.
 */
bets: number, 
/**
 * How many players (or fun sessions) have chips on the round.
 */
players: number, };

export type LiveTableStatus = { game_id: string, 
/**
 * The current round's phase; `null` while the table sleeps (nobody seated: the first
 * player to sit opens a round).
 */
phase: LivePhase | null, 
/**
 * When the phase ends: bets close, decisions close, or the next round opens.
 */
until: number | null, 
/**
 * How many players (or fun sessions) have chips on the current round.
 */
players: number, };

export type LiveTables = { tables: Array<LiveTableStatus>, 
/**
 * The server's clock, so the page's countdowns ignore its own.
 */
server_now: number, };

export type BetFilter = { game_id?: string | null, 
/**
 * Unix milliseconds, inclusive.
 */
from?: number, to?: number, page?: number | null, page_size?: number | null, };

export type BetRow = { round_id: string, game_id: string, game_name: string, created_at: number, currency: Chips, bet: string, win: string, total: string, finished: boolean, };

export type BetPage = { bets: Array<BetRow>, total: number, page: number, page_size: number, };

export type RoundCursor = { created_at: number, round_id: string, };

export type VerifiableRoundsRequest = { 
/**
 * The page after this round (the previous page's `next`); the newest first when absent.
 */
after?: RoundCursor | null, };

export type VerifiableRounds = { 
/**
 * Each round with its `config` (the same configuration object for rounds of one game).
 */
rounds: Array<RoundView>, 
/**
 * The next page, when there is one.
 */
next: RoundCursor | null, };

export type PromotionRequest = { 
/**
 * A campaign's slug (`welcome`): that one alone. Absent: a page of the list.
 */
id?: string | null, 
/**
 * 1-based.
 */
page?: number | null, 
/**
 * 1..=24, 8 by default.
 */
page_size?: number | null, };

export type PromotionView = { 
/**
 * The campaign's slug, used in its URL.
 */
id: string, kind: BonusKind, 
/**
 * The version of the terms shown (a bonus keeps the version it was accepted under).
 */
version: number, title: string, summary: string, 
/**
 * The full terms, their figures in the answer's currency.
 */
terms: string, 
/**
 * The currency of every amount below (`EUR`, `USD`, `INR`).
 */
currency: Currency, 
/**
 * The smallest deposit that earns the bonus.
 */
min_deposit: string | null, 
/**
 * The bonus as a whole percent of the deposit (deposit bonuses).
 */
bonus_percent: number | null, 
/**
 * The bonus the smallest qualifying deposit earns; for a fixed bonus, the bonus itself (per
 * friend for a referral, per 1000 points for loyalty).
 */
bonus_amount: string | null, 
/**
 * The largest bonus a deposit can earn.
 */
max_bonus: string | null, 
/**
 * The share of the week's net loss paid back (cashback).
 */
cashback_percent: number | null, 
/**
 * The bonus must be wagered this many times before it can be cashed out.
 */
wagering_multiple: number, 
/**
 * Days the bonus stays valid once awarded.
 */
validity_days: number, 
/**
 * The largest bet while the bonus is active.
 */
max_bet: string | null, 
/**
 * Games whose most favourable bet leaves the house less than this percent of the stake
 * (blackjack, baccarat, video poker...) count at most `low_edge_weight` percent of their
 * stakes towards the wagering (casino-core's `game_weight`).
 */
low_edge_below: number, low_edge_weight: number, };

export type PromotionPage = { promotions: Array<PromotionView>, 
/**
 * How many promotions the whole list holds.
 */
total: number, page: number, page_size: number, };

export type DepositBonusRequest = { currency: Currency, };

export type DepositBonus = { promotion: PromotionView, rules: unknown, };

export type DepositBonusList = { 
/**
 * Empty while a bonus is active or waits for a deposit (one bonus at a time).
 */
offers: Array<DepositBonus>, };

export type CashoutQuoteView = { 
/**
 * Real money the player keeps.
 */
keep: string, 
/**
 * Bonus money removed.
 */
forfeit: string, 
/**
 * Stakes still needed before the bonus turns into real money.
 */
wagering_left: string, };

export type PlayerBonusView = { id: string, 
/**
 * The campaign's slug (its promotion page).
 */
campaign_id: string, kind: BonusKind, title: string, status: BonusStatus, 
/**
 * A waiting bonus taken with a deposit (the weekly or monthly bonus: its percent is of that
 * deposit), chosen on the deposit tab rather than claimed alone.
 */
with_deposit: boolean, currency: Currency, 
/**
 * The deposit the bonus came with (`0.00` for a bonus without one).
 */
deposit: string, amount: string, wagering_required: string, wagered: string, 
/**
 * Whole percent of the wagering done, 0 to 100.
 */
progress: number, 
/**
 * The bonus money held now (active bonus; `0.00` once ended).
 */
balance: string, 
/**
 * Bonus money that became real money.
 */
converted: string, 
/**
 * Bonus money removed (cancelled, expired, above the cap).
 */
forfeited: string, 
/**
 * The largest bet while the bonus is active.
 */
max_bet: string | null, 
/**
 * The terms it was accepted under, its figures in its currency.
 */
terms: string, created_at: number, expires_at: number, ended_at: number | null, 
/**
 * The active bonus's cash-out quote: what cancelling it now keeps and removes.
 */
quote: CashoutQuoteView | null, };

export type PlayerBonusList = { active: PlayerBonusView | null, 
/**
 * Bonuses waiting for the player to claim them (the weekly cashback; the weekly and monthly
 * bonuses, taken with a deposit), oldest first.
 */
claimable: Array<PlayerBonusView>, 
/**
 * Code bonuses waiting for the player's next deposit, oldest first.
 */
queued: Array<PlayerBonusView>, 
/**
 * Ended bonuses, newest first.
 */
history: Array<PlayerBonusView>, };

export type CancelBonusRequest = { id: string, };

export type ReferralView = { code: string, friends: number, rewarded: number, 
/**
 * The bonus per friend who signs up, is verified and deposits, in `currency`.
 */
bonus: string, currency: Currency, };

export type ContributionView = { category: string, 
/**
 * Whole percent, as typed (`"100"`).
 */
percent: string, };

export type CampaignText = { lang: string, title: string, summary: string, terms: string, };

export type CampaignUpdate = { id: string, 
/**
 * A currency code, checked with the form's other fields so that one answer names every
 * wrong field (the form's fields are all text for the same reason).
 */
currency: string, kind: string, percent: string, fixed: string, min_deposit: string, max_bonus: string, wagering_multiple: string, validity_days: string, max_bet: string, position: string, active: boolean, contributions: Array<ContributionView>, texts: Array<CampaignText>, };

export type AdminCampaign = { id: string, currency: Currency, version: number, active: boolean, position: number, kind: BonusKind, percent: string, fixed: string, min_deposit: string, max_bonus: string, wagering_multiple: string, validity_days: string, max_bet: string, contributions: Array<ContributionView>, 
/**
 * The words in every language the campaign has.
 */
texts: Array<CampaignText>, 
/**
 * When the newest version was written, and by which administrator (none for the site's
 * own campaigns).
 */
changed_at: number, changed_by: string | null, };

export type BonusCodeView = { 
/**
 * Capital letters and digits.
 */
code: string, 
/**
 * The campaign whose bonus it gives; none for a promo code that gives nothing.
 */
campaign_id: string | null, 
/**
 * Given once in all, rather than once per player.
 */
single_use: boolean, active: boolean, };

export type AdminCampaignList = { 
/**
 * Ordered as the promotions page orders them, then by currency; inactive ones included.
 */
campaigns: Array<AdminCampaign>, codes: Array<BonusCodeView>, 
/**
 * The game categories a contribution may name.
 */
categories: Array<string>, };

export type CampaignSaved = { code: string, message: string, campaign: AdminCampaign, };

export type AdminPlayerBonuses = { username: string, bonuses: PlayerBonusList, };

export type ContactMessage = { name: string, email: string, subject: string, message: string, 
/**
 * A complaint's subject, for a signed-in player: the reference of one of their bets (as
 * the bet history shows it) or transactions. A bet is admissible for 30 days, a
 * transaction for twelve weeks.
 */
reference?: string, };

export type ContactAnswer = { code: string, message: string, 
/**
 * The ticket's number, to quote when writing again.
 */
ticket: string, support_email: string, };

export type InboxMessage = { id: string, kind: NoticeKind, subject: string, body: string, 
/**
 * The ticket a support answer belongs to (its number).
 */
ticket: string | null, read: boolean, created_at: number, };

export type Inbox = { messages: Array<InboxMessage>, unread: number, };

export type IdRequest = { id: string, };

export type TicketFilter = { status: TicketStatus | null, };

export type TicketSummary = { id: string, 
/**
 * The short number the customer is given.
 */
number: string, 
/**
 * The player's username, when a signed-in player wrote.
 */
username: string | null, name: string, email: string, subject: string, lang: string, status: TicketStatus, 
/**
 * Whether the e-mail to support went out.
 */
mailed: boolean, created_at: number, updated_at: number, };

export type TicketList = { tickets: Array<TicketSummary>, };

export type TicketMessageView = { staff: string | null, body: string, created_at: number, };

export type TicketView = { ticket: TicketSummary, messages: Array<TicketMessageView>, };

export type TicketReply = { id: string, message: string, };

export type StaffActionView = { staff: string, 
/**
 * The call's name (`approve_withdrawal`, `save_bonus_campaign`, `answer_ticket`, ...).
 */
action: string, 
/**
 * What it was done to (an order, a player, a campaign, a ticket, a content item), in the
 * request's language where it is a code (`FAQ 1 (français)` for `faq/1/fr`).
 */
target: string, 
/**
 * What staff chose and wrote: the chosen codes in the request's language (a document's kind
 * and the decision on it, a verification level, a break), their own words as written.
 */
detail: string, created_at: number, };

export type StaffActionList = { actions: Array<StaffActionView>, next?: string, };

export type StaffLogRequest = { before?: string, };

export type PlayerSearch = { query: string, };

export type PlayerMatch = { username: string, email: string, first_name: string, last_name: string, country: string, status: AccountStatus, };

export type PlayerMatches = { players: Array<PlayerMatch>, };

export type LinkedAccount = { username: string, links: Array<string>, };

export type PlayerFile = { player: PlayerView, verification: VerificationLevel, balance: BalanceView, transactions: Array<TransactionView>, bets: Array<BetRow>, tickets: Array<TicketSummary>, messages: Array<InboxMessage>, 
/**
 * Other accounts that may be the same person, to look at before paying out or rewarding
 * a referral.
 */
linked: Array<LinkedAccount>, };

export type PlayerStateChange = { username: string, action: string, reason: string, };

export type PlayerProfileChange = { username: string, email: string, mobile: string, gender: string, birth_date: string, first_name: string, last_name: string, address: string, postal_code: string, city: string, country: string, reason: string, };

export type ContentRequest = { slug: string, accepted?: boolean, };

export type ContentPage = { slug: string, 
/**
 * The language the text is in (may differ from the one asked for).
 */
locale: string, title: string, html: string, 
/**
 * The version's id, and its number among this language's versions.
 */
id: string, version: number, updated_at: number, };

export type FaqEntry = { id: string, question: string, html: string, };

export type FaqGroup = { name: string, entries: Array<FaqEntry>, };

export type Faq = { groups: Array<FaqGroup>, };

export type Slide = { id: string, kicker: string, title: string, text: string, action: string, link: string, 
/**
 * A picture of the site (`/content-images/...`), or empty for the slide's drawn art.
 */
image: string, };

export type Slider = { slides: Array<Slide>, };

export type Chips = "FUN" | Currency;

export type ContentKind = "page" | "faq" | "slide" | "mail";

export type ContentKey = { kind: ContentKind, slug: string, locale: string, };

export type ContentDraft = { kind: string, slug: string, locale: string, title: string, body: string, section: string, position: string, link: string, action: string, image: string, };

export type ContentVersion = { id: string, kind: ContentKind, slug: string, locale: string, version: number, title: string, body: string, section: string, position: number, link: string, action: string, image: string, removed: boolean, 
/**
 * The administrator who wrote it; none for the site's own content.
 */
created_by: string | null, created_at: number, };

export type MailSpec = { slug: string, placeholders: Array<string>, };

export type SiteContent = { items: Array<ContentVersion>, 
/**
 * The e-mails the site sends (`mail` items), in the editor's order.
 */
mails: Array<MailSpec>, };

export type SettingsUpdate = { 
/**
 * The casino brand (1 to 60 characters).
 */
brand: string, 
/**
 * False closes the site to everyone but staff.
 */
site_enabled: boolean, 
/**
 * ISO 3166-1 alpha-2 codes, any case; stored in capitals, each once.
 */
country_blacklist: Array<string>, 
/**
 * IP addresses and CIDR ranges, IPv4 or IPv6; stored as CIDR writes them, each once.
 */
ip_blacklist: Array<string>, };

export type LimitView = { kind: LimitKind, 
/**
 * Rolling.
 */
period: LimitPeriod, 
/**
 * The limit in force (a decimal string in `currency`); none without a limit.
 */
amount: string | null, 
/**
 * What is already used in the window (a decimal string).
 */
used: string, 
/**
 * A raise or removal waiting its 24 hours.
 */
pending: PendingLimit | null, };

export type PendingLimit = { 
/**
 * The new limit; none for a removal.
 */
amount: string | null, 
/**
 * Unix milliseconds.
 */
from: number, };

export type BreakView = { kind: BreakKind, 
/**
 * When it ends (Unix milliseconds).
 */
until: number, };

export type ResponsibleView = { 
/**
 * The currency of the limits: the player's main wallet's.
 */
currency: Currency, limits: Array<LimitView>, break: BreakView | null, 
/**
 * The hours a time-out may last.
 */
time_out_hours: Array<number>, 
/**
 * The longest self-exclusion, in days.
 */
exclusion_days_max: number, session_limit: SessionLimitView, };

export type LimitsUpdate = { deposit_day: string, deposit_week: string, deposit_month: string, loss_day?: string, loss_week?: string, loss_month?: string, };

export type BreakRequest = { kind: string, length: string, };

export type ResponsibleAnswer = { code: string, message: string, responsible: ResponsibleView, };

export type PlayerBreakRequest = { username: string, kind: string, length: string, reason: string, };

export type SessionSummary = { 
/**
 * When this session began: the last sign-in (Unix milliseconds).
 */
started_at: number, 
/**
 * The player's main currency, in which the amounts are.
 */
currency: Currency, rounds: number, 
/**
 * Stakes placed (a decimal string).
 */
staked: string, 
/**
 * What those stakes returned (a decimal string).
 */
returned: string, 
/**
 * `returned` less `staked`: negative for a loss (a signed decimal string).
 */
net: string, 
/**
 * The intervals a player may choose for the reality check, in minutes.
 */
reality_check_minutes: Array<number>, 
/**
 * The session time limit in force, in minutes: real-money play stops at `started_at` plus
 * this.
 */
limit_minutes: number | null, };

export type SessionLimitView = { 
/**
 * The limit in force, in minutes; none without one.
 */
minutes: number | null, 
/**
 * A less protective change waiting its 24 hours.
 */
pending: PendingSessionLimit | null, 
/**
 * The limits a player may choose, in minutes.
 */
choices: Array<number>, };

export type PendingSessionLimit = { 
/**
 * The limit it brings, in minutes; none for no limit.
 */
minutes: number | null, 
/**
 * When it takes effect (Unix milliseconds).
 */
from: number, };

export type SessionLimitRequest = { minutes: string, };

export type DocumentView = { id: string, kind: DocumentKind, status: DocumentStatus, 
/**
 * The date on a proof of address (`YYYY-MM-DD`).
 */
issued_on: string | null, 
/**
 * Why it was refused, or what else is asked for, in the KYC agent's words.
 */
reason: string | null, uploaded_at: number, reviewed_at: number | null, };

export type DocumentsView = { verification: VerificationLevel, documents: Array<DocumentView>, 
/**
 * The kinds still to send (none approved or waiting), in the order to send them.
 */
missing: Array<DocumentKind>, 
/**
 * The kinds of `missing` asked only for larger withdrawals (the extra verification).
 */
missing_for_larger: Array<DocumentKind>, 
/**
 * The month's withdrawals above which those are needed, in the player's currency.
 */
larger_above: string, 
/**
 * While the identity is not verified: when the documents are due (Unix milliseconds).
 */
due_at: number | null, 
/**
 * The largest file taken, in bytes.
 */
max_bytes: number, 
/**
 * Every kind a player may send, in the order they are asked for.
 */
kinds: Array<DocumentKind>, 
/**
 * The kinds whose date the player states (a proof of address).
 */
dated_kinds: Array<DocumentKind>, };

export type DocumentAnswer = { code: string, message: string, documents: DocumentsView, };

export type KycQueueItem = { id: string, username: string, 
/**
 * The name the player registered with, to compare with the document.
 */
full_name: string, birth_date: string, address: string, kind: DocumentKind, issued_on: string | null, media_type: string, width: number, height: number, size_bytes: number, uploaded_at: number, 
/**
 * When the 24-hour promise runs out (Unix milliseconds).
 */
due_at: number, 
/**
 * Past that promise already.
 */
late: boolean, };

export type KycQueue = { items: Array<KycQueueItem>, 
/**
 * The promise to players: a result within this many hours.
 */
promise_hours: number, };

export type DocumentReview = { id: string, decision: string, reason: string, };

export type ContentHistory = { versions: Array<ContentVersion>, };

export type PreviewRequest = { body: string, locale: string, };

export type PreviewAnswer = { html: string, };

export type ContentImage = { path: string, };

export type BonusCodeRequest = { code: string, };

export type BonusCodeAnswer = { code: string, message: string, bonus: PlayerBonusView, };

export type ClaimBonusRequest = { id: string, };

export type LoyaltyView = { 
/**
 * Points the player can redeem now.
 */
points: number, 
/**
 * Points earned since the account was opened (one per euro of real-money stakes).
 */
earned: number, redeemed: number, 
/**
 * Points are redeemed in multiples of this (1000).
 */
step: number, 
/**
 * The bonus money one step is worth, in `currency` (the main wallet's).
 */
step_value: string, currency: Currency, 
/**
 * Stakes on games whose best bet leaves the house under `low_edge_below` percent earn
 * points at `low_edge_weight` percent (casino-core's `game_weight`).
 */
low_edge_below: number, low_edge_weight: number, };

export type LoyaltyRedeemRequest = { points: string, idempotency_key: IdempotencyKey, };

export type LoyaltyAnswer = { 
/**
 * `loyalty_redeemed`.
 */
code: string, message: string, bonus: string, currency: Currency, loyalty: LoyaltyView, };

/** Every currency casino-core knows, in its order. */
export const CURRENCIES = ['EUR', 'USD', 'INR'] as const satisfies readonly Currency[];

/** The kinds of content, in the editor's order. */
export const CONTENT_KINDS = ['page', 'faq', 'slide', 'mail'] as const satisfies readonly ContentKind[];

/** The pages the site has a route for (`/{slug}`): their slugs are fixed. */
export const PAGE_SLUGS = ['terms', 'privacy', 'refund-policy', 'responsible', 'about-us', 'why-choose-us'] as const satisfies readonly string[];

/** The processors a deposit call starts (`front/<id>_deposit_processor`). */
export const DEPOSIT_CALLS = ['altitudepay', 'moto', 'carespay', 'cashlib', 'wire'] as const satisfies readonly Processor[];
