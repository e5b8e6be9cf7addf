import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { TransactionAnswer } from '../../../api/generated/api';

/** `POST front/cancel_withdrawal_request`: a pending withdrawal goes back to the balance. */
export function cancelWithdrawalRequest(id: string): Promise<TransactionAnswer> {
  return request('front/cancel_withdrawal_request', { body: { id } });
}

/** Cancels the pending withdrawal `id`. */
export function useCancelWithdrawal() {
  return useMutation({ mutationFn: (id: string) => cancelWithdrawalRequest(id) });
}
