import { request } from '../../../api/client';
import type { GameProviderList } from '../../../api/generated/api';

/** `POST front/get_game_providers`: the studios with their display names and game counts. */
export function getGameProviders(signal?: AbortSignal): Promise<GameProviderList> {
  return request('front/get_game_providers', { body: {}, signal });
}
