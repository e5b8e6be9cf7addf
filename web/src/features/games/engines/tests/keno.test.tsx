import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { KenoConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import KenoUi from '../KenoUi';

const keno = { engine: 'keno', paytables: [[0, 300], [0, 100, 900], [0, 0, 250, 4000]], min_bet: 10, max_bet: 10_000 } as KenoConfig;

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('keno', () => {
  it('sends the picks in the order picked, and shows the paytable of the pick count', async () => {
    const { onBet } = await renderEngine(KenoUi, { config: keno });
    const board = screen.getByRole('group', { name: 'Numbers from 1 to 80: pick up to 3' });
    expect(within(board).getAllByRole('button')).toHaveLength(80);
    expect(screen.getByRole('table', { name: 'Paytable for 1 numbers picked' })).toBeTruthy();
    fireEvent.click(within(board).getByRole('button', { name: '42' }));
    fireEvent.click(within(board).getByRole('button', { name: '5' }));
    fireEvent.click(within(board).getByRole('button', { name: '17' }));
    expect(within(board).getByRole('button', { name: '5' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Numbers picked: 3 of 3')).toBeTruthy();
    // The board is full: another number is refused.
    fireEvent.click(within(board).getByRole('button', { name: '60' }));
    expect(within(board).getByRole('button', { name: '60' }).getAttribute('aria-pressed')).toBe('false');
    expect(rows()).toEqual(['HitsPays (× stake)', '3×40.00', '2×2.50']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'keno', stake: 100, picks: [42, 5, 17] });
  });

  it('asks for a pick before playing, and moves on the board with the arrow keys', async () => {
    const { onBet } = await renderEngine(KenoUi, { config: keno });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Pick between 1 and 3 numbers.');
    const one = screen.getByRole('button', { name: '1' });
    expect(one.tabIndex).toBe(0);
    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '11' }));
    expect(screen.getByRole('button', { name: '11' }).tabIndex).toBe(0);
  });

  it('shows the draw, the hits and the outcome', async () => {
    const drawn = [5, 9, 17, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36];
    const round = roundOf({
      stake: '1.00',
      win: '2.50',
      result: 'win',
      net: '1.50',
      bet: { engine: 'keno', stake: 100, picks: [42, 5, 17] },
      view: { engine: 'keno', drawn, hits: [5, 17], multiplier: 250 },
    });
    await renderEngine(KenoUi, { config: keno, round });
    expect(within(screen.getByRole('list', { name: 'Numbers drawn' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('2 of your 3 numbers drawn: pays ×2.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: '17, drawn' }).className).toContain('is-hit');
    expect(screen.getByRole('row', { name: '2 ×2.50' }).className).toBe('is-current');
    expect(screen.getByText('You win €2.50! Net result: +€1.50.')).toBeTruthy();
  });
});
