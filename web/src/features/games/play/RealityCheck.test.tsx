import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { GameSummary, GameUrl, SessionSummary } from '../../../api/generated/api';
import { REALITY_CHECK_KEY } from '../../../lib/realityCheck';
import { mockApi } from '../../../test/api';
import { failure, json, userView } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { storeToken } from '../../../test/session';
import { FUN_SESSION_KEY } from './funSession';

vi.mock('../../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../core/rules')>();
  const { rulesFromDisk } = await import('../../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

vi.mock('../../../core/games', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../core/games')>();
  const { gamesFromDisk } = await import('../../../test/engineUi');
  return { ...actual, loadGames: async () => gamesFromDisk() };
});

const MINUTE = 60_000;
// 2026-11-24 12:00:00 UTC: the page opens then.
const T0 = 1_795_521_600_000;
// The player signed in 65 minutes before: with checks every 15 minutes, the one of the 60th
// minute is past, the next is due at the 75th, 10 minutes after the page opened.
const SIGNED_IN = T0 - 65 * MINUTE;
const DUE = T0 + 10 * MINUTE;

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

function gameUrl(mode: 'real' | 'fun'): GameUrl {
  return {
    url: `/online-casino/classic-blackjack?mode=${mode}`,
    mode,
    game: GAME,
    config: { engine: 'blackjack', min_bet: 100, max_bet: 50_000, dealer_hits_soft_17: false },
    min_bet: '1.00',
    max_bet: '500.00',
    currency: mode === 'fun' ? 'FUN' : 'EUR',
    fun_session: mode === 'fun' ? 'fun-1' : null,
    balance: '120.00',
    art: [],
    art_icons: [],
    on_break: null,
  };
}

function summary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    started_at: SIGNED_IN,
    currency: 'EUR',
    rounds: 3,
    staked: '5.00',
    returned: '5.00',
    net: '0.00',
    reality_check_minutes: [15, 30, 45, 60],
    limit_minutes: null,
    ...overrides,
  };
}

/** The summary's answers in turn (the last one again after them). */
function answers(...list: SessionSummary[]) {
  let n = 0;
  return () => json(200, list[Math.min(n++, list.length - 1)]);
}

function routes(session: () => Response, mode: 'real' | 'fun' = 'real') {
  return mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '120.00', real: '120.00', bonus: '0.00' }] }),
    'front/get_game_url': () => json(200, gameUrl(mode)),
    'game/open_round': () => json(200, null),
    'front/get_session_summary': session,
  });
}

async function openGame(path = '/en/online-casino/classic-blackjack', signedIn = true) {
  if (signedIn) storeToken('tok');
  await renderApp(path, signedIn ? { user: userView() } : undefined);
  await screen.findByRole('heading', { level: 1, name: 'Classic Blackjack' });
}

/** Moves the clock (and its timers) to `at`. */
async function advanceTo(at: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Math.max(0, at - Date.now()));
  });
}

const dialog = () => screen.queryByRole('alertdialog');

