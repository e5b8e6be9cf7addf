import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PLAYER_QUERIES } from '../../lib/queryClient';
import { useStore } from '../../store/store';
import { fetchUser } from './session';

/**
 * The player a stored token belongs to, read once per visit: the stored user is refreshed (a name
 * or verification level changed elsewhere). A 401 signs out through the API client's handler;
 * offline, the stored user stays.
 */
export default function SessionRefresh() {
  const { setUser } = useStore();
  const { data } = useQuery({ queryKey: [...PLAYER_QUERIES, 'user'], queryFn: fetchUser, staleTime: Infinity });
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);
  return null;
}
