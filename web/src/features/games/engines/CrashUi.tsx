import { useEffect, useId, useState } from 'react';
import { Field } from '../../../components/Field';
import type { CrashBet, CrashConfig } from '../../../wasm/games/casino_games_wasm';
import { useErrorText } from '../../../i18n/useErrorText';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome, useStake } from '../play/controls';
import { roundStep, useMotion, useRoundMotion } from '../play/motion';
import { play as cue } from '../play/sound';
import { fixed, times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/** How long the multiplier climbs to where it crashed, in milliseconds, at full pace and in quick play. */
const CLIMB = { full: 2600, quick: 700 };
/** When the counter under the curve steps up, as fractions of the climb. */
const MARKS = [0.15, 0.3, 0.45, 0.6, 0.72, 0.84, 0.94];

/**
 * The multiplier the counter shows `f` of the way up the climb to `crash` (both in hundredths):
 * display only, from the server's crash point; the round's result and money come from the server.
 */
function climbed(crash: number, f: number): number {
  return Math.min(crash, Math.max(100, Math.floor(100 * Math.pow(crash / 100, f))));
}

/**
 * The curve's path in a 200 × 100 box: the multiplier against time, `m(x) = crash^x` for the
 * climb's fraction `x`, the same law as the counter's (`climbed`), so the curve's tip, revealed
 * left to right in step with time, stands where the counter says. Its height grows with the crash
 * point (×10 and more reach the top); flat for a crash at ×1.00.
 */
function curvePath(crash: number): string {
  const top = Math.max(crash, 100) / 100;
  const height = 88 * Math.min(1, Math.max(0, Math.log10(top)));
  const points = Array.from({ length: 41 }, (_, i) => {
    const x = i / 40;
    const y = top > 1 ? (Math.pow(top, x) - 1) / (top - 1) : 0;
    return `${(6 + 188 * x).toFixed(1)} ${(94 - height * y).toFixed(1)}`;
  });
  return `M${points.join('L')}`;
}

/**
 * Crash, played as an instant game: the player sets the automatic cash-out (`2.50` for ×2.50,
 * sent in hundredths), the engine draws where the multiplier crashes; the bet wins if the crash
 * comes at or after the cash-out.
 */
export default function CrashUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<CrashConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const { text } = useErrorText();
  const ids = useId();
  const stake = useStake(minBet, currency);
  const played = betOf(round, 'crash');
  const [target, setTarget] = useState(fixed(played?.target ?? Math.max(200, config.min_target), 2));
  const [targetError, setTargetError] = useState<string | undefined>();
  const view = viewOf(round, 'crash');
  const range = { min: fixed(config.min_target, 2), max: fixed(config.max_target, 2) };

  // The climb: the curve drawn up to the crash point, the counter stepping at the marks; the
  // result waits for the end.
  const { prefs } = useMotion();
  const motion = useRoundMotion(view ? round : null, CLIMB, MARKS);
  const step = roundStep(round);
  const shown = view ? (motion.moving ? climbed(view.crash, motion.elapsed / motion.duration) : view.crash) : null;
  useEffect(() => {
    if (!motion.moving) return;
    const won = round?.result === 'win';
    const end = window.setTimeout(() => {
      cue('stop', prefs.sound);
      if (won) cue('win', prefs.sound);
    }, motion.duration);
    return () => window.clearTimeout(end);
  }, [motion.moving, motion.duration, round?.result, prefs.sound, step]);

  /** The typed cash-out in hundredths (a two-decimal number, read like an amount by the engines module). */
  const hundredths = (): number | undefined => {
    const answer = kit.typed(target.replace(/^\s*[x×]\s*/i, ''));
    if (answer.error) {
      setTargetError(text(answer.error.code));
      return undefined;
    }
    if (answer.ok < config.min_target || answer.ok > config.max_target) {
      setTargetError(t('crash.targetRange', range));
      return undefined;
    }
    setTargetError(undefined);
    return answer.ok;
  };

  const play = () => {
    const at = hundredths();
    const cents = stake.cents();
    if (at === undefined || cents === undefined) return;
    const bet: { engine: 'crash' } & CrashBet = { engine: 'crash', stake: cents, target: at };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className={motion.pace === 'still' ? 'engine engine-crash motion-still' : 'engine engine-crash'}>
      {view && shown !== null ? (
        <div
          className={`crash-graph${motion.moving ? ' is-rising' : view.won ? ' is-won' : ' is-crashed'}`}
          style={{ ['--crash-time' as string]: `${motion.duration}ms` }}
        >
          <svg className="crash-chart" viewBox="0 0 200 100" aria-hidden="true" focusable="false">
            <defs>
              {/* The climb shown left to right at an even pace: the time axis. */}
              <clipPath id={`${ids}-climb`}>
                <rect key={step} className="crash-reveal" x="0" y="0" width="200" height="100" />
              </clipPath>
            </defs>
            <path className="crash-axis" d="M6 4V94H196" />
            <path className="crash-curve" d={curvePath(view.crash)} clipPath={`url(#${ids}-climb)`} />
          </svg>
          <p className="crash-counter" aria-hidden="true" data-testid="crash-counter">
            {times(kit.rules, shown)}
          </p>
        </div>
      ) : null}
      {view && !motion.moving ? (
        <div className="crash-result">
          <p className={`engine-big ${view.won ? 'text-success-emphasis' : ''}`}>{t('crash.crashed', { crash: fixed(view.crash, 2) })}</p>
          <p className="mb-0">{t(view.won ? 'crash.cashedOut' : 'crash.missed', { target: fixed(view.target, 2) })}</p>
        </div>
      ) : null}
      <RoundOutcome round={round} pending={motion.moving} />

      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('crash.submit')} onSubmit={play}>
        <div className="row g-2">
          <Field
            id={`${ids}-target`}
            className="col-12 col-sm-6"
            label={t('crash.target')}
            inputMode="decimal"
            autoComplete="off"
            value={target}
            disabled={busy}
            error={targetError}
            hint={t('crash.targetRange', range)}
            onChange={(e) => {
              setTarget(e.target.value);
              setTargetError(undefined);
            }}
          />
        </div>
      </StakeForm>
    </div>
  );
}
