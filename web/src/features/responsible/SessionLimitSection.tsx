import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsibleView, SessionLimitView } from '../../api/generated/api';
import type { BonusMath } from '../../core/bonus';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { formatMoment } from '../../lib/money';
import { formatHoursMinutes } from '../../lib/units';
import { setSessionLimit } from './api/setSessionLimit';

/** The select's value for no limit (the request's empty value). */
const NONE = '';

/**
 * What the select starts with: the player's latest choice, that is the change waiting its 24 hours
 * when there is one, else the limit in force. The server keeps a waiting change (and its time)
 * when its value is sent again, and cancels it when the limit in force is.
 */
function sessionLimitValue(limit: SessionLimitView): string {
  const minutes = limit.pending ? limit.pending.minutes : limit.minutes;
  return minutes === null ? NONE : String(minutes);
}

/**
 * The session time limit: the longest a session (from sign-in) may last before real-money play
 * stops until the player signs in again, one of the server's choices or none. Shows the limit in
 * force and the change waiting its 24 hours, if any. casino-core's rule (`session_limit_failure`,
 * from the account area's WebAssembly) checks the choice before it is sent; the server applies it
 * again, with the 24 hours a longer limit waits.
 */
export function SessionLimitSection({
  view,
  math,
  onSaved,
}: {
  view: ResponsibleView;
  /** The bonus module with the account area's rules (null if it failed to load: the server judges alone). */
  math: BonusMath | null;
  onSaved: (view: ResponsibleView) => void;
}) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const rules = useRulebook();
  const ids = useId();
  const selectId = `${ids}-minutes`;
  const limit = view.session_limit;
  const [value, setValue] = useState(() => sessionLimitValue(limit));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ code: string; message: string } | null>(null);
  const [fieldFailure, setFieldFailure] = useState<Failure | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const lang = i18n.language;
  const length = (minutes: number | null) => (minutes === null ? t('responsible.session.none') : formatHoursMinutes(lang, minutes * 60_000));
  const moment = (millis: number) => (rules ? formatMoment(rules, millis) : '…');
  // A choice kept from an earlier list stays shown as chosen.
  const chosen = value === NONE ? null : Number(value);
  const choices = chosen === null || limit.choices.includes(chosen) ? limit.choices : [...limit.choices, chosen].sort((a, b) => a - b);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSaved(null);
    setFailure(null);
    setFieldFailure(null);
    const refused = math?.session_limit_failure(value);
    if (refused) {
      setFieldFailure(refused);
      document.getElementById(selectId)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await setSessionLimit({ minutes: value });
      onSaved(answer.responsible);
      setValue(sessionLimitValue(answer.responsible.session_limit));
      setSaved({ code: answer.code, message: answer.message });
    } catch (e) {
      const field = fieldFailures(e).minutes;
      if (field) {
        setFieldFailure(field);
        document.getElementById(selectId)?.focus();
      } else {
        setFailure(failureOf(e));
      }
    } finally {
      setBusy(false);
    }
  };

  const pending = limit.pending;
  const hint = (
    <>
      <span className="d-block">
        {limit.minutes === null ? t('responsible.session.currentNone') : t('responsible.session.current', { limit: length(limit.minutes) })}
      </span>
      {pending ? (
        <span className="d-block">
          {pending.minutes === null
            ? t('responsible.session.pendingNone', { date: moment(pending.from) })
            : t('responsible.session.pending', { date: moment(pending.from), limit: length(pending.minutes) })}
          {limit.minutes !== null ? ` ${t('responsible.session.keep', { limit: length(limit.minutes) })}` : null}
        </span>
      ) : null}
    </>
  );

  const success = saved ? (i18n.exists(saved.code, { ns: 'errors' }) ? text(saved.code) : saved.message) : null;

  return (
    <section className="mb-4" aria-labelledby={`${ids}-title`}>
      <h3 className="h5" id={`${ids}-title`}>
        {t('responsible.session.title')}
      </h3>
      <p className="narrow">{t('responsible.session.lead')}</p>
      <form className="card narrow" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy} aria-labelledby={`${ids}-title`}>
        <div className="card-body row g-3">
          <SelectField
            id={selectId}
            className="col-12 col-sm-8"
            label={t('responsible.session.label')}
            name="minutes"
            value={value}
            error={fieldFailure ? text(fieldFailure.code, fieldFailure.params) : undefined}
            hint={hint}
            onChange={(e) => {
              setSaved(null);
              setFieldFailure(null);
              setValue(e.target.value);
            }}
          >
            <option value={NONE}>{t('responsible.session.none')}</option>
            {choices.map((m) => (
              <option key={m} value={String(m)}>
                {length(m)}
              </option>
            ))}
          </SelectField>
          <p className="col-12 small text-body-secondary mb-0">{t('responsible.session.rule')}</p>
          <FormOutcome success={success} failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={busy} label={t('responsible.session.save')} busyLabel={t('responsible.session.saving')} />
        </div>
      </form>
    </section>
  );
}
