import { Suspense, use, useRef, useState } from 'react';
import type { TransactionAnswer, TransactionView } from '../../api/generated/api';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureTransactionStrings } from '../../i18n/sharedStrings';
import { useRefreshBalance } from '../../lib/balance';
import { useAnswerText, type Answer } from '../../lib/answers';
import { useCancelWithdrawal } from './api/cancelWithdrawalRequest';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { Loading } from '../../components/Loading';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { RefundDialog } from './RefundDialog';
import { ensureRefundStrings } from './strings';
import { TransactionDetail } from './TransactionDetail';
import { TransactionFilters } from './TransactionFilters';
import { Pager, TransactionTable } from './TransactionTable';
import { useTransactionHistory } from './useTransactionHistory';
import '../../styles/transactions.scss';

type Outcome = { kind: 'success'; answer: Answer } | { kind: 'failure'; failure: Failure } | null;

/**
 * Transaction history: the player's deposits, withdrawals and refunds with filters (type, status,
 * dates) and pages, a detail view of one, the cancel of a pending withdrawal (until an
 * administrator approves it) and the refund request of a recent deposit. A table from lg up,
 * stacked cards below.
 */
export function TransactionsTab() {
  const { t } = useTranslationWith(ensureTransactionStrings, ensureRefundStrings);
  return (
    <Suspense fallback={<Loading label={t('transactions.loading')} />}>
      <TransactionsPanel />
    </Suspense>
  );
}

function TransactionsPanel() {
  const { t, i18n } = useTranslationWith(ensureTransactionStrings);
  // The refund texts come with the tab (see ./strings).
  use(ensureRefundStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const labels = useTransactionLabels();
  const refreshBalance = useRefreshBalance();
  const history = useTransactionHistory();
  const cancel = useCancelWithdrawal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [viewing, setViewing] = useState<TransactionView | null>(null);
  const [cancelling, setCancelling] = useState<TransactionView | null>(null);
  const [cancelFailure, setCancelFailure] = useState<Failure | null>(null);
  const [refunding, setRefunding] = useState<TransactionView | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  /** The cancelled row's button is gone: once the list is read again, the outcome takes the focus. */
  const refreshThenFocus = () =>
    void history.refresh().then((read) => {
      if (read) outcomeRef.current?.focus();
    });

  const confirmCancel = () => {
    if (!cancelling || cancel.isPending) return;
    setCancelFailure(null);
    cancel.mutate(cancelling.id, {
      onSuccess: (answer) => {
        setOutcome({ kind: 'success', answer });
        setCancelling(null);
        refreshThenFocus();
        // The money is back: the header's balance follows even without the realtime socket.
        refreshBalance();
      },
      onError: (e) => {
        if (statusOf(e) === 0) {
          // No answer (network, time-out): the dialog stays, confirming again retries.
          setCancelFailure(failureOf(e));
        } else {
          setOutcome({ kind: 'failure', failure: failureOf(e) });
          setCancelling(null);
          refreshThenFocus();
        }
      },
    });
  };

  /** The refund is asked for: the amount left the balance, the row is a refund now. */
  const refunded = (answer: TransactionAnswer) => {
    setOutcome({ kind: 'success', answer });
    setRefunding(null);
    refreshThenFocus();
    refreshBalance();
  };

  const filtered = Object.values(history.filters).some((v) => v !== '');
  const { data, busy, failure } = history;

  return (
    <div>
      <TransactionFilters
        busy={busy}
        onApply={(filters) => {
          setOutcome(null);
          history.show(filters, 1);
        }}
      />

      <OutcomeRegion
        ref={outcomeRef}
        success={outcome?.kind === 'success' ? answerText(outcome.answer) : null}
        failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
      />

      {failure ? (
        <div className="py-2">
          <p className="alert alert-danger" role="alert">
            {text(failure.code, failure.params)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => history.show(history.filters, history.page)}>
            {t('transactions.retry')}
          </button>
        </div>
      ) : null}

      {!data && busy ? <Loading label={t('transactions.loading')} /> : null}

      {data ? (
        <div aria-busy={busy}>
          {busy ? <Loading label={t('transactions.loading')} small /> : null}
          {data.page.items.length === 0 ? (
            <div className="empty-state text-center">
              <p className="mb-0">{filtered ? t('transactions.noMatch') : t('transactions.empty')}</p>
            </div>
          ) : (
            <TransactionTable
              rules={data.rules}
              page={data.page}
              onView={setViewing}
              onCancel={(tx) => {
                setCancelFailure(null);
                setCancelling(tx);
              }}
              onRefund={setRefunding}
            />
          )}
          <Pager
            page={data.page}
            busy={busy}
            onPage={(page) => {
              setOutcome(null);
              history.show(history.filters, page);
            }}
          />
        </div>
      ) : null}

      {viewing && data ? <TransactionDetail rules={data.rules} id={viewing.id} onClose={() => setViewing(null)} /> : null}

      {refunding && data ? (
        <RefundDialog
          rules={data.rules}
          deposit={refunding}
          onDone={refunded}
          onStale={() => void history.refresh()}
          onClose={() => setRefunding(null)}
        />
      ) : null}

      {cancelling && data ? (
        <ConfirmDialog
          title={t('transactions.cancelTitle')}
          confirmLabel={t('transactions.cancelConfirm')}
          busyLabel={t('transactions.cancelBusy')}
          backLabel={t('transactions.keep')}
          busy={cancel.isPending}
          danger
          failure={cancelFailure ? text(cancelFailure.code, cancelFailure.params) : null}
          onConfirm={confirmCancel}
          onClose={() => setCancelling(null)}
        >
          <SummaryList
            rows={[
              [t('transactions.columns.amount'), formatMoney(data.rules, cancelling.amount, cancelling.currency)],
              [t('transactions.columns.date'), formatMoment(data.rules, cancelling.created_at)],
              [t('transactions.columns.provider'), labels.provider(cancelling.provider)],
            ]}
          />
          <p className="mt-3 mb-0">{t('transactions.cancelLead')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
