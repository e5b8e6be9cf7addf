import { useEffect, useEffectEvent, useState } from 'react';
import type { TransactionView } from '../../api/generated/api';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import { subscribeRealtime } from '../wallet/realtime';
import { getFinancialTransaction } from './paymentApi';
import { isThreeDsMessage } from './threeds';

export const POLL_INTERVAL_MS = 1_500;

export interface TransactionWatch {
  /** The transaction once it is no longer pending. */
  transaction: TransactionView | null;
  /** The server refused to tell (an unknown transaction, not the player's). */
  failure: Failure | null;
}

export interface WatchHandlers {
  /** The transaction is complete or cancelled. */
  onSettled?: (transaction: TransactionView) => void;
  /** The server refused to tell. */
  onRefused?: (failure: Failure) => void;
}

interface Result extends TransactionWatch {
  id: string;
}

/**
 * Follows a pending transaction until it is complete or cancelled: it asks
 * `front/get_financial_transaction` now and every 1.5 s, takes the realtime socket's transaction
 * events, and asks at once when the 3-D Secure pop-up says it is done. Network failures and
 * server hiccups keep it asking; a refusal (4xx) ends it with the failure. `null` watches nothing.
 */
export function useTransactionWatch(id: string | null, handlers: WatchHandlers = {}): TransactionWatch {
  const [result, setResult] = useState<Result | null>(null);
  const settled = useEffectEvent((transaction: TransactionView) => handlers.onSettled?.(transaction));
  const refused = useEffectEvent((failure: Failure) => handlers.onRefused?.(failure));

  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let controller: AbortController | null = null;
    // Only the latest request schedules the next one (a message may start one while another runs).
    let latest = 0;

    const stop = () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
      controller?.abort();
    };

    const done = (transaction: TransactionView) => {
      if (!live || transaction.id !== id || transaction.status === 'pending') return;
      stop();
      setResult({ id, transaction, failure: null });
      settled(transaction);
    };

    const poll = async () => {
      if (!live) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      const n = ++latest;
      try {
        const transaction = await getFinancialTransaction({ id }, mine.signal);
        if (transaction.status !== 'pending') {
          done(transaction);
          return;
        }
      } catch (e) {
        const status = statusOf(e);
        if (live && status >= 400 && status < 500 && status !== 408 && status !== 429) {
          stop();
          const failure = failureOf(e);
          setResult({ id, transaction: null, failure });
          refused(failure);
          return;
        }
      }
      if (live && n === latest) timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };

    const offRealtime = subscribeRealtime((event) => {
      if (event.type === 'transaction') done(event.transaction);
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isThreeDsMessage(event.data) || event.data.id !== id) return;
      void poll();
    };
    window.addEventListener('message', onMessage);
    void poll();
    return () => {
      stop();
      offRealtime();
      window.removeEventListener('message', onMessage);
    };
  }, [id]);

  if (!result || result.id !== id) return { transaction: null, failure: null };
  return { transaction: result.transaction, failure: result.failure };
}
