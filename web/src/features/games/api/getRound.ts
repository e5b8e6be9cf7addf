import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { RoundRequest, RoundView } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST game/round`: one round of the player (or of the fun session). */
export function getRound(body: RoundRequest, signal?: AbortSignal): Promise<RoundView> {
  return request('game/round', { body, signal });
}

/** One real-money round of the player, read each time its row opens. */
export function useBetRound(roundId: string) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'round', roundId],
    queryFn: ({ signal }) => getRound({ round_id: roundId, fun_session: null }, signal),
    gcTime: 0,
  });
}
