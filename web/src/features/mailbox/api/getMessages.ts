import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Inbox } from '../../../api/generated/api';
import { inboxKey } from '../../../lib/playerQueries';
import { useStore } from '../../../store/store';

export { inboxKey };

/** `POST front/get_messages`: the signed-in player's mail box, newest first, and how many are unread. */
export function getMessages(signal?: AbortSignal): Promise<Inbox> {
  return request('front/get_messages', { body: {}, signal });
}

/** The signed-in player's id (the cache key's part), '' for none. */
export function usePlayerId(): string {
  const player = useStore().state.user?.player;
  return player ? player.id : '';
}

/**
 * The mail box (`front/get_messages`): read when the header first shows, again each time the tab
 * opens, and when the realtime socket says it changed.
 */
export function useInbox() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: inboxKey(playerId),
    queryFn: ({ signal }) => getMessages(signal),
    enabled: playerId !== '',
  });
}
