import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { getToken } from '../../api/client';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

async function openSignIn(path: string, name: string) {
  await renderApp(path);
  await act(async () => fireEvent.click((await screen.findAllByRole('button', { name }))[0]));
  return screen.findByRole('dialog');
}

async function submit(dialog: HTMLElement, username: string, password: string, button: string) {
  const d = within(dialog);
  fireEvent.change(d.getAllByLabelText(/Username|Nom d'utilisateur/)[0], { target: { value: username } });
  fireEvent.change(d.getByLabelText(/^(Password|Mot de passe)$/), { target: { value: password } });
  await act(async () => fireEvent.click(d.getByRole('button', { name: button })));
}

describe('sign-in modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs in, closes and shows the player in the header', async () => {
    const api = mockApi({
      'front/auth/login/': () => json(200, { accessToken: 'tok' }),
      'front/auth/player': () => json(200, userView({ username: 'lucie_m' })),
    });
    const dialog = await openSignIn('/en', 'Sign in');
    await submit(dialog, 'lucie_m', 'Secret#2026x', 'Sign in');
    expect(await screen.findByRole('link', { name: 'My account (lucie_m)' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToken()).toBe('tok');
    expect(api.callsTo('front/auth/login/')[0].body).toEqual({ username: 'lucie_m', password: 'Secret#2026x' });
  });

  it.each([
    [401, 'wrong_credentials', 'Wrong username or password!'],
    [429, 'rate_limited', 'Too many attempts. Please wait a moment and try again.'],
    [403, 'account_suspended', 'Your account is suspended: deposits, withdrawals and play are paused. Please contact support.'],
    [403, 'account_closed', 'Your account is closed: you can withdraw your balance, but not deposit or play. Please contact support.'],
    [403, 'country_restricted', 'Our services are not available in your country.'],
    [403, 'site_disabled', "You can't access the site."],
  ])('%i %s is said in the page language, from the catalogue', async (status, code, text) => {
    mockApi({ 'front/auth/login/': () => failure(status, code) });
    const dialog = await openSignIn('/en', 'Sign in');
    await submit(dialog, 'lucie_m', 'whatever', 'Sign in');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(within(dialog).getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('says wrong credentials in French on the French site, whatever the server wrote', async () => {
    mockApi({ 'front/auth/login/': () => failure(401, 'wrong_credentials') });
    const dialog = await openSignIn('/', 'Se connecter');
    await submit(dialog, 'lucie_m', 'nope', 'Se connecter');
    expect((await within(dialog).findByRole('alert')).textContent).toBe("Nom d'utilisateur ou mot de passe incorrect !");
  });

  it('an empty form is not sent: each field says it is required and the first one gets the focus', async () => {
    const api = mockApi({});
    const dialog = await openSignIn('/en', 'Sign in');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' })));
    expect(await within(dialog).findAllByText('Field required')).toHaveLength(2);
    const username = within(dialog).getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Field required');
    expect(document.activeElement).toBe(username);
    expect(api.callsTo('front/auth/login/')).toHaveLength(0);
  });

  it('forgot password: sends the reset link and says so', async () => {
    const api = mockApi({ 'front/reset_player_password': () => json(200, { code: 'reset_email_sent', message: 'x' }) });
    const dialog = await openSignIn('/en', 'Sign in');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' })));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Username or e-mail'));
    fireEvent.change(within(dialog).getByLabelText('Username or e-mail'), { target: { value: 'lucie@example.fr' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' })));
    expect(await within(dialog).findByText("We've sent reset password email.")).toBeTruthy();
    expect(api.callsTo('front/reset_player_password')[0].body).toEqual({ username: 'lucie@example.fr' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' })));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('forgot password: an unknown name is said under the field', async () => {
    mockApi({ 'front/reset_player_password': () => failure(404, 'wrong_username_or_email') });
    const dialog = await openSignIn('/en', 'Sign in');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' })));
    const field = within(dialog).getByLabelText('Username or e-mail');
    fireEvent.change(field, { target: { value: 'nobody' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' })));
    expect(await within(dialog).findByText('Wrong username or email!')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
