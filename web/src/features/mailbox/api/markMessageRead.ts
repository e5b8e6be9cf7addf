import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { IdRequest, Inbox } from '../../../api/generated/api';
import { inboxKey, usePlayerId } from './getMessages';

/** `POST front/mark_message_read`: the message is read; the answer is the mail box as it now is. */
export function markMessageRead(body: IdRequest): Promise<Inbox> {
  return request('front/mark_message_read', { body });
}

/** Marks a message read and puts the mail box the server answered in the cache (the header's count follows). */
export function useMarkMessageRead() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  return useMutation({
    mutationFn: (id: string) => markMessageRead({ id }),
    onSuccess: (inbox) => client.setQueryData(inboxKey(playerId), inbox),
  });
}
