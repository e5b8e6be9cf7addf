import { useId, useState } from 'react';
import { Field } from '../../../components/Field';
import type { CrashBet, CrashConfig } from '../../../wasm/games/casino_games_wasm';
import { useErrorText } from '../../../i18n/useErrorText';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome, useStake } from '../play/controls';
import { fixed } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

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
    <div className="engine engine-crash">
      {view ? (
        <div className="crash-result">
          <p className={`engine-big ${view.won ? 'text-success-emphasis' : ''}`}>{t('crash.crashed', { crash: fixed(view.crash, 2) })}</p>
          <p className="mb-0">{t(view.won ? 'crash.cashedOut' : 'crash.missed', { target: fixed(view.target, 2) })}</p>
        </div>
      ) : null}
      <RoundOutcome round={round} />

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
