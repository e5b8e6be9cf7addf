import type { RoundView } from '../../../api/generated/api';
import type { Action, GameBet, GameConfig } from '../../../wasm/games/casino_games_wasm';
export interface EngineUiProps<C = GameConfig> {
  config: C;                 // the engine config (narrowed by the engine's component)
  round: RoundView | null;   // the current/last round (view, allowed, finished, win)
  busy: boolean;             // a request is in flight: disable inputs
  currency: string;          // 'EUR' | 'USD' | 'INR' | 'FUN'
  minBet: string; maxBet: string;   // decimal strings
  onBet: (bet: GameBet) => void;    // opens a round (the page adds idempotency key, mode, session)
  onAct: (action: Action) => void;  // next decision of the open round (the page adds step)
  /** The pictures of the symbols (`GameUrl.art`: SVG markup, view box `0 0 64 64`): a slot's 4 dearest, a scratch card's prizes. */
  art?: string[];
  /** Their icon names (`GameUrl.art_icons`), in the same order: the symbols are named after them. */
  artIcons?: string[];
}
