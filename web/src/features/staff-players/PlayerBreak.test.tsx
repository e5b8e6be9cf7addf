import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerFile, Role, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const staff = (...roles: Role[]): UserView => ({ player: player({ username: 'sam' }), scope: ['player', ...roles] });

const FILE: PlayerFile = {
  player: player({ status: 'kyc_verified' }),
  verification: 'verified',
  balance: { wallets: [] },
  transactions: [],
  bets: [],
  tickets: [],
  messages: [],
  linked: [],
};

const STARTED = {
  code: 'player_break_started',
  message: 'The break is set: the player cannot deposit or play real money until 2027.01.18 08:00:00 (UTC).',
};

async function openStaffArea(user: UserView, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, user),
    'front/get_messages': () => json(200, { messages: [], unread: 0 }),
    'support/get_tickets': () => json(200, { tickets: [] }),
    'support/find_players': () => json(200, { players: [{ username: 'ana', email: 'ana@example.fr', first_name: 'Ana', last_name: 'Martin', country: 'FR', status: 'kyc_verified' }] }),
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

/** The break part of ana's file, its form opened (the focus on its first control). */
async function openBreakForm() {
  const region = await screen.findByRole('region', { name: 'Players' });
  fireEvent.change(within(region).getByLabelText('Find a player'), { target: { value: 'an' } });
  await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Search' })));
  await act(async () => fireEvent.click(await within(region).findByRole('button', { name: 'Open the file of ana' })));
  const part = await within(region).findByRole('region', { name: "Break on the player's request" });
  const opener = within(part).getByRole('button', { name: 'Set a break' });
  await act(async () => fireEvent.click(opener));
  expect(opener.getAttribute('aria-expanded')).toBe('true');
  await vi.waitFor(() => expect(document.activeElement).toBe(within(part).getByRole('radio', { name: 'Time-out' })));
  return { part, opener };
}

/** Chooses a time-out of `hours` with `reason`, and submits: the dialog asks. */
async function askTimeOut(part: HTMLElement, hours: string, reason: string) {
  fireEvent.click(within(part).getByRole('radio', { name: 'Time-out' }));
  fireEvent.change(within(part).getByLabelText('Length'), { target: { value: hours } });
  fireEvent.change(within(part).getByLabelText('Reason'), { target: { value: reason } });
  const submit = within(part).getByRole('button', { name: 'Set the break' });
  submit.focus(); // as a click does in a browser: the dialog gives the focus back to it
  await act(async () => fireEvent.click(submit));
  return screen.findByRole('dialog', { name: 'Set a break for ana?' });
}

const summary = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextSibling?.textContent;

