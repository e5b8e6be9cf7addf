import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PromotionPage, PromotionView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';
import type { PromotionBody } from './api/getPromotions';
import { joinPromotionPages } from './api/usePromotions';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

function promo(id: string, overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id,
    kind: 'weekly',
    version: 1,
    title: `Title ${id}`,
    summary: `Summary ${id}`,
    terms: `Terms of ${id}.`,
    currency: 'EUR',
    min_deposit: null,
    bonus_percent: null,
    bonus_amount: null,
    max_bonus: null,
    cashback_percent: null,
    wagering_multiple: 1,
    validity_days: 7,
    max_bet: null,
    low_edge_below: 2,
    low_edge_weight: 10,
    ...overrides,
  };
}

const WELCOME = promo('welcome', {
  kind: 'welcome',
  title: 'Welcome bonus',
  summary: 'A bonus on your first deposit.',
  terms: '100% of your deposit up to €200.00, from a deposit of €20.00.',
  min_deposit: '20.00',
  bonus_percent: 100,
  bonus_amount: '20.00',
  max_bonus: '200.00',
  wagering_multiple: 30,
  validity_days: 30,
  max_bet: '5.00',
});
const ALL = [WELCOME, promo('cashback', { kind: 'cashback', cashback_percent: 10 }), promo('weekly'), promo('monthly'), promo('refer'), promo('loyalty')];

function pageOf(body: PromotionBody, all: PromotionView[] = ALL): PromotionPage {
  if (body.id) {
    const one = all.filter((p) => p.id === body.id);
    return { promotions: one, total: one.length, page: 1, page_size: 1 };
  }
  const page = body.page ?? 1;
  return { promotions: all.slice((page - 1) * 4, page * 4), total: all.length, page, page_size: 4 };
}

