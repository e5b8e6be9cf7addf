import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { IdRequest, TicketView } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { TICKETS_KEY } from './getTickets';

/** `POST support/get_ticket` (support or admin): a ticket and its messages, in order. */
export function getTicket(body: IdRequest, signal?: AbortSignal): Promise<TicketView> {
  return request('support/get_ticket', { body, signal });
}

/** The ticket `id` (none while `id` is null), with the rulebook that formats its dates. */
export function useTicket(id: string | null) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'one', id],
    queryFn: async ({ signal }) => {
      const [rules, view] = await Promise.all([loadRules(), getTicket({ id: id ?? '' }, signal)]);
      return { rules, view };
    },
    enabled: id !== null,
  });
}
