import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { betError } from '../../../../core/games';
import type { RouletteConfig, RoulettePlaced } from '../../../../wasm/games/casino_games_wasm';
import { gamesFromDisk, renderEngine } from '../../../../test/engineUi';
import { RouletteBoard } from '../parts/RouletteBoard';
import { boardSpots, chipCounts, DOUBLE_ZERO, insidePlacements, keyOf, type Spot } from '../parts/rouletteSpots';
import RouletteUi from '../RouletteUi';

const european = { engine: 'roulette', variant: 'european', min_bet: 100, min_total: 100, max_total: 50_000 } as RouletteConfig;
const french = { ...european, variant: 'french' } as RouletteConfig;
const american = { ...european, variant: 'american' } as RouletteConfig;

afterEach(cleanup);

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const spin = () => click('Spin');
const sent = (onBet: { mock: { calls: unknown[][] } }) => (onBet.mock.calls[0][0] as { bets: RoulettePlaced[] }).bets;

describe('roulette border bets', () => {
  it('places splits, streets, corners, six lines and the first four from the borders of the numbers', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: european });
    const inside = within(screen.getByRole('group', { name: 'Bets between numbers' }));
    for (const name of ['Split 17–20', 'Split 17–18', 'Street 1–2–3', 'Corner 17–18–20–21', 'Six line 31–36', 'First four 0–1–2–3', 'Split 0–3', 'Street 0–2–3']) {
      fireEvent.click(inside.getByRole('button', { name }));
    }
    click('Split 17–20, chips placed: 1');
    expect(screen.getByRole('button', { name: 'Split 17–20, chips placed: 2' })).toBeTruthy();
    expect(screen.getByText('Total stake: €9.00 (chips: 9)')).toBeTruthy();
    spin();
    expect(onBet.mock.calls[0][0]).toEqual({
      engine: 'roulette',
      bets: [
        { kind: 'split', numbers: [17, 20], cents: 100 },
        { kind: 'split', numbers: [17, 18], cents: 100 },
        { kind: 'street', numbers: [1, 2, 3], cents: 100 },
        { kind: 'corner', numbers: [17, 18, 20, 21], cents: 100 },
        { kind: 'six_line', numbers: [31, 32, 33, 34, 35, 36], cents: 100 },
        { kind: 'basket', numbers: [0, 1, 2, 3], cents: 100 },
        { kind: 'split', numbers: [0, 3], cents: 100 },
        { kind: 'street', numbers: [0, 2, 3], cents: 100 },
        { kind: 'split', numbers: [17, 20], cents: 100 },
      ],
    });
  });

  it('offers the American zeros’ junctions and the top line', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: american });
    for (const name of ['Top line 0–00–1–2–3', 'Street 0–00–2', 'Street 00–2–3', 'Split 0–00', 'Split 00–3', 'Split 0–2']) click(name);
    expect(screen.queryByRole('button', { name: 'Split 0–3' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^First four/ })).toBeNull();
    spin();
    expect(sent(onBet)).toEqual([
      { kind: 'basket', numbers: [0, DOUBLE_ZERO, 1, 2, 3], cents: 100 },
      { kind: 'street', numbers: [0, DOUBLE_ZERO, 2], cents: 100 },
      { kind: 'street', numbers: [DOUBLE_ZERO, 2, 3], cents: 100 },
      { kind: 'split', numbers: [0, DOUBLE_ZERO], cents: 100 },
      { kind: 'split', numbers: [DOUBLE_ZERO, 3], cents: 100 },
      { kind: 'split', numbers: [0, 2], cents: 100 },
    ]);
  });

  it('places them from a bet type and a number too (phones, keyboard): one bet at once, several to choose from', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: european });
    fireEvent.click(screen.getByRole('radio', { name: 'Split' }));
    expect(screen.getByText('Choose a number, then one of the bets that cover it.')).toBeTruthy();
    click('17 Black');
    const chooser = within(screen.getByRole('group', { name: 'Bets covering 17' }));
    expect(chooser.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Split 14–17', 'Split 16–17', 'Split 17–18', 'Split 17–20', 'Close']);
    expect(document.activeElement).toBe(chooser.getByRole('button', { name: 'Split 14–17' }));
    fireEvent.click(chooser.getByRole('button', { name: 'Split 17–20' }));
    expect(screen.queryByRole('group', { name: 'Bets covering 17' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '17 Black' }));
    expect(screen.getByRole('button', { name: 'Split 17–20, chips placed: 1' })).toBeTruthy();

    // Escape closes the choice without a chip.
    click('0 Green');
    fireEvent.keyDown(within(screen.getByRole('group', { name: 'Bets covering 0' })).getByRole('button', { name: 'Split 0–1' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Bets covering 0' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Street' }));
    click('5 Red');
    fireEvent.click(screen.getByRole('radio', { name: 'Corner' }));
    expect(screen.getByRole('button', { name: '0 Green' }).hasAttribute('disabled')).toBe(true);
    click('1 Red');
    fireEvent.click(screen.getByRole('radio', { name: 'Six line' }));
    click('4 Black');
    fireEvent.click(within(screen.getByRole('group', { name: 'Bets covering 4' })).getByRole('button', { name: 'Six line 4–9' }));
    fireEvent.click(screen.getByRole('radio', { name: 'First four' }));
    expect(screen.getByRole('button', { name: '4 Black' }).hasAttribute('disabled')).toBe(true);
    click('2 Black');
    fireEvent.click(screen.getByRole('radio', { name: 'Straight up' }));
    click('2 Black');
    spin();
    expect(sent(onBet)).toEqual([
      { kind: 'split', numbers: [17, 20], cents: 100 },
      { kind: 'street', numbers: [4, 5, 6], cents: 100 },
      { kind: 'corner', numbers: [1, 2, 4, 5], cents: 100 },
      { kind: 'six_line', numbers: [4, 5, 6, 7, 8, 9], cents: 100 },
      { kind: 'basket', numbers: [0, 1, 2, 3], cents: 100 },
      { kind: 'straight', numbers: [2], cents: 100 },
    ]);
  });

  it('names the American basket the top line in the bet types', async () => {
    await renderEngine(RouletteUi, { config: american });
    fireEvent.click(screen.getByRole('radio', { name: 'Top line' }));
    click('00 Green');
    expect(screen.getByRole('button', { name: 'Top line 0–00–1–2–3, chips placed: 1' })).toBeTruthy();
  });

  it('speaks French on the borders too', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: french }, '/');
    click('Cheval 17–20');
    click('Sixain 1–6');
    fireEvent.click(screen.getByRole('radio', { name: 'Carré' }));
    click('17 Noir');
    fireEvent.click(within(screen.getByRole('group', { name: 'Mises couvrant le 17' })).getByRole('button', { name: 'Carré 13–14–16–17' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la bille' }));
    expect(sent(onBet)).toEqual([
      { kind: 'split', numbers: [17, 20], cents: 100 },
      { kind: 'six_line', numbers: [1, 2, 3, 4, 5, 6], cents: 100 },
      { kind: 'corner', numbers: [13, 14, 16, 17], cents: 100 },
    ]);
  });

  it('marks the winning pocket and the spots with chips covering it', async () => {
    const chips: Spot[] = [
      { kind: 'split', numbers: [17, 20] },
      { kind: 'corner', numbers: [13, 14, 16, 17] },
      { kind: 'split', numbers: [20, 23] },
    ];
    const Board = () => <RouletteBoard american={false} counts={chipCounts(chips)} disabled={false} onSpot={() => undefined} winning={17} />;
    await renderEngine(Board, { config: european });
    const winning = (name: string) => screen.getByRole('button', { name }).classList.contains('is-winning');
    expect(winning('17 Black')).toBe(true);
    expect(winning('Split 17–20, chips placed: 1')).toBe(true);
    expect(winning('Corner 13–14–16–17, chips placed: 1')).toBe(true);
    expect(winning('Split 20–23, chips placed: 1')).toBe(false);
    expect(winning('Split 17–18')).toBe(false);
    expect(winning('20 Black')).toBe(false);
  });
});

