import { act } from '@testing-library/react';
import type { GameSummary, GameUrl, LiveTableEvent, RoundView } from '../api/generated/api';
import { FakeWebSocket } from './socket';

/**
 * A live table as the page meets it in tests: its catalogue entry, the `get_game_url` answer in
 * fun play, a table message (round 7 taking bets, 12 s before it closes by the server's clock)
 * and the player's unsettled bet on that round.
 */
export function liveTable(game: { id: string; name: string; engine: string; rtp: string; categories: string[] }, config: unknown, bet: unknown) {
  const summary: GameSummary = {
    ...game,
    provider: 'casino-live',
    provider_name: 'Casino Live',
    rtp_method: 'enumeration',
    rtp_interval: null,
    volatility: 'medium',
    max_win: '36',
    thumbnail: `/api/thumbnails/${game.id}.svg`,
    colors: ['#123456', '#abcdef'],
    live: true,
    is_new: false,
  };
  const url: GameUrl = {
    url: `/online-casino/${game.id}?mode=fun`,
    mode: 'fun',
    game: summary,
    config,
    min_bet: '1.00',
    max_bet: '500.00',
    currency: 'FUN',
    fun_session: 'fun-1',
    balance: '1000.00',
    art: [],
    art_icons: [],
    on_break: null,
  };
  const event = (overrides: Partial<LiveTableEvent> = {}): LiveTableEvent => ({
    game_id: game.id,
    round_id: 'lr-7',
    round_no: 7,
    phase: 'betting',
    server_now: 5_000_000,
    closes_at: 5_012_000,
    next_at: null,
    commitment: 'cd'.repeat(32),
    client_seed: 'table-seed',
    result: null,
    server_seed: null,
    history: [],
    bets: 2,
    players: 2,
    ...overrides,
  });
  const placed = (overrides: Partial<RoundView> = {}): RoundView => ({
    id: 'bet-1',
    game_id: game.id,
    game_name: game.name,
    mode: 'fun',
    currency: 'FUN',
    stake: '1.00',
    win: '0.00',
    finished: false,
    result: 'open',
    moment: 'none',
    net: '0.00',
    withheld: null,
    allowed: [],
    bet,
    actions: [],
    view: null,
    commitment: 'cd'.repeat(32),
    client_seed: 'table-seed',
    nonce: 7,
    server_seed: null,
    created_at: 1763900000000,
    balance: '999.00',
    live_round_id: 'lr-7',
    engine: null,
    config: null,
    ...overrides,
  });
  return { game: summary, url, event, placed };
}

/** The latest socket's server accepts it (if not yet) and sends `messages`, inside `act`. */
export async function serveSocket(...messages: unknown[]): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest!;
  await act(async () => {
    if (socket.readyState !== 1) socket.open();
    for (const m of messages) socket.receive(m);
  });
  return socket;
}
