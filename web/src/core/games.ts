// The game engines in the browser: casino-core's engines compiled to WebAssembly (the
// `casino-games-wasm` crate), loaded on first use by the game player and the verifier only. The
// page checks a bet and counts its stake with them, and replays any past round, also offline.
// Every engine type (`GameConfig`, `GameBet`, `GameView`, `Action`, `Play`, `SlotsConfig`...).
export type * from '../wasm/games/casino_games_wasm';

import type { PayRow } from '../wasm/games/casino_games_wasm';
// The engines module's own file (the bytes the loader below instantiates), to hash them.
import gamesModuleUrl from '../wasm/games/casino_games_wasm_bg.wasm?url';
import { moduleLoader, type Glue } from './rules';

export type Games = typeof import('../wasm/games/casino_games_wasm');

/** Loads and instantiates the engines once (as the rulebook is, see rules.ts); later calls share the same promise. */
export const loadGames = moduleLoader<Games>(() => [
  // @ts-expect-error wasm-bindgen writes no declaration for the JavaScript side (typed as Games)
  import('../wasm/games/casino_games_wasm_bg.js') as Promise<Glue>,
  import('../wasm/games/casino_games_wasm_bg.wasm') as Promise<Record<string, unknown>>,
]);

/**
 * The engines this page runs: casino-core's version and the SHA-256 of the module's bytes, by
 * the function the server names its served module with (null when the bytes cannot be read).
 */
export interface RunningEngine {
  version: string;
  moduleHash: string | null;
}

/** Reads the module's bytes (from the HTTP or service worker cache: the loader fetched them). */
function readGamesModule(): Promise<ArrayBuffer> {
  return fetch(gamesModuleUrl).then((r) => {
    if (!r.ok) throw new Error(`games module: ${r.status}`);
    return r.arrayBuffer();
  });
}

export async function runningEngine(games: Games, read: () => Promise<ArrayBuffer> = readGamesModule): Promise<RunningEngine> {
  const version = games.engine_version();
  try {
    return { version, moduleHash: games.module_hash(new Uint8Array(await read())) };
  } catch {
    return { version, moduleHash: null };
  }
}

/** An answer of the module: its value, or the engine's error (`{code, ...params}`). */
export type EngineAnswer<T> = { ok: T; error?: undefined } | { ok?: undefined; error: EngineError };

/** Why the engine refused: the code is a key of the errors catalogue, limits are in cents. */
export interface EngineError {
  code: string;
  [param: string]: unknown;
}

/** Reads the module's JSON answer (`{"ok": ...}` or `{"error": {...}}`). */
export function parseAnswer<T>(text: string): EngineAnswer<T> {
  try {
    const value = JSON.parse(text) as { ok?: T; error?: EngineError };
    if (value && typeof value === 'object' && 'error' in value && value.error) return { error: value.error };
    if (value && typeof value === 'object' && 'ok' in value) return { ok: value.ok as T };
  } catch {
    // fall through
  }
  return { error: { code: 'invalid_request' } };
}

/** The cents of an amount the player typed (`"2.50"` -> 250), or the rule it breaks. */
export function typedCents(games: Games, text: string): EngineAnswer<number> {
  return parseAnswer<number>(games.amount_cents(text.trim()));
}

/** The bet's total stake in cents as the engine counts it, or why the engine refuses the bet. */
export function betStake(games: Games, config: unknown, bet: unknown): EngineAnswer<number> {
  return parseAnswer<number>(games.stake_cents(JSON.stringify(config), JSON.stringify(bet)));
}

/** A fixed-odds game's paytable as the engine pays it (empty for the others). */
export function payTable(games: Games, config: unknown): PayRow[] {
  return parseAnswer<PayRow[]>(games.paytable(JSON.stringify(config))).ok ?? [];
}

/** The stakes a slot offers, in cents, as the engine counts them (empty for other games). */
export function stakeOptions(games: Games, config: unknown): number[] {
  return parseAnswer<number[]>(games.stake_options(JSON.stringify(config))).ok ?? [];
}

/** The engine's check of a bet before it is sent: null when it would be accepted. */
export function betError(games: Games, config: unknown, bet: unknown): EngineError | null {
  const answer = parseAnswer<null>(games.check_bet(JSON.stringify(config), JSON.stringify(bet)));
  return answer.error ?? null;
}
