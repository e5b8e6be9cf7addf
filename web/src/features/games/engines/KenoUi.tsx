import { useState } from 'react';
import type { KenoBet, KenoConfig } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome, useStake } from '../play/controls';
import { times } from './parts/format';
import { NumberBoard } from './parts/NumberBoard';
import { useDrawReveal } from './parts/useDrawReveal';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';
import { useGameKit } from '../play/GameKit';

const NUMBERS = 80;

/** The pick counts the table offers: those whose paytable is there, one entry per hit count. */
function offered(config: KenoConfig): number[] {
  return config.paytables.map((table, i) => (table.length === i + 2 ? i + 1 : 0)).filter((k) => k > 0);
}

/**
 * Keno: the player picks 1 to 10 of 80 numbers (as the table offers), 20 are drawn; the paytable
 * of the pick count says what each number of hits returns. The draw shows on the board.
 */
export default function KenoUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<KenoConfig>) {
  const kit = useGameKit();
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const played = betOf(round, 'keno');
  const [picks, setPicks] = useState<number[]>(played?.picks ?? []);
  const view = viewOf(round, 'keno');
  const draw = useDrawReveal(round, view?.drawn.length ?? 0);
  const drawn = view?.drawn.slice(0, draw.shown) ?? [];
  const counts = offered(config);
  const most = counts.length ? Math.max(...counts) : 0;
  // The paytable shown: the current pick count's, else the smallest offered.
  const k = picks.length > 0 ? picks.length : (counts[0] ?? 1);
  const table = config.paytables[k - 1] ?? [];
  const hits = view && played && played.picks.length === k ? view.hits.length : null;
  const [pickError, setPickError] = useState<string | undefined>();

  const toggle = (n: number) => {
    setPickError(undefined);
    setPicks((all) => (all.includes(n) ? all.filter((p) => p !== n) : [...all, n]));
  };

  const quickPick = () => {
    const pool = Array.from({ length: NUMBERS }, (_, i) => i + 1);
    const count = picks.length > 0 ? picks.length : Math.min(5, most);
    const chosen: number[] = [];
    while (chosen.length < count) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
    setPickError(undefined);
    setPicks(chosen);
  };

  const play = () => {
    if (!counts.includes(picks.length)) {
      setPickError(t('keno.pickCount', { max: most }));
      return;
    }
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet: { engine: 'keno' } & KenoBet = { engine: 'keno', stake: cents, picks };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-keno">
      {view ? (
        <div className="keno-result">
          <p className="mb-1">{t('keno.drawn')}</p>
          <ul className={draw.moving ? 'engine-balls is-drawing' : 'engine-balls'} aria-label={t('keno.drawn')}>
            {drawn.map((n) => (
              <li key={n} className={view.hits.includes(n) ? 'is-hit' : ''}>
                {n}
              </li>
            ))}
          </ul>
          {draw.moving ? null : (
            <p className="mt-2 mb-0">{t('keno.hits', { hits: view.hits.length, picks: played?.picks.length ?? 0, multiplier: times(kit.rules, view.multiplier) })}</p>
          )}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={draw.moving} />

      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('keno.submit')} onSubmit={play}>
        <p className="mb-0" aria-live="polite">
          {t('keno.picked', { picked: picks.length, max: most })}
        </p>
        <NumberBoard
          count={NUMBERS}
          columns={10}
          label={t('keno.board', { max: most })}
          name={(n) => (view?.drawn.includes(n) ? t('keno.numberDrawn', { n }) : String(n))}
          picked={picks}
          drawn={drawn}
          onToggle={toggle}
          full={picks.length >= most}
          disabled={busy}
        />
        {pickError ? (
          <p className="text-danger mb-0" role="alert">
            {pickError}
          </p>
        ) : null}
        <div className="engine-actions">
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={quickPick}>
            {t('keno.quickPick')}
          </button>
          <button type="button" className="btn btn-outline-secondary" disabled={busy || picks.length === 0} onClick={() => setPicks([])}>
            {t('keno.clear')}
          </button>
        </div>
        <table className="table table-sm engine-table">
          <caption>{t('keno.paytable', { picks: k })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('keno.hitsColumn')}</th>
              <th scope="col">{t('keno.paysColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {table
              .map((m, hitsCount) => ({ m, hitsCount }))
              .filter(({ m }) => m > 0)
              .reverse()
              .map(({ m, hitsCount }) => (
                <tr key={hitsCount} className={hitsCount === hits ? 'is-current' : ''}>
                  <td>{hitsCount}</td>
                  <td>{times(kit.rules, m)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </StakeForm>
    </div>
  );
}
