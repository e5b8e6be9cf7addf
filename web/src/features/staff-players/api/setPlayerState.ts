import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { statusOf } from '../../../api/errors';
import type { Done, PlayerStateChange } from '../../../api/generated/api';
import { PLAYERS_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** What support may do to an account's state (casino-core's `state_actions` says which apply). */
export type PlayerStateAction = 'suspend' | 'close' | 'reopen';

/**
 * `POST support/set_player_state` (support or admin): suspends, closes or reopens `username`'s
 * account; a suspension signs the player out at once, a closure is announced to the player a day
 * ahead. The reason goes to the staff log. Answers `player_suspended`, `player_closing` or `player_reopened`; 422 on `action`
 * (`choice_invalid`) or `reason` (`field_required`, `text_length` 5 to 500); 409
 * `account_state_unchanged`; 403 `forbidden` (a support agent on a staff member's account); 404
 * `player_not_found`.
 */
export function setPlayerState(body: PlayerStateChange & { action: PlayerStateAction }): Promise<Done> {
  return request('support/set_player_state', { body });
}

/**
 * Changes an account's state. The searches and the open file (which show the status and offer the
 * actions) and the staff log are read again before the answer is said; a 409 (the account is not
 * in the state the file showed) reads the file again too.
 */
export function useSetPlayerState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlayerState,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: PLAYERS_KEY }), client.invalidateQueries({ queryKey: STAFF_LOG_KEY })]),
    onError: (e) => (statusOf(e) === 409 ? client.invalidateQueries({ queryKey: PLAYERS_KEY }) : undefined),
  });
}
