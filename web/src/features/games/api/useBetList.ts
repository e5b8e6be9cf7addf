import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { loadRules } from '../../../core/rules';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import type { BetFilter } from '../../../api/generated/api';
import { getBetList } from '../play/gameApi';

/**
 * One page of the player's real-money rounds (`front/get_bet_list`) with the rulebook that formats
 * them. `reading` counts the loads the player asked for: each is a new reading, the previous page
 * staying on screen until it is here.
 */
export function useBetList(body: BetFilter, reading: number) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'bets', body, reading],
    queryFn: async ({ signal }) => {
      const [rules, page] = await withMinDelay(Promise.all([loadRules(), getBetList(body, signal)]));
      return { rules, page };
    },
    placeholderData: keepPreviousData,
  });
}
