import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '../../api/generated/api';
import { StatusBadge } from '../../components/StatusBadge';
import { useTransactionLabels } from '../../lib/transactionLabels';

/** A transaction's kind in the page's language: a deposit, a withdrawal or a refund (the refund texts come with the tab). */
export function useKindLabel() {
  const { t } = useTranslation();
  const { type } = useTransactionLabels();
  return useCallback((kind: string) => (kind === 'refund' ? t('refunds.kind') : type(kind)), [t, type]);
}

/**
 * A transaction's status. A refund's detailed state says where it stands: waiting for identity
 * verification (pending), refunded (complete) or not made (rejected).
 */
export function TransactionStatus({ tx }: { tx: Pick<TransactionView, 'type' | 'status' | 'state'> }) {
  const { t } = useTranslation();
  const { status } = useTransactionLabels();
  if (tx.type !== 'refund') return <StatusBadge status={tx.status} state={tx.state} />;
  return (
    <span className="tx-status-cell">
      <span className={`badge tx-status tx-status-${tx.status}`}>{status(tx.status)}</span>
      <span className="tx-state small text-body-secondary">{t(`refunds.states.${tx.state}`, { defaultValue: tx.state })}</span>
    </span>
  );
}
