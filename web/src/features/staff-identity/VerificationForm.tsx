import { useState, type FormEvent } from 'react';
import { failureOf, fieldFailures } from '../../api/errors';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { useSetPlayerVerification } from './api/setPlayerVerification';
import { ensureStaffIdentityStrings } from './strings';

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
  const { t } = useTranslationWith(ensureStaffIdentityStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const labels = useTransactionLabels();
  const save = useSetPlayerVerification();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useCoreFormik<VerificationValues>({
    initial: EMPTY_VERIFICATION,
    check: verificationFailures,
    onSubmit: async (values) => {
      const username = values.username.trim();
      try {
        const answer = await save.mutateAsync({ username, verification: values.verification });
        setOutcome({ kind: 'success', answer, params: { username } });
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
            {t('staffIdentity.verification.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('staffIdentity.verification.lead')}</p>
        </div>
        <Field
          id="admin-verification-username"
          name="username"
          label={t('staffIdentity.verification.username')}
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
          label={t('staffIdentity.verification.level')}
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
          <StaffOutcome outcome={outcome} />
        </div>
        <SubmitButton busy={busy} label={t('staffIdentity.verification.submit')} busyLabel={t('staff.working')} />
      </form>
    </section>
  );
}
