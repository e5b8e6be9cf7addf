import { parseAnswer, type GameBet, type Games, type Play } from '../../../../core/games';

const ANY_SEED = '00'.repeat(32);

/**
 * What the engine says of a bet before it is placed (a dice bet's chance and multiplier, a
 * runner's odds): the engine plays it on a throwaway seed and the screen reads only the parts
 * that do not depend on the draw. The page computes none of them.
 */
export function preview<V>(games: Games, config: unknown, bet: GameBet): Play<V> | null {
  const answer = parseAnswer<Play<V>>(games.replay_round(JSON.stringify({ ...(config as object), engine: bet.engine }), JSON.stringify(bet), '[]', ANY_SEED, 'preview', 0n));
  return answer.error ? null : (answer.ok ?? null);
}
