import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { BetFilter, BetPage } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST front/get_bet_list`: the player's real-money rounds, newest first. */
export function getBetList(body: BetFilter, signal?: AbortSignal): Promise<BetPage> {
  return request('front/get_bet_list', { body, signal });
}

/**
 * One page of the player's real-money rounds with the rulebook that formats them. `reading` counts
 * the loads the player asked for: each is a new reading, the previous page staying on screen until
 * it is here.
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
