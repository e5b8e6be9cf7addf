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
