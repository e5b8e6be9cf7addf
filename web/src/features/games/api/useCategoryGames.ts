import { useQuery } from '@tanstack/react-query';
import { getGames } from './getGames';

/** The first games of a category (`front/get_games`, 8 of them), for the strip under the player. */
export function useCategoryGames(category: string | null) {
  return useQuery({
    queryKey: ['games', 'category', category],
    queryFn: ({ signal }) => getGames({ category, page: 1, page_size: 8 }, signal).then((list) => list.games),
  });
}
