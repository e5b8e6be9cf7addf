import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../test/api';
import { BONUS_GIVEN_AT, failure, json, playerBonus, userView } from '../../test/fixtures';
import { messageUnder, siteHeader } from '../../test/page';
import { renderApp } from '../../test/renderApp';
import { openStaffArea, staffUser } from '../../test/staff';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

/** Every section's first reading, answered empty: what each section shows is its feature's to test. */
const EMPTY_READINGS = {
  'admin/get_withdrawal_requests': () => json(200, { items: [] }),
  'admin/get_wire_deposits': () => json(200, { items: [] }),
  'admin/get_held_payments': () => json(200, { items: [] }),
  'support/get_tickets': () => json(200, { tickets: [] }),
  'kyc/get_document_queue': () => json(200, { items: [], promise_hours: 24 }),
  'admin/get_staff_actions': () => json(200, { actions: [] }),
};

const ADMIN = staffUser('root', 'admin');

describe('admin area', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a signed-in player without the admin scope sees the 403 message, and no admin call is made', async () => {
    const api = await openStaffArea(userView());
    const heading = await screen.findByRole('heading', { level: 1, name: 'You are not allowed to do this.' });
    expect(heading.getAttribute('data-status')).toBe('403');
    expect(api.calls.filter((c) => c.path.startsWith('admin/'))).toEqual([]);
  });

  it('in French too', async () => {
    await openStaffArea(userView(), {}, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: "Vous n'êtes pas autorisé à effectuer cette action." })).toBeTruthy();
  });

  it("the header's links to the admin area are for administrators only", async () => {
    await openStaffArea(ADMIN, EMPTY_READINGS, '/en/faq');
    const links = await within(await siteHeader()).findAllByRole('link', { name: 'Admin area' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/admin', '/en/admin']);
    cleanup();
    await openStaffArea(userView(), {}, '/en/faq');
    await within(await siteHeader()).findByRole('link', { name: /^My account/ });
    expect(within(await siteHeader()).queryAllByRole('link', { name: 'Admin area' })).toEqual([]);
  });

  it('sends visitors to the root', async () => {
    mockApi({});
    const router = await renderApp('/en/admin');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});

describe('the staff area by role', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("support sees the players, the tickets and a player's bonuses, not the withdrawal queue", async () => {
    const api = await openStaffArea(staffUser('sam', 'support'), EMPTY_READINGS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Support tickets' });
    for (const name of ['Players', "A player's bonuses"]) expect(screen.getByRole('region', { name }), name).toBeTruthy();
    for (const name of ['Withdrawal requests', 'Wire-transfer receipts', 'Identity verification', 'Bonus campaigns', 'Bonus codes', 'Site settings', 'Staff log']) {
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    }
    expect(api.calls.filter((c) => c.path.startsWith('admin/'))).toEqual([]);
    const header = document.querySelector<HTMLElement>('header.site-header')!;
    expect(within(header).getAllByRole('link', { name: 'Staff area' }).map((l) => l.getAttribute('href'))).toEqual(['/en/admin', '/en/admin']);
  });

  it('KYC sees the identity documents and verification only', async () => {
    const api = await openStaffArea(staffUser('kim', 'kyc'), EMPTY_READINGS);
    expect(await screen.findByRole('region', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff area' })).toBeTruthy();
    for (const name of ['Support tickets', "A player's bonuses", 'Withdrawal requests', 'Wire-transfer receipts', 'Bonus campaigns', 'Site settings', 'Staff log']) {
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    }
    expect(api.calls.filter((c) => c.path.startsWith('admin/') || c.path.startsWith('support/'))).toEqual([]);
  });

  it('administrators see every section, in the page order, the staff log last', async () => {
    await openStaffArea(ADMIN, EMPTY_READINGS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Staff log' });
    const sections = [
      'Withdrawal requests',
      'Wire-transfer receipts',
      'Held coin payments',
      'Players',
      'Support tickets',
      'Identity documents',
      'Identity verification',
      'Bonus campaigns',
      'Bonus codes',
      "A player's bonuses",
      'Site settings',
      'Site content',
      'Staff log',
    ];
    await vi.waitFor(() => {
      const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
      expect(titles.filter((title) => sections.includes(title))).toEqual(sections);
    });
  });
});

describe("a player's bonuses, drawn by the bonus feature's cards", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows them read-only; an unknown username is said under its field", async () => {
    const active = playerBonus();
    const ended = playerBonus({ id: 'b-0', title: 'Weekly bonus', status: 'wagered', progress: 100, balance: '0.00', converted: '80.00', ended_at: BONUS_GIVEN_AT, quote: null });
    const api = await openStaffArea(staffUser('sam', 'support'), {
      ...EMPTY_READINGS,
      'admin/get_player_bonuses': (body: unknown) =>
        (body as { username: string }).username === 'ana'
          ? json(200, { username: 'ana', bonuses: { active, claimable: [], queued: [], history: [ended] } })
          : failure(404, 'player_not_found', { username: 'player_not_found' }),
    });
    const section = await screen.findByRole('region', { name: "A player's bonuses" });
    const field = within(section).getByLabelText("Player's username");
    fireEvent.change(field, { target: { value: ' ana ' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Show the bonuses' })));
    const found = await within(section).findByRole('region', { name: 'Bonuses of ana' });
    const card = await within(found).findByRole('region', { name: 'Welcome bonus' });
    expect(await within(card).findByText('Wagered €375.00 of €1,500.00 (25 %)')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(found).getByText('Weekly bonus')).toBeTruthy();
    expect(within(found).getByText('Turned into real money')).toBeTruthy();
    // Staff read: no cancellation, no claim.
    expect(within(found).queryAllByRole('button')).toEqual([]);
    expect(api.callsTo('admin/get_player_bonuses')[0].body).toEqual({ username: 'ana' });

    fireEvent.change(field, { target: { value: 'nobody' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Show the bonuses' })));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(field)).toBe('No player has this username.');
    expect(within(section).queryByRole('region', { name: 'Bonuses of ana' })).toBeNull();
  });
});
