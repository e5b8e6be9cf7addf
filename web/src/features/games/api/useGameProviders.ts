import { useQuery } from '@tanstack/react-query';
import { getGameProviders } from './getGameProviders';

/** The studios with their display names and game counts, read at each visit of the lobby. */
export function useGameProviders() {
  return useQuery({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => getGameProviders(signal).then((list) => list.providers),
  });
}
