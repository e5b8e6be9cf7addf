import type { ProcessorView } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import { pageLanguage } from '../../lib/pageLanguage';

/** The deposit form as typed: the amount, the card (card processors) and the voucher (cashlib). */
export interface DepositValues extends Record<string, string> {
  amount: string;
  holder: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
  voucher: string;
  /** The deposit bonus chosen (a campaign's slug), '' for none. */
  bonus: string;
}

export const EMPTY_DEPOSIT: DepositValues = { amount: '', holder: '', number: '', month: '', year: '', cvv: '', voucher: '', bonus: '' };

export function takesCard(processor: ProcessorView | undefined): boolean {
  return processor?.kind === 'card' || processor?.kind === 'card_3ds';
}

/**
 * casino-core's verdict on the form for a processor, as the server runs it: the amount within the
 * processor's bounds (`amount`, its refusal written as the page's language writes money in
 * `currency`), the card (`card_failures`: the expiry is reported on `month`),
 * and a voucher code that is there, short and printable (the processor itself checks the code).
 */
export function depositFailures(
  rules: Rules,
  v: DepositValues,
  processor: ProcessorView | undefined,
  today: string,
  currency: string,
): Failures<DepositValues> {
  if (!processor || processor.kind === 'crypto') return {};
  const out: Failures<DepositValues> = {};
  const amount = rules.amount(v.amount, processor.min, processor.max, currency, pageLanguage()).error;
  if (amount) out.amount = amount;
  if (takesCard(processor)) {
    Object.assign(out, rules.card_failures({ holder: v.holder, number: v.number, month: v.month, year: v.year, cvv: v.cvv }, today));
  }
  if (processor.kind === 'voucher') {
    const voucher = rules.voucher(v.voucher).error;
    if (voucher) out.voucher = voucher;
  }
  return out;
}
