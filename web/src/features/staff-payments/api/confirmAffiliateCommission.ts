import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/confirm_affiliate_commission`: a second administrator confirms a commission, which pays it into the player's balance. */
export function confirmAffiliateCommission(id: string): Promise<TransactionAnswer> {
  return request('admin/confirm_affiliate_commission', { body: { id } });
}
