import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotsConfig, SlotsView } from '../../../core/games';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome } from '../play/controls';
import { useMotion, useRoundMotion } from '../play/motion';
import { play } from '../play/sound';
import { PLAY_NS } from '../play/strings';
import { SymbolArt } from './parts/SymbolArt';
import { symbolFaces } from './slotSymbols';
import type { EngineUiProps } from './types';

/** The window a strip shows at stop 0 (before the first spin): `rows` symbols of each reel. */
function restingWindow(config: SlotsConfig): number[][] {
  return config.reels.map((strip) => Array.from({ length: config.rows }, (_, row) => strip[row % Math.max(1, strip.length)] ?? 0));
}

/** How long a spin shows, in milliseconds, at full pace and in quick play. */
const SPIN = { full: 2000, quick: 550 };

/** When reel `r` of `n` stops, as a fraction of the spin: the first at 40 %, the last at the end. */
function stopAt(r: number, n: number): number {
  return n <= 1 ? 1 : 0.4 + (0.6 * r) / (n - 1);
}

/** The symbols a spinning reel shows going by: its strip's first dozen, twice (a seamless loop). */
function blurStrip(strip: readonly number[]): number[] {
  const part = strip.slice(0, 12);
  return [...part, ...part];
}

/**
 * A slot machine: the reels' window (card ranks, the theme's art for the 4 dearest symbols, or
 * without it suits, a crown and a seven; the wild ★ and the scatter ◆), the winning positions of
 * the last spin, the wins, the free spins and the stake, chosen among whole numbers of coins.
 */
