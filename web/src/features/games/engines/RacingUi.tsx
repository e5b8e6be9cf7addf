import { useId, useState } from 'react';
import type { RacingConfig, RacingView } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { useRoundMotion } from '../play/motion';
import { RoundOutcome, useStake } from '../play/controls';
import { fixed } from './parts/format';
import { preview } from './parts/preview';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';
import './parts/draws.scss';

/**
 * Virtual racing: the field with each runner's decimal odds (the engine's, read from a preview
 * of a bet on it), the player backs one; then the finishing order, the backed runner marked.
 */
export default function RacingUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<RacingConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const ids = useId();
  const stake = useStake(minBet, currency);
  const played = betOf(round, 'racing');
  const [runner, setRunner] = useState(played?.runner ?? 0);
  // The race is run on screen to the server's finishing order; then the order is listed.
  const motion = useRoundMotion(round, { full: 4000, quick: 900 });
  const settled = viewOf(round, 'racing');
  const view = motion.moving ? null : settled;
  const odds = config.runners.map((_, i) => preview<RacingView>(kit.games, config, { engine: 'racing', runner: i, stake: Math.max(config.min_bet, 1) })?.view.odds ?? null);

  const race = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'racing' as const, runner, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-racing">
      {settled && motion.moving ? (
        <div className="racing-track" aria-hidden="true">
          {config.runners.map((r, i) => {
            // The winner crosses the line at 60 % of the race, the last at its end.
            const place = settled.order.indexOf(i);
            const finish = (0.6 + (0.4 * place) / Math.max(1, config.runners.length - 1)) * motion.duration;
            return (
              <div key={i} className={played?.runner === i ? 'racing-lane is-backed' : 'racing-lane'}>
                <span className="racing-lane-name">{r.name}</span>
                <div className="racing-run" style={{ animationDuration: `${Math.round(finish)}ms` }}>
                  <span className="racing-horse">{i + 1}</span>
                </div>
              </div>
            );
          })}
        </div>
      ) : null}
      {view && played ? (
        <div>
          <p className="engine-hand-label">{t('racing.order')}</p>
          <ol className="racing-order">
            {view.order.map((r, place) => (
              <li key={r} className={r === played.runner ? 'is-backed' : ''}>
                <span className="racing-place">{place + 1}</span> {config.runners[r]?.name ?? r}
                {r === played.runner ? <span className="engine-hand-extra"> · {t('racing.yours')}</span> : null}
              </li>
            ))}
          </ol>
          <p className="mb-0 mt-2">
            {t(view.won ? 'racing.won' : 'racing.lost', { name: config.runners[played.runner]?.name ?? '', odds: fixed(view.odds, 2) })}
            {view.capped ? ` ${t('racing.capped', { max: kit.cents(config.max_win, currency) })}` : null}
          </p>
        </div>
      ) : null}
      <RoundOutcome round={round} pending={motion.moving} />

      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('racing.submit')} onSubmit={race}>
        <fieldset className="racing-field">
          <legend className="form-label">{t('racing.field')}</legend>
          {config.runners.map((r, i) => (
            <label key={i} className={`racing-runner ${runner === i ? 'is-selected' : ''}`}>
              <input
                type="radio"
                className="form-check-input"
                name={`${ids}-runner`}
                checked={runner === i}
                disabled={busy}
                aria-label={odds[i] !== null ? t('racing.runner', { name: r.name, odds: fixed(odds[i], 2) }) : r.name}
                onChange={() => setRunner(i)}
              />
              <span className="racing-name" aria-hidden="true">
                {r.name}
              </span>
              <span className="racing-odds" aria-hidden="true">
                {odds[i] !== null ? t('racing.odds', { odds: fixed(odds[i], 2) }) : '—'}
              </span>
            </label>
          ))}
        </fieldset>
        <p className="form-text mb-0">{t('racing.maxWin', { max: kit.cents(config.max_win, currency) })}</p>
      </StakeForm>
    </div>
  );
}
