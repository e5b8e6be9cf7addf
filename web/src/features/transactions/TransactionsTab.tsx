import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withMinDelay } from '../../api/client';
import type { TransactionFilter, TransactionPage, TransactionView } from '../../api/generated/api';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { loadRules, type Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useRefreshBalance } from '../wallet/api/useBalance';
import { subscribeRealtime } from '../wallet/realtime';
import { useAnswerText, type Answer } from './answers';
import { ConfirmDialog, SummaryList } from './ConfirmDialog';
import { formatMoment, formatMoney, isZeroAmount } from './format';
import { useTransactionLabels } from './labels';
import { OutcomeRegion } from './OutcomeRegion';
import { StatusBadge } from './StatusBadge';
import { cancelWithdrawalRequest, getFinancialTransaction, getFinancialTransactions } from './transactionsApi';
import './transactions.scss';

export const PER_PAGE = 10;

export interface Filters {
  type: string;
  status: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { type: '', status: '', from: '', to: '' };
const TYPES = ['deposit', 'withdrawal'] as const;
const STATUSES = ['pending', 'complete', 'cancelled'] as const;

/** The body of `front/get_financial_transactions`: the filters that are set, and the page. */
export function filterBody(filters: Filters, page: number): TransactionFilter {
  const body: TransactionFilter = {};
  if (filters.type) body.type = filters.type;
  if (filters.status) body.status = filters.status;
  if (filters.from) body.from = filters.from;
  if (filters.to) body.to = filters.to;
  return { ...body, page, per_page: PER_PAGE };
}

interface Query {
  filters: Filters;
  page: number;
  /** Bumped to load the same page again (after a cancel, a retry). */
  round: number;
}

interface View {
  /** The last page shown, kept on screen while the next one loads. */
  data: { rules: Rules; page: TransactionPage } | null;
  busy: boolean;
  failure: Failure | null;
}

type Outcome = { kind: 'success'; answer: Answer } | { kind: 'failure'; failure: Failure } | null;

/**
 * Transaction history: the player's deposits and withdrawals with filters (type, status, dates)
 * and pages, a detail view of one, and the cancel of a pending withdrawal (until an administrator
 * approves it). A table from md up, stacked cards on phones.
 */
export function TransactionsTab() {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const labels = useTransactionLabels();
  const refreshBalance = useRefreshBalance();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState<Query>({ filters: NO_FILTERS, page: 1, round: 0 });
  const [view, setView] = useState<View>({ data: null, busy: true, failure: null });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [viewing, setViewing] = useState<TransactionView | null>(null);
  const [cancelling, setCancelling] = useState<TransactionView | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<Failure | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    // The rulebook formats the dates and amounts: the rows show once both are here.
    withMinDelay(Promise.all([loadRules(), getFinancialTransactions(filterBody(query.filters, query.page), controller.signal)])).then(
      ([rules, page]) => {
        if (controller.signal.aborted) return;
        setView({ data: { rules, page }, busy: false, failure: null });
        if (focusOutcome.current) {
          focusOutcome.current = false;
          outcomeRef.current?.focus();
        }
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        // A background refresh that fails keeps the rows on screen; a load the player asked for says why.
        setView((v) => (v.data && !v.busy ? v : { data: null, busy: false, failure: failureOf(e) }));
      },
    );
    return () => controller.abort();
  }, [query]);

  // A transaction changed elsewhere (an administrator decided, a deposit settled): the same page again.
  useEffect(() => subscribeRealtime((event) => event.type === 'transaction' && setQuery((q) => ({ ...q, round: q.round + 1 }))), []);

  const go = (next: Omit<Query, 'round'>) => {
    setView((v) => ({ ...v, busy: true, failure: null }));
    setQuery((q) => ({ ...next, round: q.round + 1 }));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    go({ filters: draft, page: 1 });
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setOutcome(null);
    go({ filters: NO_FILTERS, page: 1 });
  };

  /** The same page again, the current rows staying on screen until the new ones are here. */
  const refresh = () => setQuery((q) => ({ ...q, round: q.round + 1 }));

  const confirmCancel = async () => {
    if (!cancelling || cancelBusy) return;
    setCancelBusy(true);
    setCancelFailure(null);
    try {
      const answer = await cancelWithdrawalRequest(cancelling.id);
      setOutcome({ kind: 'success', answer });
      setCancelling(null);
      focusOutcome.current = true;
      refresh();
      // The money is back: the header's balance follows even without the realtime socket.
      refreshBalance();
    } catch (e) {
      if (statusOf(e) === 0) {
        // No answer (network, time-out): the dialog stays, confirming again retries.
        setCancelFailure(failureOf(e));
      } else {
        setOutcome({ kind: 'failure', failure: failureOf(e) });
        setCancelling(null);
        focusOutcome.current = true;
        refresh();
      }
    } finally {
      setCancelBusy(false);
    }
  };

  const filtered = Object.values(query.filters).some((v) => v !== '');
  const data = view.data;

  return (
    <div>
      <form className="row g-2 tx-filters mb-3" onSubmit={apply} noValidate aria-label={t('transactions.filters')}>
        <SelectField
          id="tx-filter-type"
          className="col-6 col-lg-3"
          label={t('transactions.columns.type')}
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
        >
          <option value="">{t('transactions.allTypes')}</option>
          {TYPES.map((v) => (
            <option key={v} value={v}>
              {labels.type(v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="tx-filter-status"
          className="col-6 col-lg-3"
          label={t('transactions.columns.status')}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">{t('transactions.allStatuses')}</option>
          {STATUSES.map((v) => (
            <option key={v} value={v}>
              {labels.status(v)}
            </option>
          ))}
        </SelectField>
        <Field
          id="tx-filter-from"
          className="col-6 col-lg-3"
          type="date"
          label={t('transactions.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Field
          id="tx-filter-to"
          className="col-6 col-lg-3"
          type="date"
          label={t('transactions.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="col-12 d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={view.busy}>
            {t('transactions.apply')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={clear} disabled={view.busy}>
            {t('transactions.clear')}
          </button>
        </div>
      </form>

      <OutcomeRegion
        ref={outcomeRef}
        success={outcome?.kind === 'success' ? answerText(outcome.answer) : null}
        failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
      />

      {view.failure ? (
        <div className="py-2">
          <p className="alert alert-danger" role="alert">
            {text(view.failure.code, view.failure.params)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => go({ filters: query.filters, page: query.page })}>
            {t('transactions.retry')}
          </button>
        </div>
      ) : null}

      {!data && view.busy ? <Loading label={t('transactions.loading')} /> : null}

      {data ? (
        <div aria-busy={view.busy}>
          {view.busy ? <Loading label={t('transactions.loading')} small /> : null}
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
            />
          )}
          <Pager
            page={data.page}
            busy={view.busy}
            onPage={(page) => {
              setOutcome(null);
              go({ filters: query.filters, page });
            }}
          />
        </div>
      ) : null}

      {viewing && data ? <TransactionDetail rules={data.rules} id={viewing.id} onClose={() => setViewing(null)} /> : null}

      {cancelling && data ? (
        <ConfirmDialog
          title={t('transactions.cancelTitle')}
          confirmLabel={t('transactions.cancelConfirm')}
          busyLabel={t('transactions.cancelBusy')}
          backLabel={t('transactions.keep')}
          busy={cancelBusy}
          danger
          failure={cancelFailure ? text(cancelFailure.code, cancelFailure.params) : null}
          onConfirm={() => void confirmCancel()}
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

function Loading({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <div className={small ? 'd-flex align-items-center gap-2 mb-2' : 'd-flex align-items-center gap-2 py-4'} role="status">
      <span className={small ? 'spinner spinner-sm' : 'spinner'} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

function TransactionTable({
  rules,
  page,
  onView,
  onCancel,
}: {
  rules: Rules;
  page: TransactionPage;
  onView: (tx: TransactionView) => void;
  onCancel: (tx: TransactionView) => void;
}) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
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
            const row = [labels.type(tx.type), amount, when].join(', ');
            return (
              <tr key={tx.id}>
                <td data-label={col('type')}>{labels.type(tx.type)}</td>
                <td data-label={col('date')} className="tx-when">
                  {when}
                </td>
                <td data-label={col('amount')} className="tx-amount">
                  {amount}
                </td>
                <td data-label={col('provider')}>{labels.provider(tx.provider)}</td>
                <td data-label={col('status')}>
                  <StatusBadge status={tx.status} state={tx.state} />
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, busy, onPage }: { page: TransactionPage; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
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

type DetailLoad = { kind: 'loading' } | { kind: 'failed'; failure: Failure } | { kind: 'ready'; tx: TransactionView };

/** One transaction, as `front/get_financial_transaction` tells it, in a dialog. */
function TransactionDetail({ rules, id, onClose }: { rules: Rules; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const labels = useTransactionLabels();
  const [load, setLoad] = useState<DetailLoad>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    withMinDelay(getFinancialTransaction(id, controller.signal)).then(
      (tx) => !controller.signal.aborted && setLoad({ kind: 'ready', tx }),
      (e: unknown) => !controller.signal.aborted && setLoad({ kind: 'failed', failure: failureOf(e) }),
    );
    return () => controller.abort();
  }, [id]);

  let body;
  if (load.kind === 'loading') body = <Loading label={t('transactions.loadingOne')} />;
  else if (load.kind === 'failed') {
    body = (
      <p className="alert alert-danger mb-0" role="alert">
        {text(load.failure.code, load.failure.params)}
      </p>
    );
  } else {
    const tx = load.tx;
    const rows: [string, ReactNode][] = [
      [t('transactions.columns.type'), labels.type(tx.type)],
      [t('transactions.columns.date'), formatMoment(rules, tx.created_at)],
      [t('transactions.columns.amount'), formatMoney(rules, tx.amount, tx.currency)],
    ];
    if (tx.type === 'withdrawal' || !isZeroAmount(tx.fee)) rows.push([t('transactions.fee'), formatMoney(rules, tx.fee, tx.currency)]);
    rows.push([t('transactions.columns.provider'), labels.provider(tx.provider)]);
    if (tx.details) rows.push([tx.type === 'withdrawal' ? t('transactions.destination') : t('transactions.paymentDetails'), tx.details]);
    if (tx.reference) rows.push([t('transactions.reference'), tx.reference]);
    rows.push([t('transactions.columns.status'), <StatusBadge key="status" status={tx.status} state={tx.state} />]);
    rows.push([t('transactions.id'), tx.id]);
    body = <SummaryList rows={rows} />;
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