describe('reality check on the game page', () => {
  beforeEach(() => {
    localStorage.clear();
    // The clock moves on its own too (the page loads in real time), timers fire when it passes them.
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stops real-money play at the due time with the figures read again, a loss stated plainly', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    const api = routes(answers(summary(), summary({ rounds: 42, staked: '120.00', returned: '111.50', net: '-8.50' })));
    await openGame();
    expect(api.callsTo('front/get_session_summary').map((c) => c.body)).toEqual([{}]);

    // Not before its time.
    await advanceTo(DUE - 1000);
    expect(dialog()).toBeNull();
    const deal = await screen.findByRole('button', { name: 'Deal' });
    deal.focus();

    await advanceTo(DUE + 10);
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(document.activeElement).toBe(check);
    expect(api.callsTo('front/get_session_summary')).toHaveLength(2);
    await within(check).findByText('Rounds played: 42');
    expect(within(check).getByText('You have been playing for 1 hour 15 minutes since you signed in.')).toBeTruthy();
    expect(within(check).getByText('Total staked: €120.00')).toBeTruthy();
    expect(within(check).getByText('Total paid back: €111.50')).toBeTruthy();
    expect(within(check).getByText('Net result: -€8.50')).toBeTruthy();
    // No countdown, nothing to hurry: the player decides.
    expect(check.textContent).not.toMatch(/\d+ ?s\b|seconds?/);
    expect(within(check).getByRole('button', { name: 'Keep playing' })).toBeTruthy();
    expect(within(check).getByRole('button', { name: 'Stop playing' })).toBeTruthy();
    expect(within(check).getByRole('link', { name: 'See my bet history' }).getAttribute('href')).toBe('/en/user-management');
    // The game behind is out of reach.
    expect(screen.getByRole('heading', { level: 1, hidden: true }).closest('[inert]')).toBeTruthy();
  });

  it('states a positive net the same neutral way, without celebrating it', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    routes(answers(summary({ rounds: 7, staked: '20.00', returned: '32.00', net: '12.00' })));
    await openGame();
    await advanceTo(DUE + 10);
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await within(check).findByText('Net result: +€12.00');
    expect(within(check).getByText('Total paid back: €32.00')).toBeTruthy();
    expect(check.textContent).not.toMatch(/win|won|congrat|!/i);
    expect(check.querySelector('[class*="success"]')).toBeNull();
  });

  it('Keep playing closes it, gives the focus back, and the next check comes one interval later', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    const api = routes(answers(summary()));
    await openGame();
    const deal = await screen.findByRole('button', { name: 'Deal' });
    deal.focus();
    await advanceTo(DUE + 10);
    const check = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(check).getByRole('button', { name: 'Keep playing' })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(deal);
    expect(deal.closest('[inert]')).toBeNull();

    await advanceTo(DUE + 15 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await advanceTo(DUE + 15 * MINUTE + 10);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(api.callsTo('front/get_session_summary')).toHaveLength(3);
  });

  it('takes the keys while open: Escape keeps playing, the page and its shortcuts hear nothing', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '30');
    routes(answers(summary()));
    await openGame();
    // Expanded: Escape would otherwise leave the expanded layout too.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Expand' })));
    const heard: string[] = [];
    const listen = (e: KeyboardEvent) => heard.push(e.key);
    document.addEventListener('keydown', listen);
    try {
      // 30-minute checks: the 90th minute, 25 minutes after the page opened.
      await advanceTo(T0 + 25 * MINUTE + 10);
      const check = await screen.findByRole('alertdialog');
      await within(check).findByText('Rounds played: 3');
      expect(within(check).getByText('You have been playing for 1 hour 30 minutes since you signed in.')).toBeTruthy();

      const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      act(() => void document.body.dispatchEvent(space));
      expect(space.defaultPrevented).toBe(true);
      const onDialog = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      act(() => void check.dispatchEvent(onDialog));
      expect(onDialog.defaultPrevented).toBe(true);
      await act(async () => fireEvent.keyDown(check, { key: 'Escape' }));
      expect(dialog()).toBeNull();
      expect(heard).toEqual([]);
      expect(screen.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      document.removeEventListener('keydown', listen);
    }
  });

  it('says so when the figures cannot be read again, and reads them on request', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    let n = 0;
    routes(() => (++n === 2 ? failure(503, 'unavailable') : json(200, summary({ rounds: 9 }))));
    await openGame();
    await advanceTo(DUE + 10);
    const check = await screen.findByRole('alertdialog');
    // The time played is known without them; old figures are never shown as current.
    expect(await within(check).findByText('Your figures could not be updated.')).toBeTruthy();
    expect(within(check).getByText('You have been playing for 1 hour 15 minutes since you signed in.')).toBeTruthy();
    expect(within(check).queryByText(/Rounds played/)).toBeNull();
    await act(async () => fireEvent.click(within(check).getByRole('button', { name: 'Try again' })));
    expect(await within(check).findByText('Rounds played: 9')).toBeTruthy();
    expect(within(check).queryByText('Your figures could not be updated.')).toBeNull();
  });

  it('Stop playing goes to the lobby of the page language', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    routes(answers(summary()));
    storeToken('tok');
    const router = await renderApp('/en/online-casino/classic-blackjack', { user: userView() });
    await screen.findByRole('heading', { level: 1, name: 'Classic Blackjack' });
    await advanceTo(DUE + 10);
    const check = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(check).getByRole('button', { name: 'Stop playing' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/online-casino'));
    await vi.waitFor(() => expect(dialog()).toBeNull(), { timeout: 15_000 });
  });

  it('comes every 60 minutes when the player chose nothing on this device', async () => {
    routes(answers(summary()));
    await openGame();
    // The 60th minute is past: the next, the 120th, is 55 minutes away.
    await advanceTo(T0 + 55 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await advanceTo(T0 + 55 * MINUTE + 10);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('never comes when the player chose never', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, 'never');
    routes(answers(summary()));
    await openGame();
    await advanceTo(T0 + 3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('never comes in fun play, nor for a visitor', async () => {
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    const api = routes(answers(summary()), 'fun');
    await openGame('/en/online-casino/classic-blackjack?mode=fun');
    await advanceTo(T0 + 2 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    cleanup();

    localStorage.clear();
    localStorage.setItem(REALITY_CHECK_KEY, '15');
    await openGame('/en/online-casino/classic-blackjack?mode=real', false);
    await advanceTo(T0 + 4 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    expect(api.callsTo('front/get_session_summary')).toHaveLength(0);
  });
});
