import type { InboxMessage, NoticeKind, ResponsibleView, TransactionView } from '../../api/generated/api';
import { openAccountTab } from '../../lib/accountTabs';
import type { Toast } from '../../lib/toasts';

// What each piece of news becomes on screen. Pure: the amounts come already written in the page's
// language, so these choose only the words, the tone and where the link goes.

export type Notice = Omit<Toast, 'id'>;

const TRANSACTIONS = { to: '/user-management', state: openAccountTab('transactions'), labelKey: 'notice.openTransactions' };
const MAILBOX = { to: '/user-management', state: openAccountTab('mail'), labelKey: 'notice.openMailbox' };
const LIMITS = { to: '/user-management', state: openAccountTab('responsible'), labelKey: 'notice.openLimits' };

/**
 * A transaction's new state as a notice, `amount` written for the page; none for what the player
 * just did themselves (a request sent, a cancellation) or a state with nothing to tell.
 */
export function transactionNotice(tx: TransactionView, amount: string): Notice | null {
  const tag = `transaction:${tx.id}:${tx.state}`;
  const values = { amount };
  if (tx.type === 'deposit') {
    if (tx.state === 'complete') return { tone: 'success', key: 'notice.depositComplete', values, tag };
    if (tx.state === 'failed') return { tone: 'error', key: 'notice.depositFailed', values, tag, link: TRANSACTIONS };
    return null;
  }
  if (tx.type === 'withdrawal') {
    if (tx.state === 'scheduled') return { tone: 'info', key: 'notice.withdrawalScheduled', values, tag, link: TRANSACTIONS };
    if (tx.state === 'complete') return { tone: 'success', key: 'notice.withdrawalPaid', values, tag, link: TRANSACTIONS };
    if (tx.state === 'rejected') return { tone: 'error', key: 'notice.withdrawalRejected', values, tag, link: TRANSACTIONS };
  }
  return null;
}

/** Messages whose news a transaction's notice already gives (with its amount in the page's words). */
const TOLD_BY_TRANSACTION = new Set<NoticeKind>(['withdrawal_scheduled', 'withdrawal_completed']);

/** A message just arrived in the mail box as a notice. */
export function messageNotice(message: InboxMessage): Notice | null {
  if (TOLD_BY_TRANSACTION.has(message.kind)) return null;
  return { tone: 'info', key: 'notice.newMessage', values: { subject: message.subject }, tag: `message:${message.id}`, link: MAILBOX };
}

/** A waiting limit change: when it takes effect, and the notice then. */
export interface LimitChange {
  at: number;
  notice: Notice;
}

/** The limit changes of `view` still waiting at `now`. */
export function waitingLimits(view: ResponsibleView, now: number): LimitChange[] {
  return view.limits.flatMap((limit) => {
    const from = limit.pending?.from;
    if (from === undefined || from <= now) return [];
    const key = `notice.limit_${limit.kind}_${limit.period}`;
    return [{ at: from, notice: { tone: 'info', key, tag: `limit:${limit.kind}:${limit.period}:${from}`, link: LIMITS } }];
  });
}
