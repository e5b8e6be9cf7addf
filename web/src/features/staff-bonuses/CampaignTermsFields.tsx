import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { fieldId as f, type CampaignFields } from './campaignFields';
import { AMOUNTS, CURRENCIES, KINDS, LABELS, type Figure } from './campaignValues';
import { ensureStaffBonusesStrings } from './strings';

/** The campaign's slug, currency and kind, its figures (each as typed) and whether it is given. */
export function CampaignTermsFields({ isNew, values: v, errorOf, change, touch }: CampaignFields & { isNew: boolean }) {
  const { t } = useTranslationWith(ensureStaffBonusesStrings);
  const c = (key: string, params: Record<string, string> = {}) => t(`staffBonuses.campaignForm.${key}`, params);
  const third = 'col-12 col-sm-6 col-lg-4';

  const figureField = (name: Figure, hint?: string) => (
    <Field
      key={name}
      id={f(name)}
      name={name}
      label={c(LABELS[name], { currency: v.currency })}
      value={v[name]}
      error={errorOf(name)}
      hint={hint}
      onChange={(e) => change(name, e.target.value)}
      onBlur={() => touch(name)}
      inputMode={AMOUNTS.has(name) ? 'decimal' : 'numeric'}
      autoComplete="off"
      required
      className={third}
    />
  );

  return (
    <>
      <Field
        id={f('id')}
        name="id"
        label={c('id')}
        value={v.id}
        error={errorOf('id')}
        hint={isNew ? c('idHint') : undefined}
        onChange={(e) => change('id', e.target.value)}
        onBlur={() => touch('id')}
        readOnly={!isNew}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        className={third}
      />
      {isNew ? (
        <SelectField id={f('currency')} name="currency" label={c('currency')} value={v.currency} error={errorOf('currency')} onChange={(e) => change('currency', e.target.value)} className={third}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field id={f('currency')} name="currency" label={c('currency')} value={v.currency} error={errorOf('currency')} readOnly className={third} />
      )}
      <SelectField id={f('kind')} name="kind" label={c('kind')} value={v.kind} error={errorOf('kind')} onChange={(e) => change('kind', e.target.value)} className={third}>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`staffBonuses.kinds.${k}`)}
          </option>
        ))}
      </SelectField>

      {figureField('percent', c('percentHint'))}
      {figureField('fixed')}
      {figureField('min_deposit')}
      {figureField('max_bonus')}
      {figureField('wagering_multiple')}
      {figureField('validity_days')}
      {figureField('max_bet', c('maxBetHint'))}
      {figureField('position', c('positionHint'))}
      <CheckField
        id={f('active')}
        name="active"
        label={c('active')}
        checked={v.active}
        onChange={(e) => change('active', e.target.checked)}
        className="col-12 col-sm-6 col-lg-4 align-self-end"
      />
    </>
  );
}
