// Generated from the casino-schema crate by `just gen-types`. Do not edit by hand:
// a test fails when this file differs from what the Rust types produce.

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
 * When false the site shows "You can't access the site." to everyone.
 */
site_enabled: boolean, 
/**
 * Currencies a player may hold a wallet in.
 */
currencies: Array<string>, 
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
birth_date: string, first_name: string, last_name: string, address: string, postal_code: string, city: string, country: string, language: string, currency: string, newsletter: boolean, 
/**
 * `registered`, `activated`, `kyc_verified`, `suspended` or `closed`.
 */
status: string, };

export type UserView = { player: PlayerView, scope: Array<string>, };

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

export type Geolocation = { country_code: string | null, ip: string, };

export type WalletBalance = { currency: string, total: string, real: string, bonus: string, };

export type BalanceView = { wallets: Array<WalletBalance>, };

export type CurrencyRequest = { currency: string, };

export type ProcessorView = { 
/**
 * `altitudepay`, `moto`, `carespay`, `cashlib`, `wire`, `bitcoin` or `usdt`.
 */
id: string, 
/**
 * The flow the screen runs: `card_3ds`, `card`, `redirect`, `voucher`, `wire` or `crypto`.
 */
kind: string, currency: string, min: string, max: string, 
/**
 * True while the processor runs in its sandbox (the screen labels it, and offers the
 * sandbox's simulated payment where the real flow happens elsewhere).
 */
sandbox: boolean, };

export type ProcessorList = { processors: Array<ProcessorView>, };

export type CardInput = { holder: string, number: string, month: string, year: string, cvv: string, };

export type DepositRequest = { amount: string, currency: string, idempotency_key: string, card?: CardInput, voucher?: string, };

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
currency: string, sandbox: boolean, };

export type SandboxCryptoPayment = { address: string, amount: string, };

export type TransactionView = { id: string, 
/**
 * `deposit` or `withdrawal`.
 */
type: string, 
/**
 * Unix milliseconds.
 */
created_at: number, amount: string, 
/**
 * Withdrawal fee (zero for deposits).
 */
fee: string, currency: string, 
/**
 * The processor: `altitudepay`, `moto`, `wire`, `bank`, `bitcoin`, ...
 */
provider: string, 
/**
 * The spec's three: `pending`, `complete` or `cancelled`.
 */
status: string, 
/**
 * The detailed state: deposits `pending`, `complete`, `failed`; withdrawals `pending`,
 * `scheduled`, `complete`, `cancelled`, `rejected`.
 */
state: string, 
/**
 * Processor reference (wire reference, crypto transaction, voucher order).
 */
reference?: string, 
/**
 * `visa •••• 1111` for card deposits; the destination for withdrawals.
 */
details?: string, 
/**
 * A pending withdrawal the player may still cancel.
 */
cancellable: boolean, };

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
id: string, min: string, max: string, };

export type WithdrawalContext = { currency: string, balance: string, deposited: string, wagered: string, withdrawn_this_month: string, 
/**
 * `none`, `verified` or `enhanced`.
 */
verification: string, 
/**
 * `refuse` or `fee`: what happens to deposits not yet wagered 3 times.
 */
policy: string, };

export type WithdrawalProcessorList = { processors: Array<WithdrawalProcessorView>, context: WithdrawalContext, };

export type BankInput = { account: string, beneficiary: string, bic: string, bank_name: string, zip_code: string, address: string, };

export type WithdrawalRequest = { processor: string, amount: string, currency: string, idempotency_key: string, bank?: BankInput, address?: string, };

export type TransactionAnswer = { code: string, message: string, transaction: TransactionView, };

export type AdminTransactionView = { username: string, verification: string, transaction: TransactionView, };

export type AdminQueue = { items: Array<AdminTransactionView>, };

export type VerificationUpdate = { username: string, 
/**
 * `none`, `verified` or `enhanced`.
 */
verification: string, };

export type RealtimeEvent = { "type": "balance", balance: BalanceView, } | { "type": "transaction", transaction: TransactionView, };
