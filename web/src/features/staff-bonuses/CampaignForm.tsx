import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { AdminCampaign, CampaignSaved } from '../../api/generated/api';
import { FormFailure } from '../../components/staff/FormFailure';
import { SaveOrCancel } from '../../components/staff/SaveOrCancel';
import type { Rules } from '../../core/rules';
import { useCoreFormik } from '../../core/useCoreFormik';
import { LOCALES } from '../../i18n/locales';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { typedAmount } from '../../lib/money';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { useSaveCampaign } from './api/saveBonusCampaign';
import { fieldId as f, type CampaignFields } from './campaignFields';
import { CampaignTermsFields } from './CampaignTermsFields';
import { CampaignTextsFieldset } from './CampaignTextsFieldset';
import { initialValues, newCampaignFailures, noFailures, placeTextFailure, textOf, updateOf, type CampaignValues } from './campaignValues';
import { ContributionsFieldset } from './ContributionsFieldset';
import { ensureStaffBonusesStrings } from './strings';
import { useContributionRows } from './useContributionRows';

export interface CampaignFormProps {
  /** The campaign version to change (its currency stays), or null for a new campaign. */
  campaign: AdminCampaign | null;
  /** The game categories a contribution may name. */
  categories: string[];
  /** The rulebook: the campaign's amounts fill the fields as the page's language types them. */
  rules: Rules;
  onSaved: (answer: CampaignSaved) => void;
  onCancel: () => void;
}

/**
 * A campaign's terms, contributions and texts, saved as its next version. Opens in place with
 * the focus on its heading; Escape or Cancel closes it. The server checks every figure and names
 * each failing field, said under it with the focus on the first.
 */
export function CampaignForm({ campaign, categories, rules, onSaved, onCancel }: CampaignFormProps) {
  const { t, i18n } = useTranslationWith(ensureStaffBonusesStrings);
  const { text } = useErrorText();
  const save = useSaveCampaign();
  const isNew = campaign === null;
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const page = LOCALES.some((l) => l.lang === i18n.language) ? i18n.language : 'fr';

  const form = useCoreFormik<CampaignValues>({
    initial: () => initialValues(campaign, page, (amount) => typedAmount(rules, amount)),
    check: isNew ? newCampaignFailures : noFailures,
    onSubmit: async (values) => {
      try {
        onSaved(await save.mutateAsync(updateOf(campaign, values, rows)));
      } catch (e) {
        if (!form.reportFields(placeTextFailure(fieldFailures(e), values))) setFailure(failureOf(e));
      }
    },
  });
  const busy = form.busy;
  const { rows, setRow, addRow, removeRow } = useContributionRows(campaign, categories, () => form.clearReported('contributions'));

  useEffect(() => headingRef.current?.focus(), []);

  useEscapeToCancel(rootRef, onCancel, busy);

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  const errorOf = (name: string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  const change = (name: string, value: string | boolean) => {
    form.set(name, value);
    setFailure(null);
  };

  /** Another language: its stored texts (or none yet) fill the fields. */
  const chooseLanguage = (lang: string) => {
    const stored = textOf(campaign, lang);
    change('lang', lang);
    change('title', stored?.title ?? '');
    change('summary', stored?.summary ?? '');
    change('terms', stored?.terms ?? '');
  };

  const headingId = f('title-heading');
  const fields: CampaignFields = { values: form.values, errorOf, change, touch: form.touch };

  return (
    <section ref={rootRef} className="border-top pt-3 mt-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-1">
            {isNew ? t('staffBonuses.campaignForm.newTitle') : t('staffBonuses.campaignForm.editTitle', { id: campaign.id, currency: campaign.currency })}
          </h3>
          <p className="text-body-secondary small mb-0">
            {isNew ? t('staffBonuses.campaignForm.newLead') : t('staffBonuses.campaignForm.editLead', { version: campaign.version, currency: campaign.currency })}
          </p>
        </div>

        <CampaignTermsFields isNew={isNew} {...fields} />
        <ContributionsFieldset rows={rows} categories={categories} error={errorOf('contributions')} onChange={setRow} onAdd={addRow} onRemove={removeRow} />
        <CampaignTextsFieldset campaign={campaign} {...fields} onLanguage={chooseLanguage} />

        <FormFailure failure={failure} />
        <SaveOrCancel busy={busy} label={t('staffBonuses.campaignForm.submit')} onCancel={onCancel} />
      </form>
    </section>
  );
}