export default function SlotsUi({ config, round, busy, currency, onBet, onAct, art, artIcons }: EngineUiProps<SlotsConfig>) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const ids = useId();
  const faces = useMemo(() => symbolFaces(config, art, artIcons), [config, art, artIcons]);
  const options = useMemo(() => kit.stakeOptions(config), [kit, config]);
  const [stake, setStake] = useState<number>(() => options[0] ?? config.min_stake);
  const view = (round?.view ?? null) as SlotsView | null;
  const window = view?.window ?? restingWindow(config);
  const rows = window[0]?.length ?? config.rows;
  const freeSpins = !!round && !round.finished && round.allowed.includes('spin');

  const { prefs } = useMotion();
  const motion = useRoundMotion(round, SPIN, useMemo(() => window.map((_, r) => stopAt(r, window.length)), [window]));
  // A reel turns while the spin is asked for, then until its time to stop comes.
  const turning = (r: number) => busy || (motion.moving && motion.elapsed < stopAt(r, window.length) * motion.duration);
  const shown = !busy && !motion.moving ? view : null;
  const stopped = window.filter((_, r) => !turning(r)).length;

  // The sounds: the reels starting, each one stopping, a win at the end (all silent unless on).
  const spinning = busy || motion.moving;
  useEffect(() => {
    if (spinning) play('spin', prefs.sound);
  }, [spinning, prefs.sound]);
  useEffect(() => {
    if (motion.moving && stopped > 0) play('stop', prefs.sound);
  }, [motion.moving, stopped, prefs.sound]);
  useEffect(() => {
    if (shown && round?.result === 'win') play('win', prefs.sound);
  }, [shown, round?.result, prefs.sound]);

  const winning = useMemo(() => {
    const set = new Set<string>();
    for (const win of shown?.wins ?? []) for (const [reel, row] of win.positions) set.add(`${reel}:${row}`);
    return set;
  }, [shown]);

  const name = (symbol: number) => {
    const face = faces[symbol];
    return face?.art ? t([`slots.icons.${face.art.icon}`, 'slots.names.number']) : t(`slots.names.${face?.name ?? 'number'}`);
  };
  /** What a cell (or a win) shows of a symbol: its picture, or its text. */
  const look = (symbol: number) => {
    const face = faces[symbol];
    return face?.art ? <SymbolArt markup={face.art.markup} /> : (face?.glyph ?? '?');
  };
  const described = window.map((reel, r) => t('slots.reel', { n: r + 1, symbols: reel.map(name).join(', ') })).join('; ');
  const cell = (symbol: number, key: number | string, extra = '') => {
    const face = faces[symbol];
    return (
      <span
        key={key}
        data-symbol={symbol}
        className={`slots-cell slots-${face?.kind ?? 'regular'}${extra}${face && /[♦♥]/.test(face.glyph) ? ' slots-red' : ''}`}
      >
        {look(symbol)}
      </span>
    );
  };

  return (
    <div className="engine-slots">
      <div className="slots-frame" style={{ ['--slots-land' as string]: `${Math.round(180 * Math.max(motion.scale, 0.4))}ms` }}>
        <p className="visually-hidden" aria-live="polite">
          {shown ? described : null}
        </p>
        <div className="slots-window" style={{ gridTemplateColumns: `repeat(${window.length}, minmax(0, 1fr))` }} aria-hidden="true" data-spinning={spinning || undefined}>
          {window.map((reel, r) => (
            <div
              key={r}
              className={turning(r) ? 'slots-reel is-turning' : motion.moving ? 'slots-reel is-landed' : 'slots-reel'}
              style={{ gridTemplateRows: `repeat(${rows}, 1fr)` }}
            >
              {reel.map((symbol, row) => cell(symbol, row, winning.has(`${r}:${row}`) ? ' slots-hit' : ''))}
              {turning(r) ? (
                <div className="slots-strip" style={{ animationDelay: `${-r * 90}ms` }}>
                  {blurStrip(config.reels[r] ?? []).map((symbol, i) => cell(symbol, i))}
                </div>
              ) : null}
            </div>
          ))}
          {shown ? <WinLines wins={shown.wins} reels={window.length} rows={rows} /> : null}
        </div>
        {shown && shown.free_spins_total > 0 ? (
          <p className="slots-free mb-0" role="status">
            {t('slots.freeSpins', { left: shown.free_spins_left, total: shown.free_spins_total })}
            {shown.multiplier > 1 ? ` · ${t('slots.multiplier', { n: shown.multiplier })}` : ''}
          </p>
        ) : null}
      </div>

      {shown && shown.wins.length > 0 ? (
        <ul className="slots-wins" aria-label={t('slots.wins')}>
          {shown.wins.map((win, i) => (
            <li key={i}>
              {win.kind === 'line'
                ? t('slots.lineWin', { line: (win.line ?? 0) + 1, count: win.count, symbol: name(win.symbol) })
                : win.kind === 'ways'
                  ? t('slots.waysWin', { ways: win.ways, count: win.count, symbol: name(win.symbol) })
                  : t('slots.scatterWin', { count: win.count, symbol: name(win.symbol) })}{' '}
              <span className="slots-glyph" aria-hidden="true">
                {look(win.symbol)}
              </span>{' '}
              <strong>{kit.cents(win.win, currency)}</strong>
            </li>
          ))}
        </ul>
      ) : null}

      <RoundOutcome round={round} pending={busy || motion.moving} />

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

/**
 * The paying lines drawn over the window: one stroke through each line win's positions (a
 * polyline from the first reel's symbol to the last one counted), in the window's own
 * proportions, so they follow its size on a phone and a desktop. Ways and scatters are marked
 * by the rings of their cells alone.
 */
function WinLines({ wins, reels, rows }: { wins: SlotsView['wins']; reels: number; rows: number }) {
  const lines = wins.filter((w) => w.kind === 'line' && w.positions.length > 1);
  if (lines.length === 0) return null;
  const x = (reel: number) => ((reel + 0.5) / reels) * 100;
  const y = (row: number) => ((row + 0.5) / rows) * 100;
  return (
    <svg className="slots-lines" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
      {lines.map((win, i) => (
        <polyline
          key={i}
          className={`slots-line slots-line-${i % 4}`}
          points={[...win.positions]
            .sort((a, b) => a[0] - b[0])
            .map(([reel, row]) => `${x(reel)},${y(row)}`)
            .join(' ')}
        />
      ))}
    </svg>
  );
}
