import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import type { AccountStatus } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { TextAreaField } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { RadioGroupField } from '../../components/RadioGroupField';
import { PLAIN_TEXT } from '../../components/staff/plainText';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import type { Outcome } from '../../lib/staff/outcome';
import { useSetPlayerState, type PlayerStateAction } from './api/setPlayerState';
import { ensureStaffPlayersStrings } from './strings';

interface StateValues extends Record<string, string> {
  action: string;
  reason: string;
}

const EMPTY_STATE: StateValues = { action: '', reason: '' };

/** An action must be chosen and the reason be there; the reason's length (5 to 500 characters) is the server's to say. */
function stateFailures(rules: Rules, v: StateValues): Failures<StateValues> {
  const action = rules.required(v.action).error;
  const reason = rules.required(v.reason).error;
  return { ...(action ? { action } : {}), ...(reason ? { reason } : {}) };
}

/**
 * The account part of a player's file: its status and an announced closure's date, and the form
 * that suspends, closes or reopens it (only the actions that apply), with a reason the staff log keeps. The change is
 * confirmed in a dialog; its answer is said in a status region, and the file is read again.
 */
export function PlayerAccount({ username, status, closingAt, rules }: { username: string; status: AccountStatus; closingAt: number | null; rules: Rules }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const change = useSetPlayerState();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<{ action: PlayerStateAction; reason: string } | null>(null);
  const [dialogFailure, setDialogFailure] = useState<Failure | null>(null);
  // The outcome takes the focus once the dialog is gone (and has given the focus back).
  const [focusOutcome, setFocusOutcome] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  // The actions casino-core says apply (the rule the server enforces).
  const offered = useMemo<PlayerStateAction[]>(() => rules.state_actions(status, closingAt !== null), [rules, status, closingAt]);
  // A choice the status no longer offers (the file was read again) counts as none.
  const chosenOf = useCallback((action: string) => (offered.includes(action as PlayerStateAction) ? action : ''), [offered]);
  const check = useCallback((rules: Rules, v: StateValues) => stateFailures(rules, { ...v, action: chosenOf(v.action) }), [chosenOf]);
  const form = useCoreFormik<StateValues>({
    initial: EMPTY_STATE,
    check,
    onSubmit: (values) => {
      setDialogFailure(null);
      setPending({ action: chosenOf(values.action) as PlayerStateAction, reason: values.reason.trim() });
    },
  });
  const chosen = chosenOf(form.values.action);

  const onSubmit = (event: FormEvent) => {
    setOutcome(null);
    void form.handleSubmit(event);
  };

  const confirm = () => {
    if (!pending || change.isPending) return;
    setDialogFailure(null);
    change.mutate(
      { username, action: pending.action, reason: pending.reason },
      {
        onSuccess: (answer) => {
          setPending(null);
          form.reset(EMPTY_STATE);
          setOutcome({ kind: 'success', answer, params: {} });
          setFocusOutcome((n) => n + 1);
        },
        onError: (e) => {
          if (statusOf(e) === 0) {
            // No answer (network, time-out): the dialog stays, confirming again retries.
            setDialogFailure(failureOf(e));
            return;
          }
          setPending(null);
          const fields = fieldFailures(e);
          const mine: Failures<StateValues> = {
            ...(fields.action ? { action: fields.action } : {}),
            ...(fields.reason ? { reason: fields.reason } : {}),
          };
          if (form.reportFields(mine)) return;
          setOutcome({ kind: 'failure', failure: failureOf(e) });
          setFocusOutcome((n) => n + 1);
        },
      },
    );
  };

  const a = (key: string, params: Record<string, string> = {}) => t(`staffPlayers.players.file.account.${key}`, params);
  const statusLabel = t(`staffPlayers.players.statuses.${status}`, { defaultValue: status });
  const actionFailure = form.failureOf('action');
  const reasonFailure = form.failureOf('reason');

  return (
    <div className="d-grid gap-3">
      <SummaryList
        rows={[
          [t('staffPlayers.players.file.fields.status'), statusLabel],
          ...(closingAt === null ? [] : [[a('closingAt'), formatMoment(rules, closingAt)] as [string, string]]),
        ]}
      />
      <p className="small text-body-secondary mb-0">{a('lead')}</p>
      <StaffOutcome ref={outcomeRef} outcome={outcome} />
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
        <RadioGroupField
          id="admin-player-state-action"
          name="action"
          legend={t('staffPlayers.players.file.account.action')}
          choices={offered.map((action) => ({ value: action, label: t(`staffPlayers.players.file.account.actions.${action}`) }))}
          chosen={chosen}
          error={actionFailure ? text(actionFailure.code, actionFailure.params) : undefined}
          onChoose={(action) => form.set('action', action)}
        />
        <TextAreaField
          id="admin-player-state-reason"
          name="reason"
          label={a('reason')}
          hint={a('reasonHint')}
          rows={3}
          value={form.values.reason}
          error={reasonFailure ? text(reasonFailure.code, reasonFailure.params) : undefined}
          onChange={(e) => form.set('reason', e.target.value)}
          onBlur={() => form.touch('reason')}
          required
          className="col-12 col-lg-8"
        />
        <SubmitButton busy={form.busy} label={a('submit')} busyLabel={t('staff.working')} />
      </form>
      {pending ? (
        <ConfirmDialog
          title={a(`dialogTitle.${pending.action}`, { username })}
          confirmLabel={a(`confirm.${pending.action}`)}
          busyLabel={t('staff.working')}
          backLabel={t('staff.back')}
          busy={change.isPending}
          danger={pending.action !== 'reopen'}
          failure={dialogFailure ? text(dialogFailure.code, dialogFailure.params) : null}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          <SummaryList
            rows={[
              [t('staffPlayers.players.file.fields.username'), username],
              [t('staffPlayers.players.file.fields.status'), statusLabel],
              [a('reason'), <span style={PLAIN_TEXT}>{pending.reason}</span>],
            ]}
          />
          <p className="mt-3 mb-0">{a(`dialogLead.${pending.action}`)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
