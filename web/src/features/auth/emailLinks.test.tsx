// The pages the links of e-mails open: account activation (/welcome?token=) and password reset
// (/reset-password?token=).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../test/api';
import { failure, json } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

describe('activation link', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('activates once, says so, forgets the token and offers to sign in', async () => {
    const api = mockApi({ 'front/activate_player': () => json(200, { code: 'account_activated', message: 'x' }) });
    const router = await renderApp('/en/welcome?token=abc123');
    expect(await screen.findByText('Your account is activated. Welcome!')).toBeTruthy();
    expect(api.callsTo('front/activate_player').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    expect(router.state.location.pathname).toBe('/en/welcome');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('a used or expired link (410) is said as an alert, in French at /', async () => {
    mockApi({ 'front/activate_player': () => failure(410, 'activation_link_invalid') });
    await renderApp('/welcome?token=old');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Ce lien d'activation n'est pas valide, a expiré ou a déjà été utilisé.");
  });

  it('without a token the welcome page stays as it was', async () => {
    const api = mockApi({});
    await renderApp('/en/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Émeraude Casino' })).toBeTruthy();
    expect(api.callsTo('front/activate_player')).toHaveLength(0);
  });
});

describe('password reset link', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function open(path: string) {
    const router = await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    return router;
  }

  async function choose(password: string, confirmation: string) {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: confirmation } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' })));
  }

  it('sets the new password with the token of the link, then offers to sign in', async () => {
    const api = mockApi({ 'front/set_player_password': () => json(200, { code: 'password_changed', message: 'x' }) });
    const router = await open('/en/reset-password?token=t0k');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    await choose('Secret#2026y', 'Secret#2026y');
    expect(await screen.findByText('Changed password successfully.')).toBeTruthy();
    expect(api.callsTo('front/set_player_password')[0].body).toEqual({
      token: 't0k',
      password: 'Secret#2026y',
      confirm_password: 'Secret#2026y',
    });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('checks the rules live and sends nothing while they fail', async () => {
    const api = mockApi({});
    await open('/en/reset-password?token=t0k');
    await choose('Secret#2026y', 'Secret#2026z');
    expect(await screen.findByText('Password does not match')).toBeTruthy();
    expect(api.callsTo('front/set_player_password')).toHaveLength(0);
  });

  it('a dead link (410) is said, with a way to ask for a new one', async () => {
    mockApi({ 'front/set_player_password': () => failure(410, 'reset_link_invalid') });
    await open('/en/reset-password?token=t0k');
    await choose('Secret#2026y', 'Secret#2026y');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is not valid, has expired or has already been used.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a new link' })));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });

  it('server field failures (422) go under their fields', async () => {
    mockApi({ 'front/set_player_password': () => failure(422, 'password_mismatch', { confirm_password: 'password_mismatch' }) });
    await open('/en/reset-password?token=t0k');
    await choose('Secret#2026y', 'Secret#2026y');
    const field = screen.getByLabelText('Confirm the new password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password does not match')).toBeTruthy();
  });

  it('without a token the page says the link is not valid', async () => {
    mockApi({});
    await open('/en/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is not valid, has expired or has already been used.',
    );
  });
});
