import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { PlayerBonusList } from '../../../api/generated/api';
import { usePlayerKey } from './keys';

/** `POST front/get_player_bonuses`: the active bonus with its wagering and quote, the ones to claim, the code bonuses waiting for the next deposit, and the ended ones. */
export function getPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonusList> {
  return request('front/get_player_bonuses', { body: {}, signal });
}

/**
 * The player's bonuses, read on every visit of the tab (wagering moves with every round) and
 * forgotten at sign-out with the player's other readings.
 */
export function usePlayerBonuses() {
  return useQuery({
    queryKey: usePlayerKey('bonuses'),
    queryFn: ({ signal }) => withMinDelay(getPlayerBonuses(signal)),
    staleTime: 0,
  });
}
