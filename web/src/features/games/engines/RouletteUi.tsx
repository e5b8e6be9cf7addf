import { useEffect, useId, useRef, useState } from 'react';
import type { RouletteConfig, RoulettePlaced } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome } from '../play/controls';
import { roundStep, useMotion, useRoundMotion } from '../play/motion';
import { play } from '../play/sound';
import { chipValues } from './parts/ChipSelector';
import { LayoutFooter } from './parts/LayoutFooter';
import { chipCounts, pocketName, RouletteBall, RouletteBetLines, RouletteBoard } from './parts/RouletteBoard';
import { RouletteWheel } from './parts/RouletteWheel';
import { useEngineText } from './parts/strings';
import { useLayout } from './parts/useLayout';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/** How long the ball rolls, in milliseconds, at full pace and in quick play. */
const SPIN = { full: 3200, quick: 800 };
/** How many drawn numbers the "last results" strip keeps. */
const LAST = 10;

/**
 * Roulette: the layout (`RouletteBoard`), a chip value, then a click places a chip: one bet of the
 * list the engine receives. The total is the engine's (`stake_cents`). The wheel spins the ball into
 * the drawn pocket; once it has landed (at once without animation): the winning pocket in words,
 * what each bet returned, the pocket marked on the layout and the visit's last results.
 */
export default function RouletteUi({ config, round, busy, currency, onBet }: EngineUiProps<RouletteConfig>) {
  const t = useEngineText();
  const ids = useId();
  const american = config.variant === 'american';
  const chips = chipValues(config.min_bet, config.max_total);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<RoulettePlaced>(config, currency, (bets) => ({ engine: 'roulette', bets }));
  const view = viewOf(round, 'roulette');
  const played = betOf(round, 'roulette');
  const { prefs } = useMotion();
  const motion = useRoundMotion(round, SPIN);
  const rolling = busy || motion.moving;
  // Nothing of the result shows (or is said) before the ball is in its pocket.
  const shown = rolling ? null : view;
  const key = roundStep(round);

  // The numbers of the settled rounds seen in this visit, newest first, each added once it shows.
  const [last, setLast] = useState<{ key: string | null; numbers: number[] }>({ key: null, numbers: [] });
  if (shown && round?.finished && key !== last.key) setLast({ key, numbers: [shown.number, ...last.numbers].slice(0, LAST) });

  // The ball's click as it lands: the end of an animation, not a result shown at once.
  const wasMoving = useRef(false);
  useEffect(() => {
    if (wasMoving.current && !motion.moving) play('ball', prefs.sound);
    wasMoving.current = motion.moving;
  }, [motion.moving, prefs.sound]);

  const spin = () => {
    const bet = layout.accepted();
    if (bet) onBet(bet);
  };

  return (
    <div className="engine engine-roulette">
      <RouletteWheel american={american} number={view?.number ?? null} roundKey={key} moving={motion.moving} duration={motion.duration} busy={busy} />
      {shown ? (
        <div className="roulette-result">
          <p className="engine-big">
            <span className={`roulette-ball is-${shown.colour}`} aria-hidden="true">
              {pocketName(shown.number)}
            </span>{' '}
            <span className="visually-hidden">{t('roulette.result', { number: pocketName(shown.number), colour: t(`colour.${shown.colour}`) })}</span>
            <span aria-hidden="true">{t(`colour.${shown.colour}`)}</span>
          </p>
          {played ? <RouletteBetLines bets={played.bets} wins={shown.wins} currency={currency} /> : null}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={rolling} />
      {last.numbers.length > 0 ? (
        <div>
          <h2 id={`${ids}-last`} className="roulette-last-title">
            {t('roulette.lastResults')}
          </h2>
          <ol className="roulette-last" aria-labelledby={`${ids}-last`}>
            {last.numbers.map((n, i) => (
              <li key={i}>
                <RouletteBall number={n} className="roulette-last-ball" />
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      <RouletteBoard
        american={american}
        counts={chipCounts(layout.spots)}
        disabled={busy}
        winning={shown?.number ?? null}
        onSpot={(spot) => {
          play('chip', prefs.sound);
          layout.add({ ...spot, cents: chip });
        }}
      />

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={busy} submit={t('roulette.spin')} onSubmit={spin} />
    </div>
  );
}
