import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { Done, PlayerView } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { Field, TextAreaField } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { FormFailure } from '../../components/staff/FormFailure';
import { SaveOrCancel } from '../../components/staff/SaveOrCancel';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { countryOptions } from '../../i18n/countries';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { useUpdatePlayerProfile } from './api/updatePlayerProfile';
import { changeOf, correctionFailures, DETAILS, FIELD_OF_CODE, GENDERS, initialValues, LABELS, type CorrectionValues, type Detail, type Name } from './correctionValues';
import { ensureStaffPlayersStrings } from './strings';

/** The form's element id, and its controls' ids' start. */
export const CORRECTION_ID = 'admin-player-correction';

/**
 * The correction form. Opens with the focus on its heading; Escape or Cancel closes it. A field
 * the server refuses (or another player's e-mail address or phone number) is said under it with
 * the focus on the first; any other refusal in the form's outcome region.
 */
export function ProfileCorrectionForm({ player, onSaved, onCancel }: { player: PlayerView; onSaved: (answer: Done) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslationWith(ensureStaffPlayersStrings, ensureSignUpStrings);
  const { text } = useErrorText();
  const save = useUpdatePlayerProfile();
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const lang = i18n.language;
  const countries = useMemo(() => countryOptions(lang), [lang]);

  const form = useCoreFormik<CorrectionValues>({
    initial: () => initialValues(player),
    check: correctionFailures,
    onSubmit: async (values) => {
      try {
        onSaved(await save.mutateAsync(changeOf(player.username, values)));
      } catch (e) {
        const f = failureOf(e);
        const fields = fieldFailures(e);
        const mine: Failures<CorrectionValues> = {};
        for (const name of [...DETAILS, 'reason'] as const) if (fields[name]) mine[name] = fields[name];
        const field = FIELD_OF_CODE[f.code];
        if (Object.keys(mine).length === 0 && field) mine[field] = f;
        if (!form.reportFields(mine)) setFailure(f);
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

  const c = (key: string, params: Record<string, string> = {}) => t(`staffPlayers.players.file.correct.${key}`, params);
  /** Props binding a control to the form. */
  const bind = (name: Name) => {
    const f = form.failureOf(name);
    return {
      id: `${CORRECTION_ID}-${name}`,
      name,
      value: form.values[name],
      error: f ? text(f.code, f.params) : undefined,
      onChange: (e: { target: { value: string } }) => {
        form.set(name, e.target.value);
        setFailure(null);
      },
      onBlur: () => form.touch(name),
      required: true,
    };
  };
  const label = (name: Detail) => t(`staffPlayers.players.file.fields.${LABELS[name]}`);
  const headingId = `${CORRECTION_ID}-title`;

  return (
    <section id={CORRECTION_ID} ref={rootRef} className="border rounded p-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h5 id={headingId} ref={headingRef} tabIndex={-1} className="h6 mb-1">
            {c('title', { username: player.username })}
          </h5>
          <p className="small text-body-secondary mb-2">{c('lead')}</p>
          <SummaryList rows={[[t('staffPlayers.players.file.fields.username'), player.username]]} />
        </div>
        <Field label={label('email')} {...bind('email')} type="email" autoComplete="off" spellCheck={false} hint={c('emailHint')} className="col-12 col-md-6" />
        <Field label={label('mobile')} {...bind('mobile')} type="tel" autoComplete="off" hint={t('signUp.phoneHint')} className="col-12 col-md-6" />
        <Field label={label('first_name')} {...bind('first_name')} autoComplete="off" className="col-12 col-md-6" />
        <Field label={label('last_name')} {...bind('last_name')} autoComplete="off" className="col-12 col-md-6" />
        <SelectField label={label('gender')} {...bind('gender')} className="col-12 col-md-6">
          <option value="">{t('signUp.choose')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`staffPlayers.players.file.genders.${g}`)}
            </option>
          ))}
        </SelectField>
        <Field label={label('birth_date')} {...bind('birth_date')} type="date" autoComplete="off" className="col-12 col-md-6" />
        <Field label={label('address')} {...bind('address')} autoComplete="off" />
        <Field label={label('postal_code')} {...bind('postal_code')} autoComplete="off" className="col-12 col-md-4" />
        <Field label={label('city')} {...bind('city')} autoComplete="off" className="col-12 col-md-4" />
        <SelectField label={label('country')} {...bind('country')} className="col-12 col-md-4">
          <option value="">{t('signUp.choose')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={c('reason')} {...bind('reason')} hint={c('reasonHint')} rows={3} className="col-12 col-lg-8" />

        <FormFailure failure={failure} />
        <SaveOrCancel busy={busy} label={c('submit')} onCancel={onCancel} />
      </form>
    </section>
  );
}
