import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerFile, PlayerMatches, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../auth/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC
const HOUR = 3_600_000;

const staff = (...roles: string[]): UserView => ({ player: player({ username: 'sam' }), scope: ['player', ...roles] });

const MATCHES: PlayerMatches = {
  players: [
    { username: 'ana', email: 'ana@example.fr', first_name: 'Ana', last_name: 'Martin', country: 'FR', status: 'kyc_verified' },
    { username: 'anatole', email: 'tolo@example.de', first_name: 'Anatole', last_name: 'Weber', country: 'DE', status: 'suspended' },
  ],
};

const FILE: PlayerFile = {
  player: player({ status: 'kyc_verified', newsletter: true }),
  verification: 'verified',
  balance: { wallets: [{ currency: 'EUR', total: '1234.50', real: '1200.00', bonus: '34.50' }] },
  transactions: [
    {
      id: 'w-1',
      type: 'withdrawal',
      created_at: T0,
      amount: '50.00',
      fee: '0.00',
      currency: 'EUR',
      provider: 'bank',
      status: 'pending',
      state: 'scheduled',
      cancellable: false,
    },
  ],
  bets: [{ round_id: 'r-1', game_id: 'roulette', game_name: 'European Roulette', created_at: T0 - HOUR, currency: 'EUR', bet: '5.00', win: '0.00', total: '-5.00', finished: true }],
  tickets: [
    {
      id: 't-1',
      number: 'T7K2QX',
      username: 'ana',
      name: 'Ana Martin',
      email: 'ana@example.fr',
      subject: 'My withdrawal',
      lang: 'fr',
      status: 'answered',
      mailed: true,
      created_at: T0,
      updated_at: T0,
    },
  ],
  messages: [{ id: 'm-1', kind: 'support_reply', subject: 'About your withdrawal', body: 'It is on its way.', ticket: 'T7K2QX', read: false, created_at: T0 + HOUR }],
};

async function openStaffArea(user: UserView, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, user),
    'front/get_messages': () => json(200, { messages: [], unread: 0 }),
    'support/get_tickets': () => json(200, { tickets: [] }),
    'support/find_players': () => json(200, MATCHES),
    'support/get_player_file': () => json(200, FILE),
    'admin/get_withdrawal_requests': () => json(200, { items: [] }),
    'admin/get_wire_deposits': () => json(200, { items: [] }),
    'admin/get_staff_actions': () => json(200, { actions: [] }),
    ...routes,
  });
  storeToken('tok');
  await renderApp('/en/admin', { user });
  return api;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

const playersSection = () => screen.findByRole('region', { name: 'Players' }, { timeout: 4000 });

async function search(region: HTMLElement, query: string) {
  fireEvent.change(within(region).getByLabelText('Find a player'), { target: { value: query } });
  await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Search' })));
}

async function openFile(region: HTMLElement, username = 'ana') {
  await search(region, 'an');
  const button = await within(region).findByRole('button', { name: `Open the file of ${username}` }, { timeout: 4000 });
  await act(async () => fireEvent.click(button));
  return within(region).findByRole('region', { name: `File of ${username}` }, { timeout: 4000 });
}

