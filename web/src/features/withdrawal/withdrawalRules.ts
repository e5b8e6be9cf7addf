import type { BankInput, Currency, WithdrawalContext, WithdrawalProcessorView, WithdrawalRequest } from '../../api/generated/api';
import type { RuleFailure, Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import { pageLanguage } from '../../lib/pageLanguage';

export type { WithdrawalQuote } from '../../wasm/core/casino_core_wasm';

/** Every control of the withdrawal form, as typed. `wallet` is the bitcoin address. */
export interface WithdrawalValues extends Record<string, string> {
  amount: string;
  account: string;
  beneficiary: string;
  bic: string;
  bank_name: string;
  zip_code: string;
  address: string;
  wallet: string;
}

export const EMPTY_WITHDRAWAL: WithdrawalValues = {
  amount: '',
  account: '',
  beneficiary: '',
  bic: '',
  bank_name: '',
  zip_code: '',
  address: '',
  wallet: '',
};

export const BANK_FIELDS = ['account', 'beneficiary', 'bic', 'bank_name', 'zip_code', 'address'] as const;

/** The quote of `value` under the server's facts, or the first rule it breaks. */
export function quoteWithdrawal(rules: Rules, value: string, context: WithdrawalContext): ReturnType<Rules['withdrawal_quote']> {
  return rules.withdrawal_quote(value, context, pageLanguage());
}

/**
 * casino-core's verdict on the form: the amount against the method's bounds, then against the
 * withdrawal rules (balance, monthly limit, identity, wagering); the bank form or the bitcoin
 * address of the chosen method.
 */
export function withdrawalFailures(
  rules: Rules,
  v: WithdrawalValues,
  processor: WithdrawalProcessorView | null,
  context: WithdrawalContext,
): Failures<WithdrawalValues> {
  const out: Failures<WithdrawalValues> = {};
  const amount = (processor ? rules.amount(v.amount, processor.min, processor.max, context.currency, pageLanguage()).error : undefined) ?? quoteWithdrawal(rules, v.amount, context).error;
  if (amount) out.amount = amount;
  if (processor?.id === 'bank') Object.assign(out, rules.bank_failures(bankOf(v)));
  if (processor?.id === 'bitcoin') {
    const wallet = rules.bitcoin_address(v.wallet).error;
    if (wallet) out.wallet = wallet;
  }
  return out;
}

export function bankOf(v: WithdrawalValues): BankInput {
  return {
    account: v.account,
    beneficiary: v.beneficiary,
    bic: v.bic,
    bank_name: v.bank_name,
    zip_code: v.zip_code,
    address: v.address,
  };
}

/** The request without its idempotency key (what the player confirms). */
export function requestOf(v: WithdrawalValues, processor: string, currency: Currency): Omit<WithdrawalRequest, 'idempotency_key'> {
  const base = { processor, amount: v.amount.trim(), currency };
  if (processor === 'bank') return { ...base, bank: bankOf(v) };
  if (processor === 'bitcoin') return { ...base, address: v.wallet.trim() };
  return base;
}

/**
 * The server's field failures by form control: `bank.<field>` (or a bare bank field) for the bank
 * form, `address` for the bitcoin address of a bitcoin withdrawal.
 */
export function controlFailures(fields: Record<string, RuleFailure>, processor: string): Failures<WithdrawalValues> {
  const out: Failures<WithdrawalValues> = {};
  for (const [field, failure] of Object.entries(fields)) {
    const name = field.replace(/^bank\./, '');
    if (processor === 'bitcoin' && name === 'address') out.wallet = failure;
    else if (name === 'amount' || (BANK_FIELDS as readonly string[]).includes(name)) out[name as keyof WithdrawalValues & string] = failure;
  }
  return out;
}
