import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { PlayerFile, UsernameRequest } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { PLAYER_FILES_KEY } from '../../../lib/staff/queryKeys';

/**
 * `POST support/get_player_file` (support or admin): a player's profile, verification, balances,
 * latest 20 transactions and bets, tickets and mail box. 404 `player_not_found` on `username`.
 */
export function getPlayerFile(body: UsernameRequest, signal?: AbortSignal): Promise<PlayerFile> {
  return request('support/get_player_file', { body, signal });
}

/** The file of `username` (none while it is null), with the rulebook that formats its amounts and dates. */
export function usePlayerFile(username: string | null) {
  return useQuery({
    queryKey: [...PLAYER_FILES_KEY, username],
    queryFn: async ({ signal }) => {
      const [rules, file] = await Promise.all([loadRules(), getPlayerFile({ username: username ?? '' }, signal)]);
      return { rules, file };
    },
    enabled: username !== null,
  });
}
