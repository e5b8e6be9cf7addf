import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AndarBaharConfig, BingoConfig, LotteryConfig, RacingConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import AndarBaharUi from '../AndarBaharUi';
import BingoUi from '../BingoUi';
import LotteryUi from '../LotteryUi';
import RacingUi from '../RacingUi';

const racing = {
  engine: 'racing',
  runners: [
    { name: 'Apollo', weight: 25 },
    { name: 'Bella', weight: 25 },
    { name: 'Caspian', weight: 50 },
  ],
  margin_bp: 1000,
  max_win: 100_000,
  min_bet: 10,
  max_bet: 2000,
} as RacingConfig;
const lottery = { engine: 'lottery', balls: 49, picks: 6, paytable: [0, 0, 100, 2000, 22_000, 1_000_000, 100_000_000], min_bet: 10, max_bet: 1000 } as LotteryConfig;
const bingo = { engine: 'bingo', calls: 40, line: 150, two_lines: 500, full_house: 10_000, min_bet: 10, max_bet: 10_000 } as BingoConfig;
const andarBahar = { engine: 'andar_bahar', decks: 1, first: 'andar', first_side_return: 190, second_side_return: 200, min_bet: 10, max_bet: 10_000 } as AndarBaharConfig;

afterEach(cleanup);

describe('racing', () => {
  it('shows each runner’s odds from the engine and backs the runner chosen', async () => {
    const { onBet } = await renderEngine(RacingUi, { config: racing });
    const field = screen.getByRole('group', { name: 'Back a runner' });
    expect(within(field).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Apollo, odds 3.60', 'Bella, odds 3.60', 'Caspian, odds 1.80']);
    fireEvent.click(screen.getByRole('radio', { name: 'Caspian, odds 1.80' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the race' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'racing', runner: 2, stake: 500 });
  });

  it('shows the finishing order and the result of the runner backed', async () => {
    const round = roundOf({ win: '0.00', bet: { engine: 'racing', runner: 1, stake: 100 }, view: { engine: 'racing', order: [2, 1, 0], odds: 360, won: false, capped: false } });
    await renderEngine(RacingUi, { config: racing, round });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 Caspian', '2 Bella · your runner', '3 Apollo']);
    expect(screen.getByText('Bella did not win (odds 3.60).')).toBeTruthy();
    expect(screen.getByText('No win this time. Net result: -€1.00.')).toBeTruthy();
  });
});

describe('lottery', () => {
  it('needs exactly the draw’s count of numbers, then sends them', async () => {
    const { onBet } = await renderEngine(LotteryUi, { config: lottery });
    const board = screen.getByRole('group', { name: 'Numbers from 1 to 49: pick 6' });
    for (const n of ['3', '11', '19']) fireEvent.click(within(board).getByRole('button', { name: n }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick exactly 6 numbers.');
    for (const n of ['27', '35', '49']) fireEvent.click(within(board).getByRole('button', { name: n }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onBet.mock.calls).toEqual([[{ engine: 'lottery', stake: 10, numbers: [3, 11, 19, 27, 35, 49] }]]);
  });

  it('shows the draw and the matches', async () => {
    const round = roundOf({
      win: '0.20',
      stake: '0.10',
      result: 'win',
      net: '0.10',
      bet: { engine: 'lottery', stake: 10, numbers: [3, 11, 19, 27, 35, 49] },
      view: { engine: 'lottery', drawn: [1, 3, 8, 11, 40, 44], matched: [3, 11], multiplier: 100 },
    });
    await renderEngine(LotteryUi, { config: lottery, round });
    expect(screen.getByText('2 of your 6 numbers drawn: pays ×1.00')).toBeTruthy();
    expect(screen.getByText('You win €0.20! Net result: +€0.10.')).toBeTruthy();
  });
});

describe('bingo', () => {
  it('buys a card with the stake in cents', async () => {
    const { onBet } = await renderEngine(BingoUi, { config: bingo });
    fireEvent.click(screen.getByRole('button', { name: 'Buy a card' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'bingo', stake: 10 });
  });

  it('marks the card with the balls called and names the pattern', async () => {
    const card = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65];
    const round = roundOf({
      win: '1.50',
      result: 'win',
      net: '0.50',
      bet: { engine: 'bingo', stake: 100 },
      view: { engine: 'bingo', card, calls: [1, 16, 31, 46, 61, 70], pattern: 'line', lines: 1, line_at: 5, two_lines_at: null, full_house_at: null, multiplier: 150 },
    });
    await renderEngine(BingoUi, { config: bingo, round });
    const first = within(screen.getByRole('table', { name: 'Your card' })).getAllByRole('row')[1];
    expect(first.textContent).toBe('1 (called)16 (called)31 (called)46 (called)61 (called)');
    expect(screen.getByText('One line: pays ×1.50')).toBeTruthy();
    expect(screen.getByText('You win €1.50! Net result: +€0.50.')).toBeTruthy();
  });
});

describe('andar bahar', () => {
  it('states who is dealt first and sends both sides in cents', async () => {
    const { onBet } = await renderEngine(AndarBaharUi, { config: andarBahar, minBet: '0.10' });
    expect(screen.getByText('Cards go to Andar first. A winning bet returns its stake ×1.90 on Andar and ×2.00 on Bahar.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Bahar' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'andar_bahar', andar: 10, bahar: 200 });
  });

  it('shows the joker, both sides and the winner', async () => {
    const round = roundOf({
      win: '1.90',
      result: 'win',
      net: '0.90',
      bet: { engine: 'andar_bahar', andar: 100, bahar: 0 },
      view: { engine: 'andar_bahar', joker: '7h', first: 'andar', andar: ['2c', '7s'], bahar: ['Kd'], winner: 'andar', wins: { andar: 190, bahar: 0 } },
    });
    await renderEngine(AndarBaharUi, { config: andarBahar, round });
    expect(within(screen.getByRole('region', { name: 'Andar' })).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Two of clubs', 'Seven of spades']);
    expect(screen.getByText('Andar wins')).toBeTruthy();
    expect(screen.getByText('You win €1.90! Net result: +€0.90.')).toBeTruthy();
  });
});
