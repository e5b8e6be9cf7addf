import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { AmlFlags, ReportRequest } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** `POST admin/get_aml_flags` (administrators): the accounts to review for money laundering over `days`. */
export function getAmlFlags(days: ReportRequest, signal?: AbortSignal): Promise<AmlFlags> {
  return request('admin/get_aml_flags', { body: days, signal });
}

/** The flags of `days`, with the rulebook that writes their amounts. */
export function useAmlFlags(days: ReportRequest) {
  return useQuery({
    queryKey: ['admin', 'aml', days.from, days.to],
    queryFn: async ({ signal }) => {
      const [rules, flags] = await withMinDelay(Promise.all([loadRules(), getAmlFlags(days, signal)]));
      return { rules, flags };
    },
  });
}
