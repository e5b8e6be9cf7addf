import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { LoyaltyView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { openAccountTabPanel } from '../../test/accountTab';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const view = (points: number): LoyaltyView => ({ points, earned: points, redeemed: 0, step: 1000, step_value: '10.00', currency: 'EUR', low_edge_below: 2, low_edge_weight: 10 });

const TAB = { en: ['/en/user-management', 'Loyalty points'], fr: ['/user-management', 'Points de fidélité'] } as const;

async function openLoyalty(routes: Parameters<typeof mockApi>[0], lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    ...routes,
  });
  const [path, name] = TAB[lang];
  return { api, panel: await openAccountTabPanel(path, name) };
}

describe('loyalty tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the points, refuses a count that is not a multiple of 1000, and redeems', async () => {
    let points = 1234;
    const { api, panel } = await openLoyalty({
      'front/get_loyalty': () => json(200, view(points)),
      'front/loyalty_redeem_processor': () => {
        points = 234;
        return json(200, { code: 'loyalty_redeemed', message: 'loyalty bonus added successfully', bonus: '10.00', currency: 'EUR', loyalty: view(234) });
      },
    });
    expect(await within(panel).findByText('Points available: 1234')).toBeTruthy();
    expect(
      within(panel).getByText(
        'You earn a point for every euro you stake with real money. 1000 points give €10.00 of bonus money. Games whose house edge is under 2% (blackjack, baccarat, video poker, dice, crash…) earn points on 10% of their stakes.',
      ),
    ).toBeTruthy();
    const input = within(panel).getByLabelText('Points to redeem');
    fireEvent.change(input, { target: { value: '1500' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Redeem' })));
    expect(await within(panel).findByText('Please insert available value like 1000x (1000, 2000, ...).')).toBeTruthy();
    expect(api.callsTo('front/loyalty_redeem_processor')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '1000' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Redeem' })));
    expect(await within(panel).findByText('loyalty bonus added successfully (€10.00)')).toBeTruthy();
    expect(api.callsTo('front/loyalty_redeem_processor')[0].body).toMatchObject({ points: '1000' });
    expect(await within(panel).findByText('Points available: 234')).toBeTruthy();
  });

  it("shows the server's refusal in French", async () => {
    const { panel } = await openLoyalty(
      {
        'front/get_loyalty': () => json(200, view(1000)),
        'front/loyalty_redeem_processor': () => failure(422, 'bonus_active', { points: 'bonus_active' }),
      },
      'fr',
    );
    expect(await within(panel).findByText('Points disponibles : 1000')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Points à échanger'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Échanger' })));
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect(within(panel).getByLabelText('Points à échanger').getAttribute('aria-invalid')).toBe('true');
  });
});
