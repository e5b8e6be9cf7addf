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
