import { useEffect, useRef, useState, type FormEvent, type TextareaHTMLAttributes } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { AdminCampaign, BonusKind, CampaignSaved, CampaignText, CampaignUpdate } from '../../api/generated/api';
import { CheckField } from '../../components/CheckField';
import { Field, FieldError, useFieldIds } from '../../components/Field';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { SelectField } from '../../components/SelectField';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { LOCALES } from '../../i18n/locales';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useSaveCampaign } from './api/useCampaigns';
import { useEscapeToCancel } from './useEscapeToCancel';
import { ensureStaffStrings } from './strings';

/** The kinds of bonus a campaign gives, in the order of the select. */
export const KINDS: readonly BonusKind[] = ['welcome', 'reload', 'code', 'referral', 'cashback', 'weekly', 'monthly', 'loyalty'];
/** The currencies a campaign version is written in. */
const CURRENCIES = ['EUR', 'USD', 'INR'] as const;
/** What the texts may hold, replaced by the campaign's figures where the players read them. */
const PLACEHOLDERS = ['{percent}', '{min_deposit}', '{max_bonus}', '{bonus}', '{max_bet}', '{wagering}', '{days}'];

/** The figures of the terms, sent as typed (money is never a number here). */
const FIGURES = ['percent', 'fixed', 'min_deposit', 'max_bonus', 'wagering_multiple', 'validity_days', 'max_bet', 'position'] as const;
type Figure = (typeof FIGURES)[number];
/** Each figure's label (`admin.campaignForm.…`). */
const LABELS: Record<Figure, string> = {
  percent: 'percent',
  fixed: 'fixed',
  min_deposit: 'minDeposit',
  max_bonus: 'maxBonus',
  wagering_multiple: 'wagering',
  validity_days: 'validity',
  max_bet: 'maxBet',
  position: 'position',
};
/** The figures that are amounts of the campaign's currency. */
const AMOUNTS: ReadonlySet<Figure> = new Set(['fixed', 'min_deposit', 'max_bonus', 'max_bet']);

interface CampaignValues extends Record<string, string | boolean> {
  id: string;
  currency: string;
  kind: string;
  percent: string;
  fixed: string;
  min_deposit: string;
  max_bonus: string;
  wagering_multiple: string;
  validity_days: string;
  max_bet: string;
  position: string;
  active: boolean;
  /** The language whose texts are edited (one at a time). */
  lang: string;
  title: string;
  summary: string;
  terms: string;
}

/** A contribution row; `key` keeps a row's controls when one above it is removed. */
interface Row {
  key: number;
  category: string;
  percent: string;
}

function textOf(campaign: AdminCampaign | null, lang: string): CampaignText | undefined {
  return campaign?.texts.find((x) => x.lang === lang);
}

function initialValues(campaign: AdminCampaign | null, lang: string): CampaignValues {
  const words = { lang, title: textOf(campaign, lang)?.title ?? '', summary: textOf(campaign, lang)?.summary ?? '', terms: textOf(campaign, lang)?.terms ?? '' };
  if (!campaign) {
    return {
      id: '',
      currency: 'EUR',
      kind: 'welcome',
      percent: '0',
      fixed: '0',
      min_deposit: '',
      max_bonus: '',
      wagering_multiple: '',
      validity_days: '',
      max_bet: '0',
      position: '',
      active: true,
      ...words,
    };
  }
  return {
    id: campaign.id,
    currency: campaign.currency,
    kind: campaign.kind,
    percent: campaign.percent,
    fixed: campaign.fixed,
    min_deposit: campaign.min_deposit,
    max_bonus: campaign.max_bonus,
    wagering_multiple: campaign.wagering_multiple,
    validity_days: campaign.validity_days,
    max_bet: campaign.max_bet,
    position: String(campaign.position),
    active: campaign.active,
    ...words,
  };
}

/**
 * casino-core's part of the form: a new campaign needs its slug and its words in one language
 * (the figures are checked by the server's `check_campaign`, which names every failing field).
 */
