import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { BlackjackConfig, GameView, Play } from '../../../../core/games';
import { parseAnswer } from '../../../../core/games';
import type { CrashConfig } from '../../../../wasm/games/casino_games_wasm';
import { gamesFromDisk, renderEngine, roundOf } from '../../../../test/engineUi';
import { MotionProvider } from '../../play/motion';
import type { EngineUiProps } from '../types';
import BlackjackUi from '../BlackjackUi';
import CrashUi from '../CrashUi';
import ScratchUi from '../ScratchUi';
import { scratch } from './configs';

// The round the page's own bet or decision just brought (`id:step`): the one the screens animate.
let fresh: string | null = null;

/** An engine screen inside the game page's motion settings, animating the `fresh` round. */
function moving<C>(Ui: ComponentType<EngineUiProps<C>>) {
  return function Moving(props: EngineUiProps<C>) {
    return (
      <MotionProvider fresh={fresh}>
        <Ui {...props} />
      </MotionProvider>
    );
  };
}

beforeEach(() => {
  fresh = null;
  // Quick play: the animations are short.
  localStorage.setItem('games.quickPlay', '1');
});

afterEach(() => {
  cleanup();
  localStorage.removeItem('games.quickPlay');
});

const SEED = '00'.repeat(31) + '01';

/** The round the real engine plays for this bet at this nonce. */
function played(config: unknown, bet: unknown, nonce: number, actions: unknown[] = []): Play<GameView> {
  const answer = parseAnswer<Play<GameView>>(gamesFromDisk().replay_round(JSON.stringify(config), JSON.stringify(bet), JSON.stringify(actions), SEED, 'abc', BigInt(nonce)));
  if (answer.error) throw new Error(answer.error.code);
  return answer.ok;
}

const cents = (n: number) => gamesFromDisk().cents_text(n);

const blackjack = { engine: 'blackjack', min_bet: 100, max_bet: 50_000, dealer_hits_soft_17: false } as BlackjackConfig & { engine: 'blackjack' };
const bjBet = { engine: 'blackjack', stake: 1000 };

/** The blackjack round at nonce 1: dealt, then after Stand (settled). */
function blackjackRounds() {
  const dealt = played(blackjack, bjBet, 1);
  const stood = played(blackjack, bjBet, 1, [{ type: 'stand' }]);
  expect(dealt.finished).toBe(false);
  expect(stood.finished).toBe(true);
  const open = roundOf({ bet: bjBet, view: dealt.view, finished: false, allowed: dealt.allowed, stake: '10.00' });
  const won = stood.win > 1000 ? 'win' : stood.win === 1000 ? 'even' : 'loss';
  const done = roundOf({
    bet: bjBet,
    view: stood.view,
    actions: [{ type: 'stand' }] as never,
    stake: '10.00',
    win: cents(stood.win),
    result: won,
    net: cents(stood.win - 1000),
  });
  return { dealt, stood, open, done };
}

const cardNames = (region: HTMLElement) => within(region).getAllByRole('img').map((c) => c.getAttribute('aria-label'));

