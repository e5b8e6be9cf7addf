import type { TransactionPage, TransactionView } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { TransactionStatus, useKindLabel } from './refundLabels';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureTransactionStrings } from '../../i18n/sharedStrings';

/** One page of transactions: a table from lg up, stacked cards below; each row opens, cancels (a pending withdrawal) or asks for a refund (a recent deposit). */
export function TransactionTable({
  rules,
  page,
  onView,
  onCancel,
  onRefund,
}: {
  rules: Rules;
  page: TransactionPage;
  onView: (tx: TransactionView) => void;
  onCancel: (tx: TransactionView) => void;
  onRefund: (tx: TransactionView) => void;
}) {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const labels = useTransactionLabels();
  const kind = useKindLabel();
  const col = (name: string) => t(`transactions.columns.${name}`);
  return (
    <div className="tx-table-wrap">
      <table className="tx-table">
        <caption className="visually-hidden">{t('transactions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('type')}</th>
            <th scope="col">{col('date')}</th>
            <th scope="col" className="tx-amount">
              {col('amount')}
            </th>
            <th scope="col">{col('provider')}</th>
            <th scope="col">{col('status')}</th>
            <th scope="col" className="tx-actions">
              <span className="visually-hidden">{col('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((tx) => {
            const amount = formatMoney(rules, tx.amount, tx.currency);
            const when = formatMoment(rules, tx.created_at);
            const row = [kind(tx.type), amount, when].join(', ');
            return (
              <tr key={tx.id}>
                <td data-label={col('type')}>{kind(tx.type)}</td>
                <td data-label={col('date')} className="tx-when">
                  {when}
                </td>
                <td data-label={col('amount')} className="tx-amount">
                  {amount}
                </td>
                <td data-label={col('provider')}>{labels.provider(tx.provider)}</td>
                <td data-label={col('status')}>
                  <TransactionStatus tx={tx} />
                </td>
                <td className="tx-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('transactions.detailsOf', { row })}
                    onClick={() => onView(tx)}
                  >
                    {t('transactions.details')}
                  </button>
                  {tx.cancellable ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('transactions.cancelOf', { row })}
                      onClick={() => onCancel(tx)}
                    >
                      {t('transactions.cancel')}
                    </button>
                  ) : null}
                  {tx.refundable ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('refunds.askOf', { row })}
                      onClick={() => onRefund(tx)}
                    >
                      {t('refunds.ask')}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function Pager({ page, busy, onPage }: { page: TransactionPage; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.per_page)));
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="mb-0 text-body-secondary small">{t('transactions.total', { total: page.total })}</p>
      {pages > 1 ? (
        <nav className="d-flex align-items-center gap-2" aria-label={t('transactions.pages')}>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy || page.page <= 1} onClick={() => onPage(page.page - 1)}>
            {t('transactions.previous')}
          </button>
          <span aria-current="page">{t('transactions.pageOf', { page: page.page, pages })}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy || page.page >= pages} onClick={() => onPage(page.page + 1)}>
            {t('transactions.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
