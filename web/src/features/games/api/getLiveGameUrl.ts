import { request } from '../../../api/client';
import type { GameUrl, GameUrlRequest } from '../../../api/generated/api';

/**
 * `POST front/get_live_game_url`: the same as `front/get_game_url` for a live table (which
 * `get_game_url` refuses); the call also wakes the table, which runs rounds only while someone is
 * interested.
 */
export function getLiveGameUrl(body: GameUrlRequest, signal?: AbortSignal): Promise<GameUrl> {
  return request('front/get_live_game_url', { body, signal });
}
