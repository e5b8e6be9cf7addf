import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerBonusList, PlayerBonusView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { BONUS_GIVEN_AT, failure, json, playerBonus as bonus, userView } from '../../test/fixtures';
import { openAccountTabPanel } from '../../test/accountTab';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = BONUS_GIVEN_AT;
const DAY = 86_400_000;

const ENDED = bonus({ id: 'b-0', title: 'Weekly bonus', status: 'wagered', progress: 100, balance: '0.00', converted: '80.00', ended_at: T0 - DAY, quote: null });

const TAB = { en: ['/en/user-management', 'Bonuses'], fr: ['/user-management', 'Mes bonus'] } as const;

async function openBonuses(list: () => Response, routes: Parameters<typeof mockApi>[0] = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '54.50', real: '12.00', bonus: '42.50' }] }),
    'front/get_player_bonuses': list,
    // The referral card under the code form (its own tests: ReferralCard.test.tsx).
    'front/get_referral': () => json(200, { code: 'K7QX2MPA', friends: 0, rewarded: 0, bonus: '25.00', currency: 'EUR' }),
    ...routes,
  });
  const [path, name] = TAB[lang];
  return { api, panel: await openAccountTabPanel(path, name) };
}

const listOf = (
  active: PlayerBonusView | null,
  history: PlayerBonusView[] = [],
  claimable: PlayerBonusView[] = [],
  queued: PlayerBonusView[] = [],
): PlayerBonusList => ({ active, claimable, queued, history });

// The weekly cashback, waiting to be claimed until 2026-11-27 12:00 UTC.
const CASHBACK = bonus({
  id: 'c-1',
  campaign_id: 'weekly-cashback',
  kind: 'cashback',
  title: 'Weekly cashback',
  status: 'offered',
  deposit: '0.00',
  amount: '2.00',
  wagering_required: '2.00',
  wagered: '0.00',
  progress: 0,
  balance: '0.00',
  max_bet: null,
  terms: 'Wager the cashback once within 7 days.',
  expires_at: T0 + 3 * DAY,
  quote: null,
});

// A code bonus queued for the player's next deposit (the player is not verified yet).
const CODE_BONUS = bonus({
  id: 'q-1',
  campaign_id: 'spring-code',
  kind: 'code',
  title: 'Spring code bonus',
  status: 'queued',
  deposit: '0.00',
  amount: '10.00',
  wagering_required: '300.00',
  wagered: '0.00',
  progress: 0,
  balance: '0.00',
  max_bet: null,
  terms: 'Wager the code bonus 30 times within 30 days.',
  quote: null,
});

// The same code's bonus, applied at once for a verified player.
const CODE_ACTIVE = bonus({ ...CODE_BONUS, status: 'active', balance: '10.00', quote: { keep: '0.00', forfeit: '10.00', wagering_left: '300.00' } });

/** The bonus code form: its region, its field and its button. */
async function codeForm(panel: HTMLElement, title = 'Have a bonus code?', label = 'Bonus code', button = 'Apply') {
  const form = await within(panel).findByRole('region', { name: title });
  return { form, input: within(form).getByLabelText(label) as HTMLInputElement, apply: () => fireEvent.click(within(form).getByRole('button', { name: button })) };
}

