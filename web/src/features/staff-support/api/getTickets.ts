import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { TicketFilter, TicketList, TicketStatus } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** A ticket's statuses, in the filter's order after "waiting" (open and escalated ones). */
export const TICKET_STATUSES: readonly TicketStatus[] = ['open', 'answered', 'escalated', 'closed'];

/** The filter's choice: a status, or '' for the tickets waiting for staff. */
export type TicketChoice = TicketStatus | '';

/** The choice a select's value names ('' for any other). */
export function ticketChoice(value: string): TicketChoice {
  return TICKET_STATUSES.find((s) => s === value) ?? '';
}

/** Every reading of the support console (the lists and the tickets): an action reads them again. */
export const TICKETS_KEY = ['admin', 'tickets'] as const;

/**
 * `POST support/get_tickets` (support or admin): the tickets of a status; without one, those
 * waiting for staff (open and escalated), the longest waiting first.
 */
export function getTickets(body: TicketFilter, signal?: AbortSignal): Promise<TicketList> {
  return request('support/get_tickets', { body, signal });
}

/** The tickets of `status` ('' for the waiting ones), with the rulebook that formats their dates. */
export function useTickets(status: TicketChoice) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'list', status],
    queryFn: async ({ signal }) => {
      const [rules, list] = await withMinDelay(Promise.all([loadRules(), getTickets({ status: status === '' ? null : status }, signal)]));
      return { rules, list };
    },
  });
}
