import { request } from '../../../api/client';
import type { LoyaltyAnswer, LoyaltyRedeemRequest } from '../../../api/generated/api';

/** `POST front/loyalty_redeem_processor`: points (multiples of 1000) for a loyalty bonus. */
export function redeemLoyalty(body: LoyaltyRedeemRequest): Promise<LoyaltyAnswer> {
  return request('front/loyalty_redeem_processor', { body });
}
