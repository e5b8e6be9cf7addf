import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LimitKind, LimitPeriod, LimitView, ResponsibleAnswer, ResponsibleView } from '../../api/generated/api';
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

const limit =
  (kind: LimitKind) =>
  (period: LimitPeriod, amount: string | null, used: string, pending: LimitView['pending'] = null): LimitView => ({
    kind,
    period,
    amount,
    used,
    pending,
  });
const deposit = limit('deposit');
const loss = limit('loss');

/** Six limits, none set, nothing used. */
const noLimits = () => [deposit, loss].flatMap((of) => (['day', 'week', 'month'] as const).map((period) => of(period, null, '0.00')));

/**
 * Deposits: 100.00 a day rising to 500.00 tomorrow, 600.00 a week being removed, no monthly
 * limit. Losses: 50.00 a day, 150.00 a week rising to 300.00 tomorrow, no monthly limit.
 */
function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    currency: 'EUR',
    limits: [
      deposit('day', '100.00', '45.00', { amount: '500.00', from: T0 + DAY }),
      deposit('week', '600.00', '45.00', { amount: null, from: T0 + DAY }),
      deposit('month', null, '120.00'),
      loss('day', '50.00', '12.50'),
      loss('week', '150.00', '30.00', { amount: '300.00', from: T0 + DAY }),
      loss('month', null, '80.00'),
    ],
    break: null,
    time_out_hours: [1, 6, 24, 72],
    exclusion_days_max: 30,
    session_limit: { minutes: null, pending: null, choices: [30, 60, 120, 180, 240, 360, 480] },
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

/** The deposit limits' or the loss limits' group of fields (their labels are the same periods). */
const group = (panel: HTMLElement, name: string) => within(panel).getByRole('group', { name });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;

