import { request } from '../../../api/client';
import type { GameUrl, GameUrlRequest } from '../../../api/generated/api';

/** `POST front/get_game_url`: the game's engine configuration, limits and play currency. */
export function getGameUrl(body: GameUrlRequest, signal?: AbortSignal): Promise<GameUrl> {
  return request('front/get_game_url', { body, signal });
}
