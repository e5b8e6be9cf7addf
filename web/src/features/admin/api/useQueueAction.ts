import { useMutation } from '@tanstack/react-query';
import type { TransactionAnswer } from '../../../api/generated/api';
import { approveWithdrawal, completeWithdrawal, confirmWireDeposit, rejectWithdrawal } from '../adminApi';

export type Action = 'approve' | 'reject' | 'complete' | 'confirmWire';

const CALLS: Record<Action, (id: string) => Promise<TransactionAnswer>> = {
  approve: approveWithdrawal,
  reject: rejectWithdrawal,
  complete: completeWithdrawal,
  confirmWire: confirmWireDeposit,
};

/** An administrator's decision on a queued transaction (approve, reject, complete, confirm a wire). */
export function useQueueAction() {
  return useMutation({ mutationFn: ({ action, id }: { action: Action; id: string }) => CALLS[action](id) });
}
