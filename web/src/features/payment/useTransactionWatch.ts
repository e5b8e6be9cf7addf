import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { TransactionView } from '../../api/generated/api';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import { PLAYER_QUERIES } from '../../lib/queryClient';
import { subscribeRealtime } from '../../lib/realtime';
import { getFinancialTransaction } from './api/getFinancialTransaction';
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

/** A 4xx answer other than a time-out or a rate limit: asking again would be refused again. */
function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

const settledOf = (tx: TransactionView | undefined) => (tx && tx.status !== 'pending' ? tx : null);

/**
 * Follows a pending transaction until it is complete or cancelled: it asks
 * `front/get_financial_transaction` now and every 1.5 s, takes the realtime socket's transaction
 * events, and asks at once when the 3-D Secure pop-up says it is done. Network failures and
 * server hiccups keep it asking; a refusal (4xx) ends it with the failure. `null` watches nothing.
 */
export function useTransactionWatch(id: string | null, handlers: WatchHandlers = {}): TransactionWatch {
  const client = useQueryClient();
  const key = [...PLAYER_QUERIES, 'watch', id];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getFinancialTransaction({ id: id! }, signal),
    enabled: id !== null,
    retry: (_, error) => !isRefusal(error),
    retryDelay: POLL_INTERVAL_MS,
    refetchInterval: (q) => (settledOf(q.state.data) || (q.state.error && isRefusal(q.state.error)) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const { refetch } = query;

  // The socket and the 3-D Secure pop-up may tell before the next question.
  useEffect(() => {
    if (!id) return;
    const watched = [...PLAYER_QUERIES, 'watch', id];
    const offRealtime = subscribeRealtime((event) => {
      if (event.type !== 'transaction' || event.transaction.id !== id || event.transaction.status === 'pending') return;
      void client.cancelQueries({ queryKey: watched }).then(() => client.setQueryData(watched, event.transaction));
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isThreeDsMessage(event.data) || event.data.id !== id) return;
      void refetch({ cancelRefetch: true });
    };
    window.addEventListener('message', onMessage);
    return () => {
      offRealtime();
      window.removeEventListener('message', onMessage);
    };
  }, [client, id, refetch]);

  const transaction = settledOf(query.data);
  const failure = query.isError && isRefusal(query.error) ? failureOf(query.error) : null;

  const settled = useEffectEvent((tx: TransactionView) => handlers.onSettled?.(tx));
  const refused = useEffectEvent((f: Failure) => handlers.onRefused?.(f));
  useEffect(() => {
    if (transaction) settled(transaction);
  }, [transaction]);
  useEffect(() => {
    if (failure) refused(failure);
    // The failure object is new at each render: the error it comes from says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.error]);

  return { transaction, failure };
}
