import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { UserView } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `GET front/auth/player`: the signed-in player and the session's scopes (401 signs out). */
export function fetchUser(): Promise<UserView> {
  return request('front/auth/player', { method: 'GET' });
}

/** The signed-in user's place in the query cache: reading it again refreshes the stored user. */
export const USER_QUERY_KEY = [...PLAYER_QUERIES, 'user'] as const;

/** The signed-in user, read once per visit. */
export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: Infinity });
}
