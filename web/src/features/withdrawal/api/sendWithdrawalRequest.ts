import { request } from '../../../api/client';
import type { TransactionAnswer, WithdrawalRequest } from '../../../api/generated/api';

/** `POST payment/send_withdrawal_request`: idempotent by `idempotency_key` (a retry returns the first answer). */
export function sendWithdrawalRequest(body: WithdrawalRequest): Promise<TransactionAnswer> {
  return request('payment/send_withdrawal_request', { body });
}
