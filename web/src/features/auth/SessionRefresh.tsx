import { useEffect } from 'react';
import { useStore } from '../../store/store';
import { useUser } from './api/fetchUser';

/**
 * The player a stored token belongs to, read once per visit: the stored user is refreshed (a name
 * or verification level changed elsewhere). A 401 signs out through the API client's handler;
 * offline, the stored user stays.
 */
export default function SessionRefresh() {
  const { setUser } = useStore();
  const { data } = useUser();
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);
  return null;
}
