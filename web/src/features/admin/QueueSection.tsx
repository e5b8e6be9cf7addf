import { useRef, useState } from 'react';
import type { AdminAction, AdminTransactionView } from '../../api/generated/api';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText } from '../../lib/answers';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { ReadingState } from './ReadingState';
import { DataTable } from '../../components/DataTable';
import { formatMoment, formatMoney, isZeroAmount } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { StatusBadge } from '../../components/StatusBadge';
import { useAdminQueue, type Variant } from './api/useAdminQueue';
import type { Outcome } from './outcome';
import { useQueueAction, type Action } from './api/useQueueAction';
import { ensureStaffStrings } from './strings';

/** The page's name (and translation key) of each action the server offers. */
const ACTION_OF: Record<AdminAction, Action> = {
  approve: 'approve',
  reject: 'reject',
  complete: 'complete',
  confirm_wire: 'confirmWire',
  credit_held: 'creditHeld',
  return_held: 'returnHeld',
};

/** The column that tells each queue's transactions apart: where a withdrawal goes, where coins were paid, a wire's reference. */
const DETAIL_OF: Record<Variant, { column: string; of: (tx: AdminTransactionView['transaction']) => string }> = {
  withdrawals: { column: 'destination', of: (tx) => tx.details ?? '' },
  held: { column: 'address', of: (tx) => tx.details ?? '' },
  wires: { column: 'reference', of: (tx) => tx.reference ?? '' },
};

/** What may be done with an item of a queue: the server's order state machine says. */
function actionsOf(item: AdminTransactionView): Action[] {
  return item.actions.map((a) => ACTION_OF[a]);
}


/** A queue of transactions waiting for an administrator, with its actions. */
export function QueueSection({ variant }: { variant: Variant }) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const labels = useTransactionLabels();
  const [reading, setReading] = useState(0);
  const queue = useAdminQueue(variant, reading);
  const decide = useQueueAction();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<{ action: Action; item: AdminTransactionView } | null>(null);
  const [actionFailure, setActionFailure] = useState<Failure | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const headingId = `admin-${variant}-title`;

  const data = queue.data ?? null;
  const loading = queue.isFetching && data === null;
  // A refresh after an action that fails keeps the rows on screen; a first load says why.
  const failure = queue.isError && data === null ? failureOf(queue.error) : null;
  const busy = decide.isPending;

  /** The queue again after an action; the acted-on row's button is gone, so the outcome takes the focus. */
  const refreshThenFocus = () =>
    void queue.refetch().then((read) => {
      if (read.isSuccess) outcomeRef.current?.focus();
    });

  const run = () => {
    if (!pending || busy || !data) return;
    const { action, item } = pending;
    const tx = item.transaction;
    setActionFailure(null);
    decide.mutate(
      { action, id: tx.id },
      {
        onSuccess: (answer) => {
          setOutcome({ kind: 'success', answer, params: { amount: formatMoney(data.rules, tx.amount, tx.currency) } });
          setPending(null);
          refreshThenFocus();
        },
        onError: (e) => {
          if (statusOf(e) === 0) {
            // No answer (network, time-out): the dialog stays, confirming again retries.
            setActionFailure(failureOf(e));
          } else {
            setOutcome({ kind: 'failure', failure: failureOf(e) });
            setPending(null);
            refreshThenFocus();
          }
        },
      },
    );
  };

  const col = (name: string) => t(`admin.columns.${name}`);

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-1">
          {t(`admin.${variant}.title`)}
        </h2>
        <p className="text-body-secondary small">{t(`admin.${variant}.lead`)}</p>
        <OutcomeRegion
          ref={outcomeRef}
          success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
          failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
        />
        <ReadingState loading={loading} failure={failure} onRetry={() => setReading((n) => n + 1)} />
        {data && data.queue.items.length === 0 ? <p className="empty-state text-center mb-0">{t(`admin.${variant}.empty`)}</p> : null}
        {data && data.queue.items.length > 0 ? (
          <DataTable
            busy={loading}
            caption={t(`admin.${variant}.title`)}
            columns={[
              { label: col('player') },
              { label: col('date'), className: 'tx-when' },
              { label: col('amount'), amount: true },
              { label: col('method') },
              { label: col(DETAIL_OF[variant].column), className: 'tx-wrap' },
              { label: col('state') },
              { label: col('actions'), actions: true },
            ]}
            rows={data.queue.items.map((item) => {
              const tx = item.transaction;
              const amount = formatMoney(data.rules, tx.amount, tx.currency);
              const row = [item.username, amount, formatMoment(data.rules, tx.created_at)].join(', ');
              return {
                key: tx.id,
                cells: [
                  <div>
                    <span className="d-block fw-semibold">{item.username}</span>
                    <span className="d-block small text-body-secondary">{labels.verification(item.verification)}</span>
                  </div>,
                  formatMoment(data.rules, tx.created_at),
                  <div>
                    <span className="d-block">{amount}</span>
                    {!isZeroAmount(tx.fee) ? (
                      <span className="d-block small text-body-secondary">{t('admin.fee', { fee: formatMoney(data.rules, tx.fee, tx.currency) })}</span>
                    ) : null}
                  </div>,
                  labels.provider(tx.provider),
                  DETAIL_OF[variant].of(tx),
                  <div>
                    <StatusBadge status={tx.status} state={tx.state} />
                    {item.approved_by ? (
                      <span className="d-block small text-body-secondary mt-1">{t('admin.approvedBy', { name: item.approved_by })}</span>
                    ) : null}
                    {item.hold_reason ? (
                      <span className="d-block small text-body-secondary mt-1">{t(`admin.holdReasons.${item.hold_reason}`, { defaultValue: item.hold_reason })}</span>
                    ) : null}
                  </div>,
                  actionsOf(item).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={action === 'reject' || action === 'returnHeld' ? 'btn btn-sm btn-outline-danger' : 'btn btn-sm btn-outline-secondary'}
                      aria-label={t(`admin.actions.${action}.of`, { row })}
                      onClick={() => {
                        setActionFailure(null);
                        setPending({ action, item });
                      }}
                    >
                      {t(`admin.actions.${action}.button`)}
                    </button>
                  )),
                ],
              };
            })}
          />
        ) : null}
      </div>
      {pending && data ? (
        <ConfirmDialog
          title={t(`admin.actions.${pending.action}.title`)}
          confirmLabel={t(`admin.actions.${pending.action}.button`)}
          busyLabel={t('admin.working')}
          backLabel={t('admin.back')}
          busy={busy}
          danger={pending.action === 'reject' || pending.action === 'returnHeld'}
          failure={actionFailure ? text(actionFailure.code, actionFailure.params) : null}
          onConfirm={run}
          onClose={() => setPending(null)}
        >
          <SummaryList
            rows={[
              [col('player'), pending.item.username],
              [col('amount'), formatMoney(data.rules, pending.item.transaction.amount, pending.item.transaction.currency)],
              [col('method'), labels.provider(pending.item.transaction.provider)],
              [col(DETAIL_OF[variant].column), DETAIL_OF[variant].of(pending.item.transaction)],
            ]}
          />
          <p className="mt-3 mb-0">{t(`admin.actions.${pending.action}.lead`)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
