import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouletteConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import RouletteUi from '../RouletteUi';

const european = { engine: 'roulette', variant: 'european', min_bet: 100, min_total: 100, max_total: 50_000 } as RouletteConfig;
const american = { ...european, variant: 'american' } as RouletteConfig;

afterEach(cleanup);

describe('roulette', () => {
  it('sends one placed bet per chip, even-money ones without numbers', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: european });
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet).toHaveBeenCalledTimes(1);
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }] });
  });

  it('places straight, column and dozen chips at the chosen value and shows the engine total', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: european });
    expect(screen.getByText('Choose a chip value, then click the table to place your bets.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5.00€' }));
    fireEvent.click(screen.getByRole('button', { name: '17 Black' }));
    fireEvent.click(screen.getByRole('radio', { name: '1.00€' }));
    fireEvent.click(screen.getByRole('button', { name: 'Column 1 (2 to 1)' }));
    fireEvent.click(screen.getByRole('button', { name: '13 to 24' }));
    fireEvent.click(screen.getByRole('button', { name: '17 Black, chips placed: 1' }));
    expect(screen.getByText('Total stake: 8.00€ (chips: 4)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'roulette',
      bets: [
        { kind: 'straight', numbers: [17], cents: 500 },
        { kind: 'column', numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], cents: 100 },
        { kind: 'dozen', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], cents: 100 },
        { kind: 'straight', numbers: [17], cents: 100 },
      ],
    });
  });

  it('removes the last chip, clears, and refuses a layout over the table limit with its message', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: { ...european, max_total: 200 } as RouletteConfig });
    fireEvent.click(screen.getByRole('button', { name: 'Odd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Even' }));
    fireEvent.click(screen.getByRole('button', { name: '1 to 18' }));
    expect(screen.getByText('The maximum bet is 2.00€.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The maximum bet is 2.00€.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove last chip' }));
    expect(screen.getByText('Total stake: 2.00€ (chips: 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear bets' }));
    expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers 00 on the American table as pocket 37', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: american });
    fireEvent.click(screen.getByRole('button', { name: '00 Green' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'roulette', bets: [{ kind: 'straight', numbers: [37], cents: 100 }] });
  });

  it('shows the winning pocket, what each bet returned and the outcome', async () => {
    const round = roundOf({
      stake: '3.00',
      win: '2.00',
      result: 'part_returned',
      net: '-1.00',
      bet: { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }, { kind: 'straight', numbers: [5], cents: 200 }] },
      view: { engine: 'roulette', number: 3, colour: 'red', wins: [200, 0] },
    });
    await renderEngine(RouletteUi, { config: european, round });
    expect(screen.getByText('The ball landed on 3 Red.')).toBeTruthy();
    const bets = within(screen.getByRole('list', { name: 'Your bets' })).getAllByRole('listitem');
    expect(bets.map((li) => li.textContent)).toEqual(['Red: 1.00€ → 2.00€', '5 Red: 2.00€ → lost']);
    expect(screen.getByText('2.00€ returned of your 3.00€ stake. Net result: -1.00€.')).toBeTruthy();
  });

  it('says plainly what the net winnings cap held back of a win, in both languages', async () => {
    const round = roundOf({
      stake: '100.00',
      win: '3600.00',
      result: 'win',
      net: '1500.00',
      withheld: { amount: '2000.00', limit: '5000.00' },
      bet: { engine: 'roulette', bets: [{ kind: 'straight', numbers: [3], cents: 10_000 }] },
      view: { engine: 'roulette', number: 3, colour: 'red', wins: [360_000] },
    });
    await renderEngine(RouletteUi, { config: european, round });
    expect(screen.getByRole('status').textContent).toBe(
      'Your round returned 3,600.00€, of which 2,000.00€ is not paid: net winnings are capped at 5,000.00€ per 24 hours. Net result: 1,500.00€. Real-money play reopens in 24 hours.',
    );
    cleanup();
    await renderEngine(RouletteUi, { config: european, round }, '/');
    expect(screen.getByRole('status').textContent).toBe(
      "Votre partie a rapporté 3,600.00€, dont 2,000.00€ n'est pas payé : les gains nets sont plafonnés à 5,000.00€ par 24 heures. Résultat net : 1,500.00€. Le jeu en argent réel rouvre dans 24 heures.",
    );
  });

  it('disables the table while a request is in flight', async () => {
    await renderEngine(RouletteUi, { config: european, busy: true });
    expect(screen.getByRole('button', { name: 'Red' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks French at the site root', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: european }, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Manque (1 à 18)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Colonne 2 (2 contre 1)' }));
    expect(screen.getByText('Mise totale : 2.00€ (jetons : 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la bille' }));
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'roulette',
      bets: [
        { kind: 'low', numbers: [], cents: 100 },
        { kind: 'column', numbers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], cents: 100 },
      ],
    });
  });
});
