import { request } from '../../api/client';
import type {
  CryptoWallet,
  CurrencyRequest,
  DepositAnswer,
  DepositBonusList,
  DepositBonusRequest,
  DepositRequest,
  ProcessorList,
  SandboxCryptoPayment,
  TransactionAnswer,
  TransactionRef,
  TransactionView,
  WalletRequest,
} from '../../api/generated/api';

/** `POST front/get_processors`: the deposit methods of a currency, with their bounds. */
export function getProcessors(body: CurrencyRequest, signal?: AbortSignal): Promise<ProcessorList> {
  return request('front/get_processors', { body, signal });
}

/** Processors started by a deposit call (crypto deposits arrive at an address instead). */
export const DEPOSIT_PROCESSORS = ['altitudepay', 'moto', 'carespay', 'cashlib', 'wire'] as const;
export type DepositProcessorId = (typeof DEPOSIT_PROCESSORS)[number];

export function isDepositProcessor(id: string): id is DepositProcessorId {
  return (DEPOSIT_PROCESSORS as readonly string[]).includes(id);
}

/**
 * `POST front/<processor>_deposit_processor` (altitudepay, moto, carespay, cashlib, wire). The body's
 * idempotency key makes a retry of the same attempt return the first answer.
 */
export function deposit(processor: DepositProcessorId, body: DepositRequest): Promise<DepositAnswer> {
  return request(`front/${processor}_deposit_processor`, { body });
}

/** `POST front/generate_wallet`: the player's own deposit address for BTC or USDT. */
export function generateWallet(body: WalletRequest, signal?: AbortSignal): Promise<CryptoWallet> {
  return request('front/generate_wallet', { body, signal });
}

/** `POST sandbox/crypto_payment`: the crypto sandbox plays its processor's payment notification. */
export function simulateCryptoPayment(body: SandboxCryptoPayment): Promise<TransactionAnswer> {
  return request('sandbox/crypto_payment', { body });
}

/** `POST front/get_financial_transaction`: one of the player's transactions. */
export function getFinancialTransaction(body: TransactionRef, signal?: AbortSignal): Promise<TransactionView> {
  return request('front/get_financial_transaction', { body, signal });
}

/** `POST front/get_deposit_bonuses`: the bonuses a deposit in a currency may carry now. */
export function getDepositBonuses(body: DepositBonusRequest, signal?: AbortSignal): Promise<DepositBonusList> {
  return request('front/get_deposit_bonuses', { body, signal });
}
