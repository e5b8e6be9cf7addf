import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { pushToast } from './toasts';

/**
 * The first part of the key of every query that belongs to the signed-in player (balance,
 * transactions, bets): sign-out forgets them all at once, so the next session never sees them.
 */
export const PLAYER_QUERIES = ['player'] as const;

/**
 * The page's cache of server answers. Its defaults keep what the hand-written loaders did: one
 * attempt per load (the screens show their error and a retry button; an automatic retry would
 * hold the error back by seconds and repeat refused 4xx calls), and no reload when the window
 * regains focus or the network comes back (a screen reloads when it is opened or asked to).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toldIfStale }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A reading done again in the background (the screen still shows the last one) that could not
 * reach the server: the player is told once that what they see may be old. A first reading's
 * failure is the screen's own error, with its retry button; a refusal (4xx) is an answer.
 */
function toldIfStale(error: Error, query: { state: { data: unknown } }): void {
  if (query.state.data === undefined) return;
  if (!(error instanceof ApiRequestError) || (error.status !== 0 && error.status < 500)) return;
  pushToast({ tone: 'error', key: 'toast.refreshFailed', tag: 'refresh-failed' });
}
