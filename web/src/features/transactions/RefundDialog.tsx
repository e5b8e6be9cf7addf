import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TransactionAnswer, TransactionView } from '../../api/generated/api';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { LocaleLink } from '../../components/LocaleLink';
import { RadioGroupField } from '../../components/RadioGroupField';
import { loadBonusMath } from '../../core/bonus';
import type { Rules } from '../../core/rules';
import { useWasmModule } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureTransactionStrings } from '../../i18n/sharedStrings';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { useRequestRefund } from './api/requestRefund';

export const REFUND_REASONS = ['mistake', 'third_party'] as const;
type Reason = (typeof REFUND_REASONS)[number];

const REASON_ID = 'refund-reason';

/** Why the reason is not taken: none chosen yet, or the server's rule (too late, played, …). */
type ReasonProblem = { missing: true } | { missing: false; failure: Failure };

/**
 * The refund request of a deposit: the deposit, the reason (a mistake, within 24 hours; someone
 * else or a minor using the account, within 30 days), what follows (the amount set aside at once,
 * paid back once the identity is verified, forfeited with the account closed without documents
 * within 5 days), then `front/request_refund`. Choosing a reason whose window has passed says so at
 * once: casino-core's `refund_failure` (the account area's WebAssembly) judges the time since the
 * deposit completed, as the server will. A refusal stays in the dialog: under the reason
 * when it is the reason's rule, as an alert otherwise. One idempotency key per attempt: the
 * same reason confirmed again (after a lost answer) sends the same key.
 */
export function RefundDialog({
  rules,
  deposit,
  onDone,
  onStale,
  onClose,
}: {
  rules: Rules;
  deposit: TransactionView;
  /** The refund is asked for (the dialog is then closed by the caller). */
  onDone: (answer: TransactionAnswer) => void;
  /** The server says the row changed (already refunded, no longer there): the list is read again. */
  onStale: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const { text } = useErrorText();
  const labels = useTransactionLabels();
  const refund = useRequestRefund();
  const { module: math } = useWasmModule(loadBonusMath);
  const busy = refund.isPending;
  const [reason, setReason] = useState<Reason | ''>('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const attempt = useRef<{ reason: Reason; key: string } | null>(null);
  // Bumped when the reason is refused: the group then takes the focus, its message read with it.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) document.getElementById(REASON_ID)?.focus();
  }, [refusals]);

  const refuseReason = (next: ReasonProblem) => {
    setProblem(next);
    setRefusals((n) => n + 1);
  };

  /**
   * The reason's window, judged in the browser (null when it holds, or while the rules load).
   * Only the time counts here: whether the deposit was played since, or is still in the
   * balance, is the server's to say.
   */
  const tooLate = (chosen: Reason): Failure | null => {
    if (!math || deposit.completed_at === undefined) return null;
    return math.refund_failure(chosen, BigInt(deposit.completed_at), BigInt(Date.now()), false, 0n, 0n);
  };

  const confirm = () => {
    if (busy) return;
    setFailure(null);
    if (!reason) {
      refuseReason({ missing: true });
      return;
    }
    const late = tooLate(reason);
    if (late) {
      refuseReason({ missing: false, failure: late });
      return;
    }
    if (attempt.current?.reason !== reason) attempt.current = { reason, key: newIdempotencyKey() };
    setProblem(null);
    refund.mutate(
      { id: deposit.id, reason, idempotency_key: attempt.current.key },
      {
        onSuccess: onDone,
        onError: (e) => {
          const onReason = fieldFailures(e).reason;
          if (onReason) refuseReason({ missing: false, failure: onReason });
          // Confirming again retries (with the same key when no answer came).
          else setFailure(failureOf(e));
          const status = statusOf(e);
          if (status === 404 || status === 409) onStale();
        },
      },
    );
  };

  // The method and, when there is one, the card it was paid with (the money goes back there).
  const method = (
    <>
      {labels.provider(deposit.provider)}
      {deposit.details ? <span className="d-block small text-body-secondary">{deposit.details}</span> : null}
    </>
  );
  const rows: [string, ReactNode][] = [
    [t('transactions.columns.date'), formatMoment(rules, deposit.created_at)],
    [t('transactions.columns.amount'), formatMoney(rules, deposit.amount, deposit.currency)],
    [t('refunds.method'), method],
  ];

  let reasonError: string | undefined;
  if (problem?.missing) reasonError = t('refunds.reasonRequired');
  else if (problem) reasonError = text(problem.failure.code, problem.failure.params);

  return (
    <ConfirmDialog
      title={t('refunds.title')}
      confirmLabel={t('refunds.confirm')}
      busyLabel={t('refunds.busy')}
      backLabel={t('refunds.back')}
      busy={busy}
      danger
      failure={failure ? text(failure.code, failure.params) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <SummaryList rows={rows} />
      <div className="mt-3">
        <RadioGroupField<Reason>
          id={REASON_ID}
          name="refund-reason"
          legend={t('refunds.reason')}
          choices={REFUND_REASONS.map((value) => ({ value, label: t(`refunds.reasons.${value}`) }))}
          chosen={reason}
          error={reasonError}
          onChoose={(value) => {
            if (busy) return;
            setReason(value);
            const late = tooLate(value);
            setProblem(late ? { missing: false, failure: late } : null);
          }}
        />
      </div>
      <div className="alert alert-warning mt-3 mb-0" role="note">
        <p className="fw-semibold mb-1">{t('refunds.warning.title')}</p>
        <ul className="mb-2 ps-3">
          <li>{t('refunds.warning.held')}</li>
          <li>{t('refunds.warning.paid')}</li>
          <li>{t('refunds.warning.forfeited')}</li>
        </ul>
        <LocaleLink to="/refund-policy" className="alert-link">
          {t('refunds.policy')}
        </LocaleLink>
      </div>
    </ConfirmDialog>
  );
}
