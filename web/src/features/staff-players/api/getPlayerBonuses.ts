import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../../api/client';
import type { AdminPlayerBonuses, UsernameRequest } from '../../../api/generated/api';

/** `POST admin/get_player_bonuses`: a player's bonuses as their bonuses tab lists them. */
export function getPlayerBonuses(body: UsernameRequest, signal?: AbortSignal): Promise<AdminPlayerBonuses> {
  return request('admin/get_player_bonuses', { body, signal });
}

/** The bonuses of `username`, read afresh at every look-up. */
export function playerBonusesOptions(username: string) {
  return queryOptions({
    queryKey: ['admin', 'playerBonuses', username],
    queryFn: ({ signal }) => getPlayerBonuses({ username }, signal),
    staleTime: 0,
  });
}

/** Looks up a player's bonuses: the answer, or the server's failure thrown to the form. */
export function usePlayerBonusesLookup() {
  const client = useQueryClient();
  return useCallback((username: string) => client.fetchQuery(playerBonusesOptions(username)), [client]);
}
