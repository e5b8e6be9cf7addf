import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminQueue, TransactionView } from '../../api/generated/api';
import { failure, json } from '../../test/fixtures';
import { openStaffArea, staffUser } from '../../test/staff';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC
const NOTE = 'Affiliate programme, October 2026';

const COMMISSION: TransactionView = {
  id: 'c-1',
  type: 'commission',
  created_at: T0,
  amount: '250.00',
  fee: '0.00',
  currency: 'EUR',
  provider: 'affiliate',
  status: 'pending',
  state: 'pending',
  details: NOTE,
  cancellable: false,
  refundable: false,
};

const QUEUE: AdminQueue = {
  items: [{ username: 'carla', verification: 'none', approved_by: 'root', actions: ['confirm_commission', 'reject_commission'], transaction: COMMISSION }],
};

const recorded = () => json(200, { code: 'second_approval_recorded', message: 'x', transaction: COMMISSION });

function open(extra = {}, lang = 'en') {
  return openStaffArea(
    staffUser('root', 'admin'),
    {
      'admin/get_affiliate_commissions': () => json(200, QUEUE),
      'admin/get_withdrawal_requests': () => json(200, { items: [] }),
      'admin/get_wire_deposits': () => json(200, { items: [] }),
      'support/get_tickets': () => json(200, { tickets: [] }),
      'admin/get_staff_actions': () => json(200, { actions: [] }),
      'kyc/get_document_queue': () => json(200, { items: [], promise_hours: 24 }),
      ...extra,
    },
    `/${lang === 'fr' ? '' : 'en/'}admin`,
  );
}

async function form(name = 'Record an affiliate commission') {
  const region = await screen.findByRole('region', { name });
  await vi.waitFor(() => expect(within(region).getByRole('button', { name: /commission/i })).toBeTruthy());
  return region;
}

function type(region: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(region).getByLabelText(label), { target: { value } });
}

describe('affiliate commissions', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks the entry with casino-core's rules before anything is sent", async () => {
    const api = await open({ 'admin/record_affiliate_commission': recorded });
    const region = await form();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Record the commission' })));
    const errors = await within(region).findAllByRole('alert');
    expect(errors.map((e) => e.textContent)).toEqual(['Field required', 'Field required', 'Field required']);
    type(region, "Player's username or e-mail address", 'carla');
    type(region, 'Amount', '0.50');
    type(region, /^What it is for/, NOTE);
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Record the commission' })));
    expect((await within(region).findByRole('alert')).textContent).toBe('Sorry but the amount can not be less than €1.00');
    expect(api.callsTo('admin/record_affiliate_commission')).toHaveLength(0);
  });

  it('records a commission as the first approval, then the queue shows it waiting for a second administrator', async () => {
    const api = await open({ 'admin/record_affiliate_commission': recorded });
    const region = await form();
    const queue = await screen.findByRole('region', { name: 'Affiliate commissions' });
    await within(queue).findByRole('table');
    type(region, "Player's username or e-mail address", ' carla ');
    type(region, 'Amount', '250');
    type(region, /^What it is for/, NOTE);
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Record the commission' })));
    expect(
      await within(region).findByText('Your approval of €250.00 is recorded. A second administrator must confirm it before it is carried out.'),
    ).toBeTruthy();
    const [call] = api.callsTo('admin/record_affiliate_commission');
    expect(call.body).toEqual({ username: 'carla', amount: '250.00', currency: 'EUR', note: NOTE, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((within(region).getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    await vi.waitFor(() => expect(api.callsTo('admin/get_affiliate_commissions')).toHaveLength(2));
    const row = within(queue).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'carlaNot verified',
      '2025.11.23 12:13:20',
      '€250.00',
      'Affiliate',
      NOTE,
      'PendingApproved by root: waiting for a second administrator',
      'Confirm and payCancel',
    ]);
  });

  it("sends the same key again when the first attempt got no answer, and shows the server's refusal on its field", async () => {
    let attempts = 0;
    const api = await open({
      'admin/record_affiliate_commission': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return failure(404, 'player_not_found', { username: 'player_not_found' });
      },
    });
    const region = await form();
    type(region, "Player's username or e-mail address", 'nobody');
    type(region, 'Amount', '40');
    type(region, /^What it is for/, NOTE);
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Record the commission' })));
    expect(await within(region).findByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Record the commission' })));
    expect((await within(region).findByText('No player has this username.')).textContent).toBe('No player has this username.');
    const [first, second] = api.callsTo('admin/record_affiliate_commission');
    expect((second.body as { idempotency_key: string }).idempotency_key).toBe((first.body as { idempotency_key: string }).idempotency_key);
  });

  it('a second administrator confirms and pays a commission; a refusal says why', async () => {
    const api = await open({
      'admin/confirm_affiliate_commission': () => failure(409, 'second_approval_needed'),
      'admin/reject_affiliate_commission': () => json(200, { code: 'commission_rejected', message: 'x', transaction: { ...COMMISSION, status: 'cancelled', state: 'rejected' } }),
    });
    const queue = await screen.findByRole('region', { name: 'Affiliate commissions' });
    await within(queue).findByRole('table');
    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: 'Confirm and pay: carla, €250.00, 2025.11.23 12:13:20' })));
    const dialog = screen.getByRole('dialog', { name: 'Confirm and pay this commission?' });
    expect(within(dialog).getByText("The amount is paid into the player's balance now, from the casino's own money.")).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay' })));
    expect((await within(queue).findByRole('alert')).textContent).toBe('You have already approved this. A second administrator must confirm it.');
    expect(api.callsTo('admin/confirm_affiliate_commission')[0].body).toEqual({ id: 'c-1' });

    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: /^Cancel: carla/ })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this commission?' })).getByRole('button', { name: 'Cancel' })));
    expect(await within(queue).findByText('The commission is cancelled: nothing was paid.')).toBeTruthy();
  });
});
