import { useState, type FormEvent } from 'react';
import { failureOf, fieldFailures } from '../../api/errors';
import type { BonusCodeView } from '../../api/generated/api';
import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import { ReadingState } from '../../components/staff/ReadingState';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { useCampaigns } from './api/getBonusCampaigns';
import { useSaveBonusCode } from './api/saveBonusCode';
import { BonusCodesTable } from './BonusCodesTable';
import { ensureStaffBonusesStrings } from './strings';

interface CodeValues extends Record<string, string | boolean> {
  code: string;
  /** A campaign's slug, or '' for a promo code that gives nothing. */
  campaign_id: string;
  single_use: boolean;
  active: boolean;
}

const EMPTY_CODE: CodeValues = { code: '', campaign_id: '', single_use: false, active: true };

function codeFailures(rules: Rules, v: CodeValues): Failures<CodeValues> {
  const code = rules.required(v.code).error;
  return code ? { code } : {};
}

/**
 * The bonus codes, and a form that creates a code or changes one (a code already listed is
 * replaced): the campaign whose bonus it gives, or none (a promo code only), whether it is given
 * once in all, whether it is accepted.
 */
export function BonusCodesSection() {
  const { t } = useTranslationWith(ensureStaffBonusesStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const campaigns = useCampaigns();
  const save = useSaveBonusCode();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const data = campaigns.data ?? null;
  const loading = campaigns.isFetching && data === null;
  const failure = campaigns.isError && !campaigns.isFetching && data === null ? failureOf(campaigns.error) : null;
  // A campaign is listed once per currency; a code names the campaign.
  const slugs = [...new Set(data?.list.campaigns.map((c) => c.id) ?? [])];

  const form = useCoreFormik<CodeValues>({
    initial: EMPTY_CODE,
    check: codeFailures,
    onSubmit: async (values) => {
      const body: BonusCodeView = {
        code: values.code.trim(),
        campaign_id: values.campaign_id === '' ? null : values.campaign_id,
        single_use: values.single_use,
        active: values.active,
      };
      try {
        const answer = await save.mutateAsync(body);
        setOutcome({ kind: 'success', answer, params: { code: body.code } });
        form.reset(EMPTY_CODE);
      } catch (e) {
        if (!form.reportFields(fieldFailures(e))) setOutcome({ kind: 'failure', failure: failureOf(e) });
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    setOutcome(null);
    void form.handleSubmit(event);
  };
  const change = (name: keyof CodeValues & string, value: string | boolean) => {
    form.set(name, value);
    setOutcome(null);
  };
  /** A listed code into the form, to change it. */
  const edit = (code: BonusCodeView) => {
    setOutcome(null);
    form.reset({ code: code.code, campaign_id: code.campaign_id ?? '', single_use: code.single_use, active: code.active });
    document.getElementById('admin-code-code')?.focus();
  };

  const errorOf = (name: string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };

  return (
    <section className="card" aria-labelledby="admin-codes-title">
      <div className="card-body">
        <h2 id="admin-codes-title" className="h5 mb-1">
          {t('staffBonuses.codes.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffBonuses.codes.lead')}</p>
        <ReadingState loading={loading} failure={failure} onRetry={() => void campaigns.refetch()} />
        {data && data.list.codes.length === 0 ? <p className="empty-state text-center">{t('staffBonuses.codes.empty')}</p> : null}
        {data && data.list.codes.length > 0 ? (
          <BonusCodesTable codes={data.list.codes} onEdit={edit} />
        ) : null}

        <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy} aria-labelledby="admin-code-form-title">
          <div className="col-12">
            <h3 id="admin-code-form-title" className="h6 mb-0">
              {t('staffBonuses.codes.formTitle')}
            </h3>
          </div>
          <Field
            id="admin-code-code"
            name="code"
            label={t('staffBonuses.codes.code')}
            value={form.values.code}
            error={errorOf('code')}
            hint={t('staffBonuses.codes.codeHint')}
            onChange={(e) => change('code', e.target.value)}
            onBlur={() => form.touch('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            className="col-12 col-md-6"
          />
          <SelectField
            id="admin-code-campaign"
            name="campaign_id"
            label={t('staffBonuses.codes.campaign')}
            value={form.values.campaign_id}
            error={errorOf('campaign_id')}
            onChange={(e) => change('campaign_id', e.target.value)}
            className="col-12 col-md-6"
          >
            <option value="">{t('staffBonuses.codes.none')}</option>
            {/* A code may name a campaign the list no longer holds: it stays choosable. */}
            {(form.values.campaign_id === '' || slugs.includes(form.values.campaign_id) ? slugs : [form.values.campaign_id, ...slugs]).map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </SelectField>
          <CheckField
            id="admin-code-single-use"
            name="single_use"
            label={t('staffBonuses.codes.singleUse')}
            checked={form.values.single_use}
            onChange={(e) => change('single_use', e.target.checked)}
            className="col-12 col-sm-6"
          />
          <CheckField
            id="admin-code-active"
            name="active"
            label={t('staffBonuses.codes.active')}
            checked={form.values.active}
            onChange={(e) => change('active', e.target.checked)}
            className="col-12 col-sm-6"
          />
          <div className={outcome ? 'col-12' : 'col-12 mt-0'}>
            <StaffOutcome outcome={outcome} />
          </div>
          <SubmitButton busy={busy} label={t('staffBonuses.codes.submit')} busyLabel={t('staff.working')} />
        </form>
      </div>
    </section>
  );
}
