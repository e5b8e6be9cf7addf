import { request } from '../../../api/client';
import type {
  CancelBonusRequest,
  ClaimBonusRequest,
  LoyaltyAnswer,
  LoyaltyRedeemRequest,
  LoyaltyView,
  PlayerBonusList,
  PlayerBonusView,
} from '../../../api/generated/api';

/** `POST front/get_player_bonuses`: the active bonus with its wagering and quote, the ones to claim, and the ended ones. */
export function getPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonusList> {
  return request<PlayerBonusList>('front/get_player_bonuses', { body: {}, signal });
}

/** `POST front/cancel_bonus`: gives up the active bonus; the answer is the ended bonus. */
export function cancelBonus(body: CancelBonusRequest): Promise<PlayerBonusView> {
  return request<PlayerBonusView>('front/cancel_bonus', { body });
}

/** `POST front/claim_bonus`: takes a bonus waiting to be claimed; the answer is the now active bonus. */
export function claimBonus(body: ClaimBonusRequest): Promise<PlayerBonusView> {
  return request<PlayerBonusView>('front/claim_bonus', { body });
}

/** `POST front/get_loyalty`: the player's points and what 1000 of them are worth. */
export function getLoyalty(signal?: AbortSignal): Promise<LoyaltyView> {
  return request<LoyaltyView>('front/get_loyalty', { body: {}, signal });
}

/** `POST front/loyalty_redeem_processor`: points (multiples of 1000) for a loyalty bonus. */
export function redeemLoyalty(body: LoyaltyRedeemRequest): Promise<LoyaltyAnswer> {
  return request<LoyaltyAnswer>('front/loyalty_redeem_processor', { body });
}
