import { PLAYER_QUERIES } from './queryClient';

// The query-cache places of the player's readings that more than one feature watches: the mail
// box (the header's count, the mail box tab, the notifications) and the limits (the limits tab,
// the notification of a change taking effect).

export function inboxKey(playerId: string) {
  return [...PLAYER_QUERIES, playerId, 'inbox'] as const;
}

export function responsibleKey(playerId: string) {
  return [...PLAYER_QUERIES, playerId, 'responsible'] as const;
}
