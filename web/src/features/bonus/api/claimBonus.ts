import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ClaimBonusRequest, PlayerBonusView } from '../../../api/generated/api';

/** `POST front/claim_bonus`: takes a bonus waiting to be claimed; the answer is the now active bonus. */
export function claimBonus(body: ClaimBonusRequest): Promise<PlayerBonusView> {
  return request('front/claim_bonus', { body });
}

/** `front/claim_bonus` of the waiting bonus `id` (the weekly cashback). */
export function useClaimBonus() {
  return useMutation({ mutationFn: (id: string) => claimBonus({ id }) });
}
