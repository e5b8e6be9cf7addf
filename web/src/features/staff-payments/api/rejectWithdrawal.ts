import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/reject_withdrawal`: a pending withdrawal is refused and its money returned. */
export function rejectWithdrawal(id: string): Promise<TransactionAnswer> {
  return request('admin/reject_withdrawal', { body: { id } });
}
