import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { RoulettePlaced } from '../../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../../play/GameKit';
import {
  COLUMNS,
  DOUBLE_ZERO,
  DOZENS,
  EVEN_MONEY,
  INSIDE_KINDS,
  insidePlacements,
  keyOf,
  range,
  spotsCovering,
  straightSpot,
  type InsideKind,
  type Placement,
  type Spot,
} from './rouletteSpots';
import { useEngineText } from './strings';

export { chipCounts, DOUBLE_ZERO, keyOf, type Spot } from './rouletteSpots';

/** The red pockets (the engine's table; a display fact, the engine settles the bets). */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Pocket names: 37 is 00. */
export function pocketName(n: number): string {
  return n === DOUBLE_ZERO ? '00' : String(n);
}

export function colourOf(n: number): 'red' | 'black' | 'green' {
  return n === 0 || n === DOUBLE_ZERO ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** The numbers of a spot as the table writes them: `17–20`, `0–00–2`. */
const joined = (numbers: readonly number[]) => numbers.map(pocketName).join('–');

/** A spot in words: `17 Black`, `Split 17–20`, `Six line 1–6`, `Column 1 (2 to 1)`, `13 to 24`, `Red`. */
export function useSpotName(): (s: Spot) => string {
  const t = useEngineText();
  return (s: Spot): string => {
    switch (s.kind) {
      case 'straight':
        return t('roulette.straight', { number: pocketName(s.numbers[0]), colour: t(`colour.${colourOf(s.numbers[0])}`) });
      case 'split':
        return t('roulette.split', { numbers: joined(s.numbers) });
      case 'street':
        return t('roulette.street', { numbers: joined(s.numbers) });
      case 'corner':
        return t('roulette.corner', { numbers: joined(s.numbers) });
      case 'six_line':
        return t('roulette.sixLine', { from: s.numbers[0], to: s.numbers[s.numbers.length - 1] });
      case 'basket':
        return s.numbers.includes(DOUBLE_ZERO) ? t('roulette.topLine', { numbers: joined(s.numbers) }) : t('roulette.firstFour', { numbers: joined(s.numbers) });
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
 * the dozens and the even-money boxes, and on the borders of the numbers the small targets of the
 * splits, streets, corners, six lines and the zeros' junctions (`insidePlacements`). A click on a
 * spot calls `onSpot`; the chips already on it are counted on it. The layout turns upright on
 * narrow screens, where the border targets would be too small to tap: there (and anywhere, from
 * the keyboard too) a bet type is chosen above the table, then a tap on a number offers the bets
 * of that type covering it. `winning` marks the pocket of the last result, and the spots with
 * chips that cover it.
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
  const ids = useId();
  const [type, setType] = useState<InsideKind>('straight');
  // The pocket whose bets of the chosen type are offered, if any.
  const [choosing, setChoosing] = useState<number | null>(null);
  // The spot under the pointer or the focus: the numbers it covers light up.
  const [preview, setPreview] = useState<Spot | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const chooserRef = useRef<HTMLDivElement>(null);
  const covered = new Set(preview?.numbers ?? []);
  const typeName = (k: InsideKind) => t(`roulette.type.${k === 'basket' && american ? 'top_line' : k}`);

  // The offered bets take the focus when they open.
  useEffect(() => {
    if (choosing !== null) chooserRef.current?.querySelector('button')?.focus();
  }, [choosing]);

  const closeChooser = (focusPocket: boolean) => {
    if (focusPocket && choosing !== null) tableRef.current?.querySelector<HTMLButtonElement>(`[data-pocket="${choosing}"]`)?.focus();
    setChoosing(null);
    setPreview(null);
  };

  const onPocket = (n: number) => {
    const options = spotsCovering(american, type, n);
    if (options.length === 1) onSpot(options[0]);
    else if (options.length > 1) setChoosing(n);
  };

  const previewing = (spot: Spot) => ({
    onMouseEnter: () => setPreview(spot),
    onMouseLeave: () => setPreview(null),
    onFocus: () => setPreview(spot),
    onBlur: () => setPreview(null),
  });

  const labelOf = (spot: Spot) => {
    const count = counts.get(keyOf(spot)) ?? 0;
    const name = spotName(spot);
    return { count, name, label: count > 0 ? t('layout.spotChips', { spot: name, chips: count }) : name };
  };

  // Render functions, not components: the buttons keep their identity (and the focus) across renders.
  const spotButton = (spot: Spot, style: CSSProperties, cls: string, face: string) => {
    const { count, label } = labelOf(spot);
    const pocket = spot.kind === 'straight' ? spot.numbers[0] : null;
    const won = winning !== null && pocket === winning;
    const unavailable = pocket !== null && spotsCovering(american, type, pocket).length === 0;
    return (
      <button
        key={keyOf(spot)}
        type="button"
        className={`roulette-spot ${cls}${won ? ' is-winning' : ''}${pocket !== null && covered.has(pocket) ? ' is-covered' : ''}`}
        style={style}
        disabled={disabled || unavailable}
        data-pocket={pocket ?? undefined}
        aria-label={label}
        aria-describedby={pocket !== null && type !== 'straight' ? `${ids}-hint` : undefined}
        onClick={() => (pocket !== null ? onPocket(pocket) : onSpot(spot))}
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

  const edgeButton = ({ spot, x, y, zero, tight }: Placement) => {
    const { count, name, label } = labelOf(spot);
    const won = count > 0 && winning !== null && spot.numbers.includes(winning);
    return (
      <button
        key={keyOf(spot)}
        type="button"
        className={`roulette-edge${zero ? ' is-zero' : ''}${tight ? ' is-tight' : ''}${count > 0 ? ' has-chips' : ''}${won ? ' is-winning' : ''}`}
        style={{ '--x': x, '--y': y } as CSSProperties}
        disabled={disabled}
        aria-label={label}
        title={name}
        onClick={() => onSpot(spot)}
        {...previewing(spot)}
      >
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
    <div className="roulette-board">
      <fieldset className="roulette-types" disabled={disabled}>
        <legend className="form-label">{t('roulette.betType')}</legend>
        <div className="roulette-type-row">
          {INSIDE_KINDS.map((k) => (
            <label key={k} className={`btn btn-sm ${type === k ? 'btn-secondary' : 'btn-outline-secondary'}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${ids}-type`}
                checked={type === k}
                onChange={() => {
                  setType(k);
                  setChoosing(null);
                }}
              />
              {typeName(k)}
            </label>
          ))}
        </div>
        <p id={`${ids}-hint`} className="roulette-hint" hidden={type === 'straight'}>
          {t('roulette.pickHint')}
        </p>
      </fieldset>

      <div className="roulette-table" role="group" aria-label={t('roulette.layout')} ref={tableRef}>
        {american ? (
          <>
            {spotButton(straightSpot(DOUBLE_ZERO), at(1, 3, 1, 1), 'is-green', '00')}
            {spotButton(straightSpot(0), at(4, 3, 1, 1), 'is-green', '0')}
          </>
        ) : (
          spotButton(straightSpot(0), at(1, 6, 1, 1), 'is-green', '0')
        )}
        {range(1, 36).map((n) => {
          const row = 3 - ((n - 1) % 3); // 3, 6, 9... on top
          const col = 2 + Math.floor((n - 1) / 3);
          return spotButton(straightSpot(n), at(2 * row - 1, 2, col, 1), `is-${colourOf(n)}`, String(n));
        })}
        {COLUMNS.map((spot, i) => spotButton(spot, at(2 * (3 - i) - 1, 2, 14, 1), 'is-outside is-column', t('roulette.twoToOne')))}
        {DOZENS.map((spot, d) => spotButton(spot, at(7, 1, 2 + 4 * d, 4), 'is-outside', `${12 * d + 1}–${12 * d + 12}`))}
        {EVEN_MONEY.map((spot, i) => {
          const cls = spot.kind === 'red' ? ' is-red' : spot.kind === 'black' ? ' is-black' : '';
          return spotButton(spot, at(8, 1, 2 + 2 * i, 2), `is-outside${cls}`, t(`roulette.short.${spot.kind}`));
        })}
        <div className="roulette-inside" role="group" aria-label={t('roulette.inside')}>
          {insidePlacements(american).map(edgeButton)}
        </div>
      </div>

      {choosing !== null ? (
        <div className="roulette-chooser" role="group" aria-labelledby={`${ids}-choose`} ref={chooserRef}>
          <p id={`${ids}-choose`} className="roulette-chooser-title">
            {t('roulette.choose', { number: pocketName(choosing) })}
          </p>
          <div className="roulette-chooser-options">
            {spotsCovering(american, type, choosing).map((spot) => {
              const { count, name, label } = labelOf(spot);
              return (
                <button
                  key={keyOf(spot)}
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={disabled}
                  aria-label={label}
                  onClick={() => {
                    onSpot(spot);
                    closeChooser(true);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') closeChooser(true);
                  }}
                  {...previewing(spot)}
                >
                  {name}
                  {count > 0 ? (
                    <span className="roulette-count" aria-hidden="true">
                      {count}
                    </span>
                  ) : null}
                </button>
              );
            })}
            <button
              type="button"
              className="btn btn-link"
              onClick={() => closeChooser(true)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') closeChooser(true);
              }}
            >
              {t('roulette.close')}
            </button>
          </div>
        </div>
      ) : null}
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
