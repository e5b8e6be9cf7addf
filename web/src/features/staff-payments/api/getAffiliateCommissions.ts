import { request } from '../../../api/client';
import type { AdminQueue } from '../../../api/generated/api';

/** `POST admin/get_affiliate_commissions`: affiliate commissions recorded by one administrator, waiting for a second. */
export function getAffiliateCommissions(signal?: AbortSignal): Promise<AdminQueue> {
  return request('admin/get_affiliate_commissions', { body: {}, signal });
}
