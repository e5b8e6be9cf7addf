import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { Report, ReportRequest } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** `POST admin/get_report` (administrators): gaming revenue by day and currency, payments by processor. */
export function getReport(days: ReportRequest, signal?: AbortSignal): Promise<Report> {
  return request('admin/get_report', { body: days, signal });
}

/** The report of `days`, with the rulebook that writes its amounts. */
export function useReport(days: ReportRequest) {
  return useQuery({
    queryKey: ['admin', 'report', days.from, days.to],
    queryFn: async ({ signal }) => {
      const [rules, report] = await withMinDelay(Promise.all([loadRules(), getReport(days, signal)]));
      return { rules, report };
    },
  });
}
