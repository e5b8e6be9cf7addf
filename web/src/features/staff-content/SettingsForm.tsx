import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures } from '../../api/errors';
import type { SiteSettings } from '../../api/generated/api';
import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { useSaveSettings } from './api/updateSettings';
import { CloseConfirmation } from './CloseConfirmation';
import { FIELDS, settingsFailures, updateOf, valuesOf, type SettingsValues } from './settingsValues';
import { ensureStaffContentStrings } from './strings';

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
export function SettingsForm({ stored, onOutcome, onEdit }: FormProps) {
  const { t } = useTranslationWith(ensureStaffContentStrings, ensureStaffStrings);
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

  const s = (key: string, params: Record<string, string> = {}) => t(`staffContent.settings.${key}`, params);
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
      <Field
        id="admin-settings-networks"
        name="ip_blacklist"
        label={s('networks')}
        hint={s('networksHint')}
        value={form.values.ip_blacklist}
        error={errorOf('ip_blacklist')}
        onChange={(e) => change('ip_blacklist', e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="col-12"
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
        <SubmitButton busy={busy} label={s('submit')} busyLabel={t('staff.working')} />
      )}
    </form>
  );
}
