import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { ScratchConfig } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome, useStake } from '../play/controls';
import { roundStep, useMotion } from '../play/motion';
import { times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { SymbolArt } from './parts/SymbolArt';
import { useEngineText } from './parts/strings';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';
import { useGameKit } from '../play/GameKit';

/**
 * The face of prize symbol `i` (dearest prizes last in the catalogue's tables) when the page has
 * no art for it: the server sends pictures of the same things (`GameUrl.art`, `SCRATCH_ICONS`).
 */
const SYMBOLS = ['🍒', '🍋', '🍊', '🍇', '🔔', '⭐', '🍀', '💎', '👑', '7️⃣', '🐎', '🪙'];
const NAMES = ['cherry', 'lemon', 'orange', 'grapes', 'bell', 'star', 'clover', 'diamond', 'crown', 'seven', 'horseshoe', 'coin'];

/** What the screen last drew of the ticket: the step, the cells, what that step uncovered. */
interface Seen {
  step: string | null;
  id: string | null;
  cells: readonly (number | null | undefined)[];
  /** Cells this page's own step just uncovered (their foil comes off). */
  shown: number[];
  /** Cells the server uncovered without the player scratching them: still under foil here. */
  foil: number[];
}

const NOTHING_SEEN: Seen = { step: null, id: null, cells: [], shown: [], foil: [] };

/**
 * Scratch card: a ticket is bought, its cells are covered; each is scratched with the pointer
 * (pressed and drawn across the cells), a click, or Enter or Space on it; "Reveal all" scratches
 * the rest one after another. Each covered cell is uncovered by the server (one action each),
 * whose view alone says what is under it. Cells a step of this page uncovers without the player
 * scratching them stay under foil on the screen until scratched (no request: the server has
 * shown them), and the result waits for the last one; under reduced motion, and for a round
 * resumed, everything shows at once. Three of a symbol win its prize.
 */
export default function ScratchUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct, art }: EngineUiProps<ScratchConfig>) {
  const kit = useGameKit();
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const view = viewOf(round, 'scratch');
  const open = !!round && !round.finished && !!view && round.allowed.includes('reveal');
  const cells = view?.cells ?? [];
  const covered = cells.flatMap((c, i) => (c == null ? [i] : []));
  const columns = config.cells <= 9 ? 3 : config.cells <= 16 ? 4 : 5;
  /** Prize symbol `s`: what the ticket shows (the server's picture, or the emoji) and its name. */
  const symbol = (s: number) => {
    const markup = art?.[s];
    return { face: markup ? <SymbolArt markup={markup} /> : (SYMBOLS[s] ?? String(s + 1)), name: t(`scratch.symbol.${NAMES[s] ?? 'other'}`, { n: s + 1 }) };
  };

  // The cells the player asked for (pointer, click, key) and "Reveal all", sent one per request,
  // the next once the round has answered. A new attempt (the cell or the button pressed again
  // after a failed request) may send the same cell again.
  const [want, setWant] = useState<{ round: string; cells: number[]; all: boolean; attempt: number } | null>(null);
  const wanted = want && round && want.round === round.id ? want : null;
  const asked = (i: number) => !!wanted && (wanted.all || wanted.cells.includes(i));
  const sent = useRef('');
  useEffect(() => {
    if (!open || busy || !round || !wanted || covered.length === 0) return;
    const target = wanted.all ? covered[0] : wanted.cells.find((c) => covered.includes(c));
    if (target === undefined) return;
    const step = `${round.id}:${covered.length}:${target}:${wanted.attempt}`;
    if (sent.current === step) return;
    sent.current = step;
    onAct({ type: 'reveal', index: target });
  });

  // What this step uncovered, against the step drawn before (kept from the last render).
  const { pace, fresh } = useMotion();
  const step = roundStep(round);
  const animate = pace !== 'still' && step !== null && step === fresh;
  const [seen, setSeen] = useState<Seen>(NOTHING_SEEN);
  if (seen.step !== step) {
    const before = seen.id === (round?.id ?? null) ? seen.cells : [];
    const shown = animate ? cells.flatMap((c, i) => (c != null && before[i] == null ? [i] : [])) : [];
    setSeen({ step, id: round?.id ?? null, cells, shown, foil: shown.filter((i) => !asked(i)) });
  }
  const foil = seen.step === step ? seen.foil : [];
  const justShown = seen.step === step ? seen.shown : [];
  const pending = foil.length > 0;

  /** Scratches cell `i`: its foil comes off, or it is asked of the server (`again`: a new attempt). */
  const scratch = (i: number, again: boolean) => {
    if (foil.includes(i)) {
      setSeen((s) => ({ ...s, foil: s.foil.filter((c) => c !== i) }));
      return;
    }
    if (!open || !round || cells[i] != null) return;
    setWant((w) => {
      const mine = w && w.round === round.id ? w : { round: round.id, cells: [], all: false, attempt: 0 };
      if (mine.cells.includes(i) && !again) return w;
      return { ...mine, cells: mine.cells.includes(i) ? mine.cells : [...mine.cells, i], attempt: mine.attempt + (again ? 1 : 0) };
    });
  };
  const revealAll = () => {
    if (pending) setSeen((s) => ({ ...s, foil: [] }));
    if (open && round) setWant((w) => ({ round: round.id, cells: w?.round === round.id ? w.cells : [], all: true, attempt: (w?.attempt ?? 0) + 1 }));
  };

  // Scratching with the pointer: pressed on a cell, then drawn across others.
  const scratching = useRef(false);
  const pressed = useRef<number | null>(null);
  const cellAt = (e: ReactPointerEvent, moved: boolean): number | null => {
    const under = moved && typeof document.elementFromPoint === 'function' ? document.elementFromPoint(e.clientX, e.clientY) : e.target;
    const cell = under instanceof Element ? under.closest<HTMLElement>('[data-cell]') : null;
    return cell && e.currentTarget.contains(cell) ? Number(cell.dataset.cell) : null;
  };
  const pointer = {
    onPointerDown: (e: ReactPointerEvent) => {
      const i = cellAt(e, false);
      scratching.current = true;
      pressed.current = i;
      keyed.current = false;
      if (i !== null) scratch(i, true);
    },
    onPointerMove: (e: ReactPointerEvent) => {
      // Released outside the ticket: passing over the cells again scratches nothing.
      if (e.buttons === 0) scratching.current = false;
      if (!scratching.current) return;
      const i = cellAt(e, true);
      if (i !== null) scratch(i, false);
    },
    onPointerUp: () => {
      scratching.current = false;
    },
    onPointerCancel: () => {
      scratching.current = false;
    },
  };
  /** A click (or Enter or Space) on a covered cell, unless its press has already scratched it. */
  const clicked = (i: number, fromKeys: boolean) => {
    if (pressed.current === i) {
      pressed.current = null;
      return;
    }
    pressed.current = null;
    keyed.current = fromKeys;
    scratch(i, true);
  };

  // A cell scratched from the keyboard turns into its symbol: the focus goes on to the next
  // covered cell instead of being lost with the button.
  const ticket = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);
  useEffect(() => {
    if (!keyed.current || !ticket.current || (document.activeElement && document.activeElement !== document.body)) return;
    keyed.current = false;
    ticket.current.querySelector<HTMLButtonElement>('.scratch-cell.is-covered:not(:disabled)')?.focus();
  });

  const buy = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'scratch' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-scratch">
      {view ? (
        <div
          ref={ticket}
          className={covered.length + foil.length > 0 ? 'scratch-ticket is-scratchable' : 'scratch-ticket'}
          role="group"
          aria-label={t('scratch.ticket')}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          {...pointer}
        >
          {cells.map((c, i) => {
            if (c == null || foil.includes(i)) {
              return (
                <button key={i} type="button" className="scratch-cell is-covered" data-cell={i} disabled={c == null && !open} onClick={(e) => clicked(i, e.detail === 0)}>
                  <span className="visually-hidden">{t('scratch.scratch', { n: i + 1 })}</span>
                </button>
              );
            }
            const s = symbol(c);
            const winning = !pending && view.winning_cells.includes(i);
            return (
              <div
                key={i}
                className={`scratch-cell${winning ? ' is-winning' : ''}${justShown.includes(i) ? ' is-scratched' : ''}`}
                role="img"
                aria-label={t(winning ? 'scratch.cellWinning' : 'scratch.cell', { n: i + 1, symbol: s.name })}
              >
                <span aria-hidden="true">{s.face}</span>
              </div>
            );
          })}
        </div>
      ) : null}
      {view && (open || pending) ? <p className="scratch-hint mb-0">{t('scratch.hint')}</p> : null}
      {view && round?.finished && !pending ? (
        <p className="mb-0">
          {view.winning_symbol != null
            ? t('scratch.won', { symbol: symbol(view.winning_symbol).name, multiplier: times(kit.rules, view.multiplier) })
            : t('scratch.noMatch')}
        </p>
      ) : null}
      <RoundOutcome round={round} pending={pending} />

      {open || pending ? (
        <div className="engine-actions">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={revealAll}>
            {t('scratch.revealAll')}
          </button>
          <p className="mb-0 align-self-center">{t('scratch.left', { left: covered.length + foil.length })}</p>
        </div>
      ) : (
        <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('scratch.buy')} onSubmit={buy} />
      )}

      <table className="table table-sm engine-table">
        <caption>{t('scratch.prizes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scratch.symbolColumn')}</th>
            <th scope="col">{t('scratch.paysColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {config.prizes.map((p, i) => (
            <tr key={i} className={view?.winning_symbol === i ? 'is-current' : ''}>
              <td>
                <span aria-hidden="true">{symbol(i).face}</span> {symbol(i).name}
              </td>
              <td>{times(kit.rules, p.multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
