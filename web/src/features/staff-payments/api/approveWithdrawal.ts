import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/approve_withdrawal`: a pending withdrawal becomes scheduled for payment. */
export function approveWithdrawal(id: string): Promise<TransactionAnswer> {
  return request('admin/approve_withdrawal', { body: { id } });
}
