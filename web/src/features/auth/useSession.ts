import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getToken, setUnauthorizedHandler, TOKEN_STORAGE_KEY } from '../../api/client';
import { localizePath } from '../../i18n/locales';
import { useLocale } from '../../components/useLocale';
import { readStoredUser, useStore } from '../../store/store';
import { login } from './api/login';

/** Signing in from any component: the token is stored, then the user (store and storage). */
export function useSession() {
  const { setUser } = useStore();

  const signIn = useCallback(
    async (username: string, password: string) => {
      const user = await login(username, password);
      setUser(user);
      return user;
    },
    [setUser],
  );

  return { signIn };
}

/**
 * Keeps the session true at start-up and afterwards: a 401 signs out and goes to the root, a
 * stored user without a token is signed out, and a sign-in or sign-out in another tab is followed
 * here. (The stored token's user is read again by `SessionRefresh`.)
 */
export function useSessionKeeper() {
  const { state, setUser, signOut } = useStore();
  const navigate = useNavigate();
  const locale = useLocale();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      signOut();
      void navigate(localizePath('/', locale));
    });
  }, [navigate, signOut, locale]);

  useEffect(() => {
    // A user without a token is a session that ended elsewhere.
    if (!getToken() && state.user) signOut();
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) signOut();
      else if (event.key === null) signOut(); // storage cleared
      else if (event.key?.startsWith('auth.') && getToken()) {
        const user = readStoredUser();
        if (user) setUser(user);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setUser, signOut]);
}
