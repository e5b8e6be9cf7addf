import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { ResponsibleAnswer, ResponsibleView, SessionLimitView } from '../../api/generated/api';
import { openAccountTabPanel } from '../../test/accountTab';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';

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

// 2026-11-24 12:00:00 UTC.
const T0 = 1_795_521_600_000;
const DAY = 24 * 3_600_000;
const CHOICES = [30, 60, 120, 180, 240, 360, 480];

const session = (minutes: number | null, pending: SessionLimitView['pending'] = null): SessionLimitView => ({ minutes, pending, choices: CHOICES });

function view(session_limit: SessionLimitView): ResponsibleView {
  return {
    currency: 'EUR',
    limits: (['deposit', 'loss'] as const).flatMap((kind) => (['day', 'week', 'month'] as const).map((period) => ({ kind, period, amount: null, used: '0.00', pending: null }))),
    break: null,
    time_out_hours: [1, 6, 24, 72],
    exclusion_days_max: 30,
    session_limit,
  };
}

const saved = (responsible: ResponsibleView): ResponsibleAnswer => ({ code: 'limits_saved', message: 'Your limits are saved.', responsible });

const TEXT = {
  en: { path: '/en/user-management', tab: 'Responsible gaming', title: 'Session time limit', label: 'Time limit per session', save: 'Save my session limit' },
  fr: { path: '/user-management', tab: 'Jeu responsable', title: 'Limite de durée de session', label: "Durée maximale d'une session", save: 'Enregistrer ma limite de session' },
} as const;

async function openSection(routes: Parameters<typeof mockApi>[0], lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    ...routes,
  });
  const text = TEXT[lang];
  const panel = await openAccountTabPanel(text.path, text.tab);
  const heading = await within(panel).findByRole('heading', { name: text.title });
  const section = heading.closest('section')!;
  const select = within(section).getByLabelText(text.label) as HTMLSelectElement;
  const save = within(section).getByRole('button', { name: text.save });
  return { api, panel, section, select, save };
}

