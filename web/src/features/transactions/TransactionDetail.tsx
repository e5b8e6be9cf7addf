import type { ReactNode } from 'react';
import type { TransactionKind } from '../../api/generated/api';
import { failureOf } from '../../api/errors';
import { Modal } from '../../components/Modal';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureTransactionStrings } from '../../i18n/sharedStrings';
import { useTransaction } from './api/getFinancialTransaction';
import { SummaryList } from '../../components/ConfirmDialog';
import { formatMoment, formatMoney, isZeroAmount } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { openAccountTab } from '../../lib/accountTabs';
import { TransactionStatus, useKindLabel } from './refundLabels';

/** What a transaction's details say: where a withdrawal goes, what a commission was for (a deposit's: how it was paid). */
const DETAILS_LABEL: Partial<Record<TransactionKind, string>> = { withdrawal: 'destination', commission: 'purpose' };

/** One transaction, as `front/get_financial_transaction` tells it, in a dialog. */
export function TransactionDetail({ rules, id, onClose }: { rules: Rules; id: string; onClose: () => void }) {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const { text } = useErrorText();
  const labels = useTransactionLabels();
  const kind = useKindLabel();
  const load = useTransaction(id);

  let body;
  if (load.isPending) body = <Loading label={t('transactions.loadingOne')} />;
  else if (load.isError) {
    const failure = failureOf(load.error);
    body = (
      <p className="alert alert-danger mb-0" role="alert">
        {text(failure.code, failure.params)}
      </p>
    );
  } else {
    const tx = load.data;
    const rows: [string, ReactNode][] = [
      [t('transactions.columns.type'), kind(tx.type)],
      [t('transactions.columns.date'), formatMoment(rules, tx.created_at)],
      [t('transactions.columns.amount'), formatMoney(rules, tx.amount, tx.currency)],
    ];
    if (tx.type === 'withdrawal' || !isZeroAmount(tx.fee)) rows.push([t('transactions.fee'), formatMoney(rules, tx.fee, tx.currency)]);
    rows.push([t('transactions.columns.provider'), labels.provider(tx.provider)]);
    if (tx.details) rows.push([t(`transactions.${DETAILS_LABEL[tx.type] ?? 'paymentDetails'}`), tx.details]);
    // A refund's reference is the refunded deposit's number.
    if (tx.reference) rows.push([tx.type === 'refund' ? t('refunds.deposit') : t('transactions.reference'), tx.reference]);
    rows.push([t('transactions.columns.status'), <TransactionStatus key="status" tx={tx} />]);
    rows.push([t('transactions.id'), tx.id]);
    body = (
      <>
        <SummaryList rows={rows} />
        {tx.type === 'refund' && tx.state === 'pending' ? (
          <p className="alert alert-info mt-3 mb-0" role="note">
            {t('refunds.notes.pending')}{' '}
            <LocaleLink to="/user-management" state={openAccountTab('documents')} className="alert-link" onClick={onClose}>
              {t('refunds.notes.documents')}
            </LocaleLink>
          </p>
        ) : null}
        {tx.type === 'refund' && tx.state === 'rejected' ? (
          <p className="alert alert-secondary mt-3 mb-0" role="note">
            {t('refunds.notes.rejected')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Modal title={t('transactions.detailTitle')} closeLabel={t('a11y.close')} onClose={onClose}>
      {body}
      <div className="d-flex justify-content-end mt-3">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('transactions.close')}
        </button>
      </div>
    </Modal>
  );
}
