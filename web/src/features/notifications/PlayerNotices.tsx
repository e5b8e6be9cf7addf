import { use, useEffect, useRef } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Inbox, ResponsibleView } from '../../api/generated/api';
import { useRulebook } from '../../core/useRulebook';
import { formatMoney } from '../../lib/money';
import { realtime } from '../../lib/realtime';
import { clearToasts, pushToast } from '../../lib/toasts';
import { inboxKey, responsibleKey } from '../../lib/playerQueries';
import { useStore } from '../../store/store';
import { messageNotice, transactionNotice, waitingLimits } from './notices';
import { ensureNoticeStrings } from './strings';

/** The longest wait a browser timer keeps (about 24 days); a later change is told on a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `onData` with each new reading of the query at `key` (the header's mail box, the limits
 * tab), whoever asked for it.
 */
function onReading<T>(client: QueryClient, key: readonly unknown[], onData: (data: T) => void): () => void {
  const hash = hashKey(key);
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === hash) {
      onData(event.query.state.data as T);
    }
  });
}

/**
 * New messages: a reading of the mail box that holds an unread message the page had not seen
 * yet. The first reading only learns what is there.
 */
function watchMailbox(client: QueryClient, playerId: string): () => void {
  const key = inboxKey(playerId);
  let known: Set<string> | null = null;
  const learn = (inbox: Inbox | undefined) => {
    if (!inbox) return;
    const fresh = known === null ? [] : inbox.messages.filter((m) => !m.read && !known!.has(m.id));
    known = new Set(inbox.messages.map((m) => m.id));
    // Newest first in the mail box: the oldest news is shown first.
    [...fresh].reverse().forEach((message) => {
      const notice = messageNotice(message);
      if (notice) pushToast(notice);
    });
  };
  learn(client.getQueryData<Inbox>(key));
  return onReading<Inbox>(client, key, learn);
}

/** Waiting limit changes, told when they take effect (if the page is still open then). */
function watchLimits(client: QueryClient, playerId: string): () => void {
  const key = responsibleKey(playerId);
  const timers = new Map<string, number>();
  const plan = (view: ResponsibleView | undefined) => {
    if (!view) return;
    const now = Date.now();
    for (const change of waitingLimits(view, now)) {
      const tag = change.notice.tag!;
      const wait = change.at - now;
      if (timers.has(tag) || wait > LONGEST_TIMER_MS) continue;
      const timer = window.setTimeout(() => {
        pushToast(change.notice);
        void client.invalidateQueries({ queryKey: key });
      }, wait);
      timers.set(tag, timer);
    }
  };
  plan(client.getQueryData<ResponsibleView>(key));
  const off = onReading<ResponsibleView>(client, key, plan);
  return () => {
    off();
    timers.forEach((timer) => window.clearTimeout(timer));
  };
}

/**
 * The signed-in player's notifications (mounted by the header with the session): a deposit
 * credited or failed, a withdrawal scheduled, paid or refused, a new message in the mail box (a
 * bonus credited, wagered or run out, a support answer), a limit change taking effect. Renders
 * nothing itself: the page's `Toaster` shows them. Sign-out forgets them.
 */
export default function PlayerNotices() {
  const { i18n } = useTranslation();
  use(ensureNoticeStrings(i18n, i18n.language));
  const player = useStore().state.user?.player;
  const playerId = player ? player.id : '';
  const client = useQueryClient();
  const rules = useRulebook();
  const rulesNow = useRef(rules);
  useEffect(() => {
    rulesNow.current = rules;
  }, [rules]);

  useEffect(() => {
    if (playerId === '') return;
    const offEvents = realtime.subscribe((event) => {
      if (event.type !== 'transaction') return;
      const tx = event.transaction;
      const notice = transactionNotice(tx, formatMoney(rulesNow.current, tx.amount, tx.currency));
      if (notice) pushToast(notice);
    });
    const offMailbox = watchMailbox(client, playerId);
    const offLimits = watchLimits(client, playerId);
    return () => {
      offEvents();
      offMailbox();
      offLimits();
      clearToasts();
    };
  }, [client, playerId]);
  return null;
}
