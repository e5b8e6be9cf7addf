import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { BaccaratConfig, SicBoConfig, VideoPokerConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import BaccaratUi from '../BaccaratUi';
import SicBoUi from '../SicBoUi';
import VideoPokerUi from '../VideoPokerUi';

// The card games deal the cards a step of the round brings (only those), and sic bo's dice
// tumble onto the server's roll: totals, hand names and the result are said once they are down.

const baccarat = { engine: 'baccarat', decks: 8, min_bet: 100, max_bet: 10_000, max_total: 15_000 } as BaccaratConfig;
const poker = { engine: 'video_poker', min_bet: 10, max_bet: 10_000, paytable: 'nine_six' } as VideoPokerConfig;
const sicBo = { engine: 'sic_bo', min_bet: 100, max_bet: 5000, max_total: 10_000 } as SicBoConfig;

const outcome = () => screen.getByRole('status').textContent;
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** A dealt card's turn in its step (from its `--deal-delay`), or null when not dealt now. */
const turnOf = (card: Element) =>
  card.classList.contains('is-dealt') ? Number(/calc\((\d+) \*/.exec((card as HTMLElement).style.getPropertyValue('--deal-delay'))?.[1]) : null;
const cards = (region: HTMLElement) => within(region).getAllByRole('img');
const names = (region: HTMLElement) => cards(region).map((c) => c.getAttribute('aria-label'));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('baccarat deals its cards', () => {
  const round = roundOf({
    stake: '2.00',
    win: '2.00',
    result: 'even',
    net: '0.00',
    bet: { engine: 'baccarat', player: 100, banker: 100, tie: 0 },
    view: { engine: 'baccarat', player: ['4h', 'Ks'], banker: ['3c', '2d', '5s'], player_total: 4, banker_total: 0, winner: 'player', natural: false, wins: { player: 200, banker: 0, tie: 0 } },
  });
  const EVEN = 'Your stake of €2.00 is returned. Net result: €0.00.';

  it('player, banker, player, banker, then the third card; the totals and the winner once all are down', async () => {
    await renderEngine(BaccaratUi, { config: baccarat, round }, '/en', true);
    const player = screen.getByRole('region', { name: 'Player' });
    const banker = screen.getByRole('region', { name: 'Banker' });
    expect(cards(player).map(turnOf)).toEqual([0, 2]);
    expect(cards(banker).map(turnOf)).toEqual([1, 3, 4]);
    expect(document.querySelector('.engine-baccarat')!.getAttribute('style')).toContain('--deal-scale: 1');
    expect(outcome()).toBe('');
    expect(screen.queryByText('Player wins')).toBeNull();
    expect(screen.queryByText(/Total/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'What your bets returned' })).toBeNull();
    // Five cards: 250 ms each and 400 ms more at full pace.
    await advance(250 * 5 + 399);
    expect(outcome()).toBe('');
    await advance(1);
    expect(document.querySelector('.is-dealt')).toBeNull();
    expect(names(player)).toEqual(['Four of hearts', 'King of spades']);
    expect(names(banker)).toEqual(['Three of clubs', 'Two of diamonds', 'Five of spades']);
    expect(screen.getByText('Player wins')).toBeTruthy();
    expect(outcome()).toBe(EVEN);
  });

  it('quick play deals the same cards sooner', async () => {
    localStorage.setItem('games.quickPlay', '1');
    await renderEngine(BaccaratUi, { config: baccarat, round }, '/en', true);
    expect(document.querySelectorAll('.is-dealt')).toHaveLength(5);
    expect(outcome()).toBe('');
    await advance(90 * 5 + 150);
    expect(document.querySelector('.is-dealt')).toBeNull();
    expect(outcome()).toBe(EVEN);
  });

  it('a round not just played shows at once, nothing dealt', async () => {
    await renderEngine(BaccaratUi, { config: baccarat, round }, '/en', false);
    expect(document.querySelector('.is-dealt')).toBeNull();
    expect(document.querySelector('.engine-baccarat')!.classList.contains('motion-still')).toBe(true);
    expect(outcome()).toBe(EVEN);
  });
});

describe('video poker deals, then deals only the cards the draw replaced', () => {
  const bet = { engine: 'video_poker', stake: 100 };
  const dealt = roundOf({
    finished: false,
    allowed: ['hold'],
    bet,
    view: { engine: 'video_poker', cards: ['Js', 'Jd', '4c', '8h', '2s'], held: undefined, hand: 'jacks_or_better' },
  });
  const drawn = roundOf({
    win: '9.00',
    result: 'win',
    net: '8.00',
    bet,
    actions: [{ type: 'hold', held: [true, true, false, false, false] }],
    view: { engine: 'video_poker', cards: ['Js', 'Jd', 'Jc', '9h', '9s'], held: [true, true, false, false, false], hand: 'full_house' },
  });

  it('holds the kept cards in place and names the final hand once the new ones are down', async () => {
    const { update } = await renderEngine(VideoPokerUi, { config: poker, round: dealt }, '/en', true);
    const group = () => screen.getByRole('group', { name: 'Your cards: press a card to hold it' });
    expect(cards(group()).map(turnOf)).toEqual([0, 1, 2, 3, 4]);
    expect(screen.queryByText(/Dealt: Jacks or better/)).toBeNull();
    expect(within(group()).getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(outcome()).toBe('');
    await advance(250 * 5 + 400);
    expect(document.querySelector('.is-dealt')).toBeNull();
    expect(screen.getByText('Dealt: Jacks or better. Choose the cards to hold, then draw.')).toBeTruthy();
    expect(outcome()).not.toBe('');

    await update({ round: drawn });
    const list = () => screen.getByRole('list', { name: 'Your cards' });
    // The held jacks stay (and say so); the three others come from the shoe in order.
    expect(cards(list()).map(turnOf)).toEqual([null, null, 0, 1, 2]);
    expect(within(list()).getAllByRole('listitem').map((li) => li.textContent?.includes('Held'))).toEqual([true, true, false, false, false]);
    expect(screen.queryByText(/Final hand/)).toBeNull();
    expect(screen.getByRole('row', { name: 'Full house ×9' }).className).toBe('');
    expect(outcome()).toBe('');
    await advance(250 * 3 + 400);
    expect(document.querySelector('.is-dealt')).toBeNull();
    expect(names(list())).toEqual(['Jack of spades', 'Jack of diamonds', 'Jack of clubs', 'Nine of hearts', 'Nine of spades']);
    expect(screen.getByText('Final hand: Full house')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Full house ×9' }).className).toBe('is-current');
    expect(outcome()).toBe('You win €9.00! Net result: +€8.00.');
  });
});

describe('sic bo rolls its dice', () => {
  const round = roundOf({
    stake: '2.00',
    win: '2.00',
    result: 'even',
    net: '0.00',
    bet: { engine: 'sic_bo', bets: [{ wager: { type: 'small' }, cents: 100 }, { wager: { type: 'total', total: 4 }, cents: 100 }] },
    view: { engine: 'sic_bo', dice: [1, 2, 4], total: 7, wins: [200, 0] },
  });
  const EVEN = 'Your stake of €2.00 is returned. Net result: €0.00.';
  const dice = () => Array.from(document.querySelectorAll('.sicbo-die'));
  const pips = () => dice().map((d) => d.querySelectorAll('.sicbo-pip').length);

  it('the three dice tumble, one after another, then land on the server’s roll and the result is said', async () => {
    await renderEngine(SicBoUi, { config: sicBo, round }, '/en', true);
    expect(dice().map((d) => d.classList.contains('is-rolling'))).toEqual([true, true, true]);
    expect(dice().map((d) => (d as HTMLElement).style.getPropertyValue('--die-index'))).toEqual(['0', '1', '2']);
    expect(screen.getByRole('img', { name: 'The dice are rolling' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Dice:/ })).toBeNull();
    expect(screen.queryByText('= 7')).toBeNull();
    expect(screen.queryByRole('list', { name: 'What your bets returned' })).toBeNull();
    expect(outcome()).toBe('');
    await advance(1399);
    expect(outcome()).toBe('');
    await advance(1);
    expect(document.querySelector('.is-rolling')).toBeNull();
    expect(dice().map((d) => Number(d.getAttribute('data-face')))).toEqual([1, 2, 4]);
    expect(pips()).toEqual([1, 2, 4]);
    expect(screen.getByRole('img', { name: 'Dice: 1, 2, 4, total 7' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What your bets returned' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Small (4 to 10): €1.00 → €2.00',
      'Total 4: €1.00 → lost',
    ]);
    expect(outcome()).toBe(EVEN);
  });

  it('quick play rolls the same dice sooner; a round not just played shows at once', async () => {
    localStorage.setItem('games.quickPlay', '1');
    await renderEngine(SicBoUi, { config: sicBo, round }, '/en', true);
    expect(outcome()).toBe('');
    await advance(400);
    expect(pips()).toEqual([1, 2, 4]);
    expect(outcome()).toBe(EVEN);
    cleanup();
    await renderEngine(SicBoUi, { config: sicBo, round }, '/en', false);
    expect(document.querySelector('.is-rolling')).toBeNull();
    expect(pips()).toEqual([1, 2, 4]);
    expect(outcome()).toBe(EVEN);
  });
});
