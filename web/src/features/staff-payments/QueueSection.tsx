import { useRef, useState } from 'react';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import type { AdminTransactionView } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { ReadingState } from '../../components/staff/ReadingState';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { StatusBadge } from '../../components/StatusBadge';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment, formatMoney, isZeroAmount } from '../../lib/money';
import type { Outcome } from '../../lib/staff/outcome';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { useAdminQueue, type Variant } from './api/useAdminQueue';
import { useQueueAction, type Action } from './api/useQueueAction';
import { QueueDecisionDialog } from './QueueDecisionDialog';
import { actionsOf, DETAIL_OF, isDanger } from './queueDetails';
import { ensureStaffPaymentsStrings } from './strings';

/** A queue of transactions waiting for an administrator, with its actions. */
export function QueueSection({ variant }: { variant: Variant }) {
  const { t } = useTranslationWith(ensureStaffPaymentsStrings, ensureStaffStrings);
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

  const col = (name: string) => t(`staffPayments.columns.${name}`);

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-1">
          {t(`staffPayments.${variant}.title`)}
        </h2>
        <p className="text-body-secondary small">{t(`staffPayments.${variant}.lead`)}</p>
        <StaffOutcome ref={outcomeRef} outcome={outcome} />
        <ReadingState loading={loading} failure={failure} onRetry={() => setReading((n) => n + 1)} />
        {data && data.queue.items.length === 0 ? <p className="empty-state text-center mb-0">{t(`staffPayments.${variant}.empty`)}</p> : null}
        {data && data.queue.items.length > 0 ? (
          <DataTable
            busy={loading}
            caption={t(`staffPayments.${variant}.title`)}
            columns={[
              { label: col('player') },
              { label: col('date'), className: 'tx-when' },
              { label: col('amount'), amount: true },
              { label: col('method') },
              { label: col(DETAIL_OF[variant].column), className: DETAIL_OF[variant].prose ? 'tx-wrap tx-prose' : 'tx-wrap' },
              { label: col('state') },
              { label: t('staff.columns.actions'), actions: true },
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
                      <span className="d-block small text-body-secondary">{t('staffPayments.fee', { fee: formatMoney(data.rules, tx.fee, tx.currency) })}</span>
                    ) : null}
                  </div>,
                  labels.provider(tx.provider),
                  DETAIL_OF[variant].of(tx),
                  <div>
                    <StatusBadge status={tx.status} state={tx.state} />
                    {item.approved_by ? (
                      <span className="d-block small text-body-secondary mt-1">{t('staffPayments.approvedBy', { name: item.approved_by })}</span>
                    ) : null}
                    {item.hold_reason ? (
                      <span className="d-block small text-body-secondary mt-1">{t(`staffPayments.holdReasons.${item.hold_reason}`, { defaultValue: item.hold_reason })}</span>
                    ) : null}
                  </div>,
                  actionsOf(item).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={isDanger(action) ? 'btn btn-sm btn-outline-danger' : 'btn btn-sm btn-outline-secondary'}
                      aria-label={t(`staffPayments.actions.${action}.of`, { row })}
                      onClick={() => {
                        setActionFailure(null);
                        setPending({ action, item });
                      }}
                    >
                      {t(`staffPayments.actions.${action}.button`)}
                    </button>
                  )),
                ],
              };
            })}
          />
        ) : null}
      </div>
      {pending && data ? (
        <QueueDecisionDialog
          variant={variant}
          action={pending.action}
          item={pending.item}
          rules={data.rules}
          busy={busy}
          failure={actionFailure}
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
