import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView, ResponsibleView } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import type { BonusMath } from '../../core/bonus';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { formatMoment, formatPlain } from '../../lib/money';
import { setDepositLimits } from './api/responsibleApi';
import { LIMIT_PERIODS, limitField, limitOf, limitsFailures, limitsValues, type LimitsValues } from './limitsRules';

interface Props {
  view: ResponsibleView;
  /** The bonus module with casino-core's limits rule; null if it could not load (the server checks). */
  math: BonusMath | null;
  onSaved: (view: ResponsibleView) => void;
}

/**
 * The deposit limits: one amount per rolling period (empty for none), each with what the period
 * has used and the change waiting its 24 hours, if any. casino-core's rule (amounts, no longer
 * period below a shorter one) answers as the player types; the server answers for the rest.
 */
export function DepositLimitsForm({ view, math, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const rules = useRulebook();
  const [saved, setSaved] = useState<{ code: string; message: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const check = useCallback((_rules: Rules, values: LimitsValues) => limitsFailures(math, values), [math]);
  const form = useCoreFormik<LimitsValues>({
    initial: () => limitsValues(view),
    check,
    onSubmit: async (values) => {
      try {
        const answer = await setDepositLimits({
          deposit_day: values.deposit_day,
          deposit_week: values.deposit_week,
          deposit_month: values.deposit_month,
        });
        onSaved(answer.responsible);
        form.reset(limitsValues(answer.responsible));
        setSaved({ code: answer.code, message: answer.message });
      } catch (e) {
        if (!form.reportFields(fieldFailures(e) as Failures<LimitsValues>)) setFailure(failureOf(e));
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    setSaved(null);
    setFailure(null);
    void form.handleSubmit(event);
  };

  const amount = (value: string) => formatPlain(rules, value);
  const moment = (millis: number) => (rules ? formatMoment(rules, millis) : '…');

  /** What a period has used of its limit, and the change waiting, if any. */
  const hint = (limit: LimitView | undefined) => {
    if (!limit) return undefined;
    const used = limit.amount
      ? t('responsible.limits.used', { used: amount(limit.used), limit: amount(limit.amount) })
      : t('responsible.limits.usedNoLimit', { used: amount(limit.used) });
    const pending = limit.pending;
    return (
      <>
        <span className="d-block">{used}</span>
        {pending ? (
          <span className="d-block">
            {pending.amount
              ? t('responsible.limits.rises', { amount: amount(pending.amount), date: moment(pending.from) })
              : t('responsible.limits.removed', { date: moment(pending.from) })}
            {limit.amount ? ` ${t('responsible.limits.keep', { amount: amount(limit.amount) })}` : null}
          </span>
        ) : null}
      </>
    );
  };

  const success = saved ? (i18n.exists(saved.code, { ns: 'errors' }) ? text(saved.code) : saved.message) : null;

  return (
    <section className="mb-4" aria-labelledby="responsible-limits-title">
      <h3 className="h5" id="responsible-limits-title">
        {t('responsible.limits.title')}
      </h3>
      <p className="narrow">{t('responsible.limits.lead', { currency: view.currency })}</p>
      <form className="card narrow" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy} aria-labelledby="responsible-limits-title">
        <div className="card-body row g-3">
          {LIMIT_PERIODS.map((period) => {
            const name = limitField(period);
            const f = form.failureOf(name);
            return (
              <Field
                key={period}
                id={`responsible-${name}`}
                label={t(`responsible.limits.${period}`, { currency: view.currency })}
                name={name}
                value={form.values[name]}
                error={f ? text(f.code, f.params) : undefined}
                hint={hint(limitOf(view, period))}
                inputMode="decimal"
                autoComplete="off"
                onChange={(e) => {
                  setSaved(null);
                  form.set(name, e.target.value);
                }}
                onBlur={() => form.touch(name)}
              />
            );
          })}
          <p className="col-12 small text-body-secondary mb-0">{t('responsible.limits.rule')}</p>
          <FormOutcome success={success} failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('responsible.limits.save')} busyLabel={t('responsible.limits.saving')} />
        </div>
      </form>
    </section>
  );
}
