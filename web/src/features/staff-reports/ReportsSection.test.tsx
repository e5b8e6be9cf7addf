import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AmlFlags, Report } from '../../api/generated/api';
import { failure, json } from '../../test/fixtures';
import { openStaffArea, staffUser } from '../../test/staff';
import { reportCsv } from './csv';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const REPORT: Report = {
  days: [
    { day: '2026-11-24', currency: 'EUR', stakes: '1500.00', wins: '1320.50', ggr: '179.50', bonus_cost: '200.00', ngr: '-20.50', commissions: '75.00', players: 3 },
  ],
  games: [
    {
      game_id: 'classic-blackjack',
      name: 'Classic Blackjack',
      engine: 'blackjack',
      currency: 'EUR',
      rounds: 120,
      players: 3,
      stakes: '1500.00',
      wins: '1320.50',
      ggr: '179.50',
      returned: '88.03',
      rtp: '99.55',
    },
  ],
  payments: [{ day: '2026-11-24', currency: 'EUR', processor: 'moto', deposits: '250.00', withdrawals: '40.00' }],
};

const FLAGS: AmlFlags = {
  flags: [
    { kind: 'little_play', username: 'ana', currency: 'EUR', deposits: '1000.00', stakes: '120.00', withdrawn: '950.00', count: 0, others: [] },
    { kind: 'shared_destination', username: 'bob', currency: null, deposits: '0.00', stakes: '0.00', withdrawn: '0.00', count: 3, others: ['carla', 'dan'] },
  ],
};
const NO_FLAGS: AmlFlags = { flags: [] };

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

const reports = () => screen.findByRole('region', { name: 'Reports' });

describe("the operator's reports", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('show the last week by default, each amount in its currency, and another range on request', async () => {
    const api = await openStaffArea(staffUser('root', 'admin'), { 'admin/get_report': () => json(200, REPORT), 'admin/get_aml_flags': () => json(200, FLAGS) });
    const section = await reports();
    await vi.waitFor(() => expect(within(section).getAllByRole('table')).toHaveLength(4), { timeout: 15_000 });
    const tables = within(section).getAllByRole('table');
    expect(rows(tables[0])).toEqual([['2026.11.24', 'EUR', '€1,500.00', '€1,320.50', '€179.50', '€200.00', '-€20.50', '€75.00', '3']]);
    expect(rows(tables[1])).toEqual([['Classic Blackjack blackjack', 'EUR', '120', '3', '€1,500.00', '€1,320.50', '€179.50', '88.03%', '99.55%']]);
    expect(rows(tables[2])).toEqual([['2026.11.24', 'EUR', 'Credit card', '€250.00', '€40.00']]);
    // The accounts to review, each with the figures its flag rests on.
    expect(rows(tables[3])).toEqual([
      ['ana', 'Withdrew with little play', 'Deposited €1,000.00, staked €120.00 of their own money, asked to withdraw €950.00.'],
      ['bob', 'Payout destination shared', 'Payouts to the same destination as carla, dan (3 accounts).'],
    ]);
    const asked = api.callsTo('admin/get_report')[0].body as { from: string; to: string };
    expect(Date.parse(asked.to) - Date.parse(asked.from)).toBe(6 * 86_400_000);
    expect(api.callsTo('admin/get_aml_flags')[0].body).toEqual(asked);

    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Show' })));
    await vi.waitFor(() => expect(api.callsTo('admin/get_report').at(-1)?.body).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
  });

  it('say when nothing happened, and why a range is refused', async () => {
    let answer = json(200, { days: [], games: [], payments: [] });
    await openStaffArea(staffUser('root', 'admin'), { 'admin/get_report': () => answer, 'admin/get_aml_flags': () => json(200, NO_FLAGS) });
    const section = await reports();
    expect(await within(section).findByText('No account is flagged for these days.')).toBeTruthy();
    // Neither the days nor the games table has play to show.
    expect(await within(section).findAllByText('No play on these days.')).toHaveLength(2);
    expect(within(section).getByText('No payment on these days.')).toBeTruthy();

    answer = failure(422, 'date_invalid', { from: 'date_invalid' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2020-01-01' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Show' })));
    expect((await within(section).findByRole('alert')).textContent).toBe('Not valid date');
    expect(within(section).queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('export CSV a spreadsheet reads in any language: headers in words, amounts as the API gives them', () => {
    expect(reportCsv(REPORT, { gaming: ['Day', 'Net, after bonuses'], games: ['Game', 'Returned'], payments: ['Day', 'Method'] })).toBe(
      'Day,"Net, after bonuses"\r\n2026-11-24,EUR,1500.00,1320.50,179.50,200.00,-20.50,75.00,3\r\n\r\n' +
        'Game,Returned\r\nClassic Blackjack,blackjack,EUR,120,3,1500.00,1320.50,179.50,88.03,99.55\r\n\r\n' +
        'Day,Method\r\n2026-11-24,EUR,moto,250.00,40.00\r\n',
    );
  });
});
