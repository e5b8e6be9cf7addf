import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { BonusCodeAnswer, BonusCodeRequest } from '../../../api/generated/api';

/**
 * `POST front/bonuscode_deposit_processor`: applies a bonus or promo code; the answer says whether
 * its bonus is active now (`bonus_code_applied`) or waits for the next deposit (`bonus_code_queued`).
 */
export function applyBonusCode(body: BonusCodeRequest): Promise<BonusCodeAnswer> {
  return request('front/bonuscode_deposit_processor', { body });
}

/** `front/bonuscode_deposit_processor` of the code typed (a bonus or promo code). */
export function useApplyBonusCode() {
  return useMutation({ mutationFn: (code: string) => applyBonusCode({ code }) });
}
