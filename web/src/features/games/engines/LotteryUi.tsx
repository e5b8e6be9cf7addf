import { useState } from 'react';
import type { LotteryConfig } from '../../../wasm/games/casino_games_wasm';
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

/**
 * Lotto: the player picks exactly as many numbers as the draw takes; the paytable says what each
 * count of matches returns. The draw, and the matches, show on the board and as balls.
 */
export default function LotteryUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<LotteryConfig>) {
  const kit = useGameKit();
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const played = betOf(round, 'lottery');
  const [numbers, setNumbers] = useState<number[]>(played?.numbers ?? []);
  const [pickError, setPickError] = useState<string | undefined>();
  const view = viewOf(round, 'lottery');
  const draw = useDrawReveal(round, view?.drawn.length ?? 0);
  const drawn = view?.drawn.slice(0, draw.shown) ?? [];

  const toggle = (n: number) => {
    setPickError(undefined);
    setNumbers((all) => (all.includes(n) ? all.filter((p) => p !== n) : [...all, n]));
  };

  const quickPick = () => {
    const pool = Array.from({ length: config.balls }, (_, i) => i + 1);
    const chosen: number[] = [];
    while (chosen.length < config.picks) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
    setPickError(undefined);
    setNumbers(chosen);
  };

  const play = () => {
    if (numbers.length !== config.picks) {
      setPickError(t('lottery.pickCount', { picks: config.picks }));
      return;
    }
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'lottery' as const, stake: cents, numbers };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-lottery">
      {view ? (
        <div>
          <p className="mb-1">{t('lottery.drawn')}</p>
          <ul className={draw.moving ? 'engine-balls is-drawing' : 'engine-balls'} aria-label={t('lottery.drawn')}>
            {drawn.map((n) => (
              <li key={n} className={view.matched.includes(n) ? 'is-hit' : ''}>
                {n}
              </li>
            ))}
          </ul>
          {draw.moving ? null : (
            <p className="mt-2 mb-0">{t('lottery.matched', { matched: view.matched.length, picks: config.picks, multiplier: times(kit.rules, view.multiplier) })}</p>
          )}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={draw.moving} />

      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('lottery.submit')} onSubmit={play}>
        <p className="mb-0" aria-live="polite">
          {t('lottery.picked', { picked: numbers.length, picks: config.picks })}
        </p>
        <NumberBoard
          count={config.balls}
          columns={10}
          label={t('lottery.board', { balls: config.balls, picks: config.picks })}
          name={(n) => (view?.drawn.includes(n) ? t('keno.numberDrawn', { n }) : String(n))}
          picked={numbers}
          drawn={drawn}
          onToggle={toggle}
          full={numbers.length >= config.picks}
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
          <button type="button" className="btn btn-outline-secondary" disabled={busy || numbers.length === 0} onClick={() => setNumbers([])}>
            {t('keno.clear')}
          </button>
        </div>
        <table className="table table-sm engine-table">
          <caption>{t('lottery.paytable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.matchesColumn')}</th>
              <th scope="col">{t('keno.paysColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {config.paytable
              .map((m, matches) => ({ m, matches }))
              .filter(({ m }) => m > 0)
              .reverse()
              .map(({ m, matches }) => (
                <tr key={matches} className={view && view.matched.length === matches ? 'is-current' : ''}>
                  <td>{matches}</td>
                  <td>{times(kit.rules, m)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </StakeForm>
    </div>
  );
}
