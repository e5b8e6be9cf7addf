import { getToken, request } from '../../../api/client';

/**
 * `POST front/auth/logout` with the session's token: the server refuses it from now on, wherever
 * a copy of it is. Signing out never waits for it: the session is forgotten here at once.
 */
export function revokeSession(): void {
  const token = getToken();
  if (token) void request('front/auth/logout', { body: {}, token }).catch(() => undefined);
}
