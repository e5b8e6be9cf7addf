import type { LiveResult } from '../../../api/generated/api';
import { colourOf, pocketName } from '../engines/parts/RouletteBoard';
import { useEngineText } from '../engines/parts/strings';
import { usePlayText } from '../play/strings';

/** A table round's result in words: "17 red", "Banker wins — player 5, banker 7", "Dealer: 19". */
export function useResultText(): (result: LiveResult) => string {
  const te = useEngineText();
  const tp = usePlayText();
  return (result) => {
    switch (result.engine) {
      case 'roulette':
        return te('roulette.straight', { number: pocketName(result.number), colour: te(`colour.${colourOf(result.number)}`) });
      case 'baccarat':
        return te('baccarat.coup', { winner: te(`baccarat.won.${result.winner}`), player: result.player_total, banker: result.banker_total });
      case 'blackjack':
        return result.dealer_total > 21 ? tp('live.dealerBust', { total: result.dealer_total }) : tp('live.dealerHad', { total: result.dealer_total });
    }
  };
}
