import type { CSSProperties } from 'react';
import type { BetKind, RoulettePlaced } from '../../../../wasm/games-pkg/casino_games_wasm';
import { useGameKit } from '../../play/GameKit';
import { useEngineText } from './strings';

/** The red pockets (the engine's table; a display fact, the engine settles the bets). */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const DOUBLE_ZERO = 37;

/** A place for chips on the layout: what one chip bets on, without its value. */
export type Spot = Omit<RoulettePlaced, 'cents'>;

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Pocket names: 37 is 00. */
export function pocketName(n: number): string {
  return n === DOUBLE_ZERO ? '00' : String(n);
}

export function colourOf(n: number): 'red' | 'black' | 'green' {
  return n === 0 || n === DOUBLE_ZERO ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** A spot's key: chips on the same spot are counted together. */
export const keyOf = (s: Spot) => `${s.kind}:${s.numbers.join(',')}`;

/** How many chips lie on each spot (by `keyOf`). */
export function chipCounts(spots: readonly Spot[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of spots) counts.set(keyOf(s), (counts.get(keyOf(s)) ?? 0) + 1);
  return counts;
}

// The even-money boxes, in the order of the table's bottom line.
const OUTSIDE: { kind: BetKind; cls?: string }[] = [{ kind: 'low' }, { kind: 'even' }, { kind: 'red', cls: 'is-red' }, { kind: 'black', cls: 'is-black' }, { kind: 'odd' }, { kind: 'high' }];

/** A spot in words: `17 Black`, `Column 1 (2 to 1)`, `13 to 24`, `Red`. */
export function useSpotName(): (s: Spot) => string {
  const t = useEngineText();
  return (s: Spot): string => {
    switch (s.kind) {
      case 'straight':
        return t('roulette.straight', { number: pocketName(s.numbers[0]), colour: t(`colour.${colourOf(s.numbers[0])}`) });
      case 'column':
        return t('roulette.column', { n: s.numbers[0] });
      case 'dozen':
        return t('roulette.dozen', { from: s.numbers[0], to: s.numbers[s.numbers.length - 1] });
      default:
        return t(`roulette.kind.${s.kind}`);
    }
  };
}

/**
 * The roulette layout: the zero or zeros, the numbers in three rows, the columns' 2-to-1 boxes,
 * the dozens and the even-money boxes; a click on a spot calls `onSpot`, the chips already on it
 * are counted in its corner. The layout turns upright on narrow screens. `winning` marks the
 * pocket of the last result.
 */
export function RouletteBoard({
  american,
  counts,
  disabled,
  onSpot,
  winning = null,
}: {
  american: boolean;
  counts: ReadonlyMap<string, number>;
  disabled: boolean;
  onSpot: (spot: Spot) => void;
  winning?: number | null;
}) {
  const t = useEngineText();
  const spotName = useSpotName();

  // A render function, not a component: the buttons keep their identity (and the focus) across renders.
  const spotButton = (spot: Spot, style: CSSProperties, cls: string, face: string) => {
    const count = counts.get(keyOf(spot)) ?? 0;
    const name = spotName(spot);
    const won = winning !== null && spot.kind === 'straight' && spot.numbers[0] === winning;
    return (
      <button
        key={keyOf(spot)}
        type="button"
        className={`roulette-spot ${cls}${won ? ' is-winning' : ''}`}
        style={style}
        disabled={disabled}
        aria-label={count > 0 ? t('layout.spotChips', { spot: name, chips: count }) : name}
        onClick={() => onSpot(spot)}
      >
        <span aria-hidden="true">{face}</span>
        {count > 0 ? (
          <span className="roulette-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
    );
  };

  // Grid coordinates (desktop): column 1 the zeros, 2..13 the numbers, 14 the columns' boxes;
  // rows in halves so that 0 and 00 can share the height of three rows; 7 dozens, 8 even money.
  // Upright (narrow screens) rows and columns swap, the numbers' rows mirrored so 1, 2, 3 read
  // left to right: `--m` is the upright column.
  const at = (row: number, rowSpan: number, col: number, colSpan: number) =>
    ({ '--r': row, '--rs': rowSpan, '--c': col, '--cs': colSpan, '--m': row <= 6 ? 8 - row - rowSpan : row }) as CSSProperties;

  return (
    <div className="roulette-table" role="group" aria-label={t('roulette.layout')}>
      {american ? (
        <>
          {spotButton({ kind: 'straight', numbers: [DOUBLE_ZERO] }, at(1, 3, 1, 1), 'is-green', '00')}
          {spotButton({ kind: 'straight', numbers: [0] }, at(4, 3, 1, 1), 'is-green', '0')}
        </>
      ) : (
        spotButton({ kind: 'straight', numbers: [0] }, at(1, 6, 1, 1), 'is-green', '0')
      )}
      {range(1, 36).map((n) => {
        const row = 3 - ((n - 1) % 3); // 3, 6, 9... on top
        const col = 2 + Math.floor((n - 1) / 3);
        return spotButton({ kind: 'straight', numbers: [n] }, at(2 * row - 1, 2, col, 1), `is-${colourOf(n)}`, String(n));
      })}
      {[1, 2, 3].map((c) => spotButton({ kind: 'column', numbers: range(c, 36, 3) }, at(2 * (4 - c) - 1, 2, 14, 1), 'is-outside is-column', t('roulette.twoToOne')))}
      {[0, 1, 2].map((d) => spotButton({ kind: 'dozen', numbers: range(12 * d + 1, 12 * d + 12) }, at(7, 1, 2 + 4 * d, 4), 'is-outside', `${12 * d + 1}–${12 * d + 12}`))}
      {OUTSIDE.map(({ kind, cls }, i) => spotButton({ kind, numbers: [] }, at(8, 1, 2 + 2 * i, 2), `is-outside ${cls ?? ''}`, t(`roulette.short.${kind}`)))}
    </div>
  );
}

/** The winning pocket as a coloured ball, its name and colour spoken once. */
export function RouletteBall({ number, className = '' }: { number: number; className?: string }) {
  const t = useEngineText();
  const colour = colourOf(number);
  return (
    <span className={`roulette-ball is-${colour} ${className}`} role="img" aria-label={t('roulette.straight', { number: pocketName(number), colour: t(`colour.${colour}`) })}>
      <span aria-hidden="true">{pocketName(number)}</span>
    </span>
  );
}

/** What each placed bet returned (`wins` in the order placed, cents), one line each. */
export function RouletteBetLines({ bets, wins, currency }: { bets: readonly RoulettePlaced[]; wins: readonly number[]; currency: string }) {
  const t = useEngineText();
  const kit = useGameKit();
  const spotName = useSpotName();
  return (
    <ul className="engine-details" aria-label={t('roulette.bets')}>
      {bets.map((b, i) => (
        <li key={i}>
          {t('layout.betLine', { bet: spotName(b), stake: kit.cents(b.cents, currency) })}{' '}
          {(wins[i] ?? 0) > 0 ? <strong>{kit.cents(wins[i], currency)}</strong> : t('layout.lost')}
        </li>
      ))}
    </ul>
  );
}
