import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ContentHistory, ContentKey } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { CONTENT_KEY } from './getSiteContent';

/** `POST admin/get_content_history`: an item's versions in one language, newest first (removals included). */
export function getContentHistory(body: ContentKey, signal?: AbortSignal): Promise<ContentHistory> {
  return request('admin/get_content_history', { body, signal });
}

/** An item's versions in one language, newest first (none read while `key` is null). */
export function useContentHistory(key: ContentKey | null) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'history', key?.kind, key?.slug, key?.locale],
    queryFn: async ({ signal }) => {
      const [rules, history] = await Promise.all([loadRules(), getContentHistory(key as ContentKey, signal)]);
      return { rules, versions: history.versions };
    },
    enabled: key !== null,
  });
}
