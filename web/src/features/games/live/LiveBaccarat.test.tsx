import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LiveResult, LiveTableEvent, RoundView } from '../../../api/generated/api';
import { liveTable, serveSocket } from '../../../test/liveTable';
import { mockApi } from '../../../test/api';
import { json } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { FakeWebSocket } from '../../../test/socket';
import { FUN_SESSION_KEY } from '../play/funSession';

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

const ID = 'live-baccarat-deauville';
const CONFIG = { engine: 'baccarat', decks: 8, min_bet: 100, max_bet: 50_000, max_total: 75_000 };
const BET = { engine: 'baccarat', player: 0, banker: 1000, tie: 200 };
const TABLE = liveTable({ id: ID, name: 'Live Baccarat Deauville', engine: 'baccarat', rtp: '85.64', categories: ['live-dealer', 'baccarat', 'card'] }, CONFIG, BET);
const GAME = TABLE.game;
const SEED = 'ab'.repeat(32);
const BANKER: LiveResult = { engine: 'baccarat', player: ['9H', 'KD', '5C'], banker: ['3S', '4H'], player_total: 4, banker_total: 7, winner: 'banker', natural: false };
const PLAYER: LiveResult = { engine: 'baccarat', player: ['8H', 'AD'], banker: ['2S', '4H'], player_total: 9, banker_total: 6, winner: 'player', natural: true };
const TIE: LiveResult = { engine: 'baccarat', player: ['2H', '3D'], banker: ['TS', '5H'], player_total: 5, banker_total: 5, winner: 'tie', natural: false };

const tableEvent = (overrides: Partial<LiveTableEvent> = {}) => TABLE.event({ history: [PLAYER, TIE], bets: 4, players: 3, ...overrides });
const liveBet = (overrides: Partial<RoundView> = {}) => TABLE.placed({ stake: '12.00', balance: '988.00', ...overrides });

const SETTLED_BET = liveBet({
  finished: true,
  win: '19.50',
  result: 'win',
  net: '7.50',
  balance: '1007.50',
  view: { ...BANKER, wins: { player: 0, banker: 1950, tie: 0 } },
  server_seed: SEED,
  config: CONFIG,
});

let clock = 100_000;

describe('live baccarat table', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
    FakeWebSocket.reset();
    clock = 100_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('takes amounts on the spots in the window, then shows the coup, the road and what each spot returned', async () => {
    const api = mockApi({
      'front/get_game_url': () => json(200, TABLE.url),
      'game/open_round': () => json(200, null),
      'front/get_games': () => json(200, { games: [GAME], total: 1, page: 1, page_size: 8 }),
      'game/live_bet': () => json(200, liveBet()),
      'game/round': () => json(200, SETTLED_BET),
    });
    await renderApp(`/en/online-casino/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Live Baccarat Deauville' });
    await screen.findByRole('textbox', { name: 'Banker' });
    await serveSocket(tableEvent());
    expect(screen.getByText('Place your bets')).toBeTruthy();
    expect(screen.getByText('Players: 3')).toBeTruthy();
    expect(screen.getByText('Bets at the table: 4')).toBeTruthy();
    const road = within(screen.getByRole('region', { name: 'Recent results' }));
    expect(road.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PPlayer wins', 'TTie']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Banker' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tie' }), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    const body = api.callsTo('game/live_bet')[0].body as Record<string, unknown>;
    expect(body.bet).toEqual(BET);
    expect(body.live_round_id).toBe('lr-7');
    expect(await screen.findByText('Your stake this round: 12.00 FUN (chips: 2)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(true);

    await serveSocket(tableEvent({ phase: 'settled', server_now: 5_013_000, next_at: 5_019_000, result: BANKER, server_seed: SEED, history: [BANKER, PLAYER, TIE] }));
    expect(screen.getByText('Result: Banker wins — player 4, banker 7')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Banker' })).getByText('total 7', { exact: false })).toBeTruthy();
    expect(await screen.findByText('You won 19.50 FUN. Net result: +7.50 FUN.')).toBeTruthy();
    const returns = within(screen.getByRole('list', { name: 'What your bets returned' }));
    expect(returns.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Banker: 10.00 FUN → 19.50 FUN', 'Tie: 2.00 FUN → lost']);

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Provably fair' })));
    const fair = screen.getByRole('tabpanel', { name: 'Provably fair' });
    expect(within(fair).getByText('Banker wins — player 4, banker 7')).toBeTruthy();
    expect(within(fair).getByText(SEED)).toBeTruthy();
  });

  it('speaks French at the site root', async () => {
    mockApi({
      'front/get_game_url': () => json(200, TABLE.url),
      'game/open_round': () => json(200, null),
      'front/get_games': () => json(200, { games: [GAME], total: 1, page: 1, page_size: 8 }),
    });
    await renderApp(`/online-casino/${ID}`);
    await screen.findByRole('textbox', { name: 'Banquier' });
    await serveSocket(tableEvent({ phase: 'settled', next_at: 5_006_000, result: TIE, server_seed: SEED, history: [TIE, PLAYER] }));
    expect(screen.getByText('Résultat : Égalité — joueur 5, banquier 5')).toBeTruthy();
    expect(screen.getByText('Joueurs : 3')).toBeTruthy();
  });
});
