import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveResult, LiveTableEvent } from '../../../api/generated/api';
import { liveTable, serveSocket } from '../../../test/liveTable';
import { mockApi } from '../../../test/api';
import { failure, json, userView } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { FakeWebSocket } from '../../../test/socket';
import { storeToken } from '../../../test/session';
import { FUN_SESSION_KEY } from '../play/funSession';
import { isLiveEvent, LiveSocket } from './liveSocket';
import { msUntil, secondsLeft } from './useLiveTable';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ID = 'live-roulette-paris';
const CONFIG = { engine: 'roulette', variant: 'european', min_bet: 100, min_total: 100, max_total: 50_000 };
const BET = { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }] };
const TABLE = liveTable({ id: ID, name: 'Live Roulette Paris', engine: 'roulette', rtp: '97.30', categories: ['live-dealer'] }, CONFIG, BET);
const GAME = TABLE.game;
const URL_ANSWER = TABLE.url;
const SEED = 'ab'.repeat(32);

/** Settled roulette rounds, newest first. */
function pockets(...numbers: number[]): LiveResult[] {
  return numbers.map((number) => ({ engine: 'roulette', number }));
}

/** A table message: round 7 taking bets, 12 s before it closes (by the server's clock). */
const tableEvent = (overrides: Partial<LiveTableEvent> = {}) => TABLE.event({ history: pockets(17, 0, 32), ...overrides });

/** Round 7 settled on 3 (red); the next opens 6 s later. */
const SETTLED = tableEvent({ phase: 'settled', server_now: 5_013_000, next_at: 5_019_000, result: { engine: 'roulette', number: 3 }, server_seed: SEED, history: pockets(3, 17, 0, 32) });

/** The player's chips on round 7, as `game/live_bet` answers (the stake taken, nothing settled). */
const liveBet = TABLE.placed;

const WON = liveBet({ finished: true, win: '2.00', result: 'win', net: '1.00', balance: '1001.00', view: { engine: 'roulette', number: 3, colour: 'red', wins: [200] }, server_seed: SEED, config: CONFIG });

let clock = 100_000;

