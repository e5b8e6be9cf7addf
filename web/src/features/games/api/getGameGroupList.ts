import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { GameGroupList } from '../../../api/generated/api';

/** `POST front/get_game_group_list`: the groups (popular, new, live), then the categories, with their counts. */
export function getGameGroupList(signal?: AbortSignal): Promise<GameGroupList> {
  return request('front/get_game_group_list', { body: {}, signal });
}

/** The lobby's groups and categories with their counts, read at each visit of the lobby. */
export function useGameGroups() {
  return useQuery({
    queryKey: ['games', 'groups'],
    queryFn: ({ signal }) => getGameGroupList(signal).then((list) => list.groups),
  });
}
