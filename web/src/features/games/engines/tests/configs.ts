// Engine configurations the engines' screen tests share: small tables the real engines (from
// WebAssembly) play, so a test can compute the exact round it shows.
import type { SlotsConfig } from '../../../../core/games';
import type { ScratchConfig } from '../../../../wasm/games/casino_games_wasm';

/** A 3-reel slot, 3 rows, 3 lines, a wild and a scatter, 2 free spins at ×2. */
export const slots = {
  engine: 'slots',
  rows: 3,
  reels: [
    [0, 1, 2, 3, 4, 0, 1, 2],
    [0, 1, 2, 3, 4, 1, 0, 2],
    [0, 1, 2, 3, 4, 2, 1, 0],
  ],
  symbols: [
    { kind: 'regular', pays: [5, 0, 0] },
    { kind: 'regular', pays: [10, 0, 0] },
    { kind: 'regular', pays: [20, 0, 0] },
    { kind: 'wild', pays: [50, 0, 0] },
    { kind: 'scatter', pays: [2, 0, 0] },
  ],
  evaluation: { type: 'lines', lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2]] },
  coins: 3,
  free_spins: { spins: 2, multiplier: 2, retrigger: false },
  min_stake: 30,
  max_stake: 3000,
} as unknown as SlotsConfig & { engine: 'slots' };

/** A 9-cell scratch card with five prizes. */
export const scratch = {
  engine: 'scratch',
  cells: 9,
  prizes: [
    { multiplier: 200, weight: 100_000 },
    { multiplier: 500, weight: 40_000 },
    { multiplier: 1000, weight: 15_000 },
    { multiplier: 2000, weight: 5000 },
    { multiplier: 10_000, weight: 700 },
  ],
  lose_weight: 639_270,
  min_bet: 10,
  max_bet: 10_000,
} as ScratchConfig;
