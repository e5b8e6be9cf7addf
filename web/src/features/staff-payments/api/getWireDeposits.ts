import { request } from '../../../api/client';
import type { AdminQueue } from '../../../api/generated/api';

/** `POST admin/get_wire_deposits`: wire-transfer deposits waiting for their money to arrive. */
export function getWireDeposits(signal?: AbortSignal): Promise<AdminQueue> {
  return request('admin/get_wire_deposits', { body: {}, signal });
}
