import { useEffect, useRef, useState } from 'react';
import type { ScratchConfig } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome, useStake } from '../play/controls';
import { times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/** The face of prize symbol `i` (dearest prizes last in the catalogue's tables). */
const SYMBOLS = ['🍒', '🍋', '🍊', '🍇', '🔔', '⭐', '🍀', '💎', '👑', '7️⃣', '🐎', '🪙'];
const NAMES = ['cherry', 'lemon', 'orange', 'grapes', 'bell', 'star', 'clover', 'diamond', 'crown', 'seven', 'horseshoe', 'coin'];

/**
 * Scratch card: a ticket is bought, its cells are covered; each is scratched with a click (or
 * Enter), "Reveal all" scratches the rest one after another. Three of a symbol win its prize.
 */
export default function ScratchUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct }: EngineUiProps<ScratchConfig>) {
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const view = viewOf(round, 'scratch');
  const open = !!round && !round.finished && !!view && round.allowed.includes('reveal');
  const cells = view?.cells ?? [];
  const covered = cells.flatMap((c, i) => (c == null ? [i] : []));
  const columns = config.cells <= 9 ? 3 : config.cells <= 16 ? 4 : 5;
  const symbol = (s: number) => ({ glyph: SYMBOLS[s] ?? String(s + 1), name: t(`scratch.symbol.${NAMES[s] ?? 'other'}`, { n: s + 1 }) });

  // "Reveal all": one cell per request, the next once the round has answered.
  // A new attempt (the button pressed again after a failed request) may send the same cell again.
  const [revealAll, setRevealAll] = useState<{ round: string; attempt: number } | null>(null);
  const sent = useRef('');
  useEffect(() => {
    if (!open || busy || !round || revealAll?.round !== round.id || covered.length === 0) return;
    const step = `${round.id}:${covered.length}:${revealAll.attempt}`;
    if (sent.current === step) return;
    sent.current = step;
    onAct({ type: 'reveal', index: covered[0] });
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
        <div className="scratch-ticket" role="group" aria-label={t('scratch.ticket')} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {cells.map((c, i) => {
            if (c == null) {
              return (
                <button key={i} type="button" className="scratch-cell is-covered" disabled={busy || !open} onClick={() => onAct({ type: 'reveal', index: i })}>
                  <span className="visually-hidden">{t('scratch.scratch', { n: i + 1 })}</span>
                </button>
              );
            }
            const s = symbol(c);
            const winning = view.winning_cells.includes(i);
            return (
              <div key={i} className={`scratch-cell ${winning ? 'is-winning' : ''}`} role="img" aria-label={t(winning ? 'scratch.cellWinning' : 'scratch.cell', { n: i + 1, symbol: s.name })}>
                <span aria-hidden="true">{s.glyph}</span>
              </div>
            );
          })}
        </div>
      ) : null}
      {view && round?.finished ? (
        <p className="mb-0">
          {view.winning_symbol != null
            ? t('scratch.won', { symbol: symbol(view.winning_symbol).name, multiplier: times(view.multiplier) })
            : t('scratch.noMatch')}
        </p>
      ) : null}
      <RoundOutcome round={round} />

      {open ? (
        <div className="engine-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => round && setRevealAll({ round: round.id, attempt: (revealAll?.attempt ?? 0) + 1 })}
          >
            {t('scratch.revealAll')}
          </button>
          <p className="mb-0 align-self-center">{t('scratch.left', { left: covered.length })}</p>
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
                <span aria-hidden="true">{symbol(i).glyph}</span> {symbol(i).name}
              </td>
              <td>{times(p.multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
