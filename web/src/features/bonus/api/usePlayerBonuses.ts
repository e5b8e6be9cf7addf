import { useMutation, useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { useStore } from '../../../store/store';
import { applyBonusCode, cancelBonus, claimBonus, getLoyalty, getPlayerBonuses, getReferral } from './bonusApi';

/**
 * The player's bonuses, read on every visit of the tab (wagering moves with every round) and
 * forgotten at sign-out with the player's other readings.
 */
export function usePlayerBonuses() {
  const player = useStore().state.user?.player;
  return useQuery({
    queryKey: [...PLAYER_QUERIES, player ? player.id : '', 'bonuses'],
    queryFn: ({ signal }) => withMinDelay(getPlayerBonuses(signal)),
    staleTime: 0,
  });
}

/** `front/cancel_bonus` of the active bonus `id`. */
export function useCancelBonus() {
  return useMutation({ mutationFn: (id: string) => cancelBonus({ id }) });
}

/** `front/claim_bonus` of the waiting bonus `id` (the weekly cashback). */
export function useClaimBonus() {
  return useMutation({ mutationFn: (id: string) => claimBonus({ id }) });
}

/** `front/bonuscode_deposit_processor` of the code typed (a bonus or promo code). */
export function useApplyBonusCode() {
  return useMutation({ mutationFn: (code: string) => applyBonusCode({ code }) });
}

/** The player's loyalty points, read on every visit of the tab (every real-money stake earns). */
export function useLoyalty() {
  const player = useStore().state.user?.player;
  return useQuery({
    queryKey: [...PLAYER_QUERIES, player ? player.id : '', 'loyalty'],
    queryFn: ({ signal }) => withMinDelay(getLoyalty(signal)),
    staleTime: 0,
  });
}

/** The player's referral code and figures, read on every visit of the tab (friends sign up any time). */
export function useReferral() {
  const player = useStore().state.user?.player;
  return useQuery({
    queryKey: [...PLAYER_QUERIES, player ? player.id : '', 'referral'],
    queryFn: ({ signal }) => withMinDelay(getReferral(signal)),
    staleTime: 0,
  });
}
