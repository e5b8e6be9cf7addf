// The player's session: a successful login (`api/login.ts`) stores the access token (local
// storage key with prefix `auth.`), then fetches the user; signing out tells the server
// (`api/revokeSession.ts`), which refuses the token from then on, and forgets it. The token is
// never copied into a cookie: a script-readable cookie is one more place to steal it from, and
// the server reads only the Authorization header.
import { TOKEN_STORAGE_KEY } from '../../api/client';

/** Keeps the access token in local storage. */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // private mode without storage: no session survives, the sign-in form says it failed
  }
}
