import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BaccaratConfig, SicBoBet, SicBoConfig } from '../../../../wasm/games/casino_games_wasm';
import { betError } from '../../../../core/games';
import { gamesFromDisk, renderEngine, roundOf } from '../../../../test/engineUi';
import BaccaratUi from '../BaccaratUi';
import SicBoUi from '../SicBoUi';

const baccarat = { engine: 'baccarat', decks: 8, min_bet: 100, max_bet: 10_000, max_total: 15_000 } as BaccaratConfig;
const sicBo = { engine: 'sic_bo', min_bet: 100, max_bet: 5000, max_total: 10_000 } as SicBoConfig;

afterEach(cleanup);

describe('baccarat', () => {
  it('sends each spot in cents, an empty spot as 0', async () => {
    const { onBet } = await renderEngine(BaccaratUi, { config: baccarat, minBet: '1.00' });
    expect((screen.getByRole('textbox', { name: 'Player' }) as HTMLInputElement).value).toBe('1.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Player' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Banker' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tie' }), { target: { value: '1.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'baccarat', player: 0, banker: 500, tie: 150 });
  });

  it('refuses a spot under the table minimum with its message', async () => {
    const { onBet } = await renderEngine(BaccaratUi, { config: baccarat, minBet: '1.00' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tie' }), { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The minimum bet is €1.00.');
  });

  it('shows both hands, the winner and what each spot returned', async () => {
    const round = roundOf({
      stake: '2.00',
      win: '2.00',
      result: 'even',
      net: '0.00',
      bet: { engine: 'baccarat', player: 100, banker: 100, tie: 0 },
      view: { engine: 'baccarat', player: ['9h', 'Ks'], banker: ['3c', '2d', '5s'], player_total: 9, banker_total: 0, winner: 'player', natural: true, wins: { player: 200, banker: 0, tie: 0 } },
    });
    await renderEngine(BaccaratUi, { config: baccarat, round });
    expect(within(screen.getByRole('region', { name: 'Player' })).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Nine of hearts', 'King of spades']);
    expect(screen.getByText('Player wins')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What your bets returned' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Player: €1.00 → €2.00', 'Banker: €1.00 → lost']);
    expect(screen.getByText('Your stake of €2.00 is returned. Net result: €0.00.')).toBeTruthy();
  });
});

describe('sic bo', () => {
  it('sends one wager per chip', async () => {
    const { onBet } = await renderEngine(SicBoUi, { config: sicBo });
    fireEvent.click(screen.getByRole('button', { name: 'Big (11 to 17) (1:1)' }));
    fireEvent.click(screen.getByRole('radio', { name: '€5.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Total 10 (6:1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Any triple (30:1)' }));
    expect(screen.getByText('Total stake: €11.00 (chips: 3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'sic_bo',
      bets: [
        { wager: { type: 'big' }, cents: 100 },
        { wager: { type: 'total', total: 10 }, cents: 500 },
        { wager: { type: 'any_triple' }, cents: 500 },
      ],
    });
  });

  it('places specific triples, doubles and two-dice combinations', async () => {
    const { onBet } = await renderEngine(SicBoUi, { config: sicBo });
    const table = within(screen.getByRole('group', { name: 'Sic bo table' }));
    fireEvent.click(within(table.getByRole('group', { name: 'Specific triples' })).getByRole('button', { name: 'Triple 3 (180:1)' }));
    fireEvent.click(within(table.getByRole('group', { name: 'Specific doubles' })).getByRole('button', { name: 'Double 5 (10:1)' }));
    fireEvent.click(within(table.getByRole('group', { name: 'Two-dice combinations' })).getByRole('button', { name: 'Combination 2 and 6 (5:1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Combination 2 and 6, chips placed: 1 (5:1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Number 4 (1:1 – 3:1)' }));
    expect(screen.getByText('Total stake: €5.00 (chips: 5)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'sic_bo',
      bets: [
        { wager: { type: 'triple', face: 3 }, cents: 100 },
        { wager: { type: 'double', face: 5 }, cents: 100 },
        { wager: { type: 'combination', low: 2, high: 6 }, cents: 100 },
        { wager: { type: 'combination', low: 2, high: 6 }, cents: 100 },
        { wager: { type: 'single', face: 4 }, cents: 100 },
      ],
    });
  });

  it('offers every wager of the table once, and the engine accepts them all', async () => {
    const { onBet } = await renderEngine(SicBoUi, { config: sicBo });
    const buttons = within(screen.getByRole('group', { name: 'Sic bo table' })).getAllByRole('button');
    // Small, big, odd, even, any triple; 14 totals; 6 triples, 6 doubles, 15 combinations, 6 singles.
    expect(buttons).toHaveLength(5 + 14 + 6 + 6 + 15 + 6);
    for (const b of buttons) fireEvent.click(b);
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    const bet = onBet.mock.calls[0][0] as SicBoBet & { engine: 'sic_bo' };
    expect(new Set(bet.bets.map((b) => JSON.stringify(b.wager))).size).toBe(buttons.length);
    expect(betError(gamesFromDisk(), sicBo, bet)).toBeNull();
    expect(bet.bets.filter((b) => b.wager.type === 'combination').map((b) => (b.wager.type === 'combination' ? `${b.wager.low}${b.wager.high}` : ''))).toEqual(
      ['12', '13', '14', '15', '16', '23', '24', '25', '26', '34', '35', '36', '45', '46', '56'],
    );
  });

  it('speaks French on the specific wagers', async () => {
    await renderEngine(SicBoUi, { config: sicBo }, '/');
    expect(screen.getByRole('button', { name: 'Combinaison 1 et 2 (5:1)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Triples précis' })).toBeTruthy();
  });

  it('shows the dice and each wager’s return', async () => {
    const round = roundOf({
      stake: '2.00',
      win: '2.00',
      result: 'even',
      net: '0.00',
      bet: { engine: 'sic_bo', bets: [{ wager: { type: 'small' }, cents: 100 }, { wager: { type: 'total', total: 4 }, cents: 100 }] },
      view: { engine: 'sic_bo', dice: [1, 2, 4], total: 7, wins: [200, 0] },
    });
    await renderEngine(SicBoUi, { config: sicBo, round });
    expect(screen.getByRole('img', { name: 'Dice: 1, 2, 4, total 7' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What your bets returned' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Small (4 to 10): €1.00 → €2.00', 'Total 4: €1.00 → lost']);
    expect(screen.getByText('Your stake of €2.00 is returned. Net result: €0.00.')).toBeTruthy();
  });
});
