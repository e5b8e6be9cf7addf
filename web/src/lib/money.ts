import type { Rules } from '../core/rules';

/** A currency's symbol by casino-core (`€`); the code itself until the module loads. */
export function currencySymbol(rules: Rules | null, currency: string): string {
  return rules?.currency_symbol(currency) ?? currency;
}

/** The amount alone, formatted by casino-core (`1,234.50`); the API's own string until it loads. */
export function formatPlain(rules: Rules | null, amount: string): string {
  return (rules ? rules.format_amount(amount).value : undefined) ?? amount;
}

/**
 * A decimal string from the API (`"1234.50"`) as the site shows money, by casino-core's
 * `format_money` (the euro after the number as in '{0}€', the dollar and rupee before it:
 * `1,234.50€`, `$25.00`, `₹2,250.00`). Until the module loads, the API's own string and code.
 * No arithmetic: money never becomes a number.
 */
export function formatMoney(rules: Rules | null, amount: string, currency: string): string {
  return (rules ? rules.format_money(amount, currency).value : undefined) ?? `${amount} ${currency}`;
}

/**
 * A signed decimal string from the API (`"-8.50"`, `"12.00"`) as money with its sign always
 * written: `-8.50€`, `+12.00€`, and zero without one (`0.00€`). The sign is read from the string,
 * never computed.
 */
export function formatSignedMoney(rules: Rules | null, amount: string, currency: string): string {
  const text = formatMoney(rules, amount, currency);
  return amount.trim().startsWith('-') || isZeroAmount(amount) ? text : `+${text}`;
}

/** A moment (Unix ms) in the site's format, `YYYY.MM.DD hh:mm:ss` (casino-core's `format_datetime`). */
export function formatMoment(rules: Rules, millis: number): string {
  return rules.format_datetime(millis).value ?? '';
}

/** Whether a decimal string the server or casino-core produced is zero (a reading, not arithmetic). */
export function isZeroAmount(amount: string): boolean {
  return /^[+-]?0*(\.0*)?$/.test(amount.trim());
}
