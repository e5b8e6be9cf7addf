import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../core/games';
import { useGameKit } from '../play/GameKit';
import { PLAY_NS } from '../play/strings';
import type { Verdict } from './verify';

/** What the replay found: the recorded round matched or not, and what the seeds give. */
export function VerdictView({ verdict, currency }: { verdict: Verdict; currency: string | null }) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  if (verdict.kind === 'error') {
    return (
      <p className="alert alert-danger" role="alert">
        {t(`verify.errors.${verdict.code}`, { defaultValue: t('verify.errors.engine', { code: verdict.code }) })}
      </p>
    );
  }
  const { play } = verdict;
  const amount = (cents: number) => (currency ? kit.cents(cents, currency) : kit.games.cents_text(cents));
  return (
    <section className="verify-verdict" aria-labelledby="verify-result-title">
      <h2 id="verify-result-title" className="h4">
        {t('verify.result')}
      </h2>
      <dl className="play-facts">
        <div>
          <dt>{t('verify.computedCommitment')}</dt>
          <dd>
            <code className="play-hash">{verdict.commitment ?? '–'}</code>
          </dd>
        </div>
        <div>
          <dt>{t('verify.commitmentCheck')}</dt>
          <dd className={verdict.commitmentOk === false ? 'text-danger fw-semibold' : verdict.commitmentOk ? 'text-success fw-semibold' : undefined}>
            {verdict.commitmentOk === null ? t('verify.commitmentNone') : verdict.commitmentOk ? t('verify.commitmentOk') : t('verify.commitmentBad')}
          </dd>
        </div>
        <div>
          <dt>{t('verify.stake')}</dt>
          <dd>{amount(play.stake)}</dd>
        </div>
        <div>
          <dt>{t('verify.win')}</dt>
          <dd>{amount(play.win)}</dd>
        </div>
        <div>
          <dt>{t('verify.finished')}</dt>
          <dd>{play.finished ? t('verify.yes') : t('verify.no')}</dd>
        </div>
        <div>
          <dt>{t('verify.view')}</dt>
          <dd>{summary(play.view)}</dd>
        </div>
      </dl>
      {verdict.matches === null ? null : (
        <p className={verdict.matches ? 'alert alert-success' : 'alert alert-danger'} role="status">
          {verdict.matches ? t('verify.match') : t('verify.mismatch')}
        </p>
      )}
    </section>
  );
}

/** The replayed view in one line: what was drawn (cards, number, reels...), lists in brackets. */
export function summary(view: GameView): string {
  const show = (value: unknown): string => {
    if (value === null || value === undefined) return '–';
    if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
    if (typeof value === 'object') return `{${fields(value as Record<string, unknown>)}}`;
    return String(value);
  };
  const fields = (value: Record<string, unknown>) =>
    Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join(', ');
  return Object.entries(view as unknown as Record<string, unknown>)
    .filter(([k]) => k !== 'engine')
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join('; ');
}
