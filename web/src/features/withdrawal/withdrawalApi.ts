import { request } from '../../api/client';
import type {
  CurrencyRequest,
  TransactionAnswer,
  WithdrawalProcessorList,
  WithdrawalRequest,
} from '../../api/generated/api';

/** `POST front/get_withdrawal_processors`: the methods of a currency and the facts the withdrawal rules read. */
export function getWithdrawalProcessors(body: CurrencyRequest, signal?: AbortSignal): Promise<WithdrawalProcessorList> {
  return request('front/get_withdrawal_processors', { body, signal });
}

/** `POST payment/send_withdrawal_request`: idempotent by `idempotency_key` (a retry returns the first answer). */
export function sendWithdrawalRequest(body: WithdrawalRequest): Promise<TransactionAnswer> {
  return request('payment/send_withdrawal_request', { body });
}
