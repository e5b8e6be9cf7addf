import type { LiveResult } from '../../../api/generated/api';
import { colourOf, pocketName } from '../engines/parts/RouletteBoard';
import { useEngineText } from '../engines/parts/strings';

/** A table round's result in words: "17 red", "Banker wins (7 to 5)". */
export function useResultText(): (result: LiveResult) => string {
  const te = useEngineText();
  return (result) => {
    switch (result.engine) {
      case 'roulette':
        return te('roulette.straight', { number: pocketName(result.number), colour: te(`colour.${colourOf(result.number)}`) });
      case 'baccarat':
        return te('baccarat.coup', { winner: te(`baccarat.won.${result.winner}`), player: result.player_total, banker: result.banker_total });
    }
  };
}
