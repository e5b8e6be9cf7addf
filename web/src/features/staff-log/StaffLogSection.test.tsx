import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { StaffActionList } from '../../api/generated/api';
import { failure, json } from '../../test/fixtures';
import { openStaffArea, staffUser } from '../../test/staff';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC
const HOUR = 3_600_000;

const LOG: StaffActionList = {
  actions: [
    { staff: 'sam', action: 'answer_ticket', target: 'T7K2QX', detail: '', created_at: T0 + HOUR },
    { staff: 'root', action: 'approve_withdrawal', target: 'w-1', detail: '50.00 EUR', created_at: T0 },
    { staff: 'root', action: 'future_action', target: 'x', detail: 'y', created_at: T0 - HOUR },
  ],
};

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

const staffLog = () => screen.findByRole('region', { name: 'Staff log' });

describe('the staff log', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists what staff did, the newest first, naming each action (an unknown one by its code)', async () => {
    await openStaffArea(staffUser('root', 'admin'), { 'admin/get_staff_actions': () => json(200, LOG) });
    const log = await staffLog();
    expect(rows(await within(log).findByRole('table'))).toEqual([
      ['2025.11.23 13:13:20', 'sam', 'Ticket answered', 'T7K2QX', ''],
      ['2025.11.23 12:13:20', 'root', 'Withdrawal approved', 'w-1', '50.00 EUR'],
      ['2025.11.23 11:13:20', 'root', 'future_action', 'x', 'y'],
    ]);
  });

  it('shows the older actions on request', async () => {
    const api = await openStaffArea(staffUser('root', 'admin'), {
      'admin/get_staff_actions': (body) =>
        json(200, (body as { before?: string }).before === 'c-1' ? { actions: [LOG.actions[2]] } : { actions: LOG.actions.slice(0, 2), next: 'c-1' }),
    });
    const log = await staffLog();
    await within(log).findByRole('table');
    await act(async () => fireEvent.click(within(log).getByRole('button', { name: 'Show older actions' })));
    await vi.waitFor(() => expect(rows(within(log).getByRole('table'))).toHaveLength(3));
    expect(api.callsTo('admin/get_staff_actions').map((c) => c.body)).toEqual([{}, { before: 'c-1' }]);
  });

  it('says why it could not be read, and reads it again on request', async () => {
    let answers = 0;
    await openStaffArea(staffUser('root', 'admin'), {
      'admin/get_staff_actions': () => (answers++ === 0 ? failure(403, 'forbidden') : json(200, LOG)),
    });
    const log = await staffLog();
    expect((await within(log).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    await act(async () => fireEvent.click(within(log).getByRole('button', { name: 'Try again' })));
    expect(rows(await within(log).findByRole('table'))).toHaveLength(3);
  });
});
