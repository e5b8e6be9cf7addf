// The player's session: a successful login stores the access token (local storage key
// with prefix `auth.`, cookie with prefix `front.`), then fetches the user; signing out forgets
// both. There is no logout call: the token simply stops being sent.
import { clearSession, request, TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '../../api/client';
import type { LoginAnswer, UserView } from '../../api/generated/api';

/** The token cookie lasts as long as the server's sessions (24 hours). */
export const TOKEN_MAX_AGE_S = 24 * 60 * 60;

/** Keeps the access token in local storage and in the `front.` cookie. */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // private mode without storage: the cookie still carries it for this visit
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_MAX_AGE_S}; samesite=lax${secure}`;
}

/** `GET front/auth/player`: the signed-in player and the session's scopes (401 signs out). */
export function fetchUser(): Promise<UserView> {
  return request<UserView>('front/auth/player', { method: 'GET' });
}

/**
 * `POST front/auth/login/` with a username (or e-mail) and password, then the user. Rejects with
 * the server's failure (`wrong_credentials`, `rate_limited`, `account_suspended`, ...); nothing is
 * kept when any step fails.
 */
export async function login(username: string, password: string): Promise<UserView> {
  const { accessToken } = await request<LoginAnswer>('front/auth/login/', {
    body: { username: username.trim(), password },
    anonymous: true,
  });
  storeToken(accessToken);
  try {
    return await fetchUser();
  } catch (error) {
    clearSession();
    throw error;
  }
}
