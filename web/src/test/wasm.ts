import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rules } from '../core/rules';
import type { Games } from '../core/games';
import type { BonusMath } from '../core/bonus';
// wasm-bindgen's bundler target writes the JavaScript side of each module into `*_bg.js` (typed
// through the module's own `.d.ts`, not on its own). The app gets the instance through
// vite-plugin-wasm (loadRules, loadGames); jsdom tests cannot use the plugin, so they instantiate
// the built file from disk themselves, synchronously.
// @ts-expect-error the glue module has no declaration file
import * as coreGlue from '../wasm/core/casino_core_wasm_bg.js';
// @ts-expect-error the glue module has no declaration file
import * as gamesGlue from '../wasm/games/casino_games_wasm_bg.js';
// @ts-expect-error the glue module has no declaration file
import * as bonusGlue from '../wasm/bonus/casino_bonus_wasm_bg.js';

// Not core/rules' joinModule: tests mock that module with these helpers.
interface Glue {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
}

/** Instantiates `file` with the glue as its imports (under `importName`) and joins the two. */
function instantiate<T>(glue: Glue, importName: string, file: string): T {
  const module = new WebAssembly.Module(readFileSync(join(__dirname, '..', 'wasm', file)));
  const instance = new WebAssembly.Instance(module, { [importName]: glue as unknown as WebAssembly.ModuleImports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue as unknown as T;
}

let core: Rules | null = null;
let games: Games | null = null;
let bonus: BonusMath | null = null;

/** The real rulebook, instantiated from the built module on disk (synchronously, once). */
export function coreFromDisk(): Rules {
  core ??= instantiate<Rules>(coreGlue as Glue, './casino_core_wasm_bg.js', 'core/casino_core_wasm_bg.wasm');
  return core;
}

/** The real rulebook, for a mock of `loadRules` (jsdom cannot fetch the module). */
export async function rulesFromDisk(): Promise<Rules> {
  return coreFromDisk();
}

/** The real game engines, instantiated from the built module on disk (synchronously, once). */
export function gamesFromDisk(): Games {
  games ??= instantiate<Games>(gamesGlue as Glue, './casino_games_wasm_bg.js', 'games/casino_games_wasm_bg.wasm');
  return games;
}

/** The real bonus math, instantiated from the built module on disk (synchronously, once). */
export function bonusFromDisk(): BonusMath {
  bonus ??= instantiate<BonusMath>(bonusGlue as Glue, './casino_bonus_wasm_bg.js', 'bonus/casino_bonus_wasm_bg.wasm');
  return bonus;
}
