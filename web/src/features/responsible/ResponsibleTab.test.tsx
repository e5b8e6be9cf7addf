import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LimitView, ResponsibleAnswer, ResponsibleView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { openAccountTabPanel } from '../../test/accountTab';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// The limits' rule runs in the page from the real bonus module (casino-core compiled to WebAssembly).
vi.mock('../../core/bonus', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/bonus')>();
  const { bonusFromDisk } = await import('../../test/wasm');
  return { ...actual, loadBonusMath: () => Promise.resolve(bonusFromDisk()) };
});

// 2026-11-24 12:00:00 UTC.
const T0 = 1_795_521_600_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const limit = (period: string, amount: string | null, used: string, pending: LimitView['pending'] = null): LimitView => ({
  kind: 'deposit',
  period,
  amount,
  used,
  pending,
});

/** 100.00 a day rising to 500.00 tomorrow, 600.00 a week being removed, no monthly limit. */
function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    currency: 'EUR',
    limits: [
      limit('day', '100.00', '45.00', { amount: '500.00', from: T0 + DAY }),
      limit('week', '600.00', '45.00', { amount: null, from: T0 + DAY }),
      limit('month', null, '120.00'),
    ],
    break: null,
    time_out_hours: [1, 6, 24, 72],
    exclusion_days_max: 30,
    ...overrides,
  };
}

const answer = (code: string, message: string, responsible: ResponsibleView): ResponsibleAnswer => ({ code, message, responsible });

const TAB = { en: ['/en/user-management', 'Responsible gaming'], fr: ['/user-management', 'Jeu responsable'] } as const;

async function openResponsible(routes: Parameters<typeof mockApi>[0], lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    ...routes,
  });
  const [path, name] = TAB[lang];
  return { api, panel: await openAccountTabPanel(path, name) };
}

const input = (panel: HTMLElement, label: string) => within(panel).getByLabelText(label) as HTMLInputElement;

