import { useInfiniteQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { StaffActionList } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** `POST admin/get_staff_actions` (administrators): what staff did, newest first, a page at a time from `before`. */
export function getStaffActions(before: string | null, signal?: AbortSignal): Promise<StaffActionList> {
  return request('admin/get_staff_actions', { body: before ? { before } : {}, signal });
}

/** The staff log page after page ("show older"), with the rulebook that formats its dates. */
export function useStaffActions() {
  return useInfiniteQuery({
    queryKey: STAFF_LOG_KEY,
    queryFn: async ({ pageParam, signal }) => {
      const [rules, list] = await withMinDelay(Promise.all([loadRules(), getStaffActions(pageParam, signal)]));
      return { rules, list };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.list.next ?? null,
    select: (data) => ({
      rules: data.pages[0].rules,
      actions: data.pages.flatMap((p) => p.list.actions),
    }),
  });
}
