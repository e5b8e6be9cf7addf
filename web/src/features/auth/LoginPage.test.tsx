import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockApi } from '../../test/api';
import { json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from './session';

describe('login route', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the sign-in dialog for a visitor', async () => {
    mockApi({});
    await renderApp('/en/login');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in player home', async () => {
    mockApi({ 'front/auth/player': () => json(200, userView()) });
    storeToken('tok');
    const router = await renderApp('/en/login', { user: userView() });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
