import { request } from '../../../api/client';
import type {
  BonusCodeAnswer,
  BonusCodeRequest,
  CancelBonusRequest,
  ClaimBonusRequest,
  LoyaltyAnswer,
  LoyaltyRedeemRequest,
  LoyaltyView,
  PlayerBonusList,
  PlayerBonusView,
  ReferralView,
} from '../../../api/generated/api';

/** `POST front/get_player_bonuses`: the active bonus with its wagering and quote, the ones to claim, the code bonuses waiting for the next deposit, and the ended ones. */
export function getPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonusList> {
  return request('front/get_player_bonuses', { body: {}, signal });
}

/** `POST front/cancel_bonus`: gives up the active bonus; the answer is the ended bonus. */
export function cancelBonus(body: CancelBonusRequest): Promise<PlayerBonusView> {
  return request('front/cancel_bonus', { body });
}

/** `POST front/claim_bonus`: takes a bonus waiting to be claimed; the answer is the now active bonus. */
export function claimBonus(body: ClaimBonusRequest): Promise<PlayerBonusView> {
  return request('front/claim_bonus', { body });
}

/**
 * `POST front/bonuscode_deposit_processor`: applies a bonus or promo code; the answer says whether
 * its bonus is active now (`bonus_code_applied`) or waits for the next deposit (`bonus_code_queued`).
 */
export function applyBonusCode(body: BonusCodeRequest): Promise<BonusCodeAnswer> {
  return request('front/bonuscode_deposit_processor', { body });
}

/** `POST front/get_loyalty`: the player's points and what 1000 of them are worth. */
export function getLoyalty(signal?: AbortSignal): Promise<LoyaltyView> {
  return request('front/get_loyalty', { body: {}, signal });
}

/** `POST front/loyalty_redeem_processor`: points (multiples of 1000) for a loyalty bonus. */
export function redeemLoyalty(body: LoyaltyRedeemRequest): Promise<LoyaltyAnswer> {
  return request('front/loyalty_redeem_processor', { body });
}

/**
 * `POST front/get_referral`: the player's referral code, how many friends signed up with it, how
 * many of them brought the referral bonus, and that bonus (per friend who is verified and deposits).
 */
export function getReferral(signal?: AbortSignal): Promise<ReferralView> {
  return request('front/get_referral', { body: {}, signal });
}
