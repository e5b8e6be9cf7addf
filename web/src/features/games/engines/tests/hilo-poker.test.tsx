import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { HiloConfig, VideoPokerConfig } from '../../../../wasm/games/casino_games_wasm';
import { renderEngine, roundOf } from '../../../../test/engineUi';
import HiloUi from '../HiloUi';
import VideoPokerUi from '../VideoPokerUi';

const hilo = { engine: 'hilo', min_bet: 10, max_bet: 10_000, house_edge_bp: 100, max_skips: 3, max_multiplier: 1000 } as HiloConfig;
const poker = { engine: 'video_poker', min_bet: 10, max_bet: 10_000, paytable: 'nine_six' } as VideoPokerConfig;

afterEach(cleanup);

describe('hi-lo', () => {
  it('deals with the stake in cents', async () => {
    const { onBet } = await renderEngine(HiloUi, { config: hilo });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'hilo', stake: 50 });
  });

  it('offers the allowed guesses with the engine’s multipliers, and cashes out', async () => {
    const round = roundOf({
      finished: false,
      allowed: ['higher', 'lower', 'skip', 'cashout'],
      bet: { engine: 'hilo', stake: 100 },
      view: {
        engine: 'hilo',
        card: '9h',
        history: [{ card: '4c', action: 'higher', correct: true }],
        multiplier: 118,
        cashout: 118,
        higher: { ranks: 6, multiplier: 214 },
        lower: { ranks: 8, multiplier: 160 },
        skips_left: 3,
        ending: undefined,
      },
    });
    const { onAct } = await renderEngine(HiloUi, { config: hilo, round });
    expect(screen.getByRole('img', { name: 'Nine of hearts' })).toBeTruthy();
    expect(screen.getByText('Multiplier so far: ×1.18')).toBeTruthy();
    expect(screen.getByText('Guessed higher: right')).toBeTruthy();
    const moves = within(screen.getByRole('group', { name: 'Your guess' })).getAllByRole('button');
    expect(moves.map((b) => b.textContent)).toEqual(['Higher or same ×2.14', 'Lower or same ×1.60', 'Skip the card (3 left)', 'Cash out €1.18']);
    fireEvent.click(moves[1]);
    fireEvent.click(moves[3]);
    expect(onAct.mock.calls).toEqual([[{ type: 'lower' }], [{ type: 'cashout' }]]);
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();
  });

  it('tells a lost round', async () => {
    const round = roundOf({
      bet: { engine: 'hilo', stake: 100 },
      view: { engine: 'hilo', card: '2s', history: [{ card: '9h', action: 'higher', correct: false }], multiplier: 0, cashout: 0, higher: undefined, lower: undefined, skips_left: 3, ending: 'lost' },
    });
    await renderEngine(HiloUi, { config: hilo, round });
    expect(screen.getByText('Wrong guess: the round is lost.')).toBeTruthy();
    expect(screen.getByText('No win this time. Net result: -€1.00.')).toBeTruthy();
  });
});

describe('video poker', () => {
  it('deals, then draws with the cards held', async () => {
    const { onBet } = await renderEngine(VideoPokerUi, { config: poker });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake (EUR)' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'video_poker', stake: 100 });
  });

  it('holds the cards pressed and sends them with the draw', async () => {
    const round = roundOf({
      finished: false,
      allowed: ['hold'],
      bet: { engine: 'video_poker', stake: 100 },
      view: { engine: 'video_poker', cards: ['Js', 'Jd', '4c', '9h', '2s'], held: undefined, hand: 'jacks_or_better' },
    });
    const { onAct } = await renderEngine(VideoPokerUi, { config: poker, round });
    expect(screen.getByText('Dealt: Jacks or better. Choose the cards to hold, then draw.')).toBeTruthy();
    const cards = within(screen.getByRole('group', { name: 'Your cards: press a card to hold it' })).getAllByRole('button');
    fireEvent.click(cards[0]);
    fireEvent.click(cards[1]);
    expect(cards[0].getAttribute('aria-pressed')).toBe('true');
    expect(cards[0].textContent).toContain('Held');
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(onAct.mock.calls[0][0]).toEqual({ type: 'hold', held: [true, true, false, false, false] });
  });

  it('shows the final hand, its paytable row and the win', async () => {
    const round = roundOf({
      win: '9.00',
      result: 'win',
      net: '8.00',
      bet: { engine: 'video_poker', stake: 100 },
      view: { engine: 'video_poker', cards: ['Js', 'Jd', 'Jc', '9h', '9s'], held: [true, true, false, false, false], hand: 'full_house' },
    });
    await renderEngine(VideoPokerUi, { config: poker, round });
    expect(screen.getByText('Final hand: Full house')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Full house ×9' }).className).toBe('is-current');
    expect(screen.getByRole('row', { name: 'Flush ×6' })).toBeTruthy();
    expect(screen.getByText('You win €9.00! Net result: +€8.00.')).toBeTruthy();
  });
});