/** The message said under a field (its error, which the field names as its description). */
const messageUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('bonuses tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the active bonus with its wagering progress, figures and terms, and the ended ones', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(bonus(), [ENDED])));
    const bar = await within(panel).findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(panel).getByText('Wagered €375.00 of €1,500.00 (25 %)')).toBeTruthy();
    const figures = within(panel).getByRole('region', { name: 'Welcome bonus' });
    const text = figures.textContent ?? '';
    for (const shown of ['Bonus money now€42.50', 'Still to wager€1,125.00', 'Largest bet€5.00', 'Valid until2026.12.24']) {
      expect(text).toContain(shown);
    }
    expect(within(panel).getByText('Wager the bonus 30 times within 30 days.')).toBeTruthy();
    expect(within(panel).getByText('Turned into real money')).toBeTruthy();
    expect(within(panel).getByText('€80.00')).toBeTruthy();
  });

  it('cancelling shows what is kept and removed first, then says what was removed', async () => {
    let cancelled = false;
    const { api, panel } = await openBonuses(() => json(200, cancelled ? listOf(null, [bonus({ status: 'forfeited', forfeited: '42.50', quote: null })]) : listOf(bonus())), {
      'front/cancel_bonus': () => {
        cancelled = true;
        return json(200, bonus({ status: 'forfeited', forfeited: '42.50', balance: '0.00', quote: null }));
      },
    });
    await act(async () => fireEvent.click(await within(panel).findByRole('button', { name: 'Cancel the bonus' })));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this bonus?' });
    expect(dialog.textContent).toContain('Real money you keep€12.00');
    expect(dialog.textContent).toContain('Bonus money removed€42.50');
    expect(api.callsTo('front/cancel_bonus')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' })));
    expect(await within(panel).findByText('The bonus is cancelled: €42.50 of bonus money was removed.')).toBeTruthy();
    expect(api.callsTo('front/cancel_bonus')[0].body).toEqual({ id: 'b-1' });
    expect(await within(panel).findByText('You have no active bonus.')).toBeTruthy();
    expect(within(panel).getByText('Cancelled')).toBeTruthy();
  });

  it('lists a cashback waiting to be claimed, with its amount, wagering, deadline and terms', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null, [], [CASHBACK])));
    const waiting = await within(panel).findByRole('region', { name: 'Waiting for you' });
    const text = waiting.textContent ?? '';
    for (const shown of ['Weekly cashback', 'Bonus to claim€2.00', 'Amount to wager€2.00', 'Claim by2026.11.27 12:00:00']) {
      expect(text).toContain(shown);
    }
    expect(within(waiting).getByText('Terms of this bonus')).toBeTruthy();
    expect(within(waiting).getByText('Wager the cashback once within 7 days.')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Claim' })).toBeTruthy();
    // No active bonus: nothing stands in the way, so no note, and the empty state still shows.
    expect(within(panel).queryByText('One bonus at a time: claim this one once your active bonus has ended.')).toBeNull();
    expect(within(panel).getByText('You have no active bonus.')).toBeTruthy();
  });

  it('lists the waiting cashback in French', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null, [], [CASHBACK])), {}, 'fr');
    const waiting = await within(panel).findByRole('region', { name: 'Bonus qui vous attendent' });
    const text = waiting.textContent ?? '';
    for (const shown of ['Bonus à réclamer2,00\u00a0€', 'Montant à miser2,00\u00a0€', 'À réclamer avant le2026.11.27 12:00:00']) {
      expect(text).toContain(shown);
    }
    expect(within(waiting).getByRole('button', { name: 'Réclamer' })).toBeTruthy();
  });

  it('shows no waiting section when there is nothing to claim', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(bonus())));
    await within(panel).findByRole('progressbar');
    expect(within(panel).queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('claiming posts the id, says what was added, refreshes the balance and shows the bonus as active', async () => {
    let claimed = false;
    let answer: (r: Response) => void = () => {};
    const { api, panel } = await openBonuses(() => json(200, claimed ? listOf(bonus({ ...CASHBACK, status: 'active', balance: '2.00' })) : listOf(null, [], [CASHBACK])), {
      'front/claim_bonus': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const balanceReads = () => api.callsTo('front/get_player_balance').length;
    await act(async () => fireEvent.click(await within(panel).findByRole('button', { name: 'Claim' })));
    const busy = within(panel).getByRole('button', { name: 'Claiming…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(api.callsTo('front/claim_bonus')[0].body).toEqual({ id: 'c-1' });
    const readsBefore = balanceReads();
    claimed = true;
    await act(async () => answer(json(200, bonus({ ...CASHBACK, status: 'active', balance: '2.00' }))));
    expect(await within(panel).findByText('€2.00 bonus added to your balance.')).toBeTruthy();
    expect(await within(panel).findByRole('region', { name: 'Weekly cashback' })).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(panel).queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    expect(balanceReads()).toBeGreaterThan(readsBefore);
    expect(document.activeElement?.className).toBe('outcome');
  });

  it('a weekly bonus waiting for a deposit leads to the deposit tab with it chosen, never claimed alone', async () => {
    const weekly = bonus({
      ...CASHBACK,
      id: 'w-1',
      campaign_id: 'weekly',
      kind: 'weekly',
      title: 'Weekly bonus',
      with_deposit: true,
      amount: '0.00',
      wagering_required: '0.00',
      terms: '50% of your deposit up to €100.00, from a deposit of €20.00.',
    });
    const { api, panel } = await openBonuses(() => json(200, listOf(null, [], [weekly])), {
      'front/get_deposit_bonuses': () => json(200, { offers: [] }),
    });
    const waiting = await within(panel).findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByText('Its amount is a share of the deposit you make with it, as its terms say.')).toBeTruthy();
    expect(within(waiting).queryByText('Bonus to claim')).toBeNull();
    expect(within(waiting).queryByRole('button', { name: 'Claim' })).toBeNull();
    const take = within(waiting).getByRole('link', { name: 'Take it with a deposit' });
    expect(take.getAttribute('aria-describedby')).toBe('bonus-offer-title-w-1');
    await act(async () => fireEvent.click(take));
    expect(await screen.findByRole('tab', { name: 'Deposit', selected: true })).toBeTruthy();
    expect(api.callsTo('front/claim_bonus')).toHaveLength(0);
  });

  it('while a bonus is active, says one bonus at a time and shows the refusal of a claim', async () => {
    const { api, panel } = await openBonuses(() => json(200, listOf(bonus(), [], [CASHBACK])), {
      'front/claim_bonus': () => failure(422, 'bonus_active'),
    });
    const waiting = await within(panel).findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByText('One bonus at a time: claim this one once your active bonus has ended.')).toBeTruthy();
    await act(async () => fireEvent.click(within(waiting).getByRole('button', { name: 'Claim' })));
    expect((await within(panel).findByRole('alert')).textContent).toBe('You still have an active bonus, please keep playing and try again later');
    expect(api.callsTo('front/claim_bonus')[0].body).toEqual({ id: 'c-1' });
    // The offer is still there, and so is the active bonus.
    expect(within(waiting).getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('shows the refusal of a claim in French', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(bonus(), [], [CASHBACK])), { 'front/claim_bonus': () => failure(422, 'bonus_active') }, 'fr');
    const waiting = await within(panel).findByRole('region', { name: 'Bonus qui vous attendent' });
    expect(within(waiting).getByText('Un bonus à la fois : réclamez celui-ci une fois votre bonus actif terminé.')).toBeTruthy();
    await act(async () => fireEvent.click(within(waiting).getByRole('button', { name: 'Réclamer' })));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Vous avez encore un bonus actif : continuez à jouer et réessayez plus tard');
  });

  it('says when the cashback can no longer be claimed, and drops it', async () => {
    let gone = false;
    const { panel } = await openBonuses(() => json(200, gone ? listOf(null) : listOf(null, [], [CASHBACK])), {
      'front/claim_bonus': () => {
        gone = true;
        return failure(409, 'bonus_not_claimable');
      },
    });
    await act(async () => fireEvent.click(await within(panel).findByRole('button', { name: 'Claim' })));
    expect((await within(panel).findByRole('alert')).textContent).toBe('This bonus can no longer be claimed.');
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'Waiting for you' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.className).toBe('outcome'));
  });

  it('says when there is no bonus, in French, with the way to the promotions', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null)), {}, 'fr');
    expect(await within(panel).findByText("Vous n'avez aucun bonus actif.")).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Voir les promotions' }).getAttribute('href')).toBe('/promotion');
    expect(within(panel).getByText("Aucun bonus n'est encore terminé.")).toBeTruthy();
  });

  it('says when the bonuses cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { panel } = await openBonuses(() => (++calls === 1 ? failure(503, 'service_unavailable') : json(200, listOf(null))));
    await act(async () => fireEvent.click(await within(panel).findByRole('button', { name: 'Try again' })));
    expect(await within(panel).findByText('You have no active bonus.')).toBeTruthy();
  });

  it('lists a code bonus waiting for the next deposit, with its amount, its terms and the way to deposit', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null, [], [], [CODE_BONUS])));
    const queued = await within(panel).findByRole('region', { name: 'Coming with your next deposit' });
    const text = queued.textContent ?? '';
    for (const shown of ['Spring code bonus', 'Saved for your next deposit', 'Bonus amount€10.00']) {
      expect(text).toContain(shown);
    }
    expect(within(queued).getByText('Terms of this bonus')).toBeTruthy();
    expect(within(queued).getByText('Wager the code bonus 30 times within 30 days.')).toBeTruthy();
    const deposit = within(queued).getByRole('link', { name: 'Deposit now' });
    expect(deposit.getAttribute('href')).toBe('/en/user-management');
    await act(async () => fireEvent.click(deposit));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('lists the code bonus waiting for the next deposit in French', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null, [], [], [CODE_BONUS])), {}, 'fr');
    const queued = await within(panel).findByRole('region', { name: 'Avec votre prochain dépôt' });
    const text = queued.textContent ?? '';
    for (const shown of ['Réservé pour votre prochain dépôt', 'Montant du bonus10,00\u00a0€', 'Conditions de ce bonus']) {
      expect(text).toContain(shown);
    }
    expect(within(queued).getByRole('link', { name: 'Déposer maintenant' }).getAttribute('href')).toBe('/user-management');
  });

  it('shows no queued section when no code bonus waits', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null)));
    await codeForm(panel);
    expect(within(panel).queryByRole('region', { name: 'Coming with your next deposit' })).toBeNull();
  });

  it('applying a code posts it, says it was applied, refreshes the balance and shows the bonus as active', async () => {
    let applied = false;
    const { api, panel } = await openBonuses(() => json(200, applied ? listOf(CODE_ACTIVE) : listOf(null)), {
      'front/bonuscode_deposit_processor': () => {
        applied = true;
        return json(200, { code: 'bonus_code_applied', message: 'bonus code applied', bonus: CODE_ACTIVE });
      },
    });
    const { input, apply } = await codeForm(panel);
    const balanceReads = () => api.callsTo('front/get_player_balance').length;
    const readsBefore = balanceReads();
    fireEvent.change(input, { target: { value: 'SPRING10' } });
    await act(async () => apply());
    expect(await within(panel).findByText('bonus code applied')).toBeTruthy();
    expect(api.callsTo('front/bonuscode_deposit_processor')).toHaveLength(1);
    expect(api.callsTo('front/bonuscode_deposit_processor')[0].body).toEqual({ code: 'SPRING10' });
    // The refreshed list: the code's bonus is the active one.
    expect(await within(panel).findByRole('region', { name: 'Spring code bonus' })).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(panel).queryByText('You have no active bonus.')).toBeNull();
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(balanceReads()).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(document.activeElement?.className).toBe('outcome'));
  });

  it('a code for a player not yet verified is saved for the next deposit, and listed so', async () => {
    let queued = false;
    const { api, panel } = await openBonuses(() => json(200, queued ? listOf(null, [], [], [CODE_BONUS]) : listOf(null)), {
      'front/bonuscode_deposit_processor': () => {
        queued = true;
        return json(200, { code: 'bonus_code_queued', message: 'Your bonus code is saved: its bonus comes with your next deposit.', bonus: CODE_BONUS });
      },
    });
    const { input, apply } = await codeForm(panel);
    fireEvent.change(input, { target: { value: 'spring10' } });
    await act(async () => apply());
    expect(await within(panel).findByText('Your bonus code is saved: its bonus comes with your next deposit.')).toBeTruthy();
    expect(api.callsTo('front/bonuscode_deposit_processor')[0].body).toEqual({ code: 'spring10' });
    const list = await within(panel).findByRole('region', { name: 'Coming with your next deposit' });
    expect(within(list).getByText('Spring code bonus')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('says in French that the code is saved for the next deposit', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(null)), {
      'front/bonuscode_deposit_processor': () => json(200, { code: 'bonus_code_queued', message: 'server text', bonus: CODE_BONUS }),
    }, 'fr');
    const { input, apply } = await codeForm(panel, 'Vous avez un code bonus ?', 'Code bonus', 'Appliquer');
    fireEvent.change(input, { target: { value: 'SPRING10' } });
    await act(async () => apply());
    expect(await within(panel).findByText('Votre code bonus est enregistré : son bonus arrivera avec votre prochain dépôt.')).toBeTruthy();
  });

  it('says under the field that the code does not exist or was used, and keeps what was typed', async () => {
    const { api, panel } = await openBonuses(() => json(200, listOf(null)), {
      'front/bonuscode_deposit_processor': () => failure(422, 'bonus_code_invalid', { code: 'bonus_code_invalid' }),
    });
    const { input, apply } = await codeForm(panel);
    fireEvent.change(input, { target: { value: 'NOPE' } });
    await act(async () => apply());
    await waitFor(() => expect(messageUnder(input)).toBe('The bonus code is either not exist or already used.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('NOPE');
    expect(api.callsTo('front/bonuscode_deposit_processor')[0].body).toEqual({ code: 'NOPE' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Typing again takes the message away.
    fireEvent.change(input, { target: { value: 'NOPE2' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says under the field that another bonus is still active', async () => {
    const { panel } = await openBonuses(() => json(200, listOf(bonus())), {
      'front/bonuscode_deposit_processor': () => failure(422, 'bonus_active', { code: 'bonus_active' }),
    });
    const { input, apply } = await codeForm(panel);
    fireEvent.change(input, { target: { value: 'SPRING10' } });
    await act(async () => apply());
    await waitFor(() => expect(messageUnder(input)).toBe('You still have an active bonus, please keep playing and try again later'));
  });

  it('an empty code is refused in the page: the required message, and nothing is sent', async () => {
    const { api, panel } = await openBonuses(() => json(200, listOf(null)));
    const { input, apply } = await codeForm(panel);
    await act(async () => apply());
    await waitFor(() => expect(messageUnder(input)).toBe('Field required'));
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => apply());
    expect(messageUnder(input)).toBe('Field required');
    expect(api.callsTo('front/bonuscode_deposit_processor')).toHaveLength(0);
  });
});
