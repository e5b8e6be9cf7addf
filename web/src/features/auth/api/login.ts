import { clearSession, request } from '../../../api/client';
import type { UserView } from '../../../api/generated/api';
import { storeToken } from '../session';
import { fetchUser } from './fetchUser';

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