async function openTable(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/get_game_url': () => json(200, URL_ANSWER),
    'front/get_live_game_url': () => json(200, URL_ANSWER),
    'game/open_round': () => json(200, null),
    'front/get_games': () => json(200, { games: [GAME], total: 1, page: 1, page_size: 8 }),
    ...routes,
  });
  await renderApp(`/en/online-casino/${ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Live Roulette Paris' });
  await screen.findByRole('group', { name: 'Roulette table' });
  return api;
}

/** The table's socket: the server accepts it and sends `event` (if any). */
const serve = (...events: LiveTableEvent[]) => serveSocket(...events);

/** Moves the page's monotonic clock on and lets the countdown tick. */
async function elapse(ms: number) {
  clock += ms;
  await act(async () => {
    await new Promise((r) => setTimeout(r, 300));
  });
}

describe('live roulette table', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    FakeWebSocket.reset();
    clock = 100_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens through get_game_url (one call, which wakes the table), follows the socket and counts down by the server clock', async () => {
    const api = await openTable();
    expect(api.callsTo('front/get_game_url').map((c) => c.body)).toEqual([{ game_id: ID, mode: 'fun', fun_session: 'fun-1' }]);
    expect(api.callsTo('front/get_live_game_url')).toEqual([]);
    expect(FakeWebSocket.latest!.url).toBe(`ws://${window.location.host}/api/live/ws?game_id=${ID}`);
    expect(screen.getByText('Connecting to the table…')).toBeTruthy();
    await serve();
    expect(screen.getByText('The table opens a new round in a moment.')).toBeTruthy();

    // This device's clock is far from the server's: only the elapsed time counts.
    vi.spyOn(Date, 'now').mockReturnValue(42);
    await serve(tableEvent());
    expect(screen.getByText('Place your bets')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 12 s');
    expect(screen.getByText('Round 7')).toBeTruthy();
    expect(screen.getByText('Bets at the table: 2')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'Recent results' }));
    expect(history.getAllByRole('img').map((b) => b.getAttribute('aria-label'))).toEqual(['17 Black', '0 Green', '32 Red']);
    // The live region tells the phase, not every second.
    expect(screen.getByText('Place your bets').closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('timer').closest('[aria-live]')).toBeNull();

    await elapse(3_400);
    expect(screen.getByRole('timer').textContent).toBe('Time left: 9 s');
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(false);

    await elapse(9_000);
    expect(screen.getByText('No more bets')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(true);
  });

  it('places the chips on the current round, then shows the result, the win and the balance', async () => {
    const api = await openTable({
      'game/live_bet': () => json(200, liveBet()),
      'game/round': () => json(200, WON),
    });
    await serve(tableEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByText('Total stake: 1.00 FUN (chips: 1)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));

    const bets = api.callsTo('game/live_bet');
    expect(bets).toHaveLength(1);
    const body = bets[0].body as Record<string, unknown>;
    expect(body).toEqual({ game_id: ID, live_round_id: 'lr-7', mode: 'fun', fun_session: 'fun-1', bet: BET, idempotency_key: body.idempotency_key });
    expect(body.idempotency_key).toMatch(UUID);
    expect(await screen.findByText('Your stake this round: 1.00 FUN (chips: 1)')).toBeTruthy();
    expect(screen.getByText('Play-money balance: 999.00 FUN')).toBeTruthy();
    // One bet per round: the chips stay on the layout, which waits for the result.
    expect(screen.getByRole('button', { name: 'Red, chips placed: 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(true);

    await serve(SETTLED);
    expect(screen.getByText('Result: 3 Red')).toBeTruthy();
    // The wheel's ball is in the drawn pocket.
    expect(document.querySelector('.roulette-wheel-ball')?.getAttribute('data-pocket')).toBe('3');
    expect(await screen.findByText('You won 2.00 FUN. Net result: +1.00 FUN.')).toBeTruthy();
    expect(api.callsTo('game/round').map((c) => c.body)).toEqual([{ round_id: 'bet-1', fun_session: 'fun-1' }]);
    expect(screen.getByText('Play-money balance: 1,001.00 FUN')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your bets' })).getByRole('listitem').textContent).toBe('Red: 1.00 FUN → 2.00 FUN');
    expect(screen.getByRole('timer').textContent).toBe('Next round in 6 s');

    // The fair panel: the round's commitment and its revealed seed, and the bet to verify.
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Provably fair' })));
    const fair = screen.getByRole('tabpanel', { name: 'Provably fair' });
    expect(within(fair).getByText('cd'.repeat(32))).toBeTruthy();
    expect(within(fair).getByText(SEED)).toBeTruthy();
    expect(within(fair).getByRole('link', { name: 'Verify my bet on round 7' }).getAttribute('href')).toBe('/en/provably-fair?round=bet-1&mode=fun');

    // The next round: a fresh layout, and the same chips one click away.
    await serve(tableEvent({ round_id: 'lr-8', round_no: 8, history: pockets(3, 17, 0, 32), bets: 0 }));
    expect(screen.getByText('Place your bets')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Red' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Same bets again' }));
    expect(screen.getByText('Total stake: 1.00 FUN (chips: 1)')).toBeTruthy();
  });

  it('plays for real for a signed-in player: no fun session, and the header balance follows', async () => {
    storeToken('tok');
    const api = mockApi({
      'front/auth/player': () => json(200, userView()),
      'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '120.00', real: '120.00', bonus: '0.00' }] }),
      'front/get_game_url': () => json(200, { ...URL_ANSWER, mode: 'real', currency: 'EUR', fun_session: null, balance: '120.00' }),
      'game/open_round': () => json(200, null),
      'game/live_bet': () => json(200, liveBet({ mode: 'real', currency: 'EUR', balance: '119.00' })),
    });
    await renderApp(`/en/online-casino/${ID}`, { user: userView() });
    await screen.findByRole('group', { name: 'Roulette table' });
    expect(api.callsTo('front/get_game_url')[0].body).toEqual({ game_id: ID, mode: 'real', fun_session: null });
    await serve(tableEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    const reads = api.callsTo('front/get_player_balance').length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    const body = api.callsTo('game/live_bet')[0].body as Record<string, unknown>;
    expect([body.mode, body.fun_session]).toEqual(['real', null]);
    expect(await screen.findByText('Your stake this round: €1.00 (chips: 1)')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('front/get_player_balance').length).toBe(reads + 1));
  });

  it('says "No win this round" when the chips lost', async () => {
    await openTable({
      'game/live_bet': () => json(200, liveBet({ bet: { engine: 'roulette', bets: [{ kind: 'black', numbers: [], cents: 100 }] } })),
      'game/round': () => json(200, liveBet({ finished: true, result: 'loss', net: '-1.00', bet: { engine: 'roulette', bets: [{ kind: 'black', numbers: [], cents: 100 }] }, view: { engine: 'roulette', number: 3, colour: 'red', wins: [0] } })),
    });
    await serve(tableEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    await screen.findByText('Your stake this round: 1.00 FUN (chips: 1)');
    await serve(SETTLED);
    expect(await screen.findByText('No win this round. Net result: -1.00 FUN.')).toBeTruthy();
  });

  it('keeps the chips when the window closed before they arrived', async () => {
    await openTable({ 'game/live_bet': () => failure(409, 'betting_closed') });
    await serve(tableEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No more bets: this round closed before your chips arrived. Nothing was taken; bet on the next round. Your chips are still on the layout for the next round.');
    expect(screen.getByText('Total stake: 1.00 FUN (chips: 1)')).toBeTruthy();
    expect(screen.getByText('Play-money balance: 1,000.00 FUN')).toBeTruthy();
  });

  it("shows the server's other refusals through the errors catalogue", async () => {
    await openTable({ 'game/live_bet': () => failure(422, 'bet_above_balance') });
    await serve(tableEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Your balance is too low for this bet.');
  });

  it('shows the chips placed before a reload, and settles them', async () => {
    const api = await openTable({ 'game/open_round': () => json(200, liveBet()), 'game/round': () => json(200, WON) });
    await serve(tableEvent());
    expect(screen.getByText('Your stake this round: 1.00 FUN (chips: 1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Red, chips placed: 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('game/round')).toHaveLength(0);
    await serve(SETTLED);
    expect(await screen.findByText('You won 2.00 FUN. Net result: +1.00 FUN.')).toBeTruthy();
  });

  it('reconnects after a drop and wakes the table again', async () => {
    const api = await openTable();
    const first = await serve(tableEvent());
    await act(async () => first.drop());
    expect(screen.getByText('Connection to the table lost — reconnecting…', { selector: '.live-connection-text' })).toBeTruthy();
    // The last state stays shown meanwhile.
    expect(screen.getByText('Round 7')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reconnect now' })));
    expect(FakeWebSocket.instances).toHaveLength(2);
    await serve(tableEvent({ bets: 3 }));
    expect(screen.queryByText('Connection to the table lost — reconnecting…', { selector: '.live-connection-text' })).toBeNull();
    expect(screen.getByText('Bets at the table: 3')).toBeTruthy();
    // The page opened through get_game_url; the reconnection wakes the table once.
    await waitFor(() => expect(api.callsTo('front/get_live_game_url')).toHaveLength(1));
  });

  it('speaks French at the site root', async () => {
    mockApi({
      'front/get_game_url': () => json(200, URL_ANSWER),
      'front/get_live_game_url': () => json(200, URL_ANSWER),
      'game/open_round': () => json(200, null),
    });
    await renderApp(`/online-casino/${ID}`);
    await screen.findByRole('group', { name: 'Tapis de roulette' });
    await serve(tableEvent());
    expect(screen.getByText('Faites vos jeux')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Temps restant : 12 s');
    expect(screen.getByRole('button', { name: 'Miser' })).toBeTruthy();
  });
});

describe('live table socket', () => {
  afterEach(() => FakeWebSocket.reset());

  it('accepts only messages of its table, of the expected shape', () => {
    expect(isLiveEvent(tableEvent(), ID)).toBe(true);
    expect(isLiveEvent(tableEvent(), 'other-table')).toBe(false);
    expect(isLiveEvent({ ...tableEvent(), phase: 'spinning' }, ID)).toBe(false);
    expect(isLiveEvent(SETTLED, ID)).toBe(true);
    expect(isLiveEvent({ ...tableEvent(), phase: 'deciding' }, ID)).toBe(true);
    expect(isLiveEvent({ ...SETTLED, result: 3 }, ID)).toBe(false);
    expect(isLiveEvent({ ...tableEvent(), closes_at: '5012000' }, ID)).toBe(false);
    expect(isLiveEvent('hello', ID)).toBe(false);
  });

  it('counts from the server clock plus the time elapsed since the message', () => {
    const e = tableEvent();
    expect(msUntil(5_012_000, e, 1_000, 1_000)).toBe(12_000);
    expect(msUntil(5_012_000, e, 1_000, 4_500)).toBe(8_500);
    // A tick older than the message counts as no time at all.
    expect(msUntil(5_012_000, e, 1_000, 900)).toBe(12_000);
    expect([secondsLeft(8_500), secondsLeft(1), secondsLeft(0), secondsLeft(-50)]).toEqual([9, 1, 0, 0]);
  });

  it('backs off between attempts and says it is reconnecting', () => {
    vi.useFakeTimers();
    try {
      const statuses: string[] = [];
      const socket = new LiveSocket({ gameId: ID, onEvent: () => undefined, onStatus: (s) => statuses.push(s), random: () => 0.5 });
      socket.start();
      FakeWebSocket.latest!.open();
      FakeWebSocket.latest!.drop();
      expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
      vi.advanceTimersByTime(999);
      expect(FakeWebSocket.instances).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(2);
      FakeWebSocket.latest!.drop();
      vi.advanceTimersByTime(1_999);
      expect(FakeWebSocket.instances).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(3);
      socket.stop();
      expect(FakeWebSocket.latest!.closedByClient).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
