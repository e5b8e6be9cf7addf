import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { getToken } from '../../api/client';
import { USER_KEY } from '../../store/store';
import { mockApi } from '../../test/api';
import { failure, json, player, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

async function openTab(name: string, path = '/en/user-management') {
  storeToken('tok');
  const router = await renderApp(path, { user: userView() });
  await act(async () => fireEvent.click(await screen.findByRole('tab', { name })));
  return router;
}

/** The account area as it opens, on its deposit tab (an empty EUR wallet, no processor). */
async function openOnDeposit() {
  mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    'front/get_processors': () => json(200, { processors: [] }),
  });
  storeToken('tok');
  await renderApp('/en/user-management', { user: userView() });
}

describe('account area', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the spec default tab, and the arrow keys move between tabs', async () => {
    await openOnDeposit();
    const deposit = await screen.findByRole('tab', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Deposit' });
    expect(await within(panel).findByLabelText('Wallet to credit')).toBeTruthy();
    await act(async () => fireEvent.keyDown(deposit, { key: 'ArrowUp' }));
    const password = screen.getByRole('tab', { name: 'Change password' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(deposit.getAttribute('tabindex')).toBe('-1');
  });

  it("the deposit tab's lead says deposits count towards the limits, and its link opens them", async () => {
    await openOnDeposit();
    const panel = await screen.findByRole('tabpanel', { name: 'Deposit' });
    expect(panel.querySelector('.deposit-lead')?.textContent).toBe(
      'Choose a payment method, then the amount. Every deposit counts towards your deposit limits. Set your limits',
    );
    await act(async () => fireEvent.click(within(panel).getByRole('link', { name: 'Set your limits' })));
    expect(screen.getByRole('tab', { name: 'Responsible gaming' }).getAttribute('aria-selected')).toBe('true');
  });

  it('profile: loading, then the details read-only with the support note', async () => {
    // The profile is read once the tab's words are here: it waits until the loading state is seen.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({
      'front/get_player_profile': () => answered.then(() => json(200, player({ username: 'lucie_m', country: 'FR' }))),
    });
    await openTab('My profile');
    expect(await screen.findByText('Loading your profile…')).toBeTruthy();
    answer();
    const panel = await screen.findByRole('tabpanel', { name: 'My profile' });
    expect(await within(panel).findByText('lucie_m')).toBeTruthy();
    expect(within(panel).getByText('France')).toBeTruthy();
    expect(await within(panel).findByText('1990.04.12')).toBeTruthy();
    expect(within(panel).getByText(/can only be changed by our customer support/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/contact-us');
    expect(api.callsTo('front/get_player_profile')[0]).toMatchObject({ method: 'POST', body: {} });
    expect(api.callsTo('front/get_player_profile')[0].headers.Authorization).toBe('Bearer tok');
  });

  it('profile: a failed load says why and can be retried', async () => {
    let calls = 0;
    mockApi({
      'front/get_player_profile': () => (++calls === 1 ? failure(503, 'unavailable') : json(200, player())),
    });
    await openTab('My profile');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The service is unavailable for a moment. Please try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('ana@example.fr')).toBeTruthy();
  });

  it('profile: language and newsletter are saved, and the stored player follows', async () => {
    const api = mockApi({
      'front/get_player_profile': () => json(200, player()),
      'front/update_profile': () =>
        json(200, { code: 'profile_updated', message: 'x', profile: player({ language: 'de', newsletter: true }) }),
    });
    await openTab('My profile');
    fireEvent.change(await screen.findByLabelText('Language of our e-mails'), { target: { value: 'de' } });
    fireEvent.click(screen.getByLabelText('I want to receive news and offers by e-mail and SMS'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(api.callsTo('front/update_profile')[0].body).toEqual({ language: 'de', newsletter: true });
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).player.language).toBe('de');
  });

  it('password: a wrong old password is said under its field', async () => {
    mockApi({ 'front/update_player_password': () => failure(422, 'old_password_wrong', { old_password: 'old_password_wrong' }) });
    await openTab('Change password');
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Wrong#2026x' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret#2027x' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'Secret#2027x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    const old = screen.getByLabelText('Current password');
    expect(old.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(old.getAttribute('aria-describedby')!)?.textContent).toBe('Old password is wrong');
    expect(document.activeElement).toBe(old);
  });

  it('password: a change keeps the session going with the new token', async () => {
    const api = mockApi({
      'front/update_player_password': () => json(200, { code: 'password_changed', message: 'x', accessToken: 'tok.new' }),
    });
    await openTab('Change password');
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Secret#2026x' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret#2027x' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'Secret#2027x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(await screen.findByText('Changed password successfully.')).toBeTruthy();
    expect(getToken()).toBe('tok.new');
    expect(api.callsTo('front/update_player_password')[0].body).toEqual({
      old_password: 'Secret#2026x',
      password: 'Secret#2027x',
      confirm_password: 'Secret#2027x',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('password: the new password follows the rules live, in French', async () => {
    const api = mockApi({});
    await openTab('Changer le mot de passe', '/user-management');
    const field = await screen.findByLabelText('Nouveau mot de passe');
    fireEvent.change(field, { target: { value: 'court' } });
    fireEvent.blur(field);
    expect(await screen.findByText(/Votre mot de passe doit contenir au moins 8 caractères/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' })));
    expect(screen.getAllByText('Champ obligatoire').length).toBeGreaterThan(0);
    expect(api.callsTo('front/update_player_password')).toHaveLength(0);
  });

  it('a closed account: a refusal-styled notice says what still works, and its button opens the withdrawal', async () => {
    mockApi({ 'front/auth/player': () => json(200, userView({ status: 'closed' })) });
    storeToken('tok');
    await renderApp('/user-management', { user: userView({ status: 'closed' }) });
    // The area opens on what still works: the withdrawal.
    expect((await screen.findByRole('tab', { name: 'Retrait' })).getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Dépôt' })));
    const notice = (await screen.findByRole('heading', { name: 'Votre compte est fermé' })).closest('section');
    expect(notice?.className).toContain('alert-danger');
    expect(notice?.textContent).toContain(
      'Les dépôts, le jeu et les bonus ne sont plus disponibles. Votre solde reste à vous : vous pouvez le retirer, et lire votre messagerie et vos historiques.',
    );
    await act(async () => fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Retirer mon solde' })));
    expect(screen.getByRole('tab', { name: 'Retrait' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a suspended account: the notice has no withdrawal button, only the way to support', async () => {
    mockApi({ 'front/auth/player': () => json(200, userView({ status: 'suspended' })) });
    storeToken('tok');
    await renderApp('/en/user-management', { user: userView({ status: 'suspended' }) });
    const notice = (await screen.findByRole('heading', { name: 'Your account is suspended' })).closest('section') as HTMLElement;
    expect(screen.getByRole('tab', { name: 'Transaction history' }).getAttribute('aria-selected')).toBe('true');
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/contact-us');
  });

  it('an open account whose closure is announced is told the date, as a warning', async () => {
    const closing = userView({ closing_at: 1_800_086_400_000 });
    mockApi({ 'front/auth/player': () => json(200, closing) });
    storeToken('tok');
    await renderApp('/en/user-management', { user: closing });
    const heading = await screen.findByRole('heading', { name: 'Your account closes on 2027.01.16 08:00:00 (UTC)' });
    expect(heading.closest('section')?.className).toContain('alert-warning');
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an open account shows no restriction notice', async () => {
    await openOnDeposit();
    await screen.findByRole('tab', { name: 'Deposit' });
    expect(screen.queryByText('Your account is closed')).toBeNull();
  });
});
