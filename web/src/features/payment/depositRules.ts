import type { ProcessorView } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useRuleForm';

/** The deposit form as typed: the amount, the card (card processors) and the voucher (cashlib). */
export interface DepositValues extends Record<string, string> {
  amount: string;
  holder: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
  voucher: string;
}

export const EMPTY_DEPOSIT: DepositValues = { amount: '', holder: '', number: '', month: '', year: '', cvv: '', voucher: '' };

export function takesCard(processor: ProcessorView | undefined): boolean {
  return processor?.kind === 'card' || processor?.kind === 'card_3ds';
}

/**
 * casino-core's verdict on the form for a processor, as the server runs it: the amount within the
 * processor's bounds (`amount`), the card (`card_failures`: the expiry is reported on `month`),
 * and a voucher code that is there (the processor itself checks the code).
 */
export function depositFailures(rules: Rules, v: DepositValues, processor: ProcessorView | undefined, today: string): Failures<DepositValues> {
  if (!processor || processor.kind === 'crypto') return {};
  const out: Failures<DepositValues> = {};
  const amount = rules.amount(v.amount, processor.min, processor.max).error;
  if (amount) out.amount = amount;
  if (takesCard(processor)) {
    Object.assign(out, rules.card_failures({ holder: v.holder, number: v.number, month: v.month, year: v.year, cvv: v.cvv }, today));
  }
  if (processor.kind === 'voucher') {
    const voucher = rules.required(v.voucher).error;
    if (voucher) out.voucher = voucher;
  }
  return out;
}

/** A fresh idempotency key: one per deposit attempt, sent again when the same attempt is retried. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP (not a secure context) have no randomUUID: a v4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
