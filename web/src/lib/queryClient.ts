import { QueryClient } from '@tanstack/react-query';

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
