import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { BonusCodeAnswer } from '../../api/generated/api';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useApplyBonusCode } from './api/applyBonusCode';

interface Code extends Record<string, string> {
  code: string;
}

const EMPTY: Code = { code: '' };

/** casino-core's rule for the code typed: one must be typed (the server alone knows the codes). */
const check = (rules: Rules, v: Code): Failures<Code> => {
  const error = rules.required(v.code).error;
  return error ? { code: error } : {};
};

interface Props {
  /** A submit starts: the tab's earlier outcome no longer stands. */
  onSubmitting: () => void;
  /** The server took the code: its bonus is active, or queued for the next deposit. */
  onApplied: (answer: BonusCodeAnswer) => void;
}

/**
 * The bonus (or promo) code form of the bonuses tab. A refused code is said under the field (the
 * server's `bonus_code_invalid`, `bonus_active`); what the code gave is the tab's to say, since the
 * bonus then shows in its lists. Checked on submit only: leaving the empty field says nothing.
 */
export function BonusCodeForm({ onSubmitting, onApplied }: Props) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const apply = useApplyBonusCode();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useCoreFormik<Code>({
    initial: EMPTY,
    check,
    onSubmit: async (values) => {
      try {
        const answer = await apply.mutateAsync(values.code.trim());
        form.reset(EMPTY);
        onApplied(answer);
      } catch (e) {
        if (!form.reportFields(fieldFailures(e) as Failures<Code>)) setFailure(failureOf(e));
      }
    },
  });
  const f = form.failureOf('code');

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    onSubmitting();
    void form.handleSubmit(event);
  };

  return (
    <section className="mb-4 bonus-code" aria-labelledby="bonus-code-title">
      <h3 className="h5" id="bonus-code-title">
        {t('bonuses.code.title')}
      </h3>
      <form className="card narrow" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
        <div className="card-body row g-3">
          <Field
            label={t('bonuses.code.label')}
            id="bonus-code"
            name="code"
            value={form.values.code}
            error={f ? text(f.code, f.params) : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            required
            onChange={(e) => form.set('code', e.target.value)}
          />
          <FormOutcome failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('bonuses.code.apply')} busyLabel={t('bonuses.code.applying')} />
        </div>
      </form>
    </section>
  );
}
