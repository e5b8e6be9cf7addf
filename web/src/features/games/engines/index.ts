import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EngineUiProps } from './types';

// Each engine's screen is its own chunk, fetched when a game of that engine opens. An engine
// whose screen is not written yet plays through the generic one (a stake, the obvious choice and
// the round's summary), so every game of the catalogue is playable.
const Generic = lazy(() => import('./GenericUi'));

/** The screen of each engine, by the `engine` tag of its configuration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ENGINE_UI: Record<string, LazyExoticComponent<ComponentType<EngineUiProps<any>>>> = {
  slots: lazy(() => import('./SlotsUi')),
  blackjack: lazy(() => import('./BlackjackUi')),
  roulette: lazy(() => import('./RouletteUi')),
  dice: lazy(() => import('./DiceUi')),
  keno: lazy(() => import('./KenoUi')),
  sic_bo: lazy(() => import('./SicBoUi')),
  baccarat: lazy(() => import('./BaccaratUi')),
  andar_bahar: lazy(() => import('./AndarBaharUi')),
  scratch: lazy(() => import('./ScratchUi')),
  crash: lazy(() => import('./CrashUi')),
  racing: lazy(() => import('./RacingUi')),
  lottery: lazy(() => import('./LotteryUi')),
  bingo: lazy(() => import('./BingoUi')),
  wheel: lazy(() => import('./WheelUi')),
  hilo: lazy(() => import('./HiloUi')),
  video_poker: lazy(() => import('./VideoPokerUi')),
  casino_holdem: lazy(() => import('./CasinoHoldemUi')),
  teen_patti: lazy(() => import('./TeenPattiUi')),
  russian_poker: lazy(() => import('./RussianPokerUi')),
};

/** The screen for an engine, the generic one for an engine this build does not know. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function engineUi(engine: string): LazyExoticComponent<ComponentType<EngineUiProps<any>>> {
  return ENGINE_UI[engine] ?? Generic;
}
