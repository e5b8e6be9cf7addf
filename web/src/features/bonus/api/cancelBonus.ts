import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { CancelBonusRequest, PlayerBonusView } from '../../../api/generated/api';

/** `POST front/cancel_bonus`: gives up the active bonus; the answer is the ended bonus. */
export function cancelBonus(body: CancelBonusRequest): Promise<PlayerBonusView> {
  return request('front/cancel_bonus', { body });
}

/** `front/cancel_bonus` of the active bonus `id`. */
export function useCancelBonus() {
  return useMutation({ mutationFn: (id: string) => cancelBonus({ id }) });
}
