import { useMutation } from '@tanstack/react-query';
import { cancelWithdrawalRequest } from '../transactionsApi';

/** `front/cancel_withdrawal_request`: a pending withdrawal goes back to the balance. */
export function useCancelWithdrawal() {
  return useMutation({ mutationFn: (id: string) => cancelWithdrawalRequest(id) });
}
