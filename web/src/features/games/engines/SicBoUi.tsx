import { useEffect, useState } from 'react';
import type { SicBoConfig, SicBoPlaced, Wager } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome } from '../play/controls';
import { useMotion, useRoundMotion } from '../play/motion';
import { play } from '../play/sound';
import { chipValues } from './parts/ChipSelector';
import { LayoutFooter } from './parts/LayoutFooter';
import { DiceFaces } from './parts/DiceFaces';
import { useEngineText } from './parts/strings';
import { useLayout } from './parts/useLayout';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

const FACES = [1, 2, 3, 4, 5, 6];
const MAIN: Wager[] = [{ type: 'small' }, { type: 'odd' }, { type: 'any_triple' }, { type: 'even' }, { type: 'big' }];
const DOUBLES: Wager[] = FACES.map((face) => ({ type: 'double', face }));
const TRIPLES: Wager[] = FACES.map((face) => ({ type: 'triple', face }));
const COMBINATIONS: Wager[] = FACES.flatMap((low) => FACES.filter((high) => high > low).map((high): Wager => ({ type: 'combination', low, high })));
const SINGLES: Wager[] = FACES.map((face) => ({ type: 'single', face }));

// What the wagers other than the totals pay, as the table prints them (sic_bo.rs settles them;
// the engine's paytable lists the totals, read from it below).
const PRINTED: Record<Exclude<Wager['type'], 'total'>, string> = {
  small: '1:1',
  big: '1:1',
  odd: '1:1',
  even: '1:1',
  any_triple: '30:1',
  triple: '180:1',
  double: '10:1',
  combination: '5:1',
  single: '1:1 – 3:1',
};

const keyOf = (w: Wager) => JSON.stringify(w);

/** Each face's pips on a 3 × 3 grid (0 the top left, 4 the centre, 8 the bottom right). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The roll's length at each pace: the dice tumble, then land on the server's faces. */
const ROLL = { full: 1400, quick: 400 };

/**
 * A die drawn with its pips (SVG, no font); `rolling`, it tumbles (a CSS keyframe on its
 * transform, later for each `index`: `--die-index`) and lands on `face`.
 */
function Die({ face, index, rolling }: { face: number; index: number; rolling: boolean }) {
  return (
    <svg
      className={rolling ? 'sicbo-die is-rolling' : 'sicbo-die'}
      style={{ ['--die-index' as string]: String(index) }}
      viewBox="0 0 36 36"
      width="36"
      height="36"
      data-face={face}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="sicbo-die-body" x="1" y="1" width="34" height="34" rx="7" />
      {(PIPS[face] ?? []).map((p) => (
        <circle key={p} className="sicbo-pip" cx={9 + (p % 3) * 9} cy={9 + Math.floor(p / 3) * 9} r="3.3" />
      ))}
    </svg>
  );
}

/** The dice a wager names, one above the other as on the table (doubles, triples, combinations). */
function diceOf(w: Wager): number[] {
  switch (w.type) {
    case 'double':
      return [w.face, w.face];
    case 'triple':
      return [w.face, w.face, w.face];
    case 'combination':
      return [w.low, w.high];
    case 'single':
      return [w.face];
    default:
      return [];
  }
}

/**
 * Sic bo: chips on every wager of the table, laid out as in Macau: the main wagers (small, big,
 * odd, even, any triple), the specific doubles and triples, the totals 4 to 17, the two-dice
 * combinations and the single numbers; each chip is one wager of the list the engine receives,
 * the total is the engine's. Then the three dice, their total and what each wager returned.
 */
