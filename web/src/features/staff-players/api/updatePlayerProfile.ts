import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, PlayerProfileChange } from '../../../api/generated/api';
import { PLAYERS_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/**
 * `POST support/update_player_profile` (support or admin): corrects `username`'s identity details
 * on the player's request (never the username); the staff log keeps the fields changed and the
 * reason. Answers `player_profile_updated`; 422 names the failing fields (`email`, `mobile`,
 * `gender`, `birth_date`, `first_name`, `last_name`, `address`, `postal_code`, `city`, `country`,
 * `reason`: 5 to 500 characters); 409 `email_exists` on `email` or `phone_exists` on `mobile`
 * (another player's); 403 `forbidden` (a support agent on a staff member's details); 404
 * `player_not_found`.
 */
export function updatePlayerProfile(body: PlayerProfileChange): Promise<Done> {
  return request('support/update_player_profile', { body });
}

/**
 * Corrects a player's details. The searches and the open file (which show them) and the staff log
 * are read again before the answer is said.
 */
export function useUpdatePlayerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePlayerProfile,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: PLAYERS_KEY }), client.invalidateQueries({ queryKey: STAFF_LOG_KEY })]),
  });
}
