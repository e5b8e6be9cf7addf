import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/complete_withdrawal`: a scheduled withdrawal was paid out. */
export function completeWithdrawal(id: string): Promise<TransactionAnswer> {
  return request('admin/complete_withdrawal', { body: { id } });
}
