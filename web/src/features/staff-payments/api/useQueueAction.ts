import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionAnswer } from '../../../api/generated/api';
import { PLAYER_FILES_KEY } from '../../../lib/staff/queryKeys';
import { approveWithdrawal } from './approveWithdrawal';
import { completeWithdrawal } from './completeWithdrawal';
import { confirmAffiliateCommission } from './confirmAffiliateCommission';
import { confirmWireDeposit } from './confirmWireDeposit';
import { creditHeldPayment } from './creditHeldPayment';
import { rejectAffiliateCommission } from './rejectAffiliateCommission';
import { rejectWithdrawal } from './rejectWithdrawal';
import { returnHeldPayment } from './returnHeldPayment';

export type Action = 'approve' | 'reject' | 'complete' | 'confirmWire' | 'creditHeld' | 'returnHeld' | 'confirmCommission' | 'rejectCommission';

const CALLS: Record<Action, (id: string) => Promise<TransactionAnswer>> = {
  approve: approveWithdrawal,
  reject: rejectWithdrawal,
  complete: completeWithdrawal,
  confirmWire: confirmWireDeposit,
  creditHeld: creditHeldPayment,
  returnHeld: returnHeldPayment,
  confirmCommission: confirmAffiliateCommission,
  rejectCommission: rejectAffiliateCommission,
};

/**
 * An administrator's decision on a queued transaction (approve, reject, complete, confirm a wire, credit or return held coins,
 * confirm or cancel a commission);
 * an open player's file (balances, transactions) is read again.
 */
export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: Action; id: string }) => CALLS[action](id),
    onSuccess: () => void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY }),
  });
}
