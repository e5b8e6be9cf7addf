import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { ResponsibleView, SessionSummary } from '../../api/generated/api';
import { REALITY_CHECK_KEY } from '../../lib/realityCheck';
import { openAccountTabPanel } from '../../test/accountTab';
import { mockApi } from '../../test/api';
import { json, userView } from '../../test/fixtures';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

vi.mock('../../core/bonus', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/bonus')>();
  const { bonusFromDisk } = await import('../../test/wasm');
  return { ...actual, loadBonusMath: () => Promise.resolve(bonusFromDisk()) };
});

const VIEW: ResponsibleView = {
  currency: 'EUR',
  limits: (['deposit', 'loss'] as const).flatMap((kind) => (['day', 'week', 'month'] as const).map((period) => ({ kind, period, amount: null, used: '0.00', pending: null }))),
  break: null,
  time_out_hours: [1, 6, 24, 72],
  exclusion_days_max: 30,
  session_limit: { minutes: null, pending: null, choices: [30, 60, 120, 180, 240, 360, 480] },
};

const SUMMARY: SessionSummary = {
  started_at: 1_795_521_600_000,
  currency: 'EUR',
  rounds: 0,
  staked: '0.00',
  returned: '0.00',
  net: '0.00',
  reality_check_minutes: [15, 30, 45, 60],
  limit_minutes: null,
};

async function openTab(lang: 'en' | 'fr' = 'en', summary: Partial<SessionSummary> = {}) {
  mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    'front/get_responsible_gaming': () => json(200, VIEW),
    'front/get_session_summary': () => json(200, { ...SUMMARY, ...summary }),
  });
  const panel = lang === 'en' ? await openAccountTabPanel('/en/user-management', 'Responsible gaming') : await openAccountTabPanel('/user-management', 'Jeu responsable');
  const title = lang === 'en' ? 'Reality check' : 'Rappel de session de jeu';
  await within(panel).findByRole('heading', { name: title });
  return panel;
}

const options = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);

describe('reality check setting', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the server's intervals and never, 60 minutes until chosen, and says it is this device's", async () => {
    const panel = await openTab('en', { reality_check_minutes: [20, 40, 60] });
    const select = within(panel).getByLabelText('Remind me every') as HTMLSelectElement;
    await vi.waitFor(() =>
      expect(options(select)).toEqual([
        ['20', '20 minutes'],
        ['40', '40 minutes'],
        ['60', '60 minutes'],
        ['never', 'Never'],
      ]),
    );
    expect(select.value).toBe('60');
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('remembered on this device');
    expect(localStorage.getItem(REALITY_CHECK_KEY)).toBeNull();
  });

  it('stores the choice on this device at once: minutes, or never', async () => {
    const panel = await openTab();
    const select = within(panel).getByLabelText('Remind me every') as HTMLSelectElement;
    await act(async () => fireEvent.change(select, { target: { value: '30' } }));
    expect(localStorage.getItem(REALITY_CHECK_KEY)).toBe('30');
    expect(select.value).toBe('30');
    await act(async () => fireEvent.change(select, { target: { value: 'never' } }));
    expect(localStorage.getItem(REALITY_CHECK_KEY)).toBe('never');
    expect(select.value).toBe('never');
  });

  it('shows the stored choice, in French', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '45');
    const panel = await openTab('fr', { reality_check_minutes: [15, 30, 45, 60] });
    const select = within(panel).getByLabelText('Fréquence du rappel') as HTMLSelectElement;
    expect(select.value).toBe('45');
    expect(options(select).at(-1)).toEqual(['never', 'Jamais']);
    expect(within(panel).getByText(/mémorisé sur cet appareil uniquement/)).toBeTruthy();
  });
});
