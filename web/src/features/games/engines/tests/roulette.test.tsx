import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouletteConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import { pocketName } from '../parts/RouletteBoard';
import { MotionProvider } from '../../play/motion';
import type { EngineUiProps } from '../types';
import RouletteUi from '../RouletteUi';

const european = { engine: 'roulette', variant: 'european', min_bet: 100, min_total: 100, max_total: 50_000 } as RouletteConfig;
const american = { ...european, variant: 'american' } as RouletteConfig;

afterEach(cleanup);

/** A settled round of one red chip landing on `number`. */
const landedOn = (id: string, number: number, colour: string) =>
  roundOf({
    id,
    bet: { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }] },
    view: { engine: 'roulette', number, colour, wins: [colour === 'red' ? 200 : 0] },
  });

const wheel = () => document.querySelector('.roulette-wheel') as HTMLElement;
/** The wheel's pockets clockwise from the top, by name. */
const pockets = () => [...wheel().querySelectorAll('[data-number]')].map((g) => pocketName(Number(g.getAttribute('data-number'))));
/** A rotation set inline on the wheel's part (`rotate(12.5deg)`), in degrees. */
const turned = (selector: string) => Number(/rotate\((-?[\d.]+)deg\)/.exec(wheel().querySelector(selector)?.getAttribute('style') ?? '')?.[1]);
/** The ball's angle is the drawn pocket's angle on the turned wheel. */
const over = (number: number) => {
  const index = pockets().indexOf(pocketName(number));
  const offset = (((turned('.roulette-wheel-disc') + (index * 360) / pockets().length - turned('.roulette-wheel-ball')) % 360) + 360) % 360;
  return Math.min(offset, 360 - offset) < 0.01;
};

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
    fireEvent.click(screen.getByRole('radio', { name: '€5.00' }));
    fireEvent.click(screen.getByRole('button', { name: '17 Black' }));
    fireEvent.click(screen.getByRole('radio', { name: '€1.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Column 1 (2 to 1)' }));
    fireEvent.click(screen.getByRole('button', { name: '13 to 24' }));
    fireEvent.click(screen.getByRole('button', { name: '17 Black, chips placed: 1' }));
    expect(screen.getByText('Total stake: €8.00 (chips: 4)')).toBeTruthy();
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
    expect(screen.getByText('The maximum bet is €2.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The maximum bet is €2.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove last chip' }));
    expect(screen.getByText('Total stake: €2.00 (chips: 2)')).toBeTruthy();
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
    expect(bets.map((li) => li.textContent)).toEqual(['Red: €1.00 → €2.00', '5 Red: €2.00 → lost']);
    expect(screen.getByText('€2.00 returned of your €3.00 stake. Net result: -€1.00.')).toBeTruthy();
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
      'Your round returned €3,600.00, of which €2,000.00 is not paid: net winnings are capped at €5,000.00 per 24 hours. Net result: €1,500.00. Real-money play reopens in 24 hours.',
    );
    cleanup();
    await renderEngine(RouletteUi, { config: european, round }, '/');
    expect(screen.getByRole('status').textContent).toBe(
      "Votre partie a rapporté 3\u202f600,00\u00a0€, dont 2\u202f000,00\u00a0€ n'est pas payé : les gains nets sont plafonnés à 5\u202f000,00\u00a0€ par 24 heures. Résultat net : 1\u202f500,00\u00a0€. Le jeu en argent réel rouvre dans 24 heures.",
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
    expect(screen.getByText('Mise totale : 2,00 € (jetons : 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la bille' }));
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'roulette',
      bets: [
        { kind: 'low', numbers: [], cents: 100 },
        { kind: 'column', numbers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], cents: 100 },
      ],
    });
  });

  it('draws the wheel of each variant in its pocket order', async () => {
    await renderEngine(RouletteUi, { config: european });
    expect(wheel().getAttribute('aria-hidden')).toBe('true');
    expect(pockets()).toEqual(
      '0,32,15,19,4,21,2,25,17,34,6,27,13,36,11,30,8,23,10,5,24,16,33,1,20,14,31,9,22,18,29,7,28,12,35,3,26'.split(','),
    );
    // No round yet: no ball.
    expect(wheel().querySelector('[data-pocket]')).toBeNull();
    cleanup();
    await renderEngine(RouletteUi, { config: american });
    expect(pockets()).toEqual(
      '0,28,9,26,30,11,7,20,32,17,5,22,34,15,3,24,36,13,1,00,27,10,25,29,12,8,19,31,18,6,21,33,16,4,23,35,14,2'.split(','),
    );
  });

  it('shows the ball over the drawn pocket, the wheel turning forward from one round to the next', async () => {
    const { update } = await renderEngine(RouletteUi, { config: american, round: landedOn('r1', 37, 'green') });
    expect(wheel().querySelector('.roulette-wheel-ball')?.getAttribute('data-pocket')).toBe('37');
    expect(over(37)).toBe(true);
    const before = turned('.roulette-wheel-disc');
    await update({ round: landedOn('r2', 9, 'red') });
    expect(wheel().querySelector('.roulette-wheel-ball')?.getAttribute('data-pocket')).toBe('9');
    expect(over(9)).toBe(true);
    expect(turned('.roulette-wheel-disc')).toBeGreaterThanOrEqual(before);
  });

  it('lists the last results newest first and marks the winning number on the layout', async () => {
    const { update } = await renderEngine(RouletteUi, { config: european, round: landedOn('r1', 3, 'red') });
    await update({ round: landedOn('r2', 17, 'black') });
    await update({ round: landedOn('r3', 0, 'green') });
    const chips = within(screen.getByRole('list', { name: 'Last results' })).getAllByRole('listitem');
    expect(chips.map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual(['0 Green', '17 Black', '3 Red']);
    expect(chips[0].querySelector('.roulette-ball')?.classList.contains('is-green')).toBe(true);
    const marked = (name: string) => screen.getByRole('button', { name }).classList.contains('is-winning');
    expect(marked('0 Green')).toBe(true);
    expect(marked('17 Black')).toBe(false);
  });

  it('keeps at most ten last results', async () => {
    const { update } = await renderEngine(RouletteUi, { config: european, round: landedOn('r0', 0, 'green') });
    for (let n = 1; n <= 11; n++) await update({ round: landedOn(`r${n}`, n, n === 11 ? 'black' : 'red') });
    const chips = within(screen.getByRole('list', { name: 'Last results' })).getAllByRole('listitem');
    expect(chips.map((li) => li.querySelector('.roulette-ball')?.textContent)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('says nothing of the result while the spin is asked for', async () => {
    const { update } = await renderEngine(RouletteUi, { config: european, round: landedOn('r1', 3, 'red') });
    expect(screen.getByText('The ball landed on 3 Red.')).toBeTruthy();
    await update({ round: landedOn('r1', 3, 'red'), busy: true });
    expect(screen.queryByText('The ball landed on 3 Red.')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your bets' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: '3 Red' }).classList.contains('is-winning')).toBe(false);
    // The ball stays in its pocket on the wheel, which turns slowly meanwhile.
    expect(wheel().querySelector('.roulette-wheel-ball')?.getAttribute('data-pocket')).toBe('3');
  });

  it('spins the ball into the pocket of the round just played, then shows the result', async () => {
    localStorage.setItem('games.quickPlay', '1');
    // The page's provider, with round r2 as the one this page just played (quick play: 800 ms).
    const Played = (p: EngineUiProps<RouletteConfig>) => (
      <MotionProvider fresh="r2:0">
        <RouletteUi {...p} />
      </MotionProvider>
    );
    try {
      const { update } = await renderEngine(Played, { config: european, round: landedOn('r1', 3, 'red') });
      const before = turned('.roulette-wheel-disc');
      await update({ round: landedOn('r2', 26, 'black') });
      // Spinning: two more turns forward, to end with the ball over 26; nothing said yet.
      expect(turned('.roulette-wheel-disc')).toBeGreaterThanOrEqual(before + 720);
      expect(wheel().querySelector('.roulette-wheel-disc')?.getAttribute('style')).toContain('800ms');
      expect(wheel().classList.contains('is-spinning')).toBe(true);
      expect(wheel().querySelector('.roulette-wheel-ball')?.getAttribute('data-pocket')).toBe('26');
      expect(over(26)).toBe(true);
      expect(screen.queryByText('The ball landed on 26 Black.')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('');
      await waitFor(() => expect(screen.getByText('The ball landed on 26 Black.')).toBeTruthy(), { timeout: 3000 });
      expect(wheel().classList.contains('is-spinning')).toBe(false);
      const chips = within(screen.getByRole('list', { name: 'Last results' })).getAllByRole('listitem');
      expect(chips.map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual(['26 Black', '3 Red']);
    } finally {
      localStorage.removeItem('games.quickPlay');
    }
  });
});
