import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, IdRequest } from '../../../api/generated/api';
import { PLAYER_FILES_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';
import { TICKETS_KEY } from './getTickets';

/** `POST support/escalate_ticket`: the ticket waits for a manager. */
export function escalateTicket(body: IdRequest): Promise<Done> {
  return request('support/escalate_ticket', { body });
}

/** Escalates a ticket; the lists, the ticket, the staff log and an open player's file are read again. */
export function useEscalateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => escalateTicket({ id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TICKETS_KEY });
      void client.invalidateQueries({ queryKey: STAFF_LOG_KEY });
      void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY });
    },
  });
}
