import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, PlayerBreakRequest } from '../../../api/generated/api';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** The breaks support starts on a player's request: a time-out (in hours) or a self-exclusion (in days). */
export type BreakKind = 'time_out' | 'self_exclusion';

export const BREAK_KINDS: readonly BreakKind[] = ['time_out', 'self_exclusion'];

/**
 * `POST support/set_player_break` (support or admin): starts a time-out (`length` in hours) or a
 * self-exclusion (in days) on `username`'s request, from now; the player can neither deposit nor
 * play real money until it ends, and a break already running is never shortened. The reason goes
 * to the staff log. Answers `player_break_started`, whose message says the end (UTC); 422 on
 * `kind` (`choice_invalid`), `length` (`field_required`, `number_invalid`, `choice_invalid`,
 * `number_out_of_range`) or `reason` (`field_required`, `text_length` 5 to 500); 403 `forbidden`
 * (a support agent on a staff member's account); 404 `player_not_found`.
 */
export function setPlayerBreak(body: PlayerBreakRequest & { kind: BreakKind }): Promise<Done> {
  return request('support/set_player_break', { body });
}

/** Starts a break; the staff log, which keeps it, is read again before the answer is said. */
export function useSetPlayerBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlayerBreak,
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_LOG_KEY }),
  });
}
