import { ensureWithdrawalStrings } from './strings';
import { newIdempotencyKey } from '../../api/idempotency';
import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import type { Rules } from '../../core/rules';
import { useCoreFormik } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { useStore } from '../../store/store';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { useRefreshBalance } from '../../lib/balance';
import { subscribeRealtime } from '../../lib/realtime';
import { formatMoney, formatPlain, isZeroAmount } from '../../lib/money';
import '../../styles/transactions.scss';
import { useWithdrawalFacts, type Facts } from './api/getWithdrawalProcessors';
import { sendWithdrawalRequest } from './api/sendWithdrawalRequest';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { openAccountTab } from '../../lib/accountTabs';
import {
  controlFailures,
  EMPTY_WITHDRAWAL,
  quoteWithdrawal,
  requestOf,
  withdrawalFailures,
  type WithdrawalQuote,
  type WithdrawalValues,
} from './withdrawalRules';

/**
 * Withdrawal: the wallet (when the player has several), the method with its bounds, the amount
 * checked by casino-core as it is typed (the rule's message, or the fee and what the player
 * receives), the destination, then a confirmation step before `payment/send_withdrawal_request`.
 */
export function WithdrawalTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <WithdrawalPanel />
    </Suspense>
  );
}

function WithdrawalPanel() {
  const { t, i18n } = useTranslation();
  // The tab's words come with it (see ./strings).
  use(ensureWithdrawalStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const { state } = useStore();
  const player = state.user?.player;
  const fallbackCurrency = (player && player.currency) || 'EUR';
  const [currency, setCurrency] = useState<string | null>(null);
  const [reading, setReading] = useState(0);
  const read = useWithdrawalFacts(currency, fallbackCurrency, reading);
  const { refetch } = read;
  const facts = read.data ?? null;
  const busy = read.isPlaceholderData || (read.isFetching && facts === null);
  // A background refresh that fails keeps the facts on screen; a load the player asked for says why.
  const failure = read.isError && facts === null ? failureOf(read.error) : null;

  const reload = (next: string | null) => {
    setCurrency(next);
    setReading((n) => n + 1);
  };

  /** The facts again after a request (the balance and the month's total changed), the form staying. */
  const refresh = useCallback(() => void refetch(), [refetch]);

  // The balance or a transaction changed elsewhere (another window, an administrator): read the facts again.
  useEffect(() => subscribeRealtime(() => refresh()), [refresh]);

  if (failure) {
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(failure.code, failure.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => reload(currency)}>
          {t('withdrawal.retry')}
        </button>
      </div>
    );
  }
  if (!facts) {
    return (
      <Loading label={t('withdrawal.loading')} />
    );
  }
  return (
    <div className="narrow-lg" aria-busy={busy}>
      <p className="text-body-secondary">{t('withdrawal.lead')}</p>
      {facts.wallets.length > 1 ? (
        <div className="row mb-3">
          <SelectField
            id="withdrawal-currency"
            className="col-12 col-sm-6"
            label={t('withdrawal.wallet')}
            value={facts.currency}
            onChange={(e) => reload(e.target.value)}
          >
            {facts.wallets.map((w) => (
              <option key={w.currency} value={w.currency}>
                {`${w.currency} · ${formatMoney(facts.rules, w.real, w.currency)}`}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <Refusals facts={facts} />
      {facts.processors.length === 0 ? (
        <p className="empty-state text-center mb-0">{t('withdrawal.noMethod')}</p>
      ) : (
        <WithdrawalForm key={facts.currency} facts={facts} onSent={refresh} />
      )}
    </div>
  );
}

/**
 * What stops a withdrawal before the player types, each said as a refusal with the way forward:
 * the active bonus's stakes left (or cancelling it), the deposits' stakes left under the `refuse`
 * policy, the identity documents to send. The amounts are the server's, from casino-core.
 */
function Refusals({ facts }: { facts: Facts }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const { context, rules, currency } = facts;
  const money = (amount: string) => formatMoney(rules, amount, currency);
  return (
    <>
      {!isZeroAmount(context.bonus_wagering_left) ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2 fw-semibold">{text('cashout_more_bets')}</p>
          <p className="mb-2">{t('withdrawal.bonusLeft', { amount: money(context.bonus_wagering_left) })}</p>
          <LocaleLink to="/user-management" state={openAccountTab('bonuses')} className="btn btn-outline-danger btn-sm">
            {t('withdrawal.seeBonus')}
          </LocaleLink>
        </div>
      ) : null}
      {context.policy === 'refuse' && !isZeroAmount(context.wagering_left) ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2 fw-semibold">{text('wager_not_met')}</p>
          <p className="mb-2">{t('withdrawal.wageringLeft', { amount: money(context.wagering_left) })}</p>
          <LocaleLink to="/online-casino" className="btn btn-outline-danger btn-sm">
            {t('withdrawal.seeGames')}
          </LocaleLink>
        </div>
      ) : null}
      {context.verification === 'none' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2 fw-semibold">{text('verification_required')}</p>
          <LocaleLink to="/user-management" state={openAccountTab('documents')} className="btn btn-outline-danger btn-sm">
            {t('withdrawal.sendDocuments')}
          </LocaleLink>
        </div>
      ) : null}
    </>
  );
}

const METHOD_LABELS: Record<string, string> = { bank: 'withdrawal.methods.bank', bitcoin: 'withdrawal.methods.bitcoin' };

function WithdrawalForm({ facts, onSent }: { facts: Facts; onSent: () => void }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const { rules, context, processors, currency } = facts;
  const refreshBalance = useRefreshBalance();
  const [method, setMethod] = useState(processors[0].id);
  const processor = processors.find((p) => p.id === method) ?? processors[0];
  const check = useCallback((r: Rules, v: WithdrawalValues) => withdrawalFailures(r, v, processor, context), [processor, context]);
  const [sent, setSent] = useState(false);
  const [confirming, setConfirming] = useState<{ request: WithdrawalRequest; quote: WithdrawalQuote } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendFailure, setSendFailure] = useState<Failure | null>(null);
  // One idempotency key per attempt: the same request confirmed again (a retry) keeps its key.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  // A form that passes the rules is not sent yet: the player confirms the quote in a dialog first.
  const form = useCoreFormik<WithdrawalValues>({
    initial: EMPTY_WITHDRAWAL,
    check,
    onSubmit: (values) => {
      const q = quoteWithdrawal(rules, values.amount, context).quote;
      if (!q) return;
      const body = requestOf(values, processor.id, currency);
      const signature = JSON.stringify(body);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      setSendFailure(null);
      setConfirming({ request: { ...body, idempotency_key: attempt.current.key }, quote: q });
    },
  });
  const { values } = form;

  const money = (amount: string) => formatMoney(rules, amount, currency);
  const methodLabel = (id: string) => (METHOD_LABELS[id] ? t(METHOD_LABELS[id]) : id);

  const quote = useMemo(
    () => (form.local.amount ? undefined : quoteWithdrawal(rules, values.amount, context).quote),
    [rules, values.amount, context, form.local.amount],
  );

  const error = (name: keyof WithdrawalValues & string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };

  const bind = (name: keyof WithdrawalValues & string) => ({
    id: `withdrawal-${name}`,
    name,
    value: values[name],
    error: error(name),
    required: true,
    onChange: (e: { target: { value: string } }) => {
      form.set(name, e.target.value);
      // The amount is judged as it is typed; the other fields once left.
      if (name === 'amount' && e.target.value.trim() !== '') form.touch(name);
      setSent(false);
    },
    onBlur: () => form.touch(name),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSent(false);
    void form.handleSubmit();
  };

  const send = async () => {
    if (!confirming || busy) return;
    setBusy(true);
    setSendFailure(null);
    try {
      await sendWithdrawalRequest(confirming.request);
      attempt.current = null;
      setConfirming(null);
      form.reset(EMPTY_WITHDRAWAL);
      setSent(true);
      onSent();
      // The money left the balance: the header follows even without the realtime socket.
      refreshBalance();
    } catch (e) {
      const fields = controlFailures(fieldFailures(e), processor.id);
      if (Object.keys(fields).length > 0) {
        setConfirming(null);
        form.reportFields(fields);
      } else {
        // Said in the dialog: confirming again retries with the same key.
        setSendFailure(failureOf(e));
      }
    } finally {
      setBusy(false);
    }
  };

  const destination: [string, string][] =
    processor.id === 'bank'
      ? [
          [t('withdrawal.fields.beneficiary'), values.beneficiary],
          [t('withdrawal.fields.account'), values.account],
          [t('withdrawal.fields.bic'), values.bic],
          [t('withdrawal.fields.bank_name'), values.bank_name],
        ]
      : [[t('withdrawal.fields.wallet'), values.wallet]];

  return (
    <>
      <form className="card" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="card-body row g-3">
          <p className="col-12 mb-0">
            {t('withdrawal.balance')} <strong>{money(context.balance)}</strong>
          </p>
          <fieldset className="col-12">
            <legend className="h6">{t('withdrawal.method')}</legend>
            <div className="row g-2">
              {processors.map((p) => (
                <div key={p.id} className="col-12 col-sm-6">
                  <div className={p.id === processor.id ? 'method-option selected' : 'method-option'}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name="method"
                      id={`withdrawal-method-${p.id}`}
                      value={p.id}
                      checked={p.id === processor.id}
                      onChange={() => setMethod(p.id)}
                    />
                    <label htmlFor={`withdrawal-method-${p.id}`}>
                      <span className="d-block fw-semibold">{methodLabel(p.id)}</span>
                      <span className="d-block small text-body-secondary">{t('withdrawal.bounds', { min: money(p.min), max: money(p.max) })}</span>
                    </label>
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
          <Field
            label={t('withdrawal.amount')}
            {...bind('amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('withdrawal.amountHint', { currency, min: formatPlain(rules, processor.min) })}
            className="col-12 col-sm-6"
          />
          <div className="col-12" aria-live="polite">
            {quote && values.amount.trim() !== '' ? <QuotePanel quote={quote} money={money} /> : null}
          </div>
          {processor.id === 'bank' ? (
            <fieldset className="col-12">
              <legend className="h6 mb-0">{t('withdrawal.bankTitle')}</legend>
              <div className="row g-3">
              <Field label={t('withdrawal.fields.account')} {...bind('account')} autoComplete="off" spellCheck={false} className="col-12 col-md-6" />
              <Field label={t('withdrawal.fields.beneficiary')} {...bind('beneficiary')} autoComplete="name" className="col-12 col-md-6" />
              <Field label={t('withdrawal.fields.bic')} {...bind('bic')} autoComplete="off" spellCheck={false} className="col-12 col-md-6" />
              <Field label={t('withdrawal.fields.bank_name')} {...bind('bank_name')} autoComplete="off" className="col-12 col-md-6" />
              <Field label={t('withdrawal.fields.zip_code')} {...bind('zip_code')} autoComplete="postal-code" className="col-12 col-md-4" />
              <Field label={t('withdrawal.fields.address')} {...bind('address')} autoComplete="street-address" className="col-12 col-md-8" />
              </div>
            </fieldset>
          ) : (
            <Field
              label={t('withdrawal.fields.wallet')}
              {...bind('wallet')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              hint={t('withdrawal.walletHint')}
              className="col-12"
            />
          )}
          <FormOutcome success={sent ? text('withdrawal_sent') : null} />
          <SubmitButton busy={busy} label={t('withdrawal.submit')} busyLabel={t('withdrawal.sending')} />
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('withdrawal.confirmTitle')}
          confirmLabel={t('withdrawal.confirm')}
          busyLabel={t('withdrawal.sending')}
          backLabel={t('withdrawal.back')}
          busy={busy}
          failure={sendFailure ? text(sendFailure.code, sendFailure.params) : null}
          onConfirm={() => void send()}
          onClose={() => setConfirming(null)}
        >
          <SummaryList
            rows={[
              [t('withdrawal.method'), methodLabel(confirming.request.processor)],
              [t('withdrawal.summary.amount'), money(confirming.quote.amount)],
              [t('withdrawal.summary.fee'), money(confirming.quote.fee)],
              [t('withdrawal.summary.payout'), <strong key="payout">{money(confirming.quote.payout)}</strong>],
              ...destination,
            ]}
          />
          {feeApplies(confirming.quote) ? <p className="small mt-3 mb-0">{t('withdrawal.feeRule')}</p> : null}
          <p className="small text-body-secondary mt-2 mb-0">{t('withdrawal.review')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The policy charges the fee and part of the deposits is still to be wagered. */
function feeApplies(quote: WithdrawalQuote): boolean {
  return quote.policy === 'fee' && !isZeroAmount(quote.unwagered);
}

/** What the withdrawal costs under the policy that applies, before the player confirms. */
function QuotePanel({ quote, money }: { quote: WithdrawalQuote; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="quote-panel">
      <p className="mb-2">{feeApplies(quote) ? t('withdrawal.feeRule') : t('withdrawal.noFee')}</p>
      {feeApplies(quote) ? <p className="small text-body-secondary mb-2">{t('withdrawal.unwagered', { amount: money(quote.unwagered) })}</p> : null}
      <SummaryList
        rows={[
          [t('withdrawal.summary.fee'), money(quote.fee)],
          [t('withdrawal.summary.payout'), money(quote.payout)],
        ]}
      />
    </div>
  );
}
