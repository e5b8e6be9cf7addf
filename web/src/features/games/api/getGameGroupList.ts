import { request } from '../../../api/client';
import type { GameGroupList } from '../../../api/generated/api';

/** `POST front/get_game_group_list`: the groups (popular, new, live), then the categories, with their counts. */
export function getGameGroupList(signal?: AbortSignal): Promise<GameGroupList> {
  return request('front/get_game_group_list', { body: {}, signal });
}
