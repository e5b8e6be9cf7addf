// The player's session: a successful login stores the access token (local storage key with prefix
// `auth.`), then fetches the user; signing out tells the server, which refuses the token from then
// on, and forgets it. The token is never copied into a cookie: a script-readable cookie is one
// more place to steal it from, and the server reads only the Authorization header.
import { clearSession, getToken, request, TOKEN_STORAGE_KEY } from '../../api/client';
import type { UserView } from '../../api/generated/api';

/** Keeps the access token in local storage. */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // private mode without storage: no session survives, the sign-in form says it failed
  }
}

/**
 * `POST front/auth/logout` with the session's token: the server refuses it from now on, wherever
 * a copy of it is. Signing out never waits for it: the session is forgotten here at once.
 */
export function revokeSession(): void {
  const token = getToken();
  if (token) void request('front/auth/logout', { body: {}, token }).catch(() => undefined);
}

/** `GET front/auth/player`: the signed-in player and the session's scopes (401 signs out). */
export function fetchUser(): Promise<UserView> {
  return request('front/auth/player', { method: 'GET' });
}

/**
 * `POST front/auth/login/` with a username (or e-mail) and password, then the user. Rejects with
 * the server's failure (`wrong_credentials`, `rate_limited`, `account_suspended`, ...); nothing is
 * kept when any step fails.
 */
export async function login(username: string, password: string): Promise<UserView> {
  const { accessToken } = await request('front/auth/login/', {
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
