import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminAction, AdminQueue, AdminTransactionView, TransactionView, VerificationLevel } from '../../api/generated/api';
import { failure, json } from '../../test/fixtures';
import { openStaffArea, staffUser } from '../../test/staff';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC

function item(username: string, verification: VerificationLevel, tx: Partial<TransactionView>, actions: AdminAction[]): AdminTransactionView {
  return {
    username,
    verification,
    actions,
    transaction: {
      id: 'tx',
      type: 'withdrawal',
      created_at: T0,
      amount: '50.00',
      fee: '0.00',
      currency: 'EUR',
      provider: 'bank',
      status: 'pending',
      state: 'pending',
      cancellable: true,
      refundable: false,
      ...tx,
    },
  };
}

const WITHDRAWALS: AdminQueue = {
  items: [
    item('ana', 'verified', { id: 'w-1', details: 'FR76 •••• 0189 · Ana Martin', fee: '5.00' }, ['approve', 'reject']),
    item('bob', 'enhanced', { id: 'w-2', amount: '3000.00', provider: 'bitcoin', state: 'scheduled', cancellable: false, details: 'bc1qar0s…5mdq' }, ['complete']),
  ],
};

const WIRES: AdminQueue = {
  items: [item('carla', 'none', { id: 'd-1', type: 'deposit', amount: '250.00', provider: 'wire', reference: 'EMR-4F2K9', cancellable: false }, ['confirm_wire'])],
};

const ADMIN = staffUser('root', 'admin');

function adminRoutes(extra = {}) {
  return {
    'admin/get_withdrawal_requests': () => json(200, WITHDRAWALS),
    'admin/get_wire_deposits': () => json(200, WIRES),
    // The support console and the staff log (their own tests).
    'support/get_tickets': () => json(200, { tickets: [] }),
    'admin/get_staff_actions': () => json(200, { actions: [] }),
    // The identity documents' queue (its own tests).
    'kyc/get_document_queue': () => json(200, { items: [], promise_hours: 24 }),
    ...extra,
  };
}

/** The admin area, the API answering `adminRoutes(extra)`. */
const openAdmin = (extra = {}) => openStaffArea(ADMIN, adminRoutes(extra));

async function section(name: string) {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('table');
  return region;
}

describe('the payment queues', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the withdrawal queue and the wire transfers to confirm', async () => {
    await openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeTruthy();
    const queue = await section('Withdrawal requests');
    const cells = within(queue)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['anaIdentity verified', '2025.11.23 12:13:20', '€50.00Fee: €5.00', 'Wire transfer', 'FR76 •••• 0189 · Ana Martin', 'Pending', 'ApproveReject'],
      ['bobExtra verification done', '2025.11.23 12:13:20', '€3,000.00', 'Crypto wallet (BTC)', 'bc1qar0s…5mdq', 'PendingScheduled', 'Mark as paid'],
    ]);
    const wires = await section('Wire-transfer receipts');
    expect(within(wires).getByText('EMR-4F2K9')).toBeTruthy();
    expect(within(wires).getByRole('button', { name: 'Confirm receipt: carla, €250.00, 2025.11.23 12:13:20' })).toBeTruthy();
  });

  it('approves a withdrawal after a confirmation and shows the answer', async () => {
    const api = await openAdmin({
      'admin/approve_withdrawal': () =>
        json(200, { code: 'withdrawal_scheduled', message: 'Withdrawal of €50.00 scheduled', transaction: { ...WITHDRAWALS.items[0].transaction, state: 'scheduled' } }),
    });
    const queue = await section('Withdrawal requests');
    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: 'Approve: ana, €50.00, 2025.11.23 12:13:20' })));
    const dialog = screen.getByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(within(dialog).getByText('Destination').nextSibling?.textContent).toBe('FR76 •••• 0189 · Ana Martin');
    expect(api.callsTo('admin/approve_withdrawal')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    expect(await within(queue).findByText('Withdrawal of €50.00 scheduled')).toBeTruthy();
    expect(api.callsTo('admin/approve_withdrawal')[0].body).toEqual({ id: 'w-1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('admin/get_withdrawal_requests')).toHaveLength(2));
  });

  it('rejects a withdrawal and shows the server answer', async () => {
    const api = await openAdmin({
      'admin/reject_withdrawal': () =>
        json(200, { code: 'withdrawal_rejected', message: 'x', transaction: { ...WITHDRAWALS.items[0].transaction, status: 'cancelled', state: 'rejected' } }),
    });
    const queue = await section('Withdrawal requests');
    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: /^Reject: ana/ })));
    const dialog = screen.getByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(within(dialog).getByText("The amount goes back to the player's balance.")).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(await within(queue).findByText('Withdrawal of €50.00 rejected: the amount is back in the balance.')).toBeTruthy();
    expect(api.callsTo('admin/reject_withdrawal')[0].body).toEqual({ id: 'w-1' });
  });

  it('marks a scheduled withdrawal as paid, and confirms a wire receipt', async () => {
    const api = await openAdmin({
      'admin/complete_withdrawal': () => json(200, { code: 'withdrawal_completed', message: 'x', transaction: WITHDRAWALS.items[1].transaction }),
      'admin/confirm_wire_deposit': () => json(200, { code: 'deposit_complete', message: 'x', transaction: WIRES.items[0].transaction }),
    });
    const queue = await section('Withdrawal requests');
    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: /^Mark as paid: bob/ })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Mark this withdrawal as paid?' })).getByRole('button', { name: 'Mark as paid' })));
    expect(await within(queue).findByText('Withdrawal of €3,000.00 paid out.')).toBeTruthy();
    expect(api.callsTo('admin/complete_withdrawal')[0].body).toEqual({ id: 'w-2' });

    const wires = await section('Wire-transfer receipts');
    await act(async () => fireEvent.click(within(wires).getByRole('button', { name: /^Confirm receipt: carla/ })));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the receipt of this transfer?' });
    expect(within(dialog).getByText('Reference').nextSibling?.textContent).toBe('EMR-4F2K9');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' })));
    expect(await within(wires).findByText('The deposit for €250.00 is complete!')).toBeTruthy();
    expect(api.callsTo('admin/confirm_wire_deposit')[0].body).toEqual({ id: 'd-1' });
  });

  it('a refused action says why', async () => {
    openAdmin(adminRoutes({ 'admin/approve_withdrawal': () => failure(403, 'forbidden') }));
    const queue = await section('Withdrawal requests');
    await act(async () => fireEvent.click(within(queue).getByRole('button', { name: /^Approve: ana/ })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })));
    expect((await within(queue).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
  });

  it('a queue the server refuses (403) says so', async () => {
    openAdmin(adminRoutes({ 'admin/get_wire_deposits': () => failure(403, 'forbidden') }));
    const wires = await screen.findByRole('region', { name: 'Wire-transfer receipts' });
    expect((await within(wires).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
  });

  it('empty queues say so', async () => {
    openAdmin(adminRoutes({ 'admin/get_withdrawal_requests': () => json(200, { items: [] }) }));
    const queue = await screen.findByRole('region', { name: 'Withdrawal requests' });
    expect(await within(queue).findByText('No withdrawal is waiting.')).toBeTruthy();
  });
});
