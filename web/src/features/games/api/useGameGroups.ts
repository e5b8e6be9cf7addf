import { useQuery } from '@tanstack/react-query';
import { getGameGroupList } from './getGameGroupList';

/** The lobby's groups and categories with their counts, read at each visit of the lobby. */
export function useGameGroups() {
  return useQuery({
    queryKey: ['games', 'groups'],
    queryFn: ({ signal }) => getGameGroupList(signal).then((list) => list.groups),
  });
}
