import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BalanceView, WalletBalance } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { FakeWebSocket } from '../../test/socket';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const EUR: WalletBalance = { currency: 'EUR', total: '1234.50', real: '1200.00', bonus: '34.50' };
const balance = (...wallets: BalanceView['wallets']): BalanceView => ({ wallets });

async function signedIn(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, balance(EUR)),
    ...routes,
  });
  storeToken('tok');
  await renderApp(path, { user: userView() });
  return api;
}

describe('header balance', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the main wallet and follows the balances the server pushes', async () => {
    const api = await signedIn('/en');
    const toggle = await screen.findByRole('button', { name: 'Balance: €1,234.50' });
    expect(toggle.textContent).toBe('€1,234.50');
    expect(api.callsTo('front/get_player_balance')[0]).toMatchObject({ method: 'POST', body: {} });

    const socket = FakeWebSocket.latest!;
    expect(socket.url).toBe(`ws://${window.location.host}/api/ws`);
    await act(async () => {
      socket.open();
      expect(socket.sent).toEqual([JSON.stringify({ token: 'tok' })]);
      socket.receive({ type: 'balance', balance: balance({ currency: 'EUR', total: '1259.50', real: '1225.00', bonus: '34.50' }) });
    });
    expect(screen.getByRole('button', { name: 'Balance: €1,259.50' })).toBeTruthy();
    expect(screen.getByText('Your balance is now €1,259.50.')).toBeTruthy();
    expect(api.callsTo('front/get_player_balance')).toHaveLength(1); // no reload
  });

  it('lists each wallet with its total, real money and bonus', async () => {
    await signedIn('/en', {
      'front/get_player_balance': () => json(200, balance(EUR, { currency: 'USD', total: '20.00', real: '0.00', bonus: '20.00' })),
    });
    const toggle = await screen.findByRole('button', { name: 'Balance: €1,234.50' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const [eur, usd] = within(panel).getAllByRole('listitem');
    expect(within(eur).getByRole('heading').textContent).toBe('EURMain');
    expect(within(eur).getByText('Total balance').nextElementSibling?.textContent).toBe('€1,234.50');
    expect(within(eur).getByText('Real money').nextElementSibling?.textContent).toBe('€1,200.00');
    expect(within(eur).getByText('Bonus funds').nextElementSibling?.textContent).toBe('€34.50');
    expect(within(usd).getByText('Total balance').nextElementSibling?.textContent).toBe('$20.00');
    expect(within(usd).getByText('Bonus funds').nextElementSibling?.textContent).toBe('$20.00');
    expect(within(panel).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/user-management');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('adds a currency the player does not hold yet', async () => {
    const api = await signedIn('/en', {
      'front/add_currency': () => json(200, balance(EUR, { currency: 'INR', total: '0.00', real: '0.00', bonus: '0.00' })),
    });
    await screen.findByRole('button', { name: 'Balance: €1,234.50' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a currency' })));
    const dialog = screen.getByRole('dialog', { name: 'Add a currency' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((c) => c.closest('.form-check')?.textContent)).toEqual(['USD ($)', 'INR (₹)']);
    await act(async () => fireEvent.click(within(dialog).getByLabelText('INR (₹)')));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add the wallet' })));
    expect(api.callsTo('front/add_currency')[0].body).toEqual({ currency: 'INR' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your INR wallet is open.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Balance: €1,234.50' })));
    expect(screen.getByText('INR')).toBeTruthy();
    expect(screen.getAllByText('₹0.00')).toHaveLength(3);
  });

  it('in French, and closes the socket at sign-out', async () => {
    await signedIn('/');
    expect(await screen.findByRole('button', { name: 'Solde : 1\u202f234,50\u00a0€' })).toBeTruthy();
    const socket = FakeWebSocket.latest!;
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Se déconnecter' })[0]));
    expect(socket.closedByClient).toBe(true);
    expect(screen.queryByRole('button', { name: /Solde/ })).toBeNull();
  });
});
