import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { DiceConfig, KenoConfig, RacingConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import DiceUi from '../DiceUi';
import KenoUi from '../KenoUi';
import RacingUi from '../RacingUi';

// The round just played is shown moving (balls one by one, a roll turning, a race run), the
// result said only at the end and equal to the server's; quick play is the same, sooner.

const keno = { engine: 'keno', paytables: [[0, 300], [0, 100, 900], [0, 0, 250, 4000]], min_bet: 10, max_bet: 10_000 } as KenoConfig;
const drawn = [5, 9, 17, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36];
const kenoRound = roundOf({
  stake: '1.00',
  win: '2.50',
  result: 'win',
  net: '1.50',
  bet: { engine: 'keno', stake: 100, picks: [42, 5, 17] },
  view: { engine: 'keno', drawn, hits: [5, 17], multiplier: 250 },
});
const WIN = 'You win €2.50! Net result: +€1.50.';

const balls = () => within(screen.getByRole('list', { name: 'Numbers drawn' })).queryAllByRole('listitem').map((li) => Number(li.textContent));
const outcome = () => screen.getByRole('status').textContent;
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a round just played moves before its result is said', () => {
  it('keno draws the balls one by one, in the server’s order, then says the result', async () => {
    await renderEngine(KenoUi, { config: keno, round: kenoRound }, '/en', true);
    expect(balls()).toEqual([]);
    expect(outcome()).toBe('');
    await advance(200);
    expect(balls()).toEqual([5]);
    await advance(200 * 9);
    expect(balls()).toEqual(drawn.slice(0, 10));
    expect(screen.queryByText('2 of your 3 numbers drawn: pays ×2.50')).toBeNull();
    expect(outcome()).toBe('');
    await advance(200 * 10 + 400);
    expect(balls()).toEqual(drawn);
    expect(screen.getByText('2 of your 3 numbers drawn: pays ×2.50')).toBeTruthy();
    expect(outcome()).toBe(WIN);
  });

  it('quick play draws the same balls sooner', async () => {
    localStorage.setItem('games.quickPlay', '1');
    await renderEngine(KenoUi, { config: keno, round: kenoRound }, '/en', true);
    expect(outcome()).toBe('');
    await advance(20 * 50 + 120);
    expect(balls()).toEqual(drawn);
    expect(outcome()).toBe(WIN);
  });

  it('a round not just played (a reload, a resumed round) shows at once', async () => {
    await renderEngine(KenoUi, { config: keno, round: kenoRound }, '/en', false);
    expect(balls()).toEqual(drawn);
    expect(outcome()).toBe(WIN);
  });

  it('dice turn their digits, then stop on the roll', async () => {
    const dice = { engine: 'dice', house_edge_bp: 100, min_chance: 100, max_chance: 9800, min_bet: 10, max_bet: 10_000 } as DiceConfig;
    const round = roundOf({
      stake: '1.00',
      win: '1.98',
      result: 'win',
      net: '0.98',
      bet: { engine: 'dice', stake: 100, target: 5000, direction: 'under' },
      view: { engine: 'dice', roll: 34, chance: 5000, multiplier: 19800, won: true },
    });
    await renderEngine(DiceUi, { config: dice, round }, '/en', true);
    const digits = () => Array.from(document.querySelectorAll('.rolling-digit')).map((d) => (d.classList.contains('is-turning') ? '*' : d.textContent));
    // The roll 34 on the players' scale, 0.34: the digits turn, the decimal point stays.
    expect(digits()).toEqual(['*', '.', '*', '*']);
    expect(screen.queryByText('Roll: 0.34')).toBeNull();
    await advance(1500 * 0.6);
    expect(digits()).toEqual(['0', '.', '*', '*']);
    await advance(1500 * 0.4);
    expect(digits()).toEqual(['0', '.', '3', '4']);
    expect(screen.getByText('Roll: 0.34')).toBeTruthy();
    expect(outcome()).toBe('You win €1.98! Net result: +€0.98.');
  });

  it('a race is run, the winner first over the line, then the order is listed', async () => {
    const racing = {
      engine: 'racing',
      runners: [
        { name: 'Ace', weight: 5 },
        { name: 'Bolt', weight: 3 },
        { name: 'Comet', weight: 2 },
      ],
      margin_bp: 1000,
      max_win: 100_000,
      min_bet: 10,
      max_bet: 10_000,
    } as unknown as RacingConfig;
    const round = roundOf({
      stake: '1.00',
      win: '0.00',
      result: 'loss',
      net: '-1.00',
      bet: { engine: 'racing', runner: 0, stake: 100 },
      view: { engine: 'racing', order: [2, 0, 1], odds: 180, won: false, capped: false },
    });
    await renderEngine(RacingUi, { config: racing, round }, '/en', true);
    const lanes = Array.from(document.querySelectorAll('.racing-lane'));
    // Comet (first) crosses at 60 % of the 4 s, Ace at 80 %, Bolt at the end.
    expect(lanes.map((l) => (l.querySelector('.racing-run') as HTMLElement).style.animationDuration)).toEqual(['3200ms', '4000ms', '2400ms']);
    expect(outcome()).toBe('');
    await advance(4000);
    expect(document.querySelectorAll('.racing-lane')).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 Comet', '2 Ace · your runner', '3 Bolt']);
    expect(outcome()).toBe('No win this time. Net result: -€1.00.');
  });
});