describe('blackjack: the dealer’s face-down card', () => {
  it('shows face down while the player plays, then the card once the round shows it', async () => {
    const { open, done } = blackjackRounds();
    const { update } = await renderEngine(BlackjackUi, { config: blackjack, round: open });
    const dealer = () => screen.getByRole('region', { name: /Dealer/ });
    expect(cardNames(dealer())).toEqual(['Ten of hearts', 'Face-down card']);
    await update({ round: done });
    expect(screen.queryByRole('img', { name: 'Face-down card' })).toBeNull();
    const shown = cardNames(dealer());
    expect(shown[0]).toBe('Ten of hearts');
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('.is-dealt')).toBeNull();
  });

  it('deals a new round’s cards in turn, the face-down one last, and says the result only once they are dealt', async () => {
    const { open } = blackjackRounds();
    fresh = 'r1:0';
    await renderEngine(moving(BlackjackUi), { config: blackjack, round: open });
    const turn = (c: HTMLElement) => Number(/calc\((\d+) \*/.exec(c.style.getPropertyValue('--deal-delay'))?.[1]);
    const dealt = Array.from(document.querySelectorAll<HTMLElement>('.play-card.is-dealt')).sort((a, b) => turn(a) - turn(b));
    // The player, the dealer, the player, the face-down card, 180 ms apart at full pace.
    expect(dealt.map((c) => c.getAttribute('aria-label'))).toEqual(['Queen of clubs', 'Ten of hearts', 'Queen of diamonds', 'Face-down card']);
    expect(dealt.map((c) => c.style.getPropertyValue('--deal-delay'))).toEqual([0, 1, 2, 3].map((i) => `calc(${i} * 180ms * var(--deal-scale, 1))`));
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(document.querySelector('.is-dealt')).toBeNull());
    expect(screen.getByRole('status').textContent).not.toBe('');
  });

  it('turns the face-down card over after Stand without dealing the cards already shown again', async () => {
    const { open, done } = blackjackRounds();
    const Ui = moving(BlackjackUi);
    const { update } = await renderEngine(Ui, { config: blackjack, round: open });
    expect(document.querySelector('.is-dealt')).toBeNull();
    fresh = 'r1:1';
    await update({ round: done });
    const dealer = screen.getByRole('region', { name: /Dealer/ });
    const hole = within(dealer).getAllByRole('img')[1];
    expect(hole.classList.contains('is-dealt')).toBe(true);
    expect(dealer.querySelector('.is-turning-hole')).toBeTruthy();
    // The player's cards and the up card stay where they were.
    expect(within(screen.getByRole('region', { name: 'Your hand' })).getAllByRole('img').some((c) => c.classList.contains('is-dealt'))).toBe(false);
    expect(within(dealer).getAllByRole('img')[0].classList.contains('is-dealt')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(screen.queryByRole('img', { name: 'Face-down card' })).toBeNull();
  });
});

const crash = { engine: 'crash', house_edge_bp: 100, min_target: 101, max_target: 100_000, min_bet: 10, max_bet: 10_000 } as CrashConfig;
const crashRound = roundOf({ bet: { engine: 'crash', stake: 100, target: 150 }, view: { engine: 'crash', crash: 187, target: 150, won: true }, win: '1.50', result: 'win', net: '0.50' });