function promotionsApi(answer: (body: PromotionBody, n: number) => Response = (body) => json(200, pageOf(body))) {
  let n = 0;
  return mockApi({
    'front/get_promotion_template': (body) => answer(body as PromotionBody, ++n),
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    'front/get_processors': () => json(200, { processors: [] }),
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Promotions' })).getAllByRole('article');

describe('promotions page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the server\'s promotions and loads more', async () => {
    const api = promotionsApi();
    await renderApp('/en/promotion');
    await screen.findByRole('heading', { name: 'Welcome bonus' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('A bonus on your first deposit.')).toBeTruthy();
    const more = screen.getByRole('link', { name: 'Read more: Welcome bonus' });
    expect(more.getAttribute('href')).toBe('/en/promotion/welcome');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Title loyalty' });
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('front/get_promotion_template').map((c) => c.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('says when each kind of bonus is given, in English and in French', async () => {
    const kinds = ['welcome', 'cashback', 'reload', 'weekly', 'monthly', 'referral', 'loyalty', 'code'] as const;
    const every = kinds.map((kind) => promo(kind, { kind }));
    const whenOf = () => cards().map((card) => card.querySelector('[data-when]')?.textContent);
    promotionsApi(() => json(200, { promotions: every, total: every.length, page: 1, page_size: 8 }));
    await renderApp('/en/promotion');
    await screen.findByRole('heading', { name: 'Title code' }, { timeout: 10_000 });
    expect(whenOf()).toEqual([
      'With your first deposit',
      'Every Monday',
      'With each later deposit',
      'Every Wednesday',
      'On the 1st of every month',
      'For each friend you refer',
      'As you play',
      'With a bonus code',
    ]);
    cleanup();
    promotionsApi(() => json(200, { promotions: every, total: every.length, page: 1, page_size: 8 }));
    await renderApp('/promotion');
    await screen.findByRole('heading', { name: 'Title code' }, { timeout: 10_000 });
    expect(whenOf()).toEqual([
      'Avec votre premier dépôt',
      'Chaque lundi',
      'Avec chacun de vos dépôts suivants',
      'Chaque mercredi',
      'Le 1er de chaque mois',
      'Pour chaque ami parrainé',
      'En jouant',
      'Avec un code bonus',
    ]);
  });

  it('shows its own words in French on the French page', async () => {
    promotionsApi();
    await renderApp('/promotion');
    await screen.findByRole('heading', { name: 'Welcome bonus' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'En savoir plus: Welcome bonus' }).getAttribute('href')).toBe('/promotion/welcome');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    promotionsApi((body, n) => (n === 1 ? failure(500, 'internal_error') : json(200, pageOf(body))));
    await renderApp('/en/promotion');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('The promotions could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Welcome bonus' });
  });

  it('says when there is no promotion', async () => {
    promotionsApi((body) => json(200, pageOf(body, [])));
    await renderApp('/en/promotion');
    expect((await screen.findByText('There are no promotions at the moment.', {}, { timeout: 10_000 })).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows one promotion with its terms and figures, and sends a visitor to sign up', async () => {
    const api = promotionsApi();
    await renderApp('/en/promotion/welcome');
    await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' }, { timeout: 10_000 });
    expect(api.callsTo('front/get_promotion_template')[0].body).toEqual({ id: 'welcome' });
    expect(screen.getByText('100% of your deposit up to €200.00, from a deposit of €20.00.')).toBeTruthy();
    expect(
      screen.getByText('Games whose house edge is under 2% (blackjack, baccarat, video poker, dice, crash…) count at most 10% of their stakes towards the wagering requirement.'),
    ).toBeTruthy();
    const figures = screen.getByText('Minimum deposit').closest('dl')!;
    await waitFor(() => expect(figures.querySelector('[data-figure="maxBonus"]')?.textContent).toBe('€200.00'));
    const shown = Object.fromEntries([...figures.querySelectorAll('dd')].map((dd) => [dd.getAttribute('data-figure'), dd.textContent]));
    expect(shown).toEqual({
      bonusPercent: '100%',
      bonusAmount: '€20.00',
      maxBonus: '€200.00',
      minDeposit: '€20.00',
      wagering: '30×',
      validity: '30 days',
      maxBet: '€5.00',
    });
    expect(screen.getByRole('link', { name: 'Get bonus now' }).getAttribute('href')).toBe('/en/sign-up');
    expect(screen.getByRole('link', { name: 'Back to promotion' }).getAttribute('href')).toBe('/en/promotion');
  });

  it('sends a player to the deposit tab of the account', async () => {
    promotionsApi();
    storeToken('tok');
    const router = await renderApp('/en/promotion/cashback', { user: userView() });
    await screen.findByRole('heading', { level: 1, name: 'Title cashback' }, { timeout: 10_000 });
    const figures = screen.getByText('Cashback rate').closest('dl')!;
    expect(figures.querySelector('[data-figure="cashbackPercent"]')?.textContent).toBe('10%');
    expect(figures.querySelector('[data-figure="bonusPercent"]')).toBeNull();
    const cta = screen.getByRole('link', { name: 'Get bonus now' });
    expect(cta.getAttribute('href')).toBe('/en/user-management');
    // The account area's words come with it: the click's work goes on until they are here.
    await act(async () => fireEvent.click(cta));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user-management'));
    expect(router.state.location.state).toEqual({ accountTab: 'deposit', bonus: 'cashback' });
  });

  it('shows the not-found page for an unknown promotion', async () => {
    promotionsApi((body) => (body.id ? failure(404, 'not_found') : json(200, pageOf(body))));
    await renderApp('/en/promotion/jackpot');
    await screen.findByText('This page could not be found', {}, { timeout: 10_000 });
  });

  it('offers to try again when one promotion cannot be loaded', async () => {
    promotionsApi((body, n) => (n === 1 ? failure(503, 'unavailable') : json(200, pageOf(body))));
    await renderApp('/en/promotion/welcome');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Back to promotion' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' });
  });
});

describe('joinPromotionPages', () => {
  it('keeps each promotion once, in the order read', () => {
    const first = pageOf({ page: 1 });
    const second = { ...pageOf({ page: 2 }), promotions: [ALL[3], ALL[4], ALL[5]] };
    const shown = joinPromotionPages([first, second]);
    expect(shown.promotions.map((p) => p.id)).toEqual(['welcome', 'cashback', 'weekly', 'monthly', 'refer', 'loyalty']);
    expect(shown.total).toBe(6);
  });
});
