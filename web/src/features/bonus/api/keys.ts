import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { useStore } from '../../../store/store';

/** The query key of one of the signed-in player's bonus readings, forgotten at sign-out with the player's other readings. */
export function usePlayerKey(reading: 'bonuses' | 'loyalty' | 'referral') {
  const player = useStore().state.user?.player;
  return [...PLAYER_QUERIES, player ? player.id : '', reading] as const;
}
