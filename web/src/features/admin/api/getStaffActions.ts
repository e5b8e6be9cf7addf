import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { StaffActionList } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** The staff log's reading: a staff action on this page reads it again. */
export const STAFF_LOG_KEY = ['admin', 'staffLog'] as const;

/** `POST admin/get_staff_actions` (administrators): what staff did, newest first. */
export function getStaffActions(signal?: AbortSignal): Promise<StaffActionList> {
  return request<StaffActionList>('admin/get_staff_actions', { body: {}, signal });
}

/** The staff log, with the rulebook that formats its dates. */
export function useStaffActions() {
  return useQuery({
    queryKey: STAFF_LOG_KEY,
    queryFn: async ({ signal }) => {
      const [rules, list] = await withMinDelay(Promise.all([loadRules(), getStaffActions(signal)]));
      return { rules, list };
    },
  });
}
