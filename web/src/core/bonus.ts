// The bonus math in the browser: casino-core's `bonus::run`, in the games module (see
// games-wasm's `bonus_calc`). The deposit preview, the bonuses tab and the cash-out quote ask it
// what the server will do.
import type { BonusCalc, BonusOutcome } from '../wasm/games/casino_games_wasm';
import type { Games } from './games';

export type { BonusCalc, BonusOutcome };

/** Runs one bonus rule: its answer, or the rule's failure (`{ ok: false, error }`). */
export function bonusCalc(games: Games, calc: BonusCalc): BonusOutcome {
  return JSON.parse(games.bonus_calc(JSON.stringify(calc))) as BonusOutcome;
}
