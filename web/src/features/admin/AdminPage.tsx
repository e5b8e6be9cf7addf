import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAction, AdminTransactionView } from '../../api/generated/api';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import { ErrorPage } from '../../components/ErrorPage';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { usePageTitle } from '../../components/usePageTitle';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { useAnswerText, type Answer } from '../../lib/answers';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { formatMoment, formatMoney, isZeroAmount } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { StatusBadge } from '../../components/StatusBadge';
import '../../styles/transactions.scss';
import { isAdminScope } from '../../lib/scope';
import { setPlayerVerification } from './adminApi';
import { useAdminQueue, type Variant } from './api/useAdminQueue';
import { useQueueAction, type Action } from './api/useQueueAction';

export { ADMIN_SCOPE } from '../../lib/scope';

/**
 * The administrator area: the withdrawal queue (approve, reject, mark as paid), the wire-transfer
 * receipts to confirm, and the identity verification of a player. Anyone signed in without the
 * admin scope sees the 403 message instead (visitors are sent home by the route's guard).
 */
export default function AdminPage() {
  const { state } = useStore();
  const { text, ready } = useErrorText();
  const isAdmin = isAdminScope(state.user?.scope);
  if (isAdmin) return <AdminArea />;
  if (!ready) {
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <ErrorPage status={403} message={text('forbidden')} />;
}

function AdminArea() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <>
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      <div className="d-grid gap-4">
        <QueueSection variant="withdrawals" />
        <QueueSection variant="wires" />
        <VerificationSection />
      </div>
    </>
  );
}

/** The page's name (and translation key) of each action the server offers. */
const ACTION_OF: Record<AdminAction, Action> = {
  approve: 'approve',
  reject: 'reject',
  complete: 'complete',
  confirm_wire: 'confirmWire',
};

/** What may be done with an item of a queue: the server's order state machine says. */
function actionsOf(item: AdminTransactionView): Action[] {
  return item.actions.map((a) => ACTION_OF[a]);
}

type Outcome = { kind: 'success'; answer: Answer; params: Record<string, string> } | { kind: 'failure'; failure: Failure } | null;

