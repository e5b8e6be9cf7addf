import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { GameProviderList } from '../../../api/generated/api';

/** `POST front/get_game_providers`: the studios with their display names and game counts. */
export function getGameProviders(signal?: AbortSignal): Promise<GameProviderList> {
  return request('front/get_game_providers', { body: {}, signal });
}

/** The studios with their display names and game counts, read at each visit of the lobby. */
export function useGameProviders() {
  return useQuery({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => getGameProviders(signal).then((list) => list.providers),
  });
}
