import { useId, useState } from 'react';
import type { DiceBet, DiceConfig, DiceView, Direction } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { useRoundMotion } from '../play/motion';
import { RoundOutcome, useStake } from '../play/controls';
import { RollingNumber } from './parts/RollingNumber';
import { StakeForm } from './parts/StakeForm';
import { shownFixed, shownPercent } from './parts/format';
import { preview } from './parts/preview';
import { useEngineText } from './parts/strings';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/**
 * Dice: a roll of 0.00 to 99.99; the player picks a target and whether the roll lands under or
 * over it. The scale (the engine counts whole rolls, 0 to 9999) is casino-core's both ways: the
 * roll and the target as shown, the target as typed. The chance and the multiplier come from the
 * engine (a preview of the bet), never from the page; after the roll, the roll itself and the
 * multiplier of the view.
 */
export default function DiceUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<DiceConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const maxTarget = kit.games.dice_max_roll();
  // The dice's scale in hundredths (4950 is 49.50), written as the page's language writes it.
  const point = (roll: number) => shownFixed(kit.rules, roll, 2);
  const ids = useId();
  const stake = useStake(minBet, currency);
  const played = betOf(round, 'dice');
  const [target, setTarget] = useState(played?.target ?? 4950);
  const [direction, setDirection] = useState<Direction>(played?.direction ?? 'under');
  // The roll turns like an odometer and stops on the server's number; then it is said.
  const motion = useRoundMotion(round, { full: 1500, quick: 450 }, [0.4, 0.6, 0.8]);
  const settled = viewOf(round, 'dice');
  const view = motion.moving ? null : settled;

  // The engine's reading of the choice at the table's smallest stake (the stake changes neither).
  const odds = preview<DiceView>(kit.games, config, { engine: 'dice', stake: Math.max(config.min_bet, 1), target, direction })?.view ?? null;

  const roll = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet: { engine: 'dice' } & DiceBet = { engine: 'dice', stake: cents, target, direction };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  const targetLabel = t('dice.target', { min: point(0), max: point(maxTarget) });

  // The box keeps what is typed (even empty) while it has the focus; the slider follows.
  const [typed, setTyped] = useState<string | null>(null);
  const type = (text: string) => {
    setTyped(text);
    const roll = kit.games.dice_target(text);
    if (roll >= 0) setTarget(roll);
  };

  return (
    <div className="engine engine-dice">
      {settled ? (
        <div className="dice-result">
          <p className="engine-big">
            <RollingNumber value={point(settled.roll)} rolling={motion.moving} elapsed={motion.elapsed} duration={motion.duration} />{' '}
            {view ? <span className="visually-hidden">{t('dice.roll', { roll: point(view.roll) })}</span> : null}
          </p>
        </div>
      ) : null}
      {view ? (
        <div className="dice-result">
          <p className="mb-0">
            {t(view.won ? 'dice.won' : 'dice.lost', {
              chance: shownPercent(kit.rules, view.chance),
              multiplier: shownFixed(kit.rules, view.multiplier, 4),
            })}
          </p>
        </div>
      ) : null}
      <RoundOutcome round={round} pending={motion.moving} />

      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('dice.submit')} onSubmit={roll}>
        <fieldset className="engine-toggle" disabled={busy}>
          <legend className="form-label">{t('dice.direction')}</legend>
          {(['under', 'over'] as const).map((d) => (
            <label key={d} className={`btn ${direction === d ? 'btn-secondary' : 'btn-outline-secondary'}`}>
              <input type="radio" className="visually-hidden" name={`${ids}-dir`} checked={direction === d} onChange={() => setDirection(d)} />
              {t(`dice.${d}`)}
            </label>
          ))}
        </fieldset>

        <div className="dice-target">
          <label className="form-label" htmlFor={`${ids}-target`}>
            {targetLabel}
          </label>
          <div className="dice-target-row">
            <input
              id={`${ids}-slider`}
              type="range"
              className="form-range"
              min={0}
              max={maxTarget}
              step={1}
              value={target}
              disabled={busy}
              aria-label={targetLabel}
              aria-valuetext={point(target)}
              onChange={(e) => {
                setTarget(Number(e.target.value));
                setTyped(null);
              }}
            />
            <input
              id={`${ids}-target`}
              className="form-control dice-target-input"
              inputMode="decimal"
              autoComplete="off"
              value={typed ?? point(target)}
              disabled={busy}
              aria-describedby={`${ids}-odds`}
              onChange={(e) => type(e.target.value)}
              onBlur={() => setTyped(null)}
            />
          </div>
          <p id={`${ids}-odds`} className="form-text mb-0" aria-live="polite">
            {odds
              ? t('dice.odds', { chance: shownPercent(kit.rules, odds.chance), multiplier: shownFixed(kit.rules, odds.multiplier, 4) })
              : t('dice.outOfRange', { min: shownPercent(kit.rules, config.min_chance), max: shownPercent(kit.rules, config.max_chance) })}
          </p>
        </div>
      </StakeForm>
    </div>
  );
}