/** A queue of transactions waiting for an administrator, with its actions. */
function QueueSection({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
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
        {failure ? (
          <div>
            <p className="alert alert-danger" role="alert">
              {text(failure.code, failure.params)}
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => setReading((n) => n + 1)}>
              {t('admin.retry')}
            </button>
          </div>
        ) : null}
        {loading ? (
          <div className="d-flex align-items-center gap-2 py-3" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('admin.loading')}</span>
          </div>
        ) : null}
        {data && data.queue.items.length === 0 ? <p className="empty-state text-center mb-0">{t(`admin.${variant}.empty`)}</p> : null}
        {data && data.queue.items.length > 0 ? (
          <div className="tx-table-wrap" aria-busy={loading}>
            <table className="tx-table">
              <caption className="visually-hidden">{t(`admin.${variant}.title`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('player')}</th>
                  <th scope="col">{col('date')}</th>
                  <th scope="col" className="tx-amount">
                    {col('amount')}
                  </th>
                  <th scope="col">{col('method')}</th>
                  <th scope="col">{variant === 'withdrawals' ? col('destination') : col('reference')}</th>
                  <th scope="col">{col('state')}</th>
                  <th scope="col" className="tx-actions">
                    <span className="visually-hidden">{col('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.queue.items.map((item) => {
                  const tx = item.transaction;
                  const amount = formatMoney(data.rules, tx.amount, tx.currency);
                  const row = [item.username, amount, formatMoment(data.rules, tx.created_at)].join(', ');
                  return (
                    <tr key={tx.id}>
                      <td data-label={col('player')}>
                        <div>
                          <span className="d-block fw-semibold">{item.username}</span>
                          <span className="d-block small text-body-secondary">{labels.verification(item.verification)}</span>
                        </div>
                      </td>
                      <td data-label={col('date')} className="tx-when">
                        {formatMoment(data.rules, tx.created_at)}
                      </td>
                      <td data-label={col('amount')} className="tx-amount">
                        <div>
                          <span className="d-block">{amount}</span>
                          {!isZeroAmount(tx.fee) ? (
                            <span className="d-block small text-body-secondary">{t('admin.fee', { fee: formatMoney(data.rules, tx.fee, tx.currency) })}</span>
                          ) : null}
                        </div>
                      </td>
                      <td data-label={col('method')}>{labels.provider(tx.provider)}</td>
                      <td data-label={variant === 'withdrawals' ? col('destination') : col('reference')} className="tx-wrap">
                        {(variant === 'withdrawals' ? tx.details : tx.reference) ?? ''}
                      </td>
                      <td data-label={col('state')}>
                        <StatusBadge status={tx.status} state={tx.state} />
                      </td>
                      <td className="tx-actions">
                        {actionsOf(item).map((action) => (
                          <button
                            key={action}
                            type="button"
                            className={action === 'reject' ? 'btn btn-sm btn-outline-danger' : 'btn btn-sm btn-outline-secondary'}
                            aria-label={t(`admin.actions.${action}.of`, { row })}
                            onClick={() => {
                              setActionFailure(null);
                              setPending({ action, item });
                            }}
                          >
                            {t(`admin.actions.${action}.button`)}
                          </button>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      {pending && data ? (
        <ConfirmDialog
          title={t(`admin.actions.${pending.action}.title`)}
          confirmLabel={t(`admin.actions.${pending.action}.button`)}
          busyLabel={t('admin.working')}
          backLabel={t('admin.back')}
          busy={busy}
          danger={pending.action === 'reject'}
          failure={actionFailure ? text(actionFailure.code, actionFailure.params) : null}
          onConfirm={run}
          onClose={() => setPending(null)}
        >
          <SummaryList
            rows={[
              [col('player'), pending.item.username],
              [col('amount'), formatMoney(data.rules, pending.item.transaction.amount, pending.item.transaction.currency)],
              [col('method'), labels.provider(pending.item.transaction.provider)],
              ...(variant === 'withdrawals'
                ? ([[col('destination'), pending.item.transaction.details ?? '']] as [string, string][])
                : ([[col('reference'), pending.item.transaction.reference ?? '']] as [string, string][])),
            ]}
          />
          <p className="mt-3 mb-0">{t(`admin.actions.${pending.action}.lead`)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

const LEVELS = ['none', 'verified', 'enhanced'] as const;

interface VerificationValues extends Record<string, string> {
  username: string;
  verification: string;
}

const EMPTY_VERIFICATION: VerificationValues = { username: '', verification: 'verified' };

function verificationFailures(rules: Rules, v: VerificationValues): Failures<VerificationValues> {
  const username = rules.required(v.username).error;
  return username ? { username } : {};
}

/** Sets how far a player's identity is verified (what the withdrawal rules read). */
function VerificationSection() {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const labels = useTransactionLabels();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useCoreFormik<VerificationValues>({
    initial: EMPTY_VERIFICATION,
    check: verificationFailures,
    onSubmit: async (values) => {
      const username = values.username.trim();
      try {
        const answer = await setPlayerVerification({ username, verification: values.verification });
        setOutcome({ kind: 'success', answer, params: { username } });
      } catch (e) {
        const fields = fieldFailures(e);
        const f = failureOf(e);
        if (fields.username || fields.verification) {
          form.report(fields);
          form.focusFirstInvalid();
        } else if (f.code === 'not_found') {
          form.report({ username: f });
          form.focusFirstInvalid();
        } else setOutcome({ kind: 'failure', failure: f });
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    setOutcome(null);
    void form.handleSubmit(event);
  };

  const usernameFailure = form.failureOf('username');
  const levelFailure = form.failureOf('verification');
  return (
    <section className="card" aria-labelledby="admin-verification-title">
      <form className="card-body row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h2 id="admin-verification-title" className="h5 mb-1">
            {t('admin.verification.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('admin.verification.lead')}</p>
        </div>
        <Field
          id="admin-verification-username"
          name="username"
          label={t('admin.verification.username')}
          value={form.values.username}
          error={usernameFailure ? text(usernameFailure.code, usernameFailure.params) : undefined}
          onChange={(e) => {
            form.set('username', e.target.value);
            setOutcome(null);
          }}
          onBlur={() => form.touch('username')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          className="col-12 col-md-6"
        />
        <SelectField
          id="admin-verification-level"
          name="verification"
          label={t('admin.verification.level')}
          value={form.values.verification}
          error={levelFailure ? text(levelFailure.code, levelFailure.params) : undefined}
          onChange={(e) => {
            form.set('verification', e.target.value);
            setOutcome(null);
          }}
          className="col-12 col-md-6"
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {labels.verification(level)}
            </option>
          ))}
        </SelectField>
        <div className={outcome ? 'col-12' : 'col-12 mt-0'}>
          <OutcomeRegion
            success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
            failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
          />
        </div>
        <SubmitButton busy={busy} label={t('admin.verification.submit')} busyLabel={t('admin.working')} />
      </form>
    </section>
  );
}
