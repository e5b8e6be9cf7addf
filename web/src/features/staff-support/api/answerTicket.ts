import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, TicketReply } from '../../../api/generated/api';
import { PLAYER_FILES_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';
import { TICKETS_KEY } from './getTickets';

/**
 * `POST support/answer_ticket`: the answer goes to the player's mail box (a player's ticket) and
 * by e-mail; the ticket is then answered. 422 on `message` (10 to 5000 characters).
 */
export function answerTicket(body: TicketReply): Promise<Done> {
  return request('support/answer_ticket', { body });
}

/** Answers a ticket; the lists, the ticket, the staff log and an open player's file are read again. */
export function useAnswerTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerTicket,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TICKETS_KEY });
      void client.invalidateQueries({ queryKey: STAFF_LOG_KEY });
      void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY });
    },
  });
}
