import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { ProcessorView, TransactionAnswer } from '../../api/generated/api';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useRefreshBalance } from '../../lib/balance';
import { useCryptoAddress } from './api/generateWallet';
import { formatMoney, formatPlain } from '../../lib/money';
import { CopyButton } from './CopyButton';
import { Loading } from '../../components/Loading';
import { simulateCryptoPayment } from './api/simulateCryptoPayment';
import { pageLanguage } from '../../lib/pageLanguage';

/** The asset of a crypto processor. */
export function assetOf(processorId: string): 'BTC' | 'USDT' {
  return processorId === 'usdt' ? 'USDT' : 'BTC';
}

/** Networks by their proper names (the same in every language). */
const NETWORKS: Record<string, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum (ERC-20)' };

/** The QR code (an SVG document from the server) as an image: it never becomes markup of the page. */
function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}


/** The crypto deposit page: the player's own address for the asset, its QR code and a copy button. */
export function CryptoDeposit({ processor }: { processor: ProcessorView }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const asset = assetOf(processor.id);
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState('');
  const addressId = useId();
  const read = useCryptoAddress(asset, attempt);

  if (read.isPending) {
    return (
      <Loading label={t('deposit.crypto.loading')} />
    );
  }
  if (read.isError) {
    const failure = failureOf(read.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(failure.code, failure.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('deposit.retry')}
        </button>
      </div>
    );
  }
  const wallet = read.data;
  return (
    <div className="crypto-deposit">
      <p>{t('deposit.crypto.lead', { asset: wallet.asset, network: NETWORKS[wallet.network] ?? wallet.network, currency: wallet.currency })}</p>
      <div className="crypto-address-block">
        <img className="crypto-qr" src={svgDataUrl(wallet.qr_svg)} alt={t('deposit.crypto.qr', { asset: wallet.asset })} width={200} height={200} />
        <div className="crypto-address-text">
          <label htmlFor={addressId} className="form-label">
            {t('deposit.crypto.address', { asset: wallet.asset })}
          </label>
          <div className="input-group">
            <textarea
              id={addressId}
              className="form-control crypto-address"
              readOnly
              rows={1}
              value={wallet.address}
              spellCheck={false}
              onFocus={(e) => e.target.select()}
            />
            <CopyButton
              value={wallet.address}
              what={t('deposit.crypto.theAddress')}
              className="btn btn-outline-secondary"
              onResult={(ok) => setCopied(ok ? text('address_copied') : t('deposit.copyFailed'))}
            />
          </div>
          <p className="small mt-2 mb-0" role="status">
            {copied}
          </p>
        </div>
      </div>
      {wallet.sandbox ? <SandboxPayment address={wallet.address} processor={processor} currency={wallet.currency} /> : null}
    </div>
  );
}

type Sandbox = { amount: string } & Record<string, string>;

/** The sandbox only: plays the processor's notice that coins arrived at the address. */
function SandboxPayment({ address, processor, currency }: { address: string; processor: ProcessorView; currency: string }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const rules = useRulebook();
  const refreshBalance = useRefreshBalance();
  const check = useCallback(
    (r: Rules, v: Sandbox): Failures<Sandbox> => {
      const error = r.amount(v.amount, processor.min, processor.max, currency, pageLanguage()).error;
      return error ? { amount: error } : {};
    },
    [processor, currency],
  );
  const [answer, setAnswer] = useState<TransactionAnswer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const titleId = useId();
  const form = useCoreFormik<Sandbox>({
    initial: { amount: '' },
    check,
    onSubmit: async (values) => {
      try {
        const amount = rules?.amount(values.amount, processor.min, processor.max, currency, pageLanguage()).value ?? values.amount.trim();
        setAnswer(await simulateCryptoPayment({ address, amount }));
        form.reset({ amount: '' });
        refreshBalance();
      } catch (e) {
        const fields = fieldFailures(e);
        if (fields.amount) form.report({ amount: fields.amount });
        else setFailure(failureOf(e));
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    setAnswer(null);
    setFailure(null);
    void form.handleSubmit(event);
  };

  const f = form.failureOf('amount');
  const done = answer ? text(answer.code, { amount: formatMoney(rules, answer.transaction.amount, answer.transaction.currency) }) : '';
  return (
    <section className="sandbox-panel mt-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 mb-1">
        {t('deposit.crypto.sandboxTitle')}
      </h3>
      <p className="small text-body-secondary">{t('deposit.crypto.sandboxLead')}</p>
      <form className="row g-2" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <Field
          label={t('deposit.crypto.sandboxAmount', { currency })}
          name="amount"
          id="sandbox-crypto-amount"
          inputMode="decimal"
          autoComplete="off"
          className="col-12 col-sm-6"
          value={form.values.amount}
          error={f ? text(f.code, f.params) : undefined}
          hint={t('deposit.amountHint', { currency, min: formatPlain(rules, processor.min) })}
          onChange={(e) => {
            form.set('amount', e.target.value);
            form.touch('amount');
          }}
          onBlur={() => form.touch('amount')}
        />
        <div className="col-12" role="status">
          {done ? <p className="alert alert-success mb-0">{done}</p> : null}
        </div>
        {failure ? (
          <div className="col-12">
            <p className="alert alert-danger mb-0" role="alert">
              {text(failure.code, failure.params)}
            </p>
          </div>
        ) : null}
        <SubmitButton busy={busy} label={t('deposit.crypto.simulate')} busyLabel={t('deposit.crypto.simulating')} />
      </form>
    </section>
  );
}