describe('responsible gaming tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each limit with what is used and the change waiting, and links to the responsible gaming page', async () => {
    const { panel } = await openResponsible({ 'front/get_responsible_gaming': () => json(200, view()) });
    expect(await within(panel).findByRole('heading', { name: 'Deposit limits' }, { timeout: 4000 })).toBeTruthy();
    expect(within(panel).getByText(/^Gambling can be addictive\./)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Advice, and where to find help' }).getAttribute('href')).toBe('/en/responsible');

    // A waiting change is the player's latest choice: sending it again keeps its time.
    expect(input(panel, '24 hours (EUR)').value).toBe('500.00');
    expect(input(panel, '7 days (EUR)').value).toBe('');
    expect(input(panel, '30 days (EUR)').value).toBe('');
    expect(within(panel).getByText('45.00 of 100.00 used')).toBeTruthy();
    expect(within(panel).getByText('Rises to 500.00 on 2026.11.25 12:00:00 (UTC). To keep 100.00, type it again and save.')).toBeTruthy();
    expect(within(panel).getByText('45.00 of 600.00 used')).toBeTruthy();
    expect(within(panel).getByText('Removed on 2026.11.25 12:00:00 (UTC). To keep 600.00, type it again and save.')).toBeTruthy();
    expect(within(panel).getByText('120.00 deposited, no limit')).toBeTruthy();
    expect(within(panel).getByText(/A higher limit, or the removal of one, waits 24 hours/)).toBeTruthy();
    // The hint is read with its field.
    const day = input(panel, '24 hours (EUR)');
    const described = (day.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain('45.00 of 100.00 used');
  });

  it("says at once, from casino-core's own rule, that a week below the day is refused, without calling the server", async () => {
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/set_deposit_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', view())),
    });
    const week = await within(panel).findByLabelText('7 days (EUR)', {}, { timeout: 4000 });
    fireEvent.change(week, { target: { value: '50' } });
    fireEvent.blur(week);
    expect(await within(panel).findByText("This limit must be at least the shorter period's: 500.00.")).toBeTruthy();
    expect(week.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    expect(document.activeElement).toBe(week);
    expect(api.callsTo('front/set_deposit_limits')).toHaveLength(0);
  });

  it('saves the limits and shows them as the server now holds them', async () => {
    const saved = view({
      limits: [limit('day', '50.00', '45.00'), limit('week', '200.00', '45.00'), limit('month', '1000.00', '120.00')],
    });
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/set_deposit_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', saved)),
    });
    const day = await within(panel).findByLabelText('24 hours (EUR)', {}, { timeout: 4000 });
    fireEvent.change(day, { target: { value: '50' } });
    fireEvent.change(input(panel, '7 days (EUR)'), { target: { value: '200' } });
    fireEvent.change(input(panel, '30 days (EUR)'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    const status = await within(panel).findByText('Your limits are saved.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('front/set_deposit_limits')[0].body).toEqual({ deposit_day: '50', deposit_week: '200', deposit_month: '1000' });
    expect(input(panel, '24 hours (EUR)').value).toBe('50.00');
    expect(within(panel).getByText('45.00 of 50.00 used')).toBeTruthy();
    expect(within(panel).getByText('120.00 of 1,000.00 used')).toBeTruthy();
    expect(within(panel).queryByText(/^Rises to/)).toBeNull();
  });

  it("shows the server's refusal of a field under it, in French", async () => {
    const { panel } = await openResponsible(
      {
        'front/get_responsible_gaming': () => json(200, view({ limits: [limit('day', null, '0.00'), limit('week', null, '0.00'), limit('month', null, '0.00')] })),
        'front/set_deposit_limits': () => failure(422, 'validation_failed', { deposit_month: 'number_invalid' }),
      },
      'fr',
    );
    const month = await within(panel).findByLabelText('30 jours (EUR)', {}, { timeout: 4000 });
    expect(within(panel).getByRole('heading', { name: 'Limites de dépôt' })).toBeTruthy();
    fireEvent.change(month, { target: { value: '300' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer mes limites' })));
    await vi.waitFor(() => expect(month.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByRole('alert')).toBeTruthy();
  });

  it('asks for a confirmation before a break, then shows the break, its end and that withdrawals stay open', async () => {
    const onBreak = view({ break: { kind: 'self_exclusion', until: T0 + 7 * DAY } });
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/take_break': () => json(200, answer('break_started', 'Your break has started.', onBreak)),
    });
    await within(panel).findByRole('heading', { name: 'Take a break' }, { timeout: 4000 });
    // The time-outs offered, the shortest chosen.
    const hours = within(panel).getByRole('group', { name: 'How long?' });
    expect(within(hours).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['1 hour', '6 hours', '24 hours', '72 hours']);
    expect((within(hours).getByLabelText('1 hour') as HTMLInputElement).checked).toBe(true);

    // Going back starts nothing.
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Take a break' })));
    let dialog = screen.getByRole('dialog', { name: 'Start your break now?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('front/take_break')).toHaveLength(0);

    await act(async () => fireEvent.click(within(panel).getByLabelText('Self-exclusion')));
    const days = within(panel).getByLabelText('Number of days') as HTMLSelectElement;
    expect(days.options).toHaveLength(30);
    fireEvent.change(days, { target: { value: '7' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Take a break' })));
    dialog = screen.getByRole('dialog', { name: 'Start your break now?' });
    expect(within(dialog).getByText('Kind').nextSibling?.textContent).toBe('Self-exclusion');
    expect(within(dialog).getByText('Length').nextSibling?.textContent).toBe('7 days');
    expect(within(dialog).getByText(/cannot be shortened or cancelled/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start my break' })));

    expect(api.callsTo('front/take_break')[0].body).toEqual({ kind: 'self_exclusion', length: '7' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const started = await within(panel).findByText('Your break has started.');
    expect(started.closest('[role="status"]')).toBeTruthy();
    expect(within(panel).getByText('You have excluded yourself.')).toBeTruthy();
    expect(within(panel).getByText('It ends on 2026.12.01 12:00:00 (UTC).')).toBeTruthy();
    expect(within(panel).getByText('You can still withdraw your money.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('shows the break running when the tab opens', async () => {
    const { panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view({ break: { kind: 'time_out', until: T0 + 6 * HOUR } })),
    });
    expect(await within(panel).findByText('You are taking a time-out.', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(panel).getByText('It ends on 2026.11.24 18:00:00 (UTC).')).toBeTruthy();
    expect(within(panel).getByText('You can still withdraw your money.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Go to withdrawal' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('says why the limits could not be read, and reads them again', async () => {
    let calls = 0;
    const { panel } = await openResponsible({
      'front/get_responsible_gaming': () => (++calls === 1 ? failure(503, 'unavailable') : json(200, view())),
    });
    const retry = await within(panel).findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(within(panel).getByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(retry));
    expect(await within(panel).findByRole('heading', { name: 'Deposit limits' }, { timeout: 4000 })).toBeTruthy();
  });
});
