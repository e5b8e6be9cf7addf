import type { Rules } from '../core/rules';
import { pageLanguage } from './pageLanguage';

// Every number and amount the site shows is written by casino-core (CLDR, as each language writes
// it: `1 500,00 €` in French, `€1,500.00` in English), in the page's language. Until the module
// loads, the API's own string.

/** A currency's sign in the page's language by casino-core (`€`, `$US` in French); the code until the module loads. */
export function currencySymbol(rules: Rules | null, currency: string): string {
  return rules?.currency_symbol(currency, pageLanguage()) ?? currency;
}

/** The amount alone with two decimals (`1 234,50` in French, `1,234.50` in English). */
export function formatPlain(rules: Rules | null, amount: string): string {
  return (rules ? rules.format_amount(amount, pageLanguage()).value : undefined) ?? amount;
}

/** An amount from the API put into a field as the player would type it (`1500,00` in French); the API's string until the module loads. */
export function typedAmount(rules: Rules | null, amount: string): string {
  return (rules ? rules.format_typed(amount, pageLanguage()).value : undefined) ?? amount;
}

/**
 * A decimal string from the API (`"1234.50"`) as money in the page's language, by casino-core's
 * `format_money` (`1 234,50 €` in French, `€1,234.50` in English, `₹2,250.00` in Hindi). Until
 * the module loads, the API's own string and code. No arithmetic: money never becomes a number.
 */
export function formatMoney(rules: Rules | null, amount: string, currency: string): string {
  return (rules ? rules.format_money(amount, currency, pageLanguage()).value : undefined) ?? `${amount} ${currency}`;
}

/**
 * A signed decimal string from the API (`"-8.50"`, `"12.00"`) as money with its sign always
 * written: `-8,50 €`, `+12,00 €`, and zero without one (`0,00 €`). The sign is read from the
 * string, never computed.
 */
export function formatSignedMoney(rules: Rules | null, amount: string, currency: string): string {
  const text = formatMoney(rules, amount, currency);
  return amount.trim().startsWith('-') || isZeroAmount(amount) ? text : `+${text}`;
}

/** A decimal string with exactly `digits` decimals in the page's language (a multiplier's `1,0102`). */
export function formatDecimal(rules: Rules | null, value: string, digits: number): string {
  return (rules ? rules.format_decimal(value, digits, pageLanguage()).value : undefined) ?? value;
}

/** A decimal string in percent with exactly `digits` decimals in the page's language (`98,99 %`, `%98,99`). */
export function formatPercent(rules: Rules | null, value: string, digits: number): string {
  return (rules ? rules.format_percent(value, digits, pageLanguage()).value : undefined) ?? `${value}%`;
}

/** A moment (Unix ms) in the site's format, `YYYY.MM.DD hh:mm:ss` (casino-core's `format_datetime`). */
export function formatMoment(rules: Rules, millis: number): string {
  return rules.format_datetime(millis).value ?? '';
}

/** Whether a decimal string the server or casino-core produced is zero (a reading, not arithmetic). */
export function isZeroAmount(amount: string): boolean {
  return /^[+-]?0*(\.0*)?$/.test(amount.trim());
}
