import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { request } from '../../../api/client';
import type { PlayerMatches, PlayerSearch } from '../../../api/generated/api';
import { PLAYERS_KEY } from '../../../lib/staff/queryKeys';

/**
 * `POST support/find_players` (support or admin): the players whose username, e-mail address,
 * first or last name starts with `query` (case aside), 20 at most. 422 on `query` under 2 characters.
 */
export function findPlayers(body: PlayerSearch, signal?: AbortSignal): Promise<PlayerMatches> {
  return request('support/find_players', { body, signal });
}

/** The answer to `query`, kept a minute: showing it after the search does not read it again. */
export function playerSearchOptions(query: string) {
  return queryOptions({
    queryKey: [...PLAYERS_KEY, 'search', query],
    queryFn: ({ signal }) => findPlayers({ query }, signal),
    staleTime: 60_000,
  });
}

/**
 * The players' search: `search` reads the server afresh (its failure is thrown to the form, which
 * says a refused query under its field), then the answer shows from the cache; `clear` forgets it.
 */
export function usePlayerSearch() {
  const client = useQueryClient();
  const [query, setQuery] = useState<string | null>(null);
  const answer = useQuery({ ...playerSearchOptions(query ?? ''), enabled: query !== null });
  const search = useCallback(
    async (q: string) => {
      await client.fetchQuery({ ...playerSearchOptions(q), staleTime: 0 });
      setQuery(q);
    },
    [client],
  );
  const clear = useCallback(() => setQuery(null), []);
  return { query, matches: query === null ? null : (answer.data ?? null), search, clear };
}
