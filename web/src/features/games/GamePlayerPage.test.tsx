import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameSummary, GameUrl, RoundView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';
import { FUN_SESSION_KEY } from './play/funSession';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

vi.mock('../../core/games', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/games')>();
  const { gamesFromDisk } = await import('../../test/engineUi');
  return { ...actual, loadGames: async () => gamesFromDisk() };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const GAME: GameSummary = {
  id: 'classic-blackjack',
  name: 'Classic Blackjack',
  provider: 'emerald',
  provider_name: 'Emerald Studio',
  categories: ['blackjack'],
  engine: 'blackjack',
  rtp: '99.54',
  rtp_method: 'simulated',
  rtp_interval: '0.047',
  volatility: 'low',
  max_win: '8',
  thumbnail: '/api/thumbnails/classic-blackjack.svg',
  colors: ['#123456', '#abcdef'],
  live: false,
  is_new: false,
};

const CONFIG = { engine: 'blackjack', min_bet: 100, max_bet: 50_000, dealer_hits_soft_17: false };

function gameUrl(mode: 'real' | 'fun', funSession: string | null): GameUrl {
  return {
    url: `/online-casino/classic-blackjack?mode=${mode}`,
    mode,
    game: GAME,
    config: CONFIG,
    min_bet: '1.00',
    max_bet: '500.00',
    currency: mode === 'fun' ? 'FUN' : 'EUR',
    fun_session: funSession,
    balance: '10000.00',
    art: [],
    art_icons: [],
    on_break: null,
  };
}

/** An open blackjack round: Q♣ Q♦ against the dealer's 10♥, after `actions`. */
function openRound(overrides: Partial<RoundView> = {}): RoundView {
  return {
    id: 'round-7',
    game_id: 'classic-blackjack',
    game_name: 'Classic Blackjack',
    mode: 'fun',
    currency: 'FUN',
    stake: '10.00',
    win: '0.00',
    finished: false,
    result: 'open',
    moment: 'none',
    net: '0.00',
    withheld: null,
    allowed: ['hit', 'stand', 'double', 'split'],
    bet: { engine: 'blackjack', stake: 1000 },
    actions: [],
    view: {
      engine: 'blackjack',
      hands: [{ cards: ['Qc', 'Qd'], total: 20, soft: false, stake: 1000, doubled: false, outcome: null, win: 0 }],
      active: 0,
      dealer: ['Th'],
      dealer_total: 10,
    },
    commitment: 'ab'.repeat(32),
    client_seed: 'lucky',
    nonce: 3,
    server_seed: null,
    created_at: 1763900000000,
    balance: '9990.00',
    live_round_id: null,
    engine: null,
    config: null,
    ...overrides,
  };
}

/** The same round once the player stood: the dealer drew to 20, a push. */
function settled(overrides: Partial<RoundView> = {}): RoundView {
  return openRound({
    finished: true,
    allowed: [],
    actions: [{ type: 'stand' }],
    win: '10.00',
    result: 'even',
    net: '0.00',
    withheld: null,
    balance: '10000.00',
    view: {
      engine: 'blackjack',
      hands: [{ cards: ['Qc', 'Qd'], total: 20, soft: false, stake: 1000, doubled: false, outcome: 'push', win: 1000 }],
      active: null,
      dealer: ['Th', 'Kd'],
      dealer_total: 20,
    },
    ...overrides,
  });
}

const BALANCE = { wallets: [{ currency: 'EUR', total: '120.00', real: '120.00', bonus: '0.00' }] };

async function openPlayer(path: string, signedIn = false) {
  if (signedIn) storeToken('tok');
  await renderApp(path, signedIn ? { user: userView() } : undefined);
  return screen.findByRole('heading', { level: 1, name: 'Classic Blackjack' });
}

describe('game player', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens fun play for a visitor with the stored fun session and resumes the open round', async () => {
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, openRound()),
      'front/get_games': () => json(200, { games: [GAME], total: 1, page: 1, page_size: 8 }),
    });
    await openPlayer('/en/online-casino/classic-blackjack?mode=real');
    expect(api.callsTo('front/get_game_url').map((c) => c.body)).toEqual([{ game_id: 'classic-blackjack', mode: 'fun', fun_session: 'fun-1' }]);
    expect(api.callsTo('game/open_round').map((c) => c.body)).toEqual([{ game_id: 'classic-blackjack', mode: 'fun', fun_session: 'fun-1' }]);
    expect(screen.getByText('Fun play — play money')).toBeTruthy();
    expect(screen.getByText('Play-money balance: 9,990.00 FUN')).toBeTruthy();
    expect(screen.getByText('Real-money play needs an account: sign in, or keep playing for fun with play money.')).toBeTruthy();
    // The resumed round: the cards, the totals and the allowed moves.
    expect(await screen.findByRole('img', { name: 'Queen of clubs' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ten of hearts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    const moves = screen.getByRole('group', { name: 'Your move' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hit', 'Stand', 'Double', 'Split']);
    expect(screen.getByText('Your move.')).toBeTruthy();
    // The game played is marked in the strip of more games.
    const current = await screen.findByRole('link', { name: 'Classic Blackjack, Emerald Studio, RTP 99.54%' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('li')?.className).toBe('game-cell game-cell-current');
  });

  it('keeps the fun session the server gives to a browser without one', async () => {
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-new')),
      'game/open_round': () => json(200, null),
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    expect(api.callsTo('front/get_game_url')[0].body).toEqual({ game_id: 'classic-blackjack', mode: 'fun', fun_session: null });
    expect(api.callsTo('game/open_round')[0].body).toEqual({ game_id: 'classic-blackjack', mode: 'fun', fun_session: 'fun-new' });
    expect(localStorage.getItem(FUN_SESSION_KEY)).toBe('fun-new');
    expect(screen.getByText('Play-money balance: 10,000.00 FUN')).toBeTruthy();
  });

  it('places a real bet: the engine JSON in cents, a fresh idempotency key, the mode; the balance follows', async () => {
    const api = mockApi({
      'front/auth/player': () => json(200, userView()),
      'front/get_player_balance': () => json(200, BALANCE),
      'front/get_game_url': () => json(200, gameUrl('real', null)),
      'game/open_round': () => json(200, null),
      'game/bet': () => json(200, openRound({ mode: 'real', currency: 'EUR', stake: '2.50', balance: '117.50' })),
    });
    await openPlayer('/en/online-casino/classic-blackjack', true);
    expect(api.callsTo('front/get_game_url')[0].body).toEqual({ game_id: 'classic-blackjack', mode: 'real', fun_session: null });
    expect(screen.getByRole('button', { name: 'Real money' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fun play' }).getAttribute('aria-pressed')).toBe('false');
    const stake = await screen.findByLabelText('Stake (EUR)');
    expect(screen.getByText('Min €1.00, max €500.00')).toBeTruthy();
    fireEvent.change(stake, { target: { value: '2.50' } });
    // The header's own reading of the balance, then the one the bet brings.
    await waitFor(() => expect(api.callsTo('front/get_player_balance')).toHaveLength(1));
    const balanceReads = api.callsTo('front/get_player_balance').length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    await screen.findByRole('img', { name: 'Queen of diamonds' });
    const bets = api.callsTo('game/bet');
    expect(bets).toHaveLength(1);
    const body = bets[0].body as Record<string, unknown>;
    expect(body).toEqual({ game_id: 'classic-blackjack', mode: 'real', fun_session: null, bet: { engine: 'blackjack', stake: 250 }, idempotency_key: body.idempotency_key });
    expect(body.idempotency_key).toMatch(UUID);
    await waitFor(() => expect(api.callsTo('front/get_player_balance').length).toBe(balanceReads + 1));
  });

  it('during a time-out turns real money into fun play and says the break and its end before any bet', async () => {
    const onBreak = { code: 'time_out_active', until: 1_796_119_200_000 };
    const api = mockApi({
      'front/auth/player': () => json(200, userView()),
      'front/get_player_balance': () => json(200, BALANCE),
      'front/get_game_url': (body) => {
        const mode = (body as { mode: 'real' | 'fun' }).mode;
        return json(200, { ...gameUrl(mode, mode === 'fun' ? 'fun-9' : null), on_break: onBreak });
      },
      'game/open_round': () => json(200, null),
    });
    await openPlayer('/en/online-casino/classic-blackjack', true);
    const notice = await screen.findByRole('alert');
    expect(notice.className).toBe('alert alert-danger player-break');
    expect(Array.from(notice.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'You are taking a break until 2026.12.01 10:00:00 (UTC): deposits and play resume then. You can still withdraw.',
      'Until then, you can play this game for fun, with play money.',
    ]);
    expect(api.callsTo('front/get_game_url').map((c) => (c.body as { mode: string }).mode)).toEqual(['real', 'fun']);
    expect(screen.getByText('Fun play — play money')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Real money' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Play mode' })).toBeNull();
  });

  it('checks the stake with the engine before sending it', async () => {
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, null),
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    const stake = await screen.findByLabelText('Stake (play money)');
    fireEvent.change(stake, { target: { value: '0.50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    expect(await screen.findByText('The minimum bet is 1.00 FUN.')).toBeTruthy();
    fireEvent.change(stake, { target: { value: 'ten' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    expect(await screen.findByText('Please enter valid number.')).toBeTruthy();
    expect(api.callsTo('game/bet')).toHaveLength(0);
  });

  it('sends a decision with the step (actions already in the round) and shows the settled round', async () => {
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, openRound({ actions: [{ type: 'hit' }], allowed: ['hit', 'stand'] })),
      'game/act': () => json(200, settled({ actions: [{ type: 'hit' }, { type: 'stand' }] })),
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    const stand = await screen.findByRole('button', { name: 'Stand' });
    await act(async () => fireEvent.click(stand));
    expect(api.callsTo('game/act').map((c) => c.body)).toEqual([{ round_id: 'round-7', fun_session: 'fun-1', action: { type: 'stand' }, step: 1 }]);
    expect(await screen.findByText('Push')).toBeTruthy();
    expect(screen.getByText('Your stake of 10.00 FUN is returned. Net result: 0.00 FUN.')).toBeTruthy();
    expect(screen.getByText('Play-money balance: 10,000.00 FUN')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your move' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deal' })).toBeTruthy();
  });

  it("shows the server's refusal next to the controls", async () => {
    mockApi({
      'front/auth/player': () => json(200, userView()),
      'front/get_player_balance': () => json(200, BALANCE),
      'front/get_game_url': () => json(200, gameUrl('real', null)),
      'game/open_round': () => json(200, null),
      'game/bet': () => failure(422, 'bet_above_balance'),
    });
    await openPlayer('/en/online-casino/classic-blackjack', true);
    fireEvent.change(await screen.findByLabelText('Stake (EUR)'), { target: { value: '400' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    const alert = await screen.findByText('Your balance is too low for this bet.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.closest('.player-stage')).toBeTruthy();
  });

  it('sends the same idempotency key again when a bet got no answer', async () => {
    let n = 0;
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, null),
      'game/bet': () => {
        n += 1;
        if (n === 1) throw new TypeError('Failed to fetch');
        return json(200, openRound());
      },
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    fireEvent.change(await screen.findByLabelText('Stake (play money)'), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    await screen.findByRole('img', { name: 'Queen of clubs' });
    const keys = api.callsTo('game/bet').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after round_changed shows the round as it now stands', async () => {
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, openRound()),
      'game/act': () => failure(409, 'round_changed'),
      'game/round': () => json(200, settled()),
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    const hit = await screen.findByRole('button', { name: 'Hit' });
    await act(async () => fireEvent.click(hit));
    expect(await screen.findByText('This round moved on in another window. Reload the game.')).toBeTruthy();
    expect(api.callsTo('game/round')[0].body).toEqual({ round_id: 'round-7', fun_session: 'fun-1' });
    expect(await screen.findByText('Push')).toBeTruthy();
  });

  it('expands, lists the rules, the seeds and this visit’s rounds in the right panel', async () => {
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    const api = mockApi({
      'front/get_game_url': () => json(200, gameUrl('fun', 'fun-1')),
      'game/open_round': () => json(200, null),
      'game/bet': () => json(200, settled()),
      'game/seeds': () => json(200, { commitment: 'cd'.repeat(32), client_seed: 'lucky', nonce: 4, previous: null }),
      'game/rotate_seed': () =>
        json(200, { commitment: 'ef'.repeat(32), client_seed: 'my-seed', nonce: 0, previous: { server_seed: '01'.repeat(32), commitment: 'cd'.repeat(32), client_seed: 'lucky', last_nonce: 3 } }),
    });
    await openPlayer('/en/online-casino/classic-blackjack');
    const stake = await screen.findByLabelText('Stake (play money)');
    const expand = screen.getByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(expand));
    expect(screen.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.game-player')?.className).toBe('game-player player-expanded');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.getByRole('button', { name: 'Expand' }).getAttribute('aria-pressed')).toBe('false');

    // Rules: the engine, the RTP and its method, the maximum win, the limits.
    const rules = screen.getByRole('tabpanel', { name: 'Rules & paytable' });
    expect(within(rules).getByText('99.54%')).toBeTruthy();
    expect(within(rules).getByText('Maximum win').nextElementSibling?.textContent).toBe('8 × the stake');
    expect(within(rules).getByText('(simulated on the game with its stated strategy, ± 0.047% at 99% confidence)')).toBeTruthy();
    expect(within(rules).getByText('1.00 FUN to 500.00 FUN')).toBeTruthy();
    expect(within(rules).getByText(/dealer stands on all 17s/)).toBeTruthy();

    fireEvent.change(stake, { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deal' })));
    // The round just played is dealt first (four cards: 1.4 s), then settled.
    await screen.findByText('Push');

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Provably fair' })));
    const fair = screen.getByRole('tabpanel', { name: 'Provably fair' });
    expect(await within(fair).findByText('cd'.repeat(32))).toBeTruthy();
    expect(api.callsTo('game/seeds')[0].body).toEqual({ mode: 'fun', fun_session: 'fun-1' });
    const seed = within(fair).getByLabelText('Client seed');
    expect((seed as HTMLInputElement).value).toBe('lucky');
    fireEvent.change(seed, { target: { value: 'my-seed' } });
    await act(async () => fireEvent.click(within(fair).getByRole('button', { name: 'Change seed' })));
    expect(api.callsTo('game/rotate_seed')[0].body).toEqual({ mode: 'fun', fun_session: 'fun-1', client_seed: 'my-seed' });
    expect(await within(fair).findByText('01'.repeat(32))).toBeTruthy();
    expect(within(fair).getByText('Seed changed: the previous server seed is revealed below.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Recent bets' })));
    const recent = screen.getByRole('tabpanel', { name: 'Recent bets' });
    expect(within(recent).getByText('Bet 10.00 FUN · Win 10.00 FUN')).toBeTruthy();
    const verify = within(recent).getByRole('link', { name: 'Verify the round of 2025.11.23 12:13:20' });
    expect(verify.getAttribute('href')).toBe('/en/provably-fair?round=round-7&mode=fun');
  });

  it('shows the not-found page for a game the catalogue does not have', async () => {
    const api = mockApi({
      'front/get_game_url': () => failure(404, 'game_not_found'),
    });
    await renderApp('/en/online-casino/nope');
    expect(await screen.findByText('This page could not be found', undefined)).toBeTruthy();
    // One call: it knows live tables too.
    expect(api.callsTo('front/get_game_url').map((c) => c.body)).toEqual([{ game_id: 'nope', mode: 'fun', fun_session: null }]);
  });

  it('says why the game did not open and tries again', async () => {
    let n = 0;
    mockApi({
      'front/get_game_url': () => (++n === 1 ? failure(503, 'unavailable') : json(200, gameUrl('fun', 'fun-1'))),
      'game/open_round': () => json(200, null),
    });
    await renderApp('/en/online-casino/classic-blackjack');
    expect(await screen.findByText('The game could not be opened.', undefined)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Blackjack' })).toBeTruthy();
  });
});
