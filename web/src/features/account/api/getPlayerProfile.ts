import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request, withMinDelay } from '../../../api/client';
import type { PlayerView } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST front/get_player_profile`: the signed-in player's details. */
export function getPlayerProfile(signal?: AbortSignal): Promise<PlayerView> {
  return request('front/get_player_profile', { body: {}, signal });
}

const profileKey = (attempt: number) => [...PLAYER_QUERIES, 'profile', attempt] as const;

/**
 * The player's profile (`front/get_player_profile`), read each time the tab opens (`attempt` is
 * bumped by "try again"); `show` puts the profile a save answered in its place.
 */
export function useProfile(attempt: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: profileKey(attempt),
    queryFn: ({ signal }) => withMinDelay(getPlayerProfile(signal)),
    gcTime: 0,
  });
  const show = useCallback((profile: PlayerView) => client.setQueryData(profileKey(attempt), profile), [client, attempt]);
  return { ...query, show };
}
