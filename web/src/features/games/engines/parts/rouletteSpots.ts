import type { BetKind, RoulettePlaced } from '../../../../wasm/games/casino_games_wasm';

// The geometry of the roulette layout: which numbers lie next to which, so which groups of
// numbers a chip on a border or a corner covers. Layout only: the engine checks every bet
// (`check_bet`) and settles it; nothing here knows what a bet pays.

/** 00 on the American layout, as the engine writes it. */
export const DOUBLE_ZERO = 37;

/** A place for chips on the layout: what one chip bets on, without its value. */
export type Spot = Omit<RoulettePlaced, 'cents'>;

/** The bets placed on the borders of the numbers (and the straight bet, the number itself). */
export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'six_line' | 'basket';

/** The kinds of border bets, in the order a player meets them. */
export const INSIDE_KINDS: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'six_line', 'basket'];

export const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** A spot's key: chips on the same spot are counted together. */
export const keyOf = (s: Spot) => `${s.kind}:${s.numbers.join(',')}`;

/** How many chips lie on each spot (by `keyOf`). */
export function chipCounts(spots: readonly Spot[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of spots) counts.set(keyOf(s), (counts.get(keyOf(s)) ?? 0) + 1);
  return counts;
}

/**
 * A border spot and where it lies over the numbers: `x` along the table (0 the zero's edge, 1
 * the end after 34-35-36, one twelfth per row of three), `y` across it (0 the edge of the 3, 6,
 * 9... line, 1 the outer edge of the 1, 4, 7... line, where streets and six lines are placed).
 * `zero` spots lie in the zeros' box (0-00), `tight` ones share the crowded edge of the American
 * zeros and are half as tall.
 */
export interface Placement {
  spot: Spot;
  x: number;
  y: number;
  zero?: boolean;
  tight?: boolean;
}

const placements = new Map<boolean, readonly Placement[]>();

/** Every border spot of the layout, in reading order (zeros first, then along the table). */
export function insidePlacements(american: boolean): readonly Placement[] {
  let known = placements.get(american);
  if (!known) {
    known = layoutPlacements(american);
    placements.set(american, known);
  }
  return known;
}

function layoutPlacements(american: boolean): Placement[] {
  const out: Placement[] = [];
  const put = (kind: BetKind, numbers: number[], x: number, y: number, extra: Partial<Placement> = {}) => out.push({ spot: { kind, numbers }, x, y, ...extra });
  const dz = DOUBLE_ZERO;
  if (american) {
    // 00 over the 3 and half the 2, 0 over the other half and the 1.
    put('split', [dz, 3], 0, 1 / 6);
    put('street', [dz, 2, 3], 0, 1 / 3, { tight: true });
    put('split', [dz, 2], 0, 5 / 12, { tight: true });
    put('street', [0, dz, 2], 0, 1 / 2, { tight: true });
    put('split', [0, dz], 0, 1 / 2, { zero: true });
    put('split', [0, 2], 0, 7 / 12, { tight: true });
    put('street', [0, 1, 2], 0, 2 / 3, { tight: true });
    put('split', [0, 1], 0, 5 / 6);
    put('basket', [0, dz, 1, 2, 3], 0, 1);
  } else {
    put('split', [0, 3], 0, 1 / 6);
    put('street', [0, 2, 3], 0, 1 / 3);
    put('split', [0, 2], 0, 1 / 2);
    put('street', [0, 1, 2], 0, 2 / 3);
    put('split', [0, 1], 0, 5 / 6);
    put('basket', [0, 1, 2, 3], 0, 1);
  }
  for (let k = 0; k < 12; k++) {
    const first = 3 * k + 1;
    // Inside the row of three: the 3 on top (y 0 to 1/3), the 1 at the bottom.
    put('split', [first + 1, first + 2], (k + 0.5) / 12, 1 / 3);
    put('split', [first, first + 1], (k + 0.5) / 12, 2 / 3);
    put('street', [first, first + 1, first + 2], (k + 0.5) / 12, 1);
    if (k === 11) break;
    // Towards the next row: splits across, corners on the crossings, the six line on the edge.
    const x = (k + 1) / 12;
    put('split', [first + 2, first + 5], x, 1 / 6);
    put('corner', [first + 1, first + 2, first + 4, first + 5], x, 1 / 3);
    put('split', [first + 1, first + 4], x, 1 / 2);
    put('corner', [first, first + 1, first + 3, first + 4], x, 2 / 3);
    put('split', [first, first + 3], x, 5 / 6);
    put('six_line', range(first, first + 5), x, 1);
  }
  return out;
}

/** The straight bet on a pocket. */
export const straightSpot = (n: number): Spot => ({ kind: 'straight', numbers: [n] });

/** The pockets of the layout, zeros first (00 is 37). */
export const pockets = (american: boolean) => (american ? [0, DOUBLE_ZERO, ...range(1, 36)] : range(0, 36));

export const COLUMNS: Spot[] = [1, 2, 3].map((c) => ({ kind: 'column', numbers: range(c, 36, 3) }));
export const DOZENS: Spot[] = [0, 1, 2].map((d) => ({ kind: 'dozen', numbers: range(12 * d + 1, 12 * d + 12) }));
/** The even-money boxes, in the order of the table's bottom line (their numbers implied by the kind). */
export const EVEN_MONEY: Spot[] = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) => ({ kind, numbers: [] }));

/** Every spot the layout offers, straight numbers to even money. */
export function boardSpots(american: boolean): Spot[] {
  return [...pockets(american).map(straightSpot), ...insidePlacements(american).map((p) => p.spot), ...COLUMNS, ...DOZENS, ...EVEN_MONEY];
}

// Table order of pockets: 0, 00, then 1 to 36.
const rank = (n: number) => (n === DOUBLE_ZERO ? 0.5 : n);
const byNumbers = (a: Spot, b: Spot) => {
  for (let i = 0; i < Math.min(a.numbers.length, b.numbers.length); i++) {
    if (a.numbers[i] !== b.numbers[i]) return rank(a.numbers[i]) - rank(b.numbers[i]);
  }
  return a.numbers.length - b.numbers.length;
};

/** The border spots of one kind that cover pocket `n` (what a tap on `n` offers in that bet type), lowest numbers first. */
export function spotsCovering(american: boolean, kind: InsideKind, n: number): Spot[] {
  if (kind === 'straight') return [straightSpot(n)];
  return insidePlacements(american)
    .map((p) => p.spot)
    .filter((s) => s.kind === kind && s.numbers.includes(n))
    .sort(byNumbers);
}
