import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureOf, fieldFailures } from '../../api/errors';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText } from '../../lib/answers';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { setPlayerVerification } from './adminApi';
import { PLAYER_FILES_KEY } from './api/getPlayerFile';
import type { Outcome } from './outcome';
import { ensureStaffStrings } from './strings';

interface VerificationValues extends Record<string, string> {
  username: string;
  verification: string;
}

const EMPTY_VERIFICATION: VerificationValues = { username: '', verification: 'verified' };

function verificationFailures(rules: Rules, v: VerificationValues): Failures<VerificationValues> {
  const username = rules.required(v.username).error;
  return username ? { username } : {};
}

/** Sets how far a player's identity is verified (what the withdrawal rules read). */
export function VerificationForm() {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const labels = useTransactionLabels();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useCoreFormik<VerificationValues>({
    initial: EMPTY_VERIFICATION,
    check: verificationFailures,
    onSubmit: async (values) => {
      const username = values.username.trim();
      try {
        const answer = await setPlayerVerification({ username, verification: values.verification });
        setOutcome({ kind: 'success', answer, params: { username } });
        // An open player's file shows the verification level.
        void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY });
      } catch (e) {
        const fields = fieldFailures(e);
        const f = failureOf(e);
        if (fields.username || fields.verification) {
          form.report(fields);
          form.focusFirstInvalid();
        } else if (f.code === 'not_found') {
          form.report({ username: f });
          form.focusFirstInvalid();
        } else setOutcome({ kind: 'failure', failure: f });
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    setOutcome(null);
    void form.handleSubmit(event);
  };

  const usernameFailure = form.failureOf('username');
  const levelFailure = form.failureOf('verification');
  return (
    <section className="card" aria-labelledby="admin-verification-title">
      <form className="card-body row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h2 id="admin-verification-title" className="h5 mb-1">
            {t('admin.verification.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('admin.verification.lead')}</p>
        </div>
        <Field
          id="admin-verification-username"
          name="username"
          label={t('admin.verification.username')}
          value={form.values.username}
          error={usernameFailure ? text(usernameFailure.code, usernameFailure.params) : undefined}
          onChange={(e) => {
            form.set('username', e.target.value);
            setOutcome(null);
          }}
          onBlur={() => form.touch('username')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          className="col-12 col-md-6"
        />
        <SelectField
          id="admin-verification-level"
          name="verification"
          label={t('admin.verification.level')}
          value={form.values.verification}
          error={levelFailure ? text(levelFailure.code, levelFailure.params) : undefined}
          onChange={(e) => {
            form.set('verification', e.target.value);
            setOutcome(null);
          }}
          className="col-12 col-md-6"
        >
          {(form.rules?.verification_levels().split(',') ?? [form.values.verification]).map((level) => (
            <option key={level} value={level}>
              {labels.verification(level)}
            </option>
          ))}
        </SelectField>
        <div className={outcome ? 'col-12' : 'col-12 mt-0'}>
          <OutcomeRegion
            success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
            failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
          />
        </div>
        <SubmitButton busy={busy} label={t('admin.verification.submit')} busyLabel={t('admin.working')} />
      </form>
    </section>
  );
}
