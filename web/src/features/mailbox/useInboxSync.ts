import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Inbox } from '../../api/generated/api';
import { realtime } from '../../lib/realtime';
import { inboxKey } from './api/getMessages';

/**
 * While mounted (the header of a signed-in player): a pushed `inbox` event with another unread
 * count than the cache's puts it there at once and has the mail box read again (an open mail box
 * shows the new message);
 * a reconnected socket has it read again too (events may have been missed). The socket itself is
 * opened with the session by the wallet's sync.
 */
export function useInboxSync(playerId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (playerId === '') return;
    const key = inboxKey(playerId);
    const offEvent = realtime.subscribe((event) => {
      if (event.type !== 'inbox') return;
      // Every balance push carries the count: only a change means the mail box changed.
      const before = client.getQueryData<Inbox>(key)?.unread;
      if (before === event.unread) return;
      client.setQueryData<Inbox>(key, (inbox) => (inbox ? { ...inbox, unread: event.unread } : inbox));
      void client.invalidateQueries({ queryKey: key });
    });
    const offReconnect = realtime.onReconnect(() => void client.invalidateQueries({ queryKey: key }));
    return () => {
      offEvent();
      offReconnect();
    };
  }, [client, playerId]);
}
