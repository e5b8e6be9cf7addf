import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { SiteContent } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** The site's content and every item's versions: a change reads them all again. */
export const CONTENT_KEY = ['admin', 'content'] as const;

/**
 * `POST admin/get_site_content`: the newest version of every item (pages, FAQ entries, home
 * slides, mails) in every language where it is shown, and the mails the site sends with the
 * placeholders each one's text must keep.
 */
export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return request('admin/get_site_content', { body: {}, signal });
}

/**
 * Every item's newest version in every language, the mails the site sends with the placeholders
 * each must keep (casino-core's list, in the editor's order), and the rulebook that formats the
 * dates. "Try again" is its `refetch`.
 */
export function useSiteContent() {
  return useQuery({
    queryKey: CONTENT_KEY,
    queryFn: async ({ signal }) => {
      const [rules, content] = await withMinDelay(Promise.all([loadRules(), getSiteContent(signal)]));
      return { rules, items: content.items, mails: content.mails };
    },
  });
}

/** After a change: the content and the staff log (which records every change) are read again. */
export function useRefreshContent() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: CONTENT_KEY }), client.invalidateQueries({ queryKey: STAFF_LOG_KEY })]);
}
