import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotsConfig, SlotsView } from '../../../core/games';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome } from '../play/controls';
import { PLAY_NS } from '../play/strings';
import { symbolFaces } from './slotSymbols';
import type { EngineUiProps } from './types';

/** The window a strip shows at stop 0 (before the first spin): `rows` symbols of each reel. */
function restingWindow(config: SlotsConfig): number[][] {
  return config.reels.map((strip) => Array.from({ length: config.rows }, (_, row) => strip[row % Math.max(1, strip.length)] ?? 0));
}

/**
 * A slot machine: the reels' window (theme-free symbols: card ranks, suits, a crown and a seven,
 * the wild ★ and the scatter ◆), the winning positions of the last spin, the wins, the free spins
 * and the stake, chosen among whole numbers of coins.
 */
export default function SlotsUi({ config, round, busy, currency, onBet, onAct }: EngineUiProps<SlotsConfig>) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const ids = useId();
  const faces = useMemo(() => symbolFaces(config), [config]);
  const options = useMemo(() => kit.stakeOptions(config), [kit, config]);
  const [stake, setStake] = useState<number>(() => options[0] ?? config.min_stake);
  const view = (round?.view ?? null) as SlotsView | null;
  const window = view?.window ?? restingWindow(config);
  const rows = window[0]?.length ?? config.rows;
  const freeSpins = !!round && !round.finished && round.allowed.includes('spin');

  const winning = useMemo(() => {
    const set = new Set<string>();
    for (const win of view?.wins ?? []) for (const [reel, row] of win.positions) set.add(`${reel}:${row}`);
    return set;
  }, [view]);

  const name = (symbol: number) => t(`slots.names.${faces[symbol]?.name ?? 'number'}`);
  const described = window.map((reel, r) => t('slots.reel', { n: r + 1, symbols: reel.map(name).join(', ') })).join('; ');

  return (
    <div className="engine-slots">
      <div className="slots-frame">
        <p className="visually-hidden" aria-live="polite">
          {view ? described : null}
        </p>
        <div className="slots-window" style={{ gridTemplateColumns: `repeat(${window.length}, minmax(0, 1fr))` }} aria-hidden="true">
          {window.map((reel, r) => (
            <div key={r} className="slots-reel" style={{ gridTemplateRows: `repeat(${rows}, 1fr)` }}>
              {reel.map((symbol, row) => {
                const face = faces[symbol];
                const hit = winning.has(`${r}:${row}`);
                return (
                  <span
                    key={row}
                    className={`slots-cell slots-${face?.kind ?? 'regular'}${hit ? ' slots-hit' : ''}${face && /[♦♥]/.test(face.glyph) ? ' slots-red' : ''}`}
                  >
                    {face?.glyph ?? '?'}
                  </span>
                );
              })}
            </div>
          ))}
        </div>
        {view && view.free_spins_total > 0 ? (
          <p className="slots-free mb-0" role="status">
            {t('slots.freeSpins', { left: view.free_spins_left, total: view.free_spins_total })}
            {view.multiplier > 1 ? ` · ${t('slots.multiplier', { n: view.multiplier })}` : ''}
          </p>
        ) : null}
      </div>

      {view && view.wins.length > 0 ? (
        <ul className="slots-wins" aria-label={t('slots.wins')}>
          {view.wins.map((win, i) => (
            <li key={i}>
              {win.kind === 'line'
                ? t('slots.lineWin', { line: (win.line ?? 0) + 1, count: win.count, symbol: name(win.symbol) })
                : win.kind === 'ways'
                  ? t('slots.waysWin', { ways: win.ways, count: win.count, symbol: name(win.symbol) })
                  : t('slots.scatterWin', { count: win.count, symbol: name(win.symbol) })}{' '}
              <span className="slots-glyph" aria-hidden="true">
                {faces[win.symbol]?.glyph}
              </span>{' '}
              <strong>{kit.cents(win.win, currency)}</strong>
            </li>
          ))}
        </ul>
      ) : null}

      <RoundOutcome round={round} />

      {freeSpins ? (
        <div className="play-actions">
          <button type="button" className="btn btn-secondary btn-lg" disabled={busy} onClick={() => onAct({ type: 'spin' })}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {t('slots.freeSpin')}
          </button>
        </div>
      ) : (
        <form
          className="slots-controls"
          onSubmit={(e) => {
            e.preventDefault();
            onBet({ engine: 'slots', stake });
          }}
        >
          <div>
            <label htmlFor={`${ids}-stake`} className="form-label">
              {t('controls.stakeSelect')}
            </label>
            <select
              id={`${ids}-stake`}
              className="form-select"
              value={stake}
              disabled={busy}
              aria-describedby={`${ids}-coins`}
              onChange={(e) => setStake(Number(e.target.value))}
            >
              {options.map((cents) => (
                <option key={cents} value={cents}>
                  {kit.cents(cents, currency)}
                </option>
              ))}
            </select>
            <div id={`${ids}-coins`} className="form-text">
              {t('slots.coins', { coins: config.coins })}
            </div>
          </div>
          <button type="submit" className="btn btn-secondary btn-lg" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {t('actions.spin')}
          </button>
        </form>
      )}
    </div>
  );
}
