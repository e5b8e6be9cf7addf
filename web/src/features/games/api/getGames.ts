import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { GameList, GameListRequest } from '../../../api/generated/api';

/** The filters of `front/get_games` that are set: an absent field is no filter (the server's default). */
export type GameListBody = Partial<GameListRequest>;

/** `POST front/get_games`: one page of the catalogue, filtered and ordered. */
export function getGames(body: GameListBody, signal?: AbortSignal): Promise<GameList> {
  return request('front/get_games', { body, signal });
}

/** The first games of a category (8 of them), for the strip under the player. */
export function useCategoryGames(category: string | null) {
  return useQuery({
    queryKey: ['games', 'category', category],
    queryFn: ({ signal }) => getGames({ category, page: 1, page_size: 8 }, signal).then((list) => list.games),
  });
}
