import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST admin/confirm_wire_deposit`: the transfer arrived: two administrators confirm it, the second confirmation credits the deposit. */
export function confirmWireDeposit(id: string): Promise<TransactionAnswer> {
  return request('admin/confirm_wire_deposit', { body: { id } });
}