describe('every spot of the layout', () => {
  const games = () => gamesFromDisk();
  const accepted = (config: RouletteConfig, spot: Spot) => betError(games(), config, { engine: 'roulette', bets: [{ ...spot, cents: 100 }] }) === null;

  it.each([
    ['european', european, false],
    ['french', french, false],
    ['american', american, true],
  ] as const)('is accepted by the engine, each once, on the %s table', (_, config, isAmerican) => {
    const spots = boardSpots(isAmerican);
    expect(new Set(spots.map(keyOf)).size).toBe(spots.length);
    expect(spots.filter((s) => !accepted(config, s))).toEqual([]);
    const count = (kind: string) => spots.filter((s) => s.kind === kind).length;
    expect([count('straight'), count('split'), count('street'), count('corner'), count('six_line'), count('basket')]).toEqual(isAmerican ? [38, 62, 15, 22, 11, 1] : [37, 60, 14, 22, 11, 1]);
  });

  it.each([
    ['european', european, false],
    ['american', american, true],
  ] as const)('covers every split and street the engine accepts on the %s table', (_, config, isAmerican) => {
    const pockets = isAmerican ? 38 : 37;
    const offered = new Set(boardSpots(isAmerican).map((s) => [...s.numbers].sort((a, b) => a - b).join(',') + s.kind));
    const missing: string[] = [];
    for (let a = 0; a < pockets; a++) {
      for (let b = a + 1; b < pockets; b++) {
        if (accepted(config, { kind: 'split', numbers: [a, b] }) && !offered.has(`${a},${b}split`)) missing.push(`split ${a},${b}`);
        for (let c = b + 1; c < pockets; c++) {
          if (accepted(config, { kind: 'street', numbers: [a, b, c] }) && !offered.has(`${a},${b},${c}street`)) missing.push(`street ${a},${b},${c}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is all on the rendered table, and the engine takes a chip on each at once', async () => {
    const { onBet } = await renderEngine(RouletteUi, { config: american });
    const buttons = within(screen.getByRole('group', { name: 'Roulette table' })).getAllByRole('button');
    expect(buttons).toHaveLength(boardSpots(true).length);
    expect(insidePlacements(true).length).toBe(within(screen.getByRole('group', { name: 'Bets between numbers' })).getAllByRole('button').length);
    for (const b of buttons) fireEvent.click(b);
    spin();
    const bets = sent(onBet);
    expect(bets.map(keyOf).sort()).toEqual(boardSpots(true).map(keyOf).sort());
    expect(betError(games(), american, { engine: 'roulette', bets })).toBeNull();
  });
});
