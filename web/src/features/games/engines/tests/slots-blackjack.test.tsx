import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BlackjackConfig } from '../../../../core/games';
import { parseAnswer, stakeOptions, type Play, type GameView } from '../../../../core/games';
import { gamesFromDisk, renderEngine, roundOf } from '../../../../test/engineUi';
import BlackjackUi from '../BlackjackUi';
import GenericUi from '../GenericUi';
import SlotsUi from '../SlotsUi';
import { symbolFaces } from '../slotSymbols';
import { slots } from './configs';

const SEED = '00'.repeat(31) + '01';


/** The round the real engine plays for this bet at this nonce. */
function played(config: unknown, bet: unknown, nonce: number, actions: unknown[] = []): Play<GameView> {
  const answer = parseAnswer<Play<GameView>>(gamesFromDisk().replay_round(JSON.stringify(config), JSON.stringify(bet), JSON.stringify(actions), SEED, 'abc', BigInt(nonce)));
  if (answer.error) throw new Error(answer.error.code);
  return answer.ok;
}

const cents = (n: number) => gamesFromDisk().cents_text(n);

afterEach(cleanup);

describe('slot symbols and stakes', () => {
  it('draw cheap symbols as card ranks, dear ones as suits up to the seven, the wild and the scatter apart', () => {
    expect(symbolFaces(slots).map((f) => f.glyph)).toEqual(['K', 'A', '7', '★', '◆']);
    const twelve = { symbols: [...Array.from({ length: 12 }, () => ({ kind: 'regular' as const, pays: [1, 1, 1] as [number, number, number] })), { kind: 'wild' as const, pays: [0, 0, 0] as [number, number, number] }] };
    expect(symbolFaces(twelve).map((f) => f.glyph)).toEqual(['9', '10', 'J', 'Q', 'K', 'A', '♣', '♦', '♥', '♠', '♛', '7', '★']);
  });

  it('offer whole numbers of coins within the limits, as the engine counts them', () => {
    expect(stakeOptions(gamesFromDisk(), slots)).toEqual([30, 60, 75, 150, 300, 600, 750, 1500, 3000]);
    expect(stakeOptions(gamesFromDisk(), { ...slots, coins: 25, min_stake: 25, max_stake: 100 })).toEqual([25, 50, 100]);
  });
});

describe('slots screen', () => {
  it('spins at the chosen stake, a multiple of the coins', async () => {
    const { onBet } = await renderEngine(SlotsUi, { config: slots });
    const select = screen.getByLabelText('Stake per spin') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['€0.30', '€0.60', '€0.75', '€1.50', '€3.00', '€6.00', '€7.50', '€15.00', '€30.00']);
    fireEvent.change(select, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onBet.mock.calls).toEqual([[{ engine: 'slots', stake: 150 }]]);
  });

  it('draws the window, highlights the winning positions and lists the win', async () => {
    const play = played(slots, { engine: 'slots', stake: 30 }, 1);
    const round = roundOf({ bet: { engine: 'slots', stake: 30 }, view: play.view, stake: '0.30', win: cents(play.win), result: 'win', net: '0.20' });
    await renderEngine(SlotsUi, { config: slots, round });
    const cells = Array.from(document.querySelectorAll('.slots-cell'));
    expect(cells.map((c) => c.textContent)).toEqual(['A', '7', 'K', 'K', '7', 'K', '7', 'A', 'K']);
    expect(cells.map((c, i) => (c.classList.contains('slots-hit') ? i : -1)).filter((i) => i >= 0)).toEqual([2, 5, 8]);
    expect(screen.getByText('Reel 1: Ace, Seven, King; Reel 2: King, Seven, King; Reel 3: Seven, Ace, King')).toBeTruthy();
    const wins = screen.getByRole('list', { name: 'Wins of this spin' });
    expect(within(wins).getByRole('listitem').textContent).toBe('Line 3: 3 × King K €0.50');
    expect(screen.getByText('You win €0.50! Net result: +€0.20.')).toBeTruthy();
    // Line 3 (the bottom row) is drawn through the reels' centres, in the window's proportions.
    const lines = Array.from(document.querySelectorAll('.slots-lines polyline'));
    expect(lines.map((l) => l.getAttribute('points'))).toEqual(['16.666666666666664,83.33333333333334 50,83.33333333333334 83.33333333333334,83.33333333333334']);
  });

  it('during free spins shows the counter and plays the next one with Spin', async () => {
    const play = played(slots, { engine: 'slots', stake: 30 }, 17);
    expect(play.allowed).toEqual(['spin']);
    const round = roundOf({ bet: { engine: 'slots', stake: 30 }, view: play.view, finished: false, allowed: ['spin'], win: cents(play.win) });
    const { onAct, onBet } = await renderEngine(SlotsUi, { config: slots, round });
    expect(screen.getByText('Free spins: 2 left of 2')).toBeTruthy();
    expect(screen.getByText('3 × Scatter anywhere', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Stake per spin')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play free spin' }));
    expect(onAct.mock.calls).toEqual([[{ type: 'spin' }]]);
    expect(onBet).not.toHaveBeenCalled();
  });
});

