import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures } from '../../api/errors';
import type { SettingsUpdate, SiteSettings } from '../../api/generated/api';
import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText } from '../../lib/answers';
import { useSaveSettings, useSettings } from './api/useSettings';
import type { Outcome } from './outcome';
import { ReadingState } from './ReadingState';
import { ensureStaffStrings } from './strings';
import { SectionLoading } from './SupportSection';
import { useEscapeToCancel } from './useEscapeToCancel';

/** The form's values, by the request's field names (the countries as typed). */
interface SettingsValues extends Record<string, string | boolean> {
  brand: string;
  site_enabled: boolean;
  country_blacklist: string;
}

const FIELDS = ['brand', 'country_blacklist'] as const;

function valuesOf(stored: SiteSettings): SettingsValues {
  return { brand: stored.brand, site_enabled: stored.site_enabled, country_blacklist: stored.country_blacklist.join(', ') };
}

/**
 * The countries as typed, separated by spaces or commas ("US, JP"). Whether each is a country
 * code is the server's to say (casino-core's rule, with the message under the field).
 */
export function countryList(typed: string): string[] {
  return typed.split(/[\s,]+/).filter((code) => code !== '');
}

function updateOf(v: SettingsValues): SettingsUpdate {
  return { brand: v.brand.trim(), site_enabled: v.site_enabled, country_blacklist: countryList(v.country_blacklist) };
}

/** The brand must be there; its length and the countries are checked by the server. */
function settingsFailures(rules: Rules, v: SettingsValues): Failures<SettingsValues> {
  const brand = rules.required(v.brand).error;
  return brand ? { brand } : {};
}

/**
 * The site's settings (administrators): the brand every page shows, whether the site is open to
 * players, and the countries it refuses.
 */
export function SettingsSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Settings />
    </Suspense>
  );
}

function Settings() {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const reading = useSettings();
  const stored = reading.data ?? null;
  const loading = reading.isFetching && stored === null;
  const failure = reading.isError && stored === null ? failureOf(reading.error) : null;

  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The control that acted may be gone (the form drawn again from the saved values, the
  // confirmation closed): the outcome takes the focus once said.
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);
  const say = (next: Outcome) => {
    setOutcome(next);
    setFocusOutcome((n) => n + 1);
  };

  return (
    <section className="card" aria-labelledby="admin-settings-title">
      <div className="card-body">
        <h2 id="admin-settings-title" className="h5 mb-1">
          {t('staff.settings.title')}
        </h2>
        <p className="text-body-secondary small">{t('staff.settings.lead')}</p>
        <ReadingState loading={loading} failure={failure} onRetry={() => void reading.refetch()} />
        {stored ? (
          // A new reading (after a save: the countries as the server stored them) starts the form again.
          <SettingsForm key={reading.dataUpdatedAt} stored={stored} onOutcome={say} onEdit={() => setOutcome(null)} />
        ) : null}
        <OutcomeRegion
          ref={outcomeRef}
          success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
          failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
        />
      </div>
    </section>
  );
}

interface FormProps {
  stored: SiteSettings;
  /** The save's answer, or a refusal that names no field. */
  onOutcome: (outcome: Outcome) => void;
  /** A new attempt or change: the last outcome no longer stands. */
  onEdit: () => void;
}

/**
 * The settings' form, starting from the stored values. Closing the site asks first (players are
 * turned away at once); a field the server refuses is said under it, with the focus on the first.
 */
function SettingsForm({ stored, onOutcome, onEdit }: FormProps) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const save = useSaveSettings();
  const [confirming, setConfirming] = useState(false);
  // Set by the confirmation's button for the one submit it starts (even one the rules stop).
  const closeConfirmed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // "Keep it open" gives the focus back to the form's button, once it is drawn again.
  const [backToForm, setBackToForm] = useState(0);
  useEffect(() => {
    if (backToForm > 0) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [backToForm]);

  const form = useCoreFormik<SettingsValues>({
    initial: () => valuesOf(stored),
    check: settingsFailures,
    onSubmit: async (values) => {
      if (stored.site_enabled && !values.site_enabled && !closeConfirmed.current) {
        setConfirming(true);
        return;
      }
      try {
        onOutcome({ kind: 'success', answer: await save.mutateAsync(updateOf(values)), params: {} });
      } catch (e) {
        setConfirming(false);
        const fields = fieldFailures(e);
        const mine: Failures<SettingsValues> = {};
        for (const name of FIELDS) if (fields[name]) mine[name] = fields[name];
        if (!form.reportFields(mine)) onOutcome({ kind: 'failure', failure: failureOf(e) });
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    onEdit();
    void form.handleSubmit(event);
  };
  const confirmClose = () => {
    closeConfirmed.current = true;
    void form.handleSubmit().finally(() => (closeConfirmed.current = false));
  };
  const keepOpen = () => {
    setConfirming(false);
    setBackToForm((n) => n + 1);
  };

  const s = (key: string, params: Record<string, string> = {}) => t(`staff.settings.${key}`, params);
  const closedMessage = t('error.siteDisabled');
  const errorOf = (name: (typeof FIELDS)[number]) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  const change = (name: (typeof FIELDS)[number], value: string) => {
    form.set(name, value);
    onEdit();
  };

  return (
    <form ref={formRef} className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
      <Field
        id="admin-settings-brand"
        name="brand"
        label={s('brand')}
        hint={s('brandHint')}
        value={form.values.brand}
        error={errorOf('brand')}
        onChange={(e) => change('brand', e.target.value)}
        onBlur={() => form.touch('brand')}
        autoComplete="off"
        required
        className="col-12 col-md-6"
      />
      <Field
        id="admin-settings-countries"
        name="country_blacklist"
        label={s('countries')}
        hint={s('countriesHint')}
        value={form.values.country_blacklist}
        error={errorOf('country_blacklist')}
        onChange={(e) => change('country_blacklist', e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="col-12 col-md-6"
      />
      <CheckField
        id="admin-settings-open"
        name="site_enabled"
        label={s('open')}
        hint={form.values.site_enabled ? undefined : s('closedHint', { message: closedMessage })}
        checked={form.values.site_enabled}
        onChange={(e) => {
          form.set('site_enabled', e.target.checked);
          onEdit();
          setConfirming(false);
        }}
      />
      {confirming ? (
        <CloseConfirmation message={closedMessage} busy={busy} onConfirm={confirmClose} onBack={keepOpen} />
      ) : (
        <SubmitButton busy={busy} label={s('submit')} busyLabel={t('admin.working')} />
      )}
    </form>
  );
}

interface ConfirmationProps {
  /** What players will see. */
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The step before closing the site, in place of the form's button: it takes the focus when it
 * opens; Escape or "Keep it open" goes back to the form.
 */
function CloseConfirmation({ message, busy, onConfirm, onBack }: ConfirmationProps) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  useEscapeToCancel(rootRef, onBack, busy);
  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby="admin-settings-close-title"
      aria-describedby="admin-settings-close-lead"
      className="col-12"
    >
      <div className="alert alert-warning mb-0">
        <h3 id="admin-settings-close-title" ref={titleRef} tabIndex={-1} className="h6 mb-1">
          {t('staff.settings.confirm.title')}
        </h3>
        <p id="admin-settings-close-lead" className="mb-3">
          {t('staff.settings.confirm.lead', { message })}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('admin.working') : t('staff.settings.confirm.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onBack} disabled={busy}>
            {t('staff.settings.confirm.back')}
          </button>
        </div>
      </div>
    </div>
  );
}
