import { TOKEN_STORAGE_KEY } from '../api/client';

/** A signed-in browser, as a login leaves it: the session's access token in local storage. */
export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}