function newCampaignFailures(rules: Rules, v: CampaignValues): Failures<CampaignValues> {
  const failures: Failures<CampaignValues> = {};
  for (const name of ['id', 'title', 'summary'] as const) {
    const error = rules.required(v[name]).error;
    if (error) failures[name] = error;
  }
  return failures;
}

function noFailures(): Failures<CampaignValues> {
  return {};
}

/** The texts of the edited language, when they differ from the stored ones (none otherwise). */
function changedTexts(campaign: AdminCampaign | null, v: CampaignValues): CampaignText[] {
  const stored = textOf(campaign, v.lang);
  const typed = { lang: v.lang, title: v.title.trim(), summary: v.summary.trim(), terms: v.terms.trim() };
  const same = typed.title === (stored?.title ?? '') && typed.summary === (stored?.summary ?? '') && typed.terms === (stored?.terms ?? '');
  return same ? [] : [typed];
}

/** What `admin/save_bonus_campaign` receives: every figure as typed. */
function updateOf(campaign: AdminCampaign | null, v: CampaignValues, rows: Row[]): CampaignUpdate {
  const figures = Object.fromEntries(FIGURES.map((name) => [name, v[name].trim()])) as Record<Figure, string>;
  return {
    id: v.id.trim(),
    currency: v.currency,
    kind: v.kind,
    ...figures,
    active: v.active,
    contributions: rows.map((r) => ({ category: r.category, percent: r.percent.trim() })),
    texts: changedTexts(campaign, v),
  };
}

/** The server names `texts` as a whole: its failure is said under the control that holds it. */
function placeTextFailure(fields: Record<string, Failure>, v: CampaignValues): Record<string, Failure> {
  const { texts, ...rest } = fields;
  if (!texts) return fields;
  const at = texts.code === 'choice_invalid' ? 'lang' : v.title.trim() === '' ? 'title' : v.summary.trim() === '' ? 'summary' : 'title';
  return { ...rest, [at]: texts };
}

export interface CampaignFormProps {
  /** The campaign version to change (its currency stays), or null for a new campaign. */
  campaign: AdminCampaign | null;
  /** The game categories a contribution may name. */
  categories: string[];
  onSaved: (answer: CampaignSaved) => void;
  onCancel: () => void;
}

/**
 * A campaign's terms, contributions and texts, saved as its next version. Opens in place with
 * the focus on its heading; Escape or Cancel closes it. The server checks every figure and names
 * each failing field, said under it with the focus on the first.
 */