describe('crash: the curve', () => {
  it('shows the round’s crash point on the counter', async () => {
    await renderEngine(CrashUi, { config: crash, round: crashRound });
    expect(screen.getByTestId('crash-counter').textContent).toBe('×1.87');
    expect(screen.getByText('Crashed at ×1.87')).toBeTruthy();
  });

  it('climbs, then stops on the round’s crash point and says the result', async () => {
    fresh = 'r1:0';
    await renderEngine(moving(CrashUi), { config: crash, round: crashRound });
    expect(document.querySelector('.crash-graph.is-rising')).toBeTruthy();
    expect(screen.getByTestId('crash-counter').textContent).toBe('×1.00');
    expect(screen.queryByText('Crashed at ×1.87')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(screen.getByText('Crashed at ×1.87')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByTestId('crash-counter').textContent).toBe('×1.87');
    expect(document.querySelector('.crash-graph.is-won')).toBeTruthy();
    expect(screen.getByText('You win €1.50! Net result: +€0.50.')).toBeTruthy();
  });
});


const ticket = (cells: (number | null)[], finished = false, extra = {}, actions = 0) =>
  roundOf({
    finished,
    allowed: finished ? [] : ['reveal'],
    actions: Array.from({ length: actions }, (_, i) => ({ type: 'reveal', index: i })) as never,
    bet: { engine: 'scratch', stake: 100 },
    view: { engine: 'scratch', cells, winning_symbol: null, winning_cells: [], multiplier: 0, ...extra },
  });

/** A settled winning ticket, all its cells shown by the server. */
const winning = () => ({
  ...ticket([2, 0, 2, 1, 2, 0, 3, 1, 4], true, { winning_symbol: 2, winning_cells: [0, 2, 4], multiplier: 1000 }),
  win: '10.00',
  result: 'win' as const,
  net: '9.00',
});

const outcome = 'You win €10.00! Net result: +€9.00.';

describe('scratch: the foil', () => {
  it('keeps cells the player did not scratch under foil until "Reveal all", then says the outcome', async () => {
    fresh = 'r1:0';
    const { onAct } = await renderEngine(moving(ScratchUi), { config: scratch, round: winning() });
    expect(screen.getAllByRole('button', { name: /^Scratch cell/ })).toHaveLength(9);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText('Three times Orange: pays ×10.00')).toBeNull();
    expect(screen.getByText('Cells left to scratch: 9')).toBeTruthy();
    // (The stake form comes back: awaited, as it may wait for its texts.)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal all' })));
    expect(screen.queryAllByRole('button', { name: /^Scratch cell/ })).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Cell 1: Orange, winning' })).toBeTruthy();
    expect(screen.getByText('Three times Orange: pays ×10.00')).toBeTruthy();
    expect(screen.getByText(outcome)).toBeTruthy();
    // The server had shown them: nothing is asked of it.
    expect(onAct).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy a ticket' })).toBeTruthy();
  });

  it('takes the foil off each cell scratched with the pointer, a click or a key, then says the outcome', async () => {
    fresh = 'r1:0';
    const { onAct } = await renderEngine(moving(ScratchUi), { config: scratch, round: winning() });
    const cell = (n: number) => screen.getByRole('button', { name: `Scratch cell ${n}` });
    // Pressed on cell 1 and drawn across cells 2 and 3.
    fireEvent.pointerDown(cell(1));
    fireEvent.pointerMove(cell(2), { buttons: 1 });
    fireEvent.pointerMove(cell(3), { buttons: 1 });
    fireEvent.pointerUp(screen.getByRole('group', { name: 'Your ticket' }));
    expect(screen.getByRole('img', { name: 'Cell 3: Orange' })).toBeTruthy();
    // Without the button pressed, passing over a cell scratches nothing.
    fireEvent.pointerDown(screen.getByRole('group', { name: 'Your ticket' }));
    fireEvent.pointerMove(cell(4), { buttons: 0 });
    expect(cell(4)).toBeTruthy();
    for (const n of [4, 5, 6, 7, 8]) fireEvent.click(cell(n));
    expect(screen.getByText('Cells left to scratch: 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('img', { name: /winning/ })).toBeNull();
    await act(async () => fireEvent.click(cell(9)));
    expect(screen.getByRole('img', { name: 'Cell 1: Orange, winning' })).toBeTruthy();
    expect(screen.getByText(outcome)).toBeTruthy();
    expect(document.querySelectorAll('.scratch-cell.is-scratched')).toHaveLength(9);
    expect(onAct).not.toHaveBeenCalled();
  });

  it('shows at once a round it did not just play, and under reduced motion', async () => {
    await renderEngine(moving(ScratchUi), { config: scratch, round: winning() });
    expect(screen.queryAllByRole('button', { name: /^Scratch cell/ })).toHaveLength(0);
    expect(screen.getByText(outcome)).toBeTruthy();
    cleanup();
    await renderEngine(ScratchUi, { config: scratch, round: winning() });
    expect(screen.getByText(outcome)).toBeTruthy();
  });

  it('asks the server for each covered cell scratched with the pointer, once, and shows it without foil', async () => {
    const cells = [null, null, 3, null, null, null, null, null, null];
    const Ui = moving(ScratchUi);
    const { onAct, update } = await renderEngine(Ui, { config: scratch, round: ticket(cells) });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Scratch cell 1' }));
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Scratch cell 2' }), { buttons: 1 });
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Scratch cell 2' }));
    // The click that ends the press on cell 1 asks nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Scratch cell 1' }), { detail: 1 });
    expect(onAct.mock.calls).toEqual([[{ type: 'reveal', index: 0 }]]);
    await update({ busy: true });
    fresh = 'r1:1';
    await update({ busy: false, round: ticket([1, null, 3, null, null, null, null, null, null], false, {}, 1) });
    // Cell 1 loses its foil (the player scratched it); cell 2 is asked next.
    expect(screen.getByRole('img', { name: 'Cell 1: Lemon' }).classList.contains('is-scratched')).toBe(true);
    expect(onAct.mock.calls[1]).toEqual([{ type: 'reveal', index: 1 }]);
    expect(screen.getByText('Cells left to scratch: 7')).toBeTruthy();
  });
});