describe("a break on the player's request", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("starts a time-out once confirmed, with the exact body, and says the server's message", async () => {
    const api = await openStaffArea(staff('support'), { 'support/set_player_break': () => json(200, STARTED) });
    const { part, opener } = await openBreakForm();
    expect(within(part).queryByLabelText('Length')).toBeNull();
    fireEvent.click(within(part).getByRole('radio', { name: 'Time-out' }));
    const length = within(part).getByLabelText('Length');
    expect(within(length).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1 hour', '6 hours', '24 hours', '72 hours']);

    const dialog = await askTimeOut(part, '24', '  Asked by telephone after a long session  ');
    expect(summary(dialog, 'Kind of break')).toBe('Time-out');
    expect(summary(dialog, 'Length')).toBe('24 hours');
    expect(summary(dialog, 'Reason')).toBe('Asked by telephone after a long session');
    expect(api.callsTo('support/set_player_break')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' })));

    expect(api.callsTo('support/set_player_break').map((c) => c.body)).toEqual([
      { username: 'ana', kind: 'time_out', length: '24', reason: 'Asked by telephone after a long session' },
    ]);
    const status = within(part).getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toBe(STARTED.message));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(part).queryByRole('radiogroup')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(part.querySelector('.outcome')).toBe(document.activeElement));
  });

  it('sends a self-exclusion in days, after checking them against the longest', async () => {
    const api = await openStaffArea(staff('admin'), { 'support/set_player_break': () => json(200, STARTED) });
    const { part } = await openBreakForm();
    fireEvent.click(within(part).getByRole('radio', { name: 'Self-exclusion' }));
    expect(within(part).queryByRole('combobox', { name: 'Length' })).toBeNull();
    const days = within(part).getByLabelText('Number of days');
    expect(within(part).getByText('From 1 to 30 days.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.change(within(part).getByLabelText('Reason'), { target: { value: 'Wrote to support asking to stop' } });
    await act(async () => fireEvent.click(within(part).getByRole('button', { name: 'Set the break' })));
    await vi.waitFor(() => expect(document.getElementById(`${days.id}-error`)?.textContent).toBe('The number must be between 1 and 30.'));
    expect(document.activeElement).toBe(days);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(days, { target: { value: '14' } });
    await act(async () => fireEvent.click(within(part).getByRole('button', { name: 'Set the break' })));
    const dialog = await screen.findByRole('dialog', { name: 'Set a break for ana?' });
    expect(summary(dialog, 'Kind of break')).toBe('Self-exclusion');
    expect(summary(dialog, 'Length')).toBe('14 days');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' })));
    expect(api.callsTo('support/set_player_break').map((c) => c.body)).toEqual([
      { username: 'ana', kind: 'self_exclusion', length: '14', reason: 'Wrote to support asking to stop' },
    ]);
  });

  it("says the server's refusal of the length under the length field", async () => {
    const api = await openStaffArea(staff('support'), {
      'support/set_player_break': () => failure(422, 'validation_failed', { length: 'choice_invalid' }),
    });
    const { part } = await openBreakForm();
    const dialog = await askTimeOut(part, '72', 'Asked by telephone');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' })));

    const length = within(part).getByLabelText('Length');
    await vi.waitFor(() => expect(document.getElementById(`${length.id}-error`)?.textContent).toBe('Please choose a value from the list.'));
    expect(length.getAttribute('aria-invalid')).toBe('true');
    expect(within(part).getByLabelText('Reason').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(length));
    expect(api.callsTo('support/set_player_break')).toHaveLength(1);
  });

  it("says a refusal that names no field in the form (a staff member's account)", async () => {
    await openStaffArea(staff('support'), { 'support/set_player_break': () => failure(403, 'forbidden') });
    const { part } = await openBreakForm();
    const dialog = await askTimeOut(part, '6', 'Asked by telephone');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' })));
    expect(await within(part).findByText('You are not allowed to do this.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(part).getByRole('radiogroup', { name: 'Kind of break' })).toBeTruthy();
  });

  it('asks for a kind and a reason before any call', async () => {
    const api = await openStaffArea(staff('support'));
    const { part } = await openBreakForm();
    await act(async () => fireEvent.click(within(part).getByRole('button', { name: 'Set the break' })));
    const group = within(part).getByRole('radiogroup', { name: 'Kind of break' });
    await vi.waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(within(part).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(group);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('support/set_player_break')).toEqual([]);
  });

  it('goes back from the confirmation without a call, the form kept; Escape then closes the form', async () => {
    const api = await openStaffArea(staff('support'), { 'support/set_player_break': () => json(200, STARTED) });
    const { part, opener } = await openBreakForm();
    let dialog = await askTimeOut(part, '1', 'Asked by telephone');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Back' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(part).getByRole('button', { name: 'Set the break' }));
    expect((within(part).getByLabelText('Length') as HTMLSelectElement).value).toBe('1');
    expect((within(part).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Asked by telephone');

    // Escape in the dialog closes the dialog only.
    await act(async () => fireEvent.click(within(part).getByRole('button', { name: 'Set the break' })));
    dialog = await screen.findByRole('dialog', { name: 'Set a break for ana?' });
    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(part).getByRole('radiogroup', { name: 'Kind of break' })).toBeTruthy();

    // Escape in the form closes it, and the focus goes back to the button that opened it.
    await act(async () => fireEvent.keyDown(within(part).getByLabelText('Reason'), { key: 'Escape' }));
    expect(within(part).queryByRole('radiogroup')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
    expect(api.callsTo('support/set_player_break')).toEqual([]);
  });
});
