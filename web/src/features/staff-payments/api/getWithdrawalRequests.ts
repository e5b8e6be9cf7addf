import { request } from '../../../api/client';
import type { AdminQueue } from '../../../api/generated/api';

/** `POST admin/get_withdrawal_requests`: pending and scheduled withdrawals, oldest first. */
export function getWithdrawalRequests(signal?: AbortSignal): Promise<AdminQueue> {
  return request('admin/get_withdrawal_requests', { body: {}, signal });
}