export function CampaignForm({ campaign, categories, onSaved, onCancel }: CampaignFormProps) {
  const { t, i18n } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const save = useSaveCampaign();
  const isNew = campaign === null;
  const [rows, setRows] = useState<Row[]>(() =>
    campaign ? campaign.contributions.map((c, key) => ({ key, ...c })) : [{ key: 0, category: categories[0] ?? '', percent: '100' }],
  );
  const nextKey = useRef(rows.length);
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const page = LOCALES.some((l) => l.lang === i18n.language) ? i18n.language : 'fr';

  const form = useCoreFormik<CampaignValues>({
    initial: () => initialValues(campaign, page),
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

  const setRow = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    form.clearReported('contributions');
  };
  const addRow = () => {
    const unused = categories.find((c) => !rows.some((r) => r.category === c)) ?? categories[0] ?? '';
    setRows((list) => [...list, { key: nextKey.current++, category: unused, percent: '100' }]);
    form.clearReported('contributions');
  };
  const removeRow = (key: number) => {
    setRows((list) => list.filter((r) => r.key !== key));
    form.clearReported('contributions');
  };

  /** Another language: its stored texts (or none yet) fill the fields. */
  const chooseLanguage = (lang: string) => {
    const stored = textOf(campaign, lang);
    change('lang', lang);
    change('title', stored?.title ?? '');
    change('summary', stored?.summary ?? '');
    change('terms', stored?.terms ?? '');
  };

  const f = (name: string) => `campaign-form-${name}`;
  const v = form.values;
  const contributionsError = errorOf('contributions');
  const headingId = f('title-heading');
  const currency = v.currency;

  const figureField = (name: Figure, hint?: string) => (
    <Field
      key={name}
      id={f(name)}
      name={name}
      label={t(`admin.campaignForm.${LABELS[name]}`, { currency })}
      value={v[name]}
      error={errorOf(name)}
      hint={hint}
      onChange={(e) => change(name, e.target.value)}
      onBlur={() => form.touch(name)}
      inputMode={AMOUNTS.has(name) ? 'decimal' : 'numeric'}
      autoComplete="off"
      required
      className="col-12 col-sm-6 col-lg-4"
    />
  );

  return (
    <section ref={rootRef} className="border-top pt-3 mt-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-1">
            {isNew ? t('admin.campaignForm.newTitle') : t('admin.campaignForm.editTitle', { id: campaign.id, currency: campaign.currency })}
          </h3>
          <p className="text-body-secondary small mb-0">
            {isNew ? t('admin.campaignForm.newLead') : t('admin.campaignForm.editLead', { version: campaign.version, currency: campaign.currency })}
          </p>
        </div>

        <Field
          id={f('id')}
          name="id"
          label={t('admin.campaignForm.id')}
          value={v.id}
          error={errorOf('id')}
          hint={isNew ? t('admin.campaignForm.idHint') : undefined}
          onChange={(e) => change('id', e.target.value)}
          onBlur={() => form.touch('id')}
          readOnly={!isNew}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          className="col-12 col-sm-6 col-lg-4"
        />
        {isNew ? (
          <SelectField
            id={f('currency')}
            name="currency"
            label={t('admin.campaignForm.currency')}
            value={v.currency}
            error={errorOf('currency')}
            onChange={(e) => change('currency', e.target.value)}
            className="col-12 col-sm-6 col-lg-4"
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field
            id={f('currency')}
            name="currency"
            label={t('admin.campaignForm.currency')}
            value={v.currency}
            error={errorOf('currency')}
            readOnly
            className="col-12 col-sm-6 col-lg-4"
          />
        )}
        <SelectField
          id={f('kind')}
          name="kind"
          label={t('admin.campaignForm.kind')}
          value={v.kind}
          error={errorOf('kind')}
          onChange={(e) => change('kind', e.target.value)}
          className="col-12 col-sm-6 col-lg-4"
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.kinds.${k}`)}
            </option>
          ))}
        </SelectField>

        {figureField('percent', t('admin.campaignForm.percentHint'))}
        {figureField('fixed')}
        {figureField('min_deposit')}
        {figureField('max_bonus')}
        {figureField('wagering_multiple')}
        {figureField('validity_days')}
        {figureField('max_bet', t('admin.campaignForm.maxBetHint'))}
        {figureField('position', t('admin.campaignForm.positionHint'))}
        <CheckField
          id={f('active')}
          name="active"
          label={t('admin.campaignForm.active')}
          checked={v.active}
          onChange={(e) => change('active', e.target.checked)}
          className="col-12 col-sm-6 col-lg-4 align-self-end"
        />

        <fieldset className="col-12" aria-describedby={f('contributions-lead')}>
          <legend className="h6 mb-1">{t('admin.campaignForm.contributions')}</legend>
          <p id={f('contributions-lead')} className="form-text mt-0">
            {t('admin.campaignForm.contributionsLead')}
          </p>
          {rows.length === 0 ? <p className="text-body-secondary small">{t('admin.campaignForm.noContribution')}</p> : null}
          <ul className="list-unstyled mb-2">
            {rows.map((row, i) => {
              const n = String(i + 1);
              const aria = contributionsError ? { 'aria-invalid': true, 'aria-describedby': f('contributions-error') } : {};
              return (
                <li key={row.key} className="row g-2 align-items-end mb-2">
                  <div className="col-12 col-sm-6">
                    <label htmlFor={f(`category-${row.key}`)} className="form-label">
                      {t('admin.campaignForm.category', { n })}
                    </label>
                    <select
                      id={f(`category-${row.key}`)}
                      className={contributionsError ? 'form-select is-invalid' : 'form-select'}
                      value={row.category}
                      onChange={(e) => setRow(row.key, { category: e.target.value })}
                      {...aria}
                    >
                      {/* A category the server no longer lists stays choosable as it was saved. */}
                      {(categories.includes(row.category) ? categories : [row.category, ...categories]).map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="col-8 col-sm-4">
                    <label htmlFor={f(`share-${row.key}`)} className="form-label">
                      {t('admin.campaignForm.share', { n })}
                    </label>
                    <input
                      id={f(`share-${row.key}`)}
                      className={contributionsError ? 'form-control is-invalid' : 'form-control'}
                      value={row.percent}
                      inputMode="numeric"
                      autoComplete="off"
                      onChange={(e) => setRow(row.key, { percent: e.target.value })}
                      {...aria}
                    />
                  </div>
                  <div className="col-4 col-sm-2">
                    <button
                      type="button"
                      className="btn btn-outline-danger w-100"
                      aria-label={t('admin.campaignForm.removeOf', { category: row.category, n })}
                      onClick={() => removeRow(row.key)}
                    >
                      {t('admin.campaignForm.remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {contributionsError ? (
            <div id={f('contributions-error')} className="invalid-feedback d-block mb-2" role="alert">
              {contributionsError}
            </div>
          ) : null}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={addRow} disabled={categories.length === 0}>
            {t('admin.campaignForm.addCategory')}
          </button>
        </fieldset>

        <fieldset className="col-12" aria-describedby={`${f('texts-lead')} ${f('placeholders')}`}>
          <legend className="h6 mb-1">{t('admin.campaignForm.texts')}</legend>
          <p id={f('texts-lead')} className="form-text mt-0">
            {t('admin.campaignForm.textsLead')}
          </p>
          <p id={f('placeholders')} className="form-text">
            {t('admin.campaignForm.placeholders')}{' '}
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
              label={t('admin.campaignForm.language')}
              value={v.lang}
              error={errorOf('lang')}
              hint={textOf(campaign, v.lang) ? undefined : t('admin.campaignForm.noText')}
              onChange={(e) => chooseLanguage(e.target.value)}
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
              label={t('admin.campaignForm.title')}
              value={v.title}
              error={errorOf('title')}
              onChange={(e) => change('title', e.target.value)}
              onBlur={() => form.touch('title')}
              lang={v.lang}
              autoComplete="off"
              required={isNew}
              className="col-12 col-lg-8"
            />
            <TextAreaField
              id={f('summary')}
              name="summary"
              label={t('admin.campaignForm.summary')}
              value={v.summary}
              error={errorOf('summary')}
              onChange={(e) => change('summary', e.target.value)}
              onBlur={() => form.touch('summary')}
              lang={v.lang}
              rows={2}
              required={isNew}
            />
            <TextAreaField
              id={f('terms')}
              name="terms"
              label={t('admin.campaignForm.terms')}
              value={v.terms}
              error={errorOf('terms')}
              onChange={(e) => change('terms', e.target.value)}
              lang={v.lang}
              rows={5}
            />
          </div>
        </fieldset>

        <div className={failure ? 'col-12' : 'col-12 mt-0'}>
          <OutcomeRegion failure={failure ? text(failure.code, failure.params) : null} />
        </div>
        <div className="col-12 d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('admin.working') : t('admin.campaignForm.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A labelled text area with its validation message, like `Field`. */
function TextAreaField({
  label,
  id,
  error,
  className = 'col-12',
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const { fieldId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <textarea id={fieldId} className={error ? 'form-control is-invalid' : 'form-control'} {...aria} {...area} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
