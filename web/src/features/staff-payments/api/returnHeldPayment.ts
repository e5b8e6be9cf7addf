import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/return_held_payment`: held coins are sent back to their sender. */
export function returnHeldPayment(id: string): Promise<TransactionAnswer> {
  return request('admin/return_held_payment', { body: { id } });
}
