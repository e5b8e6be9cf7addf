import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CrashConfig, DiceConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import CrashUi from '../CrashUi';
import DiceUi from '../DiceUi';

const dice = { engine: 'dice', house_edge_bp: 100, min_chance: 100, max_chance: 9800, min_bet: 10, max_bet: 10_000 } as DiceConfig;
const crash = { engine: 'crash', house_edge_bp: 100, min_target: 101, max_target: 100_000, min_bet: 10, max_bet: 10_000 } as CrashConfig;

afterEach(cleanup);

describe('dice', () => {
  it('shows the engine’s chance and multiplier for the target, and sends target, direction and stake in cents', async () => {
    const { onBet } = await renderEngine(DiceUi, { config: dice });
    expect(screen.getByText('Win chance 49.50% · multiplier ×2.00')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Target (0.00 to 99.99)' }) as HTMLInputElement;
    expect(box.value).toBe('49.50');
    expect(screen.getByRole('slider', { name: 'Target (0.00 to 99.99)' }).getAttribute('aria-valuetext')).toBe('49.50');
    // Typed on the players' scale, read by casino-core: 25 is roll 2500; a text off the scale keeps the target.
    fireEvent.change(box, { target: { value: '25' } });
    fireEvent.change(box, { target: { value: '25.5.' } });
    expect(box.value).toBe('25.5.');
    fireEvent.blur(box);
    expect(box.value).toBe('25.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Over the target' }));
    expect(screen.getByText('Win chance 74.99% · multiplier ×1.3201')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '2.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'dice', stake: 250, target: 2500, direction: 'over' });
  });

  it('refuses a target outside the table’s chances and a stake above the maximum, with their messages', async () => {
    const { onBet } = await renderEngine(DiceUi, { config: dice });
    fireEvent.change(screen.getByRole('slider', { name: 'Target (0.00 to 99.99)' }), { target: { value: '50' } });
    expect(screen.getByText('Choose a target that gives a win chance between 1.00% and 98.00%.')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Target (0.00 to 99.99)' }), { target: { value: '5000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The maximum bet is €100.00.');
  });

  it('shows the roll and the outcome of a finished round', async () => {
    const round = roundOf({
      stake: '1.00',
      win: '1.98',
      result: 'win',
      net: '0.98',
      bet: { engine: 'dice', stake: 100, target: 5000, direction: 'under' },
      view: { engine: 'dice', roll: 1234, chance: 5000, multiplier: 19800, won: true },
    });
    await renderEngine(DiceUi, { config: dice, round });
    expect(screen.getByText('Roll: 12.34')).toBeTruthy();
    expect(document.querySelector('.rolling-number')?.textContent).toBe('12.34');
    expect(screen.getByText('Winning roll (win chance 50.00%, multiplier ×1.98)')).toBeTruthy();
    expect(screen.getByText('You win €1.98! Net result: +€0.98.')).toBeTruthy();
  });
  it('writes the scale, the roll, the target and the stake as French writes numbers, and reads a typed comma', async () => {
    const round = roundOf({
      stake: '1.00',
      win: '0.00',
      result: 'loss',
      net: '-1.00',
      bet: { engine: 'dice', stake: 100, target: 4950, direction: 'under' },
      view: { engine: 'dice', roll: 6743, chance: 4950, multiplier: 20000, won: false },
    });
    const { onBet } = await renderEngine(DiceUi, { config: dice, round }, '/');
    expect(screen.getByText('Tirage : 67,43')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Cible (0,00 à 99,99)' }) as HTMLInputElement;
    expect(box.value).toBe('49,50');
    fireEvent.change(box, { target: { value: '25,5' } });
    fireEvent.blur(box);
    expect(box.value).toBe('25,50');
    // The table's minimum starts the stake, as a French player types it.
    expect((screen.getByRole('textbox', { name: 'Mise (EUR)' }) as HTMLInputElement).value).toBe('0,10');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer' }));
    expect(onBet.mock.calls[0][0]).toMatchObject({ target: 2550, direction: 'under', stake: 10 });
  });
});

describe('crash', () => {
  it('sends the cash-out in hundredths', async () => {
    const { onBet } = await renderEngine(CrashUi, { config: crash });
    fireEvent.change(screen.getByRole('textbox', { name: 'Automatic cash-out (multiplier)' }), { target: { value: '2.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'crash', stake: 100, target: 250 });
  });

  it('refuses a cash-out outside the table’s range', async () => {
    const { onBet } = await renderEngine(CrashUi, { config: crash });
    const field = screen.getByRole('textbox', { name: 'Automatic cash-out (multiplier)' });
    fireEvent.change(field, { target: { value: '1.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Between ×1.01 and ×1000.00');
  });

  it('shows where it crashed and that the cash-out was missed', async () => {
    const round = roundOf({ bet: { engine: 'crash', stake: 100, target: 300 }, view: { engine: 'crash', crash: 187, target: 300, won: false } });
    await renderEngine(CrashUi, { config: crash, round });
    expect(screen.getByText('Crashed at ×1.87')).toBeTruthy();
    expect(screen.getByText('Your cash-out at ×3.00 was not reached.')).toBeTruthy();
    expect(screen.getByText('No win this time. Net result: -€1.00.')).toBeTruthy();
  });
});
