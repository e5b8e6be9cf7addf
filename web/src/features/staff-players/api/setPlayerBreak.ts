import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, PlayerBreakRequest } from '../../../api/generated/api';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** The breaks support starts on a player's request: a time-out (in hours) or a self-exclusion (in days). */
export type BreakKind = 'time_out' | 'self_exclusion';

export const BREAK_KINDS: readonly BreakKind[] = ['time_out', 'self_exclusion'];

/*
 * The lengths a break may have. The player's file does not carry them (the player's own page has
 * them from `front/get_responsible_gaming`: `time_out_hours`, `exclusion_days_max`), so they are
 * repeated here to build the form; the server enforces them (casino-core's `break_end`) and says
 * under `length` when they no longer match.
 */
/** The hours a time-out may last. */
export const TIME_OUT_HOURS: readonly number[] = [1, 6, 24, 72];
/** The longest self-exclusion, in days (the shortest is 1). */
export const EXCLUSION_DAYS_MAX = 30;

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
