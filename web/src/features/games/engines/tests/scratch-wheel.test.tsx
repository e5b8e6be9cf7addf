import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WheelConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import ScratchUi from '../ScratchUi';
import WheelUi from '../WheelUi';
import { scratch } from './configs';

const wheel = {
  engine: 'wheel',
  segments: [{ multiplier: 0, weight: 1 }, { multiplier: 200, weight: 1 }, { multiplier: 0, weight: 1 }, { multiplier: 150, weight: 1 }],
  min_bet: 10,
  max_bet: 10_000,
} as WheelConfig;

afterEach(cleanup);

const ticket = (cells: (number | null)[], finished = false, extra = {}) =>
  roundOf({
    finished,
    allowed: finished ? [] : ['reveal'],
    bet: { engine: 'scratch', stake: 100 },
    view: { engine: 'scratch', cells, winning_symbol: null, winning_cells: [], multiplier: 0, ...extra },
  });

describe('scratch card', () => {
  it('buys a ticket with the stake in cents', async () => {
    const { onBet } = await renderEngine(ScratchUi, { config: scratch });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy a ticket' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'scratch', stake: 200 });
  });

  it('scratches the cell clicked, and reveals all one cell at a time', async () => {
    const cells = [null, null, 3, null, null, null, null, null, null];
    const { onAct, update } = await renderEngine(ScratchUi, { config: scratch, round: ticket(cells) });
    expect(screen.getByRole('img', { name: 'Cell 3: Grapes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scratch cell 5' }));
    expect(onAct.mock.calls).toEqual([[{ type: 'reveal', index: 4 }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(onAct.mock.calls[1]).toEqual([{ type: 'reveal', index: 0 }]);
    // Busy while the request runs: nothing more is sent; then the next covered cell.
    await update({ busy: true });
    expect(onAct).toHaveBeenCalledTimes(2);
    await update({ busy: false, round: ticket([1, null, 3, null, null, null, null, null, null]) });
    expect(onAct.mock.calls[2]).toEqual([{ type: 'reveal', index: 1 }]);
  });

  it('shows the winning symbol and the outcome once every cell is scratched', async () => {
    const round = ticket([2, 0, 2, 1, 2, 0, 3, 1, 4], true, { winning_symbol: 2, winning_cells: [0, 2, 4], multiplier: 1000 });
    await renderEngine(ScratchUi, { config: { ...scratch }, round: { ...round, win: '10.00', result: 'win', net: '9.00' } });
    expect(screen.getByRole('img', { name: 'Cell 1: Orange, winning' })).toBeTruthy();
    expect(screen.getByText('Three times Orange: pays ×10.00')).toBeTruthy();
    expect(screen.getByText('You win €10.00! Net result: +€9.00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
  });
});

describe('wheel', () => {
  it('spins with the stake in cents and lists the segments', async () => {
    const { onBet } = await renderEngine(WheelUi, { config: wheel });
    expect(within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent)).toEqual(['Pays (× stake)Segments', ' ×2.001', ' ×1.501', ' Nothing2']);
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'wheel', stake: 10 });
  });

  it('names the segment it stopped on', async () => {
    const round = roundOf({ win: '2.00', result: 'win', net: '1.00', bet: { engine: 'wheel', stake: 100 }, view: { engine: 'wheel', segment: 1, multiplier: 200 } });
    await renderEngine(WheelUi, { config: wheel, round });
    expect(screen.getByText('The wheel stops on ×2.00')).toBeTruthy();
    expect(screen.getByText('You win €2.00! Net result: +€1.00.')).toBeTruthy();
  });
});
