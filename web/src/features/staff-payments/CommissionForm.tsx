import { useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../api/idempotency';
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
import { formatMoney } from '../../lib/money';
import { pageLanguage } from '../../lib/pageLanguage';
import { useSiteSettings } from '../../lib/siteSettings';
import type { Outcome } from '../../lib/staff/outcome';
import { useRecordAffiliateCommission } from './api/recordAffiliateCommission';
import { ensureStaffPaymentsStrings } from './strings';

interface CommissionValues extends Record<string, string> {
  username: string;
  amount: string;
  currency: string;
  note: string;
}

const FIELDS = ['username', 'amount', 'currency', 'note'] as const;
const EMPTY: CommissionValues = { username: '', amount: '', currency: 'EUR', note: '' };

function commissionFailures(rules: Rules, v: CommissionValues): Failures<CommissionValues> {
  const failures: Failures<CommissionValues> = {
    username: rules.required(v.username).error,
    amount: rules.commission_amount(v.amount, v.currency, pageLanguage()).error,
    note: rules.commission_note(v.note).error,
  };
  return Object.fromEntries(Object.entries(failures).filter(([, f]) => f)) as Failures<CommissionValues>;
}

/**
 * Records an affiliate commission the casino owes a player: the first of the two administrators
 * it needs (another one confirms it in the queue below, and only then is it paid). The rules of
 * the amount and the note are casino-core's. A retry of the same entry (no answer came) sends the
 * same idempotency key, so it is never recorded twice.
 */
export function CommissionForm() {
  const { t } = useTranslationWith(ensureStaffPaymentsStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const { currencies } = useSiteSettings();
  const record = useRecordAffiliateCommission();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // One key per entry as typed: changed values make a new entry, a resend of the same one does not.
  const attempt = useRef<{ entry: string; key: string } | null>(null);
  const form = useCoreFormik<CommissionValues>({
    initial: () => ({ ...EMPTY, currency: currencies[0] ?? EMPTY.currency }),
    check: commissionFailures,
    onSubmit: async (values) => {
      // The select offers the site's currencies only.
      const currency = currencies.find((c) => c === values.currency);
      if (!currency) return;
      const body = {
        username: values.username.trim(),
        amount: form.rules?.commission_amount(values.amount, values.currency, pageLanguage()).value ?? values.amount.trim(),
        currency,
        note: values.note.trim(),
      };
      const entry = JSON.stringify(body);
      if (attempt.current?.entry !== entry) attempt.current = { entry, key: newIdempotencyKey() };
      try {
        const answer = await record.mutateAsync({ ...body, idempotency_key: attempt.current.key });
        const tx = answer.transaction;
        setOutcome({ kind: 'success', answer, params: { amount: formatMoney(form.rules, tx.amount, tx.currency) } });
        attempt.current = null;
        form.reset({ ...EMPTY, currency: values.currency });
      } catch (e) {
        const fields = fieldFailures(e);
        if (FIELDS.some((name) => fields[name])) {
          form.report(fields);
          form.focusFirstInvalid();
        } else setOutcome({ kind: 'failure', failure: failureOf(e) });
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    setOutcome(null);
    void form.handleSubmit(event);
  };
  const failure = (name: (typeof FIELDS)[number]) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  const change = (name: (typeof FIELDS)[number]) => (e: { target: { value: string } }) => {
    form.set(name, e.target.value);
    setOutcome(null);
  };

  return (
    <section className="card" aria-labelledby="admin-commission-title">
      <form className="card-body row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
        <div className="col-12">
          <h2 id="admin-commission-title" className="h5 mb-1">
            {t('staffPayments.commission.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('staffPayments.commission.lead')}</p>
        </div>
        <Field
          id="admin-commission-username"
          name="username"
          label={t('staffPayments.commission.username')}
          value={form.values.username}
          error={failure('username')}
          onChange={change('username')}
          onBlur={() => form.touch('username')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          className="col-12 col-md-6"
        />
        <Field
          id="admin-commission-amount"
          name="amount"
          label={t('staffPayments.commission.amount')}
          value={form.values.amount}
          error={failure('amount')}
          onChange={change('amount')}
          onBlur={() => form.touch('amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          className="col-7 col-md-3"
        />
        <SelectField
          id="admin-commission-currency"
          name="currency"
          label={t('staffPayments.commission.currency')}
          value={form.values.currency}
          error={failure('currency')}
          onChange={change('currency')}
          className="col-5 col-md-3"
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <Field
          id="admin-commission-note"
          name="note"
          label={t('staffPayments.commission.note')}
          hint={t('staffPayments.commission.noteHint')}
          value={form.values.note}
          error={failure('note')}
          onChange={change('note')}
          onBlur={() => form.touch('note')}
          maxLength={form.rules?.form_limits().commission_note_max}
          autoComplete="off"
          required
          className="col-12"
        />
        <div className={outcome ? 'col-12' : 'col-12 mt-0'}>
          <StaffOutcome outcome={outcome} />
        </div>
        <SubmitButton busy={form.busy} label={t('staffPayments.commission.submit')} busyLabel={t('staff.working')} />
      </form>
    </section>
  );
}
