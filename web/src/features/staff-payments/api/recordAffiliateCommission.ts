import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { CommissionRequest, TransactionAnswer } from '../../../api/generated/api';
import { ADMIN_QUEUE_KEY } from './useAdminQueue';

/**
 * `POST admin/record_affiliate_commission`: an affiliate commission the casino owes a player, the
 * first of the two administrators it needs. Idempotent by `idempotency_key`: a retry answers the
 * first entry.
 */
export function recordAffiliateCommission(body: CommissionRequest): Promise<TransactionAnswer> {
  return request('admin/record_affiliate_commission', { body });
}

/** Records a commission; the commissions' queue, which lists it next, is read again. */
export function useRecordAffiliateCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordAffiliateCommission,
    onSuccess: () => client.invalidateQueries({ queryKey: [...ADMIN_QUEUE_KEY, 'commissions'] }),
  });
}