export default function SicBoUi({ config, round, busy, currency, onBet }: EngineUiProps<SicBoConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const chips = chipValues(config.min_bet, config.max_bet);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<SicBoPlaced>(config, currency, (bets) => ({ engine: 'sic_bo', bets }));
  const view = viewOf(round, 'sic_bo');
  const played = betOf(round, 'sic_bo');
  // The dice tumble for the round just played; its total and returns wait for them to land.
  const { prefs } = useMotion();
  const motion = useRoundMotion(round, ROLL);
  const rolling = motion.moving;
  useEffect(() => {
    if (!rolling) return;
    const timer = window.setTimeout(() => play('stop', prefs.sound), motion.duration);
    return () => window.clearTimeout(timer);
  }, [rolling, motion.duration, prefs.sound]);

  const counts = new Map<string, number>();
  for (const s of layout.spots) counts.set(keyOf(s.wager), (counts.get(keyOf(s.wager)) ?? 0) + 1);

  const name = (w: Wager): string => {
    switch (w.type) {
      case 'total':
        return t('sicBo.total', { total: w.total });
      case 'single':
        return t('sicBo.single', { face: w.face });
      case 'triple':
        return t('sicBo.triple', { face: w.face });
      case 'double':
        return t('sicBo.double', { face: w.face });
      case 'combination':
        return t('sicBo.combination', { low: w.low, high: w.high });
      default:
        return t(`sicBo.${w.type}`);
    }
  };
  // What each total pays to one, from the engine's paytable.
  const totalOdds = new Map(kit.paytable(config).map((r) => [Number(r.key), r.to_one]));
  const odds = (w: Wager): string => (w.type === 'total' ? `${totalOdds.get(w.total) ?? '–'}:1` : PRINTED[w.type]);

  const spot = (w: Wager, cls = '') => {
    const count = counts.get(keyOf(w)) ?? 0;
    const label = name(w);
    return (
      <button
        key={keyOf(w)}
        type="button"
        className={`sicbo-spot ${cls}`}
        disabled={busy}
        aria-label={`${count > 0 ? t('layout.spotChips', { spot: label, chips: count }) : label} (${odds(w)})`}
        onClick={() => layout.add({ wager: w, cents: chip })}
      >
        <span aria-hidden="true" className="sicbo-name">
          {w.type === 'total' ? (
            w.total
          ) : diceOf(w).length > 0 ? (
            <span className="sicbo-dice">
              {diceOf(w).map((d, i) => (
                <DiceFaces key={i} dice={[d]} />
              ))}
            </span>
          ) : (
            label
          )}
        </span>
        <span aria-hidden="true" className="sicbo-odds">
          {odds(w)}
        </span>
        {count > 0 ? (
          <span className="roulette-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
    );
  };

  const roll = () => {
    const bet = layout.accepted();
    if (bet) onBet(bet);
  };

  return (
    <div
      className={motion.pace === 'still' ? 'engine engine-sicbo motion-still' : 'engine engine-sicbo'}
      style={{ ['--roll-time' as string]: `${motion.duration || ROLL.full}ms` }}
    >
      {view ? (
        <div>
          <p className="engine-big">
            <span className="sicbo-rolled" role="img" aria-label={rolling ? t('sicBo.rolling') : t('sicBo.dice', { dice: view.dice.join(', '), total: view.total })}>
              {view.dice.map((d, i) => (
                <Die key={`${round?.id}:${i}`} face={d} index={i} rolling={rolling} />
              ))}
            </span>{' '}
            {rolling ? null : <span aria-hidden="true">= {view.total}</span>}
          </p>
          {played && !rolling ? (
            <ul className="engine-details" aria-label={t('sicBo.returns')}>
              {played.bets.map((b, i) => (
                <li key={i}>
                  {t('layout.betLine', { bet: name(b.wager), stake: kit.cents(b.cents, currency) })} {(view.wins[i] ?? 0) > 0 ? <strong>{kit.cents(view.wins[i], currency)}</strong> : t('layout.lost')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={rolling} />

      <div className="sicbo-table" role="group" aria-label={t('sicBo.layout')}>
        <div className="sicbo-row sicbo-main" role="group" aria-label={t('sicBo.main')}>
          {MAIN.map((w) => spot(w))}
        </div>
        <div className="sicbo-specials">
          <div className="sicbo-row sicbo-six" role="group" aria-label={t('sicBo.doubles')}>
            {DOUBLES.map((w) => spot(w, 'is-dice'))}
          </div>
          <div className="sicbo-row sicbo-six" role="group" aria-label={t('sicBo.triples')}>
            {TRIPLES.map((w) => spot(w, 'is-dice'))}
          </div>
        </div>
        <div className="sicbo-row sicbo-totals" role="group" aria-label={t('sicBo.totals')}>
          {[...totalOdds.keys()].map((total) => spot({ type: 'total', total }))}
        </div>
        <div className="sicbo-row sicbo-combinations" role="group" aria-label={t('sicBo.combinations')}>
          {COMBINATIONS.map((w) => spot(w, 'is-dice'))}
        </div>
        <div className="sicbo-row sicbo-six sicbo-singles" role="group" aria-label={t('sicBo.singles')}>
          {SINGLES.map((w) => spot(w))}
        </div>
      </div>

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={busy} submit={t('sicBo.roll')} onSubmit={roll} />
    </div>
  );
}
