import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getToken, setUnauthorizedHandler, TOKEN_STORAGE_KEY } from '../../api/client';
import { LOGGED_IN_KEY, StoreProvider, USER_KEY, useStore, type Store } from '../../store/store';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { fetchUser } from './api/fetchUser';
import { login } from './api/login';
import { storeToken } from './session';

function tokenCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('front.accessToken='))
    ?.slice('front.accessToken='.length);
}

function clearCookies() {
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('login stores the token in local storage only (never a cookie), then fetches the user with it', async () => {
    const api = mockApi({
      'front/auth/login/': () => json(200, { accessToken: 'tok.1' }),
      'front/auth/player': () => json(200, userView()),
    });
    const user = await login('  ana ', 'Secret#2026x');
    expect(user.player.username).toBe('ana');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok.1');
    expect(tokenCookie()).toBeUndefined();
    const [sent, me] = api.calls;
    expect(sent).toMatchObject({ path: 'front/auth/login/', method: 'POST', body: { username: 'ana', password: 'Secret#2026x' } });
    expect(sent.headers.Authorization).toBeUndefined();
    expect(me).toMatchObject({ path: 'front/auth/player', method: 'GET' });
    expect(me.headers.Authorization).toBe('Bearer tok.1');
  });

  it('a refused login keeps nothing and is not taken for an expired session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('theme', 'light');
    mockApi({ 'front/auth/login/': () => failure(401, 'wrong_credentials') });
    await expect(login('ana', 'nope')).rejects.toMatchObject({ status: 401, code: 'wrong_credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(tokenCookie()).toBeUndefined();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('forgets the new token when the user cannot be fetched', async () => {
    mockApi({
      'front/auth/login/': () => json(200, { accessToken: 'tok.2' }),
      'front/auth/player': () => failure(503, 'unavailable'),
    });
    await expect(login('ana', 'Secret#2026x')).rejects.toMatchObject({ code: 'unavailable' });
    expect(getToken()).toBeNull();
    expect(tokenCookie()).toBeUndefined();
  });

  it('a 401 on the current player clears the token and signs out', async () => {
    storeToken('expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'front/auth/player': () => failure(401, 'unauthorized') });
    await expect(fetchUser()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(tokenCookie()).toBeUndefined();
  });

  it('the store keeps user and logged-in flag, and signing out clears them with the token', () => {
    let store: Store | null = null;
    function Probe() {
      store = useStore();
      return <p>{store.loggedIn ? 'in' : 'out'}</p>;
    }
    render(
      <StoreProvider>
        <Probe />
      </StoreProvider>,
    );
    storeToken('tok.3');
    act(() => store!.setUser(userView()));
    expect(screen.getByText('in')).toBeTruthy();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).player.username).toBe('ana');
    act(() => store!.signOut());
    expect(screen.getByText('out')).toBeTruthy();
    for (const key of [TOKEN_STORAGE_KEY, USER_KEY, LOGGED_IN_KEY]) expect(localStorage.getItem(key), key).toBeNull();
    expect(tokenCookie()).toBeUndefined();
  });

  it('at start-up a stored session is refreshed from front/auth/player', async () => {
    storeToken('tok.4');
    localStorage.setItem(USER_KEY, JSON.stringify(userView({ username: 'old_name' })));
    localStorage.setItem(LOGGED_IN_KEY, 'true');
    mockApi({ 'front/auth/player': () => json(200, userView({ username: 'new_name' })) });
    await renderApp('/en');
    expect(await screen.findByRole('link', { name: 'My account (new_name)' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).player.username).toBe('new_name');
  });

  it('at start-up an expired session signs out and goes to the locale root', async () => {
    storeToken('expired');
    localStorage.setItem(USER_KEY, JSON.stringify(userView()));
    localStorage.setItem(LOGGED_IN_KEY, 'true');
    mockApi({ 'front/auth/player': () => failure(401, 'unauthorized') });
    const router = await renderApp('/en/user-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(tokenCookie()).toBeUndefined();
    expect(await screen.findAllByRole('button', { name: 'Sign in' })).not.toHaveLength(0);
  });

  it('the header signs out: the server revokes the token, token and user gone, back to the locale root', async () => {
    storeToken('tok.5');
    const api = mockApi({
      'front/auth/player': () => json(200, userView()),
      'front/auth/logout': () => json(200, { code: 'signed_out', message: 'You are signed out.' }),
    });
    const router = await renderApp('/en/faq', { user: userView() });
    const button = (await screen.findAllByRole('button', { name: 'Sign out' }))[0];
    await act(async () => button.click());
    expect(router.state.location.pathname).toBe('/en');
    await waitFor(() => expect(api.callsTo('front/auth/logout')).toHaveLength(1));
    expect(api.callsTo('front/auth/logout')[0].headers.Authorization).toBe('Bearer tok.5');
    expect(getToken()).toBeNull();
    expect(tokenCookie()).toBeUndefined();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
  });
});
