import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, IdRequest } from '../../../api/generated/api';
import { PLAYER_FILES_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';
import { TICKETS_KEY } from './getTickets';

/** `POST support/close_ticket`: the ticket is closed (an answer opens it again). */
export function closeTicket(body: IdRequest): Promise<Done> {
  return request('support/close_ticket', { body });
}

/** Closes a ticket; the lists, the ticket, the staff log and an open player's file are read again. */
export function useCloseTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => closeTicket({ id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TICKETS_KEY });
      void client.invalidateQueries({ queryKey: STAFF_LOG_KEY });
      void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY });
    },
  });
}
