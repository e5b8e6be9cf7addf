import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { ReferralView } from '../../../api/generated/api';
import { usePlayerKey } from './keys';

/**
 * `POST front/get_referral`: the player's referral code, how many friends signed up with it, how
 * many of them brought the referral bonus, and that bonus (per friend who is verified and deposits).
 */
export function getReferral(signal?: AbortSignal): Promise<ReferralView> {
  return request('front/get_referral', { body: {}, signal });
}

/** The player's referral code and figures, read on every visit of the tab (friends sign up any time). */
export function useReferral() {
  return useQuery({
    queryKey: usePlayerKey('referral'),
    queryFn: ({ signal }) => withMinDelay(getReferral(signal)),
    staleTime: 0,
  });
}
