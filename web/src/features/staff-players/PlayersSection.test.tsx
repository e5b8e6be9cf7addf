import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerFile, PlayerMatches, Role, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC
const HOUR = 3_600_000;

const staff = (...roles: Role[]): UserView => ({ player: player({ username: 'sam' }), scope: ['player', ...roles] });

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
      refundable: false,
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
  linked: [{ username: 'ana_bis', links: ['mailbox', 'payout_destination'] }],
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

const playersSection = () => screen.findByRole('region', { name: 'Players' });

async function search(region: HTMLElement, query: string) {
  fireEvent.change(within(region).getByLabelText('Find a player'), { target: { value: query } });
  await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Search' })));
}

async function openFile(region: HTMLElement, username = 'ana') {
  await search(region, 'an');
  const button = await within(region).findByRole('button', { name: `Open the file of ${username}` });
  await act(async () => fireEvent.click(button));
  return within(region).findByRole('region', { name: `File of ${username}` });
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
    const table = await within(region).findByRole('table', { name: 'Players found' });
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
    expect(await within(region).findByText('No player matches.')).toBeTruthy();
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

    expect(rows(within(file).getByRole('table', { name: 'Balances' }))).toEqual([['EUR', '€1,234.50', '€1,200.00', '€34.50']]);
    expect(rows(within(file).getByRole('table', { name: 'Latest transactions' }))).toEqual([['2025.11.23 12:13:20', 'Withdrawal', '€50.00', 'Wire transfer', 'PendingScheduled']]);
    expect(rows(within(file).getByRole('table', { name: 'Latest bets' }))).toEqual([['2025.11.23 11:13:20', 'European Roulette', '€5.00', '€0.00']]);
    expect(rows(within(file).getByRole('table', { name: 'Tickets' }))).toEqual([['T7K2QX', 'My withdrawal', 'Answered']]);
    expect(rows(within(file).getByRole('table', { name: 'Mail box' }))).toEqual([['About your withdrawal', '2025.11.23 13:13:20', 'Unread']]);
    expect(rows(within(file).getByRole('table', { name: 'Accounts that may be the same person' }))).toEqual([
      ['ana_bis', 'Same mailbox, Same payout destination'],
    ]);

    await act(async () => fireEvent.click(within(file).getByRole('button', { name: 'Close the file' })));
    expect(screen.queryByRole('region', { name: 'File of ana' })).toBeNull();
  });

  it('says each part of a file that has nothing', async () => {
    await openStaffArea(staff('support'), {
      'support/get_player_file': () => json(200, { ...FILE, balance: { wallets: [] }, transactions: [], bets: [], tickets: [], messages: [], linked: [] }),
    });
    const file = await openFile(await playersSection());
    expect(await within(file).findByText('No wallet.')).toBeTruthy();
    for (const line of ['No transaction.', 'No bet.', 'No ticket.', 'No message.', "No other account shares this player's mailbox, verified identity or payout destination."]) expect(within(file).getByText(line), line).toBeTruthy();
    expect(within(file).queryByRole('table')).toBeNull();
  });

  it('says when the player no longer exists', async () => {
    await openStaffArea(staff('support'), {
      'support/get_player_file': () => failure(404, 'player_not_found', { username: 'player_not_found' }),
    });
    const file = await openFile(await playersSection());
    expect(await within(file).findByText('No player has this username.')).toBeTruthy();
    expect(within(file).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("a player's account: suspend, close or reopen", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The file, whose status is `status()` at each reading. */
  const fileWith = (status: () => string) => () => json(200, { ...FILE, player: { ...FILE.player, status: status() } });

  const accountPart = (file: HTMLElement) => within(file).findByRole('region', { name: 'Account' });
  const choices = (account: HTMLElement) =>
    within(within(account).getByRole('radiogroup', { name: 'Action on the account' }))
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent);

  /** Chooses `action`, writes `reason`, submits, and answers the dialog's question. */
  async function change(account: HTMLElement, action: string, reason: string, dialogTitle: string, confirm: string) {
    fireEvent.click(within(account).getByRole('radio', { name: action }));
    fireEvent.change(within(account).getByLabelText('Reason'), { target: { value: reason } });
    await act(async () => fireEvent.click(within(account).getByRole('button', { name: 'Change the status' })));
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: confirm })));
    return dialog;
  }

  it('suspends an account with a reason: the change is confirmed, said, and the file read again offers Reopen', async () => {
    let status = 'kyc_verified';
    const api = await openStaffArea(staff('support'), {
      'support/get_player_file': fileWith(() => status),
      'support/set_player_state': () => {
        status = 'suspended';
        return json(200, { code: 'player_suspended', message: 'server text of player_suspended' });
      },
    });
    const file = await openFile(await playersSection());
    const account = await accountPart(file);
    expect(within(account).getByText('Account status').nextSibling?.textContent).toBe('Verified');
    expect(choices(account)).toEqual(['Suspend', 'Close']);
    expect(within(account).getByText('5 to 500 characters. Kept in the staff log with the change.')).toBeTruthy();

    fireEvent.click(within(account).getByRole('radio', { name: 'Suspend' }));
    fireEvent.change(within(account).getByLabelText('Reason'), { target: { value: '  Chargebacks on three deposits  ' } });
    await act(async () => fireEvent.click(within(account).getByRole('button', { name: 'Change the status' })));
    const dialog = await screen.findByRole('dialog', { name: "Suspend ana's account?" });
    expect(within(dialog).getByText('The player is signed out at once. Until the account is reopened, they can sign in only to read their mail box and histories: no deposit, withdrawal or play.')).toBeTruthy();
    expect(within(dialog).getByText('Chargebacks on three deposits')).toBeTruthy();
    expect(api.callsTo('support/set_player_state')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' })));

    expect(api.callsTo('support/set_player_state').map((c) => c.body)).toEqual([
      { username: 'ana', action: 'suspend', reason: 'Chargebacks on three deposits' },
    ]);
    expect(
      await within(account).findByText('The account is suspended: the player is signed out and, on signing in again, can only read the mail box and histories.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('support/get_player_file')).toHaveLength(2);
    expect(within(account).getByText('Account status').nextSibling?.textContent).toBe('Suspended');
    expect(choices(account)).toEqual(['Close', 'Reopen']);
    expect((within(account).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
    await vi.waitFor(() => expect(account.querySelector('.outcome')).toBe(document.activeElement));
  });

  it("says the server's refusal of the reason under it", async () => {
    const api = await openStaffArea(staff('admin'), {
      'support/set_player_state': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'server text',
            params: {},
            fields: { reason: { code: 'text_length', message: 'server text', params: { min: '5', max: '500' } } },
          },
        }),
    });
    const account = await accountPart(await openFile(await playersSection()));
    await change(account, 'Close', 'abc', "Close ana's account?", 'Close the account');
    const field = within(account).getByLabelText('Reason');
    await vi.waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('Please write 5 to 500 characters.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('support/set_player_state').map((c) => c.body)).toEqual([{ username: 'ana', action: 'close', reason: 'abc' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('says when the account is already in the chosen state, and reads the file again', async () => {
    const api = await openStaffArea(staff('support'), {
      'support/set_player_state': () => failure(409, 'account_state_unchanged'),
    });
    const account = await accountPart(await openFile(await playersSection()));
    await change(account, 'Suspend', 'Abusive messages to support', "Suspend ana's account?", 'Suspend the account');
    expect(await within(account).findByText('The account is already in this state.')).toBeTruthy();
    expect(within(account).getByRole('alert').textContent).toBe('The account is already in this state.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('support/get_player_file')).toHaveLength(2));
  });

  it('asks for an action and a reason before any call', async () => {
    const api = await openStaffArea(staff('support'));
    const account = await accountPart(await openFile(await playersSection()));
    await act(async () => fireEvent.click(within(account).getByRole('button', { name: 'Change the status' })));
    const group = within(account).getByRole('radiogroup', { name: 'Action on the account' });
    await vi.waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(within(account).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(group);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('support/set_player_state')).toEqual([]);
  });

  it('offers only Reopen on a closed account', async () => {
    await openStaffArea(staff('support'), { 'support/get_player_file': fileWith(() => 'closed') });
    const account = await accountPart(await openFile(await playersSection()));
    expect(choices(account)).toEqual(['Reopen']);
  });
});

describe("correcting a player's details on request", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const profilePart = (file: HTMLElement) => within(file).findByRole('region', { name: 'Profile' });

  /** Opens the correction form from the profile part: it takes the focus on its heading. */
  async function openCorrection(profile: HTMLElement) {
    const opener = within(profile).getByRole('button', { name: 'Correct the details' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(opener));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const form = within(profile).getByRole('region', { name: "Correct ana's details" });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: "Correct ana's details" })));
    return { opener, form };
  }

  const valueOf = (form: HTMLElement, label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
  const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const submit = (form: HTMLElement) => act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the details' })));

  it('opens prefilled from the file, sends the corrected details with the reason, says so and reads the file again', async () => {
    let city = 'Lyon';
    const api = await openStaffArea(staff('support'), {
      'support/get_player_file': () => json(200, { ...FILE, player: { ...FILE.player, city } }),
      'support/update_player_profile': (body) => {
        city = (body as { city: string }).city;
        return json(200, { code: 'player_profile_updated', message: 'server text of player_profile_updated' });
      },
    });
    const profile = await profilePart(await openFile(await playersSection()));
    expect(within(profile).queryByRole('form')).toBeNull();
    expect(within(profile).queryByLabelText('Reason for the correction')).toBeNull();
    const { form } = await openCorrection(profile);

    // The username is shown, not a field; every detail is prefilled.
    expect(within(form).getByText('Username').nextSibling?.textContent).toBe('ana');
    expect(within(form).queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(valueOf(form, 'E-mail')).toBe('ana@example.fr');
    expect(valueOf(form, 'Mobile phone')).toBe('+33 6 12 34 56 78');
    expect(valueOf(form, 'First name')).toBe('Ana');
    expect(valueOf(form, 'Last name')).toBe('Martin');
    expect(valueOf(form, 'Gender')).toBe('female');
    expect(valueOf(form, 'Date of birth')).toBe('1990-04-12');
    expect(valueOf(form, 'Address')).toBe('12 rue des Lilas');
    expect(valueOf(form, 'Postal code')).toBe('69003');
    expect(valueOf(form, 'City')).toBe('Lyon');
    expect(valueOf(form, 'Country')).toBe('FR');
    expect(within(within(form).getByLabelText('Gender')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Male', 'Female']);
    expect(within(form).getByRole('option', { name: 'France' })).toBeTruthy();

    type(form, 'City', ' Paris ');
    type(form, 'E-mail', 'ana.martin@example.fr');
    type(form, 'Reason for the correction', '  Moved to Paris, asked by phone  ');
    await submit(form);

    expect(api.callsTo('support/update_player_profile').map((c) => c.body)).toEqual([
      {
        username: 'ana',
        email: 'ana.martin@example.fr',
        mobile: '+33 6 12 34 56 78',
        gender: 'female',
        birth_date: '1990-04-12',
        first_name: 'Ana',
        last_name: 'Martin',
        address: '12 rue des Lilas',
        postal_code: '69003',
        city: 'Paris',
        country: 'FR',
        reason: 'Moved to Paris, asked by phone',
      },
    ]);
    expect(await within(profile).findByText("The player's details are saved.")).toBeTruthy();
    expect(api.callsTo('support/get_player_file')).toHaveLength(2);
    expect(within(profile).getByText('City').nextSibling?.textContent).toBe('Paris');
    expect(within(profile).queryByRole('region', { name: "Correct ana's details" })).toBeNull();
    expect(within(profile).getByRole('button', { name: 'Correct the details' }).getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(profile.querySelector('.outcome')).toBe(document.activeElement));
  });

  it('closes on Cancel without a call, giving the focus back to its button', async () => {
    const api = await openStaffArea(staff('admin'));
    const profile = await profilePart(await openFile(await playersSection()));
    const { opener, form } = await openCorrection(profile);
    type(form, 'City', 'Paris');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Cancel' })));
    expect(within(profile).queryByRole('region', { name: "Correct ana's details" })).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    // Opened again, it starts from the file.
    const again = await openCorrection(profile);
    expect(valueOf(again.form, 'City')).toBe('Lyon');
    expect(api.callsTo('support/update_player_profile')).toEqual([]);
  });

  it("says another player's e-mail address under E-mail", async () => {
    const api = await openStaffArea(staff('support'), {
      'support/update_player_profile': () => failure(409, 'email_exists', { email: 'email_exists' }),
    });
    const profile = await profilePart(await openFile(await playersSection()));
    const { form } = await openCorrection(profile);
    type(form, 'E-mail', 'tolo@example.de');
    type(form, 'Reason for the correction', 'New address, asked by e-mail');
    await submit(form);
    const field = within(form).getByLabelText('E-mail');
    await vi.waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('The email already exists.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.callsTo('support/update_player_profile')).toHaveLength(1);
    expect(within(profile).getByRole('region', { name: "Correct ana's details" })).toBeTruthy();
    expect(api.callsTo('support/get_player_file')).toHaveLength(1);
  });

  it("says the server's refusal of the reason under it", async () => {
    await openStaffArea(staff('support'), {
      'support/update_player_profile': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'server text',
            params: {},
            fields: { reason: { code: 'text_length', message: 'server text', params: { min: '5', max: '500' } } },
          },
        }),
    });
    const profile = await profilePart(await openFile(await playersSection()));
    const { form } = await openCorrection(profile);
    type(form, 'Reason for the correction', 'abc');
    await submit(form);
    const field = within(form).getByLabelText('Reason for the correction');
    await vi.waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('Please write 5 to 500 characters.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('asks for a reason before any call, and says a refusal about no field in the form', async () => {
    const api = await openStaffArea(staff('support'), {
      'support/update_player_profile': () => failure(403, 'forbidden'),
    });
    const profile = await profilePart(await openFile(await playersSection()));
    const { form } = await openCorrection(profile);
    await submit(form);
    const reason = within(form).getByLabelText('Reason for the correction');
    await vi.waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(reason);
    expect(api.callsTo('support/update_player_profile')).toEqual([]);

    type(form, 'Reason for the correction', 'Asked by phone');
    await submit(form);
    expect(await within(form).findByText('You are not allowed to do this.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('You are not allowed to do this.');
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
    await screen.findByRole('region', { name: 'Support tickets' });
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
    expect(await screen.findByRole('region', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Players' })).toBeNull();
    expect(screen.queryByLabelText('Find a player')).toBeNull();
  });
});
