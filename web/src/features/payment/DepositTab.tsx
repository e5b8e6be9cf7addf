import { Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { DepositAnswer, DepositRequest, TransactionView } from '../../api/generated/api';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { useLocale } from '../../components/useLocale';
import type { Rules } from '../../core/rules';
import { todayIso } from '../../core/today';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useRulebookLoad } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings, ensureWalletStrings } from '../../i18n/sharedStrings';
import { useBalance, useRefreshBalance } from '../../lib/balance';
import { formatMoney, formatPlain } from '../../lib/money';
import { CardFields } from './CardFields';
import { CryptoDeposit } from './CryptoDeposit';
import { newIdempotencyKey } from '../../api/idempotency';
import { depositFailures, EMPTY_DEPOSIT, takesCard, type DepositValues } from './depositRules';
import { deposit, isDepositProcessor } from './api/deposit';
import { POPUP_FEATURES, THREEDS_WINDOW } from './threeds';
import { useTransactionWatch } from './useTransactionWatch';
import { WireInstructions } from './WireInstructions';
import { DepositOutcome, type Outcome } from './DepositOutcome';
import { ProcessorPicker, useProcessorList } from './ProcessorPicker';
import { Loading } from '../../components/Loading';
import { ensureDepositStrings } from './strings';
import { BonusChoice } from './BonusChoice';
import { DEPOSIT_BONUSES_KEY, useDepositBonuses } from './api/getDepositBonuses';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { askedBonus, openAccountTab } from '../../lib/accountTabs';
import { LocaleLink } from '../../components/LocaleLink';
import { pageLanguage } from '../../lib/pageLanguage';

type Name = Extract<keyof DepositValues, string>;

/** Server field names of a deposit's failures (`card.number`) as the form's (`number`). */
function formFields(fields: Record<string, Failure>): Failures<DepositValues> {
  const out: Failures<DepositValues> = {};
  for (const [field, failure] of Object.entries(fields)) {
    const name = field.replace(/^card\./, '') === 'expiry' ? 'month' : field.replace(/^card\./, '');
    if (name in EMPTY_DEPOSIT) out[name as Name] = failure;
  }
  return out;
}

/**
 * The deposit tab of the account area: the wallet's currency, the processors of that currency,
 * then the amount (casino-core's `amount` rule as the player types, within the processor's bounds)
 * and what the processor needs: a card (3-D Secure in a pop-up, or paid at once), a voucher, the
 * wire transfer details, or the player's crypto address.
 */
export function DepositTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <>
      {/* With the account area's words, so the page rendered at build time shows it at once. */}
      <p className="deposit-lead text-body-secondary">
        {t('account.depositLead')}{' '}
        <LocaleLink to="/user-management" state={openAccountTab('responsible')}>
          {t('account.depositLimits')}
        </LocaleLink>
      </p>
      <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
        <DepositForm />
      </Suspense>
    </>
  );
}

