import { useState } from 'react';
import type { EngineError } from '../../../../core/games';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { GameBet } from '../../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../../play/GameKit';

/**
 * A table layout of chips (roulette, sic bo): the chips placed, in order, and the total the
 * engine counts for them (`stake_cents`: the page never adds money). `spots` is what one chip
 * places; the engine receives the list as it is.
 */
export function useLayout<P>(config: unknown, currency: string, build: (spots: P[]) => GameBet) {
  const kit = useGameKit();
  const { text } = useErrorText();
  const [spots, setSpots] = useState<P[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const describe = (error: EngineError) => {
    const f = kit.failure(error, currency);
    return text(f.code, f.params);
  };

  const bet = build(spots);
  const answer = spots.length > 0 ? kit.stake(config, bet) : null;
  /** The total of the chips as money, or the engine's reason for refusing the layout. */
  const total = answer === null ? null : answer.error ? { error: describe(answer.error) } : { text: kit.cents(answer.ok, currency) };

  return {
    spots,
    add: (spot: P) => {
      setSpots((all) => [...all, spot]);
      setFailure(null);
    },
    undo: () => {
      setSpots((all) => all.slice(0, -1));
      setFailure(null);
    },
    clear: () => {
      setSpots([]);
      setFailure(null);
    },
    /** Puts these chips on the layout instead (the same bets again). */
    replace: (all: P[]) => {
      setSpots(all);
      setFailure(null);
    },
    total,
    failure,
    /** The bet if the engine accepts it; otherwise null, and the reason is shown. */
    accepted: (): GameBet | null => {
      const a = kit.stake(config, bet);
      if (a.error) {
        setFailure(describe(a.error));
        return null;
      }
      setFailure(null);
      return bet;
    },
  };
}
