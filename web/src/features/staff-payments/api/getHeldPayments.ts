import { request } from '../../../api/client';
import type { AdminQueue } from '../../../api/generated/api';

/** `POST admin/get_held_payments`: coins that arrived while their player could not deposit. */
export function getHeldPayments(signal?: AbortSignal): Promise<AdminQueue> {
  return request('admin/get_held_payments', { body: {}, signal });
}