describe("support console: the players' search and files", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches with the query as typed (trimmed) and lists the players found', async () => {
    const api = await openStaffArea(staff('support'));
    const region = await playersSection();
    expect(within(region).getByText('Username, e-mail address or name: at least 2 characters.')).toBeTruthy();
    await search(region, '  an ');
    const table = await within(region).findByRole('table', { name: 'Players found' }, { timeout: 4000 });
    expect(api.callsTo('support/find_players').map((c) => c.body)).toEqual([{ query: 'an' }]);
    expect(rows(table)).toEqual([
      ['ana', 'Ana Martin', 'ana@example.fr', 'France', 'Verified', 'Open'],
      ['anatole', 'Anatole Weber', 'tolo@example.de', 'Germany', 'Suspended', 'Open'],
    ]);
    expect(within(region).getByRole('button', { name: 'Open the file of anatole' })).toBeTruthy();
  });

  it('says when no player matches', async () => {
    await openStaffArea(staff('support'), { 'support/find_players': () => json(200, { players: [] }) });
    const region = await playersSection();
    await search(region, 'zz');
    expect(await within(region).findByText('No player matches.', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it("says the server's refusal of a short query under the search field", async () => {
    const api = await openStaffArea(staff('support'), {
      'support/find_players': () => failure(422, 'validation_failed', { query: 'field_required' }),
    });
    const region = await playersSection();
    const field = within(region).getByLabelText('Find a player');
    await search(region, 'a');
    await vi.waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('Field required'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('support/find_players')[0].body).toEqual({ query: 'a' });
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it("opens a player's file: profile, balances, transactions, bets, tickets and mail box", async () => {
    const api = await openStaffArea(staff('support'));
    const file = await openFile(await playersSection());
    expect(api.callsTo('support/get_player_file').map((c) => c.body)).toEqual([{ username: 'ana' }]);
    await vi.waitFor(() => expect(document.activeElement).toBe(within(file).getByRole('heading', { name: 'File of ana' })));

    const profile = within(file).getByRole('region', { name: 'Profile' });
    const value = (label: string) => within(profile).getByText(label).nextSibling?.textContent;
    expect(value('Username')).toBe('ana');
    expect(value('Account status')).toBe('Verified');
    expect(value('Identity verification')).toBe('Identity verified');
    expect(value('Date of birth')).toBe('1990.04.12');
    expect(value('Country')).toBe('France');
    expect(value('Language of e-mails')).toBe('Français');
    expect(value('News and offers by e-mail')).toBe('Subscribed');

    expect(rows(within(file).getByRole('table', { name: 'Balances' }))).toEqual([['EUR', '1,234.50€', '1,200.00€', '34.50€']]);
    expect(rows(within(file).getByRole('table', { name: 'Latest transactions' }))).toEqual([['2025.11.23 12:13:20', 'Withdrawal', '50.00€', 'Wire transfer', 'PendingScheduled']]);
    expect(rows(within(file).getByRole('table', { name: 'Latest bets' }))).toEqual([['2025.11.23 11:13:20', 'European Roulette', '5.00€', '0.00€']]);
    expect(rows(within(file).getByRole('table', { name: 'Tickets' }))).toEqual([['T7K2QX', 'My withdrawal', 'Answered']]);
    expect(rows(within(file).getByRole('table', { name: 'Mail box' }))).toEqual([['About your withdrawal', '2025.11.23 13:13:20', 'Unread']]);

    await act(async () => fireEvent.click(within(file).getByRole('button', { name: 'Close the file' })));
    expect(screen.queryByRole('region', { name: 'File of ana' })).toBeNull();
  });

  it('says each part of a file that has nothing', async () => {
    await openStaffArea(staff('support'), {
      'support/get_player_file': () => json(200, { ...FILE, balance: { wallets: [] }, transactions: [], bets: [], tickets: [], messages: [] }),
    });
    const file = await openFile(await playersSection());
    expect(await within(file).findByText('No wallet.')).toBeTruthy();
    for (const line of ['No transaction.', 'No bet.', 'No ticket.', 'No message.']) expect(within(file).getByText(line), line).toBeTruthy();
    expect(within(file).queryByRole('table')).toBeNull();
  });

  it('says when the player no longer exists', async () => {
    await openStaffArea(staff('support'), {
      'support/get_player_file': () => failure(404, 'player_not_found', { username: 'player_not_found' }),
    });
    const file = await openFile(await playersSection());
    expect(await within(file).findByText('No player has this username.', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(file).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the players section by role', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('comes first for support, before the support tickets, and reads nothing until a search', async () => {
    const api = await openStaffArea(staff('support'));
    await playersSection();
    await screen.findByRole('region', { name: 'Support tickets' }, { timeout: 4000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Players', 'Support tickets', "A player's bonuses"]);
    expect(api.callsTo('support/find_players')).toEqual([]);
    expect(api.callsTo('support/get_player_file')).toEqual([]);
  });

  it('is there for administrators', async () => {
    await openStaffArea(staff('admin'));
    expect(await playersSection()).toBeTruthy();
  });

  it('is not there for KYC', async () => {
    await openStaffArea(staff('kyc'));
    expect(await screen.findByRole('region', { name: 'Identity verification' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Players' })).toBeNull();
    expect(screen.queryByLabelText('Find a player')).toBeNull();
  });
});
