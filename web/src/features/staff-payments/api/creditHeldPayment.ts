import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/credit_held_payment`: held coins are credited to their player after all. */
export function creditHeldPayment(id: string): Promise<TransactionAnswer> {
  return request('admin/credit_held_payment', { body: { id } });
}
