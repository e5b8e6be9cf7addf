import { request } from '../../../api/client';
import type { CancelBonusRequest, PlayerBonusList, PlayerBonusView } from '../../../api/generated/api';

/** `POST front/get_player_bonuses`: the active bonus with its wagering and quote, and the ended ones. */
export function getPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonusList> {
  return request<PlayerBonusList>('front/get_player_bonuses', { body: {}, signal });
}

/** `POST front/cancel_bonus`: gives up the active bonus; the answer is the ended bonus. */
export function cancelBonus(body: CancelBonusRequest): Promise<PlayerBonusView> {
  return request<PlayerBonusView>('front/cancel_bonus', { body });
}
