import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LiveResult, LiveTableEvent, RoundView } from '../../../api/generated/api';
import { mockApi } from '../../../test/api';
import { json } from '../../../test/fixtures';
import { liveTable, serveSocket } from '../../../test/liveTable';
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

const ID = 'live-blackjack-biarritz';
const CONFIG = { engine: 'blackjack', min_bet: 500, max_bet: 100_000, dealer_hits_soft_17: false, shared: true };
const BET = { engine: 'blackjack', stake: 1000 };
const TABLE = liveTable({ id: ID, name: 'Live Blackjack Biarritz', engine: 'blackjack', rtp: '99.55', categories: ['live-dealer', 'blackjack', 'card'] }, CONFIG, BET);
const SEED = 'ab'.repeat(32);
const DEALT: LiveResult = { engine: 'blackjack', player: ['TH', '6C'], player_total: 16, dealer: ['9S'], dealer_total: 9 };
const SETTLED: LiveResult = { engine: 'blackjack', player: ['TH', '6C'], player_total: 16, dealer: ['9S', '8D'], dealer_total: 17 };

const tableEvent = (overrides: Partial<LiveTableEvent> = {}) => TABLE.event(overrides);
const bet = (overrides: Partial<RoundView> = {}) => TABLE.placed({ stake: '10.00', balance: '990.00', ...overrides });
const hand = (cards: string[], total: number, outcome: string | null, win: number) => ({
  engine: 'blackjack',
  hands: [{ cards, total, soft: false, stake: 1000, doubled: false, outcome, win }],
  active: null,
  dealer: outcome ? ['9S', '8D'] : ['9S'],
  dealer_total: outcome ? 17 : 9,
});

let clock = 100_000;

describe('live blackjack table', () => {
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

  it('stakes in the window, decides on the shared hand with the hole card down, then settles on the dealer hand', async () => {
    let stored = bet();
    const api = mockApi({
      'front/get_game_url': () => json(200, TABLE.url),
      'game/open_round': () => json(200, null),
      'front/get_games': () => json(200, { games: [TABLE.game], total: 1, page: 1, page_size: 8 }),
      'game/live_bet': () => json(200, stored),
      'game/round': () => json(200, stored),
      'game/act': () => {
        stored = bet({ actions: [{ type: 'hit' }], view: hand(['TH', '6C', '4D'], 20, null, 0) as RoundView['view'] });
        return json(200, stored);
      },
    });
    await renderApp(`/en/online-casino/${ID}`);
    await screen.findByRole('textbox', { name: /^Stake \(/ });
    await serveSocket(tableEvent());
    fireEvent.change(screen.getByRole('textbox', { name: /^Stake \(/ }), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' })));
    expect((api.callsTo('game/live_bet')[0].body as { bet: unknown }).bet).toEqual(BET);
    expect(await screen.findByText('Your stake this round: 10.00 FUN (chips: 1)')).toBeTruthy();

    // The cards are out: the round comes back with what the hand may do.
    stored = bet({ allowed: ['hit', 'stand', 'double'] });
    await serveSocket(tableEvent({ phase: 'deciding', closes_at: 5_008_000, result: DEALT }));
    expect(screen.getByText('The cards are out: hit, stand or double')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time to decide: 8 s (an undecided hand stands)');
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    const shared = within(screen.getByRole('region', { name: "Everyone's hand" }));
    expect(shared.getByText('Total 16')).toBeTruthy();
    const hit = await screen.findByRole('button', { name: 'Hit' });
    await act(async () => fireEvent.click(hit));
    expect(api.callsTo('game/act').map((c) => c.body)).toEqual([{ round_id: 'bet-1', fun_session: 'fun-1', action: { type: 'hit' }, step: 0 }]);
    expect(within(screen.getByRole('region', { name: 'Your hand' })).getByText('Total 20')).toBeTruthy();

    // The table settles: the dealer's hand shows and the hand's result follows.
    stored = bet({ finished: true, result: 'win', win: '20.00', net: '10.00', balance: '1010.00', actions: [{ type: 'hit' }, { type: 'stand' }], view: hand(['TH', '6C', '4D'], 20, 'win', 2000) as RoundView['view'], server_seed: SEED, config: CONFIG });
    await serveSocket(tableEvent({ phase: 'settled', server_now: 5_009_000, next_at: 5_015_000, result: SETTLED, server_seed: SEED, history: [SETTLED] }));
    expect(screen.getByText('Result: Dealer: 17')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Face-down card' })).toBeNull();
    expect(await screen.findByText('You won 20.00 FUN. Net result: +10.00 FUN.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recent results' })).getByText('Dealer: 17')).toBeTruthy();

    // The rules say how the shared hand is dealt and what an undecided seat does.
    const rules = screen.getByRole('tabpanel', { name: 'Rules & paytable' });
    expect(within(rules).getByText(/^At this live table every seat shares the two opening cards and the dealer's hand/)).toBeTruthy();
    expect(within(rules).getByText(/a seat that does not decide in time stands\.$/)).toBeTruthy();
  });
});
