import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import type { GameList, GameSummary } from '../../../api/generated/api';
import { gamesBody, type LobbyFilters } from '../filters';
import { getGames } from './getGames';

export interface ShownGames {
  games: GameSummary[];
  total: number;
}

/** The pages in order, each adding the games not shown yet (the catalogue may move between pages). */
export function joinPages(pages: readonly GameList[]): ShownGames {
  let shown: ShownGames = { games: [], total: 0 };
  for (const [i, list] of pages.entries()) {
    if (i === 0) {
      shown = { games: list.games, total: list.total };
      continue;
    }
    const seen = new Set(shown.games.map((g) => g.id));
    const fresh = list.games.filter((g) => !seen.has(g.id));
    shown = {
      games: fresh.length ? [...shown.games, ...fresh] : shown.games,
      // A page with nothing new means the end, whatever the total said.
      total: fresh.length ? Math.max(list.total, shown.games.length + fresh.length) : shown.games.length,
    };
  }
  return shown;
}

const joined = (data: InfiniteData<GameList>) => joinPages(data.pages);

/**
 * The lobby's games for a set of filters (`front/get_games`), page after page ("load more").
 * `attempt` is bumped by "try again": a new first reading rather than a refresh.
 */
export function useGameList(filters: LobbyFilters, attempt: number) {
  return useInfiniteQuery({
    queryKey: ['games', 'list', filters, attempt],
    queryFn: ({ pageParam, signal }) => withMinDelay(getGames(gamesBody(filters, pageParam), signal)),
    initialPageParam: 1,
    getNextPageParam: (last: GameList) => last.page + 1,
    select: joined,
  });
}
