import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakView, ResponsibleAnswer, ResponsibleView } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { LocaleLink } from '../../components/LocaleLink';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { SelectField } from '../../components/SelectField';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { openAccountTab } from '../../lib/accountTabs';
import { formatMoment } from '../../lib/money';
import { takeBreak } from './api/takeBreak';

type BreakKind = 'time_out' | 'self_exclusion';

/** `value` hours or days in the page's language ("6 hours", "6 heures", "6 часов"): the browser's plural rules. */
function duration(lang: string, value: number, unit: 'hour' | 'day'): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A break from playing: the running one (its kind, its end, and that withdrawals stay open), or
 * the choice of a time-out (the hours the server offers) or a self-exclusion (1 day up to the
 * server's longest), started after a confirmation since it cannot be undone.
 */
export function BreakSection({ view, onTaken }: { view: ResponsibleView; onTaken: (view: ResponsibleView) => void }) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const [started, setStarted] = useState<{ code: string; message: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The form and its button are gone once the break runs: the focus goes to what happened.
  useEffect(() => {
    if (started) outcomeRef.current?.focus();
  }, [started]);

  const taken = (answer: ResponsibleAnswer) => {
    onTaken(answer.responsible);
    setStarted({ code: answer.code, message: answer.message });
  };

  const success = started ? (i18n.exists(started.code, { ns: 'errors' }) ? text(started.code) : started.message) : null;

  return (
    <section className="mb-4" aria-labelledby="responsible-break-title">
      <h3 className="h5" id="responsible-break-title">
        {t('responsible.break.title')}
      </h3>
      <div className="narrow">
        <OutcomeRegion ref={outcomeRef} success={success} />
      </div>
      {view.break ? <RunningBreak running={view.break} /> : <BreakForm view={view} onTaken={taken} />}
    </section>
  );
}

function RunningBreak({ running }: { running: BreakView }) {
  const { t } = useTranslation();
  const rules = useRulebook();
  const until = rules ? formatMoment(rules, running.until) : '…';
  const exclusion = running.kind === 'self_exclusion';
  return (
    <div className="card narrow responsible-break">
      <div className="card-body">
        <p className="fw-semibold mb-2">{exclusion ? t('responsible.break.runningExclusion') : t('responsible.break.runningTimeOut')}</p>
        <p className="mb-2">{t('responsible.break.until', { date: until })}</p>
        <p className="mb-2">{t('responsible.break.closed')}</p>
        <p className="mb-0">
          <strong>{t('responsible.break.withdraw')}</strong>{' '}
          <LocaleLink to="/user-management" state={openAccountTab('withdrawal')}>
            {t('responsible.break.withdrawLink')}
          </LocaleLink>
        </p>
      </div>
    </div>
  );
}

function BreakForm({ view, onTaken }: { view: ResponsibleView; onTaken: (answer: ResponsibleAnswer) => void }) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const ids = useId();
  const lang = i18n.language;
  const [kind, setKind] = useState<BreakKind>('time_out');
  const [hours, setHours] = useState(() => String(view.time_out_hours[0] ?? ''));
  const [days, setDays] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const length = kind === 'time_out' ? hours : days;
  const lengthText = kind === 'time_out' ? duration(lang, Number(hours), 'hour') : duration(lang, Number(days), 'day');
  const kindName = (k: BreakKind) => (k === 'time_out' ? t('responsible.break.timeOut') : t('responsible.break.exclusion'));
  const dayChoices = Array.from({ length: Math.max(view.exclusion_days_max, 1) }, (_, i) => i + 1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setConfirming(true);
  };

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await takeBreak({ kind, length });
      setConfirming(false);
      onTaken(answer);
    } catch (e) {
      const fields = fieldFailures(e);
      setFailure(fields.length ?? fields.kind ?? failureOf(e));
    } finally {
      setBusy(false);
    }
  };

  const kinds: [BreakKind, string][] = [
    ['time_out', t('responsible.break.timeOutHint', { longest: duration(lang, Math.max(...view.time_out_hours, 0), 'hour') })],
    ['self_exclusion', t('responsible.break.exclusionHint', { longest: duration(lang, view.exclusion_days_max, 'day') })],
  ];

  return (
    <>
      <form className="card narrow" onSubmit={onSubmit} noValidate aria-labelledby="responsible-break-title">
        <div className="card-body row g-3">
          <p className="col-12 mb-0">{t('responsible.break.lead')}</p>
          <fieldset className="col-12">
            <legend className="legend-label">{t('responsible.break.kindLegend')}</legend>
            {kinds.map(([k, hint]) => (
              <div className="form-check mb-2" key={k}>
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${ids}-kind`}
                  id={`${ids}-${k}`}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  aria-describedby={`${ids}-${k}-hint`}
                />
                <label className="form-check-label" htmlFor={`${ids}-${k}`}>
                  {kindName(k)}
                </label>
                <div className="form-text mt-0" id={`${ids}-${k}-hint`}>
                  {hint}
                </div>
              </div>
            ))}
          </fieldset>
          {kind === 'time_out' ? (
            <fieldset className="col-12">
              <legend className="legend-label">{t('responsible.break.hoursLegend')}</legend>
              <div className="d-flex flex-wrap gap-3">
                {view.time_out_hours.map((h) => (
                  <div className="form-check" key={h}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name={`${ids}-hours`}
                      id={`${ids}-hours-${h}`}
                      checked={hours === String(h)}
                      onChange={() => setHours(String(h))}
                    />
                    <label className="form-check-label" htmlFor={`${ids}-hours-${h}`}>
                      {duration(lang, h, 'hour')}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : (
            <SelectField
              id={`${ids}-days`}
              className="col-12 col-sm-6"
              label={t('responsible.break.daysLabel')}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            >
              {dayChoices.map((d) => (
                <option key={d} value={String(d)}>
                  {duration(lang, d, 'day')}
                </option>
              ))}
            </SelectField>
          )}
          <div className="col-12">
            <p className="mb-1">{t('responsible.break.closedDuring')}</p>
            <p className="mb-0 small text-body-secondary">{t('responsible.break.final')}</p>
          </div>
          <div className="col-12">
            <button type="submit" className="btn btn-secondary">
              {t('responsible.break.take')}
            </button>
          </div>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('responsible.break.confirmTitle')}
          confirmLabel={t('responsible.break.confirm')}
          busyLabel={t('responsible.break.starting')}
          backLabel={t('responsible.break.back')}
          busy={busy}
          danger
          failure={failure ? text(failure.code, failure.params) : null}
          onConfirm={() => void start()}
          onClose={() => setConfirming(false)}
        >
          <SummaryList
            rows={[
              [t('responsible.break.kind'), kindName(kind)],
              [t('responsible.break.length'), lengthText],
            ]}
          />
          <p className="mt-3 mb-0">{t('responsible.break.confirmLead')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
