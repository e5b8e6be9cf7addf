import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import type { Done } from '../../api/generated/api';
import { Field, TextAreaField } from '../../components/Field';
import { RadioGroupField } from '../../components/RadioGroupField';
import { SelectField } from '../../components/SelectField';
import { FormFailure } from '../../components/staff/FormFailure';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureSignUpStrings, ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { formatHours } from '../../lib/units';
import { BREAK_KINDS, useSetPlayerBreak, type BreakKind } from './api/setPlayerBreak';
import { BreakConfirmDialog, type PendingBreak } from './BreakConfirmDialog';
import { breakFailures, EMPTY_BREAK, lengthField, type BreakValues } from './breakValues';
import { ensureStaffPlayersStrings } from './strings';

interface Props {
  id: string;
  labelledBy: string;
  username: string;
  onDone: (answer: Done) => void;
  onCancel: () => void;
}

/**
 * The break's form: the kind, its length (the hours a time-out may last, or 1 to 30 days of
 * self-exclusion), the reason. A dialog confirms it (it cannot be undone); Escape or Cancel closes
 * the form. A field the server refuses is said under it with the focus on the first; any other
 * refusal in the form's outcome region; with no answer at all, the dialog stays to retry.
 */
export function PlayerBreakForm({ id, labelledBy, username, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslationWith(ensureStaffPlayersStrings, ensureStaffStrings, ensureSignUpStrings);
  const { text } = useErrorText();
  const start = useSetPlayerBreak();
  const [pending, setPending] = useState<PendingBreak | null>(null);
  const [dialogFailure, setDialogFailure] = useState<Failure | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const lang = i18n.language;

  const form = useCoreFormik<BreakValues>({
    initial: EMPTY_BREAK,
    check: breakFailures,
    onSubmit: (v) => {
      const kind = v.kind as BreakKind;
      setDialogFailure(null);
      setPending({ kind, length: kind === 'time_out' ? v.hours : v.days.trim(), reason: v.reason.trim() });
    },
  });

  // The lengths casino-core takes (what the server holds the break to).
  const limits = form.rules?.form_limits();
  const daysMax = limits?.exclusion_days_max;

  // The form opens with the focus on its first control (the dialog, rendered beside it, has its own Escape).
  useEffect(() => rootRef.current?.querySelector<HTMLElement>('input')?.focus(), []);
  useEscapeToCancel(rootRef, onCancel, start.isPending);

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  const confirm = () => {
    if (!pending || start.isPending) return;
    setDialogFailure(null);
    start.mutate(
      { username, ...pending },
      {
        onSuccess: (answer) => {
          setPending(null);
          onDone(answer);
        },
        onError: (e) => {
          if (statusOf(e) === 0) {
            setDialogFailure(failureOf(e));
            return;
          }
          setPending(null);
          const fields = fieldFailures(e);
          const mine: Failures<BreakValues> = {
            ...(fields.kind ? { kind: fields.kind } : {}),
            ...(fields.length ? { [lengthField(pending.kind)]: fields.length } : {}),
            ...(fields.reason ? { reason: fields.reason } : {}),
          };
          if (!form.reportFields(mine)) setFailure(failureOf(e));
        },
      },
    );
  };

  const b = (key: string, params: Record<string, string> = {}) => t(`staffPlayers.players.file.break.${key}`, params);
  /** The message of a field's failure, if it shows. */
  const error = (name: keyof BreakValues & string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  /** A change of the form drops the refusal of what it held. */
  const change = (name: keyof BreakValues & string, value: string) => {
    form.set(name, value);
    setFailure(null);
  };
  const bind = (name: 'hours' | 'days' | 'reason') => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: error(name),
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    onBlur: () => form.touch(name),
    required: true,
  });

  return (
    <>
      <div id={id} ref={rootRef} className="border rounded p-3">
        <form id={form.formId} className="row g-3" onSubmit={onSubmit} noValidate aria-busy={start.isPending} aria-labelledby={labelledBy}>
          <RadioGroupField
            id={`${id}-kind`}
            name="kind"
            legend={t('staffPlayers.players.file.break.kind')}
            choices={BREAK_KINDS.map((kind) => ({ value: kind, label: t(`staffPlayers.players.file.break.kinds.${kind}`) }))}
            chosen={form.values.kind}
            error={error('kind')}
            onChoose={(kind) => change('kind', kind)}
          />
          {form.values.kind === 'time_out' ? (
            <SelectField label={b('length')} {...bind('hours')} className="col-12 col-sm-6">
              <option value="">{t('signUp.choose')}</option>
              {(limits?.time_out_hours ?? []).map((h) => (
                <option key={h} value={String(h)}>
                  {formatHours(lang, h)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {form.values.kind === 'self_exclusion' ? (
            <Field
              label={b('days')}
              {...bind('days')}
              type="number"
              inputMode="numeric"
              min={1}
              max={daysMax}
              step={1}
              hint={daysMax === undefined ? undefined : b('daysHint', { max: String(daysMax) })}
              className="col-12 col-sm-6"
            />
          ) : null}
          <TextAreaField label={b('reason')} {...bind('reason')} hint={b('reasonHint')} rows={3} className="col-12 col-lg-8" />
          <FormFailure failure={failure} />
          <div className="col-12 d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-secondary" disabled={start.isPending}>
              {b('submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={start.isPending}>
              {t('staff.cancel')}
            </button>
          </div>
        </form>
      </div>
      {pending ? (
        <BreakConfirmDialog
          username={username}
          pending={pending}
          busy={start.isPending}
          failure={dialogFailure}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
