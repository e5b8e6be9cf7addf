import { useState, type CSSProperties } from 'react';
import type { BetKind, RouletteConfig, RoulettePlaced } from '../../../wasm/games-pkg/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome } from '../play/controls';
import { chipValues } from './parts/ChipSelector';
import { LayoutFooter } from './parts/LayoutFooter';
import { useEngineText } from './parts/strings';
import { useLayout } from './parts/useLayout';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/** The red pockets (the engine's table; a display fact, the engine settles the bets). */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const DOUBLE_ZERO = 37;

type Spot = Omit<RoulettePlaced, 'cents'>;

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Pocket names: 37 is 00. */
function pocketName(n: number): string {
  return n === DOUBLE_ZERO ? '00' : String(n);
}

function colourOf(n: number): 'red' | 'black' | 'green' {
  return n === 0 || n === DOUBLE_ZERO ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** A spot's key: chips on the same spot are counted together. */
const keyOf = (s: Spot) => `${s.kind}:${s.numbers.join(',')}`;

// The even-money boxes, in the order of the table's bottom line.
const OUTSIDE: { kind: BetKind; cls?: string }[] = [{ kind: 'low' }, { kind: 'even' }, { kind: 'red', cls: 'is-red' }, { kind: 'black', cls: 'is-black' }, { kind: 'odd' }, { kind: 'high' }];

/**
 * Roulette: the layout (zero or zeros, the numbers in three rows, the columns' 2-to-1 boxes, the
 * dozens and the even-money boxes), a chip value, then a click places a chip: one bet of the
 * list the engine receives. The total is the engine's (`stake_cents`). After the spin: the winning
 * pocket with its colour and what each bet returned. The layout turns upright on narrow screens.
 */
export default function RouletteUi({ config, round, busy, currency, onBet }: EngineUiProps<RouletteConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const chips = chipValues(config.min_bet, config.max_total);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<RoulettePlaced>(config, currency, (bets) => ({ engine: 'roulette', bets }));
  const view = viewOf(round, 'roulette');
  const played = betOf(round, 'roulette');
  const american = config.variant === 'american';

  const counts = new Map<string, number>();
  for (const s of layout.spots) counts.set(keyOf(s), (counts.get(keyOf(s)) ?? 0) + 1);

  const spin = () => {
    const bet = layout.accepted();
    if (bet) onBet(bet);
  };

  const spotName = (s: Spot): string => {
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

  // A render function, not a component: the buttons keep their identity (and the focus) across renders.
  const spotButton = (spot: Spot, style: CSSProperties, cls: string, face: string) => {
    const count = counts.get(keyOf(spot)) ?? 0;
    const name = spotName(spot);
    return (
      <button
        key={keyOf(spot)}
        type="button"
        className={`roulette-spot ${cls}`}
        style={style}
        disabled={busy}
        aria-label={count > 0 ? t('layout.spotChips', { spot: name, chips: count }) : name}
        onClick={() => layout.add({ ...spot, cents: chip })}
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
    <div className="engine engine-roulette">
      {view ? (
        <div className="roulette-result">
          <p className="engine-big">
            <span className={`roulette-ball is-${view.colour}`} aria-hidden="true">
              {pocketName(view.number)}
            </span>{' '}
            <span className="visually-hidden">{t('roulette.result', { number: pocketName(view.number), colour: t(`colour.${view.colour}`) })}</span>
            <span aria-hidden="true">{t(`colour.${view.colour}`)}</span>
          </p>
          {played ? (
            <ul className="engine-details" aria-label={t('roulette.bets')}>
              {played.bets.map((b, i) => (
                <li key={i}>
                  {t('layout.betLine', { bet: spotName(b), stake: kit.cents(b.cents, currency) })}{' '}
                  {(view.wins[i] ?? 0) > 0 ? <strong>{kit.cents(view.wins[i], currency)}</strong> : t('layout.lost')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <RoundOutcome round={round} />

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

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={busy} submit={t('roulette.spin')} onSubmit={spin} />
    </div>
  );
}
