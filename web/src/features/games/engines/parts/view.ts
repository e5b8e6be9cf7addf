import type { RoundView } from '../../../../api/generated/api';
import type { GameBet, GameView } from '../../../../wasm/games/casino_games_wasm';

type Tagged<U, E> = U extends { engine: E } ? U : never;

/** The round's view when it is of this engine (a round of another game draws nothing). */
export function viewOf<E extends GameView['engine']>(round: RoundView | null, engine: E): Tagged<GameView, E> | null {
  const view = round?.view as { engine?: string } | null | undefined;
  return view && view.engine === engine ? (view as Tagged<GameView, E>) : null;
}

/** The bet the server recorded for the round, when it is of this engine. */
export function betOf<E extends GameBet['engine']>(round: RoundView | null, engine: E): Tagged<GameBet, E> | null {
  const bet = round?.bet as { engine?: string } | null | undefined;
  return bet && bet.engine === engine ? (bet as Tagged<GameBet, E>) : null;
}

/** A round waits for the player's decision. */
export function isOpen(round: RoundView | null): boolean {
  return !!round && !round.finished;
}
