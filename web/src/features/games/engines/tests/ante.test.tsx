import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CasinoHoldemConfig, RussianPokerConfig, TeenPattiConfig } from '../../../../wasm/games/casino_games_wasm';
import CasinoHoldemUi from '../CasinoHoldemUi';
import RussianPokerUi from '../RussianPokerUi';
import TeenPattiUi from '../TeenPattiUi';
import { renderEngine, roundOf } from '../../../../test/engineUi';

const holdem = { engine: 'casino_holdem', min_bet: 100, max_bet: 10_000 } as CasinoHoldemConfig;
const teenPatti = { engine: 'teen_patti', min_bet: 100, max_bet: 10_000, ante_bonus: [0, 0, 0, 1, 4, 5] } as TeenPattiConfig;

afterEach(cleanup);

const cards = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('img')
    .map((i) => i.getAttribute('aria-label'));

describe("casino hold'em", () => {
  it('deals on the ante in cents', async () => {
    const { onBet } = await renderEngine(CasinoHoldemUi, { config: holdem, minBet: '1.00' });
    expect(screen.getByText('The stake is the ante; calling adds twice the ante.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'casino_holdem', stake: 100 });
  });

  it('shows the flop with the dealer face down, and calls or folds', async () => {
    const round = roundOf({
      finished: false,
      allowed: ['call', 'fold'],
      bet: { engine: 'casino_holdem', stake: 100 },
      view: { engine: 'casino_holdem', player: ['Ah', 'Kh'], dealer: [], board: ['Qh', 'Jh', '2c'], player_hand: 'high_card', player_best: [], dealer_hand: null, dealer_best: [], outcome: null },
    });
    const { onAct } = await renderEngine(CasinoHoldemUi, { config: holdem, round });
    expect(cards('Dealer')).toEqual(['Face-down card', 'Face-down card']);
    expect(cards('Board')).toEqual(['Queen of hearts', 'Jack of hearts', 'Two of clubs', 'Face-down card', 'Face-down card']);
    expect(within(screen.getByRole('region', { name: 'Your hand' })).getByText('Your hand').textContent).toBe('Your hand · High card');
    const decision = within(screen.getByRole('group', { name: 'Your decision' })).getAllByRole('button');
    expect(decision.map((b) => b.textContent)).toEqual(['Call (adds twice the ante)', 'Fold']);
    fireEvent.click(decision[0]);
    fireEvent.click(decision[1]);
    expect(onAct.mock.calls).toEqual([[{ type: 'call' }], [{ type: 'fold' }]]);
  });

  it('shows both hands and the outcome after the call', async () => {
    const round = roundOf({
      stake: '3.00',
      win: '6.00',
      result: 'win',
      net: '3.00',
      bet: { engine: 'casino_holdem', stake: 100 },
      view: {
        engine: 'casino_holdem',
        player: ['Ah', 'Kh'],
        dealer: ['4c', '4d'],
        board: ['Qh', 'Jh', '2c', '7s', '9d'],
        player_hand: 'high_card',
        player_best: ['Ah', 'Kh', 'Qh', 'Jh', '9d'],
        dealer_hand: 'pair',
        dealer_best: [],
        outcome: 'lose',
      },
    });
    await renderEngine(CasinoHoldemUi, { config: holdem, round: { ...round, win: '0.00', result: 'loss', net: '-3.00' } });
    expect(cards('Dealer')).toEqual(['Four of clubs', 'Four of diamonds']);
    expect(screen.getByText('The dealer wins')).toBeTruthy();
    expect(screen.getByText('Total staked: €3.00')).toBeTruthy();
    expect(screen.getByText('No win this time. Net result: -€3.00.')).toBeTruthy();
  });
});

describe('teen patti', () => {
  it('deals on the ante, then calls', async () => {
    const { onBet } = await renderEngine(TeenPattiUi, { config: teenPatti, minBet: '2.00' });
    expect(within(screen.getByRole('table', { name: 'Ante bonus of a called hand' })).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Sequence (straight)1:1',
      'Pure sequence (straight flush)4:1',
      'Trail (three of a kind)5:1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'teen_patti', stake: 200 });
  });

  it('shows the hands, the outcome and the bonus', async () => {
    const round = roundOf({
      stake: '2.00',
      win: '9.00',
      result: 'win',
      net: '7.00',
      bet: { engine: 'teen_patti', stake: 100 },
      view: { engine: 'teen_patti', player: ['Ah', 'Kh', 'Qh'], player_hand: 'pure_sequence', dealer: ['2c', '5d', '9s'], dealer_hand: 'high_card', outcome: 'dealer_not_qualified', bonus: 400 },
    });
    await renderEngine(TeenPattiUi, { config: teenPatti, round });
    expect(cards('Your hand')).toEqual(['Ace of hearts', 'King of hearts', 'Queen of hearts']);
    expect(screen.getByText('The dealer does not qualify')).toBeTruthy();
    expect(screen.getByText('Ante bonus: €4.00')).toBeTruthy();
    expect(screen.getByText('You win €9.00! Net result: +€7.00.')).toBeTruthy();
  });
});

const russian = { engine: 'russian_poker', min_bet: 100, max_bet: 10_000 } as RussianPokerConfig;

describe('russian poker', () => {
  it('deals on the ante in cents', async () => {
    const { onBet } = await renderEngine(RussianPokerUi, { config: russian, minBet: '1.00' });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onBet.mock.calls[0][0]).toEqual({ engine: 'russian_poker', stake: 100 });
  });

  it('shows the dealer’s up card and four face down, and calls', async () => {
    const round = roundOf({
      finished: false,
      allowed: ['call', 'fold'],
      bet: { engine: 'russian_poker', stake: 100 },
      view: { engine: 'russian_poker', player: ['Ah', 'Ad', '9c', '5s', '2h'], player_hand: 'pair', dealer: ['Kc'], dealer_hand: null, outcome: null },
    });
    const { onAct } = await renderEngine(RussianPokerUi, { config: russian, round });
    expect(cards('Dealer')).toEqual(['King of clubs', 'Face-down card', 'Face-down card', 'Face-down card', 'Face-down card']);
    fireEvent.click(screen.getByRole('button', { name: 'Call (adds twice the ante)' }));
    expect(onAct.mock.calls).toEqual([[{ type: 'call' }]]);
  });

  it('shows the outcome of a folded hand', async () => {
    const round = roundOf({
      bet: { engine: 'russian_poker', stake: 100 },
      view: { engine: 'russian_poker', player: ['7h', '4d', '9c', '5s', '2h'], player_hand: 'high_card', dealer: ['Kc', 'Qd', '3s', '3c', '8h'], dealer_hand: 'pair', outcome: 'folded' },
    });
    await renderEngine(RussianPokerUi, { config: russian, round });
    expect(screen.getByText('You folded')).toBeTruthy();
    expect(screen.getByText('No win this time. Net result: -€1.00.')).toBeTruthy();
  });
});
