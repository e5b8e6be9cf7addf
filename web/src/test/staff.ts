import type { Role, UserView } from '../api/generated/api';
import { mockApi } from './api';
import { json, player } from './fixtures';
import { renderApp } from './renderApp';
import { storeToken } from './session';

/** A staff member's session: a player's account with staff roles (`admin`, `support`, `kyc`). */
export function staffUser(username: string, ...roles: Role[]): UserView {
  return { player: player({ username }), scope: ['player', ...roles] };
}

/**
 * The app at `path` (the staff area unless told) signed in as `user`, the API answering `routes`
 * besides the session's own calls (the user, the mail box's count); the mocked API.
 */
export async function openStaffArea(user: UserView, routes: Parameters<typeof mockApi>[0] = {}, path = '/en/admin') {
  const api = mockApi({
    'front/auth/player': () => json(200, user),
    'front/get_messages': () => json(200, { messages: [], unread: 0 }),
    ...routes,
  });
  storeToken('tok');
  await renderApp(path, { user });
  return api;
}