/** The select's options as `[value, text]`, spaces plain (French durations take a no-break space: "1 heure"). */
const options = (select: HTMLSelectElement) => Array.from(select.options).map((o) => [o.value, (o.textContent ?? '').replace(/\s+/g, ' ')]);
/** What a screen reader reads with the select: its hint, then its error. */
const described = (select: HTMLSelectElement) =>
  (select.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('session time limit', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('comes after the limits and before the reality check, offers no limit and each choice as a duration, and says what the limit is', async () => {
    const { panel, section, select } = await openSection({ 'front/get_responsible_gaming': () => json(200, view(session(null))) });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Deposit and loss limits',
      'Session time limit',
      'Reality check',
      'Take a break',
    ]);
    expect(within(section).getByText(/^Choose the longest you can play in one session\. A session starts when you sign in;/)).toBeTruthy();
    expect(within(section).getByText(/real-money play stops until you sign in again\.$/)).toBeTruthy();
    expect(within(section).getByText(/^A shorter limit, or a first one, applies at once\. A longer limit, or the removal of one, waits 24 hours/)).toBeTruthy();
    expect(options(select)).toEqual([
      ['', 'No limit'],
      ['30', '30 minutes'],
      ['60', '1 hour'],
      ['120', '2 hours'],
      ['180', '3 hours'],
      ['240', '4 hours'],
      ['360', '6 hours'],
      ['480', '8 hours'],
    ]);
    expect(select.value).toBe('');
    expect(described(select)).toBe('You have no session time limit.');
  });

  it('shows the limit in force and a longer one waiting its 24 hours, which the select starts with', async () => {
    const { select } = await openSection({
      'front/get_responsible_gaming': () => json(200, view(session(60, { minutes: 120, from: T0 + DAY }))),
    });
    expect(select.value).toBe('120');
    expect(described(select)).toBe('Your limit now: 1 hour.From 2026.11.25 12:00:00 (UTC): 2 hours. To keep 1 hour, choose it again and save.');
  });

  it('shows the removal waiting its 24 hours', async () => {
    const { section, select } = await openSection({
      'front/get_responsible_gaming': () => json(200, view(session(30, { minutes: null, from: T0 + DAY }))),
    });
    expect(select.value).toBe('');
    expect(within(section).getByText('Your limit now: 30 minutes.')).toBeTruthy();
    expect(within(section).getByText('From 2026.11.25 12:00:00 (UTC): no limit. To keep 30 minutes, choose it again and save.')).toBeTruthy();
  });

  it('saves a shorter limit, saying so while it saves, and shows it in force', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, section, select, save } = await openSection({
      'front/get_responsible_gaming': () => json(200, view(session(120))),
      'front/set_session_limit': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(select.value).toBe('120');
    fireEvent.change(select, { target: { value: '30' } });
    await act(async () => fireEvent.click(save));

    const busy = within(section).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(section.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(api.callsTo('front/set_session_limit')).toHaveLength(1);
    expect(api.callsTo('front/set_session_limit')[0].body).toEqual({ minutes: '30' });

    await act(async () => answer(json(200, saved(view(session(30))))));
    const status = await within(section).findByText('Your limits are saved.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(select.value).toBe('30');
    expect(described(select)).toBe('Your limit now: 30 minutes.');
    expect((within(section).getByRole('button', { name: 'Save my session limit' }) as HTMLButtonElement).disabled).toBe(false);

    // A new choice clears the outcome of the last save.
    fireEvent.change(select, { target: { value: '60' } });
    expect(within(section).queryByText('Your limits are saved.')).toBeNull();
  });

  it('sends an empty value for no limit, and shows the removal waiting', async () => {
    const { api, section, select, save } = await openSection({
      'front/get_responsible_gaming': () => json(200, view(session(60))),
      'front/set_session_limit': () => json(200, saved(view(session(60, { minutes: null, from: T0 + DAY })))),
    });
    fireEvent.change(select, { target: { value: '' } });
    await act(async () => fireEvent.click(save));
    await within(section).findByText('Your limits are saved.');
    expect(api.callsTo('front/set_session_limit').map((c) => c.body)).toEqual([{ minutes: '' }]);
    expect(select.value).toBe('');
    expect(described(select)).toBe('Your limit now: 1 hour.From 2026.11.25 12:00:00 (UTC): no limit. To keep 1 hour, choose it again and save.');
  });

  it("shows the server's refusal of the choice under the select, in French, and focuses it", async () => {
    const { api, section, select, save } = await openSection(
      {
        'front/get_responsible_gaming': () => json(200, view(session(null))),
        'front/set_session_limit': () => failure(422, 'validation_failed', { minutes: 'choice_invalid' }),
      },
      'fr',
    );
    expect(options(select).slice(0, 4)).toEqual([
      ['', 'Sans limite'],
      ['30', '30 minutes'],
      ['60', '1 heure'],
      ['120', '2 heures'],
    ]);
    expect(described(select)).toBe("Vous n'avez pas de limite de durée de session.");
    fireEvent.change(select, { target: { value: '240' } });
    await act(async () => fireEvent.click(save));
    expect(api.callsTo('front/set_session_limit')[0].body).toEqual({ minutes: '240' });
    await vi.waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByRole('alert').textContent).toBe('Veuillez choisir une valeur dans la liste.');
    expect(described(select)).toBe("Vous n'avez pas de limite de durée de session. | Veuillez choisir une valeur dans la liste.");
    expect(document.activeElement).toBe(select);
    expect(within(section).queryByRole('status')?.textContent).toBe('');

    // A new choice clears the message.
    fireEvent.change(select, { target: { value: '180' } });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows the waiting change in French', async () => {
    const { section } = await openSection(
      { 'front/get_responsible_gaming': () => json(200, view(session(60, { minutes: 180, from: T0 + DAY }))) },
      'fr',
    );
    expect(within(section).getByText('Votre limite actuelle : 1 heure.')).toBeTruthy();
    expect(
      within(section).getByText('À partir du 2026.11.25 12:00:00 (UTC) : 3 heures. Pour garder 1 heure, choisissez de nouveau cette durée et enregistrez.'),
    ).toBeTruthy();
  });

  it('says, in the page language, when the save could not reach the server', async () => {
    const { section, select, save } = await openSection({
      'front/get_responsible_gaming': () => json(200, view(session(null))),
      'front/set_session_limit': () => failure(503, 'unavailable'),
    });
    fireEvent.change(select, { target: { value: '60' } });
    await act(async () => fireEvent.click(save));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe('The service is unavailable for a moment. Please try again.');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.value).toBe('60');
  });
});
