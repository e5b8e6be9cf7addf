import { useQuery } from '@tanstack/react-query';
import { getSeeds, type Mode } from '../play/gameApi';

/**
 * The active seed pair (`game/seeds`): commitment, client seed and next nonce. `after` changes
 * with every bet (the nonce moved on): a new reading.
 */
export function useSeeds(mode: Mode, funSession: string | null, after: string) {
  return useQuery({
    queryKey: ['games', 'seeds', mode, funSession, after],
    queryFn: ({ signal }) => getSeeds({ mode, fun_session: funSession }, signal),
    gcTime: 0,
  });
}
