import { useState } from 'react';
import { failureOf, type Failure } from '../../api/errors';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useStore } from '../../store/store';
import { resendActivation } from './api/resendActivation';

type Outcome = { kind: 'sent'; code: string } | { kind: 'failure'; failure: Failure };

/**
 * Above the account area while the account waits for its activation: what it opens, where the
 * link went, and a new link on request. The server refuses deposits, real-money bets and bonuses
 * until then; this says so before the player tries.
 */
export function ActivationNotice() {
  const { state } = useStore();
  const { t } = useTranslationWith(ensureAccountStrings);
  const { text } = useErrorText();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const player = state.user?.player;
  if (!player || player.status !== 'registered') return null;

  const send = async () => {
    setSending(true);
    try {
      const done = await resendActivation();
      setOutcome({ kind: 'sent', code: done.code });
    } catch (e) {
      setOutcome({ kind: 'failure', failure: failureOf(e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="alert alert-warning mb-4" aria-labelledby="activation-notice-title">
      <h2 id="activation-notice-title" className="h6 mb-2">
        {t('account.activation.title')}
      </h2>
      <p className="mb-3">{t('account.activation.lead', { email: player.email })}</p>
      <OutcomeRegion
        success={outcome?.kind === 'sent' ? text(outcome.code) : null}
        failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
      />
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={sending} aria-busy={sending} onClick={() => void send()}>
        {sending ? t('account.activation.sending') : t('account.activation.resend')}
      </button>
    </section>
  );
}
