import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView, ResponsibleView } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import type { BonusMath } from '../../core/bonus';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { formatMoment, formatMoney } from '../../lib/money';
import { setLimits } from './api/setLimits';
import {
  LIMIT_PERIODS,
  limitField,
  limitOf,
  limitsFailures,
  limitsUpdate,
  limitsValues,
  type LimitKind,
  type LimitsValues,
} from './limitsRules';

interface Props {
  view: ResponsibleView;
  /** The bonus module with casino-core's limits rules; null if it could not load (the server checks). */
  math: BonusMath | null;
  /** casino-core, to write the limits as the page's language types amounts; null if it could not load. */
  rules: Rules | null;
  onSaved: (view: ResponsibleView) => void;
}

/**
 * The deposit limits, then the loss limits: one amount per rolling period (empty for none), each
 * with what the period has used (deposited, or lost net) and the change waiting its 24 hours, if
 * any. casino-core's rules (amounts, no longer period below a shorter one of the same kind)
 * answer as the player types; the server answers for the rest. One save sends all six, since the
 * server changes the loss limits only when the three of them are sent.
 */
export function LimitsForm({ view, math, rules, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const [saved, setSaved] = useState<{ code: string; message: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const check = useCallback((_rules: Rules, values: LimitsValues) => limitsFailures(math, values, view.currency), [math, view.currency]);
  const form = useCoreFormik<LimitsValues>({
    initial: () => limitsValues(view, rules),
    check,
    onSubmit: async (values) => {
      try {
        const answer = await setLimits(limitsUpdate(values));
        onSaved(answer.responsible);
        form.reset(limitsValues(answer.responsible, rules));
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

  const amount = (value: string) => formatMoney(rules, value, view.currency);
  const moment = (millis: number) => (rules ? formatMoment(rules, millis) : '…');

  /** What a period has used of its limit (deposited, or lost), and the change waiting, if any. */
  const hint = (kind: LimitKind, limit: LimitView | undefined) => {
    if (!limit) return undefined;
    const loss = kind === 'loss';
    const used = limit.amount
      ? t(loss ? 'responsible.limits.lost' : 'responsible.limits.used', { used: amount(limit.used), limit: amount(limit.amount) })
      : t(loss ? 'responsible.limits.lostNoLimit' : 'responsible.limits.usedNoLimit', { used: amount(limit.used) });
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

  /** The three fields of one kind of limit, shortest period first. */
  const fields = (kind: LimitKind) =>
    LIMIT_PERIODS.map((period) => {
      const name = limitField(kind, period);
      const f = form.failureOf(name);
      return (
        <Field
          key={name}
          id={`responsible-${name}`}
          label={t(`responsible.limits.${period}`, { currency: view.currency })}
          name={name}
          value={form.values[name]}
          error={f ? text(f.code, f.params) : undefined}
          hint={hint(kind, limitOf(view, kind, period))}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => {
            setSaved(null);
            form.set(name, e.target.value);
          }}
          onBlur={() => form.touch(name)}
        />
      );
    });

  const success = saved ? (i18n.exists(saved.code, { ns: 'errors' }) ? text(saved.code) : saved.message) : null;

  return (
    <section className="mb-4" aria-labelledby="responsible-limits-title">
      <h3 className="h5" id="responsible-limits-title">
        {t('responsible.limits.title')}
      </h3>
      <p className="narrow">{t('responsible.limits.lead', { currency: view.currency })}</p>
      <form className="card narrow" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy} aria-labelledby="responsible-limits-title">
        <div className="card-body row g-3">
          <fieldset className="col-12">
            <legend className="h6 mb-2">{t('responsible.limits.deposits')}</legend>
            <div className="row g-3">{fields('deposit')}</div>
          </fieldset>
          <fieldset className="col-12 border-top pt-3" aria-describedby="responsible-loss-lead">
            <legend className="h6 mb-1">{t('responsible.limits.losses')}</legend>
            <p className="form-text mt-0 mb-2" id="responsible-loss-lead">
              {t('responsible.limits.lossLead')}
            </p>
            <div className="row g-3">{fields('loss')}</div>
          </fieldset>
          <p className="col-12 small text-body-secondary mb-0">{t('responsible.limits.rule')}</p>
          <FormOutcome success={success} failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('responsible.limits.save')} busyLabel={t('responsible.limits.saving')} />
        </div>
      </form>
    </section>
  );
}
