import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import type { PromotionPage, PromotionView } from '../../../api/generated/api';
import { useLocale } from '../../../components/useLocale';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { useStore } from '../../../store/store';
import { getPromotions } from './getPromotions';

/**
 * The first part of a promotions query's key. The answer depends on the page's language and on
 * who reads it (a player's amounts are in their wallet's currency): a player's readings are
 * player queries, forgotten at sign-out with the rest.
 */
function usePromotionsKey(): readonly unknown[] {
  const { lang } = useLocale();
  const player = useStore().state.user?.player;
  return player ? [...PLAYER_QUERIES, player.id, 'promotions', lang] : ['promotions', lang];
}

export interface ShownPromotions {
  promotions: PromotionView[];
  total: number;
}

/** The pages in order, each adding the promotions not shown yet (the list may move between pages). */
export function joinPromotionPages(pages: readonly PromotionPage[]): ShownPromotions {
  const promotions: PromotionView[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const page of pages) {
    const fresh = page.promotions.filter((p) => !seen.has(p.id));
    for (const p of fresh) seen.add(p.id);
    promotions.push(...fresh);
    total = page.total;
  }
  return { promotions, total: Math.max(total, promotions.length) };
}

const joined = (data: InfiniteData<PromotionPage>) => joinPromotionPages(data.pages);

/**
 * The promotions page after page ("load more"). `attempt` is bumped by "try again": a new first
 * reading rather than a refresh.
 */
export function usePromotions(attempt: number) {
  const key = usePromotionsKey();
  return useInfiniteQuery({
    queryKey: [...key, 'list', attempt],
    queryFn: ({ pageParam, signal }) => withMinDelay(getPromotions({ page: pageParam }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last: PromotionPage) =>
      last.promotions.length > 0 && last.page * last.page_size < last.total ? last.page + 1 : undefined,
    select: joined,
  });
}

/** One promotion with its full terms; an unknown one fails with the server's 404. */
export function usePromotion(id: string, attempt: number) {
  const key = usePromotionsKey();
  return useQuery({
    queryKey: [...key, 'one', id, attempt],
    queryFn: async ({ signal }): Promise<PromotionView> => {
      const page = await withMinDelay(getPromotions({ id }, signal));
      const found = page.promotions[0];
      if (!found) throw new Error(`no promotion ${id} in the answer`);
      return found;
    },
  });
}
