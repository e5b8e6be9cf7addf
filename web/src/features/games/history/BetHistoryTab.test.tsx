import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BetRow } from '../../../api/generated/api';
import { mockApi } from '../../../test/api';
import { failure, json, userView } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { storeToken } from '../../../test/session';
import { betListBody } from './BetHistoryTab';

vi.mock('../../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../core/rules')>();
  const { rulesFromDisk } = await import('../../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// 2025-11-23 12:13:20 UTC.
const T0 = 1763900000000;

function bet(n: number, overrides: Partial<BetRow> = {}): BetRow {
  return {
    round_id: `round-${n}`,
    game_id: 'classic-blackjack',
    game_name: 'Classic Blackjack',
    created_at: T0 - n * 60_000,
    currency: 'EUR',
    bet: '10.00',
    win: '0.00',
    total: '-10.00',
    finished: true,
    ...overrides,
  };
}

const FIRST = [bet(1, { game_name: 'Book of Emeralds', win: '25.50', total: '15.50' }), bet(2), bet(3, { bet: '1234.50', win: '1234.50', total: '0.00' })];

async function openBets() {
  storeToken('tok');
  await renderApp('/en/user-management', { user: userView() });
  const tab = await screen.findByRole('tab', { name: 'Bet history' });
  await act(async () => fireEvent.click(tab));
  return screen.getByRole('tabpanel', { name: 'Bet history' });
}

function rows(panel: HTMLElement): string[][] {
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('bet history tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for whole days of dates and pages of ten', () => {
    expect(betListBody({ from: '', to: '' }, 1)).toEqual({ page: 1, page_size: 10 });
    expect(betListBody({ from: '2025-11-01', to: '2025-11-23' }, 2)).toEqual({ page: 2, page_size: 10, from: 1761955200000, to: 1763942399999 });
  });

  it('lists the bets: game name, bet, win, total and date; pages through them', async () => {
    const api = mockApi({
      'front/get_bet_list': (body) => {
        const page = (body as { page: number }).page;
        return json(200, { bets: page === 1 ? FIRST : [bet(11, { game_name: 'Euro Roulette' })], total: 11, page, page_size: 10 });
      },
    });
    const panel = await openBets();
    expect(await within(panel).findByRole('table', { name: 'Your real-money bets' })).toBeTruthy();
    expect(within(panel).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Game name', 'Bet', 'Win', 'Total', 'Date', 'Details']);
    expect(rows(panel)).toEqual([
      ['Book of Emeralds', '€10.00', '€25.50', '€15.50', '2025.11.23 12:12:20', 'Details'],
      ['Classic Blackjack', '€10.00', '€0.00', '-€10.00', '2025.11.23 12:11:20', 'Details'],
      ['Classic Blackjack', '€1,234.50', '€1,234.50', '€0.00', '2025.11.23 12:10:20', 'Details'],
    ]);
    expect(api.callsTo('front/get_bet_list')[0].body).toEqual({ page: 1, page_size: 10 });
    expect(within(panel).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(panel).getByText('Bets: 11')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Next' })));
    expect(await within(panel).findByText('Page 2 of 2')).toBeTruthy();
    expect(rows(panel)).toEqual([['Euro Roulette', '€10.00', '€0.00', '-€10.00', '2025.11.23 12:02:20', 'Details']]);
    expect(api.callsTo('front/get_bet_list')[1].body).toEqual({ page: 2, page_size: 10 });
    expect(within(panel).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('filters by dates, from the first page', async () => {
    const api = mockApi({
      'front/get_bet_list': (body) => json(200, { bets: (body as { from?: number }).from ? [] : FIRST, total: (body as { from?: number }).from ? 0 : 3, page: 1, page_size: 10 }),
    });
    const panel = await openBets();
    await within(panel).findByRole('table');
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2025-11-01' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2025-11-02' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Apply' })));
    expect(await within(panel).findByText('No bet matches these dates.')).toBeTruthy();
    expect(api.callsTo('front/get_bet_list')[1].body).toEqual({ page: 1, page_size: 10, from: 1761955200000, to: 1762127999999 });
  });

  it('opens a row on the round: seeds, nonce, the engine that decided it and a Verify link', async () => {
    const api = mockApi({
      'front/get_bet_list': () => json(200, { bets: FIRST, total: 3, page: 1, page_size: 10 }),
      'game/round': () =>
        json(200, {
          id: 'round-1',
          game_id: 'book-of-emeralds',
          game_name: 'Book of Emeralds',
          mode: 'real',
          currency: 'EUR',
          stake: '10.00',
          win: '25.50',
          finished: true,
          allowed: [],
          bet: { engine: 'slots', stake: 1000 },
          actions: [],
          view: {},
          commitment: 'cd'.repeat(32),
          client_seed: 'lucky',
          nonce: 12,
          server_seed: null,
          created_at: T0,
          balance: '100.00',
          engine: { version: '0.1.0', module_hash: 'e5'.repeat(32) },
        }),
    });
    const panel = await openBets();
    await within(panel).findByRole('table');
    const details = within(panel).getByRole('button', { name: 'Details of Book of Emeralds, 2025.11.23 12:12:20' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(details));
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(await within(detail).findByText('cd'.repeat(32))).toBeTruthy();
    expect(api.callsTo('game/round')[0].body).toEqual({ round_id: 'round-1', fun_session: null });
    expect(within(detail).getByText('12')).toBeTruthy();
    expect(within(detail).getByText('not revealed yet (change your seed to reveal it)')).toBeTruthy();
    expect(within(detail).getByText('casino-core 0.1.0, module SHA-256:')).toBeTruthy();
    expect(within(detail).getByText('e5'.repeat(32))).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/en/provably-fair?round=round-1&mode=real');
    await act(async () => fireEvent.click(details));
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(rows(panel)).toHaveLength(3);
  });

  it('shows the empty state and a failure with a retry', async () => {
    let n = 0;
    mockApi({
      'front/get_bet_list': () => (++n === 1 ? failure(503, 'unavailable') : json(200, { bets: [], total: 0, page: 1, page_size: 10 })),
    });
    const panel = await openBets();
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })));
    expect(await within(panel).findByText('You have not placed any real-money bet yet.')).toBeTruthy();
  });
});
