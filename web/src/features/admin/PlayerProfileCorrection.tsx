import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { Done, PlayerProfileChange, PlayerView } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { Field, TextAreaField } from '../../components/Field';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { useFoldedForm } from '../../lib/useFoldedForm';
import { SelectField } from '../../components/SelectField';
import type { Outcome as RuleOutcome, Rules } from '../../core/rules';
import { todayIso } from '../../core/today';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { COUNTRY_CODES, countryOptions } from '../../i18n/countries';
import { useErrorText } from '../../i18n/useErrorText';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText } from '../../lib/answers';
import { useUpdatePlayerProfile } from './api/updatePlayerProfile';
import type { Outcome } from './outcome';
import { useEscapeToCancel } from './useEscapeToCancel';
import { ensureStaffStrings } from './strings';

/** The details support corrects, in the form's order (never the username). */
const DETAILS = ['email', 'mobile', 'first_name', 'last_name', 'gender', 'birth_date', 'address', 'postal_code', 'city', 'country'] as const;
type Detail = (typeof DETAILS)[number];
type Name = Detail | 'reason';

/** The genders the registration offers (casino-core's choice). */
const GENDERS = ['male', 'female'] as const;

/**
 * Each detail's label: the file's own (`staff.players.file.fields.…`), as its profile list shows
 * it; the registration's "Choose…" and phone hint are the site's shared texts (`signUp.…`).
 */
const LABELS: Record<Detail, string> = {
  email: 'email',
  mobile: 'mobile',
  first_name: 'firstName',
  last_name: 'lastName',
  gender: 'gender',
  birth_date: 'birthDate',
  address: 'address',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
};

/** Where a refusal that names no field belongs. */
const FIELD_OF_CODE: Record<string, Name> = {
  email_exists: 'email',
  phone_exists: 'mobile',
};

type CorrectionValues = Record<Name, string>;

/**
 * The form's first values: the file's. A gender or country the lists do not hold (an old record)
 * starts unchosen, so that the agent chooses one with the player.
 */
function initialValues(p: PlayerView): CorrectionValues {
  return {
    email: p.email,
    mobile: p.mobile,
    first_name: p.first_name,
    last_name: p.last_name,
    gender: (GENDERS as readonly string[]).includes(p.gender) ? p.gender : '',
    birth_date: p.birth_date,
    address: p.address,
    postal_code: p.postal_code,
    city: p.city,
    country: COUNTRY_CODES.includes(p.country) ? p.country : '',
    reason: '',
  };
}

/**
 * casino-core's rules for each detail (those of the registration); the reason must be there, its
 * length (5 to 500 characters) is the server's to say.
 */
function correctionFailures(rules: Rules, v: CorrectionValues): Failures<CorrectionValues> {
  const outcomes: [Name, RuleOutcome][] = [
    ['email', rules.email(v.email)],
    ['mobile', rules.mobile_phone(v.mobile)],
    ['first_name', rules.required(v.first_name)],
    ['last_name', rules.required(v.last_name)],
    ['gender', rules.required(v.gender)],
    ['birth_date', rules.birth_date(v.birth_date.trim(), todayIso())],
    ['address', rules.required(v.address)],
    ['postal_code', rules.required(v.postal_code)],
    ['city', rules.required(v.city)],
    ['country', rules.required(v.country)],
    ['reason', rules.required(v.reason)],
  ];
  const out: Failures<CorrectionValues> = {};
  for (const [name, outcome] of outcomes) if (outcome.error) out[name] = outcome.error;
  return out;
}

/** The body of `support/update_player_profile`: every detail as typed (trimmed), and the reason. */
function changeOf(username: string, v: CorrectionValues): PlayerProfileChange {
  return {
    username,
    email: v.email.trim(),
    mobile: v.mobile.trim(),
    gender: v.gender,
    birth_date: v.birth_date.trim(),
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    address: v.address.trim(),
    postal_code: v.postal_code.trim(),
    city: v.city.trim(),
    country: v.country,
    reason: v.reason.trim(),
  };
}

/**
 * The profile's correction, made on the player's request: a button opens the form (closed, the
 * file stays short), prefilled with the file's details; the username is shown, never edited. The
 * saved correction is said in a status region that takes the focus, and the file is read again.
 */
export function PlayerProfileCorrection({ player }: { player: PlayerView }) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { open, openerRef, outcomeRef, toggle, cancel, finish } = useFoldedForm(() => setOutcome(null));
  const saved = (answer: Done) => {
    setOutcome({ kind: 'success', answer, params: {} });
    finish();
  };

  return (
    <div className="d-grid gap-2 mt-3">
      <OutcomeRegion
        ref={outcomeRef}
        success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
        failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
      />
      <div>
        <button
          ref={openerRef}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          aria-controls={open ? CORRECTION_ID : undefined}
          onClick={toggle}
        >
          {t('staff.players.file.correct.open')}
        </button>
      </div>
      {open ? <CorrectionForm player={player} onSaved={saved} onCancel={cancel} /> : null}
    </div>
  );
}

const CORRECTION_ID = 'admin-player-correction';

/**
 * The correction form. Opens with the focus on its heading; Escape or Cancel closes it. A field
 * the server refuses (or another player's e-mail address or phone number) is said under it with
 * the focus on the first; any other refusal in the form's outcome region.
 */
function CorrectionForm({ player, onSaved, onCancel }: { player: PlayerView; onSaved: (answer: Done) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslationWith(ensureStaffStrings, ensureSignUpStrings);
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

  const c = (key: string, params: Record<string, string> = {}) => t(`staff.players.file.correct.${key}`, params);
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
  const label = (name: Detail) => t(`staff.players.file.fields.${LABELS[name]}`);
  const headingId = `${CORRECTION_ID}-title`;

  return (
    <section id={CORRECTION_ID} ref={rootRef} className="border rounded p-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h5 id={headingId} ref={headingRef} tabIndex={-1} className="h6 mb-1">
            {c('title', { username: player.username })}
          </h5>
          <p className="small text-body-secondary mb-2">{c('lead')}</p>
          <SummaryList rows={[[t('staff.players.file.fields.username'), player.username]]} />
        </div>
        <Field label={label('email')} {...bind('email')} type="email" autoComplete="off" spellCheck={false} hint={c('emailHint')} className="col-12 col-md-6" />
        <Field label={label('mobile')} {...bind('mobile')} type="tel" autoComplete="off" hint={t('signUp.phoneHint')} className="col-12 col-md-6" />
        <Field label={label('first_name')} {...bind('first_name')} autoComplete="off" className="col-12 col-md-6" />
        <Field label={label('last_name')} {...bind('last_name')} autoComplete="off" className="col-12 col-md-6" />
        <SelectField label={label('gender')} {...bind('gender')} className="col-12 col-md-6">
          <option value="">{t('signUp.choose')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`staff.players.file.genders.${g}`)}
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

        <div className={failure ? 'col-12' : 'col-12 mt-0'}>
          <OutcomeRegion failure={failure ? text(failure.code, failure.params) : null} />
        </div>
        <div className="col-12 d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('admin.working') : c('submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
