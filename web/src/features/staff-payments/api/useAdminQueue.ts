import { useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import type { AdminQueue } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { getAffiliateCommissions } from './getAffiliateCommissions';
import { getHeldPayments } from './getHeldPayments';
import { getWireDeposits } from './getWireDeposits';
import { getWithdrawalRequests } from './getWithdrawalRequests';

export type Variant = 'withdrawals' | 'wires' | 'held' | 'commissions';

/** The queries of the queues: `[...ADMIN_QUEUE_KEY, variant, reading]`. */
export const ADMIN_QUEUE_KEY = ['admin'] as const;

const LOADERS: Record<Variant, (signal: AbortSignal) => Promise<AdminQueue>> = {
  withdrawals: getWithdrawalRequests,
  wires: getWireDeposits,
  held: getHeldPayments,
  commissions: getAffiliateCommissions,
};

/**
 * A queue waiting for an administrator (`admin/get_withdrawal_requests`,
 * `admin/get_wire_deposits`, `admin/get_held_payments` or `admin/get_affiliate_commissions`) with the rulebook that formats it. `reading` is bumped by "try
 * again" (a new first reading); `refetch` reads the queue again in the background after an action.
 */
export function useAdminQueue(variant: Variant, reading: number) {
  return useQuery({
    queryKey: [...ADMIN_QUEUE_KEY, variant, reading],
    queryFn: async ({ signal }) => {
      const [rules, queue] = await withMinDelay(Promise.all([loadRules(), LOADERS[variant](signal)]));
      return { rules, queue };
    },
  });
}
