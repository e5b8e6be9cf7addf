import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { SeedsRequest, SeedsView } from '../../../api/generated/api';
import type { Mode } from '../play/funSession';

/** `POST game/seeds`: the active seed pair's commitment, client seed and next nonce. */
export function getSeeds(body: SeedsRequest, signal?: AbortSignal): Promise<SeedsView> {
  return request('game/seeds', { body, signal });
}

/** The active seed pair. `after` changes with every bet (the nonce moved on): a new reading. */
export function useSeeds(mode: Mode, funSession: string | null, after: string) {
  return useQuery({
    queryKey: ['games', 'seeds', mode, funSession, after],
    queryFn: ({ signal }) => getSeeds({ mode, fun_session: funSession }, signal),
    gcTime: 0,
  });
}