function DepositForm() {
  // The tab's words come with it (see ./strings), the balance's with the wallet's.
  const { t } = useTranslationWith(ensureDepositStrings, ensureWalletStrings);
  const { text } = useErrorText();
  const { lang } = useLocale();
  const { rules, failed: rulesFailed } = useRulebookLoad();
  const { balance, failed: balanceFailed, refresh: retryBalance } = useBalance();
  const refreshBalance = useRefreshBalance();
  const wallets = balance?.wallets ?? [];
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  // Unless the player chose one, casino-core picks the wallet (the main one, or the Indian site's
  // rupees); without the rulebook (offline on a first visit), the main one.
  const held = wallets.map((w) => w.currency);
  const suggested = rules ? rules.deposit_currency(lang, held.join(',')) : rulesFailed ? held[0] : undefined;
  // Always a wallet the player holds: the one chosen, else the one suggested.
  const currency = held.find((c) => c === chosenCurrency) ?? held.find((c) => c === suggested) ?? null;
  const list = useProcessorList(currency);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const processor = list.processors.find((p) => p.id === chosenId) ?? list.processors[0];

  const bonuses = useDepositBonuses(currency);
  const offers = bonuses.data ?? [];
  const queryClient = useQueryClient();
  const location = useLocation();

  const check = useCallback((r: Rules, v: DepositValues) => depositFailures(r, v, processor, todayIso(), currency ?? ''), [processor, currency]);
  // The 3-D Secure pop-up opened by the click that submitted the form (null for other processors).
  const popup = useRef<Window | null>(null);
  // A promotion's "Get bonus now" comes with its bonus chosen.
  const initial = { ...EMPTY_DEPOSIT, bonus: askedBonus(location.state) };
  const form = useCoreFormik<DepositValues>({ initial, check, onSubmit: (values) => send(values, popup.current) });
  const bonusChosen = offers.some((o) => o.promotion.id === form.values.bonus) ? form.values.bonus : '';
  /** A credited deposit may have taken an offer (or used up the welcome bonus): they are read again. */
  const offersChanged = () => {
    form.set('bonus', '');
    void queryClient.invalidateQueries({ queryKey: DEPOSIT_BONUSES_KEY });
  };
  const busy = form.busy;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per attempt: kept when a call fails without an answer (the retry is the same
  // attempt), dropped when the server answered or the player changed anything.
  const [attemptKey, setAttemptKey] = useState<string | null>(null);

  /** After an answer the card number and CVV are forgotten (and the form's messages with them). */
  const clearCard = () => form.reset({ ...form.values, number: '', cvv: '' });

  const watching = outcome?.kind === 'pending' ? outcome.transaction.id : null;
  useTransactionWatch(watching, {
    onSettled: (transaction) => {
      clearCard();
      setOutcome({ kind: 'done', ok: transaction.status === 'complete', transaction });
      refreshBalance();
      offersChanged();
    },
    onRefused: (failure) => setOutcome({ kind: 'error', failure }),
  });

  const change = (name: Name, value: string) => {
    setAttemptKey(null);
    form.set(name, value);
  };

  const bind = (name: Name) => {
    const f = form.failureOf(name);
    return {
      name,
      id: `deposit-${name}`,
      value: form.values[name],
      error: f ? text(f.code, f.params) : undefined,
      onChange: (e: { target: { value: string } }) => change(name, e.target.value),
      onBlur: () => {
        form.touch(name);
        // casino-core reports the expiry (month and year) on `month`.
        if (name === 'year') form.touch('month');
      },
    };
  };

  const selectCurrency = (value: string) => {
    setAttemptKey(null);
    setChosenCurrency(value);
    setChosenId(null);
    setOutcome(null);
  };

  const selectProcessor = (id: string) => {
    setAttemptKey(null);
    setChosenId(id);
    setOutcome(null);
  };

  /** What the server answered to a deposit. */
  const follow = (answer: DepositAnswer, popup: Window | null) => {
    const transaction = answer.transaction;
    if (answer.three_d_auth_url) {
      const url = new URL(answer.three_d_auth_url, window.location.href).href;
      if (popup && !popup.closed) popup.location.href = url;
      else window.open(url, THREEDS_WINDOW, POPUP_FEATURES);
      setOutcome({ kind: 'pending', code: 'threeds_started', transaction, challengeUrl: url });
      return;
    }
    popup?.close();
    if (answer.redirect_url) {
      setOutcome({ kind: 'redirecting' });
      window.location.assign(new URL(answer.redirect_url, window.location.href).href);
      return;
    }
    if (answer.wire) {
      setOutcome({ kind: 'wire', transaction, wire: answer.wire });
      return;
    }
    if (answer.code === 'deposit_pending' || (answer.code !== 'deposit_complete' && answer.code !== 'deposit_failed' && transaction.status === 'pending')) {
      setOutcome({ kind: 'pending', code: 'deposit_pending', transaction });
      return;
    }
    clearCard();
    const ok = answer.code === 'deposit_complete' || (answer.code !== 'deposit_failed' && transaction.status === 'complete');
    setOutcome({ kind: 'done', ok, transaction });
    refreshBalance();
    offersChanged();
  };

  const send = async (v: DepositValues, popup: Window | null) => {
    const p = processor;
    if (!p || !isDepositProcessor(p.id) || !currency) return;
    const key = attemptKey ?? newIdempotencyKey();
    setAttemptKey(key);
    const body: DepositRequest = {
      amount: rules?.amount(v.amount, p.min, p.max, currency, pageLanguage()).value ?? v.amount.trim(),
      currency,
      idempotency_key: key,
    };
    if (takesCard(p)) body.card = { holder: v.holder.trim(), number: v.number, month: v.month, year: v.year, cvv: v.cvv };
    if (p.kind === 'voucher') body.voucher = v.voucher.trim();
    if (bonusChosen) body.bonus = bonusChosen;
    try {
      const answer = await deposit(p.id, body);
      setAttemptKey(null);
      follow(answer, popup);
    } catch (e) {
      popup?.close();
      if (!form.reportFields(formFields(fieldFailures(e)))) setOutcome({ kind: 'error', failure: failureOf(e) });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !processor || outcome?.kind === 'redirecting') return;
    setOutcome(null);
    if (!isDepositProcessor(processor.id) || !currency) return;
    let opened: Window | null = null;
    if (processor.kind === 'card_3ds') {
      // The pop-up must open in the click itself (before any wait), or browsers block it: only a
      // form that already passes the rules opens one.
      const names = Object.keys(EMPTY_DEPOSIT) as Name[];
      if (!form.ready || Object.keys(form.local).length > 0 || names.some((n) => form.failureOf(n))) {
        void form.reveal();
        return;
      }
      opened = window.open('', THREEDS_WINDOW, POPUP_FEATURES);
      if (!opened) {
        setOutcome({ kind: 'error', failure: { code: 'popup_blocked', params: {} }, popupBlocked: true });
        return;
      }
    }
    popup.current = opened;
    void form.handleSubmit().then((sent) => {
      if (!sent) opened?.close();
    });
  };

  if (!balance) {
    if (balanceFailed) {
      return (
        <div className="py-2">
          <p className="alert alert-danger" role="alert">
            {t('wallet.loadFailed')}
          </p>
          <button type="button" className="btn btn-secondary" onClick={retryBalance}>
            {t('deposit.retry')}
          </button>
        </div>
      );
    }
    return <Loading label={t('deposit.loading')} />;
  }

  const amountText = (tx: TransactionView) => formatMoney(rules, tx.amount, tx.currency);

  return (
    <div className="deposit-tab">
      <div className="card mb-3">
        <div className="card-body row g-3">
          <ProcessorPicker
            rules={rules}
            wallets={wallets}
            currency={currency}
            list={list}
            processor={processor}
            onCurrency={selectCurrency}
            onProcessor={selectProcessor}
          />
        </div>
      </div>

      {processor && !list.loading && !list.failure ? (
        processor.kind === 'crypto' ? (
          <section className="card" aria-label={t(`deposit.methods.${processor.id}`, { defaultValue: processor.id })}>
            <div className="card-body">
              <CryptoDeposit key={processor.id} processor={processor} />
            </div>
          </section>
        ) : (
          <form className="card" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
            <div className="card-body row g-3">
              <Field
                label={t('deposit.amount')}
                {...bind('amount')}
                onChange={(e) => {
                  change('amount', e.target.value);
                  // The amount is checked as the player types, not only once the field is left.
                  form.touch('amount');
                }}
                className="col-12 col-sm-6"
                inputMode="decimal"
                autoComplete="off"
                hint={t('deposit.amountHint', { currency: processor.currency, min: formatPlain(rules, processor.min) })}
                required
              />
              {offers.length > 0 ? (
                <BonusChoice
                  offers={offers}
                  value={bonusChosen}
                  onChange={(value) => change('bonus', value)}
                  amount={form.values.amount}
                  currency={processor.currency}
                  error={bind('bonus').error}
                />
              ) : null}
              {/* Bonus codes are typed in the bonuses tab (a form of their own, not part of this one). */}
              <p className="col-12 small text-body-secondary mb-0 bonus-code-link">
                {t('deposit.bonus.codeQuestion')}{' '}
                <LocaleLink to="/user-management" state={openAccountTab('bonuses')}>
                  {t('deposit.bonus.codeLink')}
                </LocaleLink>
              </p>
              {takesCard(processor) ? <CardFields bind={bind} threeDs={processor.kind === 'card_3ds'} sandbox={processor.sandbox} /> : null}
              {processor.kind === 'voucher' ? (
                <Field
                  label={t('deposit.voucher')}
                  {...bind('voucher')}
                  hint={t('deposit.voucherHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
              ) : null}
              {processor.kind === 'redirect' ? <p className="col-12 text-body-secondary mb-0">{t('deposit.redirectNote')}</p> : null}
              {processor.kind === 'wire' ? <p className="col-12 text-body-secondary mb-0">{t('deposit.wireNote')}</p> : null}
              <DepositOutcome outcome={outcome} money={(amount, currency) => formatMoney(rules, amount, currency)} />
              <SubmitButton
                busy={busy || outcome?.kind === 'redirecting'}
                label={t('deposit.submit')}
                busyLabel={outcome?.kind === 'redirecting' ? t('deposit.redirecting') : t('deposit.busy')}
              />
            </div>
          </form>
        )
      ) : null}

      {outcome?.kind === 'wire' ? (
        <WireInstructions wire={outcome.wire} amount={amountText(outcome.transaction)} onNewDeposit={() => setOutcome(null)} />
      ) : null}
    </div>
  );
}
