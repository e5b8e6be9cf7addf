import { request } from '../../../api/client';
import type { OpenRoundRequest, RoundView } from '../../../api/generated/api';

/** `POST game/open_round`: the unfinished round of this game, to resume after a reload. */
export function openRound(body: OpenRoundRequest, signal?: AbortSignal): Promise<RoundView | null> {
  return request('game/open_round', { body, signal });
}
