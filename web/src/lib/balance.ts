import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BalanceView } from '../api/generated/api';
import { PLAYER_QUERIES } from './queryClient';
import { request } from '../api/client';

/** `POST front/get_player_balance`: every wallet of the player, the main one first. */
export function getPlayerBalance(signal?: AbortSignal): Promise<BalanceView> {
  return request('front/get_player_balance', { body: {}, signal });
}

/** The query of the player's wallets. */
export const BALANCE_KEY = [...PLAYER_QUERIES, 'balance'] as const;

export interface BalanceState {
  /** The wallets, the main one first; null until the first answer. */
  balance: BalanceView | null;
  /** The last load failed and nothing is known. */
  failed: boolean;
}

/**
 * The balance shared by the header and the money screens. Read once, then kept current by the
 * realtime socket (see `useWalletSync`) and by the screens that move money (`useRefreshBalance`):
 * it never goes stale by itself, so opening another screen does not read it again.
 */
export function useBalance(): BalanceState & { refresh: () => void } {
  const query = useQuery({
    queryKey: BALANCE_KEY,
    queryFn: ({ signal }) => getPlayerBalance(signal),
    staleTime: Infinity,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // A failed reading keeps what is shown: only a balance never read is unknown.
  return { balance: query.data ?? null, failed: query.isError && query.data === undefined, refresh };
}

/**
 * Shows a balance the server announced (pushed by the socket, or answered by a call). A reading
 * still under way started before it and is older: it is cancelled rather than allowed to
 * overwrite the newer balance.
 */
export async function putBalance(client: QueryClient, balance: BalanceView): Promise<void> {
  await client.cancelQueries({ queryKey: BALANCE_KEY });
  client.setQueryData(BALANCE_KEY, balance);
}

/** Reads the balance again (after money moved); a failure keeps what is shown. */
export function useRefreshBalance(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: BALANCE_KEY }), [client]);
}
