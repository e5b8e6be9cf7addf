import type { Rules } from '../../core/rules';
import { formatMoney as walletMoney } from '../wallet/money';

// Pages that show money or dates load the rulebook with their data, so these never guess a format.

/**
 * Money as the whole site shows it (the header, the deposit screens, the server's messages):
 * casino-core's `1,234.56` with the currency's symbol placed as the messages place it (`50.00€`).
 */
export function formatMoney(rules: Rules, amount: string, currency: string): string {
  return walletMoney(rules, amount, currency);
}

/** A moment (Unix ms) in the site's format, `YYYY.MM.DD hh:mm:ss` (casino-core's `format_datetime`). */
export function formatMoment(rules: Rules, millis: number): string {
  return rules.format_datetime(millis).value ?? '';
}

/** Whether a decimal string the server or casino-core produced is zero (a reading, not arithmetic). */
export function isZeroAmount(amount: string): boolean {
  return /^[+-]?0*(\.0*)?$/.test(amount.trim());
}
