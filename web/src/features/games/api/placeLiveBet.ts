import { request } from '../../../api/client';
import type { LiveBetRequest, RoundView } from '../../../api/generated/api';

/** `POST game/live_bet`: chips on the live table's open round; the stake is taken at once. */
export function placeLiveBet(body: LiveBetRequest): Promise<RoundView> {
  return request('game/live_bet', { body });
}
