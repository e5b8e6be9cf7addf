import { useQuery } from '@tanstack/react-query';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { getRound } from '../play/gameApi';

/** One real-money round of the player (`game/round`), read each time its row opens. */
export function useBetRound(roundId: string) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'round', roundId],
    queryFn: ({ signal }) => getRound({ round_id: roundId, fun_session: null }, signal),
    gcTime: 0,
  });
}