const blackjack = { engine: 'blackjack', min_bet: 100, max_bet: 50_000, dealer_hits_soft_17: false } as BlackjackConfig & { engine: 'blackjack' };

describe('blackjack screen', () => {
  it('deals at the typed stake in cents', async () => {
    const { onBet } = await renderEngine(BlackjackUi, { config: blackjack, minBet: '1.00', maxBet: '500.00' });
    expect(screen.getByText('Blackjack pays 3 to 2. The dealer stands on all 17s.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls).toEqual([[{ engine: 'blackjack', stake: 1250 }]]);
  });

  it('refuses a stake over the table limit with the engine message', async () => {
    const { onBet } = await renderEngine(BlackjackUi, { config: blackjack, minBet: '1.00', maxBet: '500.00' });
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(screen.getByText('The maximum bet is €500.00.')).toBeTruthy();
    expect(onBet).not.toHaveBeenCalled();
  });

  it('shows the hand, the dealer up card and the allowed moves; a split pair offers Split', async () => {
    const play = played(blackjack, { engine: 'blackjack', stake: 1000 }, 1);
    expect(play.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    const round = roundOf({ bet: { engine: 'blackjack', stake: 1000 }, view: play.view, finished: false, allowed: play.allowed, stake: '10.00' });
    const { onAct } = await renderEngine(BlackjackUi, { config: blackjack, round });
    const hand = screen.getByRole('region', { name: 'Your hand' });
    expect(within(hand).getAllByRole('img').map((c) => c.getAttribute('aria-label'))).toEqual(['Queen of clubs', 'Queen of diamonds']);
    expect(within(hand).getByText('Total 20')).toBeTruthy();
    expect(hand.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('img', { name: 'Ten of hearts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    const moves = within(screen.getByRole('group', { name: 'Your move' })).getAllByRole('button');
    expect(moves.map((b) => b.textContent)).toEqual(['Hit', 'Stand', 'Double', 'Split']);
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(onAct.mock.calls).toEqual([[{ type: 'split' }]]);
  });

  it('after a split shows both hands, then each outcome once settled', async () => {
    const bet = { engine: 'blackjack', stake: 1000 };
    const split = played(blackjack, bet, 1, [{ type: 'split' }]);
    const round = roundOf({ bet, view: split.view, finished: split.finished, allowed: split.allowed, stake: '20.00' });
    await renderEngine(BlackjackUi, { config: blackjack, round });
    expect(screen.getByRole('region', { name: 'Hand 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hand 2' })).toBeTruthy();
    cleanup();
    const done = played(blackjack, bet, 4);
    expect(done.finished).toBe(true);
    await renderEngine(BlackjackUi, { config: blackjack, round: roundOf({ bet, view: done.view, win: cents(done.win), stake: '10.00', result: 'win', net: '15.00' }) });
    expect(screen.getByText('Blackjack!')).toBeTruthy();
    expect(screen.getByText('Soft 21')).toBeTruthy();
    expect(screen.getByText('You win €25.00! Net result: +€15.00.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Face-down card' })).toBeNull();
  });
});

describe('generic screen', () => {
  it('bets the obvious choice of a simple engine and lists the round', async () => {
    const roulette = { engine: 'roulette', variant: 'european', min_bet: 10, min_total: 10, max_total: 100_000 };
    const { onBet } = await renderEngine(GenericUi, { config: roulette });
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Your bet'), { target: { value: 'black' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play €1.00' }));
    expect(onBet.mock.calls).toEqual([[{ engine: 'roulette', bets: [{ kind: 'black', numbers: [], cents: 100 }] }]]);
  });

  it('holds cards and reveals cells through the allowed actions', async () => {
    const poker = { engine: 'video_poker', min_bet: 100, max_bet: 10_000, paytable: 'nine_six' };
    const round = roundOf({ bet: { engine: 'video_poker', stake: 100 }, view: { engine: 'video_poker', cards: ['As', 'Ad', '7c', '2h', '9s'], held: null, hand: 'jacks_or_better' }, finished: false, allowed: ['hold'] });
    const { onAct } = await renderEngine(GenericUi, { config: poker, round });
    expect(screen.getByText('As Ad 7c 2h 9s')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(onAct.mock.calls).toEqual([[{ type: 'hold', held: [true, true, false, false, false] }]]);
  });
});
