import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/reject_affiliate_commission`: a commission recorded in error is cancelled; nothing is paid. */
export function rejectAffiliateCommission(id: string): Promise<TransactionAnswer> {
  return request('admin/reject_affiliate_commission', { body: { id } });
}
