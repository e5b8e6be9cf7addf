import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { LiveTables } from '../../../api/generated/api';

/** `POST front/get_live_tables`: where each live table stands (phase, when it ends, players). */
export function getLiveTables(signal?: AbortSignal): Promise<LiveTables> {
  return request('front/get_live_tables', { body: {}, signal });
}

/** How often the lobby's live cards ask again while they show. */
const REFRESH_MS = 5_000;

/**
 * The live tables' state for the lobby's cards, read again every few seconds while a card shows,
 * with the page's monotonic clock when it came (countdowns add what elapsed here to the server's
 * clock, never compare this device's clock with the server's).
 */
export function useLiveTables() {
  return useQuery({
    queryKey: ['games', 'live-tables'],
    queryFn: ({ signal }) => getLiveTables(signal).then((tables) => ({ ...tables, receivedAt: performance.now() })),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
}
