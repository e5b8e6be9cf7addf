import { useTransactionLabels } from '../lib/transactionLabels';

/** A transaction's status (pending, complete or cancelled), with the detailed state when it says more. */
export function StatusBadge({ status, state }: { status: string; state: string }) {
  const labels = useTransactionLabels();
  return (
    <span className="tx-status-cell">
      <span className={`badge tx-status tx-status-${status}`}>{labels.status(status)}</span>
      {state && state !== status ? <span className="tx-state small text-body-secondary">{labels.state(state)}</span> : null}
    </span>
  );
}
