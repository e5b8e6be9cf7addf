import { Suspense, useRef, useState } from 'react';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import type { KycQueueItem } from '../../api/generated/api';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { formatHours } from '../../lib/units';
import { useDocumentQueue } from './api/getDocumentQueue';
import { useReviewDocument, type Decision } from './api/reviewDocument';
import { DocumentReviewDialog } from './DocumentReviewDialog';
import { DocumentReviewItem } from './DocumentReviewItem';
import { ensureStaffIdentityStrings } from './strings';
import '../../styles/documents.scss';

/**
 * The KYC team's queue of identity documents, oldest first: each with its wait against the
 * 24-hour promise, the player's registered details beside the picture, and the decisions:
 * approve, reject or ask for another picture (a reason the player reads for the last two). For
 * KYC agents and administrators.
 */
export function DocumentsSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Documents />
    </Suspense>
  );
}

function Documents() {
  const { t, i18n } = useTranslationWith(ensureStaffIdentityStrings);
  const queue = useDocumentQueue();
  const review = useReviewDocument();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<{ decision: Decision; item: KycQueueItem } | null>(null);
  const [actionFailure, setActionFailure] = useState<Failure | null>(null);
  const [reasonFailure, setReasonFailure] = useState<Failure | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const data = queue.data ?? null;
  const loading = queue.isFetching && data === null;
  // A refresh after a decision that fails keeps the documents on screen; a first load says why.
  const failure = queue.isError && data === null ? failureOf(queue.error) : null;

  /** The queue again after a decision; the decided document is gone, so the outcome takes the focus. */
  const refreshThenFocus = () =>
    void queue.refetch().then((read) => {
      if (read.isSuccess) outcomeRef.current?.focus();
    });

  const open = (decision: Decision, item: KycQueueItem) => {
    setActionFailure(null);
    setReasonFailure(null);
    setPending({ decision, item });
  };

  const run = (reason: string) => {
    if (!pending || review.isPending) return;
    setActionFailure(null);
    review.mutate(
      { id: pending.item.id, decision: pending.decision, reason },
      {
        onSuccess: (answer) => {
          setOutcome({ kind: 'success', answer, params: {} });
          setPending(null);
          refreshThenFocus();
        },
        onError: (e) => {
          const fields = fieldFailures(e);
          if (fields.reason) {
            setReasonFailure(fields.reason);
          } else if (statusOf(e) === 0) {
            // No answer (network, time-out): the dialog stays, confirming again retries.
            setActionFailure(failureOf(e));
          } else {
            // Someone decided first, or the document is gone: say so and read the queue again.
            setOutcome({ kind: 'failure', failure: failureOf(e) });
            setPending(null);
            refreshThenFocus();
          }
        },
      },
    );
  };

  const lang = i18n.language;
  return (
    <section className="card" aria-labelledby="admin-documents-title">
      <div className="card-body">
        <h2 id="admin-documents-title" className="h5 mb-1">
          {t('staffIdentity.documents.title')}
        </h2>
        <p className="text-body-secondary small">
          {t('staffIdentity.documents.lead')}
          {data ? ` ${t('staffIdentity.documents.promise', { promise: formatHours(lang, data.queue.promise_hours) })}` : ''}
        </p>
        <StaffOutcome ref={outcomeRef} outcome={outcome} />
        <ReadingState loading={loading} failure={failure} onRetry={() => void queue.refetch()} />
        {data && data.queue.items.length === 0 ? <p className="empty-state text-center mb-0">{t('staffIdentity.documents.empty')}</p> : null}
        {data && data.queue.items.length > 0 ? (
          <ol className="list-unstyled d-grid gap-3 mb-0" aria-labelledby="admin-documents-title" aria-busy={queue.isFetching}>
            {data.queue.items.map((item) => (
              <li key={item.id}>
                <DocumentReviewItem
                  item={item}
                  rules={data.rules}
                  readAt={data.readAt}
                  promiseHours={data.queue.promise_hours}
                  onDecide={(decision) => open(decision, item)}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {pending && data ? (
        <DocumentReviewDialog
          key={`${pending.item.id}-${pending.decision}`}
          decision={pending.decision}
          item={pending.item}
          rules={data.rules}
          busy={review.isPending}
          failure={actionFailure}
          reasonFailure={reasonFailure}
          onReasonChange={() => setReasonFailure(null)}
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