describe('responsible gaming tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each limit with what is used and the change waiting, and links to the responsible gaming page', async () => {
    const { panel } = await openResponsible({ 'front/get_responsible_gaming': () => json(200, view()) });
    expect(await within(panel).findByRole('heading', { name: 'Deposit and loss limits' })).toBeTruthy();
    expect(within(panel).getByText(/^Gambling can be addictive\./)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Advice, and where to find help' }).getAttribute('href')).toBe('/en/responsible');

    // A waiting change is the player's latest choice: sending it again keeps its time.
    const deposits = group(panel, 'Deposit limits');
    expect(input(deposits, '24 hours (EUR)').value).toBe('500.00');
    expect(input(deposits, '7 days (EUR)').value).toBe('');
    expect(input(deposits, '30 days (EUR)').value).toBe('');
    expect(within(deposits).getByText('€45.00 of €100.00 used')).toBeTruthy();
    expect(within(deposits).getByText('Rises to €500.00 on 2026.11.25 12:00:00 (UTC). To keep €100.00, type it again and save.')).toBeTruthy();
    expect(within(deposits).getByText('€45.00 of €600.00 used')).toBeTruthy();
    expect(within(deposits).getByText('Removed on 2026.11.25 12:00:00 (UTC). To keep €600.00, type it again and save.')).toBeTruthy();
    expect(within(deposits).getByText('€120.00 deposited, no limit')).toBeTruthy();
    expect(within(panel).getByText(/A higher limit, or the removal of one, waits 24 hours/)).toBeTruthy();
    // The hint is read with its field.
    const day = input(deposits, '24 hours (EUR)');
    const described = (day.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain('€45.00 of €100.00 used');
  });

  it('shows the loss limits apart, with what is lost and the change waiting, and what they count', async () => {
    const { panel } = await openResponsible({ 'front/get_responsible_gaming': () => json(200, view()) });
    await within(panel).findByRole('heading', { name: 'Deposit and loss limits' });
    const losses = group(panel, 'Loss limits');
    // What a loss limit counts, and when a bet is refused, read with the group.
    const lead = document.getElementById(losses.getAttribute('aria-describedby') ?? '');
    expect(lead?.textContent).toMatch(/^A loss limit counts what you lose on real-money bets: your stakes less what they paid back/);
    expect(lead?.textContent).toContain('A bet is refused when losing its whole stake could take you past one of your loss limits.');

    expect(input(losses, '24 hours (EUR)').value).toBe('50.00');
    expect(input(losses, '7 days (EUR)').value).toBe('300.00');
    expect(input(losses, '30 days (EUR)').value).toBe('');
    expect(within(losses).getByText('€12.50 of €50.00 lost')).toBeTruthy();
    expect(within(losses).getByText('€30.00 of €150.00 lost')).toBeTruthy();
    expect(within(losses).getByText('Rises to €300.00 on 2026.11.25 12:00:00 (UTC). To keep €150.00, type it again and save.')).toBeTruthy();
    expect(within(losses).getByText('€80.00 lost, no limit')).toBeTruthy();
    // Nothing of the deposits is shown among the losses, nor the other way round.
    expect(within(losses).queryByText(/used$|deposited/)).toBeNull();
    expect(within(group(panel, 'Deposit limits')).queryByText(/lost/)).toBeNull();
  });

  it("says at once, from casino-core's own rule, that a week below the day is refused, without calling the server", async () => {
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/set_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', view())),
    });
    await within(panel).findByRole('heading', { name: 'Deposit and loss limits' });
    const week = input(group(panel, 'Deposit limits'), '7 days (EUR)');
    fireEvent.change(week, { target: { value: '50' } });
    fireEvent.blur(week);
    expect(await within(panel).findByText("This limit must be at least the shorter period's: €500.00.")).toBeTruthy();
    expect(week.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    expect(document.activeElement).toBe(week);
    expect(api.callsTo('front/set_limits')).toHaveLength(0);
  });

  it("checks the loss limits at once by casino-core's own rule too, without calling the server", async () => {
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/set_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', view())),
    });
    await within(panel).findByRole('heading', { name: 'Deposit and loss limits' });
    const losses = group(panel, 'Loss limits');
    const week = input(losses, '7 days (EUR)');
    fireEvent.change(week, { target: { value: '20' } });
    fireEvent.blur(week);
    // The loss week is compared with the loss day (50.00), not the deposit day (500.00).
    expect(await within(losses).findByText("This limit must be at least the shorter period's: €50.00.")).toBeTruthy();
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(input(group(panel, 'Deposit limits'), '7 days (EUR)').getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    expect(document.activeElement).toBe(week);
    expect(api.callsTo('front/set_limits')).toHaveLength(0);

    // Set right, the message goes.
    fireEvent.change(week, { target: { value: '200' } });
    await vi.waitFor(() => expect(week.getAttribute('aria-invalid')).toBeNull());
    expect(within(losses).queryByText(/This limit must be at least/)).toBeNull();
  });

  it('saves the six limits in one call and shows them as the server now holds them', async () => {
    const saved = view({
      limits: [
        deposit('day', '50.00', '45.00'),
        deposit('week', '200.00', '45.00'),
        deposit('month', '1000.00', '120.00'),
        loss('day', '20.00', '12.50'),
        loss('week', '300.00', '30.00'),
        loss('month', '2000.00', '80.00'),
      ],
    });
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view()),
      'front/set_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', saved)),
    });
    await within(panel).findByRole('heading', { name: 'Deposit and loss limits' });
    const deposits = group(panel, 'Deposit limits');
    const losses = group(panel, 'Loss limits');
    fireEvent.change(input(deposits, '24 hours (EUR)'), { target: { value: '50' } });
    fireEvent.change(input(deposits, '7 days (EUR)'), { target: { value: '200' } });
    fireEvent.change(input(deposits, '30 days (EUR)'), { target: { value: '1000' } });
    // A lower daily loss limit; the weekly one keeps its waiting rise (sent again as prefilled).
    fireEvent.change(input(losses, '24 hours (EUR)'), { target: { value: '20' } });
    fireEvent.change(input(losses, '30 days (EUR)'), { target: { value: '2000' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    const status = await within(panel).findByText('Your limits are saved.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('front/set_deposit_limits')).toHaveLength(0);
    expect(api.callsTo('front/set_limits')).toHaveLength(1);
    expect(api.callsTo('front/set_limits')[0].body).toEqual({
      deposit_day: '50',
      deposit_week: '200',
      deposit_month: '1000',
      loss_day: '20',
      loss_week: '300.00',
      loss_month: '2000',
    });
    expect(input(deposits, '24 hours (EUR)').value).toBe('50.00');
    expect(within(deposits).getByText('€45.00 of €50.00 used')).toBeTruthy();
    expect(within(deposits).getByText('€120.00 of €1,000.00 used')).toBeTruthy();
    expect(input(losses, '24 hours (EUR)').value).toBe('20.00');
    expect(within(losses).getByText('€12.50 of €20.00 lost')).toBeTruthy();
    expect(within(losses).getByText('€80.00 of €2,000.00 lost')).toBeTruthy();
    expect(within(panel).queryByText(/^Rises to/)).toBeNull();
  });

  it('sends the loss limits empty, with the deposit ones, when the player has none', async () => {
    const { api, panel } = await openResponsible({
      'front/get_responsible_gaming': () => json(200, view({ limits: noLimits() })),
      'front/set_limits': () => json(200, answer('limits_saved', 'Your limits are saved.', view({ limits: noLimits() }))),
    });
    await within(panel).findByRole('heading', { name: 'Deposit and loss limits' });
    expect(within(group(panel, 'Loss limits')).getAllByText('€0.00 lost, no limit')).toHaveLength(3);
    fireEvent.change(input(group(panel, 'Deposit limits'), '24 hours (EUR)'), { target: { value: '30' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save my limits' })));
    await within(panel).findByText('Your limits are saved.');
    expect(api.callsTo('front/set_limits')[0].body).toEqual({
      deposit_day: '30',
      deposit_week: '',
      deposit_month: '',
      loss_day: '',
      loss_week: '',
      loss_month: '',
    });
  });

  it("writes the limits as a French player types amounts, and shows the server's refusal of a field under it", async () => {
    const limits = noLimits().map((l) => (l.kind === 'deposit' && l.period === 'day' ? { ...l, amount: '1500.00' } : l));
    const { panel } = await openResponsible(
      {
        'front/get_responsible_gaming': () => json(200, view({ limits })),
        'front/set_limits': () => failure(422, 'validation_failed', { loss_month: 'number_invalid' }),
      },
      'fr',
    );
    expect(await within(panel).findByRole('heading', { name: 'Limites de dépôt et de pertes' })).toBeTruthy();
    expect(input(group(panel, 'Limites de dépôt'), '24 heures (EUR)').value).toBe('1500,00');
    expect(within(group(panel, 'Limites de pertes')).getAllByText('0,00 € perdus, sans limite')).toHaveLength(3);
    const month = input(group(panel, 'Limites de pertes'), '30 jours (EUR)');
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
    await within(panel).findByRole('heading', { name: 'Take a break' });
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
    expect(await within(panel).findByText('You are taking a time-out.')).toBeTruthy();
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
    const retry = await within(panel).findByRole('button', { name: 'Try again' });
    expect(within(panel).getByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(retry));
    expect(await within(panel).findByRole('heading', { name: 'Deposit and loss limits' })).toBeTruthy();
  });
});
