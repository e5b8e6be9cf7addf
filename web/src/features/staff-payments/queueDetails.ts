import type { AdminAction, AdminTransactionView } from '../../api/generated/api';
import type { Variant } from './api/useAdminQueue';
import type { Action } from './api/useQueueAction';

/** The page's name (and translation key) of each action the server offers. */
const ACTION_OF: Record<AdminAction, Action> = {
  approve: 'approve',
  reject: 'reject',
  complete: 'complete',
  confirm_wire: 'confirmWire',
  credit_held: 'creditHeld',
  return_held: 'returnHeld',
  confirm_commission: 'confirmCommission',
  reject_commission: 'rejectCommission',
};

/** What may be done with an item of a queue: the server's order state machine says. */
export function actionsOf(item: AdminTransactionView): Action[] {
  return item.actions.map((a) => ACTION_OF[a]);
}

/** The actions that send the money away from the player (a refusal, held coins returned, a commission cancelled). */
export function isDanger(action: Action): boolean {
  return action === 'reject' || action === 'returnHeld' || action === 'rejectCommission';
}

/** The column that tells each queue's transactions apart: where a withdrawal goes, where coins were paid, a wire's reference, what a commission is for. */
export const DETAIL_OF: Record<Variant, { column: string; of: (tx: AdminTransactionView['transaction']) => string; prose?: boolean }> = {
  withdrawals: { column: 'destination', of: (tx) => tx.details ?? '' },
  held: { column: 'address', of: (tx) => tx.details ?? '' },
  wires: { column: 'reference', of: (tx) => tx.reference ?? '' },
  commissions: { column: 'note', of: (tx) => tx.details ?? '', prose: true },
};
