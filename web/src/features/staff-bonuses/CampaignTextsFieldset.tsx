import type { AdminCampaign } from '../../api/generated/api';
import { Field, TextAreaField } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { LOCALES } from '../../i18n/locales';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { fieldId as f, type CampaignFields } from './campaignFields';
import { PLACEHOLDERS, textOf } from './campaignValues';
import { ensureStaffBonusesStrings } from './strings';

interface Props extends CampaignFields {
  /** The campaign whose stored texts are edited (null: a new one, whose texts are required). */
  campaign: AdminCampaign | null;
  /** Another language chosen: its stored texts fill the fields. */
  onLanguage: (lang: string) => void;
}

/** The campaign's texts players read, one language at a time, with the placeholders they may hold. */
export function CampaignTextsFieldset({ campaign, values: v, errorOf, change, touch, onLanguage }: Props) {
  const { t } = useTranslationWith(ensureStaffBonusesStrings);
  const c = (key: string) => t(`staffBonuses.campaignForm.${key}`);
  const isNew = campaign === null;
  return (
    <fieldset className="col-12" aria-describedby={`${f('texts-lead')} ${f('placeholders')}`}>
      <legend className="h6 mb-1">{c('texts')}</legend>
      <p id={f('texts-lead')} className="form-text mt-0">
        {c('textsLead')}
      </p>
      <p id={f('placeholders')} className="form-text">
        {c('placeholders')}{' '}
        {PLACEHOLDERS.map((p, i) => (
          <span key={p}>
            {i > 0 ? ' ' : null}
            <code>{p}</code>
          </span>
        ))}
      </p>
      <div className="row g-3">
        <SelectField
          id={f('lang')}
          name="lang"
          label={c('language')}
          value={v.lang}
          error={errorOf('lang')}
          hint={textOf(campaign, v.lang) ? undefined : c('noText')}
          onChange={(e) => onLanguage(e.target.value)}
          className="col-12 col-sm-6 col-lg-4"
        >
          {LOCALES.map((l) => (
            <option key={l.lang} value={l.lang} lang={l.lang}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <Field
          id={f('title')}
          name="title"
          label={c('title')}
          value={v.title}
          error={errorOf('title')}
          onChange={(e) => change('title', e.target.value)}
          onBlur={() => touch('title')}
          lang={v.lang}
          autoComplete="off"
          required={isNew}
          className="col-12 col-lg-8"
        />
        <TextAreaField
          id={f('summary')}
          name="summary"
          label={c('summary')}
          value={v.summary}
          error={errorOf('summary')}
          onChange={(e) => change('summary', e.target.value)}
          onBlur={() => touch('summary')}
          lang={v.lang}
          rows={2}
          required={isNew}
        />
        <TextAreaField
          id={f('terms')}
          name="terms"
          label={c('terms')}
          value={v.terms}
          error={errorOf('terms')}
          onChange={(e) => change('terms', e.target.value)}
          lang={v.lang}
          rows={5}
        />
      </div>
    </fieldset>
  );
}
