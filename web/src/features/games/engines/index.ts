import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable } from '../../../lib/preloadable';
import type { EngineUiProps } from './types';

// Each engine's screen is its own chunk, fetched when a game of that engine opens (with the
// game's opening, so the stage never waits on it). An engine whose screen is not written yet
// plays through the generic one (a stake, the obvious choice and the round's summary), so every
// game of the catalogue is playable.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Screen = ReturnType<typeof preloadable<EngineUiProps<any>>>;
const Generic: Screen = preloadable(() => import('./GenericUi'));

/** The screen of each engine, by the `engine` tag of its configuration. */
const SCREENS: Record<string, Screen> = {
  slots: preloadable(() => import('./SlotsUi')),
  blackjack: preloadable(() => import('./BlackjackUi')),
  roulette: preloadable(() => import('./RouletteUi')),
  dice: preloadable(() => import('./DiceUi')),
  keno: preloadable(() => import('./KenoUi')),
  sic_bo: preloadable(() => import('./SicBoUi')),
  baccarat: preloadable(() => import('./BaccaratUi')),
  andar_bahar: preloadable(() => import('./AndarBaharUi')),
  scratch: preloadable(() => import('./ScratchUi')),
  crash: preloadable(() => import('./CrashUi')),
  racing: preloadable(() => import('./RacingUi')),
  lottery: preloadable(() => import('./LotteryUi')),
  bingo: preloadable(() => import('./BingoUi')),
  wheel: preloadable(() => import('./WheelUi')),
  hilo: preloadable(() => import('./HiloUi')),
  video_poker: preloadable(() => import('./VideoPokerUi')),
  casino_holdem: preloadable(() => import('./CasinoHoldemUi')),
  teen_patti: preloadable(() => import('./TeenPattiUi')),
  russian_poker: preloadable(() => import('./RussianPokerUi')),
};

/** The screen for an engine, the generic one for an engine this build does not know. */
export function engineUi(engine: string): LazyExoticComponent<ComponentType<EngineUiProps<any>>> {
  return (SCREENS[engine] ?? Generic).Component;
}

/** Fetches an engine's screen ahead of its first render. */
export function preloadEngineUi(engine: string): Promise<void> {
  return (SCREENS[engine] ?? Generic).preload();
}
